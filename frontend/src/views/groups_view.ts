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
import type {Params, SortDir} from '../state.js';
import {
  DETECTION_RECALL,
  GROUP_METRICS,
  type DetectionResponse,
  type DisparityResponse,
  type GroupsResponse,
  type TagInfo,
} from '../types.js';
import {base, fields, messages, viewLayout} from './styles.js';
import {downloadText, emitParams, emitReportChange, emitStatus, message, type ResolvedRef, type ViewModule, type ViewStatus} from './view.js';
import './group_tables.js';
import './group_charts.js';

export type GroupsMode = 'groups' | 'detection';

interface Loaded {
  /** The groups or detection response. */
  main: GroupsResponse | DetectionResponse;
  table: RateTable;
  disparity: DisparityResponse;
}

export class FairnessGroupsView extends LitElement {
  static override properties = {
    mode: {attribute: false},
    report: {attribute: false},
    info: {attribute: false},
    params: {attribute: false},
    selection: {state: true},
    data: {state: true},
    status: {state: true},
    error: {state: true},
    minCountText: {state: true},
    fdrText: {state: true},
  };

  declare mode: GroupsMode;
  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare params: Params;
  declare selection: GroupsSelection;
  declare data: Loaded | null;
  declare status: ViewStatus;
  declare error: string | null;
  declare minCountText: string;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private order: number[] = [];

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.mode = 'groups';
    this.info = null;
    this.params = [];
    this.selection = defaultGroupsSelection();
    this.data = null;
    this.status = 'loading';
    this.error = null;
    this.minCountText = '';
    this.fdrText = String(DEFAULT_DISPARITY_FDR);
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    css`
      input[name='min_count'],
      input[name='q'] {
        width: 72px;
      }
      .legend,
      .rate-legend {
        font-size: 12px;
        color: var(--muted);
        margin: 2px 0 4px;
      }
      .legend .star,
      .rate-legend .star {
        color: var(--accent);
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
      .stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.request.cancel();
  }

  private get detection(): boolean {
    return this.mode === 'detection';
  }

  private get valueName(): string {
    return this.detection ? 'mAR' : this.selection.metric;
  }

  // -------------------------------------------------------------------------
  // Loading

  private setStatus(status: ViewStatus): void {
    this.status = status;
    emitStatus(this, status);
  }

  /** Loads the class x group table, then the disparity table of the pair (or best vs worst). */
  private async load(): Promise<void> {
    const {run, tag, step} = this.report;
    const sel = this.selection;
    const detection = this.detection;
    const p = {
      run,
      tag,
      step,
      metric: detection ? null : sel.metric,
      grouping: sel.grouping,
      min_count: sel.minCount,
      q: sel.fdr,
    };
    this.setStatus('loading');
    let res: Loaded | typeof STALE;
    try {
      res = await this.request.run(async (signal): Promise<Loaded> => {
        if (detection) {
          const main = await this.api.detection(p, signal);
          const pairOk = sel.a !== null && sel.b !== null && main.groups.includes(sel.a) && main.groups.includes(sel.b);
          const a = pairOk ? sel.a : (main.groups[0] ?? null);
          const b = pairOk ? sel.b : (main.groups[1] ?? main.groups[0] ?? null);
          if (a === null || b === null) throw new Error('this grouping has no groups to compare');
          const disparity = await this.api.detectionDisparity({...p, a, b, q: sel.fdr}, signal);
          return {main, table: rateTableOfDetection(main), disparity};
        }
        const main = await this.api.groups(p, signal);
        const pairOk = sel.a !== null && sel.b !== null && main.groups.includes(sel.a) && main.groups.includes(sel.b);
        const disparity = await this.api.groupDisparity(
          {...p, grouping: groupingParam(main.grouping), a: pairOk ? sel.a : null, b: pairOk ? sel.b : null, q: sel.fdr},
          signal,
        );
        return {main, table: rateTableOfGroups(main), disparity};
      });
    } catch (e) {
      this.data = null;
      this.error = message(e);
      this.setStatus('error');
      return;
    }
    if (res === STALE) return;
    this.error = null;
    this.data = res;
    // The report's own min count (its writer's, else 50) when the selection names none.
    if (this.selection.minCount === null) this.minCountText = String(res.main.min_count);
    // A pair from an old URL or grouping that is not in this one: best vs worst (or the default pair).
    if (sel.a !== null && sel.b !== null && !(res.main.groups.includes(sel.a) && res.main.groups.includes(sel.b))) {
      this.setSelection({...this.selection, a: null, b: null});
    }
    if (this.selection.cls !== null && !res.table.classes.includes(this.selection.cls)) {
      this.setSelection({...this.selection, cls: null});
    }
    this.setStatus('ready');
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

  private onMinCount(e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.minCountText = text;
    const v = text.trim() === '' ? null : Number(text);
    if (!isValidMinCount(v) || v === this.selection.minCount) return;
    this.change({minCount: v});
  }

  private onFdr(e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.fdrText = text;
    const v = text.trim() === '' ? null : Number(text);
    if (!isValidFdr(v) || v === this.selection.fdr) return;
    this.change({fdr: v});
  }

  private onA(value: string): void {
    const groups = this.data?.main.groups ?? [];
    if (value === '') {
      this.change({a: null, b: null});
      return;
    }
    let b = this.selection.b ?? this.currentPair()?.[1] ?? null;
    if (b === null || b === value) b = groups.find((g) => g !== value) ?? null;
    if (b === null) return;
    this.change({a: value, b});
  }

  private onB(value: string): void {
    const groups = this.data?.main.groups ?? [];
    if (value === '') {
      this.change({a: null, b: null});
      return;
    }
    let a = this.selection.a ?? this.currentPair()?.[0] ?? null;
    if (a === null || a === value) a = groups.find((g) => g !== value) ?? null;
    if (a === null) return;
    this.change({a, b: value});
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
    } else if (changed.has('report')) {
      const prev = changed.get('report') as ResolvedRef | undefined;
      const r = this.report;
      if (!prev || prev.run !== r.run || prev.tag !== r.tag || prev.step !== r.step) void this.load();
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
    const loading = this.status === 'loading';
    const mc = this.minCountText.trim() === '' ? null : Number(this.minCountText);
    const mcInvalid = !isValidMinCount(mc);
    const fdr = this.fdrText.trim() === '' ? null : Number(this.fdrText);
    const fdrInvalid = !isValidFdr(fdr);
    const groupings = d?.main.groupings ?? [];
    const current = d ? groupingParam(d.main.grouping) : (sel.grouping ?? '');
    const groups = d?.main.groups ?? [];
    const pair = this.currentPair();
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
        <label class="field">
          <span class="name">min_count</span>
          <input
            type="number"
            name="min_count"
            min="0"
            step="1"
            class=${mcInvalid ? 'invalid' : ''}
            aria-invalid=${mcInvalid ? 'true' : 'false'}
            title=${mcInvalid ? 'Not a whole number >= 0: ignored' : 'Cells with fewer people are insufficient (the paper uses 50)'}
            .value=${this.minCountText}
            @input=${(e: Event) => this.onMinCount(e)}
          />
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="q"
            min="0"
            max="1"
            step="0.01"
            inputmode="decimal"
            class=${fdrInvalid ? 'invalid' : ''}
            aria-invalid=${fdrInvalid ? 'true' : 'false'}
            title=${fdrInvalid
              ? 'Not a rate in (0, 1): ignored'
              : 'False discovery rate of the ★ marks, in (0, 1): Benjamini–Hochberg over the tested cells of the class × group table, and over the classes of the disparity table'}
            .value=${this.fdrText}
            @input=${(e: Event) => this.onFdr(e)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        <label class="field">
          <span class="name">Group A</span>
          <select name="a" ?disabled=${groups.length < 2} @change=${(e: Event) => this.onA((e.target as HTMLSelectElement).value)}>
            ${this.detection ? nothing : html`<option value="" ?selected=${pair === null}>best (per class)</option>`}
            ${groups.map((g) => html`<option value=${g} ?selected=${pair?.[0] === g}>${g}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Group B</span>
          <select name="b" ?disabled=${groups.length < 2} @change=${(e: Event) => this.onB((e.target as HTMLSelectElement).value)}>
            ${this.detection ? nothing : html`<option value="" ?selected=${pair === null}>worst (per class)</option>`}
            ${groups.map((g) => html`<option value=${g} ?selected=${pair?.[1] === g}>${g}</option>`)}
          </select>
        </label>
        <span class="spacer"></span>
        <button
          class="primary"
          name="download"
          ?disabled=${d === null || loading}
          title=${`The class × group table as CSV (${RATE_CSV_COLUMNS.join(',')})`}
          @click=${() => this.downloadRates()}
        >
          Download table CSV
        </button>
        <button
          class="primary"
          name="download-disparity"
          ?disabled=${d === null || loading}
          title=${`The disparity table as CSV, in the order shown (${DISPARITY_CSV_COLUMNS.join(',')})`}
          @click=${() => this.downloadDisparity()}
        >
          Download disparity CSV
        </button>
      </div>
    </div>`;
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

  private renderLegend(r: DisparityResponse, pair: boolean) {
    const text = disparityLegend(r, pair, this.detection);
    return html`<div class="legend" data-significant=${r.significant} data-q=${r.q}>
      <span class="star">${text.slice(0, 1)}</span>${text.slice(1)}
    </div>`;
  }

  private renderRateLegend(t: RateTable) {
    const text = rateLegend(t, this.detection);
    return html`<div class="rate-legend" data-significant=${t.significantCells} data-q=${t.q}>
      <span class="star">${text.slice(0, 1)}</span>${text.slice(1)}
    </div>`;
  }

  private renderError() {
    return html`<div class="message error" role="alert">
      <h2>Could not load the report</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${() => this.resetSelection()}>Reset the selection</button>
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
    const d = this.data;
    const sel = this.selection;
    const loading = this.status === 'loading';
    const cls = this.chartClass();
    const pair = this.currentPair();
    return html`
      ${this.renderControls()} ${this.status === 'error' ? this.renderError() : nothing}
      ${d
        ? html`<div class="body">
            ${this.renderSummary(d)}
            <div class="main ${loading ? 'stale' : ''}">
              <div class="tables">
                <section>
                  <h3>${this.valueName} per class and group</h3>
                  ${this.renderRateLegend(d.table)}
                  <fairness-rate-table
                    .table=${d.table}
                    .reasons=${d.main.reasons}
                    .selected=${cls}
                    .valueName=${this.valueName}
                    .detection=${this.detection}
                    @class-select=${(e: CustomEvent<string>) => this.change({cls: e.detail}, false)}
                  ></fairness-rate-table>
                </section>
                <section>
                  <h3>Classes ranked by disparity</h3>
                  ${this.renderLegend(d.disparity, pair !== null)}
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
                    @sort-change=${(e: CustomEvent<{column: DisparityColumn; dir: SortDir}>) =>
                      this.change({sort: e.detail.column, dir: e.detail.dir}, false)}
                    @class-select=${(e: CustomEvent<string>) => this.change({cls: e.detail}, false)}
                  ></fairness-disparity-table>
                </section>
              </div>
              <div class="side">${this.renderChart(d)}</div>
            </div>
          </div>`
        : loading
          ? html`<div class="loading">Loading the report…</div>`
          : nothing}
    `;
  }
}

customElements.define('fairness-groups-view', FairnessGroupsView);

export const groupsView: ViewModule = {
  kind: GROUP_METRICS,
  title: 'per-group performance',
  render: (props, picker) =>
    html`<fairness-groups-view .mode=${'groups'} .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-groups-view
    >`,
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
  render: (props, picker) =>
    html`<fairness-groups-view .mode=${'detection'} .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-groups-view
    >`,
  hint: () =>
    html`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,
  example: `# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`,
};
