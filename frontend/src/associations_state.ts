/**
 * The pure state of the label-association view: its selection (metric,
 * identities, sort, filters), their URL hash parameters, and the derived
 * table (filtering, sorting, histogram bins). Which report (run, tag, step)
 * is state.ts's. No DOM, no network: every function here is unit-tested under node.
 */
import {
  ownParams,
  parseNumber,
  putParam,
  type Params,
  type Range,
  type SortDir,
} from './state.js';
import {
  COLUMNS,
  STATE_COLUMNS,
  type AssociationsResponse,
  type Column,
  type StateColumn,
  type ValueState,
} from './types.js';

export interface Selection {
  metric: string;
  /** null: let the server pick (the first identity). */
  a: string | null;
  /** null: one-vs-rest. */
  b: string | null;
  sort: Column;
  dir: SortDir;
  /** A regular expression matched (case-insensitively) against label names. */
  search: string;
  gap: Range;
  count: Range;
  /** K of the "count distribution of the top K labels" chart. */
  topK: number;
}

export const DEFAULT_METRIC = 'npmi_xy';
export const DEFAULT_TOP_K = 100;
/** The metrics of docs/http_api.md; the picker uses the response's list once it has one. */
export const METRIC_NAMES = ['dp', 'pmi', 'npmi_y', 'npmi_xy', 'pmi2', 'sdc', 'ji', 'llr', 'tau_b', 't_test'];

export const DEFAULT_SELECTION: Readonly<Selection> = Object.freeze({
  metric: DEFAULT_METRIC,
  a: null,
  b: null,
  sort: 'gap',
  dir: 'desc',
  search: '',
  gap: [null, null] as Range,
  count: [null, null] as Range,
  topK: DEFAULT_TOP_K,
});

export function defaultSelection(): Selection {
  return {...DEFAULT_SELECTION, gap: [null, null], count: [null, null]};
}

/** The direction a column sorts in when its header is first clicked. */
export function defaultDir(column: Column): SortDir {
  return column === 'label' ? 'asc' : 'desc';
}

// ---------------------------------------------------------------------------
// URL hash parameters

/** The keys of this view (after the `fairness_` prefix); run, tag and step are state.ts's. */
const K = {
  metric: 'metric',
  a: 'a',
  b: 'b',
  sort: 'sort',
  dir: 'dir',
  search: 'q',
  gapMin: 'gap_min',
  gapMax: 'gap_max',
  countMin: 'count_min',
  countMax: 'count_max',
  topK: 'k',
} as const;

/**
 * The selection as [key, value] pairs (keys prefixed, values raw, not yet
 * URI-encoded), leaving out everything equal to its default.
 */
export function selectionToParams(sel: Selection): Params {
  const out: Params = [];
  const put = (key: string, value: string | number | null) => putParam(out, key, value);
  if (sel.metric !== DEFAULT_METRIC) put(K.metric, sel.metric);
  put(K.a, sel.a);
  put(K.b, sel.b);
  if (sel.sort !== DEFAULT_SELECTION.sort || sel.dir !== DEFAULT_SELECTION.dir) {
    put(K.sort, sel.sort);
    put(K.dir, sel.dir);
  }
  put(K.search, sel.search);
  put(K.gapMin, sel.gap[0]);
  put(K.gapMax, sel.gap[1]);
  put(K.countMin, sel.count[0]);
  put(K.countMax, sel.count[1]);
  if (sel.topK !== DEFAULT_TOP_K) put(K.topK, sel.topK);
  return out;
}

function parseTopK(s: string | undefined): number {
  const v = parseNumber(s);
  return v !== null && Number.isSafeInteger(v) && v >= 1 ? v : DEFAULT_TOP_K;
}

/**
 * The selection held by hash parameters (keys prefixed). Unknown keys are
 * ignored and malformed values fall back to their defaults, so a hand-edited
 * or truncated URL never breaks the page.
 */
