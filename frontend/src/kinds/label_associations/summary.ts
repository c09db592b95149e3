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
 * The summary line: `description` is the tag's, `shown` how many labels the search and
 * filters show of the `total` (a window's answer has only some of them), `scrollable` how
 * many of those the table can scroll through (fewer past the virtualizer's height limit,
 * virtual_table.ts scrollableRows: then the line says how to reach the others).
 */
export function associationSummary(r: AssociationsResponse, description: string, shown: number, total = r.rows, scrollable = shown) {
  const ids = new Map(r.identities.map((i) => [i.name, i.count]));
  const countOf = (name: string) => (ids.has(name) ? html` (${formatCount(ids.get(name))})` : nothing);
  const others = r.identities.filter((i) => i.name !== r.a).length;
  return html`<div class="summary" data-shown=${shown} data-total=${total}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span><b>N</b> = ${formatCount(r.n)} examples · step ${r.step}</span>
      ${shownCount(shown, total, total === 1 ? 'label' : 'labels')}
      ${
        scrollable < shown
          ? html`<span class="warning" data-role="scroll-limit"
              >the table scrolls through the first ${formatCount(scrollable)} of them: sort the other way, search or filter to
              reach the others</span
            >`
          : nothing
      }
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
