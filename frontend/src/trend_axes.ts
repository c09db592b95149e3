/**
 * How the trend charts read like TensorBoard's Scalars (views/trend_chart.ts): the x axis
 * (Step, Relative: time since the run's first point, Wall: the clock), the one chosen
 * by default, smoothing (Scalars' debiased exponential moving average), the hover list
 * of every run at one x, when a y axis may be logarithmic, and the words for an undefined
 * point. Pure: unit-tested under node.
 */
import type {TrendDot, TrendGap} from './trend_state.js';

/** What the x axis measures, as in Scalars' "Horizontal axis". */
export type TrendX = 'step' | 'relative' | 'wall';
export const TREND_XS: readonly TrendX[] = ['step', 'relative', 'wall'];
export const TREND_X_TITLES: Readonly<Record<TrendX, string>> = {step: 'Step', relative: 'Relative', wall: 'Wall'};

/** Scalars' default smoothing weight. */
export const DEFAULT_SMOOTHING = 0.6;
/** The largest weight the slider takes (1 would freeze the line at its first value). */
export const MAX_SMOOTHING = 0.99;

/** How far apart the runs' step ranges must be for Relative to be the default: tenfold. */
const STEP_RANGE_RATIO = 10;

/**
 * The x axis a chart opens with: Relative when the runs' step ranges differ tenfold or more
 * (a run logged per epoch beside one logged per optimizer step: on a step axis the first
 * would be a stroke at x = 0), else Step. A run's range is its last step + 1.
 */
export function defaultX(series: readonly {points: readonly {step: number}[]}[]): TrendX {
  const ends = series.filter((s) => s.points.length > 0).map((s) => Math.max(...s.points.map((p) => p.step)) + 1);
  if (ends.length < 2) return 'step';
  return Math.max(...ends) >= STEP_RANGE_RATIO * Math.min(...ends) ? 'relative' : 'step';
}

/** Each run's first wall time among `dots`: the origin of its Relative axis. */
export function runOrigins(dots: readonly {run: string; wall_time: number}[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of dots) {
    const t = out.get(p.run);
    if (t === undefined || p.wall_time < t) out.set(p.run, p.wall_time);
  }
  return out;
}

/** A point's x: its step, its seconds since its run's first point, or its wall time (ms, a date). */
export function xOf(p: {run: string; step: number; wall_time: number}, x: TrendX, origins: ReadonlyMap<string, number>): number {
  if (x === 'step') return p.step;
  if (x === 'wall') return p.wall_time * 1000;
  return p.wall_time - (origins.get(p.run) ?? p.wall_time);
}

/** A duration in seconds as the Relative axis reads it: 45 s, 12.5 min, 3.2 h, 2.1 d. */
export function formatDuration(seconds: number): string {
  const s = Math.abs(seconds);
  const sign = seconds < 0 ? '\u2212' : '';
  const num = (v: number) => String(Number(v.toPrecision(3)));
  if (s < 60) return `${sign}${num(s)} s`;
  if (s < 3600) return `${sign}${num(s / 60)} min`;
  if (s < 86400) return `${sign}${num(s / 3600)} h`;
  return `${sign}${num(s / 86400)} d`;
}

/** The steps a Relative axis ticks at (seconds): round durations, as a clock reads them. */
const DURATION_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400];

/**
 * About `count` ticks from `lo` to `hi` seconds at a round duration (10 s, 5 min, 1 h, then
 * whole days), so that they read 30 s, 1 min, 1.5 min ... and never 1.33 min.
 */
export function durationTicks(lo: number, hi: number, count: number): number[] {
  if (!(hi > lo) || count < 1) return [lo];
  const want = (hi - lo) / count;
  let step = DURATION_STEPS.find((d) => d >= want);
  if (step === undefined) {
    const days = want / 86400;
    const p = 10 ** Math.floor(Math.log10(days));
    step = 86400 * p * ([1, 2, 5, 10].find((m) => m * p >= days) ?? 10);
  }
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(t);
  return out;
}

/** The axis label of each x. */
export function xLabel(x: TrendX): string {
  return x === 'step' ? 'step' : x === 'relative' ? 'time since the run’s first point' : 'wall time';
}

/**
 * Scalars' smoothing: the debiased exponential moving average of `values` (in step
 * order) with weight `w` in [0, 1): s_t = (sum_i w^(t-i) y_i) / (sum_i w^(t-i)) over the
 * finite values so far; a non-finite value is kept as it is and skipped by the average;
 * a constant series stays constant. `w` = 0: the values.
 */
export function smooth(values: readonly number[], w: number): number[] {
  if (!(w > 0)) return [...values];
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length > 0 && finite.every((v) => v === finite[0])) return [...values];
  let last = 0;
  let weight = 0;
  return values.map((v) => {
    if (!Number.isFinite(v)) return v;
    last = last * w + (1 - w) * v;
    weight = weight * w + (1 - w);
    return last / weight;
  });
}

/**
 * The smoothed value of each dot (`dots` in any order): each run's finite values smoothed
 * in step order, across the gaps of undefined steps as Scalars does.
 */
export function smoothedValues(dots: readonly TrendDot[], w: number): Map<TrendDot, number> {
  const byRun = new Map<string, TrendDot[]>();
  for (const p of dots) {
    const line = byRun.get(p.run) ?? [];
    line.push(p);
    byRun.set(p.run, line);
  }
  const out = new Map<TrendDot, number>();
  for (const line of byRun.values()) {
    const sorted = [...line].sort((a, b) => a.step - b.step);
    const s = smooth(
      sorted.map((p) => p.value),
      w,
    );
    sorted.forEach((p, i) => out.set(p, s[i]));
  }
  return out;
}

/**
 * The hover list at data x `at`: per run (in `runs`' order), its dot nearest `at` on the
 * chart's x, when there is one; as Scalars' tooltip lists every run at the hovered x.
 */
export function pointsAt<P extends {run: string}>(dots: readonly P[], xs: readonly number[], at: number, runs: readonly string[]): P[] {
  const best = new Map<string, number>();
  dots.forEach((p, i) => {
    const j = best.get(p.run);
    if (j === undefined || Math.abs(xs[i] - at) < Math.abs(xs[j] - at)) best.set(p.run, i);
  });
  return runs.filter((r) => best.has(r)).map((r) => dots[best.get(r)!]);
}

/** Whether a log y axis can draw every value and interval end of a chart: all above zero. */
export function logPossible(dots: readonly {value: number; lower: number | null; upper: number | null}[]): boolean {
  return dots.length > 0 && dots.every((p) => p.value > 0 && (p.lower === null || p.lower > 0) && (p.upper === null || p.upper > 0));
}

/** Why a point has no value, for its mark's tooltip: too little data to trust, or none at all. */
export function undefinedReason(g: TrendGap): string {
  if (g.excluded !== undefined && g.excluded > 0) {
    return `every cell was too small to trust (${g.excluded} left out below min_count)`;
  }
  return 'no value at this step (too little data, or nothing to compare)';
}
