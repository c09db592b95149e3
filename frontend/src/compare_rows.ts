/**
 * The rows of compare mode (views/compare_view.ts), derived from the `diff` route
 * (the size of the bias per row, A against B, with a verdict): the table (the diff
 * columns joined with one bias column per extra run), sorting (nulls last),
 * filtering (search, brush, verdict), the scatter's points, and the worsened and
 * improved lists. Split from compare_state.ts, which holds the selection these
 * read. No DOM, no network: every function here is unit-tested under node.
 */
import {ALSO_SORT, type Brush, type CompareColumn, type SortKey} from './compare_state.js';
import {keyText} from './compare_text.js';
import {finite} from './format.js';
import type {SortDir} from './state.js';
import type {KeyTitles} from './types.js';
import type {DiffColumns, DiffResponse, Verdict} from './types_across_reports.js';

export interface ExtraColumn {
  run: string;
  /** One bias per row of the diff (null: missing or undefined there); null while loading or failed. */
  values: (number | null)[] | null;
}

export interface CompareTable {
  rows: number;
  columns: DiffColumns;
  extras: ExtraColumn[];
}

/**
 * The biases of an extra run aligned with `keys`: `extra` compared side A
 * with that run, so its `bias_b` is the run's bias of each of its keys.
 * Keys the extra run does not have are null; its keys not in `keys` are dropped.
 */
export function joinExtra(keys: readonly string[], extra: Pick<DiffResponse, 'columns'>): (number | null)[] {
  const byKey = new Map<string, number | null>();
  const c = extra.columns;
  for (let i = 0; i < c.key.length; i++) byKey.set(c.key[i], c.presence[i] === 'a' ? null : c.bias_b[i]);
  return keys.map((k) => {
    const v = byKey.get(k);
    return finite(v) ? v : null;
  });
}

type NumericColumn = Exclude<CompareColumn, 'key' | 'verdict'>;

/** The position of each verdict in VERDICTS: the verdict column sorts by it (worsened first). */
/** Whether every signed value equals its bias on both sides (a spread, V, a best-minus-worst gap): its columns repeat the biases'. */
export function valuesRepeatBias(c: Pick<DiffColumns, 'value_a' | 'value_b' | 'bias_a' | 'bias_b'>): boolean {
  const same = (v: (number | null)[], b: (number | null)[]) => v.every((x, i) => x === null || b[i] === null || x === b[i]);
  return same(c.value_a, c.bias_a) && same(c.value_b, c.bias_b);
}

const VERDICT_ORDER: Readonly<Record<Verdict, number>> = {worsened: 0, improved: 1, no_significant_change: 2, undetermined: 3};

function numberColumn(table: CompareTable, column: Exclude<SortKey, 'key'>): readonly (number | null)[] | null {
  if (column === 'verdict') return table.columns.verdict.map((v) => VERDICT_ORDER[v] ?? null);
  if (column.startsWith(ALSO_SORT)) {
    const run = column.slice(ALSO_SORT.length);
    return table.extras.find((e) => e.run === run)?.values ?? null;
  }
  return table.columns[column as NumericColumn];
}

/**
 * Row indices in sort order. Numbers sort by value; null (missing on a side,
 * undefined, or an extra column still loading) is last in both directions.
 * Keys sort by UTF-16 code units; verdicts in the order of VERDICTS. Ties keep
 * the server's order (change descending).
 */
export function sortCompare(table: CompareTable, column: SortKey, dir: SortDir): Int32Array {
  const order = new Int32Array(table.rows);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'key') {
    const keys = table.columns.key;
    order.sort((i, j) => (keys[i] < keys[j] ? -sign : keys[i] > keys[j] ? sign : i - j));
    return order;
  }
  const col = numberColumn(table, column);
  if (col === null) return order;
  const v = new Float64Array(table.rows);
  for (let i = 0; i < v.length; i++) {
    const x = col[i];
    v[i] = finite(x) ? x : NaN;
  }
  order.sort((i, j) => {
    const x = v[i];
    const y = v[j];
    const xu = Number.isNaN(x);
    const yu = Number.isNaN(y);
    if (xu || yu) return xu && yu ? i - j : xu ? 1 : -1;
    return x < y ? -sign : x > y ? sign : i - j;
  });
  return order;
}

/** The row has a finite bias on both sides: a point of the scatter. */
export function isPlotted(c: DiffColumns, i: number): boolean {
  return c.presence[i] === 'both' && finite(c.bias_a[i]) && finite(c.bias_b[i]);
}

