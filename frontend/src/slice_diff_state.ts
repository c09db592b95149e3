/**
 * The pure state of compare mode's slices panel (views/slice_diff_panel.ts): which of report
 * B's worst slices (intersections of the attributes' values, `gender=f & skin=darker`)
 * appeared or worsened since report A, from `GET slice_diff`, for kinds that keep joint cells
 * (a report written with `slices=True`). Its selection is the Worst slices panel's
 * (slices_state.ts SlicesSelection: metric, class, max attributes, min size, how many, the
 * slice charted) plus the table's own (its sort and whether every listed slice is shown);
 * in compare mode's hash they live under compare's prefix (`fairness_cmp_slice_*`), so a
 * reload or a shared link brings them back to compare, not to the report view. Here too: the
 * route's parameters, the rows (an undefined number is null: "—", never 0 or NaN), the
 * default filter (appeared or worsened), their order, and the sentence over the table, worded
 * from the very numbers the table shows. Slice names are the report's text: strings here,
 * for text bindings only. No DOM, no network: unit-tested under node.
 */
import type {KindOptions, SliceDiffParams} from './api.js';
import {countOf, formatCount, formatValue, pText} from './format.js';
import {COMPARE_PREFIX} from './modes_state.js';
import {metricWords, predicatesOf, slicesFromParams, slicesToParams, type SlicesContext, type SlicesSelection} from './slices_state.js';
import {HASH_PREFIX, ownParams, putParam, type Params, type SortDir} from './state.js';
import type {KindDeclaration} from './types.js';
import {VERDICT_TEXT, type Verdict} from './types_across_reports.js';
import type {SliceDiffTable, SlicePredicate} from './types_slices.js';

// ---------------------------------------------------------------------------
// The route

/** A side of the comparison: a run at a step (null: its latest). */
export interface SliceDiffSide {
  run: string;
  step: number | null;
}

/** The options of compare's that the slices are read at: a binary report's label and threshold, and the verdicts' FDR and level (the comparison's own). */
export const CONTEXT_OPTIONS = ['label', 'threshold', 'fdr', 'level'] as const;

/** The slices' context among compare's options: its label and threshold when it has them (else {}). */
export function contextOf(options: KindOptions): SlicesContext {
  const out: SlicesContext = {};
  for (const name of CONTEXT_OPTIONS) {
    const v = options[name];
    if (v !== undefined && v !== '') out[name] = v;
  }
  return out;
}

/** `slice_diff`'s parameters: B's worst slices (under the selection and the context) looked up in A. */
export function sliceDiffParams(
  a: SliceDiffSide,
  b: SliceDiffSide,
  tag: string,
  sel: SlicesSelection,
  context: SlicesContext = {},
): SliceDiffParams {
  return {
    tag,
    run: a.run,
    step: a.step,
    vs_run: b.run,
    vs_step: b.step,
    options: {
      ...context,
      metric: sel.metric,
      class_name: sel.className,
      max_level: sel.maxLevel,
      min_size: sel.minSize,
      k: sel.k,
    },
  };
}

// ---------------------------------------------------------------------------
// The table's own selection, and the hash keys

/** The columns of the table, each sortable; `rank` is B's ranking (its worst slice first). */
export const SLICE_DIFF_COLUMNS = ['rank', 'slice', 'size', 'value', 'gap_a', 'gap_b', 'change', 'verdict', 'appeared'] as const;
export type SliceDiffColumn = (typeof SLICE_DIFF_COLUMNS)[number];

export interface SliceDiffView {
  sort: SliceDiffColumn;
  dir: SortDir;
  /** Every slice B lists; false: only those that appeared or worsened (the default). */
  all: boolean;
}

const K = {sort: 'slice_diff_sort', dir: 'slice_diff_dir', all: 'slice_diff_all'} as const;

export function defaultSliceDiffView(): SliceDiffView {
  return {sort: 'rank', dir: 'asc', all: false};
}

/** The direction a column starts in: the worse first (B's rank, names A to Z, the larger harm, worsened, appeared). */
export function sliceDiffDefaultDir(column: SliceDiffColumn, higherIsWorse = true): SortDir {
  if (column === 'rank' || column === 'slice' || column === 'verdict') return 'asc';
  if (column === 'value' || column === 'gap_a' || column === 'gap_b') return higherIsWorse ? 'desc' : 'asc';
  return 'desc';
}

/** The table's selection the (panel's) hash keys name; anything else is its default. */
export function sliceDiffViewFromParams(params: Iterable<[string, string]>): SliceDiffView {
  const m = ownParams(params);
  const view = defaultSliceDiffView();
  const sort = m.get(K.sort);
  if (sort !== undefined && (SLICE_DIFF_COLUMNS as readonly string[]).includes(sort)) {
    view.sort = sort as SliceDiffColumn;
    const dir = m.get(K.dir);
    view.dir = dir === 'asc' || dir === 'desc' ? dir : sliceDiffDefaultDir(view.sort);
  }
  view.all = m.get(K.all) === '1';
  return view;
}

