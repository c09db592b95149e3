/**
 * <fairness-slice-trend>: the slice picked in the Worst slices panel over the steps of the
 * report's run (`GET slice_trend`), drawn with Plot as the Trends charts are: the gap to
 * everyone else in pp per step with its interval as a band (a bar for a lone step), a zero
 * line (no gap), the report on screen's step as a dashed rule, and a ring at the first step
 * significantly worse than the best before, said in words under the chart
 * (slices_state.ts worseNote). A dot clicked opens that step (`report-change`). The data
 * comes from slices_state.ts sliceGapChart; slice and run names reach the page as text only.
 */
import {Plot, PlotElement} from './plot.js';
import {html, css, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type SliceTrendParams} from '../api.js';
import {gapPointTitle, sliceGapChart, worseNote, type GapChart, type GapPoint} from '../slices_state.js';
import type {SliceTrendResponse} from '../types_slices.js';
import {base, messages, staleContent} from './styles.js';
import {trendStyles} from './trend_styles.js';
import {emitReportChange} from './view.js';
import {ViewLoad} from './view_shell.js';

const WIDTH = 640;
const HEIGHT = 220;

/** Integer steps as ticks read: 950, 1.5K; a fractional tick is left blank. */
const COMPACT = new Intl.NumberFormat('en', {notation: 'compact', maximumFractionDigits: 1});
const stepTick = (v: number) => (Number.isInteger(v) ? COMPACT.format(v) : '');

/** The chart of `c` (null without a point); `step` is the report on screen's (a dashed rule). */
function drawGapChart(c: GapChart, step: number | null, open: (step: number) => void): Element | null {
  const points = c.points;
  if (points.length === 0) return null;
  const steps = points.map((p) => p.step);
  const lo = Math.min(...steps);
  const hi = Math.max(...steps);
  // A few steps are each a tick, else Plot's (never fractional steps).
  const ticks = points.length <= 8 && hi > lo ? steps : undefined;
  const pad = hi === lo ? 1 : 0;
  const banded = points.filter((p) => p.lower !== null && p.upper !== null);
  const worse = c.worse ? points.filter((p) => p.step === c.worse!.step) : [];
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    marginTop: 14,
    marginLeft: 52,
    marginRight: 18,
    marginBottom: 36,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
    x: {
      label: 'step',
      labelAnchor: 'center',
      labelArrow: 'none',
      domain: [lo - pad, hi + pad],
      ticks,
      tickFormat: stepTick,
      inset: 10,
    },
    y: {
      label: 'gap to everyone else (pp)',
      labelArrow: 'none',
      domain: c.domain ?? undefined,
      grid: true,
      tickFormat: (v: number) => String(Number((v * 100).toPrecision(6))),
    },
    marks: [
      // No gap: the slice's rate equals everyone else's.
      Plot.ruleY([0], {stroke: 'var(--chart-ink)', strokeWidth: 1, strokeOpacity: 0.7}),
      step !== null && step >= lo - pad && step <= hi + pad
        ? Plot.ruleX([step], {stroke: 'var(--chart-rule)', strokeDasharray: '3,3'})
        : null,
      banded.length > 1
        ? Plot.areaY(banded, {x: 'step', y1: 'lower', y2: 'upper', fill: 'var(--accent)', fillOpacity: 0.18, curve: 'linear'})
        : Plot.ruleX(banded, {x: 'step', y1: 'lower', y2: 'upper', stroke: 'var(--accent)', strokeOpacity: 0.6, strokeWidth: 2}),
      Plot.lineY(points, {x: 'step', y: 'gap', stroke: 'var(--accent)', strokeWidth: 2}),
      Plot.dot(points, {
        x: 'step',
        y: 'gap',
        r: 4,
        fill: 'var(--accent)',
        stroke: 'var(--chart-halo)',
        strokeWidth: 1,
        className: 'gap-dot',
        title: (p: GapPoint) => `${gapPointTitle(p, c.level)}\nclick: open this step`,
      }),
      Plot.dot(worse, {
        x: 'step',
        y: 'gap',
        r: 9,
        fill: 'none',
        stroke: 'var(--bad, #c62828)',
        strokeWidth: 2,
        className: 'first-worse',
      }),
    ],
  });
  plot.setAttribute('data-name', 'slice-gap');
  // Each dot says which step it is, for tests and tools (Plot draws them in data order).
  plot.querySelectorAll('g.gap-dot circle').forEach((dot, i) => {
    const p = points[i];
    if (!p) return;
    dot.setAttribute('data-step', String(p.step));
    dot.setAttribute('data-gap', String(p.gap));
    dot.addEventListener('click', () => open(p.step));
  });
  plot.querySelectorAll('g.first-worse circle').forEach((ring) => {
    ring.setAttribute('data-step', String(c.worse?.step));
    ring.setAttribute('data-vs-step', String(c.worse?.vs_step));
  });
  return plot;
}

