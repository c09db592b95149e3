/**
 * <fairness-gap-histogram>: the histogram of the gaps of the rows the
 * association table shows. Bins come precomputed (histograms.ts
 * gapHistogram); this view only draws them.
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement} from '../../views/plot.js';
import {ACCENT, CHART_WIDTH, base} from '../../views/styles.js';
import {formatCount} from '../../format.js';
import type {Histogram} from './histograms.js';

export class FairnessGapHistogram extends PlotElement {
  protected override drawsNow(): boolean {
    return this.histogram !== null;
  }

  static override properties = {
    histogram: {attribute: false},
    metric: {attribute: false},
  };

  declare histogram: Histogram | null;
  declare metric: string;
  private chart: Element | null = null;

  constructor() {
    super();
    this.histogram = null;
    this.metric = '';
  }

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('histogram') || changed.has('metric')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const h = this.histogram;
    if (!h || h.bins.length === 0) return null;
    const top = Math.max(...h.bins.map((b) => b.count));
    return Plot.plot({
      width: CHART_WIDTH,
      height: 170,
      marginLeft: 44,
      marginBottom: 34,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {label: `gap (${this.metric})`, labelAnchor: 'center', labelArrow: 'none', nice: false},
      // Counts are whole labels: never fractional ticks; 200k rather than a clipped 200,000.
      y: {label: 'labels', labelArrow: 'none', grid: true, ticks: Math.min(5, top), tickFormat: top >= 10_000 ? '~s' : undefined},
      marks: [
        Plot.rectY(h.bins, {x1: 'x0', x2: 'x1', y: 'count', fill: ACCENT, fillOpacity: 0.85, insetLeft: 0.5, insetRight: 0.5}),
        Plot.ruleY([0], {stroke: 'var(--chart-rule)'}),
        Plot.ruleX([0], {stroke: 'var(--chart-ink)', strokeDasharray: '3,3'}),
      ],
    });
  }

  override render() {
    const h = this.histogram;
    if (!h) return nothing;
    const {posInf, negInf, undefined: undef} = h.nonFinite;
    const off = [
      posInf ? `${formatCount(posInf)} at +∞` : '',
      negInf ? `${formatCount(negInf)} at −∞` : '',
      undef ? `${formatCount(undef)} undefined` : '',
    ].filter(Boolean);
    return html`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart ?? html`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${formatCount(h.finite)} finite gap${h.finite === 1 ? '' : 's'}${off.length ? html`; not plotted: ${off.join(', ')}` : nothing}
      </div>
    `;
  }
}

customElements.define('fairness-gap-histogram', FairnessGapHistogram);
