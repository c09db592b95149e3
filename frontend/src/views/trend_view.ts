/**
 * <fairness-trend>: the headline numbers of a tag over training steps, several
 * runs overlaid (the `trend` mode, modes.ts). One line chart per headline name
 * of the kind (x: step, y: value, a colour per run, dots at the steps; an
 * undefined value breaks the line and is listed under the chart), a run list
 * (checkboxes, which is also the legend), the gap threshold (for a kind that
 * declares a `gap_threshold` option), and a CSV of the numbers. The headline
 * numbers read as the kind's declaration (`kinds`) says. A click on a dot opens that run and step in the
 * report view (`open-report`).
 *
 * Its selection lives in trend_state.ts (pure, unit-tested) and in the hash as
 * `fairness_trend_run` (repeated) and `fairness_trend_gap_threshold`. The
 * route goes through a LatestRequest, so a stale response is dropped. Run and
 * headline names are only rendered through Lit text and attribute bindings;
 * Plot writes them as SVG text.
 *
 * A run's colour is the one TensorBoard gives it (trend_state.ts runColors,
 * tensorboard_host.ts); the charts are drawn again when those colours change (the theme,
 * TensorBoard's run list, a colour read back from Time Series). `revision` (from the app:
 * the latest step of each run holding the tag) changes when a reload finds new steps: the
 * trend is fetched again, the selection kept.
 *
 * Each chart is drawn by trend_chart.ts; the styles are trend_styles.ts's.
 */
