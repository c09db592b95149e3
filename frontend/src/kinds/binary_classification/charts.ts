/**
 * The charts of the binary classification view (Observable Plot):
 * <fairness-threshold-chart>, a metric versus the score threshold per group
 * with Wilson bands and the chosen threshold as a rule one drags (or moves
 * with the arrow keys) to choose another; <fairness-ratio-chart>, each
 * group's ratio to the baseline with its interval and the four-fifths lines;
 * <fairness-roc-chart>, each group's ROC curve over the thresholds and its
 * point at the chosen one. Group names reach the SVG as text only (Plot).
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement, type PlotChart} from '../../views/plot.js';
import {nearestThreshold, type RatioPoint, type RocPoint} from './state.js';
import {base} from '../../views/styles.js';
import {FairnessBandChart, PLOT_STYLE, chartStyles} from '../../views/indicator_charts.js';

const headingStyles = css`
  :host {
    margin-bottom: 16px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  section + section {
    margin-top: 12px;
  }
`;

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const SVG = 'http://www.w3.org/2000/svg';

/** Asks the view for another threshold (bubbling, composed): `detail` is one of the report's thresholds. */
export function emitThreshold(el: HTMLElement, threshold: number): void {
  el.dispatchEvent(new CustomEvent<number>('threshold-change', {detail: threshold, bubbles: true, composed: true}));
}

/** The band chart of views/indicator_charts.ts with the threshold as a rule to drag. */
export class FairnessThresholdChart extends FairnessBandChart {
  static override properties = {
    ...FairnessBandChart.properties,
    thresholds: {attribute: false},
    threshold: {attribute: false},
  };

  declare thresholds: number[];
  declare threshold: number;
  private rule: SVGGElement | null = null;
  private dragging = false;

  constructor() {
    super();
    this.thresholds = [];
    this.threshold = 0.5;
    this.xLabel = 'score threshold';
    this.note = 'Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold.';
  }

  static override styles = [
    ...FairnessBandChart.styles,
    css`
      :host {
        margin-bottom: 16px;
      }
      .threshold-rule {
        cursor: ew-resize;
        outline: none;
      }
      .threshold-rule:focus-visible line.shown {
        stroke-width: 4;
      }
      svg {
        touch-action: none;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.chart && !this.dragging) this.placeRule(this.threshold);
  }

  protected override draw(): Element | null {
    this.rule = null;
    const plot = super.draw();
    // With a legend Plot returns a <figure>: its own <svg> child is the chart (the swatches' are deeper).
    const svg = plot?.tagName.toLowerCase() === 'svg' ? plot : plot?.querySelector(':scope > svg');
    if (plot && svg) this.addRule(plot as Element & PlotChart, svg as SVGSVGElement);
    return plot;
  }

  private get plot(): (Element & PlotChart) | null {
    return this.chart as (Element & PlotChart) | null;
  }

  /** The rule at the threshold: a wide transparent grip over a visible line, in a focusable group. */
  private addRule(plot: PlotChart, svg: SVGSVGElement): void {
    const [y0, y1] = (plot.scale('y')?.range ?? [0, 0]) as [number, number];
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'threshold-rule');
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'slider');
    g.setAttribute('aria-label', 'Score threshold: drag, or use the arrow keys');
    for (const [cls, width, stroke] of [
      ['grip', '14', 'transparent'],
      ['shown', '2', 'var(--accent)'],
    ]) {
      const line = document.createElementNS(SVG, 'line');
      line.setAttribute('class', cls);
      line.setAttribute('y1', String(y0));
      line.setAttribute('y2', String(y1));
      line.setAttribute('stroke', stroke);
      line.setAttribute('stroke-width', width);
      g.append(line);
    }
    svg.append(g);
    this.rule = g;
    // Pressing anywhere on the plot moves the rule there; dragging follows the pointer.
    svg.addEventListener('pointerdown', (e) => this.onDown(e, svg));
    svg.addEventListener('pointermove', (e) => this.onMove(e, svg));
    svg.addEventListener('pointerup', (e) => this.onUp(e, svg));
    svg.addEventListener('pointercancel', () => this.cancel());
    g.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Moves the rule to threshold `t` (no redraw) and tells its value. */
  private placeRule(t: number): void {
    const x = this.plot?.scale('x');
    if (!this.rule || !x?.apply) return;
    const px = String(x.apply(t));
    for (const line of this.rule.querySelectorAll('line')) {
      line.setAttribute('x1', px);
      line.setAttribute('x2', px);
    }
    this.rule.setAttribute('aria-valuenow', String(t));
    this.rule.setAttribute('aria-valuemin', String(this.thresholds[0] ?? ''));
    this.rule.setAttribute('aria-valuemax', String(this.thresholds[this.thresholds.length - 1] ?? ''));
    this.rule.setAttribute('data-threshold', String(t));
  }

  /** The report's threshold under the pointer (the x scale inverted, then snapped). */
  private thresholdAt(e: PointerEvent, svg: SVGSVGElement): number | null {
    const x = this.plot?.scale('x');
    if (!x?.invert) return null;
    const box = svg.getBoundingClientRect();
    const width = Number(svg.getAttribute('width')) || box.width;
    const px = ((e.clientX - box.left) * width) / (box.width || 1);
    return nearestThreshold(this.thresholds, Number(x.invert(px)));
  }

  private onDown(e: PointerEvent, svg: SVGSVGElement): void {
    const t = this.thresholdAt(e, svg);
    if (t === null) return;
    this.dragging = true;
    svg.setPointerCapture?.(e.pointerId);
    this.placeRule(t);
    e.preventDefault();
  }

  private onMove(e: PointerEvent, svg: SVGSVGElement): void {
    if (!this.dragging) return;
    const t = this.thresholdAt(e, svg);
    if (t !== null) this.placeRule(t);
  }

  private onUp(e: PointerEvent, svg: SVGSVGElement): void {
    if (!this.dragging) return;
    this.dragging = false;
    const t = this.thresholdAt(e, svg);
    if (t !== null && t !== this.threshold) emitThreshold(this, t);
    else this.placeRule(this.threshold);
  }

  private cancel(): void {
    this.dragging = false;
    this.placeRule(this.threshold);
  }

  private onKey(e: KeyboardEvent): void {
    const step = e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const k = this.thresholds.indexOf(this.threshold) + step;
    if (k >= 0 && k < this.thresholds.length) emitThreshold(this, this.thresholds[k]);
  }
}

customElements.define('fairness-threshold-chart', FairnessThresholdChart);

export class FairnessRatioChart extends PlotElement {
  static override properties = {
    heading: {attribute: false},
    points: {attribute: false},
    fourFifths: {attribute: false},
    baseline: {attribute: false},
  };

  declare heading: string;
  declare points: RatioPoint[];
  declare fourFifths: number;
  declare baseline: string;
  private chart: Element | null = null;

  constructor() {
    super();
    this.heading = '';
    this.points = [];
    this.fourFifths = 0.8;
    this.baseline = '';
  }

  static override styles = [base, chartStyles, headingStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('points') || changed.has('fourFifths')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const pts = this.points;
    if (pts.length === 0) return null;
    const ends = pts.flatMap((p) => [p.ratio, p.upper ?? p.ratio]);
    const hi = Math.max(1 / this.fourFifths + 0.1, ...ends);
    const lines = [this.fourFifths, 1 / this.fourFifths];
    return Plot.plot({
      width: 420,
      height: 60 + 26 * pts.length,
      marginLeft: 120,
      style: PLOT_STYLE,
      x: {domain: [0, hi], label: `ratio to ${this.baseline}`, labelAnchor: 'center', labelArrow: 'none', grid: true},
      y: {domain: pts.map((p) => p.group), label: null, tickFormat: (g: string) => (g.length > 18 ? g.slice(0, 17) + '\u2026' : g)},
      marks: [
        Plot.ruleX([1], {stroke: 'var(--chart-rule)'}),
        Plot.ruleX(lines, {stroke: 'var(--error)', strokeDasharray: '4,3'}),
        Plot.ruleY(pts, {y: 'group', x1: 'lower', x2: 'upper', stroke: 'var(--chart-ink)', strokeWidth: 1.5}),
        Plot.dot(pts, {
          y: 'group',
          x: 'ratio',
          r: 4,
          fill: (p: RatioPoint) => (p.flagged ? 'var(--error)' : 'var(--chart-ink)'),
          title: (p: RatioPoint) =>
            `${p.group}: ${p.ratio.toFixed(3)}` +
            (p.lower !== null && p.upper !== null ? ` [${p.lower.toFixed(3)}, ${p.upper.toFixed(3)}]` : ''),
        }),
      ],
    });
  }

  override render() {
    return html`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter((p) => p.flagged).length}>
        ${this.chart ?? html`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1 / this.fourFifths).toFixed(2)}).</div>`;
  }
}

