/**
 * One chart of the trend mode (views/trend_view.ts), drawn with Plot as TensorBoard's
 * Scalars draws one: a headline number over steps, relative or wall time
 * (trend_axes.ts), a line per run (the report on screen's thicker, its step a dashed
 * rule), smoothed as Scalars smooths (the values faint beneath), the intervals as bands
 * (a bar where a point has no neighbour), an undefined step as a faint dashed rule that
 * says why, a hover list of every run at the pointer's x, dots carrying their run, step
 * and value as data attributes, a ring where a run first got significantly worse than its
 * best before, and a click on a dot picking it (nearestPoint). Also
 * the charts' width for the tab's. Run and headline names reach the page as text only.
 */
import {Plot, type PlotScaleOptions} from './plot.js';
import {html, nothing} from 'lit';
import {formatWallTime} from '../format.js';
import {
  durationTicks,
  formatDuration,
  logPossible,
  pointsAt,
  smoothedValues,
  undefinedReason,
  xLabel,
  xOf,
  type TrendX,
} from '../trend_axes.js';
import {
  firstWorseText,
  formatHeadline,
  intervalsPastDomain,
  isolatedIntervals,
  nearestPoint,
  percentTickFormat,
  trendDomain,
  type HeadlineInfo,
  type PixelPoint,
  type TrendChart,
  type TrendDot,
  type TrendFit,
  type TrendWorse,
} from '../trend_state.js';

/** A chart drawn: its SVG (in a box with its hover list), its dots and where they are (in the SVG's viewBox coordinates). */
export interface DrawnChart {
  chart: TrendChart;
  svg: Element | null;
  pixels: PixelPoint[];
  /** Whether the y axis is logarithmic (asked for, and every value positive). */
  logDrawn: boolean;
  /** Whether a band or bar runs past the y axis (cut at the frame: the axis fits the lines). */
  intervalsCut: boolean;
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
  /** What the x axis measures, and each run's first wall time (the origin of Relative). */
  x: TrendX;
  origins: ReadonlyMap<string, number>;
  /** The smoothing weight (0: the values' line only). */
  smoothing: number;
  /** A log y axis, where every value of the chart is positive. */
  log: boolean;
  /** The chart's width, px (chartWidthFor). */
  width: number;
  /** A dot clicked: open its run and step. */
  open: (dot: TrendDot) => void;
}

/** A first worse step as Plot draws it. */
interface WorseRow extends TrendWorse {
  x: number | Date;
}

/** A dot as Plot draws it: its x on the chart's axis and its smoothed value. */
interface Row extends TrendDot {
  x: number | Date;
  smoothed: number;
}

const COMPACT = new Intl.NumberFormat('en', {notation: 'compact', maximumFractionDigits: 1});

/** A step or a count as a tick reads: 950, 1.5K, 1M; a fractional tick is left blank. */
function compact(v: number): string {
  return Number.isInteger(v) ? COMPACT.format(v) : '';
}

/** Each x axis's Plot options and how a value on it reads. */
function xAxis(x: TrendX, values: number[], ctx: ChartContext): {scale: PlotScaleOptions; text: (v: number) => string} {
  // About one tick per 90 px: labels never overlap, whatever the number of steps.
  const count = Math.max(2, Math.floor(ctx.width / 90));
  const common = {label: xLabel(x), labelAnchor: 'center' as const, labelArrow: 'none' as const, inset: 8};
  if (x === 'wall') {
    return {scale: {...common, type: 'utc', ticks: Math.min(count, 5)}, text: (v) => formatWallTime(v / 1000)};
  }
  if (x === 'relative') {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    return {scale: {...common, ticks: durationTicks(lo, hi, count), tickFormat: formatDuration}, text: formatDuration};
  }
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  // A few steps are each a tick (no fractional steps) when they lie 40 px apart or more;
  // else Plot's ticks. Labels in compact units (1M, 200K), never fractional steps.
  const span = distinct[distinct.length - 1] - distinct[0];
  const plotWidth = ctx.width - 68;
  const apart = distinct.every((v, i) => i === 0 || ((v - distinct[i - 1]) / span) * plotWidth >= 40);
  const ticks = distinct.length <= Math.min(10, count) && span > 0 && apart ? distinct : count;
  return {scale: {...common, ticks, tickFormat: compact}, text: (v) => `step ${v}`};
}

