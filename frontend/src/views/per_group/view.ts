/**
 * What the two per-group views share (FACET, gustafson2023): `PerGroupView`,
 * the base element of kinds/group_metrics/view.ts (per-group rates: recall or
 * TNR per class x group, classes ranked by disparity between groups A and B
 * or, by default, best vs worst, bars per group for the selected class) and
 * kinds/detection_recall/view.ts (mAR per class x group, ranked by
 * mAR(A) - mAR(B), A and B defaulting to the first two groups, AR over IoU
 * thresholds per group). It names no kind: each subclass's module names its
 * own, fetches its two tables and draws its chart; `detection` says where the
 * two differ.
 *
 * Owns the selection (groups_state.ts), asks api.ts for both tables at once
 * (one LatestRequest: a stale pair is dropped whole), hands plain values
 * (rate_table.ts, disparity_table.ts) to the shared tables (tables.ts), and downloads either table as the
 * `table` route's CSV. A class clicked is charted and its history opens under
 * the chart (views/row_drilldown.ts: its disparity in every run and over the steps,
 * the `row` route with the tables' options); × or Esc closes it. The open
 * history is kept in the URL as `fairness_drill` (row_state.ts), as the other
 * report views keep their open drill-down (views/row_history.ts): a URL holding it
 * selects, charts and opens that class, and a report without the class closes it.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../../api.js';
import {csvFileName} from '../../csv.js';
import {disparityLegend, sortDisparityRows, topClass, type DisparityColumn} from '../../disparity_table.js';
import {formatCount} from '../../format.js';
import {
  CELLS_TABLE,
  DISPARITY_TABLE,
  cellsTableOptions,
  defaultGroupsSelection,
  groupingLabel,
  groupingParam,
  groupsFromParams,
  groupsToParams,
  disparityTableOptions,
  type GroupsSelection,
} from '../../groups_state.js';
import {optionLabel, optionTooltip, tableCsvTitle} from '../../kinds_state.js';
import {lowPowerNote} from '../../power_text.js';
import {rateLegend, testedCells, type RateTable} from '../../rate_table.js';
import {drillFromParams, drillToParams} from '../../row_state.js';
import type {Params} from '../../state.js';
import type {KindDeclaration, TagInfo} from '../../types.js';
import type {ClassGroupResponse, DisparityResponse} from '../../types_groups.js';
import {base, fields, messages, staleContent, viewLayout} from '../styles.js';
import {emitParams, emitReportChange, viewProperties, type ResolvedRef} from '../view.js';
import {
  TableDownload,
  ViewLoad,
  fdrField,
  invalidOptionTitle,
  latestMoved,
  numberField,
  optionBoxBounds,
  reportMoved,
  typedOption,
} from '../view_shell.js';
import {fdrLegend, fdrLegendStyles} from '../fdr_legend.js';
import type {SortChange} from '../virtual_table.js';
import './tables.js';
import '../row_drilldown.js';

/** Whether the selection names a pair (A and B) and `groups` has both. */
export function pairIn(groups: readonly string[], sel: GroupsSelection): boolean {
  return sel.a !== null && sel.b !== null && groups.includes(sel.a) && groups.includes(sel.b);
}

/** Both tables of one selection. */
export interface Loaded {
  /** The class x group response (per-group rates or detection: each kind's own extends it). */
  main: ClassGroupResponse;
  table: RateTable;
  disparity: DisparityResponse;
}

export abstract class PerGroupView extends LitElement {
  static override properties = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
    minCountText: {state: true},
    fdrText: {state: true},
    history: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  declare params: Params;
  declare selection: GroupsSelection;
  declare data: Loaded | null;
  declare minCountText: string;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;
  /** The class whose history is open (a class clicked), or null; in the URL as `fairness_drill` (row_state.ts). */
  declare history: string | null;

  protected readonly api: Api;
  private readonly request = new LatestRequest();
  protected readonly shell = new ViewLoad(this, [this.request]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  private order: number[] = [];
  /** Scroll the history into view after the next render (a class was just clicked). */
  private revealHistory = false;
  /** A subclass's own hash parameters, kept with the selection's (the app takes a view's as one list). */
  protected moreParams: Params = [];

  /** Whether this is the detection view (mAR, no metric, a pair always): where the two views differ. */
  protected abstract readonly detection: boolean;

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = defaultGroupsSelection(null);
    this.data = null;
    this.minCountText = '';
    this.fdrText = '';
    this.history = null;
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    staleContent,
    fdrLegendStyles,
    css`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `,
  ];

  protected get valueName(): string {
    if (this.detection) return 'mAR';
    const main = this.data?.main;
    return this.selection.metric ?? main?.metric ?? 'rate';
  }

  // -------------------------------------------------------------------------
  // Loading

