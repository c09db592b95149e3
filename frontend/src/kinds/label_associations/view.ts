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
 *
 * Past FIRST_ROWS rows the server answers windows of the table (window_state.ts): the view is
 * then windowed, which only its speed tells apart. Every change of the rows shown (sort,
 * search, ranges, significant only, K) asks for the window at offset 0 through the same
 * load; window_rows.ts fetches the rows scrolled to; the summary's counts, the legend, the
 * whiskers' domain and the charts are the window's. Up to WINDOW_ROWS rows the whole table
 * is asked for once the first window is shown, and takes over when it arrives.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../../api.js';
import {ApiError} from '../../api_error.js';
import {csvFileName} from '../../csv.js';
import {checkAssociations} from './checks.js';
import {
  MARK_ASSOCIATIONS_RESPONSE,
  associationsTableOptions,
  defaultSelection,
  defaultSort,
  selectionFromParams,
  selectionToParams,
  type Selection,
} from './state.js';
import {LabelSearch, inSortOrder, sameRows, sortRows} from './rows.js';
import {legend, rowPower, type HeadNames, type Legend} from './cells.js';
import {AssociationCharts, type ChartRows} from './charts.js';
import {MAX_WINDOW, sameReport, sameTable, searchRefusal, shownCsvTitle, tableKey, wantsWhole} from './window_state.js';
import {HashWrites} from './hash_writes.js';
import {KIND, searchToSend, tableRequest, wholeTableRequest} from './request.js';
import {AssociationWindows} from './window_rows.js';
import type {WindowRow} from './window_pages.js';
import {compileSearch, type Params, type SearchFilter} from '../../state.js';
import {optionChoices, tableCsvTitle} from '../../kinds_state.js';
import type {KindDeclaration, TagInfo} from '../../types.js';
import type {AssociationsResponse, Column, MetricInfo} from './types.js';
import {base, drawer, messages, staleContent, summaryLine, viewColumn} from '../../views/styles.js';
import {emitParams, emitReportChange, message, viewProperties, type ResolvedRef, type ViewModule} from '../../views/view.js';
import {TableDownload, ViewLoad, latestMoved, reportMoved} from '../../views/view_shell.js';
import {SCROLLABLE_ROWS, type SortChange} from '../../views/virtual_table.js';
import type {RowOpenDetail, RowRange, StatsInfo} from './table.js';
import {associationsStyles} from './styles.js';
import {associationLegend, associationSummary} from './summary.js';
import {associationDrawer, type DrawerActions} from './drawer.js';
import './controls.js';
import './table.js';
import './gap_histogram.js';
import './count_distribution.js';

