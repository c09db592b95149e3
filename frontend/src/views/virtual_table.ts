/**
 * The sortable, virtualized table that the association
 * (kinds/label_associations/table.ts), SkewSize (kinds/skew_size/table.ts) and
 * compare (compare_table.ts) tables share: a
 * sticky header of sort buttons over a <lit-virtualizer> body, so only the
 * rows in view exist in the DOM. Clicking a header dispatches `sort-change` ({column, dir})
 * from the table element; the rows arrive already filtered and sorted.
 *
 * A render helper rather than an element: each table stays one element whose
 * shadow root holds its rows, so its own cell styles reach them and callers
 * scroll the element itself. Each table keeps its row template (one fixed
 * template per row, so scrolling stays cheap) and its cells; names are only
 * ever Lit text bindings.
 */
import {html, css, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult} from 'lit';
import '@lit-labs/virtualizer';
import {FlowLayout} from '@lit-labs/virtualizer/layouts/flow.js';
import type {RangeChangedEvent} from '@lit-labs/virtualizer/events.js';
import {moveCursor, scrollToRow} from '../row_cursor.js';
import type {SortDir} from '../state.js';
import {sortableHeader} from './styles.js';
import {ariaSort, nextSortDir, sortArrow} from './table_sort.js';

/** The height of a row, px (`.row` below): the keyboard scrolls by it. */
export const ROW_HEIGHT = 24;

/** A header button that sorts the table by `key`. */
export interface SortColumn<K extends string> {
  /** Its `data-col`, and the `column` of its `sort-change`. */
  key: K;
  name: string;
  /** The second line, or '' for none. */
  sub: string;
  /** The tooltip, before ". Click to sort." */
  title: string;
  /** A text column: left-aligned, its arrow after the name. */
  text?: boolean;
  /** Classes of its button besides `text` (a table's CSS may hide or style a column by them). */
  className?: string;
}

/** A header cell that does not sort (an interval, the ★ mark), as its table renders it. */
export interface FixedColumn {
  header: TemplateResult;
}

export type HeaderColumn<K extends string> = SortColumn<K> | FixedColumn;

/** The detail of `sort-change`. */
export interface SortChange<K extends string> {
  column: K;
  dir: SortDir;
}

/** What the helper reads of the table element: the rows it shows and how they are sorted. */
export interface VirtualTableHost<K extends string> extends HTMLElement {
  /** Row indices, in display order. */
  rows: number[];
  sort: K;
  dir: SortDir;
}

export interface VirtualTableSpec<K extends string> {
  /** The header, in display order. */
  columns: readonly HeaderColumn<K>[];
  /** The direction a column starts in when first clicked. */
  defaultDir: (column: K) => SortDir;
  renderRow: (i: number, pos: number) => TemplateResult;
  /** The table's aria-label. */
  label: string;
  /** What the body says when no row is shown. */
  empty: string;
  /** Inline styles of the table and of its header row, for a grid whose columns vary. */
  tableStyle?: string;
  headStyle?: string;
  /**
   * Rows keep their DOM by position (the row at position p is updated in place when the
   * rows change, as when a search narrows them) instead of by row index (a new element
   * for every row that was not shown before), and fewer rows beyond the view are rendered
   * (OVERHANG). The row template must then be all bindings.
   */
  keyByPosition?: boolean;
  /** The table takes the keyboard focus (a `RowCursor` moves through its rows). */
  focusable?: boolean;
  /** Told the positions of the first and last rows rendered whenever they change (the virtualizer's `rangeChanged`). */
  onRange?: (first: number, last: number) => void;
}

/** The key of a row by its position, for `keyByPosition`. */
const positionKey = (_item: unknown, pos: number) => pos;

/**
 * How far beyond the view the `keyByPosition` tables render rows, px: two rows. The
 * virtualizer's default (1000 px above and below) renders three to four times the rows in
 * view, and every one of them is updated when a search changes the rows (150 px cost a
 * keystroke 2 ms more at 100,000 rows: bench/browser_search.py).
 */
const OVERHANG = 50;

