/**
 * <fairness-app>: the shell. Lists the reports (`tags`), owns which one is on
 * screen (run, tag, step: the shared pickers, in the URL hash) and the mode
 * (modes.ts: one report, compare two, trends, or every run ranked); in report mode it chooses
 * the view by the report's kind (registry.ts), and the view owns the rest.
 * It reads the registry of kinds (`kinds`) once, at the start, and hands each
 * view and mode element its kind's declaration.
 * Its `data-status` is its own while the reports load, then the view's.
 *
 * It lives as a TensorBoard tab (tensorboard_host.ts): its `data-theme` ("light" or
 * "dark") follows TensorBoard's theme, and the colours of every element inside it are the
 * theme's CSS custom properties (styles.ts `themeVariables`). After TensorBoard's reload
 * (its button, its auto-reload) and every POLL_MS while on screen it asks for `tags`
 * again; nothing else is fetched unless that answer changed: new runs and tags join the
 * pickers, and a report on screen whose latest step moved is fetched again (the views
 * compare their `info.max_step`; the trend and compare elements get a `revision` that changes
 * with the latest step of any run holding their tag), the selection kept. A user on
 * the latest step (the picker's "latest", or the step that was the latest) moves to the
 * new latest.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {html as staticHtml, literal} from 'lit/static-html.js';
import {Api, LatestRequest, STALE} from '../api.js';
import {
  HASH_PREFIX,
  chooseView,
  kindOf,
  otherKinds,
  refFromParams,
  refToParams,
  reportRuns,
  resolveReport,
  viewParams,
  type Params,
  type ReportRef,
  type RunTags,
} from '../state.js';
import type {KindDeclaration, KindsResponse, StepInfo, TagsResponse} from '../types.js';
import {declarationOf, optionNames} from '../kinds_state.js';
import {readHashParams, writeHashParams} from '../url_hash.js';
import {VIEWS} from './registry.js';
import {tableView} from './table_view.js';
import {MODE_KEY, allTags, kindOptions, runsWithTag, splitParams, type Mode} from '../modes_state.js';
import type {OpenCompare, OpenReport} from './modes.js';
import type {KindOptions} from '../api.js';
import {compareParamsFor} from '../runs_state.js';
import './compare_view.js';
import './trend_view.js';
import './runs_view.js';
import {base, fields, messages, themeVariables} from './styles.js';
import {latestStep, sameTags, stepAfterReload, tagRevision, type Theme} from '../host_state.js';
import {THEME_EVENT, tensorBoardHost} from '../tensorboard_host.js';
import {message, type ResolvedRef, type ViewModule, type ViewStatus} from './view.js';
import './report_picker.js';
import './help_panel.js';

type Status = 'loading' | 'ready' | 'empty' | 'error';

/** The element of each mode besides the report's view: each takes the same properties (modes.ts). */
const MODE_ELEMENTS = {compare: literal`fairness-compare`, runs: literal`fairness-runs`, trend: literal`fairness-trend`};

export class FairnessApp extends LitElement {
  static override properties = {
    ref: {state: true},
    mode: {state: true},
    runs: {state: true},
    steps: {state: true},
    shellStatus: {state: true},
    viewStatus: {state: true},
    error: {state: true},
    status: {reflect: true, attribute: 'data-status'},
    theme: {reflect: true, attribute: 'data-theme'},
  };

  /** Which report is on screen (in compare mode side A; in trend mode its tag). */
  declare ref: ReportRef;
  declare mode: Mode;
  /** Reports a view can show; null until `tags` answers. */
  declare runs: RunTags[] | null;
  declare steps: StepInfo[] | null;
  /** Loading the list of reports (or its steps), or what went wrong. */
  declare shellStatus: Status;
  /** What the view says about its own data. */
  declare viewStatus: ViewStatus;
  declare error: string | null;
  /** Reflected: the shell's status until it is ready, then the view's. */
  declare status: Status;
  /** Reflected: TensorBoard's theme (or the browser's, outside TensorBoard). */
  declare theme: Theme;

