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
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import * as Plot from '@observablehq/plot';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatWallTime} from '../format.js';
import type {Params} from '../state.js';
import {optionOf} from '../kinds_state.js';
import {
  GAP_THRESHOLD_OPTION,
  buildTrendCsv,
  chosenRuns,
  defaultTrendSelection,
  formatHeadline,
  headlineInfo,
  missingText,
  nearestPoint,
  normalizeRuns,
  optionsText,
  matchRuns,
  orderedRuns,
  selectRuns,
  parseGapThreshold,
  percentTickFormat,
  runColors,
  isolatedIntervals,
  singleStepOnly,
  toggleRun,
  trendCharts,
  trendDomain,
  trendFromParams,
  trendLevel,
  trendOptions,
  trendSelectionFor,
  trendToParams,
  type PixelPoint,
  type TrendChart,
  type TrendDot,
  type HeadlineInfo,
  type TrendFit,
  type TrendSelection,
} from '../trend_state.js';
import type {KindDeclaration, TrendResponse} from '../types.js';
import {emitOpenReport, type ModeProps} from './modes.js';
import {base, fields, messages, staleContent, viewLayout} from './styles.js';
import {downloadText, emitParams} from './view.js';
import {ViewLoad, invalidOptionTitle, modeProperties, optionBoxBounds} from './view_shell.js';
import {COLORS_EVENT, tensorBoardHost} from '../tensorboard_host.js';
import {effectiveOptions} from '../mode_options_state.js';
import './mode_options.js';

/** A chart drawn: its SVG, its dots and where they are (in the SVG's viewBox coordinates). */
interface DrawnChart {
  chart: TrendChart;
  svg: Element | null;
  pixels: PixelPoint[];
}

/** A chart's width: two side by side in the tab's width, between these bounds (px). */
const CHART_MIN_WIDTH = 360;
const CHART_MAX_WIDTH = 760;
const CHART_HEIGHT = 240;
/** How far from a dot (in pixels) a click still picks it. */
const PICK_RADIUS = 14;

