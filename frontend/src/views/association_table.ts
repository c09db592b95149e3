/**
 * The ranked table, virtualized (virtual_table.ts): only the rows in view
 * exist in the DOM, so 100,000 labels scroll like 100. Clicking a header asks
 * for a sort (`sort-change` with {column, dir}); the rows arrive already
 * filtered and sorted. This module owns the association cells: values with
 * their states, the interval whisker, p and ★, insufficient rows greyed, and
 * the `MARK_ROWS_RENDERED` performance mark. Every label is rendered through
 * Lit text bindings: never as HTML.
 */
import {LitElement, html, css, nothing} from 'lit';
import {base} from './styles.js';
import {markCell, statsCellStyles, virtualTable, virtualTableProperties, virtualTableStyles, type HeaderColumn} from './virtual_table.js';
import {formatCount, valueCell} from '../format.js';
import {defaultDir, formatRate, insufficientReason, statsCell, type Table} from '../associations_state.js';
import type {SortDir} from '../state.js';
import type {Column, StateColumn} from '../types.js';

/** The header buttons, in display order (`bound` is the interval column, sorted by its conservative bound). */
const HEADER_COLUMNS: readonly Column[] = ['label', 'count', 'count_a', 'count_b', 'value_a', 'value_b', 'gap', 'bound', 'p_value'];
/** Whisker size in px. */
const WHISKER_W = 76;
const WHISKER_H = 14;

/** Performance mark set when the first rows of a new table are in the DOM and painted. */
export const MARK_ROWS_RENDERED = 'fairness:rows-rendered';

export interface ColumnNames {
  a: string;
  b: string;
  metric: string;
}

/** What the interval, p-value and mark columns need of the response. */
export interface StatsInfo {
  level: number;
  fdr: number;
  minCount: number;
  /** The whiskers' x domain, shared by the whole column. */
  domain: [number, number];
}

function headerInfo(column: Column, names: ColumnNames, stats: StatsInfo): {name: string; sub: string; title: string} {
  if (column === 'bound') {
    return {
      name: 'interval',
      sub: `${formatRate(stats.level)} · by bound`,
      title: `The gap's ${formatRate(stats.level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`,
    };
  }
  if (column === 'p_value') {
    return {name: 'p', sub: 'gap = 0', title: 'Two-sided p-value for "the gap is 0"; undefined and insufficient rows last'};
  }
  return {name: column, ...headerSub(column, names)};
}

function headerSub(column: Column, names: ColumnNames): {sub: string; title: string} {
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
    default:
      return {sub: '', title: column};
  }
}

/**
 * The whisker of one row: [lower, upper] around the gap (a dot), on the column's
 * shared scale, with a dashed line at 0; a limit off the scale ends in an arrow.
 * One fixed template (no nested parts), so rows render cheaply while scrolling.
 */
function whisker(interval: [number, number], gap: number | null, [d0, d1]: [number, number]) {
  const pad = 3;
  const x = (v: number) => ((v - d0) / (d1 - d0)) * (WHISKER_W - 2 * pad) + pad;
  const clamp = (v: number) => Math.min(WHISKER_W - pad, Math.max(pad, v));
  const m = WHISKER_H / 2;
  const [lo, hi] = interval;
  const r0 = x(lo);
  const r1 = x(hi);
  const x0 = clamp(r0);
  const x1 = clamp(r1);
  // A cap where the limit is on the scale, an arrow where it is clipped.
  const left = r0 < pad ? `M${x0 + 3},${m - 3}L${x0},${m}L${x0 + 3},${m + 3}` : `M${x0},${m - 3}V${m + 3}`;
  const right = r1 > WHISKER_W - pad ? `M${x1 - 3},${m - 3}L${x1},${m}L${x1 - 3},${m + 3}` : `M${x1},${m - 3}V${m + 3}`;
  const g = gap !== null && Number.isFinite(gap) ? x(gap) : -10;
  const zero = x(0);
  return html`<svg class="whisker" width=${WHISKER_W} height=${WHISKER_H} aria-hidden="true">
    <path class="zero" d=${`M${zero},0V${WHISKER_H}`}></path>
    <path class="bar" d=${`M${x0},${m}H${x1}${left}${right}`}></path>
    <circle class="dot" cx=${g} cy=${m} r=${g >= 0 && g <= WHISKER_W ? 2.5 : 0}></circle>
  </svg>`;
}

