/**
 * The views of the visual fairness indicators (Goyal et al. 2022), one per kind:
 * - `harmful_label_association` (<fairness-harmful-view>): hit rate versus
 *   threshold per group for a chosen type, with Wilson bands; the group x
 *   threshold table of that type; the harmful labels at a chosen threshold
 *   (rate per group and largest gap); CSV at the chosen threshold;
 * - `geodiversity` (<fairness-geo-view>): household-averaged scores per group
 *   of a grouping (`by`), with household-bootstrap intervals, and bars;
 * - `retrieval_precision` (<fairness-retrieval-view>): mean Precision@K per
 *   group x K, with t intervals, and P@K versus K per group.
 * Geodiversity and retrieval test each group against the rest (Welch) and mark
 * the Benjamini-Hochberg discoveries with ★ at the FDR of their `q` control.
 * Each owns its selection (indicators_state.ts), loads its one route through
 * a LatestRequest (a stale response is dropped), and renders names only
 * through Lit text and attribute bindings.
 */
import {LitElement, html, css, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult} from 'lit';
import {Api, LatestRequest, STALE} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatCount, formatPValue} from '../format.js';
import {DEFAULT_DISPARITY_FDR, disparitySignificanceLabel, formatGap, formatRate, isValidFdr} from '../groups_state.js';
import {
  GEO_BY,
  GEO_TEST,
  GEO_UNTESTED,
  RETRIEVAL_TEST,
  RETRIEVAL_UNTESTED,
  TESTED_INDICATOR_CSV_COLUMNS,
  defaultGeoSelection,
  defaultRetrievalSelection,
  geoLegend,
  retrievalFromParams,
  retrievalLegend,
  retrievalToParams,
  testCell,
  type RetrievalSelection,
  type TestCell,
  buildGeoCsv,
  buildHarmfulCsv,
  buildRetrievalCsv,
  defaultHarmfulSelection,
  geoBars,
  geoByLabel,
  geoFromParams,
  geoToParams,
  harmfulCurve,
  harmfulFromParams,
  harmfulLabelRows,
  intervalTitle,
  harmfulToParams,
  harmfulTypeIndex,
  retrievalPoints,
  thresholdIndex,
  type GeoBy,
  type GeoSelection,
  type HarmfulLabelRow,
  type HarmfulSelection,
} from '../indicators_state.js';
import type {Params} from '../state.js';
import {
  GEODIVERSITY,
  HARMFUL_LABEL_ASSOCIATION,
  RETRIEVAL_PRECISION,
  type GeoResponse,
  type HarmfulResponse,
  type RetrievalResponse,
  type TagInfo,
} from '../types.js';
import {base, dataTable, fields, messages, staleContent, viewLayout} from './styles.js';
import {downloadText, emitParams, emitReportChange, viewProperties, type ResolvedRef, type ViewModule} from './view.js';
import {ViewLoad, fdrField, reportMoved, typedNumber} from './view_shell.js';
import {markStar, marksLegend, marksLegendStyles} from './virtual_table.js';
import './indicator_charts.js';

const viewStyles = css`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: #fff;
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='q'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`;

/** A valid FDR typed in the box, or null. */
function typedFdr(text: string): number | null {
  const v = typedNumber(text);
  return isValidFdr(v) ? v : null;
}

/** What the FDR box's tooltip says in the views that test each group against the rest. */
const FDR_TITLE = 'False discovery rate of the ★ marks (Benjamini–Hochberg over the tested groups), in (0, 1)';

/** The ★ of a significant row or cell, its label saying at which q. */
function star(q: number): TemplateResult {
  return markStar(disparitySignificanceLabel(q));
}

/** The body under a view's summary: its tables, and its chart beside them (below them on narrow screens). */
function tablesBesideChart(tables: TemplateResult, chart: TemplateResult): TemplateResult {
  return html`<div class="main">
    <div class="tables">${tables}</div>
    <div class="side">${chart}</div>
  </div>`;
}

/** A section of the tables: its heading, a legend when its table has ★ marks, the table in its scroll box. */
function tableSection(heading: unknown, content: unknown, legend: unknown = nothing): TemplateResult {
  return html`<section>
    <h3>${heading}</h3>
    ${legend}
    <div class="table-box">${content}</div>
  </section>`;
}

