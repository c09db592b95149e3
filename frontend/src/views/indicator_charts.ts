/**
 * The charts of the indicator views (Observable Plot): <fairness-band-chart>,
 * one line per group with its interval as a band (hit rate versus threshold,
 * P@K versus K), and <fairness-score-bars>, one bar per group with whiskers
 * (geodiversity scores). Titles are Lit text bindings; Plot writes group
 * names as SVG text (never HTML). The marks, axis and look are shared with
 * the per-group charts (kinds/group_metrics/bars.ts, kinds/detection_recall/ar_chart.ts).
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement, type PlotScaleOptions, type PlotChart} from './plot.js';
import {base} from './styles.js';
import {estimateTextWidth, percentTickFormat, shortenGroupNames, tickLabelLayout, zoomDomain} from '../chart_axes.js';

export interface BandPoint {
  group: string;
  x: number;
  y: number;
  lower: number;
  upper: number;
}

/** The host and notes of every chart element. */
export const chartStyles = css`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`;

/** The class name in the title of a per-group chart (the bars of group_metrics, the AR curves of detection_recall). */
export const classTitleStyles = css`
  h3 .cls {
    font-weight: 400;
  }
`;

const indicatorChartStyles = css`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`;

/** Plot's own style: TensorBoard's small type on a transparent background. */
export const PLOT_STYLE = {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'};

/** The font size of the charts' text (PLOT_STYLE), in px: what the tick labels are fitted to. */
export const CHART_FONT_PX = 11;

/**
 * The y axis of a rate, as percentages, over `domain` (chart_axes.ts zoomDomain: fitted to
 * the values and their intervals, within [0, 1]; a bar chart's from 0).
 */
export function rateAxis(label: string, domain: [number, number] | null) {
  const d = domain ?? [0, 1];
  return {domain: d, label, labelArrow: 'none', grid: true, tickFormat: percentTickFormat(d[0], d[1])} as const;
}

/** The y range of a line chart of rates: the values and their bands, zoomed (never 0-100% for values at 82-86%). */
export function lineRateDomain(values: readonly number[], pts: readonly {lower: number | null; upper: number | null}[]) {
  return zoomDomain(
    values,
    pts.map((p) => p.lower),
    pts.map((p) => p.upper),
    {clamp: [0, 1]},
  );
}

/** The y range of a bar chart of rates: from 0 (a bar's length is its value) to the tallest bar or whisker. */
export function barRateDomain(bars: readonly {value: number | null; lower: number | null; upper: number | null}[]) {
  return zoomDomain(
    bars.map((b) => b.value),
    [],
    bars.map((b) => b.upper),
    {clamp: [0, 1], zero: true},
  );
}

/** How a chart of one bar per group of `groups` is laid out: its width, margins and x axis. */
export interface BarLayout {
  width: number;
  height: number;
  marginLeft: number;
  marginRight: number;
  marginBottom: number;
  x: PlotScaleOptions;
  /** How far a whisker's end ticks stay inside a band (px each side). */
  whiskerInset: number;
}

/** The width of a text in the charts' font (a canvas measures it; an estimate without one). */
function textMeasure(host: Element): (s: string) => number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return (s) => estimateTextWidth(s, CHART_FONT_PX);
  ctx.font = `${CHART_FONT_PX}px ${getComputedStyle(host).fontFamily || 'sans-serif'}`;
  // A little wider than measured: SVG text may render a hair wider than canvas text.
  return (s) => ctx.measureText(s).width * 1.05 + 1;
}

/**
 * The layout of a bar chart over `groups` drawn `width` px wide (about: it grows when the
 * names need room, and its container scrolls): the names as their values when they share
 * their keys (chart_axes.ts shortenGroupNames; the keys are the axis title), flat when they
 * fit, else turned and cut (tickLabelLayout); the plot `plotHeight` px tall whatever the
 * labels take. `host`: the element whose font the labels are in.
 */
