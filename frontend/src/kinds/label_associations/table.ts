/**
 * The ranked table, virtualized (views/virtual_table.ts): only the rows in view
 * exist in the DOM, so 100,000 labels scroll like 100. Clicking a header asks
 * for a sort (`sort-change` with {column, dir}); the rows arrive already
 * filtered and sorted. This module owns the association cells: values with
 * their states, the interval whisker, p and ★ (○: low power), insufficient rows
 * greyed, and the `MARK_ROWS_RENDERED` performance mark with its event, `rows-painted` (the
 * view's charts wait for it). Every label is rendered through Lit text bindings: never as HTML.
 *
 * It fits narrow tabs: the label column stays in view when the table scrolls
 * sideways, and `columns` (`auto`: when the table is narrower than all of
 * them) leaves out the per-identity counts and values. The keyboard moves a
 * cursor over the rows (RowCursor); a click or Enter asks to open the row
 * (`row-open` with {key: the label, opener}), Escape to close it (`row-close`).
 *
 * A windowed table's rows (window_rows.ts) are display positions found in the windows
 * fetched so far: a row whose window is on its way is a placeholder of the same height, and
 * `row-range` ({first, last}) tells the view which positions the virtualizer renders.
 */
import {significanceLabel} from '../../significance.js';
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {base} from '../../views/styles.js';
import {
  RowCursor,
  markStar,
  statsCellStyles,
  virtualTable,
  virtualTableProperties,
  virtualTableStyles,
  type HeaderColumn,
} from '../../views/virtual_table.js';
import {finiteOrNull, formatCount, valueCell, type CellText} from '../../format.js';
import {defaultDir, type ColumnsMode} from './state.js';
import {type Table} from './rows.js';
import {associationHead, formatRate, insufficientReason, statsCell, type HeadNames, type RowPower, type StatsCell} from './cells.js';
import type {SortDir} from '../../state.js';
import type {Column, StateColumn} from './types.js';
import {WIDTH_ALL, associationTableStyles} from './table_styles.js';

/** The header buttons, in display order (`bound` is the interval column, sorted by its conservative bound). */
const HEADER_COLUMNS: readonly Column[] = ['label', 'count', 'count_a', 'count_b', 'value_a', 'value_b', 'gap', 'bound', 'p_value'];
/** The columns `compact` leaves out (the open row's strip shows them). */
const PER_IDENTITY: ReadonlySet<Column> = new Set<Column>(['count_a', 'count_b', 'value_a', 'value_b']);
/** Whisker size in px. */
const WHISKER_W = 76;
const WHISKER_H = 14;

/** Performance mark set (and `rows-painted` dispatched) when the first rows of a new table are in the DOM and painted. */
export const MARK_ROWS_RENDERED = 'fairness:rows-rendered';

/** The names of the heads: identities A and B, the metric (and its title, for the tooltips). */
export type ColumnNames = HeadNames;

/** What the interval, p-value and mark columns need of the response. */
export interface StatsInfo {
  level: number;
  fdr: number;
  minCount: number;
  /** The whiskers' x domain, shared by the whole column. */
  domain: [number, number];
  /** The response's power (rowPower): the ★ column marks low-power rows; null or absent: none. */
  power?: RowPower | null;
}

/**
 * A windowed table's rows (window_state.ts, window_rows.ts): the table's rows are then display
 * positions, each found in the windows fetched so far.
 */
export interface RowWindows {
  /** The window's answer and the row in it at display position `pos`; null while that window is on its way. */
  at(pos: number): {table: Table; i: number} | null;
  /** The display position of the row labelled `label` among the windows fetched, or null. */
  position(label: string): number | null;
  /** Changes with each new selection (sort, search, filters) or part of one: its positions hold other rows. */
  readonly selection: number;
}

/** What `row-range` carries: the first and last positions the virtualizer renders. */
export interface RowRange {
  first: number;
  last: number;
}

/** What `row-open` carries (the shape the row drill-down takes): the row's key, and the element that asked. */
export interface RowOpenDetail {
  key: string;
  opener: HTMLElement | null;
}

/**
 * The whisker of one row: [lower, upper] around the gap (a dot), on the column's
 * shared scale, with a dashed line at 0; a limit off the scale ends in an arrow.
 * One fixed template (no nested parts), so rows render cheaply while scrolling.
 */
function whiskerPaths(interval: [number, number], gap: number | null, [d0, d1]: [number, number]): WhiskerPaths {
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
  return {zero: `M${x(0)},0V${WHISKER_H}`, bar: `M${x0},${m}H${x1}${left}${right}`, dot: g, r: g >= 0 && g <= WHISKER_W ? 2.5 : 0};
}

