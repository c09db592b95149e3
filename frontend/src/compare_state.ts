/**
 * The pure state of <fairness-compare> (views/compare_view.ts): which two
 * reports are compared (side A and side B: a run and a step each), the extra
 * runs shown as more columns, the sort, the search, the verdict filter and the
 * scatter's brushed rectangle; their URL hash parameters (`fairness_cmp_*`);
 * and what is derived from the `diff` route (the size of the bias per row, A
 * against B, with a verdict): sorting (nulls last), filtering (search, brush,
 * verdict), the worsened and improved lists, the multi-run join, the one-line
 * summary and the texts of the headline cards. The CSV comes from the server
 * (`diff?...&format=csv`). No DOM, no network: every function here is
 * unit-tested under node.
 */
import {formatCount, formatPercent, formatValue} from './format.js';
import {COMPARE_PREFIX} from './modes_state.js';
import {HASH_PREFIX, ownParams, parseNumber, parseStep, putParam, type Params, type SortDir} from './state.js';
import {
  VERDICTS,
  type DiffColumns,
  type DiffExtreme,
  type DiffHeadline,
  type DiffResponse,
  type DiffSummary,
  type KindDeclaration,
  type StepInfo,
  type Verdict,
} from './types.js';

/** One side of the comparison: a run's report under the tag, at a step (null: the latest). */
export interface Side {
  run: string;
  step: number | null;
}

/** A rectangle of the A-vs-B scatter, in bias units (inclusive): `a` on x, `b` on y. */
export interface Brush {
  a: [number, number];
  b: [number, number];
}

/** The columns of the table (the `diff` columns it shows), in display order. */
export const COMPARE_COLUMNS = [
  'key',
  'value_a',
  'value_b',
  'bias_a',
  'bias_b',
  'change',
  'verdict',
  'rank_a',
  'rank_b',
  'movement',
] as const;
export type CompareColumn = (typeof COMPARE_COLUMNS)[number];
type NumericColumn = Exclude<CompareColumn, 'key' | 'verdict'>;

/** The sort key of an extra run's column (its bias). */
export const ALSO_SORT = 'also:';
/** A column of the table: one of COMPARE_COLUMNS, or `also:<run>` (an extra run's bias). */
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
  /** Only the rows with this verdict; null: all of them. */
  verdict: Verdict | null;
  /** The scatter's brushed rectangle; null: no brush. */
  brush: Brush | null;
  /** Which columns the table shows (see `ColumnsMode`). */
  columns: ColumnsMode;
}

/** The server's order: the largest worsening first. */
export const DEFAULT_SORT: SortKey = 'change';
export const DEFAULT_DIR: SortDir = 'desc';

export function defaultCompareSelection(): CompareSelection {
  return {a: null, b: null, also: [], sort: DEFAULT_SORT, dir: DEFAULT_DIR, search: '', verdict: null, brush: null, columns: 'auto'};
}

/**
 * The direction a column sorts in when its header is first clicked: keys A-Z, ranks from 1,
 * verdicts worsened first (the order of VERDICTS), values largest first.
 */
export function defaultDir(column: SortKey): SortDir {
  return column === 'key' || column === 'rank_a' || column === 'rank_b' || column === 'verdict' ? 'asc' : 'desc';
}

export function isVerdict(s: unknown): s is Verdict {
  return (VERDICTS as readonly unknown[]).includes(s);
}

export function isSortKey(s: string): s is SortKey {
  return (COMPARE_COLUMNS as readonly string[]).includes(s) || (s.startsWith(ALSO_SORT) && s.length > ALSO_SORT.length);
}

// ---------------------------------------------------------------------------
// The table's columns: heads, widths, and which of them fit

/**
 * Which columns the table shows: `all`; `essential`, only those that answer "better or
 * worse?" (the key, the bias in A and B, the change, its interval, the verdict, and the
 * extra runs asked for); `auto`, the essential ones and the others that fit the table's
 * width (the ranks go first, then the signed values). The CSV always has every column.
 */
export type ColumnsMode = 'auto' | 'all' | 'essential';
export const COLUMNS_MODES: readonly ColumnsMode[] = ['auto', 'all', 'essential'];

/** The columns a narrow table may leave out, by group, in the order they go. */
export type OptionalGroup = 'ranks' | 'values';
export const OPTIONAL_GROUPS: readonly OptionalGroup[] = ['ranks', 'values'];

/** What the heads say: the names of the diff and the two reports. */
export interface HeadNames {
  /** The signed value (gap, cramers_v, ...). */
  value: string;
  /** The size of the bias (|gap|, ...). */
  bias: string;
  /** The reports, as `run @ step`. */
  a: string;
  b: string;
  /** What a row is (label, class...). */
  noun: string;
  /** The level of the intervals and the FDR of the verdicts. */
  level: number;
  fdr: number;
}

