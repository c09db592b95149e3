/**
 * <fairness-groups-view>: the views of per-group reports (FACET,
 * gustafson2023). One element, two modes:
 * - `group_metrics`: recall or TNR per class x group (`groups`), classes
 *   ranked by disparity between groups A and B or, by default, best vs worst
 *   (`group_disparity`), bars per group for the selected class;
 * - `detection_recall`: mAR per class x group (`detection`), ranked by
 *   mAR(A) - mAR(B) (`detection_disparity`, A and B default to the first two
 *   groups), AR over IoU thresholds per group for the selected class.
 * Owns its selection (groups_state.ts), asks api.ts for both tables at once
 * (one LatestRequest: a stale pair is dropped whole) and hands plain values to
 * the shared tables (group_tables.ts) and charts (group_charts.ts).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatCount} from '../format.js';
import {
  DEFAULT_DISPARITY_FDR,
  DISPARITY_CSV_COLUMNS,
  RATE_CSV_COLUMNS,
  arPoints,
  buildDisparityCsv,
  buildRateCsv,
  classBars,
  defaultGroupsSelection,
  groupingLabel,
  groupingParam,
  groupsFromParams,
  groupsToParams,
  disparityLegend,
  isValidFdr,
  isValidMinCount,
  rateLegend,
  rateTableOfDetection,
  rateTableOfGroups,
  sortDisparityRows,
  topClass,
  type DisparityColumn,
  type GroupMetric,
  type GroupsSelection,
  type RateTable,
} from '../groups_state.js';
import type {Params} from '../state.js';
import {
  DETECTION_RECALL,
  GROUP_METRICS,
  type DetectionResponse,
  type DisparityResponse,
  type GroupsResponse,
  type TagInfo,
} from '../types.js';
import {base, fields, messages, staleContent, viewLayout} from './styles.js';
import {downloadText, emitParams, emitReportChange, viewProperties, type ResolvedRef, type ViewModule} from './view.js';
import {ViewLoad, fdrField, numberField, reportMoved, typedNumber} from './view_shell.js';
import {marksLegend, marksLegendStyles, type SortChange} from './virtual_table.js';
import './group_tables.js';
import './group_charts.js';

export type GroupsMode = 'groups' | 'detection';

/** Whether the selection names a pair (A and B) and `groups` has both. */
function pairIn(groups: readonly string[], sel: GroupsSelection): boolean {
  return sel.a !== null && sel.b !== null && groups.includes(sel.a) && groups.includes(sel.b);
}

interface Loaded {
  /** The groups or detection response. */
  main: GroupsResponse | DetectionResponse;
  table: RateTable;
  disparity: DisparityResponse;
}

export class FairnessGroupsView extends LitElement {
  static override properties = {
    ...viewProperties,
    mode: {attribute: false},
    selection: {state: true},
    data: {state: true},
    minCountText: {state: true},
    fdrText: {state: true},
  };

