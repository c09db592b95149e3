/**
 * The pure state of the Worst slices panel (views/slices_panel.ts) of a kind that keeps
 * joint cells (a report written with `slices=True`): its selection and hash keys
 * (`fairness_slice_*`, and `fairness_slice` for the slice picked), the parameters of the
 * kind's `<kind>/slices` view route and of `slice_trend`, the rows of the answer and their
 * order, how each number reads (an undefined one is "—", never 0 or NaN), the sentences
 * over the table (worded from the very numbers the table shows, so the two never disagree),
 * and the chart of the picked slice's gap over the steps. Names of attributes, values and
 * classes are the report's own text: they pass through as strings, for text bindings only.
 * No DOM, no network: unit-tested under node.
 */
import type {RouteParams, SliceTrendParams} from './api.js';
import {zoomDomain} from './chart_axes.js';
import {countOf, formatCount, formatPValue, formatPercent, formatValue, pointsNumber, pText} from './format.js';
import {choicesFor, numberDefault, numberOrDefault, optionOf, optionValid, textDefault, textOrDefault} from './kinds_state.js';
import {testedCount, type MarksLegend} from './significance.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params, type SortDir} from './state.js';
import type {KindDeclaration} from './types.js';
import type {TrendFirstWorse} from './types_across_reports.js';
import type {SlicePredicate, SliceTrendResponse, SlicesTable} from './types_slices.js';

/** The kind's view route of the slices: `<kind>/slices`. */
export const SLICES_PATH = 'slices';
/** The table whose choices the panel's options take (`choicesFor`: error_rate is this table's alone). */
export const SLICES_TABLE = 'slices';
/**
 * The panel's metric when the hash names none: the error rate (the share of people predicted
 * as none of their classes), the one rate every slice has whatever its people's classes.
 */
export const PANEL_METRIC = 'error_rate';
/** How the route joins a slice's predicates (`sex=Male & age=45-54`). */
export const SLICE_SEPARATOR = ' & ';

/** Whether the kind declares the slices view (`<kind>/slices` among its `views`): else no panel. */
export function slicesOffered(decl: KindDeclaration | null): boolean {
  return decl !== null && decl.views.includes(`${decl.name}/${SLICES_PATH}`);
}

// ---------------------------------------------------------------------------
// The selection and its hash keys

/** The columns of the table, each sortable; `rank` is the server's ranking (worst first). */
export const SLICE_COLUMNS = [
  'rank',
  'slice',
  'size',
  'value',
  'rest',
  'gap',
  'q_value',
  'significant',
  'folded',
  'error_rate',
  'score',
] as const;
export type SliceColumn = (typeof SLICE_COLUMNS)[number];

export interface SlicesSelection {
  /** The rate the slices are judged by: one of the kind's `metric` choices the slices table takes. */
  metric: string;
  /** One class's people; null: every class's together. */
  className: string | null;
  /** At most this many attributes in a slice (`max_level`). */
  maxLevel: number | null;
  /** At least this many people in a slice (`min_size`); null: the report's min_count. */
  minSize: number | null;
  /** How many of the worst slices to list (`k`). */
  k: number | null;
  /** `gap` or `sliceline` (`scoring`). */
  scoring: string | null;
  /** SliceLine's alpha (sent with sliceline scoring only). */
  alpha: number | null;
  /** The slice whose trend is drawn; null: none. */
  slice: string | null;
  sort: SliceColumn;
  dir: SortDir;
}

const K = {
  metric: 'slice_metric',
  className: 'slice_class',
  maxLevel: 'slice_level',
  minSize: 'slice_min',
  k: 'slice_k',
  scoring: 'slice_scoring',
  alpha: 'slice_alpha',
  slice: 'slice',
  sort: 'slice_sort',
  dir: 'slice_dir',
} as const;

/** The metrics the slices table takes, in the declared order (recall, tnr, error_rate). */
export function sliceMetrics(kind: KindDeclaration | null): string[] {
  const o = optionOf(kind, 'metric');
  return o?.type === 'choice' ? choicesFor(o, SLICES_TABLE) : [];
}

