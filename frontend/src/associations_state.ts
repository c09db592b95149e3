/**
 * The pure state of the label-association view: its selection (metric,
 * identities, sort, filters), their URL hash parameters, and the derived
 * table (filtering, sorting, histogram bins). Which report (run, tag, step)
 * is state.ts's. No DOM, no network: every function here is unit-tested under node.
 */
import {formatPValue, headTitle} from './format.js';
import {numberDefault, numberOrDefault, optionValid, textDefault, textOrDefault} from './kinds_state.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params, type Range, type SortDir} from './state.js';
import {
  COLUMNS,
  STATE_COLUMNS,
  type AssociationsResponse,
  type Column,
  type KindDeclaration,
  type RankBy,
  type StateColumn,
  type ValueState,
} from './types.js';

export interface Selection {
  /** The association metric (`metric`); null: the server's default (the kind declares none). */
  metric: string | null;
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
  /** The server's ranking (`rank_by`); also picks the default sort (gap, or bound); null: the server's default. */
  rankBy: RankBy | null;
  /** Confidence level of the intervals (`level`); null: the server's default. */
  level: number | null;
  /** False discovery rate of the significance marks (`fdr` of the route); null: the server's default. */
  fdr: number | null;
  /**
   * Rows with c(y), c(a) or c(b) below this are insufficient (`min_count`); null: the
   * report's own (its writer's, else the server's).
   */
  minCount: number | null;
  /** Show only the significant rows (client-side). */
  significantOnly: boolean;
  /** Which columns the table shows (the view's own): see `ColumnsMode`. */
  columns: ColumnsMode;
}

/**
 * Which columns the association table shows: `all`; `compact`, without the per-identity
 * counts and values (count_a, count_b, value_a, value_b: the selected row's strip shows
 * them); `auto`, compact only when all of them do not fit the table's width.
 */
export type ColumnsMode = 'auto' | 'all' | 'compact';
export const COLUMNS_MODES: readonly ColumnsMode[] = ['auto', 'all', 'compact'];

/** K of the count distribution chart (the view's own, not an option of the kind). */
export const DEFAULT_TOP_K = 100;
/**
 * The levels the picker offers (any level from the URL the kind's `level` option takes is
 * kept and offered too). Every option's default and bounds (`metric`, `rank_by`, `level`,
 * `fdr`, `min_count`) are the server's: the kind's declaration (`GET kinds`).
 */
export const LEVELS = [0.9, 0.95, 0.99];

/** The view's own defaults (no filter, gap descending, top 100); the options' are the kind's. */
export const ASSOCIATION_VIEW_DEFAULTS: Readonly<Omit<Selection, 'metric' | 'rankBy' | 'level' | 'fdr'>> = Object.freeze({
  a: null,
  b: null,
  sort: 'gap',
  dir: 'desc',
  search: '',
  gap: [null, null] as Range,
  count: [null, null] as Range,
  topK: DEFAULT_TOP_K,
  minCount: null,
  significantOnly: false,
  columns: 'auto',
});

/** The selection of a fresh view: the view's defaults, and the served defaults of `kind`'s options. */
export function defaultSelection(kind: KindDeclaration | null): Selection {
  const rankBy = parseRankBy(textDefault(kind, 'rank_by') ?? undefined, kind);
  return {
    ...ASSOCIATION_VIEW_DEFAULTS,
    gap: [null, null],
    count: [null, null],
    metric: textDefault(kind, 'metric'),
    rankBy,
    sort: defaultSort(rankBy),
    level: numberDefault(kind, 'level'),
    fdr: numberDefault(kind, 'fdr'),
  };
}

/** The direction a column sorts in when its header is first clicked. */
export function defaultDir(column: Column): SortDir {
  return column === 'label' || column === 'p_value' ? 'asc' : 'desc';
}

/** The sort that goes with a ranking: the server's order (by the signed gap, or by bound, descending). */
export function defaultSort(rankBy: RankBy | null): Column {
  return rankBy === 'bound' ? 'bound' : 'gap';
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
  rankBy: 'rank_by',
  level: 'level',
  // `q` is the label search here, as in every view with a search box.
  fdr: 'fdr',
  minCount: 'min_count',
  significantOnly: 'significant',
  columns: 'cols',
} as const;

/**
 * The selection as [key, value] pairs (keys prefixed, values raw, not yet
 * URI-encoded), leaving out everything equal to its default (an option's: `kind`'s served one).
 */
