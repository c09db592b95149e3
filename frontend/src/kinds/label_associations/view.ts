/**
 * <fairness-associations-view>: the view of label-association reports.
 * Owns its selection (metric, identities, sort, filters), asks api.ts for the
 * ranked-gap table (the kind's view route, checked by checks.ts), derives the
 * rows with state.ts and rows.ts, and hands plain values to the table and
 * charts. Handlers only change state; render() only turns state into a
 * template. A label clicked (or Enter on it) opens a drawer on the right: the
 * row's every column, then its drill-down (views/row_drilldown.ts: counts per
 * identity, the label in every run, over steps). Its summary and legend lines
 * are summary.ts's, the drawer drawer.ts's, its styles styles.ts's.
 */
import {LitElement, html, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../../api.js';
import {ApiError} from '../../api_error.js';
import {csvFileName} from '../../csv.js';
import {checkAssociations} from './checks.js';
import {
  MARK_ASSOCIATIONS_RESPONSE,
  associationsRouteParams,
  associationsTableOptions,
  defaultSelection,
  defaultSort,
  selectionFromParams,
  selectionToParams,
  type Selection,
} from './state.js';
import {LabelSearch, sameRows, sortRows} from './rows.js';
import {intervalDomain, legend, rowPower, type HeadNames, type Legend} from './cells.js';
import {countDistribution, gapHistogram, type CountDistribution, type Histogram} from './histograms.js';
import {compileSearch, type Params, type SearchFilter} from '../../state.js';
import {optionChoices, optionDefault, tableCsvTitle} from '../../kinds_state.js';
import type {KindDeclaration, TagInfo} from '../../types.js';
import type {AssociationsResponse, Column, MetricInfo} from './types.js';
import {base, drawer, messages, staleContent, summaryLine, viewColumn} from '../../views/styles.js';
import {emitParams, emitReportChange, viewProperties, type ResolvedRef, type ViewModule} from '../../views/view.js';
import {TableDownload, ViewLoad, latestMoved, reportMoved} from '../../views/view_shell.js';
import type {SortChange} from '../../views/virtual_table.js';
import type {RowOpenDetail, StatsInfo} from './table.js';
import {associationsStyles} from './styles.js';
import {associationLegend, associationSummary} from './summary.js';
import {associationDrawer, type DrawerActions} from './drawer.js';
import './controls.js';
import './table.js';
import './gap_histogram.js';
import './count_distribution.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'label_associations';
/** The `table` route's table of the ranked-gap table. */
const TABLE = 'gaps';
/** After a keystroke in the search or a range box, the charts follow once the typing pauses this long, ms. */
const CHART_DELAY_MS = 180;
/** The URL hash (history.replaceState on TensorBoard's page) is written at most once in this long while typing, ms. */
const HASH_DELAY_MS = 400;
/** The fields of the selection typed a keystroke at a time: changing only these updates the charts and the hash lazily. */
const TYPED: ReadonlySet<string> = new Set(['search', 'gap', 'count']);

/** The metric of a response in words (its `metrics` title), or ''. */
function metricTitle(r: AssociationsResponse): string {
  return r.metrics?.find((m) => m.name === r.metric)?.title ?? '';
}

export class FairnessAssociationsView extends LitElement {
  static override properties = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
    openLabel: {state: true},
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
  /** The label whose strip is open under the table, or null. */
  declare openLabel: string | null;

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
  /** The labels of the current order, and the rows of the last searches. */
  private labelSearch: LabelSearch | null = null;
  private search: SearchFilter = {regex: null, error: null};
  /** The rows shown, in display order: the same array while they do not change. */
  private visibleList: number[] = [];
  private histogram: Histogram | null = null;
  private counts: CountDistribution | null = null;
  /** What the table's heads and statistics cells read of the response: one object per response. */
  private heads: HeadNames = {a: 'A', b: 'B', metric: 'value'};
  private statsInfo: StatsInfo | null = null;
  private legendLines: Legend | null = null;
  /** The open row's index in `data`, or null. */
  private openRow: number | null = null;
  /** What opened the drawer (the table): the focus goes back there when it closes. */
  private drillOpener: HTMLElement | null = null;
  /** The charts wait for the typing to pause; the URL hash too. */
  private chartTimer: number | null = null;
  private hashTimer: number | null = null;
  /** A typed change the hash does not have yet. */
  private hashDirty = false;
  private readonly drawerActions: DrawerActions = {close: () => this.closeRow()};

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

  static override styles = [base, messages, drawer, viewColumn, summaryLine, staleContent, associationsStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pagehide', this.onPageHide);
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pagehide', this.onPageHide);
    this.removeEventListener('keydown', this.onKey);
    this.cancelCharts();
    // A pending hash write stays: the app may move the view (disconnected, then connected
    // again) while the typing pauses, and the write then still reaches it.
  }

  /** Leaving the page: the last keystrokes reach the hash (a reload keeps them). */
  private readonly onPageHide = () => {
    if (this.hashDirty) this.flushParams();
  };

  /** Escape anywhere in the view (but in a text box, where it clears the box) closes the open row. */
  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || this.openLabel === null) return;
    const target = e.composedPath()[0];
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
    e.preventDefault();
    this.closeRow();
  };

  /**
   * A label clicked (or Enter on it): its drawer. The focus stays in the table, so the
   * arrow keys and Enter go on through the rows with the drawer following.
   */
  private openLabelRow(e: CustomEvent<RowOpenDetail>): void {
    this.drillOpener = e.detail.opener;
    this.openLabel = e.detail.key;
  }

  /** Closes the drawer; the focus returns to the table that opened it. */
  private closeRow(): void {
    const opener = this.drillOpener;
    this.openLabel = null;
    this.drillOpener = null;
    if (opener?.isConnected) opener.focus({preventScroll: true});
  }

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
      const params = associationsRouteParams({run, tag, step, metric, a, b, ...stats});
      res = await this.request.run((signal) => this.api.view(KIND, '', params, checkAssociations, signal, MARK_ASSOCIATIONS_RESPONSE));
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

  /**
   * The new selection; the URL hash follows at once, or (`lazy`: typing) at most once per
   * HASH_DELAY_MS: the first keystroke after a pause writes it, the last one of a burst
   * is written when the burst ends.
   */
  private setSelectionState(sel: Selection, lazy = false): void {
    this.selection = sel;
    if (!lazy) {
      this.flushParams();
      return;
    }
    if (this.hashTimer !== null) {
      this.hashDirty = true;
      return;
    }
    this.flushParams();
    this.hashTimer = window.setTimeout(() => {
      this.hashTimer = null;
      if (this.hashDirty) this.flushParams();
    }, HASH_DELAY_MS);
  }

  /** Writes the selection to the URL hash now. */
  private readonly flushParams = () => {
    this.hashDirty = false;
    emitParams(this, selectionToParams(this.selection, this.declaration));
  };

  private onSelectionChange(patch: Partial<Selection>): void {
    const prev = this.selection;
    const next: Selection = {...prev, ...patch};
    const typed = Object.keys(patch).every((k) => TYPED.has(k));
    if (typed) {
      this.setSelectionState(next, true);
      return;
    }
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

  /**
   * Every row of the table shown (the route's options, the server's order), as the `table`
   * route's CSV; `shown`: only the rows the search and filters show, in their order.
   */
  private downloadCsv(which: 'all' | 'shown' = 'all'): void {
    const r = this.data;
    if (!r) return;
    const shown = which === 'shown';
    const name = csvFileName(['fairness', r.run, r.tag, `step${r.step}`, r.metric, r.a, 'vs', r.b ?? 'rest', shown ? 'shown' : null]);
    const keys = shown ? {column: 'label', keys: this.visibleList.map((i) => r.columns.label[i])} : undefined;
    // The step shown (the report's may be "the latest", which may have moved on).
    void this.downloads.download(
      shown ? 'download-shown' : 'download',
      {run: r.run, tag: r.tag, step: r.step, table: TABLE, options: associationsTableOptions(r)},
      name,
      keys,
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
      this.labelSearch = null;
      this.visibleList = [];
      this.histogram = null;
      this.counts = null;
      this.statsInfo = null;
      this.legendLines = null;
      this.openRow = null;
      this.cancelCharts();
      return;
    }
    if (reportChanged) {
      this.heads = {a: report.a, b: report.b_label, metric: report.metric, metricTitle: metricTitle(report)};
      this.statsInfo = {
        level: report.level,
        fdr: report.fdr,
        minCount: report.min_count,
        domain: intervalDomain(report),
        power: rowPower(report),
      };
      this.legendLines = legend(report);
    }
    if (reportChanged || changed.has('openLabel')) {
      const i = this.openLabel === null ? -1 : report.columns.label.indexOf(this.openLabel);
      this.openRow = i < 0 ? null : i;
    }
    if (reportChanged || sortChanged || this.labelSearch === null) {
      this.labelSearch = new LabelSearch(report, sortRows(report, sel.sort, sel.dir));
    }
    let visibleChanged = false;
    if (reportChanged || sortChanged || searchChanged || rangeChanged) {
      const rows = this.labelSearch.rows(sel.search, this.search.regex, report, {
        gap: sel.gap,
        count: sel.count,
        significantOnly: sel.significantOnly,
      });
      // The same rows: the same array, so the table and its virtualizer have nothing to do.
      if (!sameRows(rows, this.visibleList)) {
        this.visibleList = rows;
        visibleChanged = true;
      }
    }
    const typedOnly = !first && !reportChanged && !sortChanged && !kChanged && prev.significantOnly === sel.significantOnly;
    if (visibleChanged || reportChanged) {
      if (typedOnly && this.histogram !== null) this.scheduleCharts();
      else this.updateCharts();
    } else if (kChanged) {
      this.counts = countDistribution(report, this.visibleList, sel.topK);
    }
  }

  /** The charts of the rows shown, now. */
  private updateCharts(): void {
    this.cancelCharts();
    const report = this.data;
    if (!report) return;
    this.histogram = gapHistogram(report, this.visibleList);
    this.counts = countDistribution(report, this.visibleList, this.selection.topK);
  }

  /**
   * The charts once the typing pauses (each keystroke puts it off): the gap histogram,
   * then the count distribution in a task of its own, so that a keystroke that comes
   * meanwhile waits for one chart at most.
   */
  private scheduleCharts(): void {
    this.cancelCharts();
    this.chartTimer = window.setTimeout(() => {
      const report = this.data;
      if (!report) return;
      this.histogram = gapHistogram(report, this.visibleList);
      this.requestUpdate();
      this.chartTimer = window.setTimeout(() => {
        this.chartTimer = null;
        if (!this.data) return;
        this.counts = countDistribution(this.data, this.visibleList, this.selection.topK);
        this.requestUpdate();
      }, 0);
    }, CHART_DELAY_MS);
  }

  private cancelCharts(): void {
    if (this.chartTimer !== null) clearTimeout(this.chartTimer);
    this.chartTimer = null;
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderSummary(r: AssociationsResponse) {
    return associationSummary(r, this.info?.description ?? '', this.visibleList.length);
  }

  private renderLegend(r: AssociationsResponse) {
    return associationLegend(r, this.legendLines);
  }

  private renderDrawer(r: AssociationsResponse) {
    return associationDrawer(r, this.openRow, {api: this.api, declaration: this.declaration, heads: this.heads}, this.drawerActions);
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
        @focusout=${() => this.hashDirty && this.flushParams()}
        @download-csv=${(e: CustomEvent<string | null>) => this.downloadCsv(e.detail === 'shown' ? 'shown' : 'all')}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(
        r,
        (r) => html`${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${loading ? 'stale' : ''}">
              <div class="table-column">
                <fairness-table
                  .table=${r}
                  .rows=${this.visibleList}
                  .sort=${sel.sort}
                  .dir=${sel.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${sel.columns}
                  .open=${this.openRow}
                  @sort-change=${(e: CustomEvent<SortChange<Column>>) => this.onSelectionChange({sort: e.detail.column, dir: e.detail.dir})}
                  @row-open=${(e: CustomEvent<RowOpenDetail>) => this.openLabelRow(e)}
                  @row-close=${() => this.closeRow()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${r.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${sel.topK}
                  .sortLabel=${sortLabel}
                  @topk-change=${(e: CustomEvent<number>) => this.onSelectionChange({topK: e.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(r)}`,
        'Loading the report…',
      )}
    `;
  }
}

customElements.define('fairness-associations-view', FairnessAssociationsView);

export const labelAssociationsView: ViewModule = {
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