  /** Loads the class x group table, then the disparity table of the pair (or best vs worst). */
  private async load(): Promise<void> {
    const sel = this.selection;
    const res = await this.shell.run(
      this.request,
      (signal) => this.fetchTables(sel, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    // The report's own min count (its writer's, else the server's) when the selection names none.
    if (this.selection.minCount === null) this.minCountText = String(res.main.min_count);
    // No FDR declared (so none chosen): the box shows the one the response used.
    if (this.selection.fdr === null && this.fdrText === '') this.fdrText = String(res.disparity.fdr);
    // A pair from an old URL or grouping that is not in this one: best vs worst (or the default pair).
    if (sel.a !== null && sel.b !== null && !pairIn(res.main.groups, sel)) {
      this.setSelection({...this.selection, a: null, b: null});
    }
    // The history of a class this report does not have (another run, grouping or step) closes.
    if (this.history !== null && !res.table.classes.includes(this.history)) this.setHistory(null);
    if (this.selection.cls !== null && !res.table.classes.includes(this.selection.cls)) {
      this.setSelection({...this.selection, cls: null});
    }
    this.shell.ready();
  }

  /** Both tables of one selection (one request: a stale pair is dropped whole). */
  protected abstract fetchTables(sel: GroupsSelection, signal: AbortSignal): Promise<Loaded>;

  /** The chart of class `cls` (null: none). */
  protected abstract renderChart(d: Loaded, cls: string | null): unknown;

  /** Below the tables, in the body that scrolls: a subclass's own panel (the worst slices of per-group rates). */
  protected renderBelow(_d: Loaded): unknown {
    return nothing;
  }

  /** The controls before the grouping (the metric picker of per-group rates). */
  protected renderMetricPicker(): unknown {
    return nothing;
  }

  /** The route parameters both tables share. */
  protected routeParams(sel: GroupsSelection) {
    const {run, tag, step} = this.report;
    return {run, tag, step, metric: this.detection ? null : sel.metric, grouping: sel.grouping, min_count: sel.minCount, fdr: sel.fdr};
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  /** The selection and the open history as the view's hash parameters, with a subclass's own (`moreParams`), told to the app. */
  private emitSelection(): void {
    emitParams(this, [...groupsToParams(this.selection, this.declaration), ...drillToParams(this.history), ...this.moreParams]);
  }

  /** `params` become the subclass's own hash parameters (a panel's, below the tables), told to the app with the selection. */
  protected setMoreParams(params: Params): void {
    this.moreParams = params;
    this.emitSelection();
  }

  protected setSelection(sel: GroupsSelection): void {
    this.selection = sel;
    this.emitSelection();
  }

  /** Opens the history of `cls` (null: closes it), told to the app. */
  private setHistory(cls: string | null): void {
    if (cls === this.history) return;
    this.history = cls;
    this.emitSelection();
  }

  protected change(patch: Partial<GroupsSelection>, reload = true): void {
    // Another class (or none: another grouping): the history of the last one closes.
    if ('cls' in patch && patch.cls !== this.history) this.history = null;
    this.setSelection({...this.selection, ...patch});
    if (reload) void this.load();
  }

  private onMinCount(text: string): void {
    this.minCountText = text;
    const v = typedOption(this.declaration, 'min_count', text);
    if (v === null || v === this.selection.minCount) return;
    this.change({minCount: v});
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedOption(this.declaration, 'fdr', text);
    if (v === null || v === this.selection.fdr) return;
    this.change({fdr: v});
  }

  /**
   * Group A (side 0) or B (side 1) picked: the other side stays, unless it is
   * the same group, then it moves to another one; empty is best vs worst.
   */
  private onPairSide(side: 0 | 1, value: string): void {
    if (value === '') {
      this.change({a: null, b: null});
      return;
    }
    const groups = this.data?.main.groups ?? [];
    const shown = this.currentPair();
    let other = side === 0 ? (this.selection.b ?? shown?.[1] ?? null) : (this.selection.a ?? shown?.[0] ?? null);
    if (other === null || other === value) other = groups.find((g) => g !== value) ?? null;
    if (other === null) return;
    this.change(side === 0 ? {a: value, b: other} : {a: other, b: value});
  }

  /** The pair the disparity table compares, or null for best vs worst. */
  private currentPair(): [string, string] | null {
    const d = this.data?.disparity;
    return d && d.a !== null && d.b !== null ? [d.a, d.b] : null;
  }

  private resetSelection(): void {
    this.history = null;
    this.setSelection(defaultGroupsSelection(this.declaration));
    this.minCountText = '';
    this.fdrText = String(this.selection.fdr ?? '');
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private fileParts(what: string): (string | number | null)[] {
    const r = this.data!.main;
    return ['fairness', r.run, r.tag, `step${r.step}`, what, this.detection ? 'mar' : this.valueName, groupingParam(r.grouping)];
  }

  /** The class x group table shown, as the `table` route's CSV (its `cells` table). */
  private downloadRates(): void {
    if (!this.data) return;
    const r = this.data.main;
    const table = {run: r.run, tag: r.tag, step: r.step, table: CELLS_TABLE, options: cellsTableOptions(r, this.detection)};
    void this.downloads.download('download', table, csvFileName(this.fileParts('groups')));
  }

  /** Every row of the disparity table shown (the server's order), as the `table` route's CSV. */
  private downloadDisparity(): void {
    if (!this.data) return;
    const {main: r, disparity} = this.data;
    const pair = this.currentPair();
    const name = csvFileName([...this.fileParts('disparity'), pair ? `${pair[0]}_vs_${pair[1]}` : 'best_vs_worst']);
    const options = disparityTableOptions(disparity, r.grouping, this.detection);
    void this.downloads.download('download-disparity', {run: r.run, tag: r.tag, step: r.step, table: DISPARITY_TABLE, options}, name);
  }

  // -------------------------------------------------------------------------
  // Derived

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      // Detection declares no `metric` option: its selection has none (null).
      this.selection = groupsFromParams(this.params, this.declaration);
      // A history open in the URL: its class is selected and charted, as a click on it does.
      this.history = drillFromParams(this.params);
      if (this.history !== null) this.selection = {...this.selection, cls: this.history};
      this.revealHistory = this.history !== null;
      this.minCountText = this.selection.minCount === null ? '' : String(this.selection.minCount);
      this.fdrText = String(this.selection.fdr ?? '');
      this.emitSelection();
      void this.load();
    } else if (
      (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) ||
      (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
    ) {
      void this.load(); // another report, or a newer step under "latest"
    }
    if (changed.has('data') || changed.has('selection')) {
      this.order = this.data ? sortDisparityRows(this.data.disparity, this.selection.sort, this.selection.dir) : [];
    }
  }

  /** The history of a class just clicked is drawn: into view (below the tables on a narrow screen). */
  private onHistoryLoaded(e: Event): void {
    if (!this.revealHistory) return;
    this.revealHistory = false;
    (e.target as HTMLElement).scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  /** The class the chart shows: the selected one, else the top-ranked. */
  private chartClass(): string | null {
    if (!this.data) return null;
    return this.selection.cls ?? topClass(this.data.disparity);
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderControls() {
    const sel = this.selection;
    const d = this.data;
    const groupings = d?.main.groupings ?? [];
    const current = d ? groupingParam(d.main.grouping) : (sel.grouping ?? '');
    const groups = d?.main.groups ?? [];
    const mcInvalid = typedOption(this.declaration, 'min_count', this.minCountText) === null;
    const canDownload = d !== null && this.downloads.pending === null;
    const cells = d ? d.table.classes.length * d.table.groups.length : null;
    return html`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${optionTooltip(this.declaration, 'grouping')}>
          <span class="name">${optionLabel(this.declaration, 'grouping')}</span>
          <select
            name="grouping"
            ?disabled=${groupings.length === 0}
            @change=${(e: Event) => this.change({grouping: (e.target as HTMLSelectElement).value, a: null, b: null, cls: null})}
          >
            ${groupings.map((g) => {
              const v = groupingParam(g);
              return html`<option value=${v} ?selected=${v === current}>${groupingLabel(g)}</option>`;
            })}
          </select>
        </label>
        ${numberField({
          label: optionLabel(this.declaration, 'min_count'),
          name: 'min_count',
          text: this.minCountText,
          invalid: mcInvalid,
          title: mcInvalid
            ? invalidOptionTitle(this.declaration, 'min_count')
            : optionTooltip(this.declaration, 'min_count', 'The paper uses 50.'),
          min: optionBoxBounds(this.declaration, 'min_count').min,
          step: '1',
          onInput: (text) => this.onMinCount(text),
        })}
        ${fdrField(
          this.declaration,
          this.fdrText,
          'False discovery rate of the ★ marks: Benjamini–Hochberg over the tested cells of the class × group table, and over the classes of the disparity table',
          (text) => this.onFdr(text),
        )}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0, groups)} ${this.renderGroupPicker(1, groups)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton(
          'download',
          canDownload,
          () => this.downloadRates(),
          tableCsvTitle(this.declaration, CELLS_TABLE, cells),
          'Download table CSV',
        )}
        ${this.shell.renderCsvButton(
          'download-disparity',
          canDownload,
          () => this.downloadDisparity(),
          `${tableCsvTitle(this.declaration, DISPARITY_TABLE, d?.disparity.rows ?? null)}, in the server's order (gap descending)`,
          'Download disparity CSV',
        )}
      </div>
      ${this.downloads.renderError()}
    </div>`;
  }

  /** Group A (side 0) or B (side 1) of the pair; per-group views also offer best (A) and worst (B) per class. */
  private renderGroupPicker(side: 0 | 1, groups: readonly string[]) {
    const pair = this.currentPair();
    const [label, name, auto] = side === 0 ? ['Group A', 'a', 'best (per class)'] : ['Group B', 'b', 'worst (per class)'];
    return html`<label class="field" title=${optionTooltip(this.declaration, name)}>
      <span class="name">${optionLabel(this.declaration, name, label)}</span>
      <select name=${name} ?disabled=${groups.length < 2} @change=${(e: Event) => this.onPairSide(side, (e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${pair === null}>${auto}</option>
        ${groups.map((g) => html`<option value=${g} ?selected=${pair?.[side] === g}>${g}</option>`)}
      </select>
    </label>`;
  }

  private renderSummary(d: Loaded) {
    const r = d.main;
    const description = this.info?.description ?? '';
    const pair = this.currentPair();
    return html`<div class="summary" data-classes=${d.table.classes.length} data-groups=${d.table.groups.length}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span><b>${formatCount(d.table.classes.length)}</b> class${d.table.classes.length === 1 ? '' : 'es'} ×
        <b>${formatCount(d.table.groups.length)}</b> group${d.table.groups.length === 1 ? '' : 's'} of
        <b class="grouping">${groupingLabel(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level * 100)}% intervals</span>
      <span class="pair-summary">${pair ? html`gap = <b>${pair[0]}</b> − <b>${pair[1]}</b>` : html`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`;
  }

  override render() {
    return html`
      ${this.renderControls()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(this.data, (d) => this.renderBody(d), 'Loading the report…')}
    `;
  }

  /** The history of the class clicked: its disparity in every run and over the steps (the tables' options). */
  private renderHistory(d: Loaded) {
    const cls = this.history;
    if (cls === null || !d.table.classes.includes(cls)) return nothing;
    const r = d.main;
    const options = {
      ...cellsTableOptions(r, this.detection),
      ...disparityTableOptions(d.disparity, r.grouping, this.detection),
    };
    return html`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${r.tag}
      .run=${r.run}
      .step=${r.step}
      .rowKey=${cls}
      .options=${options}
      .noun=${'class'}
      .declaration=${this.declaration}
      .showDetail=${false}
      .closable=${true}
      @row-close=${() => this.setHistory(null)}
      @row-loaded=${(e: Event) => this.onHistoryLoaded(e)}
    ></fairness-row-drilldown>`;
  }

  /** Under the ★ legend: how many cells could not have seen the smallest gap that matters. */
  private renderLowPower(t: RateTable) {
    const note = lowPowerNote(t.lowPowerCells, testedCells(t), t.power);
    return note ? html`<p class="low-power-note" data-role="low-power">${note}</p>` : nothing;
  }

  private renderBody(d: Loaded) {
    const sel = this.selection;
    const cls = this.chartClass();
    const pair = this.currentPair();
    const select = (e: CustomEvent<string>) => {
      const open = this.history === e.detail ? this.renderRoot.querySelector('fairness-row-drilldown') : null;
      // The history first: the class selected is the one open (change keeps it), both in the URL at once.
      this.history = e.detail;
      this.change({cls: e.detail}, false);
      // Open already: into view now; else once it is drawn (row-loaded).
      if (open) open.scrollIntoView({block: 'nearest', behavior: 'smooth'});
      else this.revealHistory = true;
    };
    return html`<div class="body">
      ${this.renderSummary(d)}
      <div class="main ${this.shell.loading ? 'stale' : ''}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${fdrLegend('rate-legend', rateLegend(d.table, this.detection))}${this.renderLowPower(d.table)}
            <fairness-rate-table
              .table=${d.table}
              .reasons=${d.main.reasons}
              .selected=${cls}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${select}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${fdrLegend('legend', disparityLegend(d.disparity, pair !== null, this.detection))}
            <fairness-disparity-table
              .table=${d.disparity}
              .rows=${this.order}
              .sort=${sel.sort}
              .dir=${sel.dir}
              .reasons=${d.disparity.reasons ?? d.main.reasons}
              .selected=${cls}
              .names=${pair}
              .fdr=${d.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${(e: CustomEvent<SortChange<DisparityColumn>>) =>
                this.change({sort: e.detail.column, dir: e.detail.dir}, false)}
              @class-select=${select}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(d, cls)} ${this.renderHistory(d)}</div>
      </div>
      ${this.renderBelow(d)}
    </div>`;
  }
}
