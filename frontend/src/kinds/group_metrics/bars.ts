/**
 * <fairness-group-bars>, the chart of the per-group rates view for the selected
 * class (Observable Plot): one bar per group with its interval as a whisker
 * (groups without a value are listed, not drawn). The class name is a Lit text
 * binding; Plot writes group names as SVG text.
 */
import {html, nothing, type PropertyValues} from 'lit';
import {base} from '../../views/styles.js';
import {chartStyles, classTitleStyles, whiskerBarPlot} from '../../views/indicator_charts.js';
import type {GroupBar} from './state.js';
import {PlotElement} from '../../views/plot.js';

export class FairnessGroupBars extends PlotElement {
  static override properties = {
    cls: {attribute: false},
    bars: {attribute: false},
    valueName: {attribute: false},
  };

  declare cls: string | null;
  declare bars: GroupBar[] | null;
  declare valueName: string;
  private chart: Element | null = null;

  constructor() {
    super();
    this.cls = null;
    this.bars = null;
    this.valueName = 'value';
  }

  static override styles = [base, chartStyles, classTitleStyles];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('bars') || changed.has('valueName')) this.chart = this.draw();
  }

  private draw(): Element | null {
    const bars = (this.bars ?? []).filter((b) => b.value !== null);
    if (bars.length === 0) return null;
    const groups = (this.bars ?? []).map((b) => b.group);
    const pct = (v: number | null) => (v === null ? '?' : `${(v * 100).toFixed(1)}%`);
    return whiskerBarPlot(
      this,
      groups,
      bars,
      [380, 170],
      this.valueName,
      (b) => `${b.group}: ${pct(b.value)} [${pct(b.lower)}, ${pct(b.upper)}] (n = ${b.n})`,
    );
  }

  override render() {
    if (this.cls === null || this.bars === null) return nothing;
    const missing = this.bars.filter((b) => b.value === null);
    return html`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length - missing.length}>
        ${this.chart ?? html`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${
        missing.length
          ? html`<div class="note muted">
            Not drawn: ${missing.map((b, i) => html`${i ? '; ' : ''}<span data-group=${b.group}>${b.group} (${b.note})</span>`)}
          </div>`
          : nothing
      }
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`;
  }
}

customElements.define('fairness-group-bars', FairnessGroupBars);