/** A table (its class is what the browser tests find it by): the header cells, then the rows. */
function table(className: string, label: string, head: unknown, rows: unknown): TemplateResult {
  return html`<table class=${className} aria-label=${label}>
    <thead>
      <tr>
        ${head}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/** The first cell of a row: a group or label name, as text, in full in its tooltip. */
function nameCell(col: string, name: string): TemplateResult {
  return html`<td class="text gname" data-col=${col} title=${name}>${name}</td>`;
}

/** A number cell with its interval and n, or what it says instead of a number; with `test`, its p-value and ★. */
function rateCell(
  attrs: {group: string; key?: string | number},
  value: number | null,
  lower: number | null,
  upper: number | null,
  n: number,
  missing = 'undefined',
  test?: {cell: TestCell; q: number},
): TemplateResult {
  const p = test ? (test.cell.p === null ? '' : String(test.cell.p)) : nothing;
  const sig = test ? (test.cell.significant ? 'true' : 'false') : nothing;
  if (value === null) {
    return html`<td
      class="state"
      data-group=${attrs.group}
      data-key=${attrs.key ?? ''}
      data-state="undefined"
      data-n=${n}
      data-p=${p}
      data-significant=${sig}
      title=${test ? test.cell.title : ''}
    >
      ${missing}
    </td>`;
  }
  return html`<td
    class=${test?.cell.significant ? 'significant' : ''}
    data-group=${attrs.group}
    data-key=${attrs.key ?? ''}
    data-value=${String(value)}
    data-lower=${String(lower)}
    data-upper=${String(upper)}
    data-n=${n}
    data-p=${p}
    data-significant=${sig}
  >
    <span class="v">${formatRate(value, lower, upper)}</span> <span class="n">n=${formatCount(n)}</span>${test
      ? html` <span class="p ${test.cell.p === null ? 'why' : ''}" title=${test.cell.title}>p=${test.cell.text}</span>${test.cell.significant
          ? html` ${star(test.q)}`
          : nothing}`
      : nothing}
  </td>`;
}

/** How a view's selection is made (defaults), read from and written to the hash (indicators_state.ts). */
interface SelectionCodec<S> {
  defaults(): S;
  fromParams(params: Params): S;
  toParams(sel: S): Params;
}

type IndicatorResponse = {run: string; tag: string; step: number; groups: string[]};

/**
 * What the three views share: the report and the selection (its hash
 * parameters), one route loaded through a LatestRequest, and the shell
 * (status, error and loading states, the CSV button: ViewLoad).
 */
abstract class IndicatorView<D extends IndicatorResponse, S extends object> extends LitElement {
  static override properties: PropertyDeclarations = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare params: Params;
  declare selection: S;
  declare data: D | null;

  protected readonly api: Api;
  private readonly request = new LatestRequest();
  protected readonly shell = new ViewLoad(this, [this.request]);

  constructor(
    private readonly codec: SelectionCodec<S>,
    api?: Api,
  ) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.params = [];
    this.selection = codec.defaults();
    this.data = null;
  }

  static override styles = [base, fields, messages, viewLayout, dataTable, staleContent, marksLegendStyles, viewStyles];

  /** Fetches the view's route for the current report and selection. */
  protected abstract fetch(signal: AbortSignal): Promise<D>;
  protected abstract renderPickers(d: D | null): TemplateResult | typeof nothing;
  protected abstract renderBody(d: D): TemplateResult;
  protected abstract csv(d: D): string;
  protected abstract fileParts(d: D): (string | number | null)[];
  protected abstract get csvTitle(): string;
  /** The CSV's columns, for the download button's title. */
  protected get csvColumns(): readonly string[] {
    return ['class', 'group', 'n', 'value', 'lower', 'upper'];
  }

  /** A new selection (from the hash, or the defaults on reset), told to the app. */
  protected replaceSelection(sel: S): void {
    this.selection = sel;
    emitParams(this, this.codec.toParams(sel));
  }

  /** Changes the selection; `reload` when the route answers for it (not when the view picks from the response). */
  protected change(patch: Partial<S>, reload: boolean): void {
    this.selection = {...this.selection, ...patch};
    emitParams(this, this.codec.toParams(this.selection));
    if (reload) void this.load();
  }

  protected async load(): Promise<void> {
    const res = await this.shell.run(this.request, (signal) => this.fetch(signal), () => (this.data = null));
    if (res === STALE) return;
    this.data = res;
    this.loaded(res);
    this.shell.ready();
  }

  /** A hook after a response arrives (drop a selection the report does not have). */
  protected loaded(_d: D): void {}

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.replaceSelection(this.codec.fromParams(this.params));
      void this.load();
    } else if (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) {
      void this.load();
    }
  }

  private reset(): void {
    this.replaceSelection(this.codec.defaults());
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private download(): void {
    if (!this.data) return;
    downloadText(this.csv(this.data), csvFileName(['fairness', ...this.fileParts(this.data)]));
  }

  override render() {
    const d = this.data;
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(d)}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton(
            'download',
            d !== null,
            () => this.download(),
            `${this.csvTitle} as CSV (${this.csvColumns.join(',')})`,
          )}
        </div>
      </div>
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.reset()}])}
      ${this.shell.renderContent(d, (d) => this.renderReport(d), 'Loading the report…')}`;
  }

  private renderReport(d: D) {
    const description = this.info?.description ?? '';
    return html`<div class="body ${this.shell.loading ? 'stale' : ''}">
      ${description ? html`<div class="summary"><span class="description">${description}</span></div>` : nothing}
      ${d.groups.length === 0 ? html`<div class="none message">This report has no groups.</div>` : this.renderBody(d)}
    </div>`;
  }
}

