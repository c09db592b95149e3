/**
 * The charts of the indicator views (Observable Plot): <fairness-band-chart>,
 * one line per group with its interval as a band (hit rate versus threshold,
 * P@K versus K), and <fairness-score-bars>, one bar per group with whiskers
 * (geodiversity scores). Titles are Lit text bindings; Plot writes group
 * names as SVG text (never HTML). The marks, axis and look are shared with
 * the per-group charts (group_charts.ts).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import * as Plot from '@observablehq/plot';
import {base} from './styles.js';

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
  .note {
    font-size: 11px;
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

/** The y axis of a rate in [0, 1], as percentages. */
export function rateAxis(label: string) {
  return {domain: [0, 1], label, labelArrow: 'none', grid: true, tickFormat: '%'} as const;
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

/** A bar per group (its `value`) with its interval as a whisker, over a zero line. */
export function whiskerBarMarks<B extends Interval & {value: number | null}>(bars: B[], title: (b: B) => string) {
  return [
    Plot.barY(bars, {x: 'group', y: 'value', fill: 'var(--bar-fill)', title}),
    Plot.ruleX(bars, {x: 'group', y1: 'lower', y2: 'upper', stroke: 'var(--chart-ink)', strokeWidth: 1.5}),
    Plot.tickY(bars, {x: 'group', y: 'lower', stroke: 'var(--chart-ink)', inset: 14}),
    Plot.tickY(bars, {x: 'group', y: 'upper', stroke: 'var(--chart-ink)', inset: 14}),
    Plot.ruleY([0], {stroke: 'var(--chart-rule)'}),
  ];
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export class FairnessBandChart extends LitElement {
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
  private chart: Element | null = null;

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

  private draw(): Element | null {
    const pts = this.points;
    if (pts.length === 0) return null;
    return Plot.plot({
      width: 400,
      height: 250,
      marginLeft: 44,
      marginBottom: 34,
      style: PLOT_STYLE,
      x: {label: this.xLabel, labelAnchor: 'center', labelArrow: 'none', ticks: 5},
      y: rateAxis(this.yLabel),
      color: {domain: this.groups, legend: true, scheme: 'tableau10'},
      marks: bandMarks(pts, 'x', 'y', (p) => `${p.group}: ${this.yLabel} at ${p.x} = ${pct(p.y)} [${pct(p.lower)}, ${pct(p.upper)}]`),
    });
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

export class FairnessScoreBars extends LitElement {
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
    return Plot.plot({
      width: 400,
      height: 250,
      marginLeft: 44,
      marginBottom: 60,
      style: PLOT_STYLE,
      x: {domain: this.groups, label: null, tickRotate: -20},
      y: rateAxis(this.yLabel),
      marks: whiskerBarMarks(bars, (b) => `${b.group}: ${pct(b.value)}`),
    });
  }

  override render() {
    return html`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart ?? html`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`;
  }
}

customElements.define('fairness-score-bars', FairnessScoreBars);