export function selectionFromParams(params: Iterable<[string, string]>): Selection {
  const m = ownParams(params);
  const str = (key: string) => {
    const v = m.get(key);
    return v === undefined || v === '' ? null : v;
  };
  const sel = defaultSelection();
  sel.metric = str(K.metric) ?? DEFAULT_METRIC;
  sel.a = str(K.a);
  sel.b = str(K.b);
  const sort = m.get(K.sort);
  if (sort !== undefined && (COLUMNS as readonly string[]).includes(sort)) {
    sel.sort = sort as Column;
    const dir = m.get(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : defaultDir(sel.sort);
  }
  sel.search = m.get(K.search) ?? '';
  sel.gap = [parseNumber(m.get(K.gapMin)), parseNumber(m.get(K.gapMax))];
  sel.count = [parseNumber(m.get(K.countMin)), parseNumber(m.get(K.countMax))];
  sel.topK = parseTopK(m.get(K.topK));
  return sel;
}

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
 * the API never sends but a sort must survive).
 */
export function cellKey(table: Table, column: Exclude<Column, 'label'>, i: number): number {
  const v = table.columns[column][i];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const state: ValueState | null | undefined = isStateColumn(column) ? table.states[column]?.[i] : null;
  if (state === '+inf') return Infinity;
  if (state === '-inf') return -Infinity;
  return NaN;
}

/** Every row's sort key for one numeric column. */
export function columnKeys(table: Table, column: Exclude<Column, 'label'>): Float64Array {
  const keys = new Float64Array(table.rows);
  for (let i = 0; i < table.rows; i++) keys[i] = cellKey(table, column, i);
  return keys;
}

/**
 * Row indices in sort order. Numbers sort by value with +inf above every
 * finite value and -inf below (so descending puts +inf first, ascending puts
 * -inf first); undefined is last in both directions. Labels sort by UTF-16
 * code units. Ties keep the server's order (row index), so the result is
 * deterministic.
 */
export function sortRows(table: Table, column: Column, dir: SortDir): Int32Array {
  const order = new Int32Array(table.rows);
  for (let i = 0; i < order.length; i++) order[i] = i;
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
  if (search === null && !isActiveRange(gap) && !isActiveRange(count)) return order;
  const labels = table.columns.label;
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
    out[n++] = i;
  }
  return out.slice(0, n);
}

// ---------------------------------------------------------------------------
// Charts: bins computed here, drawn by the views

export interface Bin {
  /** Inclusive lower edge. */
  x0: number;
  /** Upper edge, exclusive except for the last bin. */
  x1: number;
  count: number;
}

export interface NonFinite {
  posInf: number;
  negInf: number;
  undefined: number;
}

export interface Histogram {
  bins: Bin[];
  /** How many finite values the bins hold. */
  finite: number;
  nonFinite: NonFinite;
}

/** The default number of bins for n values: about sqrt(n), between 5 and 40. */
export function defaultBinCount(n: number): number {
  return Math.min(40, Math.max(5, Math.ceil(Math.sqrt(n))));
}

function equalWidthBins(values: number[], bins: number): Bin[] {
  if (values.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === hi) {
    // Every value equal: one bin of width 1 centred on it (in the binned space).
    return [{x0: lo - 0.5, x1: hi + 0.5, count: values.length}];
  }
  const width = (hi - lo) / bins;
  const out: Bin[] = [];
  for (let b = 0; b < bins; b++) {
    out.push({x0: lo + b * width, x1: b === bins - 1 ? hi : lo + (b + 1) * width, count: 0});
  }
  for (const v of values) {
    const b = Math.min(bins - 1, Math.max(0, Math.floor((v - lo) / width)));
    out[b].count++;
  }
  return out;
}

/**
 * Equal-width bins of the finite gaps of `rows`, from the smallest to the
 * largest; infinite and undefined gaps are counted apart.
 */