/**
 * The views that test each group against the rest (geodiversity, retrieval):
 * their FDR box, whose typed text the selection's `fdr` follows when valid,
 * and the p-value and ★ columns of their CSV.
 */
abstract class TestedIndicatorView<D extends IndicatorResponse, S extends {fdr: number}> extends IndicatorView<D, S> {
  static override properties: PropertyDeclarations = {...IndicatorView.properties, fdrText: {state: true}};
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  constructor(codec: SelectionCodec<S>, api?: Api) {
    super(codec, api);
    this.fdrText = String(this.selection.fdr);
  }

  protected override replaceSelection(sel: S): void {
    super.replaceSelection(sel);
    this.fdrText = String(sel.fdr);
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedFdr(text);
    if (v !== null && v !== this.selection.fdr) this.change({fdr: v} as Partial<S>, true);
  }

  protected renderFdr(): TemplateResult {
    return fdrField(this.fdrText, FDR_TITLE, (text) => this.onFdr(text));
  }

  protected override get csvColumns() {
    return TESTED_INDICATOR_CSV_COLUMNS;
  }
}

const HARMFUL_SELECTION: SelectionCodec<HarmfulSelection> = {
  defaults: defaultHarmfulSelection,
  fromParams: harmfulFromParams,
  toParams: harmfulToParams,
};
const GEO_SELECTION: SelectionCodec<GeoSelection> = {defaults: defaultGeoSelection, fromParams: geoFromParams, toParams: geoToParams};
const RETRIEVAL_SELECTION: SelectionCodec<RetrievalSelection> = {
  defaults: defaultRetrievalSelection,
  fromParams: retrievalFromParams,
  toParams: retrievalToParams,
};

// ---------------------------------------------------------------------------
// Harmful label associations

