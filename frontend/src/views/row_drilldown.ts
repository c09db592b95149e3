/**
 * <fairness-row-drilldown>: one row of a report (a label, a class) drilled down,
 * from the `row` route: (a) its counts per identity or group (the kind's detail
 * table, numbers right-aligned, a value's interval as a whisker on one scale),
 * (b) its bias in the latest report of every run holding the tag (one whisker per
 * run in its TensorBoard colour, the run on screen marked), (c) its bias over the
 * steps of its run (a small Plot line with the interval as a band, the step on
 * screen marked). A run or step without the row says so.
 *
 * The element fetches on its own (one LatestRequest: a stale answer is dropped)
 * whenever what it shows changes (tag, run, step, key, options, `revision`), and
 * reflects its load as `data-status` (loading, ready, error) and its key as
 * `data-key`, and tells its host when it is drawn with its numbers
 * (`row-loaded`, not bubbling). `closable`: a × button and Esc ask the host to
 * close it (`row-close`). `showDetail` false leaves the detail table out (a host that
 * already shows the row's counts, e.g. the SkewSize class drill-down).
 * Keys, labels and run names are untrusted: they are only ever Lit text and
 * attribute bindings, and SVG text written by Plot.
 */
import {html, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement, plotLoaded} from './plot.js';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {formatWallTime, headTitle} from '../format.js';
import {biasText, keyLabel, keyText, keyTitlesOf} from '../compare_text.js';
import {
  detailTable,
  headText,
  missingStepsText,
  pointText,
  rowRequestKey,
  runBars,
  stepSeries,
  type DetailCell,
  type DetailColumn,
  type DetailTable,
  type RunBar,
  type StepDot,
} from '../row_state.js';
import {runColors} from '../trend_state.js';
import {COLORS_EVENT, tensorBoardHost} from '../tensorboard_host.js';
import type {KindDeclaration} from '../types.js';
import type {RowResponse} from '../types_across_reports.js';
import {base, messages} from './styles.js';
import {rowDrilldownStyles} from './row_drilldown_styles.js';
import {groupChanges} from './row_groups.js';
import {message, type ViewStatus} from './view.js';

/** What `row-open` carries: the key to drill into, and the control that asked (focus returns there). */
export interface RowOpen {
  key: string;
  opener: HTMLElement | null;
}

export function emitRowOpen(el: HTMLElement, detail: RowOpen): void {
  el.dispatchEvent(new CustomEvent<RowOpen>('row-open', {detail, bubbles: true, composed: true}));
}

/**
 * The detail table's heads in plain words, by the export's column name (which the head's
 * tooltip gives, with the definition); a column not here is headed by its name.
 */
const DETAIL_HEADS: Readonly<Record<string, string>> = {
  count: 'examples',
  count_label: 'with the label',
  rate: 'share with the label',
  n: 'examples',
  hits: 'with the label',
  expected: 'expected count',
  correct: 'correct label',
  p_value: 'p',
  significant: '★',
};

/** A detail head's tooltip: its plain name, the export's column name(s), and what it holds. */
function detailHeadTitle(c: {name: string; head: string; title: string}): string {
  return headTitle(c.head, c.name === 'interval' ? 'lower, upper' : c.name, c.title);
}

const STEPS_HEIGHT = 150;
const MIN_CHART_WIDTH = 240;
/** Wider, a chart of a few steps reads no better. */
const MAX_CHART_WIDTH = 640;

export class FairnessRowDrilldown extends PlotElement {
  protected override drawsNow(): boolean {
    return this.data !== null;
  }

  static override properties = {
    api: {attribute: false},
    tag: {attribute: false},
    run: {attribute: false},
    step: {attribute: false},
    rowKey: {reflect: true, attribute: 'data-key'},
    options: {attribute: false},
    runs: {attribute: false},
    noun: {attribute: false},
    declaration: {attribute: false},
    showDetail: {attribute: false},
    base: {attribute: false},
    closable: {attribute: false},
    revision: {attribute: false},
    variant: {reflect: true},
    status: {reflect: true, attribute: 'data-status'},
    data: {state: true},
    error: {state: true},
    chartWidth: {state: true},
  };

