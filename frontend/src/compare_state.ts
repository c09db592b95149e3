/**
 * The pure state of <fairness-compare> (views/compare_view.ts): which two
 * reports are compared (side A and side B: a run and a step each), the extra
 * runs shown as more columns, the sort, the search, the verdict filter and the
 * scatter's brushed rectangle; the table's heads and which of its columns fit;
 * their URL hash parameters (`fairness_cmp_*`); and which reports the sides
 * default to. What is derived from the `diff` route is in compare_rows.ts (the
 * table, sorting, filtering, the scatter's points, the movers) and its words in
 * compare_text.ts. The CSV comes from the server (`diff?...&format=csv`). No
 * DOM, no network: every function here is unit-tested under node.
 */
import {percentText} from './compare_text.js';
import {COMPARE_PREFIX} from './modes_state.js';
import {HASH_PREFIX, ownParams, parseNumber, parseStep, putParam, type Params, type SortDir} from './state.js';
import type {StepInfo} from './types.js';
import {VERDICTS, type Verdict} from './types_across_reports.js';

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
  /** The key whose drill-down is open (report B's row, its groups against A), or null. */
  drill: string | null;
}

/** The server's order: the largest worsening first. */
export const DEFAULT_SORT: SortKey = 'change';
export const DEFAULT_DIR: SortDir = 'desc';

export function defaultCompareSelection(): CompareSelection {
  return {
    a: null,
    b: null,
    also: [],
    sort: DEFAULT_SORT,
    dir: DEFAULT_DIR,
    search: '',
    verdict: null,
    brush: null,
    columns: 'auto',
    drill: null,
  };
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
  /** How the values, biases and changes read (`points`: percentage points; else `value`). */
  format?: string;
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
      'interval',
      168,
      `lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${pct} one on the others.`,
      'FCR / marginal',
    ),
    head(
      'verdict',
      'verdict',
      150,
      `verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${fdr}; q-value at most ${fdr}), else no significant change, or undetermined without a bias on both sides.`,
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
 * the signed values when they repeat the biases (`valuesRepeat`), then as few as make the
 * table fit `width` (px; 0 when not laid out yet: none more), the ranks first.
 */
export function hiddenGroups(heads: readonly CompareHead[], mode: ColumnsMode, width: number, valuesRepeat = false): Set<OptionalGroup> {
  if (mode === 'all') return new Set();
  if (mode === 'essential') return new Set(OPTIONAL_GROUPS);
  // The signed values say nothing the biases do not (a spread, V, a best-minus-worst gap).
  const hidden = new Set<OptionalGroup>(valuesRepeat ? ['values'] : []);
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
  drill: 'drill',
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
  put(K.drill, sel.drill);
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
  sel.drill = str(K.drill);
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