/**
 * How many ROW_HEIGHT rows a virtualized table can scroll through: 341,666. lit-virtualizer
 * 2.1.1 clamps its host's height at 8,200,000 px (Virtualizer.js, _sizeHostElement: below
 * every browser's own cap on an element's height), so rows past it could not be scrolled to.
 */
export const SCROLLABLE_ROWS = Math.floor(8_200_000 / ROW_HEIGHT);

/** A row's box as the virtualizer measures it: ROW_HEIGHT tall, no margins (the `.row` rule). */
const ROW_BOX = {width: 0, height: ROW_HEIGHT, marginTop: 0, marginRight: 0, marginBottom: 0, marginLeft: 0};

/**
 * The virtualizer's flow layout with a shorter overhang, for rows of ROW_HEIGHT px: they are
 * not measured (the flow layout measures every row each time the rows change, a forced
 * layout and a getComputedStyle per row, a third of a keystroke's work in the search).
 */
class FixedRowLayout extends FlowLayout {
  constructor(...args: ConstructorParameters<typeof FlowLayout>) {
    super(...args);
    this._overhang = OVERHANG;
    // The first estimate of a row's size (the flow layout's default is 100 px): right from the
    // start, the first rows shown are as many as fill the view, not a quarter of them followed
    // by a second pass that renders the rest.
    this._itemSize = {width: this._itemSize.width, height: ROW_HEIGHT};
  }

  // The virtualizer calls a function given here instead of measuring each row.
  override get measureChildren(): boolean {
    return (() => ROW_BOX) as unknown as boolean;
  }
}

/** One object, so the virtualizer sees the same layout at every render. */
const SHORT_OVERHANG = {type: FixedRowLayout};

/** The Lit properties every virtualized table has (the table, its row order, its sort). */
export const virtualTableProperties = {
  table: {attribute: false},
  rows: {attribute: false},
  sort: {attribute: false},
  dir: {attribute: false},
} as const;

export function emitSortChange<K extends string>(host: HTMLElement, detail: SortChange<K>): void {
  host.dispatchEvent(new CustomEvent<SortChange<K>>('sort-change', {detail, bubbles: true, composed: true}));
}

function sortButton<K extends string>(host: VirtualTableHost<K>, c: SortColumn<K>, defaultDir: (column: K) => SortDir) {
  const {sort, dir} = host;
  const sorted = c.key === sort;
  const arrow = html`<span class="arrow">${sortArrow(sorted, dir)}</span>`;
  const click = () => emitSortChange(host, {column: c.key, dir: nextSortDir(c.key, sort, dir, defaultDir)});
  return html`<button
    role="columnheader"
    class=${[c.text ? 'text' : '', c.className ?? ''].join(' ').trim()}
    data-col=${c.key}
    aria-sort=${ariaSort(sorted, dir)}
    title=${`${c.title}. Click to sort.`}
    @click=${click}
  >
    <span class="top">${c.text ? nothing : arrow}<span class="col-name">${c.name}</span>${c.text ? arrow : nothing}</span>
    ${c.sub ? html`<span class="sub">${c.sub}</span>` : nothing}
  </button>`;
}

/** The table of `host`'s rows: its header, then the virtualized rows (or what `empty` says). */
export function virtualTable<K extends string>(host: VirtualTableHost<K>, spec: VirtualTableSpec<K>): TemplateResult {
  const {rows} = host;
  return html`<div
    role="table"
    style=${spec.tableStyle ?? nothing}
    aria-rowcount=${rows.length + 1}
    aria-label=${spec.label}
    tabindex=${spec.focusable ? 0 : nothing}
  >
    <div class="head" role="row" style=${spec.headStyle ?? nothing}>
      ${spec.columns.map((c) => ('header' in c ? c.header : sortButton(host, c, spec.defaultDir)))}
    </div>
    ${
      rows.length === 0
        ? html`<div class="none">${spec.empty}</div>`
        : spec.keyByPosition
          ? html`<lit-virtualizer
              .items=${rows}
              .renderItem=${spec.renderRow}
              .keyFunction=${positionKey}
              .layout=${SHORT_OVERHANG}
              @rangeChanged=${spec.onRange ? (e: RangeChangedEvent) => spec.onRange!(e.first, e.last) : nothing}
            ></lit-virtualizer>`
          : html`<lit-virtualizer .items=${rows} .renderItem=${spec.renderRow}></lit-virtualizer>`
    }
  </div>`;
}

