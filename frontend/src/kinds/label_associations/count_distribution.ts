/**
 * The nPMI paper's Figure 2: how common the top K labels of the current
 * ranking are. Bars: share of the top K per bin of c(y) (log x); outline: the
 * same for all rows shown, to compare against. Ranking by pmi gap tends to
 * surface rare labels, by dp gap common ones, by nPMI both.
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement} from '../../views/plot.js';
import {ACCENT, CHART_WIDTH, base} from '../../views/styles.js';
import {formatCount} from '../../format.js';
import type {CountDistribution} from './histograms.js';

export class FairnessCountDistribution extends PlotElement {
  protected override drawsNow(): boolean {
    return this.distribution !== null;
  }

  static override properties = {
    distribution: {attribute: false},
    k: {attribute: false},
    sortLabel: {attribute: false},
    kText: {state: true},
  };

  declare distribution: CountDistribution | null;
  declare k: number;
  /** How the rows are ranked, e.g. "gap ▼". */
  declare sortLabel: string;
  declare kText: string;
  private chart: Element | null = null;

  constructor() {
    super();
    this.distribution = null;
    this.k = 100;
    this.sortLabel = '';
    this.kText = '100';
  }

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('k') && Number(this.kText) !== this.k) this.kText = String(this.k);
    if (changed.has('distribution')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const d = this.distribution;
    if (!d || d.bins.length === 0) return null;
    const top = Math.max(1, d.topShown);
    const all = Math.max(1, d.allShown);
    const data = d.bins.map((b) => ({x0: b.x0, x1: b.x1, top: b.top / top, all: b.all / all}));
    return Plot.plot({
      width: CHART_WIDTH,
      height: 170,
      marginLeft: 44,
      marginBottom: 34,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {type: 'log', label: 'c(y): examples with the label', labelAnchor: 'center', labelArrow: 'none'},
      y: {label: 'share of labels', labelArrow: 'none', grid: true, percent: true},
      marks: [
        Plot.rectY(data, {x1: 'x0', x2: 'x1', y: 'top', fill: ACCENT, fillOpacity: 0.85, insetLeft: 0.5, insetRight: 0.5}),
        Plot.rectY(data, {x1: 'x0', x2: 'x1', y: 'all', fill: 'none', stroke: 'var(--chart-ink)', strokeWidth: 1}),
        Plot.ruleY([0], {stroke: 'var(--chart-rule)'}),
      ],
    });
  }

  private onK(e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.kText = text;
    const v = Number(text);
    if (text.trim() !== '' && Number.isSafeInteger(v) && v >= 1) {
      this.dispatchEvent(new CustomEvent('topk-change', {detail: v, bubbles: true, composed: true}));
    }
  }

  override render() {
    const d = this.distribution;
    if (!d) return nothing;
    const v = Number(this.kText);
    const invalid = !(this.kText.trim() !== '' && Number.isSafeInteger(v) && v >= 1);
    return html`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${invalid ? 'invalid' : ''}
          .value=${this.kText}
          @input=${(e: Event) => this.onK(e)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart ?? html`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${ACCENT}"></span>top ${formatCount(d.k)}${
          d.topMedian !== null ? html` (median c(y) ${formatCount(d.topMedian)})` : nothing
        }
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${formatCount(d.allShown)} shown${
          d.allMedian !== null ? html` (median ${formatCount(d.allMedian)})` : nothing
        }${d.zero ? html`; ${formatCount(d.zero)} of the top with c(y) = 0 not plotted` : nothing}
      </div>
    `;
  }
}

customElements.define('fairness-count-distribution', FairnessCountDistribution);