export function barLayout(groups: readonly string[], width: number, plotHeight: number, host: Element): BarLayout {
  const marginRight = 12;
  const short = shortenGroupNames(groups);
  const fit = tickLabelLayout(short.labels, width - 44 - marginRight, CHART_FONT_PX, {marginLeft: 44, measure: textMeasure(host)});
  const shown = new Map(groups.map((g, i) => [g, fit.labels[i]]));
  const band = fit.plotWidth / Math.max(1, groups.length);
  const title = short.title === null ? 0 : 16;
  return {
    width: fit.marginLeft + fit.plotWidth + marginRight,
    height: plotHeight + 20 + fit.marginBottom + title,
    marginLeft: fit.marginLeft,
    marginRight,
    marginBottom: fit.marginBottom + title,
    x: {
      domain: [...groups],
      label: short.title,
      labelAnchor: 'center',
      labelArrow: 'none',
      tickRotate: fit.rotate,
      tickFormat: (g: string) => shown.get(g) ?? g,
    },
    // The whisker's end ticks a third of the band wide.
    whiskerInset: Math.max(1, Math.floor(band * 0.33)),
  };
}

/**
 * Gives each x tick label of `svg` its full group name as a tooltip (a cut label's only
 * reading) and as `data-group`. Plot draws one label per group, in `groups`' order.
 */
export function titleTicks(svg: Element, groups: readonly string[]): void {
  const texts = svg.querySelectorAll('g[aria-label="x-axis tick label"] text');
  if (texts.length !== groups.length) return;
  texts.forEach((t, i) => {
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = groups[i];
    t.append(title);
    t.setAttribute('data-group', groups[i]);
  });
}

interface Interval {
  group: string;
  lower: number | null;
  upper: number | null;
}

/** A line per group along `x`, its interval as a band, a dot per point with its `title`. */
export function bandMarks<P extends Interval>(pts: P[], x: keyof P & string, y: keyof P & string, title: (p: P) => string) {
  return [
    Plot.areaY(pts, {x, y1: 'lower', y2: 'upper', z: 'group', fill: 'group', fillOpacity: 0.18}),
    Plot.lineY(pts, {x, y, z: 'group', stroke: 'group', strokeWidth: 1.5}),
    Plot.dot(pts, {x, y, fill: 'group', r: 2.5, title}),
  ];
}

/** A bar per group (its `value`) with its interval as a whisker, over a zero line; `inset`: the whisker ends' inset. */
export function whiskerBarMarks<B extends Interval & {value: number | null}>(bars: B[], title: (b: B) => string, inset = 14) {
  return [
    Plot.barY(bars, {x: 'group', y: 'value', fill: 'var(--bar-fill)', title}),
    Plot.ruleX(bars, {x: 'group', y1: 'lower', y2: 'upper', stroke: 'var(--chart-ink)', strokeWidth: 1.5}),
    Plot.tickY(bars, {x: 'group', y: 'lower', stroke: 'var(--chart-ink)', inset}),
    Plot.tickY(bars, {x: 'group', y: 'upper', stroke: 'var(--chart-ink)', inset}),
    Plot.ruleY([0], {stroke: 'var(--chart-rule)'}),
  ];
}

/** The y scale of a drawn chart, as data attributes for tests and tools: its domain and range (px). */
export function markYScale(svg: Element & PlotChart): void {
  const y = svg.scale('y');
  if (y?.domain) svg.setAttribute('data-y-domain', JSON.stringify(y.domain));
  if (y?.range) svg.setAttribute('data-y-range', JSON.stringify(y.range));
}

/**
 * A bar per group from 0 (a bar's length is its value) to the tallest whisker, each with its
 * interval, over `groups` (the x domain, with or without a bar): the tick labels laid out to
 * fit (barLayout), titled with the full names, the y scale marked for the tests.
 */