/** A whisker's geometry (whiskerPaths), computed once per row. */
interface WhiskerPaths {
  zero: string;
  bar: string;
  dot: number;
  r: number;
}

function whisker(w: WhiskerPaths) {
  return html`<svg class="whisker" width=${WHISKER_W} height=${WHISKER_H} aria-hidden="true">
    <path class="zero" d=${w.zero}></path>
    <path class="bar" d=${w.bar}></path>
    <circle class="dot" cx=${w.dot} cy=${WHISKER_H / 2} r=${w.r}></circle>
  </svg>`;
}

/**
 * The ★ cell (virtual_table.ts's markCell, plus the low-power mark): ★ when significant, a
 * hollow ○ when its missing ★ is for want of power, its tooltip saying why.
 */
function markCell(cell: StatsCell, sigLabel: string) {
  return html`<div class="cell mark" role="cell" data-col="significant">
    ${
      cell.significant
        ? markStar(sigLabel)
        : cell.lowPower !== null
          ? html`<span class="low-power" role="img" aria-label="low power" title=${cell.lowPower}>○</span>`
          : nothing
    }
  </div>`;
}

/** A row whose window is on its way: its place in the table, its height, no cells yet. */
function placeholderRow(pos: number) {
  return html`<div class="row placeholder" role="row" aria-busy="true" data-pos=${pos}>
    <div class="cell label" role="cell" data-col="label"></div>
  </div>`;
}

/** What a row's cells show, formatted once per row while the table and its statistics stay. */
interface RowText {
  count: string;
  countA: string;
  countB: string;
  value_a: CellText;
  value_b: CellText;
  gap: CellText;
  stats: StatsCell;
  intervalTitle: string;
  whisker: WhiskerPaths | null;
}

/**
 * Rows formatted are kept up to this many (a search brings the same rows back as it
 * narrows and widens); more, and the cache starts again.
 */
const ROW_TEXT_CACHE = 4096;

