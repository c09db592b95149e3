/**
 * The pure state of <fairness-compare> (views/compare_view.ts): which two
 * reports are compared (side A and side B: a run and a step each), the extra
 * runs shown as more value columns, the sort, the search and the scatter's
 * brushed rectangle; their URL hash parameters (`fairness_cmp_*`); and the
 * derived table: sorting (nulls last), filtering (search, brush), the biggest
 * movers, the multi-run join and the CSV. The `diff` route aligns the rows.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {csvField, csvNumber} from './csv.js';
import {COMPARE_PREFIX} from './modes_state.js';
import {HASH_PREFIX, ownParams, parseNumber, parseStep, putParam, type Params, type SortDir} from './state.js';
import type {DiffColumns, DiffResponse, StepInfo} from './types.js';

/** One side of the comparison: a run's report under the tag, at a step (null: the latest). */
export interface Side {
  run: string;
  step: number | null;
}

/** A rectangle of the A-vs-B scatter, in value units (inclusive). */
export interface Brush {
  a: [number, number];
  b: [number, number];
}

/** The numeric columns of `diff` the table shows, plus `key`. */
export const COMPARE_COLUMNS = ['key', 'value_a', 'value_b', 'delta', 'rank_a', 'rank_b', 'movement'] as const;
export type CompareColumn = (typeof COMPARE_COLUMNS)[number];
type NumericColumn = Exclude<CompareColumn, 'key'>;

/** The sort key of an extra run's value column. */
export const ALSO_SORT = 'also:';
/** A column of the table: one of COMPARE_COLUMNS, or `also:<run>` (an extra run's value). */
export type SortKey = CompareColumn | `also:${string}`;

export interface CompareSelection {
  /** null: not chosen yet (the defaults of resolveSides). */
  a: Side | null;
  b: Side | null;
  /** Extra runs shown as one value column each ("also show runs"), in the order of the runs. */
  also: string[];
  sort: SortKey;
  dir: SortDir;
  /** A regular expression matched (case-insensitively) against the keys. */
  search: string;
  /** The scatter's brushed rectangle; null: no brush. */
  brush: Brush | null;
}

export const DEFAULT_SORT: SortKey = 'delta';
export const DEFAULT_DIR: SortDir = 'desc';

export function defaultCompareSelection(): CompareSelection {
  return {a: null, b: null, also: [], sort: DEFAULT_SORT, dir: DEFAULT_DIR, search: '', brush: null};
}

/** The direction a column sorts in when its header is first clicked: keys A-Z, ranks from 1, values largest first. */
export function defaultDir(column: SortKey): SortDir {
  return column === 'key' || column === 'rank_a' || column === 'rank_b' ? 'asc' : 'desc';
}

export function isSortKey(s: string): s is SortKey {
  return (COMPARE_COLUMNS as readonly string[]).includes(s) || (s.startsWith(ALSO_SORT) && s.length > ALSO_SORT.length);
}

// ---------------------------------------------------------------------------
// URL hash parameters: `fairness_cmp_<key>`

const K = {
  aRun: 'a_run',
  aStep: 'a_step',
  bRun: 'b_run',
  bStep: 'b_step',
  also: 'also',
  sort: 'sort',
  dir: 'dir',
  search: 'q',
  aMin: 'a_min',
  aMax: 'a_max',
  bMin: 'b_min',
  bMax: 'b_max',
} as const;

/** The full hash key of one of ours, e.g. `fairness_cmp_b_run`. */
export function compareKey(key: string): string {
  return HASH_PREFIX + COMPARE_PREFIX + key;
}

