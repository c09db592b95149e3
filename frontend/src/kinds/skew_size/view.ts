/**
 * <fairness-skew-view>: the view of SkewSize reports (albuquerque2024:
 * characterise the mistakes, not only count them). Owns its selection (the
 * class whose drill-down is open, the mev noise filter, sort, search), asks
 * api.ts for the per-class table (the kind's view route) and the drill-down
 * (its `/class` route),
 * derives rows and bins with state.ts and hands plain values to the
 * table, the histogram and the drill-down (class_drilldown.ts). The drill-down
 * also shows the class's V in every run and over the steps
 * (views/row_drilldown.ts, the `row` route with the view's options). Handlers
 * only change state; render() only turns state into a template. Its controls
 * bar is controls.ts's, its headline headline.ts's, its styles styles.ts's.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../../api.js';
import {csvFileName} from '../../csv.js';
import {optionTooltip, optionValid} from '../../kinds_state.js';
import {formatCount, plural} from '../../format.js';
import {checkSkew, checkSkewClass} from './checks.js';
import {
  SKEW_CLASSES_TABLE,
  MARK_SKEW_RESPONSE,
  SKEW_CLASS_PATH,
  defaultSkewSelection,
  filterSkewRows,
  skewLegend,
  vDomain,
  skewClassRouteParams,
  skewFromParams,
  skewRouteParams,
  skewTableOptions,
  skewToParams,
  sortSkewRows,
  vHistogram,
  type SkewColumn,
  type SkewSelection,
  type VHistogram,
} from './state.js';
import {compileSearch, type Params, type SearchFilter} from '../../state.js';
import type {KindDeclaration, TagInfo} from '../../types.js';
import type {SkewClassResponse, SkewResponse} from './types.js';
import {base, controlsAndBody, fields, messages, staleContent, summaryLine, viewColumn} from '../../views/styles.js';
import {
  emitParams,
  emitReportChange,
  message,
  viewProperties,
  type ResolvedRef,
  type ViewModule,
  type ViewStatus,
} from '../../views/view.js';
import {TableDownload, ViewLoad, latestMoved, reportMoved, shownCount} from '../../views/view_shell.js';
import {starText} from '../../views/fdr_legend.js';
import type {SortChange} from '../../views/virtual_table.js';
import {BOX_OPTIONS, boxTexts, skewControls, parseField, type BoxKey, type BoxTexts, type SkewControlsActions} from './controls.js';
import {skewHeadline} from './headline.js';
import {skewStyles} from './styles.js';
import './table.js';
import './histogram.js';
import './class_drilldown.js';
import '../../views/row_drilldown.js';

/** The report kind this view shows; its view routes are named after it. */
const KIND = 'skew_size';

/** Predicted-label columns the drill-down asks for; the rest are summed in `other`. */
export const DRILL_LIMIT = 20;