const trendStyles = css`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;

/** Two charts side by side in a tab `width` px wide (28 px apart), each within its bounds. */
function chartWidthFor(width: number): number {
  const half = Math.floor((width - 28) / 2);
  if (half >= CHART_MIN_WIDTH) return Math.min(half, CHART_MAX_WIDTH);
  return Math.max(CHART_MIN_WIDTH, Math.min(width, CHART_MAX_WIDTH));
}

export class FairnessTrend extends LitElement implements ModeProps {
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

  /** How a headline number reads, as the kind declares it. */
  private headline(name: string): HeadlineInfo {
    return headlineInfo(name, this.declaration?.headlines ?? []);
  }

  private async load(): Promise<void> {
    if (!this.api || !this.tag) return;
    this.shell.start();
    const tag = this.tag;
    const runs = this.selection.runs ?? [];
    const options = trendOptions(this.options, this.selection, this.hasGapThreshold);
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
      changed.has('selection')
    ) {
      this.drawn = this.draw();
    }
  }

  // -------------------------------------------------------------------------
  // Charts

  private draw(): DrawnChart[] {
    const d = this.data;
    if (!d) return [];
    const shown = chosenRuns(this.selection, this.runs);
    // Runs the server answered that the shell does not list still get a colour.
    const domain = [...this.runs, ...d.series.map((s) => s.run).filter((r) => !this.runs.includes(r))];
    const colors = runColors(domain);
    const charts = trendCharts(d, this.selection.runs === null ? null : shown);
    return charts.map((chart) => this.drawChart(chart, domain, colors));
  }

  private drawChart(chart: TrendChart, domain: string[], colors: string[]): DrawnChart {
    const {dots} = chart;
    if (dots.length === 0) return {chart, svg: null, pixels: []};
    const info = this.headline(chart.name);
    const level = trendLevel(this.data?.level, effectiveOptions(this.options, this.selection.own), this.declaration);
    const percentLevel = level === null ? '' : `${Math.round(level * 100)}% `;
    const steps = dots.map((p) => p.step);
    let lo = Math.min(...steps);
    let hi = Math.max(...steps);
    if (this.step !== null && this.step >= lo - (hi - lo) && this.step <= hi + (hi - lo)) {
      lo = Math.min(lo, this.step);
      hi = Math.max(hi, this.step);
    }
    const ticks = [...new Set(this.step !== null && this.step >= lo && this.step <= hi ? [...steps, this.step] : steps)].sort(
      (a, b) => a - b,
    );
    if (lo === hi) {
      lo -= 1;
      hi += 1;
    }
    const current = dots.filter((p) => p.run === this.run);
    const others = dots.filter((p) => p.run !== this.run);
    const label = (p: TrendDot) => `${p.run}, step ${p.step}: ${formatHeadline(p.value, info.format)}`;
    const interval = (p: TrendDot) =>
      p.lower !== null && p.upper !== null
        ? `\n${percentLevel}interval: [${formatHeadline(p.lower, info.format)}, ${formatHeadline(p.upper, info.format)}]`
        : '';
    const title = (p: TrendDot) =>
      `run ${p.run}\nstep ${p.step} (${formatWallTime(p.wall_time)})\n${info.title}: ${formatHeadline(p.value, info.format)}${interval(p)}\nclick: open this report`;
    const bands = dots.filter((p) => p.lower !== null && p.upper !== null);
    // One encoding of the intervals: a band along each run's line; a bar only where a point
    // has no neighbour with an interval to make a band with (a single step, a broken line).
    const bars = isolatedIntervals(dots);
    const barRuns = domain.filter((run) => bars.some((p) => p.run === run));
    const y: Plot.ScaleOptions = {label: null, grid: true};
    // The lines, or the intervals too, inside the plot (trendDomain); a percent within [0, 1].
    const domainY = trendDomain(dots, info.format, this.selection.fit);
    if (domainY !== null) y.domain = domainY;
    if (info.format === 'percent' && domainY !== null) y.tickFormat = percentTickFormat(domainY[0], domainY[1]);
    if (info.format === 'count') {
      y.zero = true;
      y.nice = true;
      y.tickFormat = 'd';
    }
    const plot = Plot.plot({
      width: this.chartWidth,
      height: CHART_HEIGHT,
      marginTop: 12,
      marginLeft: 50,
      marginRight: 14,
      marginBottom: 34,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {
        domain: [lo, hi],
        label: 'step',
        labelAnchor: 'center',
        labelArrow: 'none',
        inset: 8,
        // A few steps are each a tick (no fractional steps), more get Plot's ticks.
        ticks: ticks.length <= 10 ? ticks : 6,
        tickFormat: '~s',
      },
      y: {...y, inset: 6},
      color: {domain, range: colors},
      marks: [
        this.step !== null ? Plot.ruleX([this.step], {stroke: 'var(--chart-rule)', strokeDasharray: '3,3'}) : null,
        // The intervals as a band along each run's line, under the lines.
        Plot.areaY(bands, {x: 'step', y1: 'lower', y2: 'upper', z: 'segment', fill: 'run', fillOpacity: 0.14, clip: true}),
        // Its edges, faint, so that overlapping bands of two runs stay apart.
        ...(['lower', 'upper'] as const).map((end) =>
          Plot.lineY(bands, {x: 'step', y: end, z: 'segment', stroke: 'run', strokeOpacity: 0.45, strokeWidth: 0.75, clip: true}),
        ),
        // Lone intervals: thin bars in the run's colour, side by side (a run's bars 3px
        // from the next run's) so that runs at the same step stay apart.
        ...barRuns.map((run, i) =>
          Plot.ruleX(
            bars.filter((p) => p.run === run),
            {
              x: 'step',
              y1: 'lower',
              y2: 'upper',
              stroke: 'run',
              strokeOpacity: 0.6,
              strokeWidth: 1.5,
              clip: true,
              dx: (i - (barRuns.length - 1) / 2) * 3,
            },
          ),
        ),
        Plot.lineY(others, {x: 'step', y: 'value', z: 'segment', stroke: 'run', strokeWidth: 1.5}),
        Plot.lineY(current, {x: 'step', y: 'value', z: 'segment', stroke: 'run', strokeWidth: 3}),
        Plot.dot([...others, ...current], {
          x: 'step',
          y: 'value',
          fill: 'run',
          stroke: 'var(--chart-halo)',
          strokeWidth: 1,
          r: 4,
          ariaLabel: label,
          title,
          tip: true,
        }),
      ],
    });
    plot.setAttribute('data-name', chart.name);
    // The y scale, for tests and tools: its domain (values) and range (px in the viewBox).
    const yScale = plot.scale('y');
    if (yScale?.domain) plot.setAttribute('data-y-domain', JSON.stringify(yScale.domain));
    if (yScale?.range) plot.setAttribute('data-y-range', JSON.stringify(yScale.range));
    const ordered = [...others, ...current];
    // Each dot says which point it is (its aria-label is Plot's; the data attributes are for tests and tools).
    const byLabel = new Map(ordered.map((p) => [label(p), p]));
    for (const circle of plot.querySelectorAll('g[aria-label="dot"] circle')) {
      const p = byLabel.get(circle.getAttribute('aria-label') ?? '');
      if (!p) continue;
      circle.setAttribute('data-run', p.run);
      circle.setAttribute('data-step', String(p.step));
      circle.setAttribute('data-value', String(p.value));
      if (p.lower !== null) circle.setAttribute('data-lower', String(p.lower));
      if (p.upper !== null) circle.setAttribute('data-upper', String(p.upper));
    }
    const xs = plot.scale('x');
    const ys = plot.scale('y');
    const pixels = ordered.map((p) => ({x: Number(xs?.apply(p.step)), y: Number(ys?.apply(p.value))}));
    plot.addEventListener('click', (e) => this.onChartClick(e as MouseEvent, plot, ordered, pixels));
    plot.addEventListener('pointermove', (e) => {
      const hit = this.pick(e as PointerEvent, plot, pixels);
      plot.classList.toggle('over-point', hit !== null);
    });
    return {chart: {...chart, dots: ordered}, svg: plot, pixels};
  }

  /** The index of the dot under the pointer, in the drawn order, or null. */
  private pick(e: MouseEvent, svg: Element, pixels: PixelPoint[]): number | null {
    const rect = svg.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    // The SVG's viewBox is its width x CHART_HEIGHT; it may be drawn narrower.
    const sx = Number(svg.getAttribute('width') ?? rect.width) / rect.width;
    const sy = CHART_HEIGHT / rect.height;
    return nearestPoint(pixels, (e.clientX - rect.left) * sx, (e.clientY - rect.top) * sy, PICK_RADIUS * sx);
  }

  private onChartClick(e: MouseEvent, svg: Element, dots: TrendDot[], pixels: PixelPoint[]): void {
    const i = this.pick(e, svg, pixels);
    if (i === null) return;
    const p = dots[i];
    emitOpenReport(this, {run: p.run, step: p.step});
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
    return html`<div class="field">
      <span class="name">Runs (${chosen.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${matched.error ? 'invalid' : ''}
          title=${matched.error ?? 'A regular expression over the run names, as in TensorBoard'}
          .value=${this.runFilter}
          @input=${(e: Event) => (this.runFilter = (e.target as HTMLInputElement).value)}
        />
        ${
          this.runFilter && !matched.error
            ? html`<button
                class="primary small"
                name="only-matching"
                ?disabled=${matched.runs.length === 0}
                title="Draw exactly the runs the filter lists"
                @click=${() => this.change(selectRuns(this.selection, this.runs, matched.runs))}
              >
                Draw these ${matched.runs.length}
              </button>`
            : nothing
        }
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

  private renderChart(c: DrawnChart) {
    const info = this.headline(c.chart.name);
    const missing = c.chart.missing;
    return html`<section class="chart" data-name=${c.chart.name} data-points=${c.chart.dots.length} data-missing=${missing.length}>
      <h3 title=${c.chart.name}>${info.title}</h3>
      <div class="explanation muted">${info.explanation || html`Headline number <code>${c.chart.name}</code>.`}</div>
      ${c.svg ?? html`<div class="none">No step has a value.</div>`}
      ${
        missing.length > 0
          ? html`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${missingText(missing)}.
          </div>`
          : nothing
      }
    </section>`;
  }

  override render() {
    const d = this.data;
    const shown = this.selection.runs === null ? null : chosenRuns(this.selection, this.runs);
    const opts = optionsText(effectiveOptions(this.options, this.selection.own));
    const empty = d !== null && d.series.every((s) => s.points.length === 0);
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()}
          <fairness-mode-options
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
          </div>`,
        'Loading the trends…',
      )}`;
  }
}

customElements.define('fairness-trend', FairnessTrend);