/** The interval of the change: a head that does not sort (its cells are the change's `lower`, `upper`). */
export const INTERVAL_COLUMN = 'interval';

/** One head of the table, in display order. */
export interface CompareHead {
  key: SortKey | typeof INTERVAL_COLUMN;
  /** Plain words, never cut: the column is as wide as its name needs (`width`). */
  name: string;
  /** The second line (the report of a side...), which may be cut (`title` has it whole); '' for none. */
  sub: string;
  /** The tooltip: the code name (the CSV column) and what it means, in a sentence. */
  title: string;
  /** Pixels; the key's is its minimum (it takes what is left). */
  width: number;
  /** The group a narrow table may leave out, or null (always shown). */
  group: OptionalGroup | null;
}

/** The widest a column grows for its name (an extra run's long name is cut, whole in its tooltip). */
const MAX_HEAD_WIDTH = 180;
/** The key column's minimum width, px. */
export const KEY_MIN_WIDTH = 150;

/**
 * The width a head's name needs, px: its characters at the table's 13 px medium weight
 * (≈7.4 px each, generously), its padding and sort arrow; at least `min`.
 */
export function headWidth(name: string, min: number): number {
  return Math.max(min, Math.ceil(name.length * 7.4) + 30);
}

/** The heads of the table (the extra runs' last), with their widths and tooltips. */
export function compareHeads(n: HeadNames, extras: readonly string[] = []): CompareHead[] {
  const {value, bias, a, b, noun} = n;
  const pct = percentText(n.level);
  const fdr = percentText(n.fdr);
  const head = (
    key: CompareHead['key'],
    name: string,
    min: number,
    title: string,
    sub = '',
    group: OptionalGroup | null = null,
  ): CompareHead => ({key, name, sub, title, width: key === 'key' ? min : Math.min(MAX_HEAD_WIDTH, headWidth(name, min)), group});
  return [
    head('key', noun, KEY_MIN_WIDTH, `key: the ${noun} of the row, as named in both reports.`),
    head('value_a', `${value} A`, 84, `value_a: ${value} in report A (${a}), signed.`, a, 'values'),
    head('value_b', `${value} B`, 84, `value_b: ${value} in report B (${b}), signed.`, b, 'values'),
    head('bias_a', `${bias} A`, 84, `bias_a: the size of the bias (${bias}) in report A (${a}); lower is better.`, a),
    head('bias_b', `${bias} B`, 84, `bias_b: the size of the bias (${bias}) in report B (${b}); lower is better.`, b),
    head('change', 'change', 84, 'change: bias_b − bias_a, positive when the bias grew from A to B.', 'B − A'),
    head(
      INTERVAL_COLUMN,
      `${pct} interval`,
      136,
      `lower, upper: the ${pct} interval of the change (MOVER, from the two sides' intervals); it excludes 0 when the change is clear.`,
      'of the change',
    ),
    head(
      'verdict',
      'verdict',
      108,
      `verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${fdr}), else unchanged, or undetermined without a bias on both sides.`,
      `FDR ${fdr}`,
    ),
    head('rank_a', 'rank A', 72, `rank_a: the row's rank by ${bias} in report A (1: the largest bias).`, '1 = largest', 'ranks'),
    head('rank_b', 'rank B', 72, `rank_b: the row's rank by ${bias} in report B (1: the largest bias).`, '1 = largest', 'ranks'),
    head(
      'movement',
      'movement',
      92,
      'movement: rank_a − rank_b, positive when the row rose (its bias ranks higher) in B.',
      'rank A − B',
      'ranks',
    ),
    ...extras.map((run) =>
      head(
        `${ALSO_SORT}${run}` as SortKey,
        run,
        96,
        `${bias} in the latest report of run ${run} (an extra run: not in the CSV).`,
        `${bias}, latest`,
      ),
    ),
  ];
}

/** The table's minimum width, px, without the groups `hidden`. */
export function tableWidth(heads: readonly CompareHead[], hidden: ReadonlySet<OptionalGroup> = new Set()): number {
  return heads.reduce((w, h) => w + (h.group !== null && hidden.has(h.group) ? 0 : h.width), 0);
}

/**
 * The groups of columns left out: none for `all`, every one for `essential`; for `auto`,
 * as few as make the table fit `width` (px; 0 when not laid out yet: none), the ranks first.
 */
