/**
 * <fairness-runs>: every run of a tag ranked at its latest step, or at a chosen one (the
 * `runs` mode, modes.ts), over the `runs` route. A table of the runs (runs_table.ts: the
 * kind's bias headline and its performance headline with their intervals, the Pareto
 * mark, a column per hyperparameter the run logged with TensorBoard's HParams plugin),
 * sortable, filtered by a regular expression over the run names; beside it (below it in
 * a narrow tab) performance against bias with the Pareto front (runs_scatter.ts), or the
 * bias ranked when the kind has no performance headline. A click on a run (its name, its
 * dot) opens its report (`open-report`); two runs picked open in Compare as A and B
 * (`open-compare`). The kind's options (mode_options.ts) and the step are the mode's own.
 *
 * Its selection lives in runs_state.ts (pure, unit-tested) and in the hash as
 * `fairness_runs_*` (step, sort, dir, q, pick, o_<option>). The route goes through a
 * LatestRequest, so a stale response is dropped; "Download CSV" fetches the same route
 * with `format=csv`. `revision` (from the app) changes when a reload finds new steps.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions, type RunsParams} from '../api.js';
import {formatCount} from '../format.js';
import {colorsFor, runColorState} from '../host_state.js';
import {ownOptionsFromParams, ownOptionsToParams} from '../mode_options_state.js';
import {RUNS_PREFIX} from '../modes_state.js';
import {
  effectiveSort,
  filterRuns,
  keepPicks,
  levelText,
  runsCsvName,
  runsFromParams,
  runsOptions,
  runsOptionsText,
  runsToParams,
  sideOf,
  sortRuns,
  stepChoices,
  togglePick,
  defaultRunsSelection,
  type RunsSelection,
  type RunsSide,
  type RunsSortKey,
} from '../runs_state.js';
import type {Params, SortDir} from '../state.js';
import type {KindDeclaration} from '../types.js';
import type {RunsResponse} from '../types_runs.js';
import {COLORS_EVENT, tensorBoardHost} from '../tensorboard_host.js';
import {emitOpenCompare, emitOpenReport, type ModeProps} from './modes.js';
import {base, fields, messages, staleContent, viewLayout} from './styles.js';
import {downloadText, emitParams, message} from './view.js';
import {ViewLoad, modeProperties, shownCount} from './view_shell.js';
import type {SortChange} from './virtual_table.js';
import {runsStyles} from './runs_styles.js';
import './mode_options.js';
import './runs_table.js';
import './runs_scatter.js';

/** The performance mark of the first rows on screen (bench/bench_runs_render.py reads it). */
export const MARK_RUNS_RENDERED = 'fairness:runs-rendered';

/** From this width (px) the chart goes beside the table; below, under it. */
const WIDE = 1280;
/** The chart's width beside the table, and its widest under it. */
const SIDE_CHART = 470;
const BELOW_CHART_MAX = 760;
/** The height of the table above the chart (narrow tab), at most. */
const NARROW_TABLE_MAX = 380;