  declare mode: GroupsMode;
  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare params: Params;
  declare selection: GroupsSelection;
  declare data: Loaded | null;
  declare minCountText: string;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private order: number[] = [];

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.mode = 'groups';
    this.info = null;
    this.params = [];
    this.selection = defaultGroupsSelection();
    this.data = null;
    this.minCountText = '';
    this.fdrText = String(DEFAULT_DISPARITY_FDR);
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    staleContent,
    marksLegendStyles,
    css`
      input[name='min_count'],
      input[name='q'] {
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

  private get detection(): boolean {
    return this.mode === 'detection';
  }

  private get valueName(): string {
    return this.detection ? 'mAR' : this.selection.metric;
  }

  // -------------------------------------------------------------------------
  // Loading

  /** Loads the class x group table, then the disparity table of the pair (or best vs worst). */
  private async load(): Promise<void> {
    const sel = this.selection;
    const res = await this.shell.run(this.request, (signal) => this.fetchTables(sel, signal), () => (this.data = null));
    if (res === STALE) return;
    this.data = res;
    // The report's own min count (its writer's, else 50) when the selection names none.
    if (this.selection.minCount === null) this.minCountText = String(res.main.min_count);
    // A pair from an old URL or grouping that is not in this one: best vs worst (or the default pair).
    if (sel.a !== null && sel.b !== null && !pairIn(res.main.groups, sel)) {
      this.setSelection({...this.selection, a: null, b: null});
    }
    if (this.selection.cls !== null && !res.table.classes.includes(this.selection.cls)) {
      this.setSelection({...this.selection, cls: null});
    }
    this.shell.ready();
  }

  /** Both tables of one selection (one request: a stale pair is dropped whole). */
  private async fetchTables(sel: GroupsSelection, signal: AbortSignal): Promise<Loaded> {
    const {run, tag, step} = this.report;
    const detection = this.detection;
    const p = {run, tag, step, metric: detection ? null : sel.metric, grouping: sel.grouping, min_count: sel.minCount, q: sel.fdr};
    if (detection) {
      const main = await this.api.detection(p, signal);
      const pairOk = pairIn(main.groups, sel);
      const a = pairOk ? sel.a : (main.groups[0] ?? null);
      const b = pairOk ? sel.b : (main.groups[1] ?? main.groups[0] ?? null);
      if (a === null || b === null) throw new Error('this grouping has no groups to compare');
      const disparity = await this.api.detectionDisparity({...p, a, b, q: sel.fdr}, signal);
      return {main, table: rateTableOfDetection(main), disparity};
    }
    const main = await this.api.groups(p, signal);
    const pairOk = pairIn(main.groups, sel);
    const disparity = await this.api.groupDisparity(
      {...p, grouping: groupingParam(main.grouping), a: pairOk ? sel.a : null, b: pairOk ? sel.b : null, q: sel.fdr},
      signal,
    );
    return {main, table: rateTableOfGroups(main), disparity};
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSelection(sel: GroupsSelection): void {
    this.selection = sel;
    emitParams(this, groupsToParams(sel));
  }

  private change(patch: Partial<GroupsSelection>, reload = true): void {
    this.setSelection({...this.selection, ...patch});
    if (reload) void this.load();
  }

  private onMinCount(text: string): void {
    this.minCountText = text;
    const v = typedNumber(text);
    if (!isValidMinCount(v) || v === this.selection.minCount) return;
    this.change({minCount: v});
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedNumber(text);
    if (!isValidFdr(v) || v === this.selection.fdr) return;
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
    this.setSelection(defaultGroupsSelection());
    this.minCountText = '';
    this.fdrText = String(DEFAULT_DISPARITY_FDR);
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private fileParts(what: string): (string | number | null)[] {
    const r = this.data!.main;
    return ['fairness', r.run, r.tag, `step${r.step}`, what, this.detection ? 'mar' : this.selection.metric, groupingParam(r.grouping)];
  }

  private downloadRates(): void {
    if (!this.data) return;
    downloadText(buildRateCsv(this.data.table), csvFileName(this.fileParts('groups')));
  }

  private downloadDisparity(): void {
    if (!this.data) return;
    const pair = this.currentPair();
    const name = csvFileName([...this.fileParts('disparity'), pair ? `${pair[0]}_vs_${pair[1]}` : 'best_vs_worst']);
    downloadText(buildDisparityCsv(this.data.disparity, this.order), name);
  }

  // -------------------------------------------------------------------------
  // Derived

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = groupsFromParams(this.params);
      if (this.detection) this.selection.metric = 'recall';
      this.minCountText = this.selection.minCount === null ? '' : String(this.selection.minCount);
      this.fdrText = String(this.selection.fdr);
      emitParams(this, groupsToParams(this.selection));
      void this.load();
    } else if (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) {
      void this.load();
    }
    if (changed.has('data') || changed.has('selection')) {
      this.order = this.data ? sortDisparityRows(this.data.disparity, this.selection.sort, this.selection.dir) : [];
    }
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
    const mcInvalid = !isValidMinCount(typedNumber(this.minCountText));
    return html`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.detection
          ? nothing
          : html`<label class="field">
              <span class="name">Metric</span>
              <select
                name="metric"
                .value=${sel.metric}
                @change=${(e: Event) => this.change({metric: (e.target as HTMLSelectElement).value as GroupMetric})}
              >
                <option value="recall" ?selected=${sel.metric === 'recall'}>recall</option>
                <option value="tnr" ?selected=${sel.metric === 'tnr'}>tnr</option>
              </select>
            </label>`}
        <label class="field">
          <span class="name">Grouping</span>
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
          label: 'min_count',
          name: 'min_count',
          text: this.minCountText,
          invalid: mcInvalid,
          title: mcInvalid ? 'Not a whole number >= 0: ignored' : 'Cells with fewer people are insufficient (the paper uses 50)',
          min: '0',
          step: '1',
          onInput: (text) => this.onMinCount(text),
        })}
        ${fdrField(
          this.fdrText,
          'False discovery rate of the ★ marks, in (0, 1): Benjamini–Hochberg over the tested cells of the class × group table, and over the classes of the disparity table',
          (text) => this.onFdr(text),
        )}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0, groups)} ${this.renderGroupPicker(1, groups)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton(
          'download',
          d !== null,
          () => this.downloadRates(),
          `The class × group table as CSV (${RATE_CSV_COLUMNS.join(',')})`,
          'Download table CSV',
        )}
        ${this.shell.renderCsvButton(
          'download-disparity',
          d !== null,
          () => this.downloadDisparity(),
          `The disparity table as CSV, in the order shown (${DISPARITY_CSV_COLUMNS.join(',')})`,
          'Download disparity CSV',
        )}
      </div>
    </div>`;
  }

  /** Group A (side 0) or B (side 1) of the pair; per-group views also offer best (A) and worst (B) per class. */
  private renderGroupPicker(side: 0 | 1, groups: readonly string[]) {
    const pair = this.currentPair();
    const [label, name, auto] = side === 0 ? ['Group A', 'a', 'best (per class)'] : ['Group B', 'b', 'worst (per class)'];
    return html`<label class="field">
      <span class="name">${label}</span>
      <select name=${name} ?disabled=${groups.length < 2} @change=${(e: Event) => this.onPairSide(side, (e.target as HTMLSelectElement).value)}>
        ${this.detection ? nothing : html`<option value="" ?selected=${pair === null}>${auto}</option>`}
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
      <span><b>${formatCount(d.table.classes.length)}</b> classes × <b>${formatCount(d.table.groups.length)}</b> groups of
        <b class="grouping">${groupingLabel(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
        ${Math.round(r.level * 100)}% intervals</span>
      <span class="pair-summary">${pair ? html`gap = <b>${pair[0]}</b> − <b>${pair[1]}</b>` : html`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`;
  }

  private renderChart(d: Loaded) {
    const cls = this.chartClass();
    if (this.detection) {
      const r = d.main as DetectionResponse;
      return html`<fairness-ar-chart .cls=${cls} .points=${cls === null ? [] : arPoints(r, cls)} .groups=${r.groups}></fairness-ar-chart>`;
    }
    return html`<fairness-group-bars
      .cls=${cls}
      .bars=${cls === null ? null : classBars(d.table, cls)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`;
  }

  override render() {
    return html`
      ${this.renderControls()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(this.data, (d) => this.renderBody(d), 'Loading the report…')}
    `;
  }

  private renderBody(d: Loaded) {
    const sel = this.selection;
    const cls = this.chartClass();
    const pair = this.currentPair();
    const select = (e: CustomEvent<string>) => this.change({cls: e.detail}, false);
    return html`<div class="body">
      ${this.renderSummary(d)}
      <div class="main ${this.shell.loading ? 'stale' : ''}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${marksLegend('rate-legend', rateLegend(d.table, this.detection), d.table.q, d.table.significantCells)}
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
            ${marksLegend('legend', disparityLegend(d.disparity, pair !== null, this.detection), d.disparity.q, d.disparity.significant)}
            <fairness-disparity-table
              .table=${d.disparity}
              .rows=${this.order}
              .sort=${sel.sort}
              .dir=${sel.dir}
              .reasons=${d.disparity.reasons ?? d.main.reasons}
              .selected=${cls}
              .names=${pair}
              .q=${d.disparity.q}
              .detection=${this.detection}
              @sort-change=${(e: CustomEvent<SortChange<DisparityColumn>>) =>
                this.change({sort: e.detail.column, dir: e.detail.dir}, false)}
              @class-select=${select}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(d)}</div>
      </div>
    </div>`;
  }
}

customElements.define('fairness-groups-view', FairnessGroupsView);

/** The one element in `mode`, the shared pickers in its controls. */
function renderMode(mode: GroupsMode): ViewModule['render'] {
  return (props, picker) =>
    html`<fairness-groups-view .mode=${mode} .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-groups-view
    >`;
}

export const groupsView: ViewModule = {
  kind: GROUP_METRICS,
  title: 'per-group performance',
  render: renderMode('groups'),
  hint: () =>
    html`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,
  example: `# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`,
};

export const detectionView: ViewModule = {
  kind: DETECTION_RECALL,
  title: 'detection recall',
  render: renderMode('detection'),
  hint: () =>
    html`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,
  example: `# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`,
};
