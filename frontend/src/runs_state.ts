/**
 * The pure state of <fairness-runs> (views/runs_view.ts): every run of a tag ranked at its
 * latest (or a chosen) step, over the `runs` route (types_runs.ts). Its selection (the
 * step, the sort, the run filter, the two runs picked for Compare, its own kind options)
 * and its hash keys (`fairness_runs_*`); the table's order (undefined values last in both
 * directions) and the regex filter over run names; how the two headline numbers read
 * (as their declared format: a rate in %, a difference of rates in percentage points); the
 * scatter's points, axis labels and Pareto front line; the compare link.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {estimateTextWidth, linearTicks, stepDecimals, zoomDomain} from './chart_axes.js';
import {headlineValue, intervalText} from './compare_text.js';
import {csvFileName} from './csv.js';
import {finite, formatPercent, formatPoints, formatValue, pointsNumber} from './format.js';
import type {KindOptions} from './api.js';
import {effectiveOptions, modeOptions, ownOptionKey, ownOptionsFromParams, ownOptionsToParams, readOptions} from './mode_options_state.js';
import {COMPARE_PREFIX, RUNS_PREFIX} from './modes_state.js';
import {HASH_PREFIX, compileSearch, ownParams, parseStep, putParam, type Params, type SortDir} from './state.js';
import type {KindDeclaration} from './types.js';
import type {HparamValue, RunsHeadline, RunsResponse} from './types_runs.js';

// ---------------------------------------------------------------------------
// The selection and its hash keys

/** The prefix of a hyperparameter's column (and of its sort key). */
export const HPARAM_PREFIX = 'hparam/';

/**
 * A column the table sorts by: the run, its step, the bias or performance headline (by
 * role, so a link keeps its sort whatever the kind calls them), the Pareto mark, or a
 * hyperparameter (`hparam/<name>`).
 */
export type RunsSortKey = 'run' | 'step' | 'bias' | 'performance' | 'pareto' | `hparam/${string}`;

export interface RunsSelection {
  /** The step every run is read at; null: each run's latest. */
  step: number | null;
  sort: RunsSortKey;
  /** null: the column's own direction (runsDefaultDir: the better values first). */
  dir: SortDir | null;
  /** A regular expression over the run names (case-insensitive, as TensorBoard's run filter). */
  search: string;
  /** The runs picked for Compare, at most two: side A, then side B. */
  picks: string[];
  /** The mode's own values of the kind's options (mode_options_state.ts); the report view's elsewhere. */
  own: KindOptions;
}

/** The default order: the bias, better first. */
export const DEFAULT_RUNS_SORT: RunsSortKey = 'bias';

/** The hash keys, after `fairness_` and RUNS_PREFIX. */
export const RUNS_KEYS = {step: 'step', sort: 'sort', dir: 'dir', search: 'q', pick: 'pick'} as const;

/** The full hash key of one of ours, e.g. `fairness_runs_step`. */
export function runsKey(key: string): string {
  return HASH_PREFIX + RUNS_PREFIX + key;
}

export function defaultRunsSelection(): RunsSelection {
  return {step: null, sort: DEFAULT_RUNS_SORT, dir: null, search: '', picks: [], own: {}};
}

export function isRunsSortKey(s: string | undefined): s is RunsSortKey {
  if (s === undefined) return false;
  return ['run', 'step', 'bias', 'performance', 'pareto'].includes(s) || (s.startsWith(HPARAM_PREFIX) && s.length > HPARAM_PREFIX.length);
}

/** The selection as prefixed hash parameters: defaults left out, picks once each, then the own options. */
export function runsToParams(sel: RunsSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  const put = (key: string, value: string | number | null) => putParam(out, RUNS_PREFIX + key, value);
  put(RUNS_KEYS.step, sel.step);
  if (sel.sort !== DEFAULT_RUNS_SORT) put(RUNS_KEYS.sort, sel.sort);
  put(RUNS_KEYS.dir, sel.dir);
  put(RUNS_KEYS.search, sel.search);
  for (const run of sel.picks) put(RUNS_KEYS.pick, run);
  return [...out, ...ownOptionsToParams(sel.own, RUNS_PREFIX, kind)];
}

/**
 * The selection the hash holds. Malformed values fall back to their defaults: a step that is
 * not a non-negative integer is the latest, a sort must name a column, a direction is `asc`
 * or `desc`; at most two picks (the first two named, each once).
 */
