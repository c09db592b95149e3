/**
 * <fairness-app>: owns the selection, asks api.ts for data, derives the table
 * with state.ts, and hands plain values to the views. Handlers only change
 * state; render() only turns state into a template.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {Api, ApiError, LatestRequest, STALE} from '../api.js';
import {buildCsv, csvFileName} from '../csv.js';
import {formatCount} from '../format.js';
import {
  HASH_PREFIX,
  METRIC_NAMES,
  compileSearch,
  countDistribution,
  defaultSelection,
  filterRows,
  gapHistogram,
  labelAssociationRuns,
  resolveReport,
  selectionFromParams,
  selectionToParams,
  sortRows,
  type CountDistribution,
  type Histogram,
  type SearchFilter,
  type Selection,
  type SortDir,
} from '../state.js';
import {
  LABEL_ASSOCIATIONS,
  type AssociationsResponse,
  type Column,
  type MetricInfo,
  type StepInfo,
  type TagsResponse,
} from '../types.js';
import {readHashParams, writeHashParams} from '../url_hash.js';
import {base} from './styles.js';
import type {RunTags} from './controls.js';
import './controls.js';
import './table.js';
import './gap_histogram.js';
import './count_distribution.js';

type Status = 'loading' | 'ready' | 'empty' | 'error';

const EXAMPLE = `import tb_fairness

# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
with tb_fairness.FileWriter("LOGDIR/my_model") as w:
    w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`;

/** What an error says (an ApiError carries the server's own text). */
function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class FairnessApp extends LitElement {
  static override properties = {
    selection: {state: true},
    runs: {state: true},
    steps: {state: true},
    report: {state: true},
    status: {reflect: true, attribute: 'data-status'},
    error: {state: true},
    otherKindsOnly: {state: true},
  };

  declare selection: Selection;
  /** null until `tags` answers. */
  declare runs: RunTags[] | null;
  declare steps: StepInfo[] | null;
  /** The report on screen (kept, dimmed, while the next one loads). */
  declare report: AssociationsResponse | null;
  declare status: Status;
  declare error: string | null;
  declare otherKindsOnly: boolean;

  /** The last `tags` answer (for the reports' descriptions). */
  private tagInfo: TagsResponse | null = null;
  private readonly api: Api;
  private readonly tagsRequest = new LatestRequest();
  private readonly stepsRequest = new LatestRequest();
  private readonly reportRequest = new LatestRequest();

  // Derived from report + selection in willUpdate.
  private order: Int32Array | null = null;
  private search: SearchFilter = {regex: null, error: null};
  private visible: Int32Array = new Int32Array(0);
  private visibleList: number[] = [];
  private histogram: Histogram | null = null;
  private counts: CountDistribution | null = null;

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.selection = selectionFromParams(readHashParams());
    this.runs = null;
    this.steps = null;
    this.report = null;
    this.status = 'loading';
    this.error = null;
    this.otherKindsOnly = false;
  }

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: #fff;
      }
      .summary {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 16px;
        align-items: baseline;
        min-height: 18px;
      }
      .summary b {
        font-weight: 500;
      }
      .summary .description {
        flex-basis: 100%;
        font-weight: 500;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      .main.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      fairness-table {
        flex: 1;
        min-width: 0;
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 16px;
        overflow-y: auto;
      }
      .message {
        box-sizing: border-box;
        padding: 16px;
        border: 1px solid var(--border);
        border-radius: 2px;
        max-width: 760px;
      }
      .message.error {
        border-color: #ef9a9a;
        background: #ffebee;
      }
      .message.error .text {
        color: var(--error);
        white-space: pre-wrap;
        word-break: break-word;
      }
      .message h2 {
        font-size: 15px;
        font-weight: 500;
        margin: 0 0 8px;
      }
      pre {
        background: #f5f5f5;
        padding: 8px 10px;
        border-radius: 2px;
        overflow-x: auto;
        font-size: 12px;
      }
      .loading {
        color: var(--muted);
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
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
      button.link {
        margin-top: 8px;
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-table {
          min-height: 360px;
        }
        .side {
          width: auto;
          overflow: visible;
        }
      }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadTags();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tagsRequest.cancel();
    this.stepsRequest.cancel();
    this.reportRequest.cancel();
  }

  // -------------------------------------------------------------------------
  // Loading

  private async loadTags(): Promise<void> {
    this.status = 'loading';
    let tags;
    try {
      tags = await this.tagsRequest.run((signal) => this.api.tags(signal));
    } catch (e) {
      this.fail(message(e));
      return;
    }
    if (tags === STALE) return;
    this.tagInfo = tags;
    const runs = labelAssociationRuns(tags.runs, LABEL_ASSOCIATIONS);
    this.runs = runs;
    const sel = resolveReport(this.selection, runs);
    if (sel === null) {
      this.otherKindsOnly = Object.values(tags.runs).some((t) => Object.keys(t).length > 0);
      this.status = 'empty';
      return;
    }
    this.setSelectionState(sel);
    void this.loadSteps();
    void this.loadReport(true);
  }

  private async loadSteps(): Promise<void> {
    const {run, tag} = this.selection;
    if (run === null || tag === null) return;
    this.steps = null;
    let res;
    try {
      res = await this.stepsRequest.run((signal) => this.api.steps(run, tag, signal));
    } catch (e) {
      this.fail(message(e));
      return;
    }
    if (res === STALE) return;
    this.steps = res.steps;
    const step = this.selection.step;
    if (step !== null && !res.steps.some((s) => s.step === step)) {
      // A step from an old URL that this report does not have: show the latest.
      this.setSelectionState({...this.selection, step: null});
      void this.loadReport(true);
    }
  }

  /**
   * Loads the table of the selection. `carriedIdentities`: A and B were not
   * picked for this report but carried over (from the URL, or from the report
   * the user was looking at, to compare models on the same identities); if
   * the server rejects them (400), fall back to its default identity.
   */
  private async loadReport(carriedIdentities = false): Promise<void> {
    const {run, tag, step, metric, a, b} = this.selection;
    if (run === null || tag === null) return;
    this.status = 'loading';
    let res;
    try {
      res = await this.reportRequest.run((signal) =>
        this.api.associations({run, tag, step, metric, a, b}, signal),
      );
    } catch (e) {
      if (carriedIdentities && (a !== null || b !== null) && e instanceof ApiError && e.status === 400) {
        this.setSelectionState({...this.selection, a: null, b: null});
        void this.loadReport(false);
        return;
      }
      this.report = null; // it no longer matches the selection
      this.fail(message(e));
      return;
    }
    if (res === STALE) return;
    this.error = null;
    this.report = res;
    // Record what the server chose (the default identity A) so the URL names it.
    if (this.selection.a === null || this.selection.metric !== res.metric) {
      this.setSelectionState({...this.selection, a: res.a, metric: res.metric});
    }
    this.status = 'ready';
  }

  private fail(text: string): void {
    this.error = text;
    this.status = 'error';
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSelectionState(sel: Selection): void {
    this.selection = sel;
    writeHashParams(HASH_PREFIX, selectionToParams(sel));
  }

  private onSelectionChange(patch: Partial<Selection>): void {
    const prev = this.selection;
    let next: Selection = {...prev, ...patch};
    const reportChanged = next.run !== prev.run || next.tag !== prev.tag;
    if (reportChanged) {
      // Steps belong to the old report; the identities are kept when the new one has them.
      next = {...next, step: null};
      if (this.runs) next = resolveReport(next, this.runs) ?? next;
    }
    this.setSelectionState(next);
    if (reportChanged) {
      void this.loadSteps();
      void this.loadReport(true);
    } else if (
      next.step !== prev.step ||
      next.metric !== prev.metric ||
      next.a !== prev.a ||
      next.b !== prev.b
    ) {
      void this.loadReport();
    }
  }

  private resetSelection(): void {
    const {run, tag} = this.selection;
    this.setSelectionState({...defaultSelection(), run, tag});
    if (this.runs) {
      void this.loadSteps();
      void this.loadReport();
    } else {
      void this.loadTags();
    }
  }

  private downloadCsv(): void {
    const r = this.report;
    if (!r) return;
    const csv = buildCsv(r, this.visible);
    const name = csvFileName([
      'fairness',
      r.run,
      r.tag,
      `step${r.step}`,
      r.metric,
      r.a,
      'vs',
      r.b ?? 'rest',
    ]);
    const url = URL.createObjectURL(new Blob([csv], {type: 'text/csv;charset=utf-8'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.click();
    // The browser has taken the blob once the click is handled; free it a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  // -------------------------------------------------------------------------
  // Derived table

  protected override willUpdate(changed: PropertyValues<this>): void {
    const prev = changed.get('selection') as Selection | undefined;
    const sel = this.selection;
    const report = this.report;
    const reportChanged = changed.has('report');
    const sortChanged = prev !== undefined && (prev.sort !== sel.sort || prev.dir !== sel.dir);
    const searchChanged = prev === undefined || prev.search !== sel.search;
    const rangeChanged =
      prev === undefined ||
      prev.gap[0] !== sel.gap[0] ||
      prev.gap[1] !== sel.gap[1] ||
      prev.count[0] !== sel.count[0] ||
      prev.count[1] !== sel.count[1];
    const kChanged = prev === undefined || prev.topK !== sel.topK;

    if (searchChanged) this.search = compileSearch(sel.search);
    if (!report) {
      this.order = null;
      this.visible = new Int32Array(0);
      this.visibleList = [];
      this.histogram = null;
      this.counts = null;
      return;
    }
    if (reportChanged || sortChanged || this.order === null) {
      this.order = sortRows(report, sel.sort, sel.dir);
    }
    let visibleChanged = false;
    if (reportChanged || sortChanged || searchChanged || rangeChanged) {
      this.visible = filterRows(report, this.order, {search: this.search.regex, gap: sel.gap, count: sel.count});
      this.visibleList = Array.from(this.visible);
      visibleChanged = true;
    }
    if (visibleChanged) this.histogram = gapHistogram(report, this.visible);
    if (visibleChanged || kChanged) this.counts = countDistribution(report, this.visible, sel.topK);
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderSummary(r: AssociationsResponse) {
    const ids = new Map(r.identities.map((i) => [i.name, i.count]));
    const countOf = (name: string) => (ids.has(name) ? html` (${formatCount(ids.get(name))})` : nothing);
    const others = r.identities.filter((i) => i.name !== r.a).length;
    const description = this.tagInfo?.runs[r.run]?.[r.tag]?.description ?? '';
    return html`<div class="summary" data-shown=${this.visible.length} data-total=${r.rows}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span><b>N</b> = ${formatCount(r.n)} examples · step ${r.step}</span>
      <span class="shown">showing <b>${formatCount(this.visible.length)}</b> of ${formatCount(r.rows)} labels</span>
      <span
        >A = <b>${r.a}</b>${countOf(r.a)} vs B =
        ${r.b === null
          ? html`<b>rest</b> <span class="muted">(mean over ${others} other identit${others === 1 ? 'y' : 'ies'})</span>`
          : html`<b>${r.b}</b>${countOf(r.b)}`}</span
      >
      ${r.excluded_labels.length
        ? html`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${r.excluded_labels.join(', ')}</span
          >`
        : nothing}
    </div>`;
  }

  private renderEmpty() {
    return html`<div class="message" role="status">
      <h2>No label-association reports in this logdir</h2>
      ${this.otherKindsOnly
        ? html`<p>
            The logdir holds fairness reports of other kinds; this tab shows reports of kind
            <code>label_associations</code>.
          </p>`
        : nothing}
      <p>
        Log one from Python (predictions can also be a 0/1 matrix with <code>label_names=</code>, or scores
        with <code>threshold=</code>), then reload this page:
      </p>
      <pre>${EXAMPLE}</pre>
    </div>`;
  }

  private renderError() {
    return html`<div class="message error" role="alert">
      <h2>Could not load the report</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${() => this.resetSelection()}>Reset the selection</button>
    </div>`;
  }

  override render() {
    const sel = this.selection;
    const r = this.report;
    const metrics: MetricInfo[] = r?.metrics?.length
      ? r.metrics
      : METRIC_NAMES.map((name) => ({name, title: '', range: null}));
    const loading = this.status === 'loading';
    const controls = html`<fairness-controls
      .selection=${sel}
      .runs=${this.runs ?? []}
      .steps=${this.steps}
      .metrics=${metrics}
      .identities=${r?.identities ?? []}
      .searchError=${this.search.error}
      .canDownload=${r !== null && !loading}
      @selection-change=${(e: CustomEvent<Partial<Selection>>) => this.onSelectionChange(e.detail)}
      @download-csv=${() => this.downloadCsv()}
    ></fairness-controls>`;

    if (this.status === 'empty') return this.renderEmpty();
    const sortLabel = `${sel.sort} ${sel.dir === 'desc' ? '▼' : '▲'}`;
    return html`
      ${loading ? html`<div class="bar" role="progressbar" aria-label="Loading"></div>` : nothing}
      ${this.runs === null && this.status !== 'error' ? html`<div class="loading">Loading reports…</div>` : nothing}
      ${this.runs !== null ? controls : nothing}
      ${this.status === 'error' ? this.renderError() : nothing}
      ${r
        ? html`${this.renderSummary(r)}
            <div class="main ${loading ? 'stale' : ''}">
              <fairness-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .names=${{a: r.a, b: r.b_label, metric: r.metric}}
                @sort-change=${(e: CustomEvent<{column: Column; dir: SortDir}>) =>
                  this.onSelectionChange({sort: e.detail.column, dir: e.detail.dir})}
              ></fairness-table>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${r.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${sel.topK}
                  .sortLabel=${sortLabel}
                  @topk-change=${(e: CustomEvent<number>) => this.onSelectionChange({topK: e.detail})}
                ></fairness-count-distribution>
              </div>
            </div>`
        : this.runs !== null && loading
          ? html`<div class="loading">Loading the report…</div>`
          : nothing}
    `;
  }
}

customElements.define('fairness-app', FairnessApp);
