/**
 * <fairness-associations-view>: the view of label-association reports.
 * Owns its selection (metric, identities, sort, filters), asks api.ts for the
 * ranked-gap table, derives the rows with associations_state.ts, and hands
 * plain values to the table and charts. Handlers only change state; render()
 * only turns state into a template.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {Api, ApiError, LatestRequest, STALE} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatCount} from '../format.js';
import {
  associationsTableOptions,
  countDistribution,
  defaultSelection,
  defaultSort,
  intervalDomain,
  legend,
  filterRows,
  gapHistogram,
  selectionFromParams,
  selectionToParams,
  sortRows,
  type CountDistribution,
  type Histogram,
  type Selection,
} from '../associations_state.js';
import {compileSearch, type Params, type SearchFilter} from '../state.js';
import {optionChoices, optionDefault, tableCsvTitle} from '../kinds_state.js';
import type {AssociationsResponse, Column, KindDeclaration, MetricInfo, TagInfo} from '../types.js';
import {base, messages, staleContent, summaryLine, viewColumn} from './styles.js';
import {emitParams, emitReportChange, viewProperties, type ResolvedRef, type ViewModule} from './view.js';
import {TableDownload, ViewLoad, latestMoved, reportMoved, shownCount} from './view_shell.js';
import type {SortChange} from './virtual_table.js';
import './association_controls.js';
import './association_table.js';
import './association_gap_histogram.js';
import './association_count_distribution.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'label_associations';
/** The `table` route's table of the ranked-gap table. */
const TABLE = 'gaps';