export function runsFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): RunsSelection {
  const list = [...params];
  const m = ownParams(list);
  const own = (key: string) => m.get(RUNS_PREFIX + key);
  const sel = defaultRunsSelection();
  sel.step = parseStep(own(RUNS_KEYS.step));
  const sort = own(RUNS_KEYS.sort);
  if (isRunsSortKey(sort)) sel.sort = sort;
  const dir = own(RUNS_KEYS.dir);
  if (dir === 'asc' || dir === 'desc') sel.dir = dir;
  sel.search = own(RUNS_KEYS.search) ?? '';
  const pickKey = runsKey(RUNS_KEYS.pick);
  for (const [k, v] of list) if (k === pickKey && v !== '' && !sel.picks.includes(v) && sel.picks.length < 2) sel.picks.push(v);
  sel.own = ownOptionsFromParams(list, RUNS_PREFIX, kind);
  return sel;
}

/** What the route is asked with: the report view's options, each overridden by the mode's own; only those the headlines read (`kind`'s `used_by`). */
export function runsOptions(inherited: KindOptions, sel: RunsSelection, kind: KindDeclaration | null = null): KindOptions {
  return modeOptions(kind, 'runs', effectiveOptions(inherited, sel.own));
}

/** The picks that are still runs of the tag (`runs`), in their order. */
export function keepPicks(picks: readonly string[], runs: readonly string[]): string[] {
  return picks.filter((r) => runs.includes(r));
}

/**
 * Picks or unpicks `run` for Compare. A third pick lets the oldest go, so the last two
 * picked are always A (the earlier) and B.
 */
export function togglePick(picks: readonly string[], run: string, on: boolean): string[] {
  const rest = picks.filter((r) => r !== run);
  return on ? [...rest, run].slice(-2) : rest;
}

/** The steps the step picker offers: those given (the runs' steps) and the one chosen, each once, the latest first. */
export function stepChoices(steps: Iterable<number | null>, chosen: number | null): number[] {
  const out = new Set<number>();
  for (const s of steps) if (finite(s) && Number.isInteger(s) && s >= 0) out.add(s);
  if (chosen !== null) out.add(chosen);
  return [...out].sort((a, b) => b - a);
}

// ---------------------------------------------------------------------------
// Columns

/** A column of the response as finite numbers (anything else: null, undefined). */
export function numberColumn(r: RunsResponse, name: string): (number | null)[] {
  const col = r.columns[name];
  if (!Array.isArray(col)) return new Array<number | null>(r.rows).fill(null);
  return col.map((v) => (finite(v) ? v : null));
}

/** A headline's values and interval ends, by row. */
export interface HeadlineColumns {
  value: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
}

export function headlineColumns(r: RunsResponse, h: RunsHeadline): HeadlineColumns {
  return {value: numberColumn(r, h.name), lower: numberColumn(r, `${h.name}_lower`), upper: numberColumn(r, `${h.name}_upper`)};
}

/** The headline of a role (null: the kind has no performance headline). */
export function headlineOf(r: RunsResponse, role: 'bias' | 'performance'): RunsHeadline | null {
  return role === 'bias' ? r.bias : r.performance;
}

/** The values a column sorts by, by row. */
export function sortValues(r: RunsResponse, key: RunsSortKey): HparamValue[] {
  switch (key) {
    case 'run':
      return r.columns.run;
    case 'step':
      return numberColumn(r, 'step');
    case 'pareto':
      return r.columns.pareto.map((p) => p === true);
    case 'bias':
    case 'performance': {
      const h = headlineOf(r, key);
      return h ? numberColumn(r, h.name) : new Array<null>(r.rows).fill(null);
    }
    default: {
      const col = r.columns[key];
      return Array.isArray(col)
        ? col.map((v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))
        : new Array<null>(r.rows).fill(null);
    }
  }
}

/** Whether the table has the column `key` sorts by (another kind may not: no performance and then no Pareto mark, other hyperparameters). */
export function hasColumn(r: RunsResponse, key: RunsSortKey): boolean {
  // Without a performance headline there is no trade-off: no front to mark.
  if (key === 'performance' || key === 'pareto') return r.performance !== null;
  if (key.startsWith(HPARAM_PREFIX)) return r.hparams.includes(key.slice(HPARAM_PREFIX.length));
  return true;
}

