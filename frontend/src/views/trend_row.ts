/**
 * <fairness-trend-row>: one row (a label, a class) over the steps, in Trends: a picker of
 * the rows (the largest bias first, `GET row_trend` without a key), then the row's bias with
 * a line per run (a ring at a run's first significantly worse step, as the headline charts
 * have) and, per run, its value per group with intervals, a line per group. Drawn by
 * trend_chart.ts with the trend's axes, smoothing and width (`axes`, from the trend
 * element); the data and charts come from trend_row_state.ts. Emits `row-key` (the key
 * picked, or null) and `open-report` (a point clicked). Row and group names reach the page
 * as text only.
 */
import {html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {headlineFormat, type HeadlineInfo} from '../trend_state.js';
import {GROUP_COLORS, rowBiasChart, rowGroupCharts, type RowGroupChart} from '../trend_row_state.js';
import {keyLabel, keyText} from '../compare_text.js';
import type {KeyTitles} from '../types.js';
import type {RowTrendResponse} from '../types_across_reports.js';
import {runOrigins} from '../trend_axes.js';
import {drawChart, firstWorseNote, intervalsCutNote, type ChartContext, type DrawnChart} from './trend_chart.js';
import {emitOpenReport} from './modes.js';
import {base, fields, messages, staleContent} from './styles.js';
import {trendStyles} from './trend_styles.js';
import {ViewLoad} from './view_shell.js';
import type {ViewStatus} from './view.js';
import {PlotElement} from './plot.js';

/** What the row's charts share with the headline charts (the trend element's state). */
export type RowAxes = Omit<ChartContext, 'headline' | 'origins' | 'open'>;

export class FairnessTrendRow extends PlotElement {
  protected override drawsNow(): boolean {
    return this.data !== null;
  }

  static override properties = {
    api: {attribute: false},
    tag: {attribute: false},
    runs: {attribute: false},
    options: {attribute: false},
    key: {attribute: false},
    revision: {attribute: false},
    axes: {attribute: false},
    domain: {attribute: false},
    colors: {attribute: false},
    keyTitles: {attribute: false},
    data: {state: true},
    keyText: {state: true},
  };

  declare api: Api;
  declare tag: string;
  /** The runs drawn (null: every run holding the tag). */
  declare runs: string[] | null;
  /** The trend's options (its own and the report view's). */
  declare options: KindOptions;
  declare key: string | null;
  declare revision: string;
  declare axes: RowAxes | null;
  /** The runs' colours, as the headline charts have them. */
  declare domain: string[];
  declare colors: string[];
  /** The kind's keys that are codes, in words (the binary kind's metrics): the picker's options and the chart's title name them. */
  declare keyTitles: KeyTitles;
  declare data: RowTrendResponse | null;
  /** What the picker holds while typed. */
  declare keyText: string;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private bias: DrawnChart | null = null;
  private groups: {group: RowGroupChart; drawn: DrawnChart}[] = [];

  constructor() {
    super();
    this.tag = '';
    this.runs = null;
    this.options = {};
    this.key = null;
    this.revision = '';
    this.axes = null;
    this.domain = [];
    this.colors = [];
    this.keyTitles = {};
    this.data = null;
    this.keyText = '';
    // The row's loads are its own (its `data-status`): the tab's status is the trend's.
    this.addEventListener('view-status', (e) => {
      e.stopPropagation();
      if (e.composedPath()[0] === this) this.dataset.status = (e as CustomEvent<ViewStatus>).detail;
    });
  }

  private async load(): Promise<void> {
    if (!this.api || !this.tag) return;
    this.shell.start();
    const p = {tag: this.tag, runs: this.runs ?? [], key: this.key, options: this.options};
    let res: RowTrendResponse | typeof STALE;
    try {
      res = await this.request.run((signal) => this.api.rowTrend(p, signal));
    } catch (e) {
      this.data = null;
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    this.data = res;
    this.shell.ready();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('key')) this.keyText = this.key ?? '';
    const query = ['api', 'tag', 'runs', 'options', 'key', 'revision'] as const;
    if (query.some((k) => changed.has(k) && JSON.stringify(changed.get(k)) !== JSON.stringify(this[k]))) {
      void this.load();
    }
    if (changed.has('data') || changed.has('axes') || changed.has('colors') || changed.has('domain')) this.draw();
  }

  private draw(): void {
    const d = this.data;
    const axes = this.axes;
    this.bias = null;
    this.groups = [];
    if (!d || !axes || d.key === null) return;
    const origins = runOrigins(d.series.flatMap((s) => s.points.map((p) => ({run: s.run, wall_time: p.wall_time}))));
    const open = (run: string, step: number) => emitOpenReport(this, {run, step});
    const biasInfo: HeadlineInfo = {
      title: `${d.bias} of ${d.key_name} ${keyText(d.key, this.keyTitles)}`,
      explanation: '',
      format: headlineFormat(d.format),
      better: 'lower', // the size of the bias
    };
    this.bias = drawChart(rowBiasChart(d, this.runs), this.domain, this.colors, {
      ...axes,
      headline: () => biasInfo,
      origins,
      open: (p) => open(p.run, p.step),
    });
    const valueInfo: HeadlineInfo = {
      title: d.value ?? 'value',
      explanation: '',
      format: headlineFormat(d.value_format ?? 'value'),
      better: null,
    };
    for (const group of rowGroupCharts(d, this.runs)) {
      // Every group of a run counts time from the run's first point.
      const origin = origins.get(group.run) ?? 0;
      const shown = group.groups.slice(0, group.drawn);
      const drawn = drawChart(group.chart, shown, GROUP_COLORS.slice(0, shown.length), {
        ...axes,
        run: '',
        headline: () => valueInfo,
        origins: new Map(shown.map((g) => [g, origin])),
        open: (p) => open(group.run, p.step),
      });
      this.groups.push({group, drawn});
    }
  }

  private pick(text: string): void {
    this.keyText = text;
    const key = text.trim() === '' ? null : text;
    if (key !== null && this.data && !this.data.keys.includes(key) && this.data.keys.length >= this.data.keys_total) return;
    if (key === this.key) return;
    this.dispatchEvent(new CustomEvent<string | null>('row-key', {detail: key, bubbles: true, composed: true}));
  }

  private renderPicker() {
    const d = this.data;
    const name = d?.key_name ?? 'row';
    return html`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${name}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${name}, the most biased first`}
          .value=${this.keyText}
          @change=${(e: Event) => this.pick((e.target as HTMLInputElement).value)}
        />
        <datalist id="row-keys">
          ${(d?.keys ?? []).map((k) => html`<option value=${k} label=${keyText(k, this.keyTitles) === k ? nothing : keyText(k, this.keyTitles)}></option>`)}
        </datalist>
      </label>
      ${this.key !== null ? html`<button class="small" name="row_clear" @click=${() => this.pick('')}>Clear</button>` : nothing}
      ${
        this.key === null
          ? html`<span class="muted">Pick a ${name} to draw its value for each group over the steps, and its bias.</span>`
          : nothing
      }
    </div>`;
  }

  private renderBias(d: RowTrendResponse) {
    const c = this.bias;
    if (!c) return nothing;
    return html`<section class="chart" style=${`width: ${this.axes?.width ?? 360}px`} data-name="row-bias" data-points=${c.chart.dots.length}>
      <h3>${d.bias} of ${d.key_name} <span class="key" title=${keyLabel(d.key ?? '', this.keyTitles)}>${keyText(d.key ?? '', this.keyTitles)}</span></h3>
      <div class="explanation muted">The size of this ${d.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${c.svg ?? html`<div class="none">No step has a value.</div>`} ${intervalsCutNote(c)}
      ${firstWorseNote(c.chart.worse, headlineFormat(d.format), d.first_worse_test)}
    </section>`;
  }

  private renderGroups(d: RowTrendResponse) {
    return this.groups.map(
      ({group, drawn}) =>
        html`<section class="chart" style=${`width: ${this.axes?.width ?? 360}px`} data-name="row-groups" data-run=${group.run} data-groups=${group.groups.length}>
          <h3>${group.run}: ${d.value ?? 'value'} by group</h3>
          <div class="legend">
            ${group.groups
              .slice(0, group.drawn)
              .map(
                (g, i) =>
                  html`<span class="group" data-group=${g}><span class="swatch" style=${`background: ${GROUP_COLORS[i]}`}></span>${g}</span>`,
              )}
          </div>
          ${drawn.svg ?? html`<div class="none">No group has a value at any step.</div>`} ${intervalsCutNote(drawn)}
          ${
            group.groups.length > group.drawn
              ? html`<div class="note muted" data-role="more-groups">
                  The ${group.drawn} largest of ${group.groups.length} groups drawn.
                </div>`
              : nothing
          }
        </section>`,
    );
  }

  override render() {
    const d = this.data;
    return html`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${d?.key_name ?? 'row'}`, [{label: 'Retry', name: 'retry', run: () => void this.load()}])}
      ${this.shell.renderContent(
        d,
        (d) =>
          d.key !== null
            ? html`<div class="charts row-charts ${this.shell.loading ? 'stale' : ''}">${this.renderBias(d)} ${this.renderGroups(d)}</div>`
            : html``,
        'Loading the groups over the steps…',
      )}`;
  }

  static override styles = [base, fields, messages, staleContent, trendStyles];
}

customElements.define('fairness-trend-row', FairnessTrendRow);