customElements.define('fairness-ratio-chart', FairnessRatioChart);

export class FairnessRocChart extends PlotElement {
  static override properties = {
    curve: {attribute: false},
    at: {attribute: false},
    groups: {attribute: false},
    threshold: {attribute: false},
  };

  declare curve: RocPoint[];
  declare at: RocPoint[];
  declare groups: string[];
  declare threshold: number;
  private chart: Element | null = null;

  constructor() {
    super();
    this.curve = [];
    this.at = [];
    this.groups = [];
    this.threshold = 0.5;
  }

  static override styles = [base, chartStyles, headingStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('curve') || changed.has('at') || changed.has('groups')) this.chart = this.draw();
  }

  private draw(): Element | null {
    if (this.curve.length === 0) return null;
    const unit = {
      domain: [0, 1],
      grid: true,
      labelAnchor: 'center',
      labelArrow: 'none',
      tickFormat: (v: number) => `${Math.round(v * 100)}%`,
    } as const;
    return Plot.plot({
      width: 420,
      height: 300,
      marginLeft: 44,
      marginBottom: 34,
      style: PLOT_STYLE,
      x: {...unit, label: 'false positive rate'},
      y: {...unit, label: 'true positive rate'},
      color: {domain: this.groups, legend: true, scheme: 'tableau10'},
      marks: [
        Plot.line([
          [0, 0],
          [1, 1],
        ]),
        Plot.line(this.curve, {x: 'fpr', y: 'tpr', z: 'group', stroke: 'group', strokeOpacity: 0.45}),
        Plot.dot(this.at, {
          x: 'fpr',
          y: 'tpr',
          fill: 'group',
          r: 5,
          stroke: 'var(--chart-halo)',
          title: (p: RocPoint) => `${p.group} at ${p.threshold}: FPR ${pct(p.fpr)}, TPR ${pct(p.tpr)}`,
        }),
      ],
    });
  }

  override render() {
    return html`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart ?? html`<div class="muted">No group has both rates.</div>`}</div>
      ${
        this.at.length < this.groups.length
          ? html`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`
          : nothing
      }`;
  }
}

customElements.define('fairness-roc-chart', FairnessRocChart);