/** The selection as prefixed [key, value] pairs (defaults and unknown sides left out). */
export function compareToParams(sel: CompareSelection): Params {
  const out: Params = [];
  const put = (key: string, value: string | number | null) => putParam(out, COMPARE_PREFIX + key, value);
  if (sel.a) {
    put(K.aRun, sel.a.run);
    put(K.aStep, sel.a.step);
  }
  if (sel.b) {
    put(K.bRun, sel.b.run);
    put(K.bStep, sel.b.step);
  }
  for (const run of sel.also) put(K.also, run);
  if (sel.sort !== DEFAULT_SORT || sel.dir !== DEFAULT_DIR) {
    put(K.sort, sel.sort);
    put(K.dir, sel.dir);
  }
  put(K.search, sel.search);
  if (sel.brush) {
    put(K.aMin, sel.brush.a[0]);
    put(K.aMax, sel.brush.a[1]);
    put(K.bMin, sel.brush.b[0]);
    put(K.bMax, sel.brush.b[1]);
  }
  return out;
}

/**
 * The selection held by hash parameters (keys prefixed). Unknown keys are
 * ignored and malformed values fall back to their defaults: a step that is not
 * a non-negative integer is the latest, a brush needs all four finite bounds
 * (each pair is put in order), a sort must name a column (an `also:` column
 * one of the extra runs). Whether the runs exist is resolveSides's business.
 */
