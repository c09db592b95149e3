/**
 * One chart of the trend mode (views/trend_view.ts), drawn with Plot: a headline
 * number over the steps, a line per run (the report on screen's thicker, its step a
 * dashed rule), the intervals as bands (a bar where a point has no neighbour), dots
 * carrying their run, step and value as data attributes, and a click on a dot
 * picking it (nearestPoint). Also the charts' width for the tab's. Run and headline
 * names reach the SVG as Plot's text only.
 */
import * as Plot from '@observablehq/plot';
import {formatWallTime} from '../format.js';
import {
  formatHeadline,
  isolatedIntervals,
  nearestPoint,
  percentTickFormat,
  trendDomain,
  type HeadlineInfo,
  type PixelPoint,
  type TrendChart,
  type TrendDot,
  type TrendFit,
} from '../trend_state.js';

/** A chart drawn: its SVG, its dots and where they are (in the SVG's viewBox coordinates). */
export interface DrawnChart {
  chart: TrendChart;
  svg: Element | null;
  pixels: PixelPoint[];
}

/** A chart's width: two side by side in the tab's width, between these bounds (px). */
export const CHART_MIN_WIDTH = 360;
const CHART_MAX_WIDTH = 760;
const CHART_HEIGHT = 240;
/** How far from a dot (in pixels) a click still picks it. */
const PICK_RADIUS = 14;

/** Two charts side by side in a tab `width` px wide (28 px apart), each within its bounds. */
export function chartWidthFor(width: number): number {
  const half = Math.floor((width - 28) / 2);
  if (half >= CHART_MIN_WIDTH) return Math.min(half, CHART_MAX_WIDTH);
  return Math.max(CHART_MIN_WIDTH, Math.min(width, CHART_MAX_WIDTH));
}

/** What a chart is drawn with besides its dots (the trend element's state). */
export interface ChartContext {
  /** How a headline number reads, as the kind declares it. */
  headline: (name: string) => HeadlineInfo;
  /** The level of the intervals drawn (trendLevel), or null when unknown. */
  level: number | null;
  /** The report on screen: its run's line is thicker, its step (when not null) a dashed rule. */
  run: string;
  step: number | null;
  /** What the y axis fits. */
  fit: TrendFit;
  /** The chart's width, px (chartWidthFor). */
  width: number;
  /** A dot clicked: open its run and step. */
  open: (dot: TrendDot) => void;
}