// Type and threshold pick from the one response: changing them does not reload.
export class FairnessHarmfulView extends IndicatorView<HarmfulResponse, HarmfulSelection> {
  constructor(api?: Api) {
    super(HARMFUL_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.harmful({run, tag, step}, signal);
  }

  protected override loaded(d: HarmfulResponse): void {
    const sel = this.selection;
    const type = d.types[harmfulTypeIndex(d, sel.type)] ?? sel.type;
    const threshold = sel.threshold !== null && d.thresholds.includes(sel.threshold) ? sel.threshold : null;
    if (type !== sel.type || threshold !== sel.threshold) this.change({type, threshold}, false);
  }

  protected get csvTitle() {
    return 'Hit rates of every type and group at the chosen threshold';
  }

  protected csv(d: HarmfulResponse): string {
    return buildHarmfulCsv(d, thresholdIndex(d.thresholds, this.selection.threshold));
  }

  protected fileParts(d: HarmfulResponse) {
    return [d.run, d.tag, `step${d.step}`, 'harmful', `t${d.thresholds[thresholdIndex(d.thresholds, this.selection.threshold)]}`];
  }

  protected renderPickers(d: HarmfulResponse | null) {
    const types = d?.types ?? [this.selection.type];
    const ti = d ? harmfulTypeIndex(d, this.selection.type) : 0;
    const thresholds = d?.thresholds ?? [];
    const k = thresholdIndex(thresholds, this.selection.threshold);
    return html`<label class="field">
        <span class="name">Type</span>
        <select name="type" ?disabled=${!d} @change=${(e: Event) => this.change({type: (e.target as HTMLSelectElement).value}, false)}>
          ${types.map((t, i) => html`<option value=${t} ?selected=${i === ti}>${t}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Threshold</span>
        <select
          name="threshold"
          ?disabled=${thresholds.length === 0}
          @change=${(e: Event) => {
            const v = Number((e.target as HTMLSelectElement).value);
            this.change({threshold: v === thresholds[0] ? null : v}, false);
          }}
        >
          ${thresholds.map((t, i) => html`<option value=${String(t)} ?selected=${i === k}>${t}</option>`)}
        </select>
      </label>`;
  }

  protected renderBody(d: HarmfulResponse) {
    const j = harmfulTypeIndex(d, this.selection.type);
    const type = d.types[j];
    const k = thresholdIndex(d.thresholds, this.selection.threshold);
    const threshold = d.thresholds[k];
    const labels = harmfulLabelRows(d, k);
    const curve = harmfulCurve(d, j).map((p) => ({group: p.group, x: p.threshold, y: p.rate, lower: p.lower, upper: p.upper}));
    const chart = html`<fairness-band-chart
      .heading=${`Hit rate of ${type} versus threshold`}
      .points=${curve}
      .groups=${d.groups}
      .xLabel=${'score threshold'}
      .yLabel=${'hit rate'}
      .note=${'Bands: Wilson intervals of each hit rate.'}
    ></fairness-band-chart>`;
    return html`<div class="summary" data-type=${type} data-threshold=${threshold}>
        <span><b>${formatCount(d.n)}</b> images · <b>${formatCount(d.groups.length)}</b> groups · step ${d.step} ·
          ${Math.round(d.level * 100)}% Wilson intervals</span>
        <span>type <b class="type">${type}</b> · harmful types: ${d.harmful_types.join(', ')}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${tablesBesideChart(
        html`${tableSection(
          html`Hit rate of <span class="type">${type}</span> per group and threshold`,
          table(
            'hits',
            'Hit rate per group and threshold',
            html`<th class="text">group</th>
              ${d.thresholds.map((t) => html`<th data-threshold=${t}>≥ ${t}</th>`)}`,
            d.groups.map(
              (g, i) => html`<tr data-group=${g}>
                ${nameCell('group', g)}
                ${d.thresholds.map((t, kk) =>
                  rateCell({group: g, key: t}, d.hit_rate[i][j][kk], d.lower[i][j][kk], d.upper[i][j][kk], d.group_counts[i]),
                )}
              </tr>`,
            ),
          ),
        )}
        ${tableSection(
          `Harmful labels at threshold ${threshold}`,
          labels.length === 0
            ? html`<div class="none">No harmful label of the taxonomy was predicted.</div>`
            : table(
                'labels',
                'Harmful labels',
                html`<th class="text">label</th>
                  <th class="text">type</th>
                  ${d.groups.map((g) => html`<th data-group=${g} title=${g}>${g}</th>`)}
                  <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                  <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                  <th title=${`★: the groups differ, after Benjamini-Hochberg at FDR ${d.q} over the labels`}>★</th>`,
                labels.map((l) => this.renderLabelRow(d, l)),
              ),
        )}`,
        chart,
      )}`;
  }

  /** A harmful label at the chosen threshold: its type, rate per group, largest gap, p-value and ★. */
  private renderLabelRow(d: HarmfulResponse, l: HarmfulLabelRow) {
    return html`<tr data-label=${l.label}>
      ${nameCell('label', l.label)}
      <td class="text" data-col="type">${l.type}</td>
      ${l.rates.map((v, i) =>
        v === null
          ? html`<td class="state" data-group=${d.groups[i]}>undefined</td>`
          : html`<td data-group=${d.groups[i]} data-value=${String(v)} title=${intervalTitle(d.level, l.lower[i], l.upper[i])}>
              ${(v * 100).toFixed(1)}%
            </td>`,
      )}
      ${l.gap === null
        ? html`<td class="state" data-col="gap">undefined</td>`
        : html`<td data-col="gap" data-value=${String(l.gap)} data-group=${l.gapGroup ?? ''}>
            ${formatGap(l.gap, null, null)} <span class="n">${l.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${l.pValue === null ? 'untestable: fewer than two groups, or no variation' : ''}>
        ${l.pValue === null ? '—' : formatPValue(l.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${l.significant ? html`<span aria-label="significant" title="significant">★</span>` : nothing}
      </td>
    </tr>`;
  }
}

customElements.define('fairness-harmful-view', FairnessHarmfulView);

// ---------------------------------------------------------------------------
// Geodiversity

export class FairnessGeoView extends TestedIndicatorView<GeoResponse, GeoSelection> {
  constructor(api?: Api) {
    super(GEO_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.geodiversity({run, tag, step, by: this.selection.by, q: this.selection.fdr}, signal);
  }

  protected get csvTitle() {
    return 'The score per group';
  }

  protected csv(d: GeoResponse) {
    return buildGeoCsv(d);
  }

  protected fileParts(d: GeoResponse) {
    return [d.run, d.tag, `step${d.step}`, 'geodiversity', d.by];
  }

  protected renderPickers() {
    return html`<label class="field">
        <span class="name">Groups by</span>
        <select name="by" @change=${(e: Event) => this.change({by: (e.target as HTMLSelectElement).value as GeoBy}, true)}>
          ${GEO_BY.map((b) => html`<option value=${b} ?selected=${b === this.selection.by}>${geoByLabel(b)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`;
  }

  protected renderBody(d: GeoResponse) {
    const households = d.households.reduce((a, b) => a + b, 0);
    const q = d.q ?? DEFAULT_DISPARITY_FDR;
    return html`<div class="summary" data-by=${d.by}>
        <span><b>${formatCount(households)}</b> households in <b>${formatCount(d.groups.length)}</b> groups of
          <b class="by">${geoByLabel(d.by)}</b> · step ${d.step} · ${Math.round(d.level * 100)}% intervals</span>
        <span class="note muted">Intervals resample households (${formatCount(d.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${tablesBesideChart(
        tableSection(
          'Household-averaged score per group',
          table(
            'geo',
            'Score per group',
            html`<th class="text">group</th>
              <th>households</th>
              <th>images</th>
              <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
              <th title="The pooled image-level hit rate, for contrast">image_rate</th>
              <th data-col="p_value" title=${`p-value of ${GEO_TEST}`}>p</th>
              <th data-col="significant" title=${`★: ${disparitySignificanceLabel(q)}`}>★</th>`,
            d.groups.map((g, i) => this.renderGroupRow(d, g, i, q)),
          ),
          marksLegend('legend', geoLegend(d), q, (d.significant ?? []).filter(Boolean).length),
        ),
        html`<fairness-score-bars
          .heading=${`Score by ${geoByLabel(d.by)}`}
          .bars=${geoBars(d)}
          .groups=${d.groups}
          .yLabel=${'score'}
        ></fairness-score-bars>`,
      )}`;
  }

  /** A group: households, images, score [interval], image-level rate, and its test against the other groups. */
  private renderGroupRow(d: GeoResponse, g: string, i: number, q: number) {
    const score = d.score[i];
    const rate = d.image_rate[i];
    const pc = testCell(d.p_value?.[i], d.significant?.[i], GEO_TEST, GEO_UNTESTED);
    return html`<tr data-group=${g} class=${pc.significant ? 'significant' : ''} data-significant=${pc.significant ? 'true' : 'false'}>
      ${nameCell('group', g)}
      <td data-col="households" data-value=${d.households[i]}>${formatCount(d.households[i])}</td>
      <td data-col="images" data-value=${d.images[i]}>${formatCount(d.images[i])}</td>
      ${score === null
        ? html`<td class="state" data-col="score" data-state="no-households">no households</td>`
        : html`<td data-col="score" data-value=${String(score)} data-lower=${String(d.lower[i])} data-upper=${String(d.upper[i])}>
            ${formatRate(score, d.lower[i], d.upper[i])}
          </td>`}
      ${rate === null
        ? html`<td class="state" data-col="image_rate">—</td>`
        : html`<td data-col="image_rate" data-value=${String(rate)}>${(rate * 100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${pc.p === null ? 'why' : ''} data-value=${pc.p === null ? '' : String(pc.p)} title=${pc.title}>
        ${pc.text}
      </td>
      <td data-col="significant">${pc.significant ? star(q) : nothing}</td>
    </tr>`;
  }
}

customElements.define('fairness-geo-view', FairnessGeoView);

// ---------------------------------------------------------------------------
// Same-attribute retrieval

export class FairnessRetrievalView extends TestedIndicatorView<RetrievalResponse, RetrievalSelection> {
  constructor(api?: Api) {
    super(RETRIEVAL_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.retrieval({run, tag, step, q: this.selection.fdr}, signal);
  }

  protected get csvTitle() {
    return 'Precision@K per K and group';
  }

  protected csv(d: RetrievalResponse) {
    return buildRetrievalCsv(d);
  }

  protected fileParts(d: RetrievalResponse) {
    return [d.run, d.tag, `step${d.step}`, 'retrieval'];
  }

  protected renderPickers() {
    return this.renderFdr();
  }

  protected renderBody(d: RetrievalResponse) {
    const queries = d.queries.reduce((a, b) => a + b, 0);
    const q = d.q ?? DEFAULT_DISPARITY_FDR;
    const points = retrievalPoints(d).map((p) => ({group: p.group, x: p.k, y: p.precision, lower: p.lower, upper: p.upper}));
    return html`<div class="summary">
        <span><b>${formatCount(queries)}</b> queries in <b>${formatCount(d.groups.length)}</b> groups · step ${d.step} ·
          ${Math.round(d.level * 100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${tablesBesideChart(
        tableSection(
          'Mean Precision@K per group',
          table(
            'retrieval',
            'Precision at K per group',
            html`<th class="text">group</th>
              <th>queries</th>
              ${d.ks.map((k) => html`<th data-k=${k}>P@${k}</th>`)}`,
            d.groups.map(
              (g, i) => html`<tr data-group=${g}>
                ${nameCell('group', g)}
                <td data-col="queries" data-value=${d.queries[i]}>${formatCount(d.queries[i])}</td>
                ${d.ks.map((k, j) =>
                  rateCell({group: g, key: k}, d.precision[i][j], d.lower[i][j], d.upper[i][j], d.queries[i], 'undefined', {
                    cell: testCell(d.p_value?.[i]?.[j], d.significant?.[i]?.[j], RETRIEVAL_TEST, RETRIEVAL_UNTESTED),
                    q,
                  }),
                )}
              </tr>`,
            ),
          ),
          marksLegend('legend', retrievalLegend(d), q, (d.significant ?? []).flat().filter(Boolean).length),
        ),
        html`<fairness-band-chart
          .heading=${'P@K versus K'}
          .points=${points}
          .groups=${d.groups}
          .xLabel=${'K'}
          .yLabel=${'P@K'}
          .note=${'Bands: t intervals of each mean.'}
        ></fairness-band-chart>`,
      )}`;
  }
}

customElements.define('fairness-retrieval-view', FairnessRetrievalView);

// ---------------------------------------------------------------------------
// The view modules

export const harmfulView: ViewModule = {
  kind: HARMFUL_LABEL_ASSOCIATION,
  title: 'harmful-label-association',
  render: (props, picker) =>
    html`<fairness-harmful-view .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-harmful-view
    >`,
  hint: () =>
    html`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,
  example: `# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`,
};

export const geoView: ViewModule = {
  kind: GEODIVERSITY,
  title: 'geodiversity',
  render: (props, picker) =>
    html`<fairness-geo-view .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-geo-view
    >`,
  hint: () =>
    html`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,
  example: `# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`,
};

export const retrievalView: ViewModule = {
  kind: RETRIEVAL_PRECISION,
  title: 'same-attribute retrieval',
  render: (props, picker) =>
    html`<fairness-retrieval-view .report=${props.report} .info=${props.info} .params=${props.params}
      >${picker}</fairness-retrieval-view
    >`,
  hint: () =>
    html`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,
  example: `# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`,
};
