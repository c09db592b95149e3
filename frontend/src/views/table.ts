/**
 * The ranked table, virtualized: only the rows in view exist in the DOM, so
 * 100,000 labels scroll like 100. Clicking a header asks for a sort
 * (`sort-change` with {column, dir}); the rows arrive already filtered and
 * sorted. Every label is rendered through Lit text bindings: never as HTML.
 */
import {LitElement, html, css, nothing} from 'lit';
import '@lit-labs/virtualizer';
import {base, sortableHeader} from './styles.js';
import {formatCount, valueCell} from '../format.js';
import {defaultDir, type Table} from '../associations_state.js';
import type {SortDir} from '../state.js';
import {COLUMNS, type Column, type StateColumn} from '../types.js';

/** Performance mark set when the first rows of a new table are in the DOM and painted. */
export const MARK_ROWS_RENDERED = 'fairness:rows-rendered';

export interface ColumnNames {
  a: string;
  b: string;
  metric: string;
}

function headerInfo(column: Column, names: ColumnNames): {sub: string; title: string} {
  const {a, b, metric} = names;
  switch (column) {
    case 'label':
      return {sub: '', title: 'The label y'};
    case 'count':
      return {sub: 'c(y)', title: 'c(y): examples where the label is predicted'};
    case 'count_a':
      return {sub: a, title: `c(a, y): examples with identity ${a} and the label`};
    case 'count_b':
      return {sub: b, title: `c(b, y): examples with identity ${b} and the label`};
    case 'value_a':
      return {sub: `${metric}(${a})`, title: `${metric}(${a}, y)`};
    case 'value_b':
      return {sub: `${metric}(${b})`, title: `${metric}(${b}, y)`};
    case 'gap':
      return {sub: 'A − B', title: `gap = ${metric}(${a}, y) − ${metric}(${b}, y)`};
  }
}

export class FairnessTable extends LitElement {
  static override properties = {
    table: {attribute: false},
    rows: {attribute: false},
    sort: {attribute: false},
    dir: {attribute: false},
    names: {attribute: false},
  };

  declare table: Table | null;
  /** Row indices into `table`, in display order. */
  declare rows: number[];
  declare sort: Column;
  declare dir: SortDir;
  declare names: ColumnNames;

  private pendingMark = false;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = 'gap';
    this.dir = 'desc';
    this.names = {a: 'A', b: 'B', metric: 'value'};
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
        grid-template-columns: minmax(180px, 1fr) repeat(3, 84px) repeat(3, 96px);
        min-width: 740px;
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
      .head button[data-col='label'] {
        align-items: flex-start;
        text-align: left;
      }
      lit-virtualizer {
        width: 100%;
        min-width: 740px;
      }
      .row {
        height: 24px;
        align-items: center;
        border-bottom: 1px solid #f0f0f0;
      }
      .row:hover {
        background: var(--hover-bg);
      }
      .cell {
        padding: 0 8px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .none {
        padding: 24px;
        text-align: center;
        color: var(--muted);
      }
    `,
  ];

  private clickHeader(column: Column): void {
    const dir: SortDir = column === this.sort ? (this.dir === 'asc' ? 'desc' : 'asc') : defaultDir(column);
    this.dispatchEvent(new CustomEvent('sort-change', {detail: {column, dir}, bubbles: true, composed: true}));
  }

  private renderHeader() {
    return html`<div class="head" role="row">
      ${COLUMNS.map((c) => {
        const {sub, title} = headerInfo(c, this.names);
        const sorted = c === this.sort;
        const ariaSort = sorted ? (this.dir === 'asc' ? 'ascending' : 'descending') : 'none';
        return html`<button
          role="columnheader"
          data-col=${c}
          aria-sort=${ariaSort}
          title=${`${title}. Click to sort.`}
          @click=${() => this.clickHeader(c)}
        >
          <span class="top"
            >${c === 'label' ? nothing : html`<span class="arrow">${sorted && this.dir === 'asc' ? '▲' : '▼'}</span>`}
            <span class="col-name">${c}</span>
            ${c === 'label' ? html`<span class="arrow">${sorted && this.dir === 'asc' ? '▲' : '▼'}</span>` : nothing}</span
          >
          ${sub ? html`<span class="sub">${sub}</span>` : nothing}
        </button>`;
      })}
    </div>`;
  }

  private renderValue(column: StateColumn, i: number) {
    const t = this.table!;
    const cell = valueCell(t.columns[column][i], t.states[column][i]);
    if (cell.state === null) {
      return html`<div class="cell num" role="cell" data-col=${column} title=${cell.title}>${cell.text}</div>`;
    }
    return html`<div
      class="cell num state ${cell.state === 'undefined' ? 'undef' : 'inf'}"
      role="cell"
      data-col=${column}
      data-state=${cell.state}
      title=${cell.title}
    >
      ${cell.text}
    </div>`;
  }

  private renderRow = (i: number, pos: number) => {
    const c = this.table!.columns;
    const label = c.label[i];
    return html`<div class="row" role="row" data-row=${i} data-pos=${pos}>
      <div class="cell label" role="cell" data-col="label" title=${label}>${label}</div>
      <div class="cell num" role="cell" data-col="count">${formatCount(c.count[i])}</div>
      <div class="cell num" role="cell" data-col="count_a">${formatCount(c.count_a[i])}</div>
      <div class="cell num" role="cell" data-col="count_b">${formatCount(c.count_b[i])}</div>
      ${this.renderValue('value_a', i)} ${this.renderValue('value_b', i)} ${this.renderValue('gap', i)}
    </div>`;
  };

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('table') || changed.has('rows')) {
      if (changed.has('table')) this.scrollTop = 0;
      this.pendingMark = this.rows.length > 0;
    }
  }

  override updated(): void {
    if (!this.pendingMark) return;
    // The virtualizer adds its children asynchronously; mark once rows exist and a frame is painted.
    const root = this.renderRoot;
    const check = () => {
      if (!this.pendingMark) return;
      if (root.querySelector('.row')) {
        this.pendingMark = false;
        requestAnimationFrame(() => performance.mark(MARK_ROWS_RENDERED));
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  }

  override render() {
    if (!this.table) return nothing;
    return html`<div role="table" aria-rowcount=${this.rows.length + 1} aria-label="Labels ranked by gap">
      ${this.renderHeader()}
      ${this.rows.length === 0
        ? html`<div class="none">No label matches the filters.</div>`
        : html`<lit-virtualizer .items=${this.rows} .renderItem=${this.renderRow}></lit-virtualizer>`}
    </div>`;
  }
}

customElements.define('fairness-table', FairnessTable);
