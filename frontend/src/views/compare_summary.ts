/**
 * The compare view's two summary lines (views/compare_view.ts), around the headline
 * cards: the one-line verdict (a badge, worse, better, mixed or no change, and the
 * summary sentence), and the details line (what is compared, reports A and B, the
 * counts, the rows shown, the brush, the extra runs that failed to load). Keys and
 * run names are rendered as Lit text only.
 */
import {html, nothing} from 'lit';
import type {CompareSelection} from '../compare_state.js';
import type {ExtraColumn} from '../compare_rows.js';
import {optionsText, percentText, type RowNoun} from '../compare_text.js';
import {readOptions} from '../mode_options_state.js';
import type {KindDeclaration} from '../types.js';
import {formatCount} from '../format.js';
import type {DiffResponse, DiffSide} from '../types_across_reports.js';
import {ALL} from './compare_controls.js';
import type {OpenReport} from './modes.js';
import {shownCount} from './view_shell.js';

/** What the details line shows besides the comparison. */
export interface SummaryDetails {
  sel: CompareSelection;
  /** The kind's title (the kind's name when empty). */
  kindTitle: string;
  noun: RowNoun;
  /** How many rows the table shows, and how many of them the brush holds. */
  shown: number;
  brushed: number;
  extras: ExtraColumn[];
  /** Why an extra run could not be loaded, by run. */
  extraErrors: ReadonlyMap<string, string>;
  /** The kind's declaration: the options named are those Compare reads (their `used_by`). */
  declaration: KindDeclaration | null;
}

/** What the details line's buttons ask of the view. */
export interface SummaryActions {
  openReport: (report: OpenReport) => void;
  clearBrush: () => void;
}

function sideText(s: DiffSide): string {
  return `${s.run} · step ${s.step}`;
}

/**
 * The one-line verdict: a badge (worse, better, mixed, no significant change, undetermined) and
 * the summary sentence, both the server's one judgement of the rows and the headline numbers
 * together (the cards and `tb-fairness check` show the same).
 */
export function verdictSummary(r: DiffResponse, noun: RowNoun, stale: boolean) {
  const s = r.summary;
  const j = r.judgement;
  return html`<div
    class="verdict-summary ${stale ? 'stale' : ''}"
    data-overall=${j.overall}
    data-worsened=${s.worsened}
    data-improved=${s.improved}
    data-no-significant-change=${s.no_significant_change}
    data-undetermined=${s.undetermined}
    data-worsened-headlines=${j.worsened.headlines.join(',')}
    data-improved-headlines=${j.improved.headlines.join(',')}
  >
    <span
      class="verdict-badge overall o-${j.overall}"
      title=${`From the ${noun.many}' verdicts (Benjamini-Hochberg at FDR ${percentText(r.fdr)} on the change of ${r.bias}) and the headline numbers' (each at ${percentText(r.level)})`}
      >${j.title}</span
    >
    <span class="sentence">${j.sentence}</span>
  </div>`;
}

/** The details line: what is compared, reports A and B (each with a button that opens it), the counts, the rows shown and the brush. */
export function summaryDetails(r: DiffResponse, d: SummaryDetails, actions: SummaryActions) {
  const opts = optionsText(readOptions(d.declaration, 'compare', r.options));
  const same = r.a.run === r.b.run && r.a.step === r.b.step;
  const sel = d.sel;
  const s = r.summary;
  const errs = [...d.extraErrors].map(([run, e]) => `${run}: ${e}`);
  return html`<div
    class="summary"
    data-shown=${d.shown}
    data-total=${r.rows}
    data-a-run=${r.a.run}
    data-a-step=${r.a.step}
    data-b-run=${r.b.run}
    data-b-step=${r.b.step}
    data-verdict=${sel.verdict ?? ALL}
    data-extras=${d.extras
      .filter((e) => e.values !== null)
      .map((e) => e.run)
      .join(',')}
  >
    <span class="what"
      >Comparing <b>${r.bias}</b>, the size of the bias (lower is better; signed: ${r.value}), of the
      ${d.kindTitle || r.kind} report ${r.tag}${opts ? html` <span class="muted">(${opts})</span>` : nothing}</span
    >
    <span
      >A = <b>${sideText(r.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${() => actions.openReport({run: r.a.run, step: r.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${sideText(r.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${() => actions.openReport({run: r.b.run, step: r.b.step})}>
        open</button
      ></span>
    ${same ? html`<span class="warn">A and B are the same report: pick another step or run.</span>` : nothing}
    <span class="counts"
      ><b>${formatCount(r.rows)}</b> ${r.rows === 1 ? d.noun.one : d.noun.many} · ${formatCount(s.only_in_a)} only in A ·
      ${formatCount(s.only_in_b)} only in B</span
    >
    <span class="muted"
      >${percentText(r.level)} intervals; verdicts at FDR ${percentText(r.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${shownCount(
      d.shown,
      r.rows,
      'rows',
      sel.brush
        ? html`<span class="chip" data-brushed=${d.brushed}
            >${formatCount(d.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${() => actions.clearBrush()}>clear</button></span
          >`
        : undefined,
    )}
    ${errs.length ? html`<span class="warn">Could not load: ${errs.join('; ')}</span>` : nothing}
  </div>`;
}