/** Draws one chart (no SVG when it has no dot); `domain` and `colors` give each run its colour. */
export function drawChart(chart: TrendChart, domain: string[], colors: string[], ctx: ChartContext): DrawnChart {
  const {dots} = chart;
  if (dots.length === 0) return {chart, svg: null, pixels: []};
  const info = ctx.headline(chart.name);
  const level = ctx.level;
  const percentLevel = level === null ? '' : `${Math.round(level * 100)}% `;
  const steps = dots.map((p) => p.step);
  let lo = Math.min(...steps);
  let hi = Math.max(...steps);
  if (ctx.step !== null && ctx.step >= lo - (hi - lo) && ctx.step <= hi + (hi - lo)) {
    lo = Math.min(lo, ctx.step);
    hi = Math.max(hi, ctx.step);
  }
  const ticks = [...new Set(ctx.step !== null && ctx.step >= lo && ctx.step <= hi ? [...steps, ctx.step] : steps)].sort((a, b) => a - b);
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  const current = dots.filter((p) => p.run === ctx.run);
  const others = dots.filter((p) => p.run !== ctx.run);
  const label = (p: TrendDot) => `${p.run}, step ${p.step}: ${formatHeadline(p.value, info.format)}`;
  const interval = (p: TrendDot) =>
    p.lower !== null && p.upper !== null
      ? `\n${percentLevel}interval: [${formatHeadline(p.lower, info.format)}, ${formatHeadline(p.upper, info.format)}]`
      : '';
  const title = (p: TrendDot) =>
    `run ${p.run}\nstep ${p.step} (${formatWallTime(p.wall_time)})\n${info.title}: ${formatHeadline(p.value, info.format)}${interval(p)}\nclick: open this report`;
  const bands = dots.filter((p) => p.lower !== null && p.upper !== null);
  // One encoding of the intervals: a band along each run's line; a bar only where a point
  // has no neighbour with an interval to make a band with (a single step, a broken line).
  const bars = isolatedIntervals(dots);
  const barRuns = domain.filter((run) => bars.some((p) => p.run === run));
  const y: Plot.ScaleOptions = {label: null, grid: true};
  // The lines, or the intervals too, inside the plot (trendDomain); a percent within [0, 1].
  const domainY = trendDomain(dots, info.format, ctx.fit);
  if (domainY !== null) y.domain = domainY;
  if (info.format === 'percent' && domainY !== null) y.tickFormat = percentTickFormat(domainY[0], domainY[1]);
  // A difference of rates in percentage points: the axis label says "pp", the ticks are bare.
  if (info.format === 'points') {
    y.tickFormat = (v: number) => String(Number((v * 100).toPrecision(6)));
    y.label = 'pp';
  }
  if (info.format === 'count') {
    y.zero = true;
    y.nice = true;
    y.tickFormat = 'd';
  }
  const plot = Plot.plot({
    width: ctx.width,
    height: CHART_HEIGHT,
    marginTop: 12,
    marginLeft: 50,
    marginRight: 14,
    marginBottom: 34,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
    x: {
      domain: [lo, hi],
      label: 'step',
      labelAnchor: 'center',
      labelArrow: 'none',
      inset: 8,
      // A few steps are each a tick (no fractional steps), more get Plot's ticks.
      ticks: ticks.length <= 10 ? ticks : 6,
      tickFormat: '~s',
    },
    y: {...y, inset: 6},
    color: {domain, range: colors},
    marks: [
      ctx.step !== null ? Plot.ruleX([ctx.step], {stroke: 'var(--chart-rule)', strokeDasharray: '3,3'}) : null,
      // The intervals as a band along each run's line, under the lines.
      Plot.areaY(bands, {x: 'step', y1: 'lower', y2: 'upper', z: 'segment', fill: 'run', fillOpacity: 0.14, clip: true}),
      // Its edges, faint, so that overlapping bands of two runs stay apart.
      ...(['lower', 'upper'] as const).map((end) =>
        Plot.lineY(bands, {x: 'step', y: end, z: 'segment', stroke: 'run', strokeOpacity: 0.45, strokeWidth: 0.75, clip: true}),
      ),
      // Lone intervals: thin bars in the run's colour, side by side (a run's bars 3px
      // from the next run's) so that runs at the same step stay apart.
      ...barRuns.map((run, i) =>
        Plot.ruleX(
          bars.filter((p) => p.run === run),
          {
            x: 'step',
            y1: 'lower',
            y2: 'upper',
            stroke: 'run',
            strokeOpacity: 0.6,
            strokeWidth: 1.5,
            clip: true,
            dx: (i - (barRuns.length - 1) / 2) * 3,
          },
        ),
      ),
      Plot.lineY(others, {x: 'step', y: 'value', z: 'segment', stroke: 'run', strokeWidth: 1.5}),
      Plot.lineY(current, {x: 'step', y: 'value', z: 'segment', stroke: 'run', strokeWidth: 3}),
      Plot.dot([...others, ...current], {
        x: 'step',
        y: 'value',
        fill: 'run',
        stroke: 'var(--chart-halo)',
        strokeWidth: 1,
        r: 4,
        ariaLabel: label,
        title,
        tip: true,
      }),
    ],
  });
  plot.setAttribute('data-name', chart.name);
  // The y scale, for tests and tools: its domain (values) and range (px in the viewBox).
  const yScale = plot.scale('y');
  if (yScale?.domain) plot.setAttribute('data-y-domain', JSON.stringify(yScale.domain));
  if (yScale?.range) plot.setAttribute('data-y-range', JSON.stringify(yScale.range));
  const ordered = [...others, ...current];
  // Each dot says which point it is (its aria-label is Plot's; the data attributes are for tests and tools).
  const byLabel = new Map(ordered.map((p) => [label(p), p]));
  for (const circle of plot.querySelectorAll('g[aria-label="dot"] circle')) {
    const p = byLabel.get(circle.getAttribute('aria-label') ?? '');
    if (!p) continue;
    circle.setAttribute('data-run', p.run);
    circle.setAttribute('data-step', String(p.step));
    circle.setAttribute('data-value', String(p.value));
    if (p.lower !== null) circle.setAttribute('data-lower', String(p.lower));
    if (p.upper !== null) circle.setAttribute('data-upper', String(p.upper));
  }
  const xs = plot.scale('x');
  const ys = plot.scale('y');
  const pixels = ordered.map((p) => ({x: Number(xs?.apply(p.step)), y: Number(ys?.apply(p.value))}));
  plot.addEventListener('click', (e) => onChartClick(e as MouseEvent, plot, ordered, pixels, ctx.open));
  plot.addEventListener('pointermove', (e) => {
    const hit = pick(e as PointerEvent, plot, pixels);
    plot.classList.toggle('over-point', hit !== null);
  });
  return {chart: {...chart, dots: ordered}, svg: plot, pixels};
}

/** The index of the dot under the pointer, in the drawn order, or null. */
function pick(e: MouseEvent, svg: Element, pixels: PixelPoint[]): number | null {
  const rect = svg.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  // The SVG's viewBox is its width x CHART_HEIGHT; it may be drawn narrower.
  const sx = Number(svg.getAttribute('width') ?? rect.width) / rect.width;
  const sy = CHART_HEIGHT / rect.height;
  return nearestPoint(pixels, (e.clientX - rect.left) * sx, (e.clientY - rect.top) * sy, PICK_RADIUS * sx);
}

function onChartClick(e: MouseEvent, svg: Element, dots: TrendDot[], pixels: PixelPoint[], open: (dot: TrendDot) => void): void {
  const i = pick(e, svg, pixels);
  if (i === null) return;
  const p = dots[i];
  open(p);
}