export function gapHistogram(table: Table, rows: Int32Array, bins?: number): Histogram {
  const finite: number[] = [];
  const nonFinite: NonFinite = {posInf: 0, negInf: 0, undefined: 0};
  for (const i of rows) {
    const v = cellKey(table, 'gap', i);
    if (Number.isFinite(v)) finite.push(v);
    else if (v === Infinity) nonFinite.posInf++;
    else if (v === -Infinity) nonFinite.negInf++;
    else nonFinite.undefined++;
  }
  return {
    bins: equalWidthBins(finite, bins ?? defaultBinCount(finite.length)),
    finite: finite.length,
    nonFinite,
  };
}

export interface CountBin {
  /** Lower edge, in counts (bins are equal-width in log10 c(y)). */
  x0: number;
  /** Upper edge, in counts. */
  x1: number;
  /** Labels of the top K in this bin. */
  top: number;
  /** Labels of all the rows in this bin. */
  all: number;
}

export interface CountDistribution {
  bins: CountBin[];
  /** Rows taken as the top K (K, or fewer when the table is shorter). */
  k: number;
  /** Labels with c(y) > 0 among the top K, and among all rows: what the bins hold. */
  topShown: number;
  allShown: number;
  /** Labels among the top K with c(y) = 0, which a log axis cannot show. */
  zero: number;
  /** Median c(y) of the top K, and of all rows. */
  topMedian: number | null;
  allMedian: number | null;
}

function median(sorted: number[]): number | null {
  const m = sorted.length;
  if (m === 0) return null;
  return m % 2 ? sorted[(m - 1) / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2;
}

/**
 * The distribution of c(y) over the first K of `rows` (the top K by the
 * current sort) beside that of all `rows`: the nPMI paper's Figure 2. Bins
 * are equal-width in log10 c(y) over the range of all rows, so the two
 * distributions share edges; labels with c(y) = 0 are counted apart.
 */
export function countDistribution(table: Table, rows: Int32Array, k: number, bins?: number): CountDistribution {
  const take = Math.min(Math.max(0, Math.floor(k)), rows.length);
  const logs = new Float64Array(rows.length);
  let lo = Infinity;
  let hi = -Infinity;
  for (let r = 0; r < rows.length; r++) {
    const c = cellKey(table, 'count', rows[r]);
    const l = c > 0 && Number.isFinite(c) ? Math.log10(c) : NaN;
    logs[r] = l;
    if (l < lo) lo = l;
    if (l > hi) hi = l;
  }
  const top: number[] = [];
  const all: number[] = [];
  let zero = 0;
  for (let r = 0; r < rows.length; r++) {
    if (Number.isNaN(logs[r])) {
      if (r < take) zero++;
      continue;
    }
    const c = cellKey(table, 'count', rows[r]);
    all.push(c);
    if (r < take) top.push(c);
  }
  const out: CountBin[] = [];
  if (all.length) {
    const n = lo === hi ? 1 : (bins ?? Math.min(30, defaultBinCount(all.length)));
    const [a, b] = lo === hi ? [lo - 0.5, hi + 0.5] : [lo, hi];
    const width = (b - a) / n;
    for (let i = 0; i < n; i++) {
      out.push({x0: 10 ** (a + i * width), x1: 10 ** (i === n - 1 ? b : a + (i + 1) * width), top: 0, all: 0});
    }
    for (let r = 0; r < rows.length; r++) {
      const l = logs[r];
      if (Number.isNaN(l)) continue;
      const i = Math.min(n - 1, Math.max(0, Math.floor((l - a) / width)));
      out[i].all++;
      if (r < take) out[i].top++;
    }
  }
  top.sort((x, y) => x - y);
  all.sort((x, y) => x - y);
  return {
    bins: out,
    k: take,
    topShown: top.length,
    allShown: all.length,
    zero,
    topMedian: median(top),
    allMedian: median(all),
  };
}