/** The panel's metric by default: the error rate when the kind offers it, else its first. */
export function defaultSliceMetric(kind: KindDeclaration | null): string {
  const metrics = sliceMetrics(kind);
  return metrics.length === 0 || metrics.includes(PANEL_METRIC) ? PANEL_METRIC : metrics[0];
}

/** The selection of a fresh panel: its metric, every class, the served defaults of the options, the server's ranking. */
export function defaultSlicesSelection(kind: KindDeclaration | null): SlicesSelection {
  return {
    metric: defaultSliceMetric(kind),
    className: null,
    maxLevel: numberDefault(kind, 'max_level'),
    minSize: null,
    k: numberDefault(kind, 'k'),
    scoring: textDefault(kind, 'scoring'),
    alpha: numberDefault(kind, 'alpha'),
    slice: null,
    sort: 'rank',
    dir: 'asc',
  };
}

/** Whether rows sorted by `column` start worst first: the higher rate or gap when higher is worse, names A to Z, q-values and the rank low to high. */
export function sliceDefaultDir(column: SliceColumn, higherIsWorse = true): SortDir {
  if (column === 'rank' || column === 'slice' || column === 'q_value') return 'asc';
  if (column === 'value' || column === 'gap') return higherIsWorse ? 'desc' : 'asc';
  return 'desc';
}