/** What a `RowCursor` does on Enter (or a click) and on Escape. */
export interface CursorActions {
  /** Open the row (row index into the table), where a click on it would. */
  open: (row: number) => void;
  /** Close what is open; false when nothing was (the key is left to others). */
  close: () => boolean;
}

/**
 * The keyboard of a virtualized table: ArrowUp / ArrowDown (PageUp / PageDown, Home /
 * End) move the cursor row and scroll it into view, Enter (or Space) opens it, Escape
 * closes what is open. The keys reach the table element from its focusable body (the
 * `focusable` table of `virtualTable`) or from any of its rows; the cursor is a row
 * index, so it stays on its row when the rows are sorted or searched. The table draws
 * the cursor (`isCursor`) in its row template.
 */
export class RowCursor implements ReactiveController {
  /** The row index under the cursor, or null. */
  row: number | null = null;

  constructor(
    private readonly host: VirtualTableHost<string> & ReactiveControllerHost,
    private readonly actions: CursorActions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
    this.host.addEventListener('focusin', this.onFocus);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
    this.host.removeEventListener('focusin', this.onFocus);
  }

  isCursor(row: number): boolean {
    return row === this.row;
  }

  /** Puts the cursor on `row` (a click on it). */
  set(row: number | null): void {
    if (row === this.row) return;
    this.row = row;
    this.host.requestUpdate();
  }

  /** The height of the sticky header, px. */
  private headHeight(): number {
    const head = this.host.shadowRoot?.querySelector('.head') as HTMLElement | null;
    return head?.offsetHeight ?? 0;
  }

  /** Tabbing into the table puts the cursor on the first row in view. */
  private readonly onFocus = (e: FocusEvent) => {
    const target = e.composedPath()[0];
    if (this.row !== null || !(target instanceof HTMLElement) || target.getAttribute('role') !== 'table') return;
    if (!target.matches(':focus-visible')) return;
    const rows = this.host.rows;
    if (rows.length === 0) return;
    this.set(rows[Math.min(rows.length - 1, Math.ceil(this.host.scrollTop / ROW_HEIGHT))]);
  };

  private readonly onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0];
    const control = target instanceof Element && target.closest('button, input, select, a') !== null;
    if (e.key === 'Escape') {
      if (this.actions.close()) e.preventDefault();
      return;
    }
    const rows = this.host.rows;
    if (e.key === 'Enter' || e.key === ' ') {
      // A header button's own Enter sorts; the cursor row opens only from the rows.
      if (control || this.row === null || !rows.includes(this.row)) return;
      e.preventDefault();
      this.actions.open(this.row);
      return;
    }
    const at = this.row === null ? -1 : rows.indexOf(this.row);
    const head = this.headHeight();
    const view = this.host.clientHeight;
    const next = moveCursor(e.key, at < 0 ? null : at, rows.length, Math.floor((view - head) / ROW_HEIGHT) - 1);
    if (next === null) return;
    e.preventDefault();
    this.set(rows[next]);
    this.host.scrollTop = scrollToRow(next, ROW_HEIGHT, this.host.scrollTop, view, head);
  };
}

/**
 * The ★ cell of a row: a mark when the row is significant (Benjamini-Hochberg),
 * its meaning as its accessible name and tooltip.
 */
export function markCell(significant: boolean, label: string) {
  return html`<div class="cell mark" role="cell" data-col="significant">
    ${significant ? markStar(label) : nothing}
  </div>`;
}

/** The ★ itself, wherever a row or cell is marked (the per-group and indicator tables put it in their own cells). */
export function markStar(label: string) {
  return html`<span class="sig" role="img" aria-label=${label} title=${label}>★</span>`;
}

/**
 * The look of the tables: a bordered scroll box with a sticky header; 24 px
 * rows; each table adds its grid, its minimum width and its cells. (No
 * universal selectors: see `base` in styles.ts.)
 */
export const virtualTableStyles = [
  sortableHeader,
  css`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
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
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `,
];

/** The interval whiskers and ★ marks of the association and SkewSize tables (significant rows in the accent colour). */
export const statsCellStyles = css`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;
