/**
 * The pure state of <fairness-trend> (views/trend_view.ts): the headline
 * numbers of a tag over training steps, several runs overlaid (`trend`).
 * Its selection (the runs drawn, the gap threshold of the kinds that declare
 * a `gap_threshold` option) and its hash keys (`fairness_trend_run`, repeated,
 * and `fairness_trend_gap_threshold`), how the headline names read (from the
 * kind's served `headlines`), the chart data (a null value breaks the line),
 * picking the point nearest the pointer, and the CSV
 * (`run,step,wall_time,<name>...`).
 * No DOM, no network: every function here is unit-tested under node.
 */
import {csvField, csvNumber} from './csv.js';
import {percentTickFormat, zoomDomain} from './chart_axes.js';
import {formatCount, formatFixed, formatPercent, formatPoints, formatValue, pointsNumber, pText} from './format.js';
import {TREND_PREFIX} from './modes_state.js';
import {effectiveOptions, modeOptions, ownOptionsFromParams, ownOptionsToParams} from './mode_options_state.js';
import type {KindOptions} from './api.js';
import {numberDefault, optionValid} from './kinds_state.js';
import {HASH_PREFIX, parseNumber, type Params} from './state.js';
import {colorsFor, runColorState, type RunColorState} from './host_state.js';
import type {KindDeclaration, KindHeadline} from './types.js';
import type {TrendFirstWorse, TrendResponse} from './types_across_reports.js';
import {DEFAULT_SMOOTHING, MAX_SMOOTHING, TREND_XS, type TrendX} from './trend_axes.js';

/** The element's own keys: `fairness_`, TREND_PREFIX (modes_state.ts), the key. */
export const TREND_RUN_KEY = HASH_PREFIX + TREND_PREFIX + 'run';
export const TREND_GAP_KEY = HASH_PREFIX + TREND_PREFIX + 'gap_threshold';
/** What the y axis fits (TrendSelection.fit); absent: the lines. */
export const TREND_FIT_KEY = HASH_PREFIX + TREND_PREFIX + 'fit';
/** The x axis (TrendSelection.x); absent: chosen from the data (trend_axes.ts defaultX). */
export const TREND_X_KEY = HASH_PREFIX + TREND_PREFIX + 'x';
/** The smoothing weight; absent: Scalars' default. */
export const TREND_SMOOTHING_KEY = HASH_PREFIX + TREND_PREFIX + 'smoothing';
/** A logarithmic y axis where every value is positive; absent: linear. */
export const TREND_LOG_KEY = HASH_PREFIX + TREND_PREFIX + 'log';
/** The row drawn per group (TrendSelection.key); absent: none. */
export const TREND_KEY_KEY = HASH_PREFIX + TREND_PREFIX + 'key';

/** The option the gap threshold control sets, when the kind declares it (its default and bounds: the declaration's). */
export const GAP_THRESHOLD_OPTION = 'gap_threshold';

export interface TrendSelection {
  /** The runs drawn; null: every run holding the tag. Never empty. */
  runs: string[] | null;
  /**
   * Kinds that declare `gap_threshold` only: e.g. `labels_above_threshold` counts labels with
   * |gap| above it. Null: the kind declares no such option (or no default for it), nothing is sent.
   */
  gapThreshold: number | null;
  /** The trend's own option values (mode_options_state.ts); the report view's elsewhere. */
  own: KindOptions;
  /**
   * What the y axis fits: the `lines` (the values; bands are clipped at the plot's edges),
   * so the movement over steps shows even when the intervals are far wider; or the
   * `intervals` too, so every band is whole.
   */
  fit: TrendFit;
  /** The x axis; null: chosen from the data (defaultX: Relative when the runs' step ranges differ tenfold). */
  x: TrendX | null;
  /** The smoothing weight in [0, MAX_SMOOTHING] (Scalars' debiased EMA; 0: none). */
  smoothing: number;
  /** A log y axis on the charts whose values are all positive. */
  log: boolean;
  /** The row (a label, a class) whose groups are drawn over the steps; null: none. */
  key: string | null;
}