/**
 * The direction a column starts in: names A to Z, the latest step first, the Pareto front
 * first, the headlines better first (lowest first for a number where lower is better, and
 * for one with no better way), hyperparameters ascending.
 */
export function runsDefaultDir(r: RunsResponse | null, key: RunsSortKey): SortDir {
  if (key === 'step' || key === 'pareto') return 'desc';
  if (key === 'bias' || key === 'performance') {
    const h = r ? headlineOf(r, key) : null;
    return h?.better === 'higher' ? 'desc' : 'asc';
  }
  return 'asc';
}

/** The sort in effect: the selection's column when the response has it (else the bias), in its direction. */
export function effectiveSort(r: RunsResponse | null, sel: RunsSelection): {key: RunsSortKey; dir: SortDir} {
  const key = r === null || hasColumn(r, sel.sort) ? sel.sort : DEFAULT_RUNS_SORT;
  return {key, dir: key === sel.sort && sel.dir !== null ? sel.dir : runsDefaultDir(r, key)};
}

/** The rank of a value's type: numbers, then booleans, then text; undefined (null) last. */
function typeRank(v: HparamValue): number {
  if (typeof v === 'number') return Number.isFinite(v) ? 0 : 3;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'string') return 2;
  return 3;
}

const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});

/** Compares two present values of one type rank. */
function compareValues(a: HparamValue, b: HparamValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of column `key`, direction `dir`: undefined values (null, NaN, a
 * run that did not log a hyperparameter) last in both directions; ties by run name, A to Z.
 */
export function sortRuns(r: RunsResponse, key: RunsSortKey, dir: SortDir): number[] {
  const values = sortValues(r, key);
  const runs = r.columns.run;
  const sign = dir === 'asc' ? 1 : -1;
  const order = Array.from({length: r.rows}, (_, i) => i);
  order.sort((i, j) => {
    const a = values[i] ?? null;
    const b = values[j] ?? null;
    const ra = typeRank(a);
    const rb = typeRank(b);
    const missingA = ra === 3;
    const missingB = rb === 3;
    if (missingA !== missingB) return missingA ? 1 : -1;
    if (!missingA) {
      const c = ra !== rb ? ra - rb : compareValues(a, b);
      if (c !== 0) return sign * c;
    }
    return collator.compare(runs[i], runs[j]) || i - j;
  });
  return order;
}

/** The rows (in `order`) whose run matches `search`; a malformed pattern filters nothing and says why. */
export function filterRuns(r: RunsResponse, order: readonly number[], search: string): {rows: number[]; error: string | null} {
  const f = compileSearch(search);
  if (f.regex === null) return {rows: [...order], error: f.error};
  const re = f.regex;
  return {rows: order.filter((i) => re.test(r.columns.run[i])), error: null};
}

// ---------------------------------------------------------------------------
// How the numbers read

/**
 * The unit a headline is shown in, as the kind declares its format (the rest of the tab
 * reads them the same way: compare_text.ts headlineValue): `points`, a difference of
 * proportions, in percentage points; `percent`, a proportion, in %; else none.
 */
export function headlineUnit(h: Pick<RunsHeadline, 'format'>): '' | '%' | 'pp' {
  if (h.format === 'points') return 'pp';
  return h.format === 'percent' ? '%' : '';
}

/** A headline's value as the table shows it: 12.0 pp, 81.3%, 1,204, 0.4321; — when undefined. */
export function runsValueText(h: Pick<RunsHeadline, 'format'>, v: number | null | undefined): string {
  if (!finite(v)) return '\u2014';
  const unit = headlineUnit(h);
  if (unit === 'pp') return formatPoints(v);
  if (unit === '%') return formatPercent(v);
  return headlineValue(h.format, v);
}

/** A headline's interval in the value's unit, without it: [9.0, 15.0] (pp or %), [0.21, 0.59]; '' without both ends. */
export function runsIntervalText(
  h: Pick<RunsHeadline, 'format'>,
  lower: number | null | undefined,
  upper: number | null | undefined,
): string {
  return intervalText(lower, upper, headlineUnit(h) === '' ? formatValue : pointsNumber);
}

/** "95%": a confidence level; '' when unknown. */
export function levelText(level: number | null | undefined): string {
  return finite(level) ? `${Number((level * 100).toPrecision(3))}%` : '';
}

/** The tooltip of a headline cell: "Largest disparity: 12.0 pp, 95% interval [9.0 pp, 15.0 pp]". */
export function valueTitle(h: RunsHeadline, v: number | null, lower: number | null, upper: number | null, level: number | null): string {
  if (!finite(v)) return `${h.title}: undefined for this run (too little data, or no value). Sorted last.`;
  const end = (x: number) => runsValueText(h, x);
  const interval =
    finite(lower) && finite(upper) ? `, ${levelText(level) || 'the'} interval [${end(lower)}, ${end(upper)}]` : ', no interval';
  return `${h.title}: ${runsValueText(h, v)}${interval}`;
}

/** Which way is better, as an arrow on axis `axis`: lower is better on x reads "← better". */
export function betterArrow(better: string | null, axis: 'x' | 'y'): string {
  if (better !== 'higher' && better !== 'lower') return '';
  if (axis === 'x') return better === 'lower' ? '\u2190 better' : 'better \u2192';
  return better === 'higher' ? '\u2191 better' : '\u2193 better';
}

/** An axis label: "Largest disparity (pp) ← better", "Overall (macro average) (%) ↑ better". */
export function axisLabel(h: Pick<RunsHeadline, 'title' | 'format' | 'better'>, axis: 'x' | 'y'): string {
  const unit = headlineUnit(h);
  return [h.title + (unit ? ` (${unit})` : ''), betterArrow(h.better, axis)].filter(Boolean).join(' ');
}

/** The width of a headline's column, px: its head whole (with the sort arrow), at least room for "12.3 pp [10.1, 14.5]". */
export function headlineWidth(h: Pick<RunsHeadline, 'title' | 'format'>): number {
  return Math.round(Math.max(170, estimateTextWidth(headName(h), 13) + 34));
}

/** A column head: the headline's title and its unit. */
export function headName(h: Pick<RunsHeadline, 'title' | 'format'>): string {
  const unit = headlineUnit(h);
  return h.title + (unit ? ` (${unit})` : '');
}

/** A hyperparameter's value as it reads: numbers with 4 significant digits, text as it is; — when not logged. */
export function hparamText(v: HparamValue | undefined): string {
  if (v === null || v === undefined) return '\u2014';
  if (typeof v === 'number') return Number.isFinite(v) ? formatValue(v) : '\u2014';
  return String(v);
}

/** The width of a hyperparameter's column, px: its name or its widest value, within [64, 180]. */
export function hparamWidth(name: string, values: readonly HparamValue[]): number {
  let w = estimateTextWidth(name, 13) + 30;
  for (const v of values) w = Math.max(w, estimateTextWidth(hparamText(v), 13) + 18);
  return Math.round(Math.min(180, Math.max(64, w)));
}

// ---------------------------------------------------------------------------
// The scatter

/** One run in the scatter: bias on x, performance on y (each with its interval ends, null when undefined). */
export interface ScatterPoint {
  /** The row in the response. */
  row: number;
  run: string;
  x: number;
  xLower: number | null;
  xUpper: number | null;
  y: number;
  yLower: number | null;
  yUpper: number | null;
  pareto: boolean;
}

/** The points of `rows` that have both numbers, and how many of `rows` have not (they cannot be drawn). */
export function scatterPoints(r: RunsResponse, rows: readonly number[]): {points: ScatterPoint[]; undrawn: number} {
  const perf = r.performance;
  if (!perf) return {points: [], undrawn: rows.length};
  const b = headlineColumns(r, r.bias);
  const p = headlineColumns(r, perf);
  const points: ScatterPoint[] = [];
  for (const i of rows) {
    const x = b.value[i];
    const y = p.value[i];
    if (x === null || y === null) continue;
    points.push({
      row: i,
      run: r.columns.run[i],
      x,
      xLower: b.lower[i],
      xUpper: b.upper[i],
      y,
      yLower: p.lower[i],
      yUpper: p.upper[i],
      pareto: r.columns.pareto[i] === true,
    });
  }
  return {points, undrawn: rows.length - points.length};
}

/**
 * The line of the Pareto front: its points (the marked ones) by bias ascending, ties by
 * performance ascending, so the line runs from one end of the front to the other
 * without doubling back.
 */
export function paretoLine<P extends {x: number; y: number; pareto: boolean}>(points: readonly P[]): P[] {
  return points.filter((p) => p.pareto).sort((a, b) => a.x - b.x || a.y - b.y);
}

/**
 * The Pareto front of `points` by brute force: a point is on it when no other point is at
 * least as good on both numbers and better on one (`better` of each: `lower` or `higher`).
 * The server marks the front (`pareto`); this is its definition, for the tests.
 */
export function paretoFront<P extends {x: number; y: number}>(points: readonly P[], betterX: string | null, betterY: string | null): P[] {
  const sx = betterX === 'higher' ? 1 : -1;
  const sy = betterY === 'lower' ? -1 : 1;
  return points.filter((p) => !points.some((q) => q !== p && sx * q.x >= sx * p.x && sy * q.y >= sy * p.y && (q.x !== p.x || q.y !== p.y)));
}

/**
 * Whether every run's interval overlaps every other run's, on each of `headlines`, over
 * the runs that have every one of them (those the Pareto front and the ranking are made
 * of): then the intervals alone show no run better than another, and the front or the
 * ranking is the point estimates' only. Intervals on a line overlap pairwise exactly when
 * they share a point: the largest lower end is at most the smallest upper end. False for
 * fewer than two such runs, or when one of them has no interval (nothing to say then).
 * Overlapping intervals do not prove the runs equal (a paired test, Compare, can still
 * tell two apart), so the words that use this say "the intervals alone".
 */
export function intervalsOverlapAll(r: RunsResponse, headlines: readonly RunsHeadline[]): boolean {
  const cols = headlines.map((h) => headlineColumns(r, h));
  const rows = [...Array(r.rows).keys()].filter((i) => cols.every((c) => c.value[i] !== null));
  if (rows.length < 2 || cols.length === 0) return false;
  return cols.every((c) => {
    let lo = -Infinity;
    let hi = Infinity;
    for (const i of rows) {
      const l = c.lower[i];
      const u = c.upper[i];
      if (l === null || u === null) return false;
      lo = Math.max(lo, l);
      hi = Math.min(hi, u);
    }
    return lo <= hi;
  });
}

/**
 * What the runs view says when intervalsOverlapAll holds: with a performance headline, of the
 * Pareto front (`front`), else of the ranking of the bias.
 */
export function overlapText(front: boolean): string {
  return front
    ? "Every run's intervals overlap every other's on both numbers: the intervals alone show no run better than another, and the front is by the point estimates"
    : "Every run's interval overlaps every other's: the intervals alone show no run better than another, and the ranking is by the point estimates";
}

/** The headlines a runs table is ordered or fronted by: its bias, and its performance when the kind has one. */
export function runsHeadlines(r: RunsResponse): RunsHeadline[] {
  return r.performance ? [r.bias, r.performance] : [r.bias];
}

/** One run of the ranked bias chart (a kind without a performance headline). */
export interface RankedPoint {
  row: number;
  run: string;
  x: number;
  xLower: number | null;
  xUpper: number | null;
}

/** The runs of `rows` with a bias, better first (ties by run name), for the dot-and-whisker chart. */
export function rankedBias(r: RunsResponse, rows: readonly number[]): {points: RankedPoint[]; undrawn: number} {
  const b = headlineColumns(r, r.bias);
  const sign = r.bias.better === 'higher' ? -1 : 1;
  const points: RankedPoint[] = [];
  for (const i of rows) {
    const x = b.value[i];
    if (x === null) continue;
    points.push({row: i, run: r.columns.run[i], x, xLower: b.lower[i], xUpper: b.upper[i]});
  }
  points.sort((p, q) => sign * (p.x - q.x) || collator.compare(p.run, q.run));
  return {points, undrawn: rows.length - points.length};
}

/**
 * An axis's range (chart_axes.ts zoomDomain: padded, rounded): the values and their
 * intervals when the intervals are not much wider than the spread of the values (at most
 * 3 times), else the values only (whiskers are then cut at the frame), so that the
 * differences between runs show. A rate stays within [0, 1], a difference of rates within
 * [0, 1] (within [−1, 1] when one is negative).
 */
export function scatterDomain(
  values: readonly (number | null)[],
  lows: readonly (number | null)[],
  highs: readonly (number | null)[],
  h: Pick<RunsHeadline, 'format'>,
): [number, number] | null {
  const unit = headlineUnit(h);
  // A difference of rates is drawn from 0 unless one is negative (a signed bias).
  const negative = [...values, ...lows, ...highs].some((v) => v !== null && v < 0);
  const opts = unit === '%' ? {clamp: [0, 1] as const} : unit === 'pp' ? {clamp: [negative ? -1 : 0, 1] as const} : {};
  const fitted = zoomDomain(values, [], [], opts);
  const whole = zoomDomain(values, lows, highs, opts);
  if (fitted === null || whole === null) return whole ?? fitted;
  return whole[1] - whole[0] <= 3 * (fitted[1] - fitted[0]) ? whole : fitted;
}

/** Where a whisker runs past an axis's range, cut at the frame: its end below the range and its end above it. */
export interface CutEnds {
  below: boolean;
  above: boolean;
}

/**
 * Per whisker (its `lower` and `upper` ends, null when it has none), which ends lie past
 * `domain` (scatterDomain leaves out intervals much wider than the values' spread): the
 * chart marks them at the frame, so that a cut whisker does not read as a whole one.
 */
export function cutEnds(
  lows: readonly (number | null)[],
  highs: readonly (number | null)[],
  [lo, hi]: readonly [number, number],
): CutEnds[] {
  return lows.map((low, i) => {
    const high = highs[i];
    return {below: low !== null && high !== null && low < lo, above: low !== null && high !== null && high > hi};
  });
}

/**
 * An axis of a headline over [lo, hi]: about `count` tick values at a round step, and their
 * labels in the headline's unit (a proportion ×100) with the decimals that step needs, so
 * no two ticks read the same.
 */
export function headlineTicks(
  h: Pick<RunsHeadline, 'format'>,
  lo: number,
  hi: number,
  count: number,
): {ticks: number[]; tickFormat: (v: number) => string} {
  const scale = headlineUnit(h) === '' ? 1 : 100;
  const {values, step} = linearTicks(lo, hi, count);
  const digits = stepDecimals(step * scale);
  return {ticks: values, tickFormat: (v) => (v * scale).toFixed(digits).replace(/^-/, '\u2212')};
}

// ---------------------------------------------------------------------------
// Leaving for the report view or Compare; the CSV

/** One side of a comparison (compare_state.ts `Side`): a run at a step (null: its latest). */
export interface RunsSide {
  run: string;
  step: number | null;
}

/**
 * The report a row opens (or a side of Compare): the run at the step the table shows for
 * it when a step was chosen, else at its latest (so it follows new steps, as the table does).
 */
export function sideOf(r: RunsResponse, row: number, sel: Pick<RunsSelection, 'step'>): RunsSide {
  const step = r.columns.step[row];
  return {run: r.columns.run[row], step: sel.step === null || !finite(step) ? null : step};
}

/**
 * Compare's hash parameters to open A against B: compare's own keys (`fairness_cmp_*`)
 * as they were, but its sides, its brush (of another comparison), its extra runs that
 * are now a side, and its own options, which become the Runs mode's (so Compare shows
 * the numbers the runs table showed).
 */
export function compareParamsFor(existing: Params, a: RunsSide, b: RunsSide, own: KindOptions, kind: KindDeclaration | null): Params {
  const k = (key: string) => HASH_PREFIX + COMPARE_PREFIX + key;
  const replaced = new Set(['a_run', 'a_step', 'b_run', 'b_step', 'a_min', 'a_max', 'b_min', 'b_max'].map(k));
  const ownHead = ownOptionKey(COMPARE_PREFIX, '');
  const kept = existing.filter(
    ([key, v]) => !replaced.has(key) && !key.startsWith(ownHead) && !(key === k('also') && (v === a.run || v === b.run)),
  );
  const sides: Params = [];
  const put = (key: string, v: string | number | null) => putParam(sides, COMPARE_PREFIX + key, v);
  put('a_run', a.run);
  put('a_step', a.step);
  put('b_run', b.run);
  put('b_step', b.step);
  return [...sides, ...kept, ...ownOptionsToParams(own, COMPARE_PREFIX, kind)];
}

/** The CSV's file name: fairness__runs__<tag>[__step<S>].csv. */
export function runsCsvName(tag: string, step: number | null): string {
  return csvFileName(['fairness', 'runs', tag, step === null ? null : `step${step}`]);
}

/** The resolved options of a response as text: `metric=recall, grouping=sex`; the level, the options the headlines do not read (`kind`'s `used_by`: `table`, `rank_by`, `fdr`...) and empty values left out. */
export function runsOptionsText(options: Record<string, unknown>, kind: KindDeclaration | null): string {
  return Object.entries(readOptions(kind, 'runs', options))
    .filter(([k, v]) => k !== 'level' && v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
