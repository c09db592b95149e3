/**
 * The rows of the label-association table: sort keys, sorting, filtering by ranges,
 * and the search while typing. No DOM, no network: unit-tested under node.
 */
import {type Range, type SortDir} from '../../state.js';
import type {ValueState} from '../../types.js';
import {STATE_COLUMNS, type AssociationsResponse, type Column, type StateColumn} from './types.js';

// ---------------------------------------------------------------------------
// The table: sort keys, sorting, filtering

/** The part of an associations response the table needs. */
export type Table = Pick<AssociationsResponse, 'columns' | 'states' | 'rows'>;

function isStateColumn(c: Column): c is StateColumn {
  return (STATE_COLUMNS as readonly string[]).includes(c);
}

/**
 * The numeric sort key of one cell: the finite value, +/-Infinity for the
 * infinite states, NaN for undefined (and for a null without a state, which
 * the API never sends but a sort must survive; and for a typed column's NaN,
 * its null).
 */
export function cellKey(table: Table, column: Exclude<Column, 'label'>, i: number): number {
  const v = table.columns[column][i];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const state: ValueState | null | undefined = isStateColumn(column) ? table.states[column]?.[i] : null;
  if (state === '+inf') return Infinity;
  if (state === '-inf') return -Infinity;
  return NaN;
}

/** Every row's sort key for one numeric column (cellKey's, in one pass). */
export function columnKeys(table: Table, column: Exclude<Column, 'label'>): Float64Array {
  const keys = new Float64Array(table.rows);
  const values = table.columns[column];
  const states = isStateColumn(column) ? table.states[column] : null;
  for (let i = 0; i < keys.length; i++) {
    const v = values[i];
    if (typeof v === 'number' && Number.isFinite(v)) {
      keys[i] = v;
      continue;
    }
    const state = states === null ? null : states[i];
    keys[i] = state === '+inf' ? Infinity : state === '-inf' ? -Infinity : NaN;
  }
  return keys;
}

/** 0, 1, ..., n - 1: the server's order. */
export function identityOrder(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/**
 * Whether sortRows(table, column, dir) leaves every row where it is: the table is already
 * in that order, as the server's ranking is by its own column, descending (the view's
 * first sort). Each defined key is no further from the top than the one before it (a tie
 * keeps the row index), every undefined one after them. One pass, nothing allocated.
 */
export function inSortOrder(table: Table, column: Column, dir: SortDir): boolean {
  const asc = dir === 'asc';
  if (column === 'label') {
    const labels = table.columns.label;
    for (let i = 1; i < table.rows; i++) if (asc ? labels[i - 1] > labels[i] : labels[i - 1] < labels[i]) return false;
    return true;
  }
  const values = table.columns[column];
  const states = isStateColumn(column) ? table.states[column] : null;
  let prev = NaN;
  for (let i = 0; i < table.rows; i++) {
    // cellKey, inline.
    const v = values[i];
    let key: number;
    if (typeof v === 'number' && Number.isFinite(v)) key = v;
    else {
      const state = states === null ? null : states[i];
      key = state === '+inf' ? Infinity : state === '-inf' ? -Infinity : NaN;
    }
    if (Number.isNaN(key)) {
      prev = NaN;
      continue;
    }
    if (i > 0 && (Number.isNaN(prev) || (asc ? prev > key : prev < key))) return false;
    prev = key;
  }
  return true;
}

/**
 * Row indices in sort order. Numbers sort by value with +inf above every
 * finite value and -inf below (so descending puts +inf first, ascending puts
 * -inf first); undefined is last in both directions. Labels sort by UTF-16
 * code units. Ties keep the server's order (row index), so the result is
 * deterministic. A table already in that order (the server's ranking, descending: the
 * view's first sort) is not sorted again.
 */
export function sortRows(table: Table, column: Column, dir: SortDir): Int32Array {
  const order = identityOrder(table.rows);
  if (inSortOrder(table, column, dir)) return order;
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'label') {
    const labels = table.columns.label;
    order.sort((i, j) => {
      const x = labels[i];
      const y = labels[j];
      return x < y ? -sign : x > y ? sign : i - j;
    });
    return order;
  }
  const keys = columnKeys(table, column);
  // A comparator sort: as fast here as packing ranks for native sorts (measured at 100,000 rows).
  order.sort((i, j) => {
    const x = keys[i];
    const y = keys[j];
    const xu = Number.isNaN(x);
    const yu = Number.isNaN(y);
    if (xu || yu) return xu && yu ? i - j : xu ? 1 : -1;
    // Written with comparisons, not subtraction: Infinity - Infinity is NaN.
    return x < y ? -sign : x > y ? sign : i - j;
  });
  return order;
}

export interface RowFilter {
  search: RegExp | null;
  gap: Range;
  count: Range;
  /** Keep only the significant rows. */
  significantOnly?: boolean;
}

function inRange(x: number, [lo, hi]: Range): boolean {
  if (lo === null && hi === null) return true;
  if (Number.isNaN(x)) return false; // undefined is in no bounded range
  return (lo === null || x >= lo) && (hi === null || x <= hi);
}

export function isActiveRange([lo, hi]: Range): boolean {
  return lo !== null || hi !== null;
}

/**
 * The rows of `order` (kept in that order) that pass the filter: the label
 * matches the search, the gap is in the gap range (+inf passes any minimum,
 * -inf any maximum, undefined fails any bound) and c(y) is in the count range.
 */