export class FairnessTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    names: {attribute: false},
    stats: {attribute: false},
    columns: {attribute: false},
    openLabel: {attribute: false},
    tableKey: {attribute: false},
    windows: {attribute: false},
    windowsVersion: {attribute: false},
    compact: {type: Boolean, reflect: true},
  };

  /** The response whose rows are shown (windowed: the first window of the table). */
  declare table: Table | null;
  /**
   * Which table that is (window_state.ts tableKey): another starts at the top; the same one,
   * whole after its windows, keeps its place.
   */
  declare tableKey: string | null;
  /** Row indices into `table`, in display order (windowed: display positions). */
  declare rows: number[];
  declare sort: Column;
  declare dir: SortDir;
  declare names: ColumnNames;
  declare stats: StatsInfo | null;
  /** Which columns to show (the selection's). */
  declare columns: ColumnsMode;
  /** The label of the open row, or null. */
  declare openLabel: string | null;
  /** Windowed: where the rows are (null: every row is in `table`). */
  declare windows: RowWindows | null;
  /** Changes when a window arrives (its placeholder rows render again). */
  declare windowsVersion: number;
  /** Whether the per-identity columns are left out (reflected: the CSS reads it). */
  declare compact: boolean;

  private pendingMark = false;
  /** The table's width, px (0 before it is laid out). */
  private width = 0;
  private readonly resize = new ResizeObserver((entries) => {
    this.width = entries[0]?.contentRect.width ?? 0;
    this.updateCompact();
  });
  private readonly cursor = new RowCursor(this, {
    open: (row) => this.openRow(row),
    close: () => {
      if (this.openLabel === null) return false;
      this.dispatchEvent(new CustomEvent('row-close', {bubbles: true, composed: true}));
      return true;
    },
  });
  /** The rows' formatted cells by their index in the whole table (rowText), for the table and statistics on screen. */
  private readonly texts = new Map<number, RowText>();
  /** The row template the virtualizer calls: a new function whenever what rows show changes, so it renders them again. */
  private rowTemplate = (i: number, pos: number) => this.renderRow(i, pos);

  constructor() {
    super();
    this.table = null;
    this.tableKey = null;
    this.rows = [];
    this.sort = 'gap';
    this.dir = 'desc';
    this.names = {a: 'A', b: 'B', metric: 'value'};
    // The response's (the view hands them in with the table): nothing is drawn before.
    this.stats = null;
    this.columns = 'auto';
    this.openLabel = null;
    this.windows = null;
    this.windowsVersion = 0;
    this.compact = false;
  }

  static override styles = [base, ...virtualTableStyles, statsCellStyles, associationTableStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  /** Compact when asked, or (auto) when the table is narrower than all the columns. */
  private updateCompact(): void {
    const compact = this.columns === 'compact' || (this.columns === 'auto' && this.width > 0 && this.width < WIDTH_ALL);
    if (compact !== this.compact) this.compact = compact;
  }

  /** The table and row of key `key` (a row index, or windowed a display position); null: not there (yet). */
  private rowAt(key: number): {table: Table; i: number} | null {
    if (this.windows !== null) return this.windows.at(key);
    const t = this.table;
    return t && key >= 0 && key < t.rows ? {table: t, i: key} : null;
  }

  private openRow(key: number): void {
    const at = this.rowAt(key);
    if (at === null) return;
    this.cursor.set(key);
    const opener = this.shadowRoot?.querySelector('[role=table]') as HTMLElement | null;
    const label = at.table.columns.label[at.i];
    this.dispatchEvent(new CustomEvent<RowOpenDetail>('row-open', {detail: {key: label, opener}, bubbles: true, composed: true}));
  }

  /** The sortable columns, then the ★ mark (which does not sort). */
  private headerColumns(): HeaderColumn<Column>[] {
    const {level, fdr} = this.stats!;
    const star = associationHead('significant', this.names, level, fdr);
    const mark = html`<span class="mark" role="columnheader" data-col="significant" title=${star.title}>★</span>`;
    return [
      ...HEADER_COLUMNS.map((c) => ({
        key: c,
        text: c === 'label',
        className: PER_IDENTITY.has(c) ? 'ab' : undefined,
        ...associationHead(c, this.names, level, fdr),
      })),
      {header: mark},
    ];
  }

  /**
   * The cells of row i of `t`, formatted once (a search that shows the row again reuses them);
   * `row`: its index in the whole table, the cache's key.
   */
  private rowText(t: Table, i: number, row: number): RowText {
    const hit = this.texts.get(row);
    if (hit) return hit;
    const c = t.columns;
    const stats = this.stats!;
    const cell = statsCell(t, i, stats.minCount, stats.power ?? null);
    const gap = c.gap[i];
    const intervalTitle = cell.interval
      ? `${formatRate(stats.level)} interval ${cell.intervalText}; conservative bound ${cell.bound === null ? '—' : cell.bound}` +
        (cell.insufficient ? `. ${cell.pTitle}` : '')
      : (cell.intervalReason ?? '');
    const value = (column: StateColumn) => valueCell(c[column][i], t.states[column][i]);
    const out: RowText = {
      count: formatCount(c.count[i]),
      countA: formatCount(c.count_a[i]),
      countB: formatCount(c.count_b[i]),
      value_a: value('value_a'),
      value_b: value('value_b'),
      gap: value('gap'),
      stats: cell,
      intervalTitle,
      whisker: cell.interval ? whiskerPaths(cell.interval, finiteOrNull(gap), stats.domain) : null,
    };
    if (this.texts.size >= ROW_TEXT_CACHE) this.texts.clear();
    this.texts.set(row, out);
    return out;
  }

  private renderValue(column: StateColumn, cell: CellText, ab: boolean) {
    if (cell.state === null) {
      return html`<div class="cell num ${ab ? 'ab' : ''}" role="cell" data-col=${column} title=${cell.title}>${cell.text}</div>`;
    }
    return html`<div
      class="cell num ${ab ? 'ab' : ''} state ${cell.state === 'undefined' ? 'undef' : 'inf'}"
      role="cell"
      data-col=${column}
      data-state=${cell.state}
      title=${cell.title}
    >
      ${cell.text}
    </div>`;
  }

  private renderStats(text: RowText) {
    const cell = text.stats;
    const intervalTitle = text.intervalTitle;
    const sigLabel = significanceLabel(this.stats!.fdr);
    return html`<div
        class="cell num interval ${cell.interval ? '' : 'state undef'}"
        role="cell"
        data-col="interval"
        data-lower=${cell.interval ? String(cell.interval[0]) : ''}
        data-upper=${cell.interval ? String(cell.interval[1]) : ''}
        title=${intervalTitle}
      >
        ${text.whisker ? whisker(text.whisker) : nothing}<span
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
      ${markCell(cell, sigLabel)}`;
  }

  /** The row of `key` (a row index, or windowed a display position) at position `pos`. */
  private renderRow(key: number, pos: number) {
    const at = this.rowAt(key);
    if (at === null) return placeholderRow(pos);
    const {table, i} = at;
    const c = table.columns;
    // Its index in the whole table: the window's `row`, else its own.
    const row = c.row === undefined ? i : Number(c.row[i]);
    const label = c.label[i];
    const insufficient = Boolean(c.insufficient[i]);
    const significant = Boolean(c.significant[i]);
    const text = this.rowText(table, i, row);
    return html`<div
      class="row ${insufficient ? 'insufficient' : ''} ${significant ? 'significant' : ''} ${this.cursor.isCursor(key) ? 'cursor' : ''}"
      role="row"
      aria-selected=${label === this.openLabel ? 'true' : 'false'}
      data-row=${row}
      data-pos=${pos}
      data-insufficient=${insufficient ? 'true' : 'false'}
      data-significant=${significant ? 'true' : 'false'}
      title=${insufficient ? insufficientReason(this.stats!.minCount) : nothing}
      @click=${() => this.openRow(key)}
    >
      <div class="cell label" role="cell" data-col="label" title=${label}>${label}</div>
      <div class="cell num" role="cell" data-col="count">${text.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${text.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${text.countB}</div>
      ${this.renderValue('value_a', text.value_a, true)} ${this.renderValue('value_b', text.value_b, true)}
      ${this.renderValue('gap', text.gap, false)} ${this.renderStats(text)}
    </div>`;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('table') || changed.has('rows')) {
      // Another table starts at the top (the first needs no reset: setting it forces a layout).
      if (changed.has('tableKey') && changed.get('tableKey')) this.scrollTop = 0;
      this.pendingMark = this.rows.length > 0;
    }
    // The same table, whole after its windows: the cursor's key becomes its label's row.
    if (changed.has('windows') && changed.get('windows') && this.windows === null && this.cursor.row !== null) {
      const i = this.cursorLabel === null || this.table === null ? -1 : this.table.columns.label.indexOf(this.cursorLabel);
      this.cursor.set(i < 0 ? null : i);
    }
    if (changed.has('columns')) this.updateCompact();
    // Windowed, another sort, search or filter puts other rows at the positions: the cursor follows its label.
    const selection = this.windows?.selection ?? null;
    if (selection !== this.cursorSelection) {
      if (selection !== null && this.cursorSelection !== null) this.followCursor();
      this.cursorSelection = selection;
    }
    // The rows read these: hand the virtualizer a new template so it renders them again
    // (a new `rows` array renders them anyway).
    const moved = this.cursorMoved();
    if (changed.has('table') || changed.has('stats')) this.texts.clear();
    if (
      moved ||
      changed.has('table') ||
      changed.has('stats') ||
      changed.has('openLabel') ||
      changed.has('names') ||
      changed.has('windows') ||
      changed.has('windowsVersion')
    ) {
      this.rowTemplate = (i: number, pos: number) => this.renderRow(i, pos);
    }
  }

  private lastCursor: number | null = null;
  /** The label under the cursor when it last moved, and (windowed) the selection it was in. */
  private cursorLabel: string | null = null;
  private cursorSelection: number | null = null;

  private cursorMoved(): boolean {
    const moved = this.cursor.row !== this.lastCursor;
    this.lastCursor = this.cursor.row;
    if (moved) {
      const at = this.cursor.row === null ? null : this.rowAt(this.cursor.row);
      this.cursorLabel = at === null ? null : at.table.columns.label[at.i];
    }
    return moved;
  }

  /**
   * Windowed, a row's key is its display position, which another sort gives to another row:
   * the cursor goes to its label's new position when a fetched window holds it, and off
   * the table otherwise. (Whole, the key is the row's index in the table: it follows.)
   */
  private followCursor(): void {
    if (this.cursor.row === null || this.windows === null) return;
    const label = this.cursorLabel;
    this.cursor.set(label === null ? null : this.windows.position(label));
  }

  override updated(): void {
    if (!this.pendingMark) return;
    // The virtualizer adds its children asynchronously. Rows in the DOM when an animation
    // frame starts are painted with that frame, and a task queued from its callback runs
    // once it is painted: the mark goes there.
    const root = this.renderRoot;
    const painted = () => {
      performance.mark(MARK_ROWS_RENDERED);
      this.dispatchEvent(new CustomEvent('rows-painted'));
    };
    const check = () => {
      if (!this.pendingMark) return;
      if (root.querySelector('.row:not(.placeholder)')) {
        this.pendingMark = false;
        setTimeout(painted, 0);
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  }

  override render() {
    if (!this.table || !this.stats) return nothing;
    return virtualTable(this, {
      columns: this.headerColumns(),
      defaultDir,
      renderRow: this.rowTemplate,
      label: 'Labels ranked by gap',
      empty: 'No label matches the filters.',
      keyByPosition: true,
      focusable: true,
      onRange: (first, last) =>
        this.dispatchEvent(new CustomEvent<RowRange>('row-range', {detail: {first, last}, bubbles: true, composed: true})),
    });
  }
}

customElements.define('fairness-table', FairnessTable);