export class FairnessAssociationsView extends LitElement {
  static override properties = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
  };

  /** Which report (from the app). */
  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  /** The hash parameters at mount time. */
  declare params: Params;
  declare selection: Selection;
  /** The table on screen (kept, dimmed, while the next one loads). */
  declare data: AssociationsResponse | null;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  /**
   * True once the server accepted identities A and B for this report; until
   * then they were carried over (from the URL, or from the report the user
   * was looking at, to compare models on the same identities) and a 400 falls
   * back to the server's default identity.
   */
  private identitiesConfirmed = false;

  // Derived from data + selection in willUpdate.
  private order: Int32Array | null = null;
  private search: SearchFilter = {regex: null, error: null};
  private visible: Int32Array = new Int32Array(0);
  private visibleList: number[] = [];
  private histogram: Histogram | null = null;
  private counts: CountDistribution | null = null;
  /** The whiskers' x domain (shared by the whole interval column). */
  private domain: [number, number] = [-1, 1];

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = defaultSelection(null);
    this.data = null;
  }

  static override styles = [
    base,
    messages,
    viewColumn,
    summaryLine,
    staleContent,
    css`
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      fairness-table {
        flex: 1;
        min-width: 0;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .legend .star {
        color: var(--accent);
      }
      .legend .grey {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin-right: 3px;
        vertical-align: -1px;
        background: var(--dim-bg);
        border: 1px solid var(--input-border);
      }
      .legend .warning {
        flex-basis: 100%;
        color: var(--warn-fg);
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 16px;
        overflow-y: auto;
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

  // -------------------------------------------------------------------------
  // Loading

  /** Loads the table of the report and selection. */
  private async load(): Promise<void> {
    const {run, tag, step} = this.report;
    const {metric, a, b, level, fdr, minCount, rankBy} = this.selection;
    const carried = !this.identitiesConfirmed;
    this.shell.start();
    // The served defaults are left out of the request (the server applies them).
    const unlessDefault = <T extends string | number | null>(name: string, v: T): T | null =>
      v === optionDefault(this.declaration, name) ? null : v;
    const stats = {
      level: unlessDefault('level', level),
      fdr: unlessDefault('fdr', fdr),
      min_count: minCount,
      rank_by: unlessDefault('rank_by', rankBy),
    };
    let res;
    try {
      res = await this.request.run((signal) => this.api.associations(KIND, {run, tag, step, metric, a, b, ...stats}, signal));
    } catch (e) {
      if (carried && (a !== null || b !== null) && e instanceof ApiError && e.status === 400) {
        // Identities this report does not have: fall back to its default identity.
        this.setSelectionState({...this.selection, a: null, b: null});
        void this.load();
        return;
      }
      this.data = null; // it no longer matches the selection
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    this.data = res;
    this.identitiesConfirmed = true;
    // Record what the server chose (the default identity A) so the URL names it.
    if (this.selection.a === null || this.selection.metric !== res.metric) {
      this.setSelectionState({...this.selection, a: res.a, metric: res.metric});
    }
    this.shell.ready();
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSelectionState(sel: Selection): void {
    this.selection = sel;
    emitParams(this, selectionToParams(sel, this.declaration));
  }

  private onSelectionChange(patch: Partial<Selection>): void {
    const prev = this.selection;
    const next: Selection = {...prev, ...patch};
    if (patch.rankBy !== undefined && patch.rankBy !== prev.rankBy && patch.sort === undefined) {
      // A new ranking shows the server's order: sorted by it, descending.
      next.sort = defaultSort(patch.rankBy);
      next.dir = 'desc';
    }
    this.setSelectionState(next);
    const statsChanged =
      next.rankBy !== prev.rankBy || next.level !== prev.level || next.fdr !== prev.fdr || next.minCount !== prev.minCount;
    if (statsChanged || next.metric !== prev.metric || next.a !== prev.a || next.b !== prev.b) {
      if (next.a !== prev.a || next.b !== prev.b) this.identitiesConfirmed = true; // picked, not carried
      void this.load();
    }
  }

  private resetSelection(): void {
    this.setSelectionState(defaultSelection(this.declaration));
    this.identitiesConfirmed = false;
    if (this.report.step !== null)
      emitReportChange(this, {step: null}); // the app hands us the new ref
    else void this.load();
  }

  /** Every row of the table shown (the route's options, the server's order), as the `table` route's CSV. */
  private downloadCsv(): void {
    const r = this.data;
    if (!r) return;
    const name = csvFileName(['fairness', r.run, r.tag, `step${r.step}`, r.metric, r.a, 'vs', r.b ?? 'rest']);
    // The step shown (the report's may be "the latest", which may have moved on).
    void this.downloads.download(
      'download',
      {run: r.run, tag: r.tag, step: r.step, table: TABLE, options: associationsTableOptions(r)},
      name,
    );
  }

  // -------------------------------------------------------------------------
  // Derived table

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = selectionFromParams(this.params, this.declaration);
      emitParams(this, selectionToParams(this.selection, this.declaration));
      void this.load();
    } else {
      const prev = changed.get('report') as ResolvedRef | undefined;
      if (prev && (prev.run !== this.report.run || prev.tag !== this.report.tag)) {
        // Another report: its identities may differ, keep ours only if the server accepts them.
        this.identitiesConfirmed = false;
      }
      if (
        (changed.has('report') && reportMoved(prev, this.report)) ||
        (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
      ) {
        void this.load(); // another report, or a newer step under "latest"
      }
    }

    const prev = changed.get('selection') as Selection | undefined;
    const sel = this.selection;
    const report = this.data;
    const reportChanged = changed.has('data');
    const first = prev === undefined;
    const sortChanged = !first && (prev.sort !== sel.sort || prev.dir !== sel.dir);
    const searchChanged = first || prev.search !== sel.search;
    const rangeChanged =
      first ||
      prev.gap[0] !== sel.gap[0] ||
      prev.gap[1] !== sel.gap[1] ||
      prev.count[0] !== sel.count[0] ||
      prev.count[1] !== sel.count[1] ||
      prev.significantOnly !== sel.significantOnly;
    const kChanged = first || prev.topK !== sel.topK;

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
    if (reportChanged) this.domain = intervalDomain(report);
    let visibleChanged = false;
    if (reportChanged || sortChanged || searchChanged || rangeChanged) {
      this.visible = filterRows(report, this.order, {
        search: this.search.regex,
        gap: sel.gap,
        count: sel.count,
        significantOnly: sel.significantOnly,
      });
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
    const description = this.info?.description ?? '';
    return html`<div class="summary" data-shown=${this.visible.length} data-total=${r.rows}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span><b>N</b> = ${formatCount(r.n)} examples · step ${r.step}</span>
      ${shownCount(this.visible.length, r.rows, 'labels')}
      <span
        >A = <b>${r.a}</b>${countOf(r.a)} vs B =
        ${
          r.b === null
            ? html`<b>rest</b> <span class="muted">(mean over ${others} other identit${others === 1 ? 'y' : 'ies'})</span>`
            : html`<b>${r.b}</b>${countOf(r.b)}`
        }</span
      >
      ${
        r.excluded_labels.length
          ? html`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${r.excluded_labels.join(', ')}</span
          >`
          : nothing
      }
    </div>`;
  }

  private renderLegend(r: AssociationsResponse) {
    const l = legend(r);
    return html`<div class="legend" data-significant=${r.significant} data-insufficient=${r.insufficient}>
      <span class="interval">${l.interval}</span>
      <span class="significance"><span class="star">${l.significance.slice(0, 1)}</span>${l.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${l.insufficient}</span>
      ${l.overlap ? html`<span class="warning" role="note">⚠ ${l.overlap}</span>` : nothing}
    </div>`;
  }

  override render() {
    const sel = this.selection;
    const r = this.data;
    // The response's metrics (with their titles), else the choices of the kind's `metric` option.
    const metrics: MetricInfo[] = r?.metrics?.length
      ? r.metrics
      : optionChoices(this.declaration, 'metric').map((name) => ({name, title: '', range: null}));
    const loading = this.shell.loading;
    const sortLabel = `${sel.sort} ${sel.dir === 'desc' ? '▼' : '▲'}`;
    return html`
      <fairness-controls
        .selection=${sel}
        .metrics=${metrics}
        .identities=${r?.identities ?? []}
        .reportMinCount=${r?.min_count ?? null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r !== null && !loading && this.downloads.pending === null}
        .downloadTitle=${tableCsvTitle(this.declaration, TABLE, r?.rows ?? null) + '; not only the rows the search and filters show'}
        @selection-change=${(e: CustomEvent<Partial<Selection>>) => this.onSelectionChange(e.detail)}
        @download-csv=${() => this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(
        r,
        (r) => html`${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${loading ? 'stale' : ''}">
              <fairness-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .names=${{a: r.a, b: r.b_label, metric: r.metric}}
                .stats=${{level: r.level, fdr: r.fdr, minCount: r.min_count, domain: this.domain}}
                @sort-change=${(e: CustomEvent<SortChange<Column>>) => this.onSelectionChange({sort: e.detail.column, dir: e.detail.dir})}
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
            </div>`,
        'Loading the report…',
      )}
    `;
  }
}

customElements.define('fairness-associations-view', FairnessAssociationsView);

export const associationsView: ViewModule = {
  kind: KIND,
  title: 'label-association',
  render: (props, picker) =>
    html`<fairness-associations-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-associations-view
    >`,
  hint: () =>
    html`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,
  example: `# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`,
};