/** The table's selection as prefixed hash keys, defaults left out. */
export function sliceDiffViewToParams(view: SliceDiffView): Params {
  const out: Params = [];
  if (view.sort !== 'rank' || view.dir !== 'asc') {
    putParam(out, K.sort, view.sort);
    putParam(out, K.dir, view.dir);
  }
  if (view.all) putParam(out, K.all, '1');
  return out;
}

/**
 * What the panel says with `view-params`: the Worst slices keys of its selection
 * (slicesToParams; the report table's sort is not the panel's) and its table's own.
 */
export function sliceDiffPanelParams(sel: SlicesSelection, view: SliceDiffView, kind: KindDeclaration | null): Params {
  return [...slicesToParams({...sel, sort: 'rank', dir: 'asc'}, kind), ...sliceDiffViewToParams(view)];
}

const SLICE_HEAD = `${HASH_PREFIX}slice`;
const COMPARE_SLICE_HEAD = `${HASH_PREFIX}${COMPARE_PREFIX}slice`;

/**
 * The panel's keys inside compare's (`fairness_slice_k` → `fairness_cmp_slice_k`): the app files
 * a hash key under the mode its prefix names, so only then does a reload give them to compare
 * (and never to the report view's own Worst slices panel).
 */
export function toCompareKeys(params: Params): Params {
  return params
    .filter(([k]) => k.startsWith(SLICE_HEAD))
    .map(([k, v]) => [COMPARE_SLICE_HEAD + k.slice(SLICE_HEAD.length), v] as [string, string]);
}

/** The panel's keys among compare's hash parameters, as the panel spells them (toCompareKeys undone). */
export function fromCompareKeys(params: Iterable<[string, string]>): Params {
  const out: Params = [];
  for (const [k, v] of params) if (k.startsWith(COMPARE_SLICE_HEAD)) out.push([SLICE_HEAD + k.slice(COMPARE_SLICE_HEAD.length), v]);
  return out;
}

/** What compare hands the panel when it mounts: the panel's keys of compare's hash, read and written back (invalid values dropped). */
export function compareSliceParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): Params {
  const own = fromCompareKeys(params);
  return sliceDiffPanelParams(slicesFromParams(own, kind), sliceDiffViewFromParams(own), kind);
}

// ---------------------------------------------------------------------------
// The rows

/** One of B's worst slices against A, typed (numbers null when undefined). */
export interface SliceChange {
  /** B's rank, 1 for its worst slice. */
  rank: number;
  slice: string;
  predicates: SlicePredicate[];
  sizeA: number | null;
  valueA: number | null;
  gapA: number | null;
  lowerA: number | null;
  upperA: number | null;
  sizeB: number | null;
  valueB: number | null;
  gapB: number | null;
  lowerB: number | null;
  upperB: number | null;
  /** The change of the harm (the gap in the worse direction) from A to B, and its interval: positive is worse. */
  change: number | null;
  lower: number | null;
  upper: number | null;
  p: number | null;
  q: number | null;
  verdict: Verdict;
  appeared: boolean;
  /** A had nobody in the slice (its numbers are all undefined). */
  absentA: boolean;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The rows of an answer, in B's ranking; an undefined number (null, NaN, absent) is null. */
export function sliceDiffRows(r: SliceDiffTable): SliceChange[] {
  return r.rows.map((x, i) => {
    const sizeA = num(x.size_a);
    return {
      rank: i + 1,
      slice: x.slice,
      predicates: predicatesOf(x.slice),
      sizeA,
      valueA: num(x.value_a),
      gapA: num(x.gap_a),
      lowerA: num(x.lower_a),
      upperA: num(x.upper_a),
      sizeB: num(x.size_b),
      valueB: num(x.value_b),
      gapB: num(x.gap_b),
      lowerB: num(x.lower_b),
      upperB: num(x.upper_b),
      change: num(x.change),
      lower: num(x.lower),
      upper: num(x.upper),
      p: num(x.p_value),
      q: num(x.q_value),
      verdict: x.verdict,
      appeared: x.appeared === true,
      absentA: sizeA === 0 || sizeA === null,
    };
  });
}

/** Whether the default filter keeps a row: the slice appeared, or worsened. */
export function flagged(row: SliceChange): boolean {
  return row.appeared || row.verdict === 'worsened';
}

/** The rows shown: every one (`all`), else those that appeared or worsened, in the order given. */
export function filterSliceDiffRows(rows: readonly SliceChange[], all: boolean): SliceChange[] {
  return all ? [...rows] : rows.filter(flagged);
}

/** The verdicts from the worse to the better: worsened first when sorted ascending. */
const VERDICT_ORDER: Readonly<Record<Verdict, number>> = {
  worsened: 0,
  no_significant_change: 1,
  undetermined: 2,
  improved: 3,
};

function sortKey(row: SliceChange, column: SliceDiffColumn): number | string | null {
  switch (column) {
    case 'rank':
      return row.rank;
    case 'slice':
      return row.slice;
    case 'size':
      return row.sizeB;
    case 'value':
      return row.valueB;
    case 'gap_a':
      return row.gapA;
    case 'gap_b':
      return row.gapB;
    case 'change':
      return row.change;
    case 'verdict':
      return VERDICT_ORDER[row.verdict];
    case 'appeared':
      return row.appeared ? 1 : 0;
  }
}

/** The rows sorted by `column` in `dir`, undefined values last either way, ties in B's ranking. */
export function sortSliceDiffRows(rows: readonly SliceChange[], column: SliceDiffColumn, dir: SortDir): SliceChange[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortKey(a, column);
    const y = sortKey(b, column);
    if (x === null || y === null) return x === null && y === null ? a.rank - b.rank : x === null ? 1 : -1;
    const cmp = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return cmp !== 0 ? sign * cmp : a.rank - b.rank;
  });
}