export type TrendFit = 'lines' | 'intervals';
export const TREND_FITS: readonly TrendFit[] = ['lines', 'intervals'];

/** The selection of a fresh element: every run, the served default of `kind`'s gap threshold. */
export function defaultTrendSelection(kind: KindDeclaration | null): TrendSelection {
  return {
    runs: null,
    gapThreshold: numberDefault(kind, GAP_THRESHOLD_OPTION),
    own: {},
    fit: 'lines',
    x: null,
    smoothing: DEFAULT_SMOOTHING,
    log: false,
    key: null,
  };
}

/** A smoothing weight in [0, MAX_SMOOTHING], else null. */
export function parseSmoothing(s: string | undefined): number | null {
  const v = parseNumber(s);
  return v !== null && v >= 0 && v <= MAX_SMOOTHING ? v : null;
}

/** A gap threshold `kind`'s `gap_threshold` option takes (its declared bounds), else null. */
export function parseGapThreshold(s: string | undefined, kind: KindDeclaration | null): number | null {
  const v = parseNumber(s);
  return optionValid(kind, GAP_THRESHOLD_OPTION, v) ? v : null;
}

/** The selection as hash parameters: `run` once per chosen run (nothing for all), the threshold unless `kind`'s served default. */
export function trendToParams(sel: TrendSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  for (const run of sel.runs ?? []) out.push([TREND_RUN_KEY, run]);
  if (sel.gapThreshold !== null && sel.gapThreshold !== numberDefault(kind, GAP_THRESHOLD_OPTION)) {
    out.push([TREND_GAP_KEY, String(sel.gapThreshold)]);
  }
  if (sel.fit !== 'lines') out.push([TREND_FIT_KEY, sel.fit]);
  if (sel.x !== null) out.push([TREND_X_KEY, sel.x]);
  if (sel.smoothing !== DEFAULT_SMOOTHING) out.push([TREND_SMOOTHING_KEY, String(sel.smoothing)]);
  if (sel.log) out.push([TREND_LOG_KEY, '1']);
  if (sel.key !== null) out.push([TREND_KEY_KEY, sel.key]);
  return [...out, ...ownOptionsToParams(sel.own, TREND_PREFIX, kind)];
}

/**
 * The selection the hash names, checked against `allRuns` (the runs holding
 * the tag) when given: unknown runs are dropped, and no known run (or every
 * run) means all; a threshold `kind` does not take is its served default.
 */
export function trendFromParams(
  params: Iterable<[string, string]>,
  kind: KindDeclaration | null,
  allRuns?: readonly string[],
): TrendSelection {
  const sel = defaultTrendSelection(kind);
  const runs: string[] = [];
  let gap: string | undefined;
  params = [...params];
  sel.own = ownOptionsFromParams(params, TREND_PREFIX, kind);
  for (const [k, v] of params) {
    if (k === TREND_RUN_KEY && v !== '' && !runs.includes(v)) runs.push(v);
    else if (k === TREND_GAP_KEY) gap = v;
    else if (k === TREND_FIT_KEY && (TREND_FITS as readonly string[]).includes(v)) sel.fit = v as TrendFit;
    else if (k === TREND_X_KEY && (TREND_XS as readonly string[]).includes(v)) sel.x = v as TrendX;
    else if (k === TREND_SMOOTHING_KEY) sel.smoothing = parseSmoothing(v) ?? sel.smoothing;
    else if (k === TREND_LOG_KEY) sel.log = v === '1';
    else if (k === TREND_KEY_KEY) sel.key = v === '' ? null : v;
  }
  sel.runs = runs.length > 0 ? runs : null;
  sel.gapThreshold = parseGapThreshold(gap, kind) ?? sel.gapThreshold;
  return allRuns ? normalizeRuns(sel, allRuns) : sel;
}

/** Keeps the chosen runs that hold the tag, in `allRuns`' order; none or all of them: null. */
export function normalizeRuns(sel: TrendSelection, allRuns: readonly string[]): TrendSelection {
  if (sel.runs === null || allRuns.length === 0) return sel;
  const runs = allRuns.filter((r) => sel.runs!.includes(r));
  return {...sel, runs: runs.length === 0 || runs.length === allRuns.length ? null : runs};
}