  declare api: Api | null;
  declare tag: string;
  /** The run whose report the row is read from, and over whose steps it is drawn. */
  declare run: string;
  /** null: the latest step. */
  declare step: number | null;
  /** The row's key (a label, a class). */
  declare rowKey: string;
  /** The kind's options, as the view or the comparison used them. */
  declare options: KindOptions;
  /** The run list's order (the bars follow it; colours are TensorBoard's); empty: the server's order. */
  declare runs: string[];
  /** What a row is, in words (label, class). */
  declare noun: string;
  declare declaration: KindDeclaration | null;
  declare showDetail: boolean;
  /**
   * Report A of a comparison (Compare's drill-down), or null: the row is then read from this
   * report (`run`, `step`: B) and its groups compared in A and in B ("for whom").
   */
  declare base: {run: string; step: number | null} | null;
  declare closable: boolean;
  /** Changes when the runs gain steps: fetched again. */
  declare revision: string;
  /** `panel` (a box of its own: a drawer, a side panel) or `section` (inside another panel). */
  declare variant: 'panel' | 'section';
  declare status: ViewStatus;
  declare data: RowResponse | null;
  declare error: string | null;
  declare chartWidth: number;

  private readonly request = new LatestRequest();
  private requested = '';
  private detail: DetailTable | null = null;
  private stepsSvg: Element | null = null;
  /** The width of the steps chart follows its section's. */
  private readonly resize = new ResizeObserver((entries) => {
    const w = Math.floor(entries[0]?.contentRect.width ?? 0);
    const width = Math.min(MAX_CHART_WIDTH, Math.max(MIN_CHART_WIDTH, w));
    if (w > 0 && Math.abs(width - this.chartWidth) > 4) this.chartWidth = width;
  });
  private observed: Element | null = null;
  private readonly onColors = () => {
    this.stepsSvg = this.drawSteps();
    this.requestUpdate();
  };
  private readonly onKey = (e: KeyboardEvent) => {
    if (!this.closable || e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    this.close();
  };

  constructor() {
    super();
    this.api = null;
    this.tag = '';
    this.run = '';
    this.step = null;
    this.rowKey = '';
    this.options = {};
    this.runs = [];
    this.noun = 'row';
    this.declaration = null;
    this.showDetail = true;
    this.base = null;
    this.closable = false;
    this.revision = '';
    this.variant = 'panel';
    this.status = 'loading';
    this.data = null;
    this.error = null;
    this.chartWidth = 420;
  }

  static override styles = [base, messages, rowDrilldownStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
    tensorBoardHost().addEventListener(COLORS_EVENT, this.onColors);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    tensorBoardHost().removeEventListener(COLORS_EVENT, this.onColors);
    this.resize.disconnect();
    this.observed = null;
    this.request.cancel();
    this.requested = '';
  }

  /** Closes the drill-down: the host removes it (`row-close`). */
  close(): void {
    this.dispatchEvent(new CustomEvent('row-close', {bubbles: true, composed: true}));
  }

  /** Moves the keyboard focus into the drill-down (its × button, else the element). */
  focusPanel(): void {
    const target = this.renderRoot.querySelector<HTMLElement>('button.close');
    target?.focus({preventScroll: true});
  }

  private params() {
    const p = {tag: this.tag, run: this.run, step: this.step, key: this.rowKey, options: this.options};
    // Compared: A is `run` to the route, B its `vs_run` (as `diff` takes them).
    return this.base ? {...p, run: this.base.run, step: this.base.step, vs: {run: this.run, step: this.step}} : p;
  }

  private async load(): Promise<void> {
    const api = this.api!;
    const p = this.params();
    this.status = 'loading';
    this.error = null;
    let res: RowResponse | typeof STALE;
    try {
      res = await this.request.run((signal) => api.row(p, signal));
    } catch (e) {
      this.data = null;
      this.error = message(e);
      this.status = 'error';
      return;
    }
    if (res === STALE) return;
    this.data = res;
    this.status = 'ready';
  }

  private retry(): void {
    this.requested = '';
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const key = this.api && this.tag && this.run && this.rowKey ? rowRequestKey(this.params()) : '';
    if (key !== '' && (key !== this.requested || (changed.has('revision') && changed.get('revision') !== undefined))) {
      // Another row: never show the last one's numbers under this one's name.
      if (this.data && this.data.key !== this.rowKey) this.data = null;
      this.requested = key;
      void this.load();
    }
    if (changed.has('data') || changed.has('declaration')) {
      this.detail = this.data ? detailTable(this.data.detail, this.data.key, this.declaration, DETAIL_HEADS) : null;
    }
    if (changed.has('data') || changed.has('chartWidth') || changed.has('runs')) this.stepsSvg = this.drawSteps();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Drawn with its numbers: the host may bring it into view now that its height is known.
    if (changed.has('status') && this.status === 'ready') this.dispatchEvent(new CustomEvent('row-loaded'));
    const box = this.renderRoot.querySelector('section.steps');
    if (box === this.observed) return;
    this.resize.disconnect();
    this.observed = box;
    if (box) this.resize.observe(box);
  }

  // -------------------------------------------------------------------------
  // Colours

  /** The runs colours are given over: the run list, then those only the server named. */
  private colorDomain(): string[] {
    const answered = this.data?.runs.map((r) => r.run) ?? [];
    return [...this.runs, ...answered.filter((r) => !this.runs.includes(r))];
  }

  private colorOf(run: string): string {
    const domain = this.colorDomain();
    const i = domain.indexOf(run);
    return i < 0 ? 'var(--muted)' : (runColors(domain)[i] ?? 'var(--muted)');
  }

  // -------------------------------------------------------------------------
  // Over steps (Plot)

  private drawSteps(): Element | null {
    const d = this.data;
    // Not yet Plot (a resize or a theme's colours while the update waits for it): drawn once it is there.
    if (!d || !plotLoaded()) return null;
    const series = stepSeries(d);
    const {dots} = series;
    if (dots.length === 0) return null;
    const color = this.colorOf(d.run);
    // Every step of the run is on the axis: those without the row are crosses on its baseline.
    const steps = [...dots.map((p) => p.step), ...series.missing];
    let lo = Math.min(...steps, series.current);
    let hi = Math.max(...steps, series.current);
    const ticks = [...new Set([...steps, series.current])].sort((a, b) => a - b);
    if (lo === hi) {
      lo -= 1;
      hi += 1;
    }
    const level = `${Math.round(d.level * 100)}%`;
    const label = (p: StepDot) => `step ${p.step}`;
    const title = (p: StepDot) =>
      [
        `step ${p.step} (${formatWallTime(p.wall_time)})`,
        `${d.bias}: ${pointText(p, 'undefined', d.format)} (${level} interval)`,
        p.value !== null ? `${d.value}: ${biasText(p.value, d.format)}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    const band = dots.filter((p) => p.lower !== null && p.upper !== null);
    const width = Math.max(MIN_CHART_WIDTH, this.chartWidth);
    const plot = Plot.plot({
      width,
      height: STEPS_HEIGHT,
      // Room above the top tick for the y axis's label (pp), which would sit on it.
      marginTop: d.format === 'points' ? 20 : 10,
      marginLeft: 46,
      marginRight: 12,
      marginBottom: 30,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {
        domain: [lo, hi],
        label: 'step',
        labelAnchor: 'center',
        labelArrow: 'none',
        inset: 8,
        ticks: ticks.length <= 8 ? ticks : 5,
        tickFormat: '~s',
      },
      y: {
        label: d.format === 'points' ? 'pp' : null,
        grid: true,
        nice: true,
        zero: true,
        ticks: 4,
        tickFormat: d.format === 'points' ? (v: number) => String(Number((v * 100).toPrecision(6))) : undefined,
      },
      marks: [
        Plot.ruleX([series.current], {stroke: 'var(--chart-rule)', strokeDasharray: '3,3'}),
        Plot.areaY(band, {x: 'step', y1: 'lower', y2: 'upper', z: 'segment', fill: color, fillOpacity: 0.18}),
        Plot.ruleX(band, {x: 'step', y1: 'lower', y2: 'upper', stroke: color, strokeOpacity: 0.6, strokeWidth: 1.5}),
        Plot.lineY(dots, {x: 'step', y: 'bias', z: 'segment', stroke: color, strokeWidth: 2}),
        Plot.dot(series.missing, {
          x: (step: number) => step,
          frameAnchor: 'bottom',
          symbol: 'times',
          r: 3.5,
          stroke: 'var(--muted)',
          ariaLabel: (step: number) => `step ${step}: not in this run`,
          title: (step: number) => `step ${step}: no ${d.bias} for this ${this.noun} (not in the report, or undefined)`,
        }),
        Plot.dot(
          dots.filter((p) => !p.current),
          {x: 'step', y: 'bias', fill: color, stroke: 'var(--chart-halo)', strokeWidth: 1, r: 3.5, ariaLabel: label, title},
        ),
        // The step on screen: larger, ringed in the accent colour.
        Plot.dot(
          dots.filter((p) => p.current),
          {x: 'step', y: 'bias', fill: color, stroke: 'var(--accent)', strokeWidth: 2.5, r: 5.5, ariaLabel: label, title},
        ),
      ],
    });
    plot.setAttribute('data-points', String(dots.length));
    plot.setAttribute('role', 'img');
    plot.setAttribute('aria-label', `${d.bias} of ${d.key} over the steps of ${d.run}`);
    const byLabel = new Map(dots.map((p) => [label(p), p]));
    for (const circle of plot.querySelectorAll('g[aria-label="dot"] circle')) {
      const p = byLabel.get(circle.getAttribute('aria-label') ?? '');
      if (!p) continue;
      circle.setAttribute('data-step', String(p.step));
      circle.setAttribute('data-bias', String(p.bias));
      if (p.lower !== null) circle.setAttribute('data-lower', String(p.lower));
      if (p.upper !== null) circle.setAttribute('data-upper', String(p.upper));
      if (p.current) circle.setAttribute('data-current', 'true');
    }
    return plot;
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderTitle() {
    const d = this.data;
    const where = d ? `${d.run} · step ${d.step}` : this.step === null ? `${this.run} · latest step` : `${this.run} · step ${this.step}`;
    const titles = keyTitlesOf(this.declaration);
    return html`<div class="title-bar">
        <h2 title=${`${this.noun} ${keyLabel(this.rowKey, titles)}`}>
          <span class="noun">${this.noun}</span><span class="key-name" data-key=${this.rowKey}>${keyText(this.rowKey, titles)}</span>
        </h2>
        ${
          this.closable
            ? html`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${() => this.close()}>
                ×
              </button>`
            : nothing
        }
      </div>
      <div class="what muted" data-run=${d?.run ?? nothing} data-step=${d?.step ?? nothing}>
        ${d ? html`<b>${d.bias}</b>, the size of the bias (lower is better; signed: ${d.value}) · ` : nothing}${where}${
          d ? ` · ${Math.round(d.level * 100)}% intervals` : ''
        }
      </div>`;
  }

  private renderCell(c: DetailColumn, cell: DetailCell) {
    if (c.kind === 'interval') {
      const w = cell.whisker;
      return html`<td
        class="num interval"
        data-col="interval"
        data-lower=${cell.lower ?? nothing}
        data-upper=${cell.upper ?? nothing}
        title=${cell.title}
      >
        <span class="interval-cell"
          >${
            w
              ? html`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${pct(w.lo)}; width: ${pct(Math.max(0.005, w.hi - w.lo))}"></span>${
                    w.mid !== null ? html`<span class="dot" style="left: ${pct(w.mid)}"></span>` : nothing
                  }</span
                >`
              : nothing
          }<span class="ci">${cell.text || '—'}</span></span
        >
      </td>`;
    }
    const missing = cell.value === null;
    const cls = [c.kind === 'text' ? 'text' : c.kind === 'flag' ? 'flag' : 'num', missing ? 'missing' : ''].filter(Boolean).join(' ');
    const v = cell.value === null ? nothing : String(cell.value);
    return html`<td class=${cls} data-col=${c.name} data-v=${v} title=${cell.title}>${missing ? '—' : cell.text}</td>`;
  }

  private renderDetail(d: RowResponse) {
    const t = this.detail;
    if (!t) return nothing;
    const head = headText(d.detail.head, d.key);
    return html`<section class="detail" data-section="detail" data-rows=${t.rows.length}>
      <h4>${t.caption}${t.estimate ? html`<span class="muted">${t.estimate} with its ${Math.round(d.level * 100)}% interval</span>` : nothing}</h4>
      ${head ? html`<div class="head-text muted">${head}</div>` : nothing}
      ${
        t.rows.length === 0
          ? html`<div class="muted">No ${this.noun} ${d.key} in this report.</div>`
          : html`<div class="scroll">
            <table class="detail-table" aria-label=${t.caption}>
              <thead>
                <tr>
                  ${t.columns.map(
                    (c) => html`<th class=${c.kind === 'text' ? '' : 'num'} data-col=${c.name} title=${detailHeadTitle(c)}>${c.head}</th>`,
                  )}
                </tr>
              </thead>
              <tbody>
                ${t.rows.map((cells, i) => html`<tr data-row=${i}>${t.columns.map((c, j) => this.renderCell(c, cells[j]))}</tr>`)}
              </tbody>
            </table>
          </div>`
      }
    </section>`;
  }

  private renderRun(b: RunBar, d: RowResponse) {
    const color = this.colorOf(b.run);
    const level = `${Math.round(d.level * 100)}%`;
    const title = b.present
      ? `run ${b.run}, step ${b.step}: ${d.bias} ${pointText(b, undefined, d.format)} (${level} interval)${b.current ? ' — the report on screen' : ''}`
      : `The latest report of run ${b.run} (step ${b.step}) has no ${d.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`;
    const at = b.at;
    return html`<div
      class="run-row ${b.current ? 'current' : ''} ${b.present ? '' : 'absent'}"
      role="listitem"
      data-run=${b.run}
      data-step=${b.step}
      data-present=${b.present ? 'true' : 'false'}
      data-bias=${b.bias ?? nothing}
      data-lower=${b.lower ?? nothing}
      data-upper=${b.upper ?? nothing}
      aria-current=${b.current ? 'true' : nothing}
      title=${title}
    >
      <span class="run-name"><span class="swatch" style="background: ${color}"></span><span class="name">${b.run}</span></span>
      <span class="track" aria-hidden="true"
        >${
          at
            ? html`${
                at.lower !== null && at.upper !== null
                  ? html`<span class="line" style="left: ${pct(at.lower)}; width: ${pct(Math.max(0.005, at.upper - at.lower))}; background: ${color}"></span>`
                  : nothing
              }<span class="dot" style="left: ${pct(at.bias)}; background: ${color}"></span>`
            : nothing
        }</span
      >
      <span class="val">${b.present ? pointText(b, undefined, d.format) : b.inReport ? 'undefined (too little data)' : 'not in this run'}</span>
    </div>`;
  }

  private renderRuns(d: RowResponse) {
    const {bars, domain} = runBars(d, this.runs);
    return html`<section class="runs" data-section="runs" data-entries=${bars.length}>
      <h4>In every run <span class="muted">${d.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${d.bias} of ${d.key} in every run`}>${bars.map((b) => this.renderRun(b, d))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${biasText(domain[0], d.format)}</span><span>${biasText(domain[1], d.format)}</span></span><span></span>
      </div>
    </section>`;
  }

  private renderSteps(d: RowResponse) {
    const series = stepSeries(d);
    const missing = missingStepsText(series.missing);
    return html`<section class="steps" data-section="steps" data-points=${series.dots.length} data-missing=${series.missing.length}>
      <h4>Over steps <span class="muted">of ${d.run}; dashed: step ${d.step}</span></h4>
      ${
        this.stepsSvg
          ? html`<div class="chart">${this.stepsSvg}</div>`
          : html`<div class="muted">No step of ${d.run} has a ${d.bias} for this ${this.noun}.</div>`
      }
      ${missing && this.stepsSvg ? html`<div class="note muted">Not in this run (or undefined) at ${missing}.</div>` : nothing}
    </section>`;
  }

  override render() {
    const d = this.data;
    return html`
      ${this.renderTitle()}
      ${
        this.status === 'error'
          ? html`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${() => this.retry()}>Retry</button>
          </div>`
          : nothing
      }
      ${
        d
          ? html`<div class="content ${this.status === 'loading' ? 'stale' : ''}">
            ${groupChanges(d)} ${this.showDetail && !d.groups ? this.renderDetail(d) : nothing} ${this.renderRuns(d)}
            ${this.renderSteps(d)}
          </div>`
          : this.status === 'loading'
            ? html`<div class="loading">Loading the ${this.noun}…</div>`
            : nothing
      }
    `;
  }
}

function pct(f: number): string {
  return `${(Math.min(1, Math.max(0, f)) * 100).toFixed(2)}%`;
}

customElements.define('fairness-row-drilldown', FairnessRowDrilldown);

declare global {
  interface HTMLElementTagNameMap {
    'fairness-row-drilldown': FairnessRowDrilldown;
  }
}