export class FairnessSkewView extends LitElement {
  static override properties = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
    classData: {state: true},
    classStatus: {state: true},
    classError: {state: true},
    texts: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  /** The hash parameters at mount time. */
  declare params: Params;
  declare selection: SkewSelection;
  /** The report on screen (kept, dimmed, while the next one loads). */
  declare data: SkewResponse | null;
  /** The drill-down of `selection.cls`. */
  declare classData: SkewClassResponse | null;
  declare classStatus: ViewStatus;
  declare classError: string | null;
  /** What the mev, FDR and min count boxes say; the selection holds only valid numbers. */
  declare texts: BoxTexts;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private readonly classRequest = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request, this.classRequest]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  private readonly controlsActions: SkewControlsActions = {
    box: (key, text) => this.onBoxInput(key, text),
    level: (e) => this.onLevel(e),
    search: (text) => this.setSelectionState({...this.selection, search: text}),
    downloadCsv: (which) => this.downloadCsv(which),
  };
  /** Scroll the drill-down into view after the next render (the user just opened it). */
  private revealClass = false;

  // Derived from data + selection in willUpdate.
  private order: Int32Array | null = null;
  private search: SearchFilter = {regex: null, error: null};
  private visible: Int32Array = new Int32Array(0);
  private visibleList: number[] = [];
  private histogram: VHistogram | null = null;
  /** The whiskers' scale, from the whole table. */
  private domain: [number, number] = [0, 1];

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = defaultSkewSelection(null);
    this.data = null;
    this.classData = null;
    this.classStatus = 'loading';
    this.classError = null;
    this.texts = boxTexts(this.selection);
  }

  static override styles = [base, fields, messages, viewColumn, controlsAndBody, summaryLine, staleContent, skewStyles];

  // -------------------------------------------------------------------------
  // Loading

  /** Loads the per-class table, then the drill-down of the selected class. */
  private async load(): Promise<void> {
    const {run, tag, step} = this.report;
    const {mev, level, fdr, minCount} = this.selection;
    this.shell.start();
    if (this.selection.cls !== null) this.classStatus = 'loading';
    let res;
    try {
      const params = skewRouteParams({run, tag, step, mev, level, fdr, minCount});
      res = await this.request.run((signal) => this.api.view(KIND, '', params, checkSkew, signal, MARK_SKEW_RESPONSE));
    } catch (e) {
      this.classRequest.cancel();
      this.data = null; // it no longer matches the selection
      this.classData = null;
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    this.data = res;
    // No default declared (so none chosen): the boxes show what the response used.
    const used = boxTexts({mev: res.mev, fdr: res.fdr, minCount: res.model.min_count ?? null});
    const shown = {...this.texts};
    for (const key of Object.keys(BOX_OPTIONS) as BoxKey[]) {
      if (this.selection[key] === null && shown[key] === '') shown[key] = used[key];
    }
    this.texts = shown;
    this.shell.ready();
    const cls = this.selection.cls;
    if (cls !== null) {
      if (res.columns.class.includes(cls)) {
        void this.loadClass();
      } else {
        // A class from an old URL or another report: close the drill-down.
        this.closeClass();
      }
    }
  }

  private async loadClass(): Promise<void> {
    const cls = this.selection.cls;
    if (cls === null) return;
    const {run, tag, step} = this.report;
    const mev = this.selection.mev;
    this.classStatus = 'loading';
    this.classError = null;
    let res;
    try {
      const params = skewClassRouteParams({run, tag, step, mev, class: cls, k: null, limit: DRILL_LIMIT});
      res = await this.classRequest.run((signal) => this.api.view(KIND, SKEW_CLASS_PATH, params, checkSkewClass, signal));
    } catch (e) {
      this.classData = null;
      this.classError = message(e);
      this.classStatus = 'error';
      return;
    }
    if (res === STALE) return;
    this.classData = res;
    this.classStatus = 'ready';
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSelectionState(sel: SkewSelection): void {
    this.selection = sel;
    emitParams(this, skewToParams(sel, this.declaration));
  }

  private selectClass(cls: string): void {
    if (cls === this.selection.cls && this.classStatus !== 'error') {
      this.revealClass = true;
      this.requestUpdate();
      return;
    }
    this.setSelectionState({...this.selection, cls});
    this.classData = null; // another class: never show the last one's bars under this name
    this.revealClass = true;
    void this.loadClass();
  }

  private closeClass(): void {
    this.classRequest.cancel();
    this.classData = null;
    this.classError = null;
    this.setSelectionState({...this.selection, cls: null});
  }

  /** A number box typed in: its text is kept; a valid new number is the selection's, and loads. */
  private onBoxInput(key: BoxKey, text: string): void {
    this.texts = {...this.texts, [key]: text};
    const v = parseField(text);
    if (!optionValid(this.declaration, BOX_OPTIONS[key], v) || v === this.selection[key]) return;
    this.setSelectionState({...this.selection, [key]: v});
    void this.load();
  }

  private onLevel(e: Event): void {
    const v = Number((e.target as HTMLSelectElement).value);
    if (v === this.selection.level) return;
    this.setSelectionState({...this.selection, level: v});
    void this.load();
  }

  private resetSelection(): void {
    this.setSelectionState(defaultSkewSelection(this.declaration));
    this.texts = boxTexts(this.selection);
    this.closeClass();
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  /**
   * Every class of the report shown (the route's options, the server's order), as the `table`
   * route's `classes` CSV; `shown`: only the classes the search shows, in the table's order.
   */
  private downloadCsv(which: 'all' | 'shown' = 'all'): void {
    const r = this.data;
    if (!r) return;
    const shown = which === 'shown';
    const name = csvFileName(['fairness', r.run, r.tag, `step${r.step}`, 'skew', `mev${r.mev}`, shown ? 'shown' : null]);
    const table = {run: r.run, tag: r.tag, step: r.step, table: SKEW_CLASSES_TABLE, options: skewTableOptions(r)};
    const keys = shown ? {column: 'class', keys: this.visibleList.map((i) => r.columns.class[i])} : undefined;
    void this.downloads.download(shown ? 'download-shown' : 'download', table, name, keys);
  }

  // -------------------------------------------------------------------------
  // Derived table

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = skewFromParams(this.params, this.declaration);
      this.texts = boxTexts(this.selection);
      emitParams(this, skewToParams(this.selection, this.declaration));
      void this.load();
    } else if (
      (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) ||
      (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
    ) {
      void this.load(); // another report, or a newer step under "latest"
    }

    const prev = changed.get('selection') as SkewSelection | undefined;
    const sel = this.selection;
    const data = this.data;
    const dataChanged = changed.has('data');
    const sortChanged = prev !== undefined && (prev.sort !== sel.sort || prev.dir !== sel.dir);
    const searchChanged = prev === undefined || prev.search !== sel.search;
    if (searchChanged) this.search = compileSearch(sel.search);
    if (!data) {
      this.order = null;
      this.visible = new Int32Array(0);
      this.visibleList = [];
      this.histogram = null;
      return;
    }
    if (dataChanged) this.domain = vDomain(data);
    if (dataChanged || sortChanged || this.order === null) this.order = sortSkewRows(data, sel.sort, sel.dir);
    if (dataChanged || sortChanged || searchChanged) {
      this.visible = filterSkewRows(data, this.order, this.search.regex);
      this.visibleList = Array.from(this.visible);
      this.histogram = vHistogram(data, this.visible);
    }
  }

  protected override updated(): void {
    if (!this.revealClass) return;
    const panel = this.renderRoot.querySelector('fairness-skew-class');
    if (!panel) return;
    this.revealClass = false;
    panel.scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  // -------------------------------------------------------------------------
  // Rendering

  /** V of the class whose drill-down is open, marked on the histogram. */
  private selectedV(): number | null {
    const r = this.data;
    const cls = this.selection.cls;
    if (!r || cls === null) return null;
    const v = r.columns.cramers_v[r.columns.class.indexOf(cls)];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  }

  private renderControls() {
    return skewControls(
      {
        sel: this.selection,
        declaration: this.declaration,
        texts: this.texts,
        searchError: this.search.error,
        rows: this.data?.rows ?? null,
        canDownload: this.data !== null && this.downloads.pending === null,
        shell: this.shell,
        downloads: this.downloads,
      },
      this.controlsActions,
    );
  }

  private renderSummary(r: SkewResponse) {
    const description = this.info?.description ?? '';
    return html`<div class="summary" data-shown=${this.visible.length} data-total=${r.rows}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span
        ><b>N</b> = ${formatCount(r.model.n)} ${plural(r.model.n, 'example')} · step ${r.step} ·
        <span class="mev" title=${optionTooltip(this.declaration, 'mev')}>min expected count ${r.mev}</span>${
          r.model.min_count === undefined
            ? nothing
            : html` · <span class="min-count" title=${optionTooltip(this.declaration, 'min_count')}
                  >worst groups of at least ${formatCount(r.model.min_count)} examples</span
                >`
        }</span
      >
      ${shownCount(this.visible.length, r.rows, plural(r.rows, 'class', 'classes'))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`;
  }

  private renderLegend(r: SkewResponse) {
    const l = skewLegend(r);
    return html`<div class="stats-legend" data-significant=${r.significant} data-level=${r.level} data-q=${r.fdr}>
      <span class="interval">${l.interval}</span>
      <span class="significance">${starText(l.significance)}</span>
    </div>`;
  }

  /** The class's V in every run holding the tag and over the steps of this run (the `row` route, this view's options). */
  private renderHistory(r: SkewResponse, cls: string) {
    return html`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${r.tag}
      .run=${r.run}
      .step=${r.step}
      .rowKey=${cls}
      .options=${skewTableOptions(r)}
      .noun=${'class'}
      .declaration=${this.declaration}
      .showDetail=${false}
    ></fairness-row-drilldown>`;
  }

  override render() {
    const sel = this.selection;
    const r = this.data;
    const loading = this.shell.loading;
    return html`
      ${this.renderControls()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(
        r,
        (r) => html`<div class="body">
            <div class=${loading ? 'stale' : ''}>${skewHeadline(r)}</div>
            ${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${loading ? 'stale' : ''}">
              <fairness-skew-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .reasons=${r.reasons}
                .selected=${sel.cls}
                .stats=${{level: r.level, fdr: r.fdr, domain: this.domain, minCount: r.model.min_count}}
                @sort-change=${(e: CustomEvent<SortChange<SkewColumn>>) =>
                  this.setSelectionState({...this.selection, sort: e.detail.column, dir: e.detail.dir})}
                @class-select=${(e: CustomEvent<string>) => this.selectClass(e.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${
              sel.cls !== null
                ? html`<fairness-skew-class
                  .cls=${sel.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${r.reasons}
                  @class-close=${() => this.closeClass()}
                  >${this.renderHistory(r, sel.cls)}</fairness-skew-class
                >`
                : nothing
            }
          </div>`,
        'Loading the report…',
      )}
    `;
  }
}

customElements.define('fairness-skew-view', FairnessSkewView);

export const skewSizeView: ViewModule = {
  kind: KIND,
  title: 'SkewSize',
  render: (props, picker) =>
    html`<fairness-skew-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-skew-view
    >`,
  hint: () =>
    html`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,
  example: `# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`,
};