/** The runs drawn, in `allRuns`' order. */
export function chosenRuns(sel: TrendSelection, allRuns: readonly string[]): string[] {
  return sel.runs === null ? [...allRuns] : allRuns.filter((r) => sel.runs!.includes(r));
}

/**
 * Checks or unchecks one run. The last chosen run cannot be unchecked (the
 * selection is never empty): the selection comes back unchanged.
 */
export function toggleRun(sel: TrendSelection, allRuns: readonly string[], run: string, on: boolean): TrendSelection {
  const now = chosenRuns(sel, allRuns);
  const next = on ? allRuns.filter((r) => r === run || now.includes(r)) : now.filter((r) => r !== run);
  if (next.length === 0) return sel;
  return normalizeRuns({...sel, runs: next}, allRuns);
}

/**
 * The runs whose name matches `pattern` (a case-insensitive regular expression, as
 * TensorBoard's run filter reads it); every run for an empty pattern, and for a malformed
 * one, with the error to show.
 */
export function matchRuns(allRuns: readonly string[], pattern: string): {runs: string[]; error: string | null} {
  if (pattern === '') return {runs: [...allRuns], error: null};
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'i');
  } catch (e) {
    return {runs: [...allRuns], error: (e as Error).message};
  }
  return {runs: allRuns.filter((r) => re.test(r)), error: null};
}

/** The runs in the order of the run list: the report's run (`run`) first, then the others. */
export function orderedRuns(allRuns: readonly string[], run: string | null): string[] {
  return run !== null && allRuns.includes(run) ? [run, ...allRuns.filter((r) => r !== run)] : [...allRuns];
}

/** The request's options: the report view's (only those the headlines read: `kind`'s `used_by`), plus `gap_threshold` when the kind declares it (`hasGapThreshold`) and there is one. */
export function trendOptions(
  options: Record<string, string>,
  sel: TrendSelection,
  hasGapThreshold: boolean,
  kind: KindDeclaration | null = null,
): Record<string, string> {
  const mine = modeOptions(kind, 'trend', effectiveOptions(options, sel.own));
  return hasGapThreshold && sel.gapThreshold !== null ? {...mine, [GAP_THRESHOLD_OPTION]: String(sel.gapThreshold)} : mine;
}

/** The report view's options as a line of text: `metric dp, a=woman, b=man`. */
export function optionsText(options: Record<string, string>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(options)) {
    if (k === 'gap_threshold' || v === '') continue;
    parts.push(k === 'metric' ? `metric ${v}` : `${k}=${v}`);
  }
  return parts.join(', ');
}

// ---------------------------------------------------------------------------
// The headline names

/** How a headline number reads: a proportion (as %), a difference of proportions (in pp), a count, or a plain value. */
export type HeadlineFormat = 'percent' | 'points' | 'count' | 'value';

export interface HeadlineInfo {
  title: string;
  /** One line: what the number is. */
  explanation: string;
  format: HeadlineFormat;
  /** Which way is better: `higher`, `lower`, or null (neither). */
  better: string | null;
}

export function headlineFormat(format: string): HeadlineFormat {
  return format === 'percent' || format === 'points' || format === 'count' ? format : 'value';
}

export {percentTickFormat};

/**
 * The y range of a trend chart (chart_axes.ts zoomDomain: padded, rounded; a percent within
 * [0, 1]): `fit` `intervals`, the values and every end of their intervals inside, so that a
 * band is whole; `lines`, the values only, so their movement over steps shows (a worst
 * group's interval, conservative, may be forty times wider; bands are clipped at the plot).
 * Null for a count (drawn from zero) or without values.
 */
export function trendDomain(
  points: readonly {value: number; lower: number | null; upper: number | null}[],
  format: HeadlineFormat,
  fit: TrendFit = 'intervals',
): [number, number] | null {
  if (format === 'count' || points.length === 0) return null;
  const ends = fit === 'intervals';
  return zoomDomain(
    points.map((p) => p.value),
    ends ? points.map((p) => p.lower) : [],
    ends ? points.map((p) => p.upper) : [],
    format === 'percent' ? {clamp: [0, 1]} : format === 'points' ? {clamp: [-1, 1]} : {},
  );
}