export function selectionToParams(sel: Selection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  const put = (key: string, value: string | number | null) => putParam(out, key, value);
  putOptionParam(out, K.metric, sel.metric, kind);
  put(K.a, sel.a);
  put(K.b, sel.b);
  putOptionParam(out, K.rankBy, sel.rankBy, kind);
  putOptionParam(out, K.level, sel.level, kind);
  putOptionParam(out, K.fdr, sel.fdr, kind);
  if (sel.minCount !== null) put(K.minCount, sel.minCount);
  if (sel.significantOnly) put(K.significantOnly, 1);
  if (sel.sort !== defaultSort(sel.rankBy) || sel.dir !== 'desc') {
    put(K.sort, sel.sort);
    put(K.dir, sel.dir);
  }
  put(K.search, sel.search);
  put(K.gapMin, sel.gap[0]);
  put(K.gapMax, sel.gap[1]);
  put(K.countMin, sel.count[0]);
  put(K.countMax, sel.count[1]);
  if (sel.topK !== DEFAULT_TOP_K) put(K.topK, sel.topK);
  if (sel.columns !== ASSOCIATION_VIEW_DEFAULTS.columns) put(K.columns, sel.columns);
  return out;
}

/** What links written before `rank_by` was `signed` call it. */
const OLD_SIGNED = 'gap';

/** A ranking of the hash that `kind`'s `rank_by` option takes (an old link's `gap` is `signed`), else null. */
export function parseRankBy(s: string | undefined, kind: KindDeclaration | null): RankBy | null {
  const v = s === OLD_SIGNED ? 'signed' : s;
  return optionValid(kind, 'rank_by', v) ? (v as RankBy) : null;
}

function parseTopK(s: string | undefined): number {
  const v = parseNumber(s);
  return v !== null && Number.isSafeInteger(v) && v >= 1 ? v : DEFAULT_TOP_K;
}

/**
 * The selection held by hash parameters (keys prefixed). Unknown keys are
 * ignored and malformed values (and values `kind`'s options do not take) fall
 * back to their defaults, so a hand-edited or truncated URL never breaks the page.
 */
export function selectionFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): Selection {
  const m = ownParams(params);
  const str = (key: string) => {
    const v = m.get(key);
    return v === undefined || v === '' ? null : v;
  };
  const sel = defaultSelection(kind);
  sel.metric = textOrDefault(kind, 'metric', str(K.metric));
  sel.a = str(K.a);
  sel.b = str(K.b);
  sel.rankBy = parseRankBy(m.get(K.rankBy), kind) ?? sel.rankBy;
  sel.sort = defaultSort(sel.rankBy);
  sel.level = numberOrDefault(kind, 'level', parseNumber(m.get(K.level)));
  sel.fdr = numberOrDefault(kind, 'fdr', parseNumber(m.get(K.fdr)));
  const minCount = parseNumber(m.get(K.minCount));
  if (optionValid(kind, 'min_count', minCount)) sel.minCount = minCount;
  sel.significantOnly = m.get(K.significantOnly) === '1';
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
  const columns = m.get(K.columns);
  if ((COLUMNS_MODES as readonly (string | undefined)[]).includes(columns)) sel.columns = columns as ColumnsMode;
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
    if (significantOnly && significant[i] !== true) continue;
    out[n++] = i;
  }
  return out.slice(0, n);
}

// ---------------------------------------------------------------------------
// Column heads: plain words; the code name and a definition in the tooltip

/** What the heads name: identities A and B (B: "rest" for one-vs-rest) and the metric. */
export interface HeadNames {
  a: string;
  b: string;
  metric: string;
  /** The metric in words (the response's `metrics` title), or ''. */
  metricTitle?: string;
}

/** A column head: its name and second line as shown, and its tooltip (before ". Click to sort."). */
export interface ColumnHead {
  name: string;
  sub: string;
  title: string;
}

/**
 * The head of a column of the association table (`bound` is the interval column,
 * `significant` the ★ mark), in plain words; the tooltip says the column's code name
 * (the CSV's) and what it holds.
 */