export function filterRows(table: Table, order: Int32Array, filter: RowFilter): Int32Array {
  const {search, gap, count} = filter;
  const significantOnly = filter.significantOnly === true;
  if (search === null && !isActiveRange(gap) && !isActiveRange(count) && !significantOnly) return order;
  const labels = table.columns.label;
  const significant = table.columns.significant;
  const out = new Int32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (search !== null) {
      search.lastIndex = 0;
      if (!search.test(labels[i])) continue;
    }
    if (!inRange(cellKey(table, 'gap', i), gap)) continue;
    if (!inRange(cellKey(table, 'count', i), count)) continue;
    if (significantOnly && !significant[i]) continue;
    out[n++] = i;
  }
  return out.slice(0, n);
}

// ---------------------------------------------------------------------------
// The search while typing: one keystroke must cost at most a frame at 100,000 rows

/** Whether a search pattern is plain text (no regex metacharacter): it matches the labels that contain it. */
export function isPlainPattern(pattern: string): boolean {
  return !/[\\^$.|?*+()[\]{}]/.test(pattern);
}

/**
 * Whether every label `next` matches is matched by `prev` too (both case-insensitive
 * regexes, as compileSearch builds them): both are plain text and `next` contains
 * `prev`, as when a character is typed after it. A match of `next` is a window of the
 * label equal to it character by character (ignoring case), so the part of that window
 * under `prev` matches `prev`.
 */
export function narrowsSearch(prev: string, next: string): boolean {
  return prev !== '' && isPlainPattern(prev) && isPlainPattern(next) && next.includes(prev);
}

/** Patterns whose matches a `LabelSearch` keeps (the last ones typed). */
const SEARCH_CACHE = 32;

/**
 * The label search over one sorted table. The labels are copied once, in display
 * order (unless that is the server's order: `order` null), into a plain string array
 * (the regex then reads them in memory order, not through the row indices), and the
 * matches of the last patterns are kept as positions in that order: a pattern seen
 * before (deleting back to it) is not scanned again, and one that only narrows a kept
 * plain-text pattern (`narrowsSearch`: typing on) scans only that pattern's matches. The
 * result is the same as testing every label.
 */
export class LabelSearch {
  /** Row indices in display order; null: the server's order (row k at position k). */
  readonly order: Int32Array | null;
  private readonly labels: string[];
  private readonly kept = new Map<string, Int32Array>();
  private all: number[] | null = null;

  constructor(table: Table, order: Int32Array | null) {
    this.order = order;
    const labels = table.columns.label;
    if (order === null) {
      // The labels are already in display order.
      this.labels = labels;
      return;
    }
    this.labels = new Array<string>(order.length);
    for (let k = 0; k < order.length; k++) this.labels[k] = labels[order[k]];
  }

  /** Positions in `order` of the labels `regex` (compiled from `pattern`) matches, ascending. */
  positions(pattern: string, regex: RegExp): Int32Array {
    const hit = this.kept.get(pattern);
    if (hit) {
      // Most recently used last: the oldest pattern is the one dropped.
      this.kept.delete(pattern);
      this.kept.set(pattern, hit);
      return hit;
    }
    let base: Int32Array | null = null;
    for (const [p, pos] of this.kept) {
      if ((base === null || pos.length < base.length) && narrowsSearch(p, pattern)) base = pos;
    }
    const labels = this.labels;
    let out: Int32Array;
    let n = 0;
    regex.lastIndex = 0;
    if (base === null) {
      out = new Int32Array(labels.length);
      for (let k = 0; k < labels.length; k++) if (regex.test(labels[k])) out[n++] = k;
    } else {
      out = new Int32Array(base.length);
      for (let j = 0; j < base.length; j++) {
        const k = base[j];
        if (regex.test(labels[k])) out[n++] = k;
      }
    }
    const found = out.slice(0, n);
    if (this.kept.size >= SEARCH_CACHE) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(pattern, found);
    return found;
  }

  /**
   * Row indices, in display order, whose label matches the search (none: every row)
   * and that pass the ranges (as `filterRows`). Without a search or a filter, the same
   * array every time.
   */
  rows(pattern: string, regex: RegExp | null, table: Table, filter: Omit<RowFilter, 'search'>): number[] {
    const {gap, count} = filter;
    const significantOnly = filter.significantOnly === true;
    const ranged = isActiveRange(gap) || isActiveRange(count) || significantOnly;
    const order = this.order;
    const size = this.labels.length;
    if (regex === null && !ranged) {
      if (this.all === null) {
        this.all = new Array<number>(size);
        for (let k = 0; k < size; k++) this.all[k] = order === null ? k : order[k];
      }
      return this.all;
    }
    // Arrays sized up front, filled by index: several times faster than push at 100,000 rows.
    if (regex === null) {
      const out = new Array<number>(size);
      let n = 0;
      for (let k = 0; k < size; k++) {
        const i = order === null ? k : order[k];
        if (this.keep(table, i, gap, count, significantOnly)) out[n++] = i;
      }
      out.length = n;
      return out;
    }
    const pos = this.positions(pattern, regex);
    const out = new Array<number>(pos.length);
    if (!ranged) {
      for (let j = 0; j < pos.length; j++) out[j] = order === null ? pos[j] : order[pos[j]];
      return out;
    }
    let n = 0;
    for (let j = 0; j < pos.length; j++) {
      const i = order === null ? pos[j] : order[pos[j]];
      if (this.keep(table, i, gap, count, significantOnly)) out[n++] = i;
    }
    out.length = n;
    return out;
  }

  /** Whether row i passes the ranges (as `filterRows`). */
  private keep(table: Table, i: number, gap: Range, count: Range, significantOnly: boolean): boolean {
    return (
      inRange(cellKey(table, 'gap', i), gap) &&
      inRange(cellKey(table, 'count', i), count) &&
      (!significantOnly || Boolean(table.columns.significant[i]))
    );
  }
}

/** Whether two lists of rows are equal, element by element. */
export function sameRows(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