export function compareFromParams(params: Iterable<[string, string]>): CompareSelection {
  const list = [...params];
  const m = ownParams(list);
  const own = (key: string) => m.get(COMPARE_PREFIX + key);
  const str = (key: string) => {
    const v = own(key);
    return v === undefined || v === '' ? null : v;
  };
  const sel = defaultCompareSelection();
  const aRun = str(K.aRun);
  if (aRun !== null) sel.a = {run: aRun, step: parseStep(own(K.aStep))};
  const bRun = str(K.bRun);
  if (bRun !== null) sel.b = {run: bRun, step: parseStep(own(K.bStep))};
  const alsoKey = compareKey(K.also);
  for (const [k, v] of list) if (k === alsoKey && v !== '' && !sel.also.includes(v)) sel.also.push(v);
  const sort = own(K.sort);
  if (sort !== undefined && isSortKey(sort) && (!sort.startsWith(ALSO_SORT) || sel.also.includes(sort.slice(ALSO_SORT.length)))) {
    sel.sort = sort;
    const dir = own(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : defaultDir(sort);
  }
  sel.search = own(K.search) ?? '';
  const bounds = [K.aMin, K.aMax, K.bMin, K.bMax].map((k) => parseNumber(own(k)));
  if (bounds.every((v) => v !== null)) {
    const [a0, a1, b0, b1] = bounds as number[];
    sel.brush = {a: [Math.min(a0, a1), Math.max(a0, a1)], b: [Math.min(b0, b1), Math.max(b0, b1)]};
  }
  return sel;
}

// ---------------------------------------------------------------------------
// Which reports: defaults and validation against the runs and their steps

/**
 * Side A: the selection's when its run holds the tag, else the report on
 * screen in report mode (`run`, `step`), else the first run. Null without runs.
 */
export function resolveSideA(a: Side | null, runs: readonly string[], run: string, step: number | null): Side | null {
  if (a !== null && runs.includes(a.run)) return a;
  if (runs.includes(run)) return {run, step};
  return runs.length ? {run: runs[0], step: null} : null;
}

/**
 * Side B's run when it is not chosen: the run after A's in `runs` (wrapping
 * around), so two models are compared; null when A's run is the only one
 * (then B is A's run at the previous step: defaultStepB).
 */
export function defaultRunB(a: Side, runs: readonly string[]): string | null {
  const others = runs.filter((r) => r !== a.run);
  if (others.length === 0) return null;
  const i = runs.indexOf(a.run);
  return i < 0 ? others[0] : runs[(i + 1) % runs.length];
}

/**
 * B's step when B is A's run (one run, two checkpoints): the step before A's
 * (A at the latest: the step before the last), else A's own step when there is
 * no earlier one. `steps` are the run's, in any order.
 */
export function defaultStepB(a: Side, steps: readonly StepInfo[]): number | null {
  const all = steps.map((s) => s.step).sort((x, y) => x - y);
  if (all.length === 0) return a.step;
  const at = a.step === null ? all.length - 1 : all.indexOf(a.step);
  if (at <= 0) return a.step; // nothing earlier (or a step the run does not have)
  return all[at - 1];
}

/** The side with its step kept only when the run has it (else the latest). */
export function checkStep(side: Side, steps: readonly StepInfo[]): Side {
  return side.step === null || steps.some((s) => s.step === side.step) ? side : {...side, step: null};
}

/**
 * The extra runs that still apply, in the order of `runs`: runs of the tag
 * other than the two sides' (those already have their columns).
 */
export function checkAlso(also: readonly string[], runs: readonly string[], a: Side | null, b: Side | null): string[] {
  return runs.filter((r) => also.includes(r) && r !== a?.run && r !== b?.run);
}

// ---------------------------------------------------------------------------
// The table: the diff columns plus one value column per extra run

export interface ExtraColumn {
  run: string;
  /** One value per row of the diff (null: missing or undefined there); null while loading or failed. */
  values: (number | null)[] | null;
}

export interface CompareTable {
  rows: number;
  columns: DiffColumns;
  extras: ExtraColumn[];
}

/**
 * The values of an extra run aligned with `keys`: `extra` compared side A
 * with that run, so its `value_b` is the run's value of each of its keys.
 * Keys the extra run does not have are null; its keys not in `keys` are dropped.
 */
export function joinExtra(keys: readonly string[], extra: Pick<DiffResponse, 'columns'>): (number | null)[] {
  const byKey = new Map<string, number | null>();
  const c = extra.columns;
  for (let i = 0; i < c.key.length; i++) byKey.set(c.key[i], c.presence[i] === 'a' ? null : c.value_b[i]);
  return keys.map((k) => {
    const v = byKey.get(k);
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });
}

function numberColumn(table: CompareTable, column: Exclude<SortKey, 'key'>): readonly (number | null)[] | null {
  if (column.startsWith(ALSO_SORT)) {
    const run = column.slice(ALSO_SORT.length);
    return table.extras.find((e) => e.run === run)?.values ?? null;
  }
  return table.columns[column as NumericColumn];
}

/**
 * Row indices in sort order. Numbers sort by value; null (missing on a side,
 * undefined, or an extra column still loading) is last in both directions.
 * Keys sort by UTF-16 code units. Ties keep the server's order (delta descending).
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
    v[i] = typeof x === 'number' && Number.isFinite(x) ? x : NaN;
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

/** The row has a finite value on both sides: a point of the scatter. */
export function isPlotted(c: DiffColumns, i: number): boolean {
  const a = c.value_a[i];
  const b = c.value_b[i];
  return c.presence[i] === 'both' && typeof a === 'number' && Number.isFinite(a) && typeof b === 'number' && Number.isFinite(b);
}

/** The row is a point inside the rectangle (bounds inclusive); one-sided and undefined rows never are. */
export function inBrush(c: DiffColumns, i: number, brush: Brush): boolean {
  if (!isPlotted(c, i)) return false;
  const a = c.value_a[i] as number;
  const b = c.value_b[i] as number;
  return a >= brush.a[0] && a <= brush.a[1] && b >= brush.b[0] && b <= brush.b[1];
}

/** The rows of `order` (kept in that order) whose key matches `search` and that are inside `brush` (when set). */
export function filterCompare(table: CompareTable, order: Int32Array, search: RegExp | null, brush: Brush | null): Int32Array {
  if (search === null && brush === null) return order;
  const c = table.columns;
  const out = new Int32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (brush !== null && !inBrush(c, i, brush)) continue;
    if (search !== null) {
      search.lastIndex = 0;
      if (!search.test(c.key[i])) continue;
    }
    out[n++] = i;
  }
  return out.slice(0, n);
}