  private tags: TagsResponse | null = null;
  /** The registry of report kinds, read once (with the first `tags`). */
  private kinds: KindsResponse | null = null;
  /** The generic views made so far, by kind (one object per kind, so a render sees the same). */
  private readonly tableViews = new Map<string, ViewModule>();
  /** The kinds in the logdir no view shows (for the empty message). */
  private unknownKinds: string[] = [];
  /** The view's hash parameters, as it last announced them. */
  private viewState: Params;
  /** What the view of the current kind reads when it mounts. */
  private mountParams: Params;
  /** The compare, trend and runs elements' hash parameters, and what they read when they mount. */
  private modeState: {compare: Params; trend: Params; runs: Params};
  private modeMount: {compare: Params; trend: Params; runs: Params};
  /** Stable props of the mode elements, so they see a change only when there is one. */
  private modeRuns: {key: string; runs: string[]} = {key: '', runs: []};
  private modeOptions: {key: string; options: KindOptions} = {key: '', options: {}};
  /** A stable object per report, so the view sees a change only when there is one. */
  private resolved: ResolvedRef | null = null;
  private readonly api: Api;
  private readonly tagsRequest = new LatestRequest();
  private readonly kindsRequest = new LatestRequest();
  private readonly stepsRequest = new LatestRequest();
  /** The background `tags` of a reload (a newer one supersedes it; it never cancels the first load). */
  private readonly refreshRequest = new LatestRequest();
  private stopRefresh: (() => void) | null = null;
  private readonly onTheme = () => {
    this.theme = tensorBoardHost().theme;
  };

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    const params = readHashParams();
    this.ref = refFromParams(params);
    const split = splitParams(viewParams(params), HASH_PREFIX);
    this.mode = split.mode;
    this.viewState = split.view;
    this.mountParams = this.viewState;
    this.modeState = {compare: split.compare, trend: split.trend, runs: split.runs};
    this.modeMount = {...this.modeState};
    this.runs = null;
    this.steps = null;
    this.shellStatus = 'loading';
    this.viewStatus = 'loading';
    this.error = null;
    this.status = 'loading';
    this.theme = 'light';
  }

  static override styles = [
    themeVariables,
    base,
    messages,
    fields,
    css`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    const host = tensorBoardHost();
    this.theme = host.theme;
    host.addEventListener(THEME_EVENT, this.onTheme);
    this.stopRefresh = host.onRefresh(() => void this.refresh());
    void this.loadTags();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    tensorBoardHost().removeEventListener(THEME_EVENT, this.onTheme);
    this.stopRefresh?.();
    this.stopRefresh = null;
    this.tagsRequest.cancel();
    this.kindsRequest.cancel();
    this.stepsRequest.cancel();
    this.refreshRequest.cancel();
  }

  // -------------------------------------------------------------------------
  // Loading

  private async loadTags(): Promise<void> {
    this.shellStatus = 'loading';
    this.error = null;
    let tags: TagsResponse | typeof STALE;
    let registry: KindsResponse | typeof STALE;
    try {
      // The registry once, alongside the first list of reports.
      [tags, registry] = await Promise.all([
        this.tagsRequest.run((signal) => this.api.tags(signal)),
        this.kinds ?? this.kindsRequest.run((signal) => this.api.kinds(signal)),
      ]);
    } catch (e) {
      this.fail(message(e));
      return;
    }
    if (tags === STALE || registry === STALE) return;
    this.kinds = registry;
    this.tags = tags;
    const kinds = this.viewKinds();
    this.runs = reportRuns(tags.runs, kinds);
    this.unknownKinds = otherKinds(tags.runs, kinds);
    const resolved = resolveReport(this.ref, this.runs);
    if (resolved === null) {
      this.shellStatus = 'empty';
      return;
    }
    if (resolved.moved) {
      // The URL named a report that is not there: its view state belongs to that report.
      this.resetViewState();
    }
    this.setRef(resolved.ref);
    this.shellStatus = 'ready';
    void this.loadSteps();
  }

  /** The steps of the report on screen; `quiet` (a reload): the old list stays until the new one comes, and a failure says nothing. */
  private async loadSteps(quiet = false): Promise<void> {
    const {run, tag} = this.ref;
    if (run === null || tag === null) return;
    if (!quiet) this.steps = null;
    let res;
    try {
      res = await this.stepsRequest.run((signal) => this.api.steps(run, tag, signal));
    } catch (e) {
      if (!quiet) this.fail(message(e));
      return;
    }
    if (res === STALE) return;
    this.steps = res.steps;
    if (this.shellStatus === 'error') {
      this.shellStatus = 'ready';
      this.error = null;
    }
    const step = this.ref.step;
    if (step !== null && !res.steps.some((s) => s.step === step)) {
      // A step from an old URL that this report does not have: show the latest.
      this.setRef({...this.ref, step: null});
    }
  }

  /**
   * A reload (TensorBoard's, or the poll): `tags` again, and only when it changed, the new
   * reports into the pickers and the report on screen moved on (see the class comment).
   * A failure says nothing: the next reload tries again.
   */
  private async refresh(): Promise<void> {
    if (this.tags === null) {
      // The first load failed: try it again (while it is under way, nothing to do).
      if (this.shellStatus === 'error' && this.runs === null) void this.loadTags();
      return;
    }
    let tags: TagsResponse | typeof STALE;
    try {
      tags = await this.refreshRequest.run((signal) => this.api.tags(signal));
    } catch {
      return;
    }
    const prev = this.tags;
    if (tags === STALE || prev === null || sameTags(prev.runs, tags.runs)) return;
    const oldLatest = latestStep(prev.runs, this.ref.run, this.ref.tag);
    this.tags = tags;
    const kinds = this.viewKinds();
    const runs = reportRuns(tags.runs, kinds);
    if (JSON.stringify(runs) !== JSON.stringify(this.runs)) this.runs = runs;
    this.unknownKinds = otherKinds(tags.runs, kinds);
    const resolved = resolveReport(this.ref, runs);
    if (resolved === null) {
      this.shellStatus = 'empty';
      return;
    }
    if (resolved.moved) this.resetViewState(); // the report on screen went away
    const ref = resolved.ref;
    const step = stepAfterReload(ref.step, oldLatest, latestStep(tags.runs, ref.run, ref.tag));
    const next = step === ref.step ? ref : {...ref, step};
    const moved = next.run !== this.ref.run || next.tag !== this.ref.tag;
    if (next !== this.ref) this.setRef(next);
    const wasEmpty = this.shellStatus === 'empty';
    if (wasEmpty) this.shellStatus = 'ready';
    if (wasEmpty || moved || oldLatest !== latestStep(tags.runs, next.run, next.tag)) void this.loadSteps(!(wasEmpty || moved));
    this.requestUpdate(); // the views' `info`, the mode elements' runs and the trend's revision come from `tags`
  }

  private fail(text: string): void {
    this.error = text;
    this.shellStatus = 'error';
  }

  // -------------------------------------------------------------------------
  // Changing the report

  private kindOfRef(ref: ReportRef): string | null {
    return this.tags ? kindOf(this.tags.runs, ref) : null;
  }

  /**
   * The view of `kind`: its own (registry.ts), else the generic table view when the server
   * declares the kind (one another package adds: table_view.ts); null when neither.
   */
  private viewOf(kind: string | null): ViewModule | null {
    const own = chooseView(VIEWS, kind);
    if (own || kind === null) return own;
    const decl = this.declaration(kind);
    if (!decl) return null;
    let view = this.tableViews.get(kind);
    if (!view) this.tableViews.set(kind, (view = tableView(decl)));
    return view;
  }

  /** The kinds the tab can show: those with a view of their own, then the others the server declares. */
  private viewKinds(): string[] {
    const own = VIEWS.map((v) => v.kind);
    return [...own, ...(this.kinds?.kinds ?? []).map((k) => k.name).filter((k) => !own.includes(k))];
  }

  private declaration(kind: string | null): KindDeclaration | null {
    return declarationOf(this.kinds, kind);
  }

  private setRef(ref: ReportRef): void {
    this.ref = ref;
    this.writeHash();
  }

  private writeHash(): void {
    const mode: Params = this.mode === 'report' ? [] : [[HASH_PREFIX + MODE_KEY, this.mode]];
    writeHashParams(HASH_PREFIX, [
      ...refToParams(this.ref),
      ...mode,
      ...this.viewState,
      ...this.modeState.compare,
      ...this.modeState.trend,
      ...this.modeState.runs,
    ]);
  }

  /** Another report kind: the view and the mode elements start from their defaults. */
  private resetViewState(): void {
    this.viewState = [];
    this.mountParams = [];
    this.modeState = {compare: [], trend: [], runs: []};
    this.modeMount = {compare: [], trend: [], runs: []};
  }

  private onModeChange(mode: Mode): void {
    if (mode === this.mode) return;
    // Each element mounts afresh from what it last said (a view keeps its selection).
    this.mountParams = this.viewState;
    this.modeMount = {...this.modeState};
    this.viewStatus = 'loading';
    this.mode = mode;
    this.writeHash();
  }

  /** A trend point or a compared report asked to be opened in its view. */
  private onOpenReport(open: OpenReport): void {
    const runChanged = open.run !== this.ref.run;
    this.onModeChange('report');
    this.setRef({...this.ref, run: open.run, step: open.step});
    if (runChanged) void this.loadSteps();
  }

  /** Two runs picked in the runs table: Compare mode with them as sides A and B (compare's other keys kept). */
  private onOpenCompare(open: OpenCompare): void {
    const kind = this.resolved ? this.kindOfRef(this.resolved) : null;
    const compare = compareParamsFor(this.modeState.compare, open.a, open.b, open.options, this.declaration(kind));
    this.modeState = {...this.modeState, compare};
    this.onModeChange('compare');
  }

  /** The tag picker of compare and trend: keeps the run when it holds the tag. */
  private onTagChange(tag: string): void {
    const tags = this.tags?.runs ?? {};
    const run =
      this.ref.run !== null && tags[this.ref.run]?.[tag]
        ? this.ref.run
        : Object.keys(tags)
            .sort()
            .find((r) => tags[r][tag]);
    if (run === undefined) return;
    this.onReportChange({run, tag});
  }

  private onReportChange(patch: Partial<ReportRef>): void {
    const prev = this.ref;
    let next: ReportRef = {...prev, ...patch};
    const reportChanged = next.run !== prev.run || next.tag !== prev.tag;
    if (reportChanged) {
      next = {...next, step: null}; // steps belong to the old report
      if (this.runs) next = resolveReport(next, this.runs)?.ref ?? next;
      if (this.kindOfRef(next) !== this.kindOfRef(prev)) {
        // Another kind, another view: it starts from its defaults.
        this.resetViewState();
      }
    }
    this.setRef(next);
    if (reportChanged) void this.loadSteps();
  }

  private onViewParams(params: Params): void {
    if (this.mode === 'report') this.viewState = params;
    else this.modeState = {...this.modeState, [this.mode]: params};
    this.writeHash();
  }

  // -------------------------------------------------------------------------
  // Rendering

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ref')) {
      const {run, tag, step} = this.ref;
      const r = this.resolved;
      if (run === null || tag === null) this.resolved = null;
      else if (!r || r.run !== run || r.tag !== tag || r.step !== step) this.resolved = {run, tag, step};
    }
    this.status = this.shellStatus === 'ready' ? this.viewStatus : this.shellStatus;
  }

  private renderEmpty() {
    const lines = VIEWS.map((v) => v.example.replace(/^/gm, '    ')).join('\n');
    const example = `import tb_fairness\n\nwith tb_fairness.FileWriter("LOGDIR/my_model") as w:\n${lines}`;
    return html`<div class="message" role="status">
      ${
        this.unknownKinds.length
          ? html`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(', ')}.
            </p>`
          : html`<h2>No fairness reports in this logdir</h2>`
      }
      <ul>
        ${VIEWS.map((v) => html`<li>${v.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${example}</pre>
    </div>`;
  }

  private renderError() {
    return html`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${() => void (this.runs ? this.loadSteps() : this.loadTags())}>
        Try again
      </button>
    </div>`;
  }

  private renderTabs() {
    const tab = (mode: Mode, label: string, title: string) =>
      html`<button
        role="tab"
        name=${'mode-' + mode}
        aria-selected=${this.mode === mode ? 'true' : 'false'}
        title=${title}
        @click=${() => this.onModeChange(mode)}
      >
        ${label}
      </button>`;
    const ref = this.ref;
    const tags = this.tags ? allTags(this.tags.runs, this.viewKinds()) : [];
    const kind = this.resolved ? this.kindOfRef(this.resolved) : null;
    return html`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${tab('report', 'Report', 'One report: the run, tag and step picked')}
        ${tab('compare', 'Compare', 'Two reports of one tag side by side: two runs (models) or two steps (checkpoints)')}
        ${tab('trend', 'Trends', 'Headline numbers over steps, several runs overlaid')}
        ${tab('runs', 'Runs', 'Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters')}
      </div>
      ${
        this.mode === 'report'
          ? nothing
          : html`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${(e: Event) => this.onTagChange((e.target as HTMLSelectElement).value)}>
              ${tags.map((t) => html`<option .value=${t} .selected=${t === ref.tag}>${t}</option>`)}
            </select>
          </label>`
      }
      <fairness-help class="help" .declaration=${kind ? this.declaration(kind) : null}></fairness-help>
    </div>`;
  }

  /** The runs and options of the mode elements, the same objects while nothing changed. */
  private modeProps(tag: string, kind: string): {runs: string[]; options: KindOptions} {
    const runs = this.tags ? runsWithTag(this.tags.runs, tag, kind) : [];
    const runsKey = JSON.stringify(runs);
    if (runsKey !== this.modeRuns.key) this.modeRuns = {key: runsKey, runs};
    // The report view's hash keys that are options the kind declares.
    const options = kindOptions(this.viewState, HASH_PREFIX, optionNames(this.declaration(kind)));
    const optionsKey = JSON.stringify(options);
    if (optionsKey !== this.modeOptions.key) this.modeOptions = {key: optionsKey, options};
    return {runs: this.modeRuns.runs, options: this.modeOptions.options};
  }

  private renderMode(mode: Exclude<Mode, 'report'>) {
    const ref = this.resolved;
    if (!ref || !this.runs) return nothing;
    const kind = this.kindOfRef(ref);
    const view = this.viewOf(kind);
    if (!view || kind === null) return html`<div class="message error" role="alert">No view shows reports of kind ${kind}.</div>`;
    const {runs, options} = this.modeProps(ref.tag, kind);
    const element = MODE_ELEMENTS[mode];
    return staticHtml`<${element}
      .api=${this.api}
      .tag=${ref.tag}
      .kind=${kind}
      .kindTitle=${view.title}
      .declaration=${this.declaration(kind)}
      .runs=${runs}
      .run=${ref.run}
      .step=${ref.step}
      .options=${options}
      .params=${this.modeMount[mode]}
      .revision=${this.tags ? tagRevision(this.tags.runs, ref.tag) : ''}
    ></${element}>`;
  }

  private renderView() {
    const ref = this.resolved;
    if (!ref || !this.runs) return nothing;
    const kind = this.kindOfRef(ref);
    const view = this.viewOf(kind);
    if (!view) return html`<div class="message error" role="alert">No view shows reports of kind ${kind}.</div>`;
    const picker = html`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(run: string, tag: string) => {
        const k = this.tags?.runs[run]?.[tag]?.kind ?? '';
        return `${this.viewOf(k)?.title ?? k} report`;
      }}
    ></fairness-report-picker>`;
    return view.render(
      {report: ref, info: this.tags?.runs[ref.run]?.[ref.tag] ?? null, declaration: this.declaration(kind), params: this.mountParams},
      picker,
    );
  }

  override render() {
    if (this.shellStatus === 'empty') return this.renderEmpty();
    const loading = this.status === 'loading';
    return html`
      ${loading ? html`<div class="bar" role="progressbar" aria-label="Loading"></div>` : nothing}
      ${this.runs === null && this.shellStatus === 'loading' ? html`<div class="loading">Loading reports…</div>` : nothing}
      ${this.shellStatus === 'error' ? this.renderError() : nothing}
      <div
        class="view"
        style="display: contents"
        @report-change=${(e: CustomEvent<Partial<ReportRef>>) => this.onReportChange(e.detail)}
        @view-status=${(e: CustomEvent<ViewStatus>) => (this.viewStatus = e.detail)}
        @view-params=${(e: CustomEvent<Params>) => this.onViewParams(e.detail)}
        @open-report=${(e: CustomEvent<OpenReport>) => this.onOpenReport(e.detail)}
        @open-compare=${(e: CustomEvent<OpenCompare>) => this.onOpenCompare(e.detail)}
      >
        ${this.runs ? this.renderTabs() : nothing}
        ${this.mode === 'report' ? this.renderView() : this.renderMode(this.mode)}
      </div>
    `;
  }
}

customElements.define('fairness-app', FairnessApp);