export class FairnessRuns extends LitElement implements ModeProps {
  static override properties = {
    ...modeProperties,
    revision: {attribute: false},
    selection: {state: true},
    data: {state: true},
    steps: {state: true},
    width: {state: true},
    csvError: {state: true},
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
  declare selection: RunsSelection;
  /** The response on screen (kept, dimmed, while the next one loads). */
  declare data: RunsResponse | null;
  /** The steps of the report on screen's run (the step picker's choices, with the table's). */
  declare steps: number[];
  /** The element's width, px (0 before it is laid out). */
  declare width: number;
  declare csvError: string | null;

  private readonly request = new LatestRequest();
  private readonly stepsRequest = new LatestRequest();
  private readonly csvRequest = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request, this.stepsRequest, this.csvRequest]);
  /** Derived in willUpdate: the sort in effect, the rows shown (filtered, sorted), the filter's error, the run colours. */
  private sortKey: RunsSortKey = 'bias';
  private sortDir: SortDir = 'asc';
  private shown: number[] = [];
  private filterError: string | null = null;
  private colors: ReadonlyMap<string, string> = new Map();
  private pendingMark = false;
  private readonly resize = new ResizeObserver((entries) => {
    const w = Math.floor(entries[0]?.contentRect.width ?? 0);
    if (w !== this.width) this.width = w;
  });
  private readonly onColors = () => {
    this.colors = this.runColors();
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
    this.selection = defaultRunsSelection();
    this.data = null;
    this.steps = [];
    this.width = 0;
    this.csvError = null;
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    staleContent,
    runsStyles,
    css`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `,
  ];

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

  // -------------------------------------------------------------------------
  // Loading

  private routeParams(): RunsParams {
    return {tag: this.tag, step: this.selection.step, options: runsOptions(this.options, this.selection, this.declaration)};
  }

  private async load(): Promise<void> {
    if (!this.api || !this.tag) return;
    const p = this.routeParams();
    const res = await this.shell.run(
      this.request,
      (signal) => this.api.runs(p, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    this.pendingMark = true;
    this.shell.ready();
  }

  /** The steps of the report on screen's run: the step picker's choices (a failure leaves the table's steps). */
  private async loadSteps(): Promise<void> {
    if (!this.api || !this.tag || !this.run) return;
    const run = this.run;
    const tag = this.tag;
    try {
      const res = await this.stepsRequest.run((signal) => this.api.steps(run, tag, signal));
      if (res !== STALE) this.steps = res.steps.map((s) => s.step);
    } catch {
      // The picker still offers the steps of the table.
    }
  }

  private change(sel: RunsSelection): void {
    this.selection = sel;
    emitParams(this, runsToParams(sel, this.declaration));
  }

  private runColors(): ReadonlyMap<string, string> {
    const extra = (this.data?.columns.run ?? []).filter((r) => !this.runs.includes(r));
    const all = [...this.runs, ...extra];
    const colors = colorsFor(all, runColorState());
    return new Map(all.map((r, i) => [r, colors[i]]));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      const sel = runsFromParams(this.params, this.declaration);
      this.selection = {...sel, picks: keepPicks(sel.picks, this.runs)};
      emitParams(this, runsToParams(this.selection, this.declaration));
      void this.load();
      void this.loadSteps();
    } else {
      let reload =
        changed.has('tag') ||
        changed.has('options') ||
        changed.has('kind') ||
        changed.has('declaration') ||
        changed.has('api') ||
        changed.has('revision');
      if (changed.has('declaration') || changed.has('runs')) {
        // Another kind: the own options it declares too; runs gone: their picks too.
        const own = ownOptionsFromParams(
          ownOptionsToParams(this.selection.own, RUNS_PREFIX, this.declaration),
          RUNS_PREFIX,
          this.declaration,
        );
        const picks = keepPicks(this.selection.picks, this.runs);
        if (JSON.stringify(own) !== JSON.stringify(this.selection.own) || picks.length !== this.selection.picks.length) {
          this.change({...this.selection, own, picks});
        } else if (changed.has('declaration')) {
          // Another kind's tag: the app started its keys afresh; they are still ours.
          emitParams(this, runsToParams(this.selection, this.declaration));
        }
        reload ||= changed.has('runs');
      }
      if (changed.has('selection')) {
        const prev = changed.get('selection') as RunsSelection | undefined;
        if (!prev || prev.step !== this.selection.step || JSON.stringify(prev.own) !== JSON.stringify(this.selection.own)) reload = true;
      }
      if (reload) void this.load();
      if (changed.has('tag') || changed.has('run') || changed.has('revision')) void this.loadSteps();
    }
    if (changed.has('data') || changed.has('runs') || changed.has('selection')) {
      const d = this.data;
      const {key, dir} = effectiveSort(d, this.selection);
      this.sortKey = key;
      this.sortDir = dir;
      if (d) {
        const f = filterRuns(d, sortRuns(d, key, dir), this.selection.search);
        this.shown = f.rows;
        this.filterError = f.error;
      } else {
        this.shown = [];
        this.filterError = null;
      }
    }
    if (changed.has('data') || changed.has('runs')) this.colors = this.runColors();
  }

  protected override updated(): void {
    if (!this.pendingMark || typeof performance === 'undefined') return;
    const table = this.renderRoot.querySelector('fairness-runs-table');
    const check = () => {
      if (!this.pendingMark) return;
      if (table?.shadowRoot?.querySelector('.row') || this.data?.rows === 0) {
        this.pendingMark = false;
        requestAnimationFrame(() => performance.mark(MARK_RUNS_RENDERED));
      } else {
        requestAnimationFrame(check);
      }
    };
    if (!table && this.data?.rows !== 0) return;
    check();
  }

  // -------------------------------------------------------------------------
  // Handlers

  private onSort(e: CustomEvent<SortChange<RunsSortKey>>): void {
    const {column, dir} = e.detail;
    this.change({...this.selection, sort: column, dir});
  }

  private onPick(run: string, on: boolean): void {
    this.change({...this.selection, picks: togglePick(this.selection.picks, run, on)});
  }

  private openRow(row: number): void {
    if (!this.data) return;
    emitOpenReport(this, sideOf(this.data, row, this.selection));
  }

  /** A picked run's side: at the step the table shows for it (latest: null), or the chosen step when the table lacks it. */
  private side(run: string): RunsSide {
    const d = this.data;
    const row = d ? d.columns.run.indexOf(run) : -1;
    return d && row >= 0 ? sideOf(d, row, this.selection) : {run, step: this.selection.step};
  }

  private openCompare(): void {
    const [a, b] = this.selection.picks;
    if (a === undefined || b === undefined) return;
    emitOpenCompare(this, {a: this.side(a), b: this.side(b), options: this.selection.own});
  }

  private async download(): Promise<void> {
    const p = this.routeParams();
    this.csvError = null;
    let text: string | typeof STALE;
    try {
      text = await this.csvRequest.run((signal) => this.api.runsCsv(p, signal));
    } catch (e) {
      this.csvError = message(e);
      return;
    }
    if (text !== STALE) downloadText(text, runsCsvName(p.tag, p.step));
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderStep() {
    const chosen = this.selection.step;
    const choices = stepChoices([...this.steps, ...(this.data?.columns.step ?? [])], chosen);
    return html`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          this.change({...this.selection, step: v === '' ? null : Number(v)});
        }}
      >
        <option value="" .selected=${chosen === null}>latest</option>
        ${choices.map((s) => html`<option value=${String(s)} .selected=${s === chosen}>${formatCount(s)}</option>`)}
      </select>
    </label>`;
  }

  private renderFilter() {
    return html`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError ? 'invalid' : ''}
        aria-invalid=${this.filterError ? 'true' : 'false'}
        title=${this.filterError ?? 'A regular expression over the run names (case-insensitive), as in TensorBoard'}
        .value=${this.selection.search}
        @input=${(e: Event) => this.change({...this.selection, search: (e.target as HTMLInputElement).value})}
      />
    </label>`;
  }

  private renderCompare() {
    const [a, b] = this.selection.picks;
    const ready = a !== undefined && b !== undefined;
    const title = ready
      ? `Open Compare with ${a} as A and ${b} as B`
      : 'Tick two runs in the table (the first is A, the second B), then compare them';
    return html`<div class="picked">
      ${
        a !== undefined
          ? html`<span class="names" title=${[a, b].filter(Boolean).join(' vs ')}>
            <span class="pick-badge">A</span> ${a}${b !== undefined ? html` <span class="pick-badge">B</span> ${b}` : nothing}
          </span>`
          : nothing
      }
      <button class="primary" name="compare-picked" ?disabled=${!ready} title=${title} @click=${() => this.openCompare()}>
        Compare A and B
      </button>
      ${
        this.selection.picks.length
          ? html`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${() => this.change({...this.selection, picks: []})}>
              Clear
            </button>`
          : nothing
      }
    </div>`;
  }

  private renderSkipped(d: RunsResponse) {
    if (d.skipped.length === 0) return nothing;
    return html`<details class="skipped" data-role="skipped" ?open=${d.rows === 0}>
      <summary>${d.skipped.length} ${d.skipped.length === 1 ? 'run' : 'runs'} left out (why)</summary>
      <ul>
        ${d.skipped.map((s) => html`<li data-run=${s.run}><span class="run">${s.run}</span>: ${s.reason}</li>`)}
      </ul>
    </details>`;
  }

  private renderSummary(d: RunsResponse) {
    const opts = runsOptionsText(d.options, this.declaration);
    const level = levelText(d.level);
    return html`<div class="summary" data-shown=${this.shown.length} data-rows=${d.rows}>
      <span
        >Runs of <b>${d.tag}</b> (${this.kindTitle || d.kind} reports) at
        ${d.step === null ? 'their latest step' : html`step <b>${formatCount(d.step)}</b>`} ·
        ${opts ? html`options: <span class="options">${opts}</span>` : 'the default options'}${level ? ` · ${level} intervals` : ''}</span
      >
      ${shownCount(this.shown.length, d.rows, d.rows === 1 ? 'run' : 'runs')}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`;
  }

  private renderBody(d: RunsResponse) {
    if (d.rows === 0) {
      return html`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${d.tag}</b>${d.step === null ? '' : html` at step ${formatCount(d.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(d)}
      </div>`;
    }
    const wide = this.width >= WIDE;
    const chartWidth = wide ? SIDE_CHART : Math.max(320, Math.min(this.width || BELOW_CHART_MAX, BELOW_CHART_MAX));
    // The rows, the two-line header and the borders.
    const content = 24 * Math.max(1, this.shown.length) + 44;
    const tableHeight = Math.min(NARROW_TABLE_MAX, content);
    const chartTitle = d.performance ? `${d.performance.title} against ${d.bias.title}` : `${d.bias.title} by run`;
    return html`<div class="body ${this.shell.loading ? 'stale' : ''}">
      ${this.renderSummary(d)} ${this.renderSkipped(d)}
      <div class="main ${wide ? 'wide' : 'narrow'}" style=${`--table-height: ${Math.max(120, tableHeight)}px; --table-content: ${content}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${d}
            .rows=${this.shown}
            .sort=${this.sortKey}
            .dir=${this.sortDir}
            .picks=${this.selection.picks}
            .colors=${this.colors}
            @sort-change=${(e: CustomEvent<SortChange<RunsSortKey>>) => this.onSort(e)}
            @pick-change=${(e: CustomEvent<{run: string; on: boolean}>) => this.onPick(e.detail.run, e.detail.on)}
            @run-open=${(e: CustomEvent<number>) => this.openRow(e.detail)}
          ></fairness-runs-table>
        </div>
        <section class="chart-box" style=${`width: ${chartWidth}px`} aria-label=${chartTitle}>
          <h3>${chartTitle}</h3>
          <fairness-runs-scatter
            .data=${d}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${chartWidth}
            @run-open=${(e: CustomEvent<number>) => this.openRow(e.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`;
  }

  override render() {
    const d = this.data;
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Runs selection">
          ${this.renderStep()} ${this.renderFilter()}
          <fairness-mode-options
            .mode=${'runs'}
            .api=${this.api}
            .source=${this.runs.length ? {run: null, tag: this.tag, step: null} : null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            @own-options=${(e: CustomEvent<KindOptions>) => this.change({...this.selection, own: e.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.renderCompare()}
          ${this.shell.renderCsvButton(
            'download-runs',
            d !== null,
            () => void this.download(),
            'Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)',
          )}
          ${this.filterError ? html`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>` : nothing}
          ${this.csvError ? html`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>` : nothing}
        </div>
      </div>
      ${this.shell.renderError('Could not rank the runs', [{label: 'Retry', name: 'retry', run: () => void this.load()}])}
      ${this.shell.renderContent(d, (d) => this.renderBody(d), 'Loading the runs…')}`;
  }
}

customElements.define('fairness-runs', FairnessRuns);