export class FairnessTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    names: {attribute: false},
    stats: {attribute: false},
  };

  declare table: Table | null;
  /** Row indices into `table`, in display order. */
  declare rows: number[];
  declare sort: Column;
  declare dir: SortDir;
  declare names: ColumnNames;
  declare stats: StatsInfo | null;

  private pendingMark = false;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = 'gap';
    this.dir = 'desc';
    this.names = {a: 'A', b: 'B', metric: 'value'};
    // The response's (the view hands them in with the table): nothing is drawn before.
    this.stats = null;
  }

  static override styles = [
    base,
    ...virtualTableStyles,
    statsCellStyles,
    css`
      .head,
      .row {
        grid-template-columns: minmax(130px, 1fr) repeat(3, 66px) repeat(3, 90px) 200px 62px 22px;
        min-width: 930px;
      }
      lit-virtualizer {
        min-width: 930px;
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      .cell.interval {
        display: flex;
        align-items: center;
        justify-content: flex-end;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        overflow: hidden;
        text-overflow: ellipsis;
        font-size: 12px;
      }
      .whisker {
        overflow: visible;
      }
      .whisker .zero {
        stroke: var(--chart-rule);
        stroke-dasharray: 2 2;
      }
      .row.insufficient {
        color: var(--state-fg);
        background: var(--dim-bg);
      }
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
    `,
  ];

  /** The sortable columns, then the ★ mark (which does not sort). */
  private columns(): HeaderColumn<Column>[] {
    const mark = html`<span
      class="mark"
      role="columnheader"
      title=${`★: significant after Benjamini-Hochberg at FDR ${formatRate(this.stats!.fdr)}`}
      >★</span
    >`;
    return [...HEADER_COLUMNS.map((c) => ({key: c, text: c === 'label', ...headerInfo(c, this.names, this.stats!)})), {header: mark}];
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

  private renderStats(i: number) {
    const t = this.table!;
    const cell = statsCell(t, i, this.stats!.minCount);
    const gap = t.columns.gap[i];
    const level = formatRate(this.stats!.level);
    const intervalTitle = cell.interval
      ? `${level} interval ${cell.intervalText}; conservative bound ${cell.bound === null ? '—' : cell.bound}` +
        (cell.insufficient ? `. ${cell.pTitle}` : '')
      : (cell.intervalReason ?? '');
    const sigLabel = `significant at FDR ${formatRate(this.stats!.fdr)}`;
    return html`<div
        class="cell num interval ${cell.interval ? '' : 'state undef'}"
        role="cell"
        data-col="interval"
        data-lower=${cell.interval ? String(cell.interval[0]) : ''}
        data-upper=${cell.interval ? String(cell.interval[1]) : ''}
        title=${intervalTitle}
      >
        ${cell.interval ? whisker(cell.interval, typeof gap === 'number' ? gap : null, this.stats!.domain) : nothing}<span
          class="text"
          >${cell.intervalText}</span
        >
      </div>
      <div
        class="cell num ${cell.p === null ? 'why' : ''} ${cell.pText === 'undefined' ? 'state undef' : ''}"
        role="cell"
        data-col="p_value"
        title=${cell.pTitle}
      >
        ${cell.pText}
      </div>
      ${markCell(cell.significant, sigLabel)}`;
  }

  private renderRow = (i: number, pos: number) => {
    const c = this.table!.columns;
    const label = c.label[i];
    const insufficient = c.insufficient[i] === true;
    const significant = c.significant[i] === true;
    return html`<div
      class="row ${insufficient ? 'insufficient' : ''} ${significant ? 'significant' : ''}"
      role="row"
      data-row=${i}
      data-pos=${pos}
      data-insufficient=${insufficient ? 'true' : 'false'}
      data-significant=${significant ? 'true' : 'false'}
      title=${insufficient ? insufficientReason(this.stats!.minCount) : nothing}
    >
      <div class="cell label" role="cell" data-col="label" title=${label}>${label}</div>
      <div class="cell num" role="cell" data-col="count">${formatCount(c.count[i])}</div>
      <div class="cell num" role="cell" data-col="count_a">${formatCount(c.count_a[i])}</div>
      <div class="cell num" role="cell" data-col="count_b">${formatCount(c.count_b[i])}</div>
      ${this.renderValue('value_a', i)} ${this.renderValue('value_b', i)} ${this.renderValue('gap', i)}
      ${this.renderStats(i)}
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
    if (!this.table || !this.stats) return nothing;
    return virtualTable(this, {
      columns: this.columns(),
      defaultDir,
      renderRow: this.renderRow,
      label: 'Labels ranked by gap',
      empty: 'No label matches the filters.',
    });
  }
}

customElements.define('fairness-table', FairnessTable);