// ---------------------------------------------------------------------------
// The words

/** A share as a percent without trailing zeros: 5%, 2.5%, 95%. */
function sharePercent(v: number): string {
  return `${Number((v * 100).toPrecision(4))}%`;
}

/** Whose slices these are: " among the people of class X", " at threshold 0.5 (label pos)", or ''. */
export function amongText(r: Pick<SliceDiffTable, 'class_name' | 'threshold' | 'label'>): string {
  if (typeof r.class_name === 'string') return ` among the people of class ${r.class_name}`;
  if (r.threshold !== undefined) return ` at threshold ${formatValue(r.threshold)}${r.label !== undefined ? ` (label ${r.label})` : ''}`;
  return '';
}

/**
 * The sentence over the table, from the answer's head (`appeared`, `worsened`) and its rows
 * (`rows.length`: B's worst slices listed): "Among B's 20 worst slices by error rate (up to
 * 3 attributes, at least 50 people): 1 appeared and 3 worsened significantly since A
 * (Benjamini–Hochberg at 5%).", or "None of B's 20 worst slices by error rate appeared or
 * worsened significantly since A." A binary report's adds "at threshold T (label L)".
 */
export function sliceDiffSummary(r: SliceDiffTable, rows: readonly SliceChange[]): string {
  const n = rows.length;
  const metric = `by ${metricWords(r.metric)}`;
  const among = amongText(r);
  const scope = `(up to ${countOf(r.max_level, 'attribute')}, at least ${countOf(r.min_size, 'person', 'people')})`;
  if (n === 0) return `B lists no slice ${metric}${among} ${scope}: nothing to compare with A.`;
  const worst = `B's ${countOf(n, 'worst slice')}`;
  if (r.appeared === 0 && r.worsened === 0) {
    return `None of ${worst} ${metric}${among} appeared or worsened significantly since A.`;
  }
  return (
    `Among ${worst} ${metric} ${scope}${among}: ${formatCount(r.appeared)} appeared and ${formatCount(r.worsened)} ` +
    `worsened significantly since A (Benjamini\u2013Hochberg at ${sharePercent(r.fdr)}).`
  );
}

/** The toggle's label: "show all 20 of B's worst slices". */
export function showAllText(n: number): string {
  return `show all ${formatCount(n)} of B's worst slices`;
}

/** What the "new" badge means, in the legend over the table. */
export const APPEARED_LEGEND = 'appeared: surely worse than everyone else in B, not in A';

/** What "appeared" means in full (the "new" badge's tooltip). */
export const APPEARED_TITLE =
  'appeared: surely worse than everyone else in B (the whole interval of its gap is on the worse side of 0), ' +
  "not in A (A's interval reaches 0, or A had nobody in the slice)";

/** A verdict's tooltip: what it means for the slice, with its q-value. */
export function verdictTitle(row: SliceChange, r: Pick<SliceDiffTable, 'fdr'>): string {
  const q =
    row.q === null ? '' : ` (${pText(row.q).replace(/^p/, 'q')}; Benjamini\u2013Hochberg at ${sharePercent(r.fdr)} over the slices listed)`;
  switch (row.verdict) {
    case 'worsened':
      return `${VERDICT_TEXT.worsened}: the slice's harm grew significantly from A to B${q}`;
    case 'improved':
      return `${VERDICT_TEXT.improved}: the slice's harm shrank significantly from A to B${q}`;
    case 'no_significant_change':
      return `${VERDICT_TEXT.no_significant_change}: the change is within chance${q}; it does not show the harm stayed the same`;
    case 'undetermined':
      return `${VERDICT_TEXT.undetermined}: the harm is undefined in A or B${row.absentA ? ' (A had nobody in the slice)' : ''}`;
  }
}

/** "Showing the 4 slices that appeared or worsened, of B's 20 worst." (or every one). */
export function shownText(shown: number, total: number, all: boolean): string {
  if (all) return `Showing all ${countOf(total, 'slice')} B lists.`;
  return `Showing the ${countOf(shown, 'slice')} that appeared or worsened, of B's ${formatCount(total)} worst.`;
}
