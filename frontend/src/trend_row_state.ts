/**
 * One row per group over the steps (`GET row_trend`), as charts the trend charts draw
 * (views/trend_chart.ts): the row's bias with a line per run, and per run a line per
 * group (a group stands where the trend charts put a run: its colour, its hover entry,
 * the `data-run` of its dots). Pure and unit-tested.
 */
import {segmentLines, type TrendChart, type TrendWorse} from './trend_state.js';
import type {RowTrendPoint, RowTrendResponse} from './types_across_reports.js';

/** Tableau 10, Observable Plot's categorical scheme: a colour per group. */
export const GROUP_COLORS = ['#4e79a7', '#f28e2c', '#e15759', '#76b7b2', '#59a14f', '#edc949', '#af7aa1', '#ff9da7', '#9c755f', '#bab0ab'];

/** At most this many groups get a line each (the rest are listed, not drawn). */
export const MAX_GROUP_LINES = 10;

function finiteOrNull(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The series of `runs` (all when null), steps ascending. */
function seriesOf(r: RowTrendResponse, runs: readonly string[] | null) {
  return r.series
    .filter((s) => runs === null || runs.includes(s.run))
    .map((s) => ({...s, points: [...s.points].sort((a, b) => a.step - b.step)}));
}

/** The row's bias over the steps, a line per run, with each run's first significantly worse step. */
export function rowBiasChart(r: RowTrendResponse, runs: readonly string[] | null = null): TrendChart {
  const series = seriesOf(r, runs);
  const {dots, missing} = segmentLines(
    series.flatMap((s) =>
      s.points.map((p) => ({
        line: s.run,
        step: p.step,
        wall_time: p.wall_time,
        value: p.present ? finiteOrNull(p.bias) : null,
        lower: finiteOrNull(p.lower),
        upper: finiteOrNull(p.upper),
      })),
    ),
    series.map((s) => s.run),
  );
  const worse: TrendWorse[] = [];
  for (const s of series) {
    const w = s.first_worse;
    const at = w ? s.points.find((p) => p.step === w.step) : undefined;
    if (w && at) worse.push({...w, run: s.run, wall_time: at.wall_time});
  }
  return {name: 'bias', dots, missing, worse};
}

/** A run's groups, by their largest n over the steps (the biggest first). */
export function groupsOf(points: readonly RowTrendPoint[]): string[] {
  const n = new Map<string, number>();
  for (const p of points) for (const g of p.groups) n.set(g.group, Math.max(n.get(g.group) ?? 0, g.n ?? 0));
  return [...n.keys()].sort((a, b) => (n.get(b) ?? 0) - (n.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

export interface RowGroupChart {
  run: string;
  /** Every group of the run (the drawn ones first); `drawn` of them have a line. */
  groups: string[];
  drawn: number;
  /** A line per drawn group: its dots carry the group where a trend chart's carry the run. */
  chart: TrendChart;
}

/** Per run: a line per group (at most MAX_GROUP_LINES, the largest first) of the row's value. */
export function rowGroupCharts(r: RowTrendResponse, runs: readonly string[] | null = null): RowGroupChart[] {
  return seriesOf(r, runs).map((s) => {
    const groups = groupsOf(s.points);
    const shown = groups.slice(0, MAX_GROUP_LINES);
    const entries = s.points.flatMap((p) =>
      shown.map((group) => {
        const g = p.groups.find((x) => x.group === group);
        return {
          line: group,
          step: p.step,
          wall_time: p.wall_time,
          value: finiteOrNull(g?.value),
          lower: finiteOrNull(g?.lower),
          upper: finiteOrNull(g?.upper),
        };
      }),
    );
    const {dots, missing} = segmentLines(entries, shown);
    return {run: s.run, groups, drawn: shown.length, chart: {name: `groups:${s.run}`, dots, missing, worse: []}};
  });
}