/** The selection the hash names; a value the kind does not take (optionValid, the slices table's metrics) is its default. */
export function slicesFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): SlicesSelection {
  const m = ownParams(params);
  const sel = defaultSlicesSelection(kind);
  const metric = m.get(K.metric);
  if (metric !== undefined && sliceMetrics(kind).includes(metric)) sel.metric = metric;
  const cls = m.get(K.className);
  sel.className = cls === undefined || cls === '' ? null : cls;
  sel.maxLevel = numberOrDefault(kind, 'max_level', parseNumber(m.get(K.maxLevel)));
  const minSize = parseNumber(m.get(K.minSize));
  sel.minSize = optionValid(kind, 'min_size', minSize) ? minSize : null;
  sel.k = numberOrDefault(kind, 'k', parseNumber(m.get(K.k)));
  sel.scoring = textOrDefault(kind, 'scoring', m.get(K.scoring));
  sel.alpha = numberOrDefault(kind, 'alpha', parseNumber(m.get(K.alpha)));
  const slice = m.get(K.slice);
  sel.slice = slice === undefined || slice.trim() === '' ? null : slice;
  const sort = m.get(K.sort);
  if (sort !== undefined && (SLICE_COLUMNS as readonly string[]).includes(sort)) {
    sel.sort = sort as SliceColumn;
    const dir = m.get(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : sliceDefaultDir(sel.sort);
  }
  return sel;
}

/** The selection as prefixed hash parameters, leaving out what equals its default (an option's: the kind's served one). */
export function slicesToParams(sel: SlicesSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  if (sel.metric !== defaultSliceMetric(kind)) putParam(out, K.metric, sel.metric);
  putParam(out, K.className, sel.className);
  putOptionParam(out, K.maxLevel, sel.maxLevel, kind, 'max_level');
  putParam(out, K.minSize, sel.minSize);
  putOptionParam(out, K.k, sel.k, kind, 'k');
  putOptionParam(out, K.scoring, sel.scoring, kind, 'scoring');
  putOptionParam(out, K.alpha, sel.alpha, kind, 'alpha');
  putParam(out, K.slice, sel.slice);
  if (sel.sort !== 'rank' || sel.dir !== 'asc') {
    putParam(out, K.sort, sel.sort);
    putParam(out, K.dir, sel.dir);
  }
  return out;
}

/** The selection for a report whose classes are `classes` (known: not empty): a class it lacks is every class. */
export function keepClass(sel: SlicesSelection, classes: readonly string[]): SlicesSelection {
  return sel.className !== null && classes.length > 0 && !classes.includes(sel.className) ? {...sel, className: null} : sel;
}

/** Whether the selection scores by SliceLine (the alpha box, the SliceLine columns). */
export function isSliceLine(sel: Pick<SlicesSelection, 'scoring'>): boolean {
  return sel.scoring === 'sliceline';
}

// ---------------------------------------------------------------------------
// The routes

export interface SlicesReport {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
}

/**
 * The view route's parameters (`Api.view(kind, SLICES_PATH, …)`); `fdr`: the view's FDR box (null: the server's);
 * `context`: the view's own options the slices are read at (a binary report's label and threshold).
 */
export function slicesRouteParams(
  ref: SlicesReport,
  sel: SlicesSelection,
  fdr: number | null = null,
  context: SlicesContext = {},
): RouteParams {
  return {
    ...context,
    run: ref.run,
    tag: ref.tag,
    step: ref.step,
    metric: sel.metric,
    class_name: sel.className,
    max_level: sel.maxLevel,
    min_size: sel.minSize,
    k: sel.k,
    scoring: sel.scoring,
    alpha: isSliceLine(sel) ? sel.alpha : null,
    fdr,
  };
}

/** The view's own options the slices are read at (a binary report's label and threshold); null: the server's. */
export type SlicesContext = Record<string, string | number | null>;

/** `slice_trend`'s parameters: the picked slice over the steps of `run`, under the panel's metric and class and the view's `context`. */
export function sliceTrendParams(
  tag: string,
  run: string,
  slice: string,
  sel: SlicesSelection,
  context: SlicesContext = {},
): SliceTrendParams {
  const options: Record<string, string> = {};
  for (const [k, v] of Object.entries(context)) if (v !== null) options[k] = String(v);
  options.metric = sel.metric;
  if (sel.className !== null) options.class_name = sel.className;
  return {tag, runs: [run], slice, options};
}

// ---------------------------------------------------------------------------
// The rows

export interface SliceRow {
  /** The server's rank, 1 for the worst. */
  rank: number;
  slice: string;
  predicates: SlicePredicate[];
  size: number | null;
  value: number | null;
  errorRate: number | null;
  rest: number | null;
  gap: number | null;
  lower: number | null;
  upper: number | null;
  q: number | null;
  significant: boolean;
  folded: number | null;
  score: number | null;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The predicates of a slice's name (`a=x & b=y`), for an answer that lacks them. */
export function predicatesOf(slice: string): SlicePredicate[] {
  return slice.split(SLICE_SEPARATOR).map((part) => {
    const eq = part.indexOf('=');
    return eq < 0 ? {attribute: part, value: ''} : {attribute: part.slice(0, eq), value: part.slice(eq + 1)};
  });
}

/** The rows of an answer, in the server's ranking; an undefined number (null, NaN, absent) is null. */
export function sliceRows(r: SlicesTable): SliceRow[] {
  const c = r.columns;
  return c.slice.map((slice, i) => ({
    rank: i + 1,
    slice,
    predicates: r.predicates?.[i] ?? predicatesOf(slice),
    size: num(c.size[i]),
    value: num(c.value[i]),
    errorRate: num(c.error_rate[i]),
    rest: num(c.rest[i]),
    gap: num(c.gap[i]),
    lower: num(c.lower[i]),
    upper: num(c.upper[i]),
    q: num(c.q_value[i]),
    significant: c.significant[i] === true,
    folded: num(c.folded[i]),
    score: num(c.score[i]),
  }));
}

function sortKey(row: SliceRow, column: SliceColumn): number | string | null {
  switch (column) {
    case 'rank':
      return row.rank;
    case 'slice':
      return row.slice;
    case 'size':
      return row.size;
    case 'value':
      return row.value;
    case 'rest':
      return row.rest;
    case 'gap':
      return row.gap;
    case 'q_value':
      return row.q;
    case 'significant':
      return row.significant ? 1 : 0;
    case 'folded':
      return row.folded;
    case 'error_rate':
      return row.errorRate;
    case 'score':
      return row.score;
  }
}

/** The rows sorted by `column` in `dir`, undefined values last either way, ties in the server's ranking. */
export function sortSliceRows(rows: readonly SliceRow[], column: SliceColumn, dir: SortDir): SliceRow[] {
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
// How the numbers read

/** What an undefined number shows ("—"), and its tooltip. */
export const MISSING_TEXT = '\u2014';
export const MISSING_TITLE = 'undefined: no number here (for example nobody outside the slice, or a rate of nobody)';

export interface NumberText {
  text: string;
  /** The tooltip: the exact value, or why there is none. */
  title: string;
  missing: boolean;
}

function shown(v: number | null, text: (v: number) => string): NumberText {
  return v === null || !Number.isFinite(v)
    ? {text: MISSING_TEXT, title: MISSING_TITLE, missing: true}
    : {text: text(v), title: String(v), missing: false};
}

/** A rate as a percent: 24.5%. */
export function percentText(v: number | null): NumberText {
  return shown(v, formatPercent);
}

/** A difference of rates in percentage points with its sign: +11.1 pp, −20.0 pp, 0.0 pp (no sign when it rounds to zero). */
export function signedPoints(v: number): string {
  const text = pointsNumber(v);
  return `${v > 0 && text !== '0.0' ? '+' : ''}${text} pp`;
}

/** A gap in pp: +11.1 pp. */
export function gapText(v: number | null): NumberText {
  return shown(v, signedPoints);
}

/** A gap's interval in pp: [9.2, 13.1]; "—" unless both ends are numbers. */
export function intervalText(lower: number | null, upper: number | null): NumberText {
  if (lower === null || upper === null) return {text: MISSING_TEXT, title: MISSING_TITLE, missing: true};
  return {text: `[${pointsNumber(lower)}, ${pointsNumber(upper)}]`, title: `[${lower}, ${upper}]`, missing: false};
}

/** A count: 1,991. */
export function countText(v: number | null): NumberText {
  return shown(v, formatCount);
}

/** A q-value: 0.012, 2.3e−4, <1e−6. */
export function qText(v: number | null): NumberText {
  return shown(v, formatPValue);
}

/** SliceLine's score: 4 significant digits. */
export function scoreText(v: number | null): NumberText {
  return shown(v, formatValue);
}

/** "+3 similar" (folded sub-slices), '' for none. */
export function foldedText(n: number | null): string {
  return n !== null && n > 0 ? `+${formatCount(n)} similar` : '';
}

/** The tooltip of a row's "+N similar". */
export function foldedTitle(n: number | null, slice: string): string {
  if (n === null || n <= 0) return '';
  return (
    `${countOf(n, 'slice')} of ${slice} and more attributes ${n === 1 ? 'is' : 'are'} no worse than it, ` +
    `so ${n === 1 ? 'it is' : 'they are'} folded under it rather than listed: this row speaks for ${n === 1 ? 'it' : 'them'}`
  );
}

const ACRONYMS = new Set(['tpr', 'fpr', 'fnr', 'tnr', 'npv', 'fdr', 'for']);

/** The rate in words: "error rate", "recall", "TNR". */
export function metricWords(metric: string): string {
  if (metric === 'error_rate') return 'error rate';
  // The rates of a confusion matrix read as their acronyms (TPR, FPR, NPV, FOR...).
  if (ACRONYMS.has(metric)) return metric.toUpperCase();
  return metric.replace(/_/g, ' ');
}

/** A confidence level as a percent: 95, 97.5. */
function levelText(level: number): string {
  return String(Number((level * 100).toPrecision(4)));
}

/** The gap's end nearest no harm: how much worse the slice surely is (the lower end when higher is worse, else the upper). */
export function harmBound(row: SliceRow, higherIsWorse: boolean): number | null {
  return higherIsWorse ? row.lower : row.upper;
}

/** Whether the row's interval holds no harm: its score (else its bound) says it is not surely worse than the rest. */
export function surelyWorse(row: SliceRow, higherIsWorse: boolean): boolean {
  if (row.score !== null) return row.score > 0;
  const b = harmBound(row, higherIsWorse);
  return b !== null && (higherIsWorse ? b > 0 : b < 0);
}

/**
 * The sentence over the table, from its first row (numbers as the table shows them):
 * gap scoring, "Worst slice: S — error rate 24.5% against 13.4% for everyone else: +11.1 pp,
 * at least +9.2 pp at 95%." (the bound nearest no harm: for a rate where lower is worse,
 * the upper end, negative), or, when its interval holds no harm, that no slice of at least N
 * people is surely worse than the rest; SliceLine scoring, "Top slice by SliceLine's score
 * (alpha 0.95): S — error rate 30.0% (overall 14.9%), score 0.09893."
 */
export function sliceSummary(r: SlicesTable, rows: readonly SliceRow[]): string {
  const first = rows.find((x) => x.rank === 1) ?? rows[0];
  const size = formatCount(r.min_size);
  const alpha = r.alpha === null ? '' : ` (alpha ${formatValue(r.alpha)})`;
  if (!first) {
    // SliceLine lists only the slices its score finds worse than the average.
    return r.scoring === 'sliceline'
      ? `No slice of at least ${size} people has a positive SliceLine score${alpha}.`
      : `No slice of at least ${size} people does worse than the rest.`;
  }
  if (r.scoring === 'sliceline') {
    return (
      `Top slice by SliceLine's score${alpha}: ${first.slice} \u2014 error rate ${percentText(first.errorRate).text} ` +
      `(overall ${percentText(num(r.overall)).text}), score ${scoreText(first.score).text}.`
    );
  }
  const metric = metricWords(r.metric);
  const level = levelText(r.level);
  const rates = `${metric} ${percentText(first.value).text} against ${percentText(first.rest).text} for everyone else`;
  if (!surelyWorse(first, r.higher_is_worse)) {
    return (
      `No slice of at least ${size} people is surely worse than the rest at ${level}%: the worst, ${first.slice}, has ${rates} ` +
      `(${gapText(first.gap).text}, ${intervalText(first.lower, first.upper).text} pp).`
    );
  }
  return `Worst slice: ${first.slice} \u2014 ${rates}: ${gapText(first.gap).text}, at least ${gapText(harmBound(first, r.higher_is_worse)).text} at ${level}%.`;
}

/** "3,586 slices of up to 3 attributes (of 4 attributes) with at least 50 people scored; overall error rate 14.9%". */
export function scoredLine(r: SlicesTable): string {
  const among =
    typeof r.class_name === 'string'
      ? ` among the people of class ${r.class_name}`
      : r.threshold !== undefined
        ? ` at threshold ${formatValue(r.threshold)}${r.label !== undefined ? ` (label ${r.label})` : ''}`
        : '';
  // SliceLine scores the errors: its overall is the error rate.
  const overall = r.scoring === 'sliceline' ? 'error rate' : metricWords(r.metric);
  return (
    `${countOf(r.evaluated, 'slice')} of up to ${countOf(r.max_level, 'attribute')} (of ${countOf(r.attributes.length, 'attribute')}) ` +
    `with at least ${countOf(r.min_size, 'person', 'people')} scored${among}; overall ${overall} ${percentText(num(r.overall)).text}`
  );
}

/** The ★ legend's count: the rows marked, of those with a q-value; each row tests its gap to the rest. */
export function slicesLegend(r: SlicesTable, rows: readonly SliceRow[]): MarksLegend {
  return {
    q: r.fdr,
    significant: rows.filter((x) => x.significant).length,
    tested: testedCount(rows.map((x) => x.q)),
    unit: 'slice',
    what: `each slice tests whether its ${metricWords(r.metric)} differs from everyone else's; Benjamini\u2013Hochberg over all ${formatCount(r.evaluated)} slices scored`,
  };
}

// ---------------------------------------------------------------------------
// The picked slice over the steps

export interface GapPoint {
  step: number;
  wall_time: number;
  size: number | null;
  /** The gap to the rest and its interval (null: undefined at that step). */
  gap: number;
  lower: number | null;
  upper: number | null;
}

/** The first worse step in the gap's terms (its sign: the chart's), and where the chart rings it. */
export interface GapWorse extends TrendFirstWorse {
  run: string;
}

export interface GapChart {
  run: string;
  points: GapPoint[];
  /** Steps without a gap (the report keeps no joint cells there, or the gap is undefined). */
  missing: number[];
  worse: GapWorse | null;
  /** The y range: every gap, interval and 0 inside, in [−1, 1]. */
  domain: [number, number] | null;
  level: number;
}

/** +1 when the harm is the gap (higher is worse), −1 when it is its opposite; from the points themselves. */
export function harmSign(points: readonly {gap: number | null; harm: number | null}[]): number {
  for (const p of points) {
    if (p.gap !== null && p.harm !== null && p.gap !== 0 && Number.isFinite(p.gap) && Number.isFinite(p.harm)) {
      return Math.sign(p.harm) === Math.sign(p.gap) ? 1 : -1;
    }
  }
  return 1;
}

/** `first_worse` (harm terms) in the gap's terms: values, change and interval times `sign`. */
export function gapWorse(w: TrendFirstWorse, sign: number, run: string): GapWorse {
  const ends = [sign * w.lower, sign * w.upper].sort((a, b) => a - b);
  return {...w, run, value: sign * w.value, vs_value: sign * w.vs_value, change: sign * w.change, lower: ends[0], upper: ends[1]};
}

/** The chart of `run`'s series: its gap per step (ascending) with the interval, and its first worse step. */
export function sliceGapChart(r: SliceTrendResponse, run: string): GapChart {
  const series = r.series.find((s) => s.run === run);
  const sorted = [...(series?.points ?? [])].sort((a, b) => a.step - b.step);
  const points: GapPoint[] = [];
  const missing: number[] = [];
  for (const p of sorted) {
    const gap = num(p.gap);
    if (!p.present || gap === null) {
      missing.push(p.step);
      continue;
    }
    points.push({step: p.step, wall_time: p.wall_time, size: num(p.size), gap, lower: num(p.gap_lower), upper: num(p.gap_upper)});
  }
  const sign = harmSign(sorted.map((p) => ({gap: num(p.gap), harm: num(p.harm)})));
  const w = series?.first_worse ?? null;
  const worse = w && points.some((p) => p.step === w.step) ? gapWorse(w, sign, run) : null;
  const domain = zoomDomain(
    [...points.map((p) => p.gap), 0],
    points.map((p) => p.lower),
    points.map((p) => p.upper),
    {clamp: [-1, 1]},
  );
  return {run, points, missing, worse, domain, level: r.level};
}

/**
 * The note under the chart: "first significantly worse at step 2 (than at step 1): gap −25.6 pp
 * against −3.9 pp, a change of −21.7 pp [−28.1, −15.3] (98.33% interval; p<1e−6, below 0.05/3)",
 * or "not significantly worse at any step".
 */
export function worseNote(c: GapChart): string {
  const w = c.worse;
  if (w === null) {
    return c.points.length < 2
      ? `not significantly worse at any step (${c.points.length === 1 ? 'one step' : 'no step'} with a gap in run ${c.run})`
      : 'not significantly worse at any step';
  }
  const alpha = String(Number((w.threshold * w.pairs).toPrecision(3)));
  return (
    `first significantly worse at step ${w.step} (than at step ${w.vs_step}): gap ${signedPoints(w.value)} against ${signedPoints(w.vs_value)}, ` +
    `a change of ${signedPoints(w.change)} [${pointsNumber(w.lower)}, ${pointsNumber(w.upper)}] ` +
    `(${levelText(w.level)}% interval; ${pText(w.p_value)}, below ${alpha}/${w.pairs})`
  );
}

/** A point's tooltip: "step 2: gap −25.6 pp [−29.4, −21.8] at 95%, n = 852". */
export function gapPointTitle(p: GapPoint, level: number): string {
  const interval =
    p.lower !== null && p.upper !== null ? ` [${pointsNumber(p.lower)}, ${pointsNumber(p.upper)}] at ${levelText(level)}%` : '';
  const n = p.size === null ? '' : `, n = ${formatCount(p.size)}`;
  return `step ${p.step}: gap ${signedPoints(p.gap)}${interval}${n}`;
}