/** The `table` route's table of the ranked-gap table. */
const TABLE = 'gaps';
/** The fields of the selection typed a keystroke at a time: changing only these updates the charts and the hash lazily. */
const TYPED: ReadonlySet<string> = new Set(['search', 'gap', 'count']);
/** The fields of the selection that choose the rows shown: windowed, each change asks for a window. */
const ROW_CHOICE: readonly (keyof Selection)[] = ['sort', 'dir', 'search', 'gap', 'count', 'significantOnly', 'topK'];

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
  /** Windowed: the rows fetched as they are scrolled to. */
  private readonly windows = new AssociationWindows(
    this,
    (params, signal) => this.api.viewColumnar(KIND, '', params, checkAssociations, signal),
    SCROLLABLE_ROWS,
  );
  /** The table's response: `data`, or windowed the first window of the table (its rows are `windows`'). */
  private tableData: AssociationsResponse | null = null;
  /** The whole table asked for after its first window (loadWhole), and that window. */
  private readonly wholeRequest = new LatestRequest();
  private wholeFor: AssociationsResponse | null = null;
  /** A search the server refused (`q: …`, a 400: RE2 takes no lookaround, no backreference), and why. */
  private refusedSearch: {pattern: string; error: string} | null = null;
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
  private readonly charts = new AssociationCharts(this);
  /** What the table's heads and statistics cells read of the response: one object per response. */
  private heads: HeadNames = {a: 'A', b: 'B', metric: 'value'};
  private statsInfo: StatsInfo | null = null;
  private legendLines: Legend | null = null;
  /** The open row (a row of `data`, or windowed of a window), or null. */
  private openRow: WindowRow | null = null;
  /** What opened the drawer (the table): the focus goes back there when it closes. */
  private drillOpener: HTMLElement | null = null;
  private readonly hash = new HashWrites(this, () => selectionToParams(this.selection, this.declaration));
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
    this.openLabel = null;
  }

  static override styles = [base, messages, drawer, viewColumn, summaryLine, staleContent, associationsStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
  }

  /** Windowed, the part of a selection too long to scroll through from row `start`: at its top. */
  private showPart(start: number): void {
    this.windows.showPart(start); // willUpdate takes its positions as the rows shown
    const table = this.renderRoot.querySelector('fairness-table');
    if (table) table.scrollTop = 0;
    this.requestUpdate();
  }

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

  /**
   * Loads the table of the report and selection: the whole table, or past FIRST_ROWS rows
   * the window at offset 0 of the rows the selection shows (then, up to WINDOW_ROWS rows,
   * the whole table: loadWhole).
   */
  private async load(): Promise<void> {
    const {a, b} = this.selection;
    const q = this.searchToSend();
    const carried = !this.identitiesConfirmed;
    this.shell.start();
    const params = tableRequest(this.report, this.selection, this.declaration, q);
    let res;
    try {
      // Typed columns: 100,000 rows arrive without a number parsed (columnar.ts).
      res = await this.request.run((signal) =>
        this.api.viewColumnar(KIND, '', params, checkAssociations, signal, MARK_ASSOCIATIONS_RESPONSE),
      );
    } catch (e) {
      const refusal = e instanceof ApiError ? searchRefusal(e.status, e.message) : null;
      if (q !== null && refusal !== null) {
        // A search RE2 refuses: the search box says why and, as an invalid regex does, filters nothing.
        this.refusedSearch = {pattern: q, error: refusal};
        void this.load();
        return;
      }
      if (carried && (a !== null || b !== null) && e instanceof ApiError && e.status === 400) {
        // Identities this report does not have: fall back to its default identity.
        this.setSelectionState({...this.selection, a: null, b: null});
        void this.load();
        return;
      }
      this.data = null; // it no longer matches the selection
      this.tableData = null;
      this.windows.clear();
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    if (res.window !== undefined && this.data !== null && this.data.window === undefined && sameReport(this.data, res)) {
      // A window of the table that came whole meanwhile (loadWhole): the browser shows its rows.
      this.shell.ready();
      return;
    }
    if (res.window === undefined) this.windows.clear();
    // The windows of one table are read at its step (a newer one may come under "latest").
    else this.windows.reset(res, {...params, step: res.step});
    // Another window of the table shown keeps the table's place (and scroll); another table starts at the top.
    const sameShown = res.window !== undefined && this.tableData !== null && sameTable(this.tableData, res);
    this.tableData = sameShown ? this.tableData : res;
    this.data = res;
    this.identitiesConfirmed = true;
    // Record what the server chose (the default identity A) so the URL names it.
    if (this.selection.a === null || this.selection.metric !== res.metric) {
      this.setSelectionState({...this.selection, a: res.a, metric: res.metric});
    }
    this.shell.ready();
    this.askWhole(res);
  }

  /**
   * After the answer `res`: asks for its table whole when it is a window of a table short
   * enough, once while the windows show that table (not again for another window of it);
   * else drops what was asked.
   */
  private askWhole(res: AssociationsResponse): void {
    if (!wantsWhole(res)) {
      this.wholeRequest.cancel();
      this.wholeFor = null;
    } else if (this.wholeFor === null || !sameReport(this.wholeFor, res)) {
      this.wholeFor = res;
      void this.loadWhole(res);
    }
  }

  /**
   * The whole table of `first` (a window of it, shown): it takes over from the windows when
   * it arrives, unless another table is shown by then; the windows go on if it fails.
   */
  private async loadWhole(first: AssociationsResponse): Promise<void> {
    const params = {...wholeTableRequest(this.report, this.selection, this.declaration), step: first.step};
    let res;
    try {
      res = await this.wholeRequest.run((signal) => this.api.viewColumnar(KIND, '', params, checkAssociations, signal));
    } catch {
      return; // the windows serve the table, as they do past WINDOW_ROWS rows
    }
    const shown = this.data;
    if (res === STALE || res.window !== undefined || shown === null || shown.window === undefined || !sameReport(shown, res)) return;
    // Whole now: should the table come as a window again (after a failed load), it is asked for again.
    this.wholeFor = null;
    this.windows.clear();
    this.tableData = res;
    this.data = res;
  }

  /** The search the server is sent: none when the browser's regex or the server refused it (an invalid search filters nothing). */
  private searchToSend(): string | null {
    return searchToSend(this.selection.search, this.refusedSearch?.pattern ?? null);
  }

  /** The search box's error: the browser's regex's, else the server's refusal of it. */
  private searchError(): string | null {
    if (this.search.error !== null) return this.search.error;
    return this.refusedSearch?.pattern === this.selection.search ? this.refusedSearch.error : null;
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  /** The new selection; the URL hash follows at once, or (`lazy`: typing) once the typing pauses (hash_writes.ts). */
  private setSelectionState(sel: Selection, lazy = false): void {
    this.selection = sel;
    this.hash.changed(lazy);
  }

  private onSelectionChange(patch: Partial<Selection>): void {
    const prev = this.selection;
    const next: Selection = {...prev, ...patch};
    const typed = Object.keys(patch).every((k) => TYPED.has(k));
    // Windowed, the server chooses the rows: a new choice asks for its first window.
    const rowsChanged = this.data?.window !== undefined && ROW_CHOICE.some((k) => JSON.stringify(prev[k]) !== JSON.stringify(next[k]));
    if (typed) {
      this.setSelectionState(next, true);
      if (rowsChanged) void this.load();
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
    } else if (rowsChanged) {
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
  private async downloadCsv(which: 'all' | 'shown' = 'all'): Promise<void> {
    const r = this.data;
    if (!r) return;
    const shown = which === 'shown';
    const name = csvFileName(['fairness', r.run, r.tag, `step${r.step}`, r.metric, r.a, 'vs', r.b ?? 'rest', shown ? 'shown' : null]);
    let keys: {column: string; keys: readonly string[]} | undefined;
    if (shown && r.window !== undefined) {
      // Windowed: the labels of the rows shown, one window of them (the button is offered up to MAX_WINDOW).
      try {
        keys = {column: 'label', keys: await this.windows.labels(r.window.matched)};
      } catch (e) {
        this.downloads.error = message(e);
        this.requestUpdate();
        return;
      }
    } else if (shown) {
      keys = {column: 'label', keys: this.visibleList.map((i) => r.columns.label[i])};
    }
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
      this.statsInfo = null;
      this.legendLines = null;
      this.openRow = null;
      this.charts.clear();
      return;
    }
    const w = report.window;
    const before = changed.get('data') as AssociationsResponse | null | undefined;
    // Of the same table as the answer before (its whole table after a window, another window).
    const ofSameTable = reportChanged && before != null && sameReport(before, report);
    if (reportChanged) {
      this.heads = {a: report.a, b: report.b_label, metric: report.metric, metricTitle: metricTitle(report)};
      this.statsInfo = {
        level: report.level,
        fdr: report.fdr,
        minCount: report.min_count,
        // The server's: the tab no longer sorts every row's limits for it.
        domain: report.domain,
        power: rowPower(report),
      };
      this.legendLines = legend(report, {tested: report.tested, low: report.low_power});
    }
    if (w !== undefined) {
      // Windowed: the server chose the rows and binned them.
      this.labelSearch = null;
      this.visibleList = this.windows.positions;
      this.openRow = this.windows.openRow(this.openLabel, report);
      // A table's first window: its rows are painted before its charts are drawn.
      if (reportChanged && !ofSameTable && w.matched > 0) this.charts.windowAfterRows(w);
      else if (reportChanged) this.charts.fromWindow(w);
      return;
    }
    if (reportChanged || changed.has('openLabel')) {
      const i = this.openLabel === null ? -1 : report.columns.label.indexOf(this.openLabel);
      this.openRow = i < 0 ? null : {table: report, i};
    }
    if (reportChanged || sortChanged || this.labelSearch === null) {
      // The server's order (the first sort) is neither sorted nor copied.
      const order = inSortOrder(report, sel.sort, sel.dir) ? null : sortRows(report, sel.sort, sel.dir);
      this.labelSearch = new LabelSearch(report, order);
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
      if (reportChanged && this.visibleList.length > 0) this.charts.afterRows(() => this.chartRows(), ofSameTable);
      else if (typedOnly && this.charts.drawn) this.charts.afterTyping(() => this.chartRows());
      else this.charts.now(this.chartRows(report));
    } else if (kChanged) {
      this.charts.countsNow(this.chartRows(report));
    }
  }

  /** What the charts bin: the rows shown of the whole table `table` (null: none). */
  private chartRows(): ChartRows | null;
  private chartRows(table: AssociationsResponse): ChartRows;
  private chartRows(table = this.data): ChartRows | null {
    return table === null ? null : {table, rows: this.visibleList, k: this.selection.topK};
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderSummary(r: AssociationsResponse) {
    const w = r.window;
    // Windowed, the rows matched, of which the table may hold a part (SCROLLABLE_ROWS).
    const part = w ? {start: this.windows.start, rows: this.windows.partRows, go: (start: number) => this.showPart(start)} : null;
    return associationSummary(r, this.info?.description ?? '', w ? w.matched : this.visibleList.length, w?.total, part);
  }

  private renderLegend(r: AssociationsResponse) {
    return associationLegend(r, this.legendLines);
  }

  private renderDrawer() {
    const open = this.openRow;
    if (open === null) return nothing;
    return associationDrawer(open.table, open.i, {api: this.api, declaration: this.declaration, heads: this.heads}, this.drawerActions);
  }

  override render() {
    const sel = this.selection;
    const r = this.data;
    // The response's metrics (with their titles), else the choices of the kind's `metric` option.
    const metrics: MetricInfo[] = r?.metrics?.length
      ? r.metrics
      : optionChoices(this.declaration, 'metric').map((name) => ({name, title: '', range: null}));
    const loading = this.shell.loading;
    const canDownload = r !== null && !loading && this.downloads.pending === null;
    const sortLabel = `${sel.sort} ${sel.dir === 'desc' ? '▼' : '▲'}`;
    return html`
      <fairness-controls
        .selection=${sel}
        .metrics=${metrics}
        .identities=${r?.identities ?? []}
        .reportMinCount=${r?.min_count ?? null}
        .declaration=${this.declaration}
        .searchError=${this.searchError()}
        .canDownload=${canDownload}
        .canDownloadShown=${canDownload && (r?.window === undefined || r.window.matched <= MAX_WINDOW)}
        .downloadShownTitle=${shownCsvTitle(r?.window?.matched ?? null)}
        .downloadTitle=${tableCsvTitle(this.declaration, TABLE, r?.window?.total ?? r?.rows ?? null) + '; not only the rows the search and filters show'}
        @selection-change=${(e: CustomEvent<Partial<Selection>>) => this.onSelectionChange(e.detail)}
        @focusout=${this.hash.flushPending}
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
                  .table=${this.tableData}
                  .tableKey=${this.tableData === null ? null : tableKey(this.tableData)}
                  .rows=${this.visibleList}
                  .sort=${sel.sort}
                  .dir=${sel.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${sel.columns}
                  .openLabel=${this.openLabel}
                  .windows=${r.window ? this.windows : null}
                  .windowsVersion=${this.windows.version}
                  @row-range=${(e: CustomEvent<RowRange>) => this.windows.show(e.detail.first, e.detail.last)}
                  @sort-change=${(e: CustomEvent<SortChange<Column>>) => this.onSelectionChange({sort: e.detail.column, dir: e.detail.dir})}
                  @row-open=${(e: CustomEvent<RowOpenDetail>) => this.openLabelRow(e)}
                  @row-close=${() => this.closeRow()}
                  @rows-painted=${() => this.charts.rowsPainted()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.charts.histogram} .metric=${r.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.charts.counts}
                  .k=${sel.topK}
                  .sortLabel=${sortLabel}
                  @topk-change=${(e: CustomEvent<number>) => this.onSelectionChange({topK: e.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer()}`,
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
