/**
 * <fairness-ar-chart>, the chart of the detection-recall view for the selected
 * class (Observable Plot): AR over the IoU thresholds per group with Wilson
 * bands. The class name is a Lit text binding; Plot writes group names as SVG
 * text.
 */
import {html, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement} from '../../views/plot.js';
import {base} from '../../views/styles.js';
import {PLOT_STYLE, bandMarks, chartStyles, classTitleStyles, lineRateDomain, markYScale, rateAxis} from '../../views/indicator_charts.js';
import type {ArPoint} from './state.js';

export class FairnessArChart extends PlotElement {
  static override properties = {
    cls: {attribute: false},
    points: {attribute: false},
    groups: {attribute: false},
  };

  declare cls: string | null;
  declare points: ArPoint[];
  /** Every group of the grouping (the colour domain). */
  declare groups: string[];
  private chart: Element | null = null;

  constructor() {
    super();
    this.cls = null;
    this.points = [];
    this.groups = [];
  }

  static override styles = [base, chartStyles, classTitleStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('points') || changed.has('groups')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const pts = this.points;
    if (pts.length === 0) return null;
    const plot = Plot.plot({
      width: 380,
      height: 240,
      marginLeft: 44,
      marginBottom: 34,
      style: PLOT_STYLE,
      x: {label: 'IoU threshold', labelAnchor: 'center', labelArrow: 'none', ticks: 5},
      // Zoomed to the curves and their Wilson bands.
      y: rateAxis(
        'AR',
        lineRateDomain(
          pts.map((p) => p.ar),
          pts,
        ),
      ),
      color: {domain: this.groups, legend: true, scheme: 'tableau10'},
      marks: bandMarks(
        pts,
        'threshold',
        'ar',
        (p) => `${p.group}: AR@${p.threshold} = ${(p.ar * 100).toFixed(1)}% [${(p.lower * 100).toFixed(1)}, ${(p.upper * 100).toFixed(1)}]`,
      ),
    });
    markYScale(plot);
    return plot;
  }

  override render() {
    if (this.cls === null) return nothing;
    const drawn = new Set(this.points.map((p) => p.group));
    const missing = this.groups.filter((g) => !drawn.has(g));
    return html`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${drawn.size}>
        ${this.chart ?? html`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${missing.length ? html`<div class="note muted">Not drawn (insufficient or nobody): ${missing.join('; ')}</div>` : nothing}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`;
  }
}

customElements.define('fairness-ar-chart', FairnessArChart);
