/**
 * The distribution of Cramer's V over the classes shown, coloured by band
 * (the SkewSize paper's Figure 4). A long right tail of large effect sizes is
 * what lowers SkewSize. Bins come precomputed (state.ts vHistogram);
 * this view only draws them.
 */
import {html, css, type PropertyValues} from 'lit';
import {Plot, PlotElement} from '../../views/plot.js';
import {BAND_COLORS, CHART_WIDTH, base} from '../../views/styles.js';
import {formatCount} from '../../format.js';
import type {VHistogram} from './state.js';
import {BANDS, BAND_EDGES} from './types.js';

export class FairnessSkewHistogram extends PlotElement {
  static override properties = {
    histogram: {attribute: false},
    marker: {attribute: false},
  };

  declare histogram: VHistogram | null;
  /** V of the class whose drill-down is open, or null. */
  declare marker: number | null;
  private chart: Element | null = null;

  constructor() {
    super();
    this.histogram = null;
    this.marker = null;
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
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('histogram') || changed.has('marker')) this.chart = this.draw();
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
      x: {domain: [0, 1], label: "Cramér's V", labelAnchor: 'center', labelArrow: 'none', ticks: 5},
      // Counts are whole classes: never fractional ticks.
      y: {label: 'classes', labelArrow: 'none', grid: true, ticks: Math.min(5, top)},
      color: {domain: [...BANDS], range: BANDS.map((b) => BAND_COLORS[b])},
      marks: [
        Plot.rectY(h.bins, {
          x1: 'x0',
          x2: 'x1',
          y: 'count',
          fill: 'band',
          insetLeft: 0.5,
          insetRight: 0.5,
          title: (b: {x0: number; x1: number; band: string; count: number}) =>
            `${b.count} class${b.count === 1 ? '' : 'es'} with V in [${b.x0.toFixed(2)}, ${b.x1.toFixed(2)}) (${b.band})`,
        }),
        Plot.ruleX(BAND_EDGES, {stroke: 'var(--chart-rule)', strokeDasharray: '2,3'}),
        Plot.ruleY([0], {stroke: 'var(--chart-rule)'}),
        ...(this.marker !== null
          ? [Plot.ruleX([this.marker], {stroke: 'var(--fg)', strokeWidth: 1.5, title: () => 'the selected class'})]
          : []),
      ],
    });
  }

  override render() {
    const h = this.histogram;
    if (!h) return html``;
    return html`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart ?? html`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${BANDS.map(
          (b) =>
            html`<span data-band=${b}
              ><span class="key" style="background:${BAND_COLORS[b]}"></span>${b} ${formatCount(h.byBand[b])}</span
            >`,
        )}
      </div>
      <div class="note muted">
        ${this.marker !== null ? 'The solid line marks the selected class. ' : ''}${formatCount(h.defined)} class${h.defined === 1 ? '' : 'es'} with V${
          h.undefined ? `; ${formatCount(h.undefined)} undefined, not plotted` : ''
        }
      </div>
    `;
  }
}

customElements.define('fairness-skew-histogram', FairnessSkewHistogram);