import {html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import type {Params} from '../state.js';
import {betterText, optionOf} from '../kinds_state.js';
import {
  GAP_THRESHOLD_OPTION,
  buildTrendCsv,
  chosenRuns,
  defaultTrendSelection,
  headlineInfo,
  missingText,
  normalizeRuns,
  optionsText,
  matchRuns,
  orderedRuns,
  parseGapThreshold,
  parseSmoothing,
  runColors,
  singleStepOnly,
  toggleRun,
  trendCharts,
  trendFromParams,
  trendLevel,
  trendOptions,
  trendSelectionFor,
  trendToParams,
  type HeadlineInfo,
  type TrendFit,
  type TrendSelection,
} from '../trend_state.js';
import {keyTitlesOf} from '../compare_text.js';
import type {KindDeclaration} from '../types.js';
import type {TrendResponse} from '../types_across_reports.js';
import {emitOpenReport, type ModeProps} from './modes.js';
import {base, fields, messages, staleContent, viewLayout} from './styles.js';
import {downloadText, emitParams} from './view.js';
import {ViewLoad, invalidOptionTitle, modeProperties, optionBoxBounds} from './view_shell.js';
import {COLORS_EVENT, tensorBoardHost} from '../tensorboard_host.js';
import {effectiveOptions, modeOptions} from '../mode_options_state.js';
import './mode_options.js';
import './trend_row.js';
import type {RowAxes} from './trend_row.js';
import {
  CHART_MIN_WIDTH,
  chartWidthFor,
  drawChart,
  firstWorseNote,
  intervalsCutNote,
  type ChartContext,
  type DrawnChart,
} from './trend_chart.js';
import {trendStyles} from './trend_styles.js';
import {MAX_SMOOTHING, TREND_XS, TREND_X_TITLES, defaultX, runOrigins, undefinedReason, type TrendX} from '../trend_axes.js';
import {PlotElement, plotLoaded} from './plot.js';

export class FairnessTrend extends PlotElement implements ModeProps {
  protected override drawsNow(): boolean {
    return this.data !== null;
  }

  static override properties = {
    ...modeProperties,
    revision: {attribute: false},
    selection: {state: true},
    thresholdText: {state: true},
    runFilter: {state: true},
    data: {state: true},
  };

  declare api: Api;
  declare tag: string;
  declare kind: string;
  declare kindTitle: string;
  declare declaration: KindDeclaration | null;
  declare runs: string[];
  declare run: string;
  declare step: number | null;
  declare options: KindOptions;
  declare params: Params;
  /** Changes when a reload finds another latest step of a run holding the tag (app.ts). */
  declare revision: string;
  declare selection: TrendSelection;
  /** What the gap threshold box holds (it may be malformed while typed). */
  declare thresholdText: string;
  /** The run filter (a regular expression, as TensorBoard's run selector reads it). */
  declare runFilter: string;
  /** The response on screen (kept, dimmed, while the next one loads). */
  declare data: TrendResponse | null;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private drawn: DrawnChart[] = [];
  /** What the row's charts are drawn with: the headline charts' axes and run colours. */
  private rowAxes: {axes: RowAxes; domain: string[]; colors: string[]} | null = null;
  /** The width the charts are drawn at (two per row of the tab's width). */
  private chartWidth = CHART_MIN_WIDTH;
  private readonly resize = new ResizeObserver(() => {
    const w = chartWidthFor(this.clientWidth);
    if (w === this.chartWidth) return;
    this.chartWidth = w;
    this.drawn = this.draw();
    this.requestUpdate();
  });
  private readonly onColors = () => {
    this.drawn = this.draw();
    this.requestUpdate();
  };

  constructor() {
    super();
    this.tag = '';
    this.kind = '';
    this.kindTitle = '';
    this.declaration = null;
    this.runs = [];
    this.run = '';
    this.step = null;
    this.options = {};
    this.params = [];
    this.revision = '';
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = defaultTrendSelection(null);
    this.thresholdText = '';
    this.runFilter = '';
    this.data = null;
  }

  static override styles = [base, fields, messages, viewLayout, staleContent, trendStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    tensorBoardHost().addEventListener(COLORS_EVENT, this.onColors);
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    tensorBoardHost().removeEventListener(COLORS_EVENT, this.onColors);
    this.resize.disconnect();
  }

  /** Whether the kind declares a gap threshold (the control shows, and the request carries it). */
  private get hasGapThreshold(): boolean {
    return optionOf(this.declaration, GAP_THRESHOLD_OPTION) !== null;
  }

  /** "95%": the level of the intervals drawn (the response's, else the one in use: trendLevel); '' when unknown. */
  private levelText(d: TrendResponse): string {
    const level = trendLevel(d.level, effectiveOptions(this.options, this.selection.own), this.declaration);
    return level === null ? '' : `${Math.round(level * 100)}%`;
  }

  /** How a headline number reads: as the response says under its options (a format that follows the bias's resolved), else as the kind declares it. */
  private headline(name: string): HeadlineInfo {
    return headlineInfo(name, this.data?.headlines ?? this.declaration?.headlines ?? []);
  }

  private async load(): Promise<void> {
    if (!this.api || !this.tag) return;
    this.shell.start();
    const tag = this.tag;
    const runs = this.selection.runs ?? [];
    const options = trendOptions(this.options, this.selection, this.hasGapThreshold, this.declaration);
    let res: TrendResponse | typeof STALE;
    try {
      res = await this.request.run((signal) => this.api.trend({tag, runs, options}, signal));
    } catch (e) {
      this.data = null;
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    this.data = res;
    this.shell.ready();
  }

  private change(sel: TrendSelection): void {
    this.selection = sel;
    emitParams(this, trendToParams(sel, this.declaration));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = trendFromParams(this.params, this.declaration, this.runs);
      this.thresholdText = String(this.selection.gapThreshold ?? '');
      emitParams(this, trendToParams(this.selection, this.declaration));
      void this.load();
    } else {
      if (changed.has('declaration')) {
        // Another kind: its own gap threshold option (or none).
        const sel = trendSelectionFor(this.selection, this.declaration);
        if (sel !== this.selection) {
          this.change(sel);
          this.thresholdText = String(sel.gapThreshold ?? '');
        }
      }
      let reload =
        changed.has('tag') ||
        changed.has('options') ||
        changed.has('kind') ||
        changed.has('declaration') ||
        changed.has('api') ||
        changed.has('revision');
      if (changed.has('runs')) {
        const sel = normalizeRuns(this.selection, this.runs);
        if (JSON.stringify(sel.runs) !== JSON.stringify(this.selection.runs)) this.change(sel);
        reload = true;
      }
      if (changed.has('selection')) {
        const prev = changed.get('selection') as TrendSelection | undefined;
        if (
          !prev ||
          JSON.stringify(prev.runs) !== JSON.stringify(this.selection.runs) ||
          prev.gapThreshold !== this.selection.gapThreshold ||
          JSON.stringify(prev.own) !== JSON.stringify(this.selection.own)
        ) {
          reload = true;
        }
      }
      if (reload) void this.load();
    }
    if (
      changed.has('data') ||
      changed.has('declaration') ||
      changed.has('runs') ||
      changed.has('run') ||
      changed.has('step') ||
      changed.has('selection') ||
      changed.has('runFilter')
    ) {
      this.drawn = this.draw();
    }
  }

  // -------------------------------------------------------------------------
  // Charts

  /** The runs drawn: those chosen that the run filter matches, live (as TensorBoard's run selector filters); null: every run answered. */
  private drawnRuns(): string[] | null {
    const matched = matchRuns(this.runs, this.runFilter);
    if (this.selection.runs === null && (this.runFilter === '' || matched.error)) return null;
    return chosenRuns(this.selection, this.runs).filter((r) => matched.runs.includes(r));
  }

  /** The x axis drawn: the one chosen, else Relative when the drawn runs' step ranges differ tenfold (defaultX). */
  private xAxis(d: TrendResponse): TrendX {
    const runs = this.drawnRuns();
    return this.selection.x ?? defaultX(d.series.filter((s) => runs === null || runs.includes(s.run)));
  }

  private draw(): DrawnChart[] {
    const d = this.data;
    // Not yet Plot (a resize or a theme's colours while the update waits for it): drawn once it is there.
    if (!d || !plotLoaded()) return [];
    // Runs the server answered that the shell does not list still get a colour.
    const domain = [...this.runs, ...d.series.map((s) => s.run).filter((r) => !this.runs.includes(r))];
    const colors = runColors(domain);
    const charts = trendCharts(d, this.drawnRuns());
    const axes: RowAxes = {
      level: trendLevel(d.level, effectiveOptions(this.options, this.selection.own), this.declaration),
      run: this.run,
      step: this.step,
      fit: this.selection.fit,
      x: this.xAxis(d),
      smoothing: this.selection.smoothing,
      log: this.selection.log,
      width: this.chartWidth,
    };
    // The per-group charts of a row share these (views/trend_row.ts).
    this.rowAxes = {axes, domain, colors};
    const ctx: ChartContext = {
      ...axes,
      headline: (name) => this.headline(name),
      // Relative time counts from each run's first point of the tag (every headline alike).
      origins: runOrigins(d.series.flatMap((s) => s.points.map((p) => ({run: s.run, wall_time: p.wall_time})))),
      open: (p) => emitOpenReport(this, {run: p.run, step: p.step}),
    };
    return charts.map((chart) => drawChart(chart, domain, colors, ctx));
  }

  // -------------------------------------------------------------------------
  // Handlers

  private onToggle(run: string, on: boolean, box: HTMLInputElement): void {
    const next = toggleRun(this.selection, this.runs, run, on);
    // The last chosen run stays checked.
    box.checked = chosenRuns(next, this.runs).includes(run);
    if (JSON.stringify(next.runs) !== JSON.stringify(this.selection.runs)) this.change(next);
  }

  private onThreshold(e: Event, commit: boolean): void {
    const text = (e.target as HTMLInputElement).value;
    this.thresholdText = text;
    const v = parseGapThreshold(text, this.declaration);
    if (commit && v !== null && v !== this.selection.gapThreshold) this.change({...this.selection, gapThreshold: v});
  }

  private download(): void {
    const d = this.data;
    if (!d) return;
    const runs = this.selection.runs === null ? null : chosenRuns(this.selection, this.runs);
    const parts: (string | null)[] = ['fairness', 'trend', d.tag];
    if (this.hasGapThreshold && this.selection.gapThreshold !== null) parts.push(`gap${this.selection.gapThreshold}`);
    downloadText(buildTrendCsv(d, runs), csvFileName(parts));
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderRuns() {
    const chosen = chosenRuns(this.selection, this.runs);
    const colors = runColors(this.runs);
    const colorOf = (r: string) => colors[this.runs.indexOf(r)] ?? 'var(--muted)';
    const matched = matchRuns(this.runs, this.runFilter);
    const listed = orderedRuns(this.runs, this.run).filter((r) => matched.runs.includes(r));
    const drawn = this.drawnRuns() ?? this.runs;
    return html`<div class="field">
      <span class="name" data-drawn=${drawn.length}>Runs (${drawn.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${matched.error ? 'invalid' : ''}
          title=${matched.error ?? 'A regular expression over the run names, as in TensorBoard: only the runs it matches are listed and drawn'}
          aria-invalid=${matched.error ? 'true' : 'false'}
          .value=${this.runFilter}
          @input=${(e: Event) => (this.runFilter = (e.target as HTMLInputElement).value)}
        />
        ${matched.error ? html`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${matched.error}</span>` : nothing}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${listed.map(
          (r) => html`<label class=${r === this.run ? 'current' : ''} title=${r === this.run ? `${r} (the report on screen)` : r}>
            <input
              type="checkbox"
              name="run"
              .value=${r}
              .checked=${chosen.includes(r)}
              ?disabled=${chosen.length === 1 && chosen.includes(r)}
              data-run=${r}
              @change=${(e: Event) => {
                const box = e.target as HTMLInputElement;
                this.onToggle(r, box.checked, box);
              }}
            />
            <span class="swatch" style="background: ${colorOf(r)}"></span>
            <span class="run-name">${r}</span>
          </label>`,
        )}
        ${listed.length === 0 ? html`<span class="muted">no run matches</span>` : nothing}
        ${
          this.selection.runs !== null
            ? html`<button class="primary small" name="all-runs" @click=${() => this.change({...this.selection, runs: null})}>
              All runs
            </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  private renderThreshold() {
    if (!this.hasGapThreshold) return nothing;
    const invalid = parseGapThreshold(this.thresholdText, this.declaration) === null;
    return html`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${optionBoxBounds(this.declaration, GAP_THRESHOLD_OPTION).min ?? nothing}
        max=${optionBoxBounds(this.declaration, GAP_THRESHOLD_OPTION).max ?? nothing}
        step="0.01"
        .value=${this.thresholdText}
        class=${invalid ? 'invalid' : ''}
        aria-invalid=${invalid ? 'true' : 'false'}
        title=${
          invalid
            ? invalidOptionTitle(this.declaration, GAP_THRESHOLD_OPTION)
            : 'Labels above the gap threshold counts labels with |gap| above this'
        }
        @input=${(e: Event) => this.onThreshold(e, false)}
        @change=${(e: Event) => this.onThreshold(e, true)}
      />
    </label>`;
  }

  private renderFit() {
    return html`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${(e: Event) => this.change({...this.selection, fit: (e.target as HTMLSelectElement).value as TrendFit})}>
        <option value="lines" .selected=${this.selection.fit === 'lines'}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit === 'intervals'}>fit the intervals</option>
      </select>
    </label>`;
  }

  /** Scalars' horizontal axis, smoothing and log scale. */
  private renderAxes(d: TrendResponse | null) {
    const auto = d !== null && this.selection.x === null ? this.xAxis(d) : null;
    const smoothing = this.selection.smoothing;
    return html`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            this.change({...this.selection, x: v === 'auto' ? null : (v as TrendX)});
          }}
        >
          <option value="auto" .selected=${this.selection.x === null}>${auto ? `auto (${TREND_X_TITLES[auto]})` : 'auto'}</option>
          ${TREND_XS.map((x) => html`<option value=${x} .selected=${this.selection.x === x}>${TREND_X_TITLES[x]}</option>`)}
        </select>
      </label>
      <label
        class="field"
        title="Smoothing, as in Scalars: the debiased exponential moving average of each run's values with this weight (0: none). The values stay drawn, faint; the points and the intervals are the values'."
      >
        <span class="name">Smoothing <span class="smoothing-value">${smoothing.toFixed(2)}</span></span>
        <input
          type="range"
          name="smoothing"
          min="0"
          max=${MAX_SMOOTHING}
          step="0.01"
          .value=${String(smoothing)}
          @input=${(e: Event) => {
            const v = parseSmoothing((e.target as HTMLInputElement).value);
            if (v !== null) this.change({...this.selection, smoothing: v});
          }}
        />
      </label>
      <label class="field checkbox" title="A logarithmic y axis on the charts whose values and intervals are all above zero (the others stay linear and say so)">
        <span class="name">Log scale</span>
        <input
          type="checkbox"
          name="log"
          .checked=${this.selection.log}
          @change=${(e: Event) => this.change({...this.selection, log: (e.target as HTMLInputElement).checked})}
        />
      </label>`;
  }

  /** One row per group over the steps: its picker, then its charts (views/trend_row.ts). */
  private renderRow() {
    if (!this.declaration?.bias) return nothing;
    const options = trendOptions(this.options, this.selection, this.hasGapThreshold, this.declaration);
    return html`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${options}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes ?? null}
        .domain=${this.rowAxes?.domain ?? []}
        .colors=${this.rowAxes?.colors ?? []}
        .keyTitles=${keyTitlesOf(this.declaration)}
        @row-key=${(e: CustomEvent<string | null>) => this.change({...this.selection, key: e.detail})}
      ></fairness-trend-row>`;
  }

  private renderChart(c: DrawnChart) {
    const info = this.headline(c.chart.name);
    const missing = c.chart.missing;
    // As wide as its chart: a long note wraps under it, never pushing the next chart to a row of its own.
    return html`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${c.chart.name}
      data-points=${c.chart.dots.length}
      data-missing=${missing.length}
    >
      <h3 title=${c.chart.name}>
        ${info.title}${betterText(info.better) ? html` <span class="better muted" data-role="better">${betterText(info.better)}</span>` : nothing}
      </h3>
      <div class="explanation muted">${info.explanation || html`Headline number <code>${c.chart.name}</code>.`}</div>
      ${c.svg ?? html`<div class="none">No step has a value${missing.length ? `: ${undefinedReason(missing[0])}` : ''}.</div>`}
      ${
        this.selection.log && c.svg && !c.logDrawn
          ? html`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`
          : nothing
      }
      ${
        missing.length > 0
          ? html`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${missingText(missing)}.
          </div>`
          : nothing
      }
      ${intervalsCutNote(c)} ${firstWorseNote(c.chart.worse, info.format, this.data?.first_worse_test)}
    </section>`;
  }

  override render() {
    const d = this.data;
    const shown = this.selection.runs === null ? null : chosenRuns(this.selection, this.runs);
    const opts = optionsText(modeOptions(this.declaration, 'trend', effectiveOptions(this.options, this.selection.own)));
    const empty = d !== null && d.series.every((s) => s.points.length === 0);
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(d)}
          <fairness-mode-options
            .mode=${'trend'}
            .api=${this.api}
            .source=${this.runs.length ? {run: null, tag: this.tag, step: null} : null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[GAP_THRESHOLD_OPTION]}
            @own-options=${(e: CustomEvent<KindOptions>) => this.change({...this.selection, own: e.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton(
            'download',
            d !== null,
            () => this.download(),
            'The headline numbers as CSV (run,step,wall_time,names...)',
          )}
        </div>
      </div>
      ${this.shell.renderError('Could not load the trends', [{label: 'Retry', name: 'retry', run: () => void this.load()}])}
      ${this.shell.renderContent(
        d,
        (d) => html`<div class="body ${this.shell.loading ? 'stale' : ''}">
            <div class="summary">
              <span
                >Headline numbers of <b>${d.tag}</b> (${this.kindTitle || d.kind} reports) over steps ·
                ${opts ? html`options: <span class="options">${opts}</span>` : html`the default options`}
                ${this.hasGapThreshold ? html` · gap threshold ${this.selection.gapThreshold}` : nothing}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(d), 'intervals'].filter(Boolean).join(' ')} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${
                this.drawn.some((c) => c.chart.worse.length > 0)
                  ? html`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${d.first_worse_test ?? 'the change between the two steps'}: a
                      mark where nothing changed has at most a ${Number(((1 - (d.level ?? 0.95)) * 100).toPrecision(3))}% chance per run
                      and number).</span
                    >`
                  : nothing
              }
            </div>
            ${
              empty
                ? html`<div class="none message">No steps of this tag in the chosen runs.</div>`
                : html`${
                    singleStepOnly(d, shown)
                      ? html`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`
                      : nothing
                  }
                  <div class="charts">${this.drawn.map((c) => this.renderChart(c))}</div>`
            }
            ${this.renderRow()}
          </div>`,
        'Loading the trends…',
      )}`;
  }
}

customElements.define('fairness-trend', FairnessTrend);