/** Whether an interval of `points` runs past the y axis's `domain` (drawn cut at the frame). */
export function intervalsPastDomain(points: readonly {lower: number | null; upper: number | null}[], domain: readonly number[]): boolean {
  if (domain.length !== 2) return false;
  const lo = Math.min(domain[0], domain[1]);
  const hi = Math.max(domain[0], domain[1]);
  return points.some((p) => (p.lower !== null && p.lower < lo) || (p.upper !== null && p.upper > hi));
}

/**
 * The points whose interval cannot be drawn as part of a band: no neighbour on its line
 * (the same `segment`, the step before or after) has an interval. They get a bar instead.
 */
export function isolatedIntervals<P extends {segment: string; step: number; lower: number | null; upper: number | null}>(
  dots: readonly P[],
): P[] {
  const has = (p: P) => p.lower !== null && p.upper !== null;
  const bySegment = new Map<string, P[]>();
  for (const p of dots) {
    const line = bySegment.get(p.segment) ?? [];
    line.push(p);
    bySegment.set(p.segment, line);
  }
  const out: P[] = [];
  for (const line of bySegment.values()) {
    line.sort((a, b) => a.step - b.step);
    line.forEach((p, i) => {
      if (has(p) && !(i > 0 && has(line[i - 1])) && !(i + 1 < line.length && has(line[i + 1]))) out.push(p);
    });
  }
  return dots.filter((p) => out.includes(p));
}

/**
 * The title, explanation and format of a headline name, as the kind declares it
 * (`headlines`, served by `kinds`); a name it does not declare is its own title,
 * read as a plain value.
 */
export function headlineInfo(name: string, headlines: readonly KindHeadline[]): HeadlineInfo {
  const h = headlines.find((x) => x.name === name);
  return h
    ? {title: h.title, explanation: h.explanation, format: headlineFormat(h.format), better: h.better}
    : {title: name, explanation: '', format: 'value', better: null};
}

/** A headline value as it reads (tooltips, notes). */
export function formatHeadline(v: number | null, format: HeadlineFormat): string {
  if (v === null || !Number.isFinite(v)) return 'undefined';
  if (format === 'percent') return formatPercent(v);
  if (format === 'points') return formatPoints(v);
  if (format === 'count') return Number.isInteger(v) ? formatCount(v) : formatFixed(v);
  return formatValue(v);
}

// ---------------------------------------------------------------------------
// Chart data

export interface TrendDot {
  run: string;
  step: number;
  wall_time: number;
  value: number;
  /** Its interval's ends; null where the point has none or the end is undefined. */
  lower: number | null;
  upper: number | null;
  /** The unbroken part of the run's line it belongs to: `<run index>:<segment index>`. */
  segment: string;
}

export interface TrendGap {
  run: string;
  step: number;
  wall_time: number;
  /** How many cells the headline left out as too small to trust there (the point's `excluded`). */
  excluded?: number;
}

/** A run's first step significantly worse than its best before, where the chart marks it. */
export interface TrendWorse extends TrendFirstWorse {
  run: string;
  wall_time: number;
}

export interface TrendChart {
  name: string;
  /** The points with a value, by run then step. */
  dots: TrendDot[];
  /** The points without one (the headline is undefined at that step): they break the line. */
  missing: TrendGap[];
  /** Per run that has one, the first step significantly worse than its best before. */
  worse: TrendWorse[];
}