/** The row is a point inside the rectangle (bounds inclusive); one-sided and undefined rows never are. */
export function inBrush(c: DiffColumns, i: number, brush: Brush): boolean {
  if (!isPlotted(c, i)) return false;
  const a = c.bias_a[i] as number;
  const b = c.bias_b[i] as number;
  return a >= brush.a[0] && a <= brush.a[1] && b >= brush.b[0] && b <= brush.b[1];
}

/** What the table shows: the search (a regex on the key, or on its title: `keyTitles`), the brush and the verdict; null or absent: no filter. */
export interface CompareFilter {
  search: RegExp | null;
  brush: Brush | null;
  verdict?: Verdict | null;
  keyTitles?: KeyTitles;
}

/** The rows of `order` (kept in that order) that pass `filter`; no filter at all returns `order` itself. */
export function filterCompare(table: CompareTable, order: Int32Array, filter: CompareFilter): Int32Array {
  const {search, brush} = filter;
  const titles = filter.keyTitles;
  const verdict = filter.verdict ?? null;
  if (search === null && brush === null && verdict === null) return order;
  const c = table.columns;
  const out = new Int32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (verdict !== null && c.verdict[i] !== verdict) continue;
    if (brush !== null && !inBrush(c, i, brush)) continue;
    if (search !== null) {
      search.lastIndex = 0;
      const key = c.key[i];
      const title = titles ? keyText(key, titles) : key;
      if (!search.test(key)) {
        search.lastIndex = 0;
        if (title === key || !search.test(title)) continue;
      }
    }
    out[n++] = i;
  }
  return out.slice(0, n);
}

/** How many rows are in the brush (whatever the search and the verdict). */
export function countInBrush(table: CompareTable, brush: Brush): number {
  let n = 0;
  for (let i = 0; i < table.rows; i++) if (inBrush(table.columns, i, brush)) n++;
  return n;
}

export interface ScatterPoints {
  /** bias_a and bias_b of the plotted rows, their verdicts and their row indices. */
  x: Float64Array;
  y: Float64Array;
  verdict: Verdict[];
  index: Int32Array;
  /** Rows found in one report only (never plotted). */
  oneSided: number;
  /** Rows in both reports without a bias on one side (undefined there). */
  undefinedValue: number;
}

/** The points of the A-vs-B scatter: the rows with a finite bias on both sides. */
export function scatterPoints(c: DiffColumns): ScatterPoints {
  const n = c.key.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const index = new Int32Array(n);
  const verdict: Verdict[] = [];
  let k = 0;
  let oneSided = 0;
  let undefinedValue = 0;
  for (let i = 0; i < n; i++) {
    if (isPlotted(c, i)) {
      x[k] = c.bias_a[i] as number;
      y[k] = c.bias_b[i] as number;
      verdict.push(c.verdict[i]);
      index[k++] = i;
    } else if (c.presence[i] !== 'both') oneSided++;
    else undefinedValue++;
  }
  return {x: x.slice(0, k), y: y.slice(0, k), verdict, index: index.slice(0, k), oneSided, undefinedValue};
}

/** A row of the worsened or improved list. */
export interface Mover {
  row: number;
  key: string;
  biasA: number | null;
  biasB: number | null;
  change: number;
  lower: number | null;
  upper: number | null;
}

/**
 * The rows whose bias changed significantly, by verdict: `worsened` by change
 * descending (the largest regression first), `improved` by change ascending
 * (the largest improvement first), `k` of each at most. The colour and the
 * list come from the verdict, never from the sign of the change alone: a row
 * without a verdict either way is in neither list, however large its change.
 */
export function verdictMovers(c: DiffColumns, k = 5): {worsened: Mover[]; improved: Mover[]} {
  const worsened: Mover[] = [];
  const improved: Mover[] = [];
  for (let i = 0; i < c.key.length; i++) {
    const v = c.verdict[i];
    const change = c.change[i];
    if ((v !== 'worsened' && v !== 'improved') || !finite(change)) continue;
    const m: Mover = {row: i, key: c.key[i], biasA: c.bias_a[i], biasB: c.bias_b[i], change, lower: c.lower[i], upper: c.upper[i]};
    (v === 'worsened' ? worsened : improved).push(m);
  }
  worsened.sort((x, y) => y.change - x.change || x.row - y.row);
  improved.sort((x, y) => x.change - y.change || x.row - y.row);
  return {worsened: worsened.slice(0, k), improved: improved.slice(0, k)};
}

/** A search pattern matching exactly `key` (regex metacharacters escaped). */
export function exactSearch(key: string): string {
  return '^' + key.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&') + '$';
}