/** Draws one chart (no SVG when it has no dot); `domain` and `colors` give each run its colour. */
export function drawChart(chart: TrendChart, domain: string[], colors: string[], ctx: ChartContext): DrawnChart {
  const {dots} = chart;
  if (dots.length === 0) return {chart, svg: null, pixels: [], logDrawn: false, intervalsCut: false};
  const info = ctx.headline(chart.name);
  const level = ctx.level;
  const percentLevel = level === null ? '' : `${Math.round(level * 100)}% `;
  const smoothed = smoothedValues(dots, ctx.smoothing);
  const xValue = (p: {run: string; step: number; wall_time: number}) => xOf(p, ctx.x, ctx.origins);
  const toX = (v: number) => (ctx.x === 'wall' ? new Date(v) : v);
  const rows: Row[] = dots.map((p) => ({...p, x: toX(xValue(p)), smoothed: smoothed.get(p) ?? p.value}));
  const xs = dots.map(xValue);
  let lo = Math.min(...xs);
  let hi = Math.max(...xs);
  // The report on screen's step: a rule, on the step axis only (a step has no one time across runs).
  const rule = ctx.x === 'step' && ctx.step !== null && ctx.step >= lo - (hi - lo) && ctx.step <= hi + (hi - lo) ? ctx.step : null;
  if (rule !== null) {
    lo = Math.min(lo, rule);
    hi = Math.max(hi, rule);
  }
  if (lo === hi) {
    const pad = ctx.x === 'wall' ? 1000 : 1;
    lo -= pad;
    hi += pad;
  }
  const axis = xAxis(ctx.x, rule !== null ? [...xs, rule] : xs, ctx);
  const current = rows.filter((p) => p.run === ctx.run);
  const others = rows.filter((p) => p.run !== ctx.run);
  const label = (p: TrendDot) => `${p.run}, step ${p.step}: ${formatHeadline(p.value, info.format)}`;
  const bands = rows.filter((p) => p.lower !== null && p.upper !== null);
  // One encoding of the intervals: a band along each run's line; a bar only where a point
  // has no neighbour with an interval to make a band with (a single step, a broken line).
  const bars = isolatedIntervals(rows);
  const barRuns = domain.filter((run) => bars.some((p) => p.run === run));
  const y: PlotScaleOptions = {label: null, grid: true};
  // The lines, or the intervals too, inside the plot (trendDomain); a percent within [0, 1].
  const domainY = trendDomain(dots, info.format, ctx.fit);
  const logDrawn = ctx.log && logPossible(dots);
  if (logDrawn) {
    y.type = 'log';
    y.tickFormat = '~g';
    if (domainY !== null && domainY[0] > 0) y.domain = domainY;
  } else {
    if (domainY !== null) y.domain = domainY;
    // Short labels (1e−6, 2.5k): none is cut at the plot's left edge.
    y.tickFormat = '~g';
    if (info.format === 'percent' && domainY !== null) y.tickFormat = percentTickFormat(domainY[0], domainY[1]);
    // A difference of rates in percentage points: the axis label says "pp", the ticks are bare.
    if (info.format === 'points') {
      y.tickFormat = (v: number) => String(Number((v * 100).toPrecision(6)));
      y.label = 'pp';
    }
    if (info.format === 'count') {
      y.zero = true;
      y.nice = true;
      y.tickFormat = compact;
    }
  }
  const missing = chart.missing.map((g) => ({...g, x: toX(xValue(g)), reason: undefinedReason(g)}));
  const worse: WorseRow[] = chart.worse.map((w) => ({...w, x: toX(xValue(w))}));
  const smoothing = ctx.smoothing > 0;
  const line = (data: Row[], width: number) =>
    smoothing
      ? [
          // Scalars' look: the values faint, the smoothed line over them.
          Plot.lineY(data, {x: 'x', y: 'value', z: 'segment', stroke: 'run', strokeWidth: 1, strokeOpacity: 0.3}),
          Plot.lineY(data, {x: 'x', y: 'smoothed', z: 'run', stroke: 'run', strokeWidth: width}),
        ]
      : [Plot.lineY(data, {x: 'x', y: 'value', z: 'segment', stroke: 'run', strokeWidth: width})];
  const plot = Plot.plot({
    width: ctx.width,
    height: CHART_HEIGHT,
    marginTop: 12,
    marginLeft: 50,
    marginRight: 18,
    marginBottom: 34,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
    x: {...axis.scale, domain: [toX(lo), toX(hi)]},
    y: {...y, inset: 6},
    color: {domain, range: colors},
    marks: [
      rule !== null ? Plot.ruleX([rule], {stroke: 'var(--chart-rule)', strokeDasharray: '3,3'}) : null,
      // An undefined step: the line breaks there, and a faint dashed rule says why on hover.
      Plot.ruleX(missing, {
        x: 'x',
        stroke: 'run',
        strokeOpacity: 0.45,
        strokeDasharray: '2,3',
        title: (g) => `${g.run}, step ${g.step}: undefined: ${g.reason}`,
      }),
      // The intervals as a band along each run's line, under the lines.
      Plot.areaY(bands, {x: 'x', y1: 'lower', y2: 'upper', z: 'segment', fill: 'run', fillOpacity: 0.14, clip: true}),
      // Its edges, faint, so that overlapping bands of two runs stay apart.
      ...(['lower', 'upper'] as const).map((end) =>
        Plot.lineY(bands, {x: 'x', y: end, z: 'segment', stroke: 'run', strokeOpacity: 0.45, strokeWidth: 0.75, clip: true}),
      ),
      // Lone intervals: thin bars in the run's colour, side by side (a run's bars 3px
      // from the next run's) so that runs at the same step stay apart.
      ...barRuns.map((run, i) =>
        Plot.ruleX(
          bars.filter((p) => p.run === run),
          {
            x: 'x',
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
      ...line(others, 1.5),
      ...line(current, 3),
      Plot.dot([...others, ...current], {
        x: 'x',
        y: 'value',
        fill: 'run',
        stroke: 'var(--chart-halo)',
        strokeWidth: 1,
        r: smoothing ? 3 : 4,
        ariaLabel: label,
      }),
      // Where a run first got significantly worse than its best before: a ring.
      Plot.dot(worse, {
        x: 'x',
        y: 'value',
        r: 8,
        fill: 'none',
        stroke: 'var(--bad, #c62828)',
        strokeWidth: 2,
        className: 'first-worse',
        title: (w: WorseRow) => `${w.run}: first significantly worse at ${firstWorseText(w, info.format)}`,
      }),
    ],
  });
  plot.querySelectorAll('g.first-worse circle').forEach((ring, i) => {
    // Plot draws the rings in data order.
    const w = worse[i];
    if (!w) return;
    ring.setAttribute('data-run', w.run);
    ring.setAttribute('data-step', String(w.step));
    ring.setAttribute('data-vs-step', String(w.vs_step));
  });
  plot.setAttribute('data-name', chart.name);
  plot.setAttribute('data-x', ctx.x);
  plot.setAttribute('data-y-type', logDrawn ? 'log' : 'linear');
  // The y scale, for tests and tools: its domain (values) and range (px in the viewBox).
  const yScale = plot.scale('y');
  if (yScale?.domain) plot.setAttribute('data-y-domain', JSON.stringify(yScale.domain));
  const intervalsCut = yScale?.domain !== undefined && intervalsPastDomain(bands, yScale.domain as number[]);
  plot.setAttribute('data-intervals-cut', String(intervalsCut));
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
    circle.setAttribute('data-smoothed', String(p.smoothed));
    if (p.lower !== null) circle.setAttribute('data-lower', String(p.lower));
    if (p.upper !== null) circle.setAttribute('data-upper', String(p.upper));
  }
  const sx = plot.scale('x');
  const sy = plot.scale('y');
  const pixels = ordered.map((p) => ({x: Number(sx?.apply(p.x)), y: Number(sy?.apply(p.value))}));
  const box = document.createElement('div');
  box.className = 'plot';
  box.append(plot);
  const hover = new Hover(box, plot, ordered, pixels, domain, colors, {
    title: info.title,
    value: (v) => formatHeadline(v, info.format),
    x: axis.text,
    interval: (p) =>
      p.lower !== null && p.upper !== null
        ? `${percentLevel}interval [${formatHeadline(p.lower, info.format)}, ${formatHeadline(p.upper, info.format)}]`
        : '',
    smoothing,
  });
  plot.addEventListener('click', (e) => onChartClick(e as MouseEvent, plot, ordered, pixels, ctx.open));
  plot.addEventListener('pointermove', (e) => {
    const hit = pick(e as PointerEvent, plot, pixels);
    plot.classList.toggle('over-point', hit !== null);
    hover.show(e as PointerEvent);
  });
  plot.addEventListener('pointerleave', () => hover.hide());
  return {chart: {...chart, dots: ordered}, svg: box, pixels, logDrawn, intervalsCut};
}

interface HoverText {
  title: string;
  value: (v: number) => string;
  x: (v: number) => string;
  interval: (p: Row) => string;
  smoothing: boolean;
}

/**
 * The hover list, as Scalars' tooltip: every run drawn, its point nearest the pointer's x
 * (run, value, smoothed value, step, interval), and a rule at that x. Names are text nodes.
 */
class Hover {
  private readonly tip = document.createElement('div');
  private readonly rule = document.createElement('div');

  constructor(
    private readonly box: HTMLElement,
    private readonly svg: Element,
    private readonly rows: Row[],
    private readonly pixels: PixelPoint[],
    private readonly domain: string[],
    private readonly colors: string[],
    private readonly text: HoverText,
  ) {
    this.tip.className = 'hover';
    this.tip.setAttribute('role', 'tooltip');
    this.rule.className = 'hover-rule';
    this.hide();
    box.append(this.rule, this.tip);
  }

  hide(): void {
    this.tip.hidden = true;
    this.rule.hidden = true;
  }

  show(e: PointerEvent): void {
    const rect = this.svg.getBoundingClientRect();
    if (rect.width === 0) return;
    const scale = Number(this.svg.getAttribute('width') ?? rect.width) / rect.width;
    const px = (e.clientX - rect.left) * scale;
    const shown = pointsAt(
      this.rows,
      this.pixels.map((p) => p.x),
      px,
      this.domain,
    );
    if (shown.length === 0) return this.hide();
    const at = this.pixels[this.rows.indexOf(shown[0])].x;
    const lines = shown.map((p) => {
      const row = document.createElement('div');
      row.className = 'hover-row';
      row.dataset.run = p.run;
      row.dataset.step = String(p.step);
      row.dataset.value = String(p.value);
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = this.colors[this.domain.indexOf(p.run)] ?? 'var(--muted)';
      const name = document.createElement('span');
      name.className = 'run-name';
      name.textContent = p.run;
      const value = document.createElement('b');
      value.textContent = this.text.smoothing ? this.text.value(p.smoothed) : this.text.value(p.value);
      const rest = document.createElement('span');
      rest.className = 'muted';
      rest.textContent = [this.text.smoothing ? `value ${this.text.value(p.value)}` : '', `step ${p.step}`, this.text.interval(p)]
        .filter(Boolean)
        .join(' · ');
      row.append(swatch, name, value, rest);
      return row;
    });
    const head = document.createElement('div');
    head.className = 'hover-head';
    head.textContent = `${this.text.title}${this.text.smoothing ? ' (smoothed)' : ''} · ${this.text.x(xNumber(shown[0].x))}`;
    const foot = document.createElement('div');
    foot.className = 'muted';
    foot.textContent = 'click a point: open that report';
    this.tip.replaceChildren(head, ...lines, foot);
    this.tip.hidden = false;
    this.rule.hidden = false;
    const left = at / scale;
    this.rule.style.left = `${left}px`;
    this.rule.style.height = `${rect.height}px`;
    // Beside the pointer, on the side with room.
    const boxWidth = this.box.clientWidth;
    const tipWidth = this.tip.offsetWidth;
    const x = left + 14 + tipWidth > boxWidth ? Math.max(0, left - 14 - tipWidth) : left + 14;
    this.tip.style.left = `${x}px`;
    this.tip.style.top = `${Math.max(0, e.clientY - rect.top - 10)}px`;
  }
}

function xNumber(x: number | Date): number {
  return x instanceof Date ? x.getTime() : x;
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

/** Under a chart whose bands or bars run past its frame: that they are cut, and how to see them whole. */
export function intervalsCutNote(drawn: Pick<DrawnChart, 'intervalsCut'>) {
  if (!drawn.intervalsCut) return nothing;
  return html`<div class="note muted" data-role="intervals-cut">
    Intervals cut at the frame: the y axis fits the lines (Y axis: fit the intervals shows them whole).
  </div>`;
}

/** Under a chart: each run's first significantly worse step, in words (the ring's text); nothing when none has one. */
export function firstWorseNote(worse: readonly TrendWorse[], format: HeadlineInfo['format'], test: string | undefined) {
  if (worse.length === 0) return nothing;
  return html`<div class="note worse" data-role="first-worse" title=${test ?? ''}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${worse.map(
      (w, i) =>
        html`${i ? '; ' : ''}<span class="worse-run" data-run=${w.run} data-step=${w.step} data-vs-step=${w.vs_step}
          >${w.run} at ${firstWorseText(w, format)}</span
        >`,
    )}.
  </div>`;
}