function pointValue(values: Record<string, number | null>, name: string): number | null {
  const v = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : null;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A point of one line of a chart: its value (null: undefined, the line breaks there), its interval, and how many cells its number left out. */
export interface LinePoint {
  /** The line: a run (or, for a row's groups, a group). */
  line: string;
  step: number;
  wall_time: number;
  value: number | null;
  lower: number | null;
  upper: number | null;
  excluded?: number;
}

/**
 * The dots and the missing points of the lines `order` names, from `points` (each line's in
 * step order). A null value is never a dot: it ends the line's segment, and the next value
 * starts another (`segment`: `<line index>:<segment index>`).
 */
export function segmentLines(points: readonly LinePoint[], order: readonly string[]): {dots: TrendDot[]; missing: TrendGap[]} {
  const dots: TrendDot[] = [];
  const missing: TrendGap[] = [];
  order.forEach((line, i) => {
    let segment = 0;
    let open = false;
    for (const p of points) {
      if (p.line !== line) continue;
      if (p.value === null) {
        const gap: TrendGap = {run: line, step: p.step, wall_time: p.wall_time};
        if (typeof p.excluded === 'number') gap.excluded = p.excluded;
        missing.push(gap);
        if (open) segment++;
        open = false;
        continue;
      }
      open = true;
      dots.push({
        run: line,
        step: p.step,
        wall_time: p.wall_time,
        value: p.value,
        lower: p.lower,
        upper: p.upper,
        segment: `${i}:${segment}`,
      });
    }
  });
  return {dots, missing};
}

/**
 * One chart per headline name (`names` order), of the series of `runs` (all
 * when null). A null value is never a point: it ends the line's segment, and
 * the next value starts another.
 */
export function trendCharts(r: TrendResponse, runs: readonly string[] | null = null): TrendChart[] {
  const series = r.series
    .filter((s) => runs === null || runs.includes(s.run))
    .map((s) => ({run: s.run, points: [...s.points].sort((a, b) => a.step - b.step), firstWorse: s.first_worse ?? {}}));
  return r.names.map((name) => {
    const worse: TrendWorse[] = [];
    series.forEach((s) => {
      const found = s.firstWorse[name];
      const at = found ? s.points.find((p) => p.step === found.step && pointValue(p.values, name) === found.value) : undefined;
      if (found && at) worse.push({...found, run: s.run, wall_time: at.wall_time});
    });
    const {dots, missing} = segmentLines(
      series.flatMap((s) =>
        s.points.map((p) => {
          const [lower, upper] = p.intervals?.[name] ?? [null, null];
          return {
            line: s.run,
            step: p.step,
            wall_time: p.wall_time,
            value: pointValue(p.values, name),
            lower,
            upper,
            excluded: p.excluded?.[name],
          };
        }),
      ),
      series.map((s) => s.run),
    );
    return {name, dots, missing, worse};
  });
}

/** A first worse step in words: `step 5: 25.5 pp against 0.9 pp at step 1 (change +24.6 pp [8.1, 36.9], 99.82% interval; p=3.1e−6, below 0.05/28)`. */
export function firstWorseText(w: TrendFirstWorse, format: HeadlineFormat): string {
  const delta: HeadlineFormat = format === 'percent' ? 'points' : format;
  // Inside the brackets the unit goes once, after them (as Compare writes a change).
  const bare = (v: number) => (delta === 'points' ? pointsNumber(v) : formatHeadline(v, delta));
  const unit = delta === 'points' ? ' pp' : '';
  const sign = w.change > 0 ? '+' : '';
  // 1 - level, the family-wise level the threshold divides.
  const alpha = String(Number((w.threshold * w.pairs).toPrecision(3)));
  return (
    `step ${w.step}: ${formatHeadline(w.value, format)} against ${formatHeadline(w.vs_value, format)} at step ${w.vs_step} ` +
    `(change ${sign}${bare(w.change)}${unit} [${bare(w.lower)}, ${bare(w.upper)}], ` +
    `${Number((w.level * 100).toPrecision(4))}% interval; ${pText(w.p_value)}, below ${alpha}/${w.pairs})`
  );
}

/** True when some run has points and none has two (a trend needs at least two steps). */
export function singleStepOnly(r: TrendResponse, runs: readonly string[] | null = null): boolean {
  const series = r.series.filter((s) => runs === null || runs.includes(s.run));
  return series.some((s) => s.points.length > 0) && series.every((s) => new Set(s.points.map((p) => p.step)).size <= 1);
}

/** The missing points in words, for a chart's note: `run a at step 3, run b at steps 4, 5`. */
export function missingText(missing: readonly TrendGap[], limit = 6): string {
  const byRun = new Map<string, number[]>();
  for (const m of missing) {
    const steps = byRun.get(m.run) ?? [];
    steps.push(m.step);
    byRun.set(m.run, steps);
  }
  const parts: string[] = [];
  for (const [run, steps] of byRun) {
    const shown = steps.slice(0, limit).join(', ');
    const more = steps.length > limit ? ` and ${steps.length - limit} more` : '';
    parts.push(`${run} at step${steps.length > 1 ? 's' : ''} ${shown}${more}`);
  }
  return parts.join('; ');
}

/**
 * A colour per run of `allRuns`: the colour TensorBoard gives the run (Time Series, the runs
 * table), in the theme of the page. host_state.ts says how TensorBoard chooses it and how
 * the tab learns it (tensorboard_host.ts keeps `runColorState()` up to date and announces a
 * change with COLORS_EVENT); outside TensorBoard, TensorBoard's palette in `allRuns`' order.
 * Like TensorBoard, colours repeat from the 8th run on.
 */
export function runColors(allRuns: readonly string[], state: RunColorState = runColorState()): string[] {
  return colorsFor(allRuns, state);
}

// ---------------------------------------------------------------------------
// Picking a point

export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * The index of the point nearest (x, y) within `radius` pixels, or null.
 * Ties go to the later point (the one drawn on top).
 */
export function nearestPoint(points: readonly PixelPoint[], x: number, y: number, radius = 12): number | null {
  let best: number | null = null;
  let bestD = radius * radius;
  points.forEach((p, i) => {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return;
    const d = (p.x - x) ** 2 + (p.y - y) ** 2;
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}

// ---------------------------------------------------------------------------
// CSV

/**
 * `run,step,wall_time,<name>...`: one line per run and step of `runs` (all
 * when null), runs in the response's order, steps ascending; an undefined
 * value is an empty field. Lines end with CRLF.
 */
export function buildTrendCsv(r: TrendResponse, runs: readonly string[] | null = null): string {
  const lines = [['run', 'step', 'wall_time', ...r.names].map(csvField).join(',')];
  for (const s of r.series) {
    if (runs !== null && !runs.includes(s.run)) continue;
    for (const p of [...s.points].sort((a, b) => a.step - b.step)) {
      lines.push(
        [csvField(s.run), csvNumber(p.step), csvNumber(p.wall_time), ...r.names.map((n) => csvNumber(pointValue(p.values, n)))].join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * The confidence level of the intervals drawn: the response's, else the one the request
 * passed on (`options.level`, the report view's), else `kind`'s served default; null when
 * none is known.
 */
export function trendLevel(level: number | undefined, options: Record<string, string>, kind: KindDeclaration | null): number | null {
  if (typeof level === 'number' && Number.isFinite(level)) return level;
  const asked = parseNumber(options.level);
  return asked !== null && optionValid(kind, 'level', asked) ? asked : numberDefault(kind, 'level');
}

/**
 * The selection for another kind's declaration (the tag picker moved to a tag of another
 * kind): its gap threshold kept when `kind`'s option takes it, else that option's served
 * default (null when `kind` declares none).
 */
export function trendSelectionFor(sel: TrendSelection, kind: KindDeclaration | null): TrendSelection {
  const gap = optionValid(kind, GAP_THRESHOLD_OPTION, sel.gapThreshold) ? sel.gapThreshold : numberDefault(kind, GAP_THRESHOLD_OPTION);
  // The own options this kind takes too (a metric of another kind is not one of its).
  const own = ownOptionsFromParams(
    Object.entries(sel.own).map(([k, v]) => [`${HASH_PREFIX}${TREND_PREFIX}o_${k}`, v]),
    TREND_PREFIX,
    kind,
  );
  const same = gap === sel.gapThreshold && JSON.stringify(own) === JSON.stringify(sel.own);
  return same ? sel : {...sel, gapThreshold: gap, own};
}
