/**
 * The SkewSize view's per-class table, virtualized like the association
 * table. Clicking a header asks for a sort (`sort-change` with {column,
 * dir}); clicking a row (or Enter on it) opens that class's drill-down
 * (`class-select` with the class name). Rows arrive filtered and sorted.
 * Class and group names are rendered through Lit text bindings only.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import '@lit-labs/virtualizer';
import type {LitVirtualizer} from '@lit-labs/virtualizer';
import {BAND_COLORS, base, sortableHeader} from './styles.js';
import {formatCount, formatFixed, formatPercent, formatPoints} from '../format.js';
import {SKEW_COLUMNS, skewDefaultDir, type SkewColumn, type SkewTable} from '../skew_state.js';
import type {SortDir} from '../state.js';
import type {Band} from '../types.js';

const HEADERS: Record<SkewColumn, {sub: string; title: string}> = {
  class: {sub: 'ground truth', title: 'The ground-truth class'},
  n: {sub: 'examples', title: 'Examples of the class'},
  cramers_v: {
    sub: "Cramér's V",
    title:
      "Cramér's V of the table groups × predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all)",
  },
  band: {sub: 'effect size', title: 'negligible < 0.1 ≤ small < 0.3 ≤ medium < 0.5 ≤ large'},
  accuracy: {sub: 'of the class', title: 'Accuracy on the examples of the class'},
  worst_group: {sub: 'lowest accuracy', title: 'The group with the lowest accuracy on this class'},
  worst_group_accuracy: {sub: 'of the worst group', title: "Accuracy of the class's worst group"},
  gap: {sub: 'accuracy − worst', title: 'Accuracy of the class minus that of its worst group'},
};

const UNDEFINED_NOTE = 'Sorted last in both directions and left out of SkewSize.';

export class FairnessSkewTable extends LitElement {
  static override properties = {
    table: {attribute: false},
    rows: {attribute: false},
    sort: {attribute: false},
    dir: {attribute: false},
    reasons: {attribute: false},
    selected: {attribute: false},
  };

  declare table: SkewTable | null;
  /** Row indices into `table`, in display order. */
  declare rows: number[];
  declare sort: SkewColumn;
  declare dir: SortDir;
  /** The skew route's `reasons`: what each undefined state means. */
  declare reasons: Record<string, string>;
  /** The class whose drill-down is open. */
  declare selected: string | null;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = 'cramers_v';
    this.dir = 'desc';
    this.reasons = {};
    this.selected = null;
  }

  static override styles = [
    base,
    sortableHeader,
    css`
      :host {
        display: block;
        position: relative;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: #fff;
      }
      .head,
      .row {
        box-sizing: border-box;
        display: grid;
        grid-template-columns: minmax(160px, 1fr) 64px 84px 104px 80px minmax(90px, 0.4fr) 92px 84px;
        min-width: 780px;
        width: 100%;
      }
      .head {
        position: sticky;
        top: 0;
        z-index: 1;
        background: var(--header-bg);
        border-bottom: 1px solid var(--border);
      }
      .head button {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        border: 0;
        background: none;
        padding: 4px 8px;
        text-align: right;
        cursor: pointer;
        font-weight: 500;
        min-width: 0;
      }
      .head button.text {
        align-items: flex-start;
        text-align: left;
      }
      lit-virtualizer {
        width: 100%;
        min-width: 780px;
      }
      .row {
        height: 24px;
        align-items: center;
        border-bottom: 1px solid #f0f0f0;
        cursor: pointer;
      }
      .row:hover {
        background: var(--hover-bg);
      }
      .row:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: -2px;
      }
      .row[aria-selected='true'] {
        background: #ffe0b2;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      .cell {
        padding: 0 8px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
      .none {
        padding: 24px;
        text-align: center;
        color: var(--muted);
      }
    `,
  ];

  private clickHeader(column: SkewColumn): void {
    const dir: SortDir = column === this.sort ? (this.dir === 'asc' ? 'desc' : 'asc') : skewDefaultDir(column);
    this.dispatchEvent(new CustomEvent('sort-change', {detail: {column, dir}, bubbles: true, composed: true}));
  }

  private select(cls: string): void {
    this.dispatchEvent(new CustomEvent('class-select', {detail: cls, bubbles: true, composed: true}));
  }

  private renderHeader() {
    return html`<div class="head" role="row">
      ${SKEW_COLUMNS.map((c) => {
        const {sub, title} = HEADERS[c];
        const sorted = c === this.sort;
        const text = c === 'class' || c === 'worst_group';
        const arrow = html`<span class="arrow">${sorted && this.dir === 'asc' ? '▲' : '▼'}</span>`;
        return html`<button
          role="columnheader"
          class=${text ? 'text' : ''}
          data-col=${c}
          aria-sort=${sorted ? (this.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
          title=${`${title}. Click to sort.`}
          @click=${() => this.clickHeader(c)}
        >
          <span class="top">${text ? nothing : arrow}<span class="col-name">${c}</span>${text ? arrow : nothing}</span>
          <span class="sub">${sub}</span>
        </button>`;
      })}
    </div>`;
  }

  /** A number, or "undefined" (muted) with what it means in the tooltip. */
  private numberCell(column: SkewColumn, v: number | null, text: string, why: string) {
    if (v === null || !Number.isFinite(v)) {
      return html`<div class="cell num undef" role="cell" data-col=${column} data-state="undefined" title=${why}>
        undefined
      </div>`;
    }
    return html`<div class="cell num" role="cell" data-col=${column} title=${String(v)}>${text}</div>`;
  }

  private renderRow = (i: number, pos: number) => {
    const t = this.table!;
    const c = t.columns;
    const cls = c.class[i];
    const v = c.cramers_v[i];
    const state = t.states.cramers_v[i];
    const vWhy = `Undefined: ${(state && this.reasons[state]) || state || 'no value'}. ${UNDEFINED_NOTE}`;
    const accWhy = `Undefined: ${this.reasons['no_examples'] ?? 'no examples of this class'}.`;
    const band = c.band[i] as Band | null;
    const wg = c.worst_group[i];
    const selected = cls === this.selected;
    return html`<div
      class="row"
      role="row"
      tabindex="0"
      aria-selected=${selected ? 'true' : 'false'}
      data-row=${i}
      data-pos=${pos}
      @click=${() => this.select(cls)}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.select(cls);
        }
      }}
    >
      <div class="cell" role="cell" data-col="class" title=${cls}>${cls}</div>
      <div class="cell num" role="cell" data-col="n">${formatCount(c.n[i])}</div>
      ${this.numberCell('cramers_v', v, formatFixed(v), vWhy)}
      ${band
        ? html`<div class="cell" role="cell" data-col="band" data-band=${band}>
            <span class="chip" style="background:${BAND_COLORS[band]}"></span>${band}
          </div>`
        : html`<div class="cell undef" role="cell" data-col="band" title=${vWhy}>—</div>`}
      ${this.numberCell('accuracy', c.accuracy[i], formatPercent(c.accuracy[i]), accWhy)}
      <div class="cell" role="cell" data-col="worst_group" title=${wg ?? ''}>${wg ?? '—'}</div>
      ${this.numberCell('worst_group_accuracy', c.worst_group_accuracy[i], formatPercent(c.worst_group_accuracy[i]), accWhy)}
      ${this.numberCell('gap', c.gap[i], formatPoints(c.gap[i]), accWhy)}
    </div>`;
  };

  protected override updated(changed: PropertyValues<this>): void {
    // Bring the selected class into view when it changes or the first table arrives (a
    // reload with the drill-down open); a row the user clicked is in view already.
    const first = changed.has('table') && changed.get('table') == null;
    if (this.selected === null || !(changed.has('selected') || first) || !this.table) return;
    const names = this.table.columns.class;
    const pos = this.rows.findIndex((i) => names[i] === this.selected);
    const v = this.renderRoot.querySelector('lit-virtualizer') as LitVirtualizer | null;
    if (pos < 0 || !v) return;
    const reveal = async () => {
      await v.updateComplete;
      await v.layoutComplete; // the virtualizer has measured its rows: positions are known
      v.element(pos)?.scrollIntoView({block: 'nearest'});
    };
    // Cosmetic: if the table changed again meanwhile, the next update scrolls instead.
    reveal().catch(() => undefined);
  }

  override render() {
    if (!this.table) return nothing;
    return html`<div role="table" aria-rowcount=${this.rows.length + 1} aria-label="Classes by Cramér's V">
      ${this.renderHeader()}
      ${this.rows.length === 0
        ? html`<div class="none">${this.table.rows === 0 ? 'This report has no classes.' : 'No class matches the search.'}</div>`
        : html`<lit-virtualizer .items=${this.rows} .renderItem=${this.renderRow}></lit-virtualizer>`}
    </div>`;
  }
}

customElements.define('fairness-skew-table', FairnessSkewTable);
