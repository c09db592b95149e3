/**
 * The two lines above the association table (view.ts): the
 * summary (the examples, the step, the labels shown, identities A and B with their
 * counts, the labels not ranked) and the legend of the statistics cells (the
 * interval, the ★, the low-power ○, the insufficient rows, the overlap warning).
 * Label and identity names are rendered as Lit text only.
 */
import {html, nothing} from 'lit';
import {legend, type Legend} from './cells.js';
import {formatCount} from '../../format.js';
import {starText} from '../../views/fdr_legend.js';
import type {AssociationsResponse} from './types.js';
import {shownCount} from '../../views/view_shell.js';

/**
 * A selection too long for the table to scroll through at once (more rows than
 * virtual_table.ts SCROLLABLE_ROWS), shown a part at a time: rows `start` + 1 to `start` +
 * `rows` of `shown`, `go` shows the part from another row.
 */
export interface SummaryPart {
  start: number;
  rows: number;
  go: (start: number) => void;
}

/**
 * The summary line: `description` is the tag's, `shown` how many labels the search and
 * filters show of the `total` (a window's answer has only some of them), `part` the part of
 * them the table holds when they are too many to scroll through (null: all of them).
 */
export function associationSummary(
  r: AssociationsResponse,
  description: string,
  shown: number,
  total = r.rows,
  part: SummaryPart | null = null,
) {
  const ids = new Map(r.identities.map((i) => [i.name, i.count]));
  const countOf = (name: string) => (ids.has(name) ? html` (${formatCount(ids.get(name))})` : nothing);
  const others = r.identities.filter((i) => i.name !== r.a).length;
  return html`<div class="summary" data-shown=${shown} data-total=${total}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span><b>N</b> = ${formatCount(r.n)} examples · step ${r.step}</span>
      ${shownCount(shown, total, total === 1 ? 'label' : 'labels')}
      ${part !== null && part.rows < shown ? partLine(part, shown) : nothing}
      <span
        >A = <b>${r.a}</b>${countOf(r.a)} vs B =
        ${
          r.b === null
            ? html`<b>rest</b> <span class="muted">(mean over ${others} other identit${others === 1 ? 'y' : 'ies'})</span>`
            : html`<b>${r.b}</b>${countOf(r.b)}`
        }</span
      >
      ${
        r.excluded_labels.length
          ? html`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${r.excluded_labels.join(', ')}</span
          >`
          : nothing
      }
    </div>`;
}

/** Which part of a long selection the table holds, and buttons to the part before and after. */
function partLine(part: SummaryPart, shown: number) {
  const {start, rows, go} = part;
  const end = Math.min(start + rows, shown);
  return html`<span class="part" data-role="part" data-start=${start}
    ><span class="warning">rows ${formatCount(start + 1)} to ${formatCount(end)} in the table, of ${formatCount(shown)}:</span>
    <button class="primary" name="part_previous" ?disabled=${start === 0} @click=${() => go(start - rows)}>◀ previous</button>
    <button class="primary" name="part_next" ?disabled=${end >= shown} @click=${() => go(start + rows)}>next ▶</button></span
  >`;
}

/** The legend of the statistics cells: `lines` as derived for `r` (null: derived here). */
export function associationLegend(r: AssociationsResponse, lines: Legend | null) {
  const l = lines ?? legend(r);
  return html`<div class="legend" data-significant=${r.significant} data-insufficient=${r.insufficient}>
      <span class="interval">${l.interval}</span>
      <span class="significance">${starText(l.significance)}</span>
      ${l.lowPower ? html`<span class="low-power-note" data-role="low-power">○ ${l.lowPower}</span>` : nothing}
      <span class="insufficient"><span class="grey"></span>${l.insufficient}</span>
      ${l.overlap ? html`<span class="warning" role="note">⚠ ${l.overlap}</span>` : nothing}
    </div>`;
}