export class FairnessSliceTrend extends PlotElement {
  protected override drawsNow(): boolean {
    return this.data !== null;
  }

  static override properties = {
    api: {attribute: false},
    params: {attribute: false},
    run: {attribute: false},
    step: {attribute: false},
    data: {state: true},
  };

  declare api: Api | null;
  /** What `slice_trend` is asked (the slice, the run, the panel's metric and class). */
  declare params: SliceTrendParams | null;
  /** The run whose series is drawn. */
  declare run: string;
  /** The report on screen's step (a dashed rule), or null. */
  declare step: number | null;
  declare data: SliceTrendResponse | null;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private chart: GapChart | null = null;
  private svg: Element | null = null;
  private asked = '';

  constructor() {
    super();
    this.api = null;
    this.params = null;
    this.run = '';
    this.step = null;
    this.data = null;
  }

  static override styles = [
    base,
    messages,
    staleContent,
    trendStyles,
    css`
      :host {
        display: block;
      }
      header {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 13px;
        font-weight: 500;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .slice-name {
        font-weight: 600;
      }
      button.close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        cursor: pointer;
        line-height: 1;
      }
      button.close:hover {
        color: var(--fg);
      }
      .plot svg {
        max-width: 100%;
        height: auto;
      }
      .plot svg g.gap-dot circle {
        cursor: pointer;
      }
      .note {
        font-size: 12px;
        margin-top: 2px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    const key = JSON.stringify(this.params);
    if ((changed.has('params') || changed.has('api')) && key !== this.asked) {
      this.asked = key;
      void this.load();
    }
    if (changed.has('data') || changed.has('run') || changed.has('step')) this.draw();
  }

  private async load(): Promise<void> {
    const p = this.params;
    const api = this.api;
    if (!p || !api) return;
    const res = await this.shell.run(
      this.request,
      (signal) => api.sliceTrend(p, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    this.shell.ready();
    this.dispatchEvent(new CustomEvent('slice-trend-loaded', {bubbles: true, composed: true}));
  }

  private draw(): void {
    this.chart = this.data ? sliceGapChart(this.data, this.run) : null;
    this.svg = this.chart ? drawGapChart(this.chart, this.step, (step) => emitReportChange(this, {step})) : null;
  }

  private close(): void {
    this.dispatchEvent(new CustomEvent('slice-close', {bubbles: true, composed: true}));
  }

  override render() {
    const slice = this.params?.slice ?? '';
    const c = this.chart;
    return html`<header>
        <h4>Gap to everyone else over the steps of run <span class="run">${this.run}</span>: <span class="slice-name">${slice}</span></h4>
        <button class="close" name="slice-close" title="Close the chart (Esc)" aria-label="Close the chart" @click=${() => this.close()}>×</button>
      </header>
      ${this.shell.renderError('Could not load the slice over the steps', [{label: 'Retry', name: 'retry', run: () => void this.load()}])}
      ${
        c
          ? html`<div class="body ${this.shell.loading ? 'stale' : ''}" data-points=${c.points.length}>
              <div class="plot">${this.svg ?? html`<div class="none">No step has a gap for this slice.</div>`}</div>
              <div class="note ${c.worse ? 'worse' : 'muted'}" data-role="first-worse" data-step=${c.worse?.step ?? nothing} title=${this.data?.first_worse_test ?? ''}>
                ${c.worse ? html`<span class="ring" aria-hidden="true"></span> ` : nothing}${worseNote(c)}.
              </div>
              ${c.missing.length ? html`<div class="note muted">No gap at step${c.missing.length > 1 ? 's' : ''} ${c.missing.join(', ')}.</div>` : nothing}
              <div class="note muted">Band: the gap's ${Math.round(c.level * 100)}% interval; dashed: the step on screen; click a point to open its step.</div>
            </div>`
          : this.shell.loading
            ? html`<div class="loading">Loading the slice over the steps…</div>`
            : nothing
      }`;
  }
}

customElements.define('fairness-slice-trend', FairnessSliceTrend);