/** How many rows are in the brush (whatever the search). */
export function countInBrush(table: CompareTable, brush: Brush): number {
  let n = 0;
  for (let i = 0; i < table.rows; i++) if (inBrush(table.columns, i, brush)) n++;
  return n;
}

export interface ScatterPoints {
  /** value_a and value_b of the plotted rows, and their row indices. */
  x: Float64Array;
  y: Float64Array;
  index: Int32Array;
  /** Rows found in one report only (never plotted). */
  oneSided: number;
  /** Rows in both reports without a value on one side (undefined there). */
  undefinedValue: number;
}

/** The points of the A-vs-B scatter: the rows with a finite value on both sides. */
export function scatterPoints(c: DiffColumns): ScatterPoints {
  const n = c.key.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const index = new Int32Array(n);
  let k = 0;
  let oneSided = 0;
  let undefinedValue = 0;
  for (let i = 0; i < n; i++) {
    if (isPlotted(c, i)) {
      x[k] = c.value_a[i] as number;
      y[k] = c.value_b[i] as number;
      index[k++] = i;
    } else if (c.presence[i] !== 'both') oneSided++;
    else undefinedValue++;
  }
  return {x: x.slice(0, k), y: y.slice(0, k), index: index.slice(0, k), oneSided, undefinedValue};
}

export interface Mover {
  row: number;
  key: string;
  delta: number;
}

/**
 * The biggest movers: the `k` rows with the largest positive delta (B above
 * A), largest first, and the `k` with the most negative, most negative first.
 * Rows without a delta (one-sided, undefined) are in neither list.
 */
export function movers(c: DiffColumns, k = 5): {up: Mover[]; down: Mover[]} {
  const all: Mover[] = [];
  for (let i = 0; i < c.key.length; i++) {
    const d = c.delta[i];
    if (typeof d === 'number' && Number.isFinite(d) && d !== 0) all.push({row: i, key: c.key[i], delta: d});
  }
  const up = all.filter((m) => m.delta > 0).sort((x, y) => y.delta - x.delta || x.row - y.row);
  const down = all.filter((m) => m.delta < 0).sort((x, y) => x.delta - y.delta || x.row - y.row);
  return {up: up.slice(0, k), down: down.slice(0, k)};
}

/** A search pattern matching exactly `key` (regex metacharacters escaped). */
export function exactSearch(key: string): string {
  return '^' + key.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&') + '$';
}

// ---------------------------------------------------------------------------
// CSV of the rows shown

export const COMPARE_CSV_COLUMNS = ['key', 'value_a', 'value_b', 'delta', 'rank_a', 'rank_b', 'movement', 'presence'] as const;

/**
 * The CSV text of `rows` (row indices, in output order): the header
 * `key,value_a,value_b,delta,rank_a,rank_b,movement,presence` plus
 * `value_<run>` per extra run, then one line per row; missing values are
 * empty fields; lines end with CRLF (RFC 4180, as csv.ts).
 */
export function buildCompareCsv(table: CompareTable, rows: ArrayLike<number>): string {
  const c = table.columns;
  const header = [...COMPARE_CSV_COLUMNS, ...table.extras.map((e) => `value_${e.run}`)].map(csvField).join(',');
  const lines = [header];
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    lines.push(
      [
        csvField(c.key[i]),
        csvNumber(c.value_a[i]),
        csvNumber(c.value_b[i]),
        csvNumber(c.delta[i]),
        csvNumber(c.rank_a[i]),
        csvNumber(c.rank_b[i]),
        csvNumber(c.movement[i]),
        c.presence[i],
        ...table.extras.map((e) => csvNumber(e.values?.[i])),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** The resolved options of a diff as text: `metric=dp, a=woman, b=man`. */
export function optionsText(options: Record<string, unknown>): string {
  return Object.entries(options)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** A delta or movement with its sign: +0.12, −0.3 (`text` is v already formatted). */
export function signed(v: number, text: string): string {
  return v > 0 ? '+' + text : text;
}