export function hiddenGroups(heads: readonly CompareHead[], mode: ColumnsMode, width: number): Set<OptionalGroup> {
  if (mode === 'all') return new Set();
  if (mode === 'essential') return new Set(OPTIONAL_GROUPS);
  const hidden = new Set<OptionalGroup>();
  if (width <= 0) return hidden;
  for (const g of OPTIONAL_GROUPS) {
    if (tableWidth(heads, hidden) <= width) break;
    hidden.add(g);
  }
  return hidden;
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
  verdict: 'verdict',
  aMin: 'a_min',
  aMax: 'a_max',
  bMin: 'b_min',
  bMax: 'b_max',
  columns: 'columns',
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
  put(K.verdict, sel.verdict);
  if (sel.brush) {
    put(K.aMin, sel.brush.a[0]);
    put(K.aMax, sel.brush.a[1]);
    put(K.bMin, sel.brush.b[0]);
    put(K.bMax, sel.brush.b[1]);
  }
  if (sel.columns !== 'auto') put(K.columns, sel.columns);
  return out;
}

/**
 * The selection held by hash parameters (keys prefixed). Unknown keys are
 * ignored and malformed values fall back to their defaults: a step that is not
 * a non-negative integer is the latest, a brush needs all four finite bounds
 * (each pair is put in order), a sort must name a column (an `also:` column
 * one of the extra runs), a verdict must be one of VERDICTS. Whether the runs exist is resolveSides's business.
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
  const verdict = own(K.verdict);
  if (isVerdict(verdict)) sel.verdict = verdict;
  const bounds = [K.aMin, K.aMax, K.bMin, K.bMax].map((k) => parseNumber(own(k)));
  if (bounds.every((v) => v !== null)) {
    const [a0, a1, b0, b1] = bounds as number[];
    sel.brush = {a: [Math.min(a0, a1), Math.max(a0, a1)], b: [Math.min(b0, b1), Math.max(b0, b1)]};
  }
  const columns = own(K.columns);
  if ((COLUMNS_MODES as readonly (string | undefined)[]).includes(columns)) sel.columns = columns as ColumnsMode;
  return sel;
}

/** The verdict filter once A and B are swapped: what worsened from A to B improved from B to A. */
export function swappedVerdict(v: Verdict | null): Verdict | null {
  return v === 'worsened' ? 'improved' : v === 'improved' ? 'worsened' : v;
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
// The table: the diff columns plus one bias column per extra run

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

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
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

/** The position of each verdict in VERDICTS: the verdict column sorts by it (worsened first). */
const VERDICT_ORDER: Readonly<Record<Verdict, number>> = {worsened: 0, improved: 1, unchanged: 2, undetermined: 3};

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

/** What the table shows: the search (a regex on the key), the brush and the verdict; null or absent: no filter. */
export interface CompareFilter {
  search: RegExp | null;
  brush: Brush | null;
  verdict?: Verdict | null;
}

/** The rows of `order` (kept in that order) that pass `filter`; no filter at all returns `order` itself. */
export function filterCompare(table: CompareTable, order: Int32Array, filter: CompareFilter): Int32Array {
  const {search, brush} = filter;
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
      if (!search.test(c.key[i])) continue;
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

// ---------------------------------------------------------------------------
// The words: the row noun, the summary sentence, the headline cards

/** What a row of the comparison is, singular and plural: label / labels, class / classes. */
export interface RowNoun {
  one: string;
  many: string;
}

function plural(noun: string): string {
  return /(s|x|z|ch|sh)$/.test(noun) ? noun + 'es' : noun + 's';
}

/** The noun of the kind's rows (nothing here names a kind): the diff's `key`, else the key of the kind's declared bias; "row" without either. */
export function rowNoun(decl: KindDeclaration | null, diff?: Pick<DiffResponse, 'key'> | null): RowNoun {
  const word = (v: unknown): v is string => typeof v === 'string' && /^[a-z][a-z ]*$/i.test(v);
  const one = word(diff?.key) ? diff.key : word(decl?.bias?.key) ? decl.bias.key : 'row';
  return {one, many: plural(one)};
}

/** A rate as a short percentage: 0.05 reads 5%, 0.025 reads 2.5%. */
export function percentText(v: number): string {
  return `${Number((v * 100).toPrecision(3))}%`;
}

/** A change with its sign: +0.4, −0.96 (4 significant digits, minus U+2212). */
export function changeText(v: number): string {
  return signed(v, formatValue(v));
}

/** An interval as `[0.21, 0.59]`; '' when either end is undefined. */
export function intervalText(
  lower: number | null | undefined,
  upper: number | null | undefined,
  f: (v: number) => string = formatValue,
): string {
  return finite(lower) && finite(upper) ? `[${f(lower)}, ${f(upper)}]` : '';
}

/** A bias, or — when undefined. */
export function biasText(v: number | null | undefined): string {
  return finite(v) ? formatValue(v) : '\u2014';
}

/** "suit, |gap| 0.12 → 0.52 (+0.4 [0.21, 0.59])": the row's biases read from the columns (when found). */
export function extremeText(r: Pick<DiffResponse, 'columns' | 'bias'>, e: DiffExtreme): string {
  const c = r.columns;
  const i = c.key.indexOf(e.key);
  const sides = i < 0 ? '' : `, ${r.bias} ${biasText(c.bias_a[i])} \u2192 ${biasText(c.bias_b[i])}`;
  const interval = intervalText(e.lower, e.upper);
  return `${e.key}${sides} (${changeText(e.change)}${interval ? ' ' + interval : ''})`;
}

/**
 * The comparison in one line: "B vs A: 3 labels worsened, 5 improved, 120 unchanged, 19
 * undetermined (FDR 5%). Largest regression: suit, |gap| 0.12 → 0.52 (+0.4 [0.21, 0.59])."
 * then the largest improvement the same way; "No regression." when no row worsened.
 */
export function summarySentence(r: Pick<DiffResponse, 'summary' | 'columns' | 'bias' | 'fdr'>, noun: RowNoun): string {
  const s = r.summary;
  const counts =
    `B vs A: ${formatCount(s.worsened)} ${s.worsened === 1 ? noun.one : noun.many} worsened, ${formatCount(s.improved)} improved, ` +
    `${formatCount(s.unchanged)} unchanged, ${formatCount(s.undetermined)} undetermined (FDR ${percentText(r.fdr)}).`;
  const parts = [counts];
  if (s.worsened > 0 && s.largest_regression) parts.push(`Largest regression: ${extremeText(r, s.largest_regression)}.`);
  else if (s.worsened === 0) parts.push('No regression.');
  if (s.improved > 0 && s.largest_improvement) parts.push(`Largest improvement: ${extremeText(r, s.largest_improvement)}.`);
  return parts.join(' ');
}

/** The comparison at a glance, from the rows' verdicts: some worsened and none improved, the reverse, both, or neither. */
export type Overall = 'worse' | 'better' | 'mixed' | 'same';

export function overallVerdict(s: Pick<DiffSummary, 'worsened' | 'improved'>): Overall {
  if (s.worsened > 0) return s.improved > 0 ? 'mixed' : 'worse';
  return s.improved > 0 ? 'better' : 'same';
}

/** What the badge before the summary sentence says. */
export const OVERALL_TEXT: Readonly<Record<Overall, string>> = {
  worse: 'B is worse',
  better: 'B is better',
  mixed: 'Mixed',
  same: 'No significant change',
};

/** A headline number as its `format` says: `percent` 81.3%, `count` 1,204, else 4 significant digits; — when undefined. */
export function headlineValue(format: string, v: number | null | undefined): string {
  if (!finite(v)) return '\u2014';
  if (format === 'percent') return formatPercent(v);
  if (format === 'count') return formatCount(v);
  return formatValue(v);
}

function points(v: number): string {
  return (v * 100).toFixed(1).replace(/^-/, '\u2212');
}

/**
 * A headline's change B − A with its sign and interval: `percent` in percentage points
 * ("+7.0 pp [2.1, 11.9]"), `count` as a count ("+3 [1, 5]"), else a value ("−0.96 [−1.1, −0.8]").
 */
export function headlineChange(h: Pick<DiffHeadline, 'format' | 'change' | 'lower' | 'upper'>): string {
  const v = h.change;
  if (!finite(v)) return '\u2014';
  let text: string;
  let interval: string;
  if (h.format === 'percent') {
    text = signed(v, points(v)) + ' pp';
    interval = intervalText(h.lower, h.upper, points);
  } else if (h.format === 'count') {
    text = signed(v, formatCount(v).replace(/^-/, '\u2212'));
    interval = intervalText(h.lower, h.upper, (x) => formatCount(x).replace(/^-/, '\u2212'));
  } else {
    text = changeText(v);
    interval = intervalText(h.lower, h.upper);
  }
  return interval ? `${text} ${interval}` : text;
}

/** The resolved options of a diff as text: `metric=dp, a=woman, b=man`. */
export function optionsText(options: Record<string, unknown>): string {
  return Object.entries(options)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** A change or movement with its sign: +0.12, −0.3 (`text` is v already formatted). */
export function signed(v: number, text: string): string {
  return v > 0 ? '+' + text : text;
}
