/**
 * The compare view's controls bar (views/compare_view.ts): reports A and B (a run
 * and a step each) and the swap between them, the key search, the extra runs, the
 * verdict filter, the columns picker and the server's CSV, with the search's and
 * the download's failures. Drawn from what the view passes; every change goes back
 * to the view through `CompareControlsActions`.
 */
import {html, nothing} from 'lit';
import {COLUMNS_MODES, isVerdict, type ColumnsMode, type CompareSelection, type Side} from '../compare_state.js';
import {formatCount, formatWallTime} from '../format.js';
import type {StepInfo} from '../types.js';
import {VERDICT_TEXT, VERDICTS, type DiffResponse, type Verdict} from '../types_across_reports.js';
import type {ViewLoad} from './view_shell.js';

const LATEST = '';
/** How the choices of the columns picker read. */
const COLUMNS_LABELS: Record<ColumnsMode, string> = {auto: 'fit the width', all: 'all', essential: 'essential only'};
/** The verdict filter's "all" option (and the summary's `data-verdict` then). */
export const ALL = '';

/** What the controls show. */
export interface CompareControls {
  sel: CompareSelection;
  runs: string[];
  /** The steps of A's run and of B's (null: not loaded yet). */
  stepsA: StepInfo[] | null;
  stepsB: StepInfo[] | null;
  /** The comparison on screen (its verdict counts, its rows for the CSV), or null. */
  data: DiffResponse | null;
  /** Why the search is not a valid regex, or null. */
  searchError: string | null;
  /** The columns the table left out to fit its width. */
  hiddenColumns: string[];
  /** The view's load (the CSV button is disabled while it runs). */
  shell: ViewLoad;
  csvPending: boolean;
  /** Why the last CSV download failed, or null. */
  csvError: string | null;
}

/** What the controls ask of the view. */
export interface CompareControlsActions {
  side: (which: 'a' | 'b', patch: Partial<Side>) => void;
  swap: () => void;
  search: (text: string) => void;
  also: (run: string, on: boolean) => void;
  verdict: (verdict: Verdict | null) => void;
  columns: (mode: ColumnsMode) => void;
  /** `shown`: only the rows on screen. */
  downloadCsv: (shown: boolean) => void;
}

/** One side's report: its run and its step (latest, or one of the run's). */
function sidePicker(c: CompareControls, which: 'a' | 'b', actions: CompareControlsActions) {
  const side = c.sel[which];
  const steps = which === 'a' ? c.stepsA : c.stepsB;
  const label = which === 'a' ? 'A' : 'B';
  return html`<fieldset class="side" data-side=${which}>
    <legend>Report ${label}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${which}_run`}
        .disabled=${!side}
        @change=${(e: Event) => actions.side(which, {run: (e.target as HTMLSelectElement).value})}
      >
        ${c.runs.map((r) => html`<option .value=${r} .selected=${r === side?.run}>${r}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${which}_step`}
        .disabled=${!side}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          actions.side(which, {step: v === LATEST ? null : Number(v)});
        }}
      >
        <option .value=${LATEST} .selected=${side?.step === null}>latest</option>
        ${(steps ?? []).map(
          (s) =>
            html`<option .value=${String(s.step)} .selected=${s.step === side?.step}>
              ${s.step} · ${formatWallTime(s.wall_time)}
            </option>`,
        )}
      </select>
    </label>
  </fieldset>`;
}

/** The controls bar, left to right; the search's and the download's failures below it. */
export function compareControls(c: CompareControls, actions: CompareControlsActions) {
  const sel = c.sel;
  const others = c.runs.filter((r) => r !== sel.a?.run && r !== sel.b?.run);
  return html`<div class="controls">
    ${sidePicker(c, 'a', actions)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${() => actions.swap()}>⇄</button>
    ${sidePicker(c, 'b', actions)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${c.searchError ? 'invalid' : ''}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${sel.search}
        @input=${(e: Event) => {
          actions.search((e.target as HTMLInputElement).value);
        }}
      />
    </label>
    ${
      others.length
        ? html`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${others.map(
              (r) => html`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${r}
                  .checked=${sel.also.includes(r)}
                  @change=${(e: Event) => actions.also(r, (e.target as HTMLInputElement).checked)}
                />${r}</label
              >`,
            )}
          </div>
        </div>`
        : nothing
    }
    ${verdictFilter(c, actions)} ${columnsPicker(c, actions)}
    <span class="spacer"></span>
    ${c.shell.renderCsvButton(
      'csv',
      c.data !== null && !c.csvPending,
      () => actions.downloadCsv(false),
      c.data
        ? `All ${formatCount(c.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`
        : undefined,
    )}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${c.data === null || c.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${() => actions.downloadCsv(true)}
    >
      CSV of rows shown
    </button>
    ${c.searchError ? html`<div class="search-error" title=${c.searchError}>${c.searchError}</div>` : nothing}
    ${
      c.csvError !== null
        ? html`<div class="download-error" role="alert" title=${c.csvError}>Could not download the CSV: ${c.csvError}</div>`
        : nothing
    }
  </div>`;
}

/** Only the rows of one verdict (the counts are the server's). */
function verdictFilter(c: CompareControls, actions: CompareControlsActions) {
  const s = c.data?.summary;
  const sel = c.sel.verdict;
  return html`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!c.data}
      @change=${(e: Event) => {
        const v = (e.target as HTMLSelectElement).value;
        actions.verdict(isVerdict(v) ? v : null);
      }}
    >
      <option .value=${ALL} .selected=${sel === null}>all</option>
      ${VERDICTS.map((v) => html`<option .value=${v} .selected=${sel === v}>${VERDICT_TEXT[v]}${s ? ` (${formatCount(s[v])})` : ''}</option>`)}
    </select>
  </label>`;
}

/** Which columns the table shows; "fit the width" says how many it left out (their names in the tooltip). */
function columnsPicker(c: CompareControls, actions: CompareControlsActions) {
  const sel = c.sel.columns;
  const hidden = c.hiddenColumns;
  const title = [
    'Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).',
    hidden.length ? `Left out now: ${hidden.join(', ')}.` : '',
    'The CSV has every column.',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<label class="field" title=${title}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${hidden.length} @change=${(e: Event) => actions.columns((e.target as HTMLSelectElement).value as ColumnsMode)}>
      ${COLUMNS_MODES.map(
        (m) =>
          html`<option .value=${m} .selected=${sel === m}>
            ${COLUMNS_LABELS[m]}${m === 'auto' && sel === 'auto' && hidden.length ? ` (${hidden.length} hidden)` : ''}
          </option>`,
      )}
    </select>
  </label>`;
}