export function whiskerBarPlot<B extends Interval & {group: string; value: number | null}>(
  host: Element,
  groups: readonly string[],
  bars: B[],
  [width, plotHeight]: [number, number],
  yLabel: string,
  title: (b: B) => string,
): Element {
  const layout = barLayout(groups, width, plotHeight, host);
  const plot = Plot.plot({
    width: layout.width,
    height: layout.height,
    marginLeft: layout.marginLeft,
    marginRight: layout.marginRight,
    marginBottom: layout.marginBottom,
    style: PLOT_STYLE,
    x: layout.x,
    y: rateAxis(yLabel, barRateDomain(bars)),
    marks: whiskerBarMarks(bars, title, layout.whiskerInset),
  });
  titleTicks(plot, groups);
  markYScale(plot);
  return plot;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export class FairnessBandChart extends PlotElement {
  static override properties = {
    heading: {attribute: false},
    points: {attribute: false},
    groups: {attribute: false},
    xLabel: {attribute: false},
    yLabel: {attribute: false},
    note: {attribute: false},
  };

  declare heading: string;
  declare points: BandPoint[];
  declare groups: string[];
  declare xLabel: string;
  declare yLabel: string;
  declare note: string;
  // Protected: the binary view's threshold chart draws a rule over it (kinds/binary_classification/charts.ts).
  protected chart: Element | null = null;

  constructor() {
    super();
    this.heading = '';
    this.points = [];
    this.groups = [];
    this.xLabel = '';
    this.yLabel = '';
    this.note = '';
  }

  static override styles = [base, chartStyles, indicatorChartStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('points') || changed.has('groups') || changed.has('xLabel') || changed.has('yLabel')) {
      this.chart = this.draw();
    }
  }

  protected draw(): Element | null {
    const pts = this.points;
    if (pts.length === 0) return null;
    const plot = Plot.plot({
      width: 400,
      height: 250,
      marginLeft: 44,
      marginBottom: 34,
      style: PLOT_STYLE,
      x: {label: this.xLabel, labelAnchor: 'center', labelArrow: 'none', ticks: 5},
      // Zoomed to the curves and their bands: two groups at 82-86% are told apart.
      y: rateAxis(
        this.yLabel,
        lineRateDomain(
          pts.map((p) => p.y),
          pts,
        ),
      ),
      color: {domain: this.groups, legend: true, scheme: 'tableau10'},
      marks: bandMarks(pts, 'x', 'y', (p) => `${p.group}: ${this.yLabel} at ${p.x} = ${pct(p.y)} [${pct(p.lower)}, ${pct(p.upper)}]`),
    });
    markYScale(plot);
    return plot;
  }

  override render() {
    const drawn = new Set(this.points.map((p) => p.group));
    return html`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${drawn.size}>${this.chart ?? html`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note ? html`<div class="note muted">${this.note}</div>` : nothing}`;
  }
}

customElements.define('fairness-band-chart', FairnessBandChart);

export interface ScoreBar {
  group: string;
  value: number;
  lower: number;
  upper: number;
}

export class FairnessScoreBars extends PlotElement {
  static override properties = {
    heading: {attribute: false},
    bars: {attribute: false},
    groups: {attribute: false},
    yLabel: {attribute: false},
  };

  declare heading: string;
  declare bars: ScoreBar[];
  /** Every group (the x domain), with or without a bar. */
  declare groups: string[];
  declare yLabel: string;
  private chart: Element | null = null;

  constructor() {
    super();
    this.heading = '';
    this.bars = [];
    this.groups = [];
    this.yLabel = '';
  }

  static override styles = [base, chartStyles, indicatorChartStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('bars') || changed.has('groups') || changed.has('yLabel')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const bars = this.bars;
    if (bars.length === 0) return null;
    return whiskerBarPlot(
      this,
      this.groups,
      bars,
      [400, 190],
      this.yLabel,
      (b) => `${b.group}: ${pct(b.value)} [${pct(b.lower)}, ${pct(b.upper)}]`,
    );
  }

  override render() {
    return html`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart ?? html`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`;
  }
}

customElements.define('fairness-score-bars', FairnessScoreBars);