export function associationHead(column: Column | 'significant', names: HeadNames, level: number, fdr: number): ColumnHead {
  const {a, b, metric} = names;
  const what = names.metricTitle ? `${names.metricTitle}, ` : 'the metric ';
  const head = (name: string, sub: string, definition: string): ColumnHead => ({
    name,
    sub,
    title: headTitle(name, column, definition),
  });
  switch (column) {
    case 'label':
      return head('label', '', 'the predicted label y');
    case 'count':
      return head('count', 'c(y)', 'c(y), the examples where the label is predicted');
    case 'count_a':
      return head('with A', a, `c(a, y), the examples with identity A (${a}) and the label`);
    case 'count_b':
      return head(
        'with B',
        b,
        `c(b, y), the examples with ${b === 'rest' ? 'the other identities (B: rest)' : `identity B (${b})`} and the label`,
      );
    case 'value_a':
      return head(`${metric} A`, `${metric}(${a})`, `${metric}(${a}, y): ${what}for identity A and the label`);
    case 'value_b':
      return head(`${metric} B`, `${metric}(${b})`, `${metric}(${b}, y): ${what}for identity B and the label`);
    case 'gap':
      return head('gap', 'A \u2212 B', `${metric}(${a}, y) \u2212 ${metric}(${b}, y)`);
    case 'bound':
      return head(
        'interval',
        `${formatRate(level)} \u00b7 by bound`,
        `the gap's ${formatRate(level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`,
      );
    case 'p_value':
      return head('p', 'gap = 0', 'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');
    case 'significant':
      return head('\u2605', '', `significant after Benjamini-Hochberg at FDR ${formatRate(fdr)}`);
  }
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
 * order, into a plain string array (the regex then reads them in memory order, not
 * through the row indices), and the matches of the last patterns are kept as
 * positions in that order: a pattern seen before (deleting back to it) is not scanned
 * again, and one that only narrows a kept plain-text pattern (`narrowsSearch`: typing
 * on) scans only that pattern's matches. The result is the same as testing every label.
 */
export class LabelSearch {
  readonly order: Int32Array;
  private readonly labels: string[];
  private readonly kept = new Map<string, Int32Array>();
  private all: number[] | null = null;

  constructor(table: Table, order: Int32Array) {
    this.order = order;
    const labels = table.columns.label;
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
    if (regex === null && !ranged) {
      if (this.all === null) {
        this.all = new Array<number>(order.length);
        for (let k = 0; k < order.length; k++) this.all[k] = order[k];
      }
      return this.all;
    }
    // Arrays sized up front, filled by index: several times faster than push at 100,000 rows.
    if (regex === null) {
      const out = new Array<number>(order.length);
      let n = 0;
      for (let k = 0; k < order.length; k++) if (this.keep(table, order[k], gap, count, significantOnly)) out[n++] = order[k];
      out.length = n;
      return out;
    }
    const pos = this.positions(pattern, regex);
    const out = new Array<number>(pos.length);
    if (!ranged) {
      for (let j = 0; j < pos.length; j++) out[j] = order[pos[j]];
      return out;
    }
    let n = 0;
    for (let j = 0; j < pos.length; j++) {
      const i = order[pos[j]];
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
      (!significantOnly || table.columns.significant[i] === true)
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

// ---------------------------------------------------------------------------
// The keyboard in a table of rows

/**
 * Where a key moves the selected row of a table of `n` rows (positions 0 to n − 1):
 * ArrowDown / ArrowUp one row, PageDown / PageUp `page` rows, Home / End the first or
 * last; from no selection, a move selects the first row (the last for End). null for
 * any other key, and when there is no row.
 */
export function moveCursor(key: string, pos: number | null, n: number, page: number): number | null {
  if (n <= 0) return null;
  const step = Math.max(1, Math.floor(page));
  const clamp = (p: number) => Math.min(n - 1, Math.max(0, p));
  switch (key) {
    case 'ArrowDown':
      return pos === null ? 0 : clamp(pos + 1);
    case 'ArrowUp':
      return pos === null ? 0 : clamp(pos - 1);
    case 'PageDown':
      return pos === null ? 0 : clamp(pos + step);
    case 'PageUp':
      return pos === null ? 0 : clamp(pos - step);
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return null;
  }
}

/**
 * The scrollTop that brings the row at `pos` (rows `rowHeight` px high, from the top of
 * the scrolled content) fully into a view `view` px high whose top `head` px are covered
 * by a sticky header; `top` unchanged when the row is in view already.
 */
export function scrollToRow(pos: number, rowHeight: number, top: number, view: number, head: number): number {
  const y0 = pos * rowHeight;
  const y1 = y0 + rowHeight;
  const body = Math.max(rowHeight, view - head);
  if (y0 < top) return y0;
  if (y1 > top + body) return y1 - body;
  return top;
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
export function gapHistogram(table: Table, rows: ArrayLike<number>, bins?: number): Histogram {
  const finite: number[] = [];
  const nonFinite: NonFinite = {posInf: 0, negInf: 0, undefined: 0};
  for (let k = 0; k < rows.length; k++) {
    const v = cellKey(table, 'gap', rows[k]);
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
export function countDistribution(table: Table, rows: ArrayLike<number>, k: number, bins?: number): CountDistribution {
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

// ---------------------------------------------------------------------------
// Statistical trust: intervals, p-values, significance (docs/http_api.md)

/** The statistics part of a response the legend and the cells read. */
export type Stats = Pick<
  AssociationsResponse,
  'level' | 'fdr' | 'min_count' | 'overlap_known' | 'significant' | 'insufficient' | 'rows'
> & {
  columns: Pick<AssociationsResponse['columns'], 'p_value'>;
};

/** A level or rate as a percentage without trailing zeros: 0.95 reads 95%, 0.025 reads 2.5%. */
export function formatRate(v: number): string {
  return `${Number((v * 100).toPrecision(4))}%`;
}

function minus(s: string): string {
  return s.replace(/^-/, '\u2212').replace(/e-/, 'e\u2212');
}

// formatPValue lives in format.ts (every view's p-values); re-exported for this view's modules.
export {formatPValue};

/** An interval limit with 3 significant digits (exponent form for very small or large magnitudes). */
export function formatLimit(v: number): string {
  if (v === 0) return '0';
  const a = Math.abs(v);
  if (a >= 1e-3 && a < 1e5) return minus(String(Number(v.toPrecision(3))));
  const [m, e] = v.toExponential(2).split('e');
  return minus(`${Number(m)}e${Number(e)}`);
}

/** "[0.39, 0.47]" */
export function formatInterval(lower: number, upper: number): string {
  return `[${formatLimit(lower)}, ${formatLimit(upper)}]`;
}

/** Why a row is greyed. */
export function insufficientReason(minCount: number): string {
  return `Insufficient: label seen fewer than ${minCount} times (or an identity is)`;
}

/** What the interval, p-value and significance cells of one row show. */
export interface StatsCell {
  /** The interval, or null when undefined. */
  interval: [number, number] | null;
  /** "[0.39, 0.47]", "undefined". */
  intervalText: string;
  /** Why the interval is undefined (null when defined). */
  intervalReason: string | null;
  p: number | null;
  /** "<1e-6", "0.012", "—" (insufficient), "undefined". */
  pText: string;
  /** The p-value cell's tooltip. */
  pTitle: string;
  bound: number | null;
  significant: boolean;
  insufficient: boolean;
}

/** The interval, p-value and mark of row i. */
export function statsCell(table: Table, i: number, minCount: number): StatsCell {
  const c = table.columns;
  const lower = c.lower[i];
  const upper = c.upper[i];
  const defined = typeof lower === 'number' && typeof upper === 'number' && Number.isFinite(lower) && Number.isFinite(upper);
  const gapState = table.states.gap[i];
  const gapFinite = typeof c.gap[i] === 'number' && Number.isFinite(c.gap[i]);
  const finiteEnd = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  // An infinite gap (a zero count, log metrics) has an interval open on its infinite side.
  const halfOpen =
    gapState === '+inf' && finiteEnd(lower)
      ? `[${formatLimit(lower)}, +\u221e)`
      : gapState === '-inf' && finiteEnd(upper)
        ? `(\u2212\u221e, ${formatLimit(upper)}]`
        : null;
  let intervalReason: string | null = null;
  if (!defined) {
    if (halfOpen !== null) intervalReason = 'The gap is infinite (a count of zero): its interval is open on that side';
    else if (gapState === '+inf' || gapState === '-inf') intervalReason = 'Undefined: the gap is infinite, so it has no interval';
    else if (!gapFinite) intervalReason = 'Undefined: the gap itself is undefined';
    else intervalReason = 'Undefined: no variance (the standard error of the gap is zero or undefined)';
  }
  const insufficient = c.insufficient[i] === true;
  const p = c.p_value[i];
  const hasP = typeof p === 'number' && Number.isFinite(p);
  let pText: string;
  let pTitle: string;
  if (hasP) {
    pText = formatPValue(p);
    pTitle = `p = ${p} (two-sided, for gap = 0)`;
  } else if (insufficient) {
    pText = '\u2014';
    pTitle = insufficientReason(minCount);
  } else if (intervalReason !== null) {
    pText = 'undefined';
    pTitle = intervalReason;
  } else {
    pText = '\u2014';
    pTitle = 'No p-value';
  }
  const b = c.bound[i];
  return {
    interval: defined ? [lower, upper] : null,
    intervalText: defined ? formatInterval(lower, upper) : (halfOpen ?? 'undefined'),
    intervalReason,
    p: hasP ? p : null,
    pText,
    pTitle,
    bound: typeof b === 'number' && Number.isFinite(b) ? b : null,
    significant: c.significant[i] === true,
    insufficient,
  };
}

/** The value at quantile q (0..1) of sorted values. */
function quantile(sorted: Float64Array, q: number): number {
  const k = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[k];
}

/**
 * The x domain of the whiskers, shared by the whole column so whiskers compare
 * across rows and do not move while scrolling: from the 2.5th percentile of the
 * lower limits to the 97.5th of the upper limits, always including 0, over the
 * sufficient rows (the insufficient ones, few examples, have the widest
 * intervals; they are greyed and clipped). A few extreme intervals are
 * clipped at the edges rather than squashing the rest.
 */
export function intervalDomain(table: Table): [number, number] {
  const collect = (sufficientOnly: boolean) => {
    const lows: number[] = [];
    const highs: number[] = [];
    const {lower, upper, insufficient} = table.columns;
    for (let i = 0; i < table.rows; i++) {
      if (sufficientOnly && insufficient[i] === true) continue;
      const lo = lower[i];
      const hi = upper[i];
      if (typeof lo === 'number' && typeof hi === 'number' && Number.isFinite(lo) && Number.isFinite(hi)) {
        lows.push(lo);
        highs.push(hi);
      }
    }
    return [lows, highs];
  };
  let [lows, highs] = collect(true);
  if (lows.length === 0) [lows, highs] = collect(false);
  if (lows.length === 0) return [-1, 1];
  const l = Float64Array.from(lows).sort();
  const h = Float64Array.from(highs).sort();
  const tail = lows.length >= 50 ? 0.025 : 0;
  let lo = Math.min(0, quantile(l, tail));
  let hi = Math.max(0, quantile(h, 1 - tail));
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  return [lo, hi];
}

export interface Legend {
  /** "Whiskers: the gap's 95% interval …" */
  interval: string;
  /** "★ significant after Benjamini-Hochberg at FDR 5% (3 of 120 rows with a p-value)" */
  significance: string;
  /** "Grey: insufficient (4 rows, fewer than 10 examples …)" */
  insufficient: string;
  /** The warning of reports written before version 2; null for newer ones. */
  overlap: string | null;
}

/** The legend line under the controls: what whiskers, ★ and grey mean for this response. */
export function legend(r: Stats): Legend {
  let tested = 0;
  for (const p of r.columns.p_value) if (typeof p === 'number' && Number.isFinite(p)) tested++;
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  return {
    interval: `Whiskers: the gap's ${formatRate(r.level)} interval (delta method / Newcombe, see the docs)`,
    significance: `\u2605 significant after Benjamini-Hochberg at FDR ${formatRate(r.fdr)} (${r.significant} of ${rows(tested)} with a p-value)`,
    insufficient: `grey: insufficient (${rows(r.insufficient)}: the label or an identity seen fewer than ${r.min_count} times; no p-value)`,
    overlap: r.overlap_known ? null : 'This report was written before version 2: intervals assume the identities never overlap',
  };
}

// ---------------------------------------------------------------------------
// The CSV: the `table` route's ranked-gap table

/**
 * The `table` route's options of the table shown: everything the response answered
 * (metric, identities, statistics and ranking), so the CSV holds the same rows, in the
 * server's order (every row: the search and filters are the browser's).
 */
export function associationsTableOptions(
  r: Pick<AssociationsResponse, 'metric' | 'a' | 'b' | 'level' | 'fdr' | 'min_count' | 'rank_by'>,
): Record<string, string> {
  const out: Record<string, string> = {metric: r.metric, a: r.a};
  if (r.b !== null) out.b = r.b;
  out.rank_by = r.rank_by;
  out.min_count = String(r.min_count);
  out.level = String(r.level);
  out.fdr = String(r.fdr);
  return out;
}
