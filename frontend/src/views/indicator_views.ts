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
import {base, fields, messages, viewLayout} from './styles.js';
import {downloadText, emitParams, emitReportChange, emitStatus, message, type ResolvedRef, type ViewModule, type ViewStatus} from './view.js';
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
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: #fff;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid #f0f0f0;
    white-space: nowrap;
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: #9e9e9e;
    background: #f5f5f5;
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
  input[name='q'] {
    width: 72px;
  }
  .legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
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

/** The ★ of a significant row or cell, its label saying at which q. */
function star(q: number): TemplateResult {
  const label = disparitySignificanceLabel(q);
  return html`<span class="sig" role="img" aria-label=${label} title=${label}>★</span>`;
}

/** The legend line above a table with marks ("★ significant after Benjamini–Hochberg at FDR q = …"). */
function legend(text: string, q: number, significant: number): TemplateResult {
  return html`<div class="legend" data-significant=${significant} data-q=${q}>
    <span class="star">${text.slice(0, 1)}</span>${text.slice(1)}
  </div>`;
}

/** The FDR box of the views with marks: `text` as typed; only a rate in (0, 1) is used. */
function fdrField(text: string, onInput: (text: string) => void): TemplateResult {
  const v = text.trim() === '' ? null : Number(text);
  const invalid = !isValidFdr(v);
  return html`<label class="field">
    <span class="name">FDR q</span>
    <input
      type="number"
      name="q"
      min="0"
      max="1"
      step="0.01"
      inputmode="decimal"
      class=${invalid ? 'invalid' : ''}
      aria-invalid=${invalid ? 'true' : 'false'}
      title=${invalid ? 'Not a rate in (0, 1): ignored' : 'False discovery rate of the ★ marks (Benjamini–Hochberg over the tested groups), in (0, 1)'}
      .value=${text}
      @input=${(e: Event) => onInput((e.target as HTMLInputElement).value)}
    />
  </label>`;
}

/** A valid FDR typed in the box, or null. */
function typedFdr(text: string): number | null {
  const v = text.trim() === '' ? null : Number(text);
  return isValidFdr(v) ? v : null;
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

/**
 * What the three views share: the report, loading one route through a
 * LatestRequest, the status events, the error and loading states.
 */
abstract class IndicatorView<D extends {run: string; tag: string; step: number; groups: string[]}> extends LitElement {
  static override properties: PropertyDeclarations = {
    report: {attribute: false},
    info: {attribute: false},
    params: {attribute: false},
    data: {state: true},
    status: {state: true},
    error: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare params: Params;
  declare data: D | null;
  declare status: ViewStatus;
  declare error: string | null;

  protected readonly api: Api;
  private readonly request = new LatestRequest();

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.params = [];
    this.data = null;
    this.status = 'loading';
    this.error = null;
  }

  static override styles = [base, fields, messages, viewLayout, viewStyles];

  /** Fetches the view's route for the current report and selection. */
  protected abstract fetch(signal: AbortSignal): Promise<D>;
  /** Reads the selection from the hash parameters (first update) and returns its params. */
  protected abstract initSelection(params: Params): Params;
  protected abstract resetParams(): Params;
  protected abstract renderPickers(d: D | null): TemplateResult | typeof nothing;
  protected abstract renderBody(d: D): TemplateResult;
  protected abstract csv(d: D): string;
  protected abstract fileParts(d: D): (string | number | null)[];
  protected abstract get csvTitle(): string;
  /** The CSV's columns, for the download button's title. */
  protected get csvColumns(): readonly string[] {
    return ['class', 'group', 'n', 'value', 'lower', 'upper'];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.request.cancel();
  }

  private setStatus(status: ViewStatus): void {
    this.status = status;
    emitStatus(this, status);
  }

  protected async load(): Promise<void> {
    this.setStatus('loading');
    let res: D | typeof STALE;
    try {
      res = await this.request.run((signal) => this.fetch(signal));
    } catch (e) {
      this.data = null;
      this.error = message(e);
      this.setStatus('error');
      return;
    }
    if (res === STALE) return;
    this.error = null;
    this.data = res;
    this.loaded(res);
    this.setStatus('ready');
  }

  /** A hook after a response arrives (drop a selection the report does not have). */
  protected loaded(_d: D): void {}

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      emitParams(this, this.initSelection(this.params));
      void this.load();
    } else if (changed.has('report')) {
      const prev = changed.get('report') as ResolvedRef | undefined;
      const r = this.report;
      if (!prev || prev.run !== r.run || prev.tag !== r.tag || prev.step !== r.step) void this.load();
    }
  }

  private reset(): void {
    emitParams(this, this.resetParams());
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private download(): void {
    if (!this.data) return;
    downloadText(this.csv(this.data), csvFileName(['fairness', ...this.fileParts(this.data)]));
  }

  override render() {
    const d = this.data;
    const loading = this.status === 'loading';
    const description = this.info?.description ?? '';
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(d)}
          <span class="spacer"></span>
          <button
            class="primary"
            name="download"
            ?disabled=${d === null || loading}
            title=${`${this.csvTitle} as CSV (${this.csvColumns.join(',')})`}
            @click=${() => this.download()}
          >
            Download CSV
          </button>
        </div>
      </div>
      ${this.status === 'error'
        ? html`<div class="message error" role="alert">
            <h2>Could not load the report</h2>
            <div class="text">${this.error}</div>
            <button class="primary link" @click=${() => this.reset()}>Reset the selection</button>
          </div>`
        : nothing}
      ${d
        ? html`<div class="body ${loading ? 'stale' : ''}">
            ${description ? html`<div class="summary"><span class="description">${description}</span></div>` : nothing}
            ${d.groups.length === 0 ? html`<div class="none message">This report has no groups.</div>` : this.renderBody(d)}
          </div>`
        : loading
          ? html`<div class="loading">Loading the report…</div>`
          : nothing}`;
  }
}

// ---------------------------------------------------------------------------
// Harmful label associations

export class FairnessHarmfulView extends IndicatorView<HarmfulResponse> {
  static override properties: PropertyDeclarations = {...IndicatorView.properties, selection: {state: true}};
  declare selection: HarmfulSelection;

  constructor(api?: Api) {
    super(api);
    this.selection = defaultHarmfulSelection();
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.harmful({run, tag, step}, signal);
  }

  protected initSelection(params: Params): Params {
    this.selection = harmfulFromParams(params);
    return harmfulToParams(this.selection);
  }

  protected resetParams(): Params {
    this.selection = defaultHarmfulSelection();
    return harmfulToParams(this.selection);
  }

  protected override loaded(d: HarmfulResponse): void {
    const sel = this.selection;
    const type = d.types[harmfulTypeIndex(d, sel.type)] ?? sel.type;
    const threshold = sel.threshold !== null && d.thresholds.includes(sel.threshold) ? sel.threshold : null;
    if (type !== sel.type || threshold !== sel.threshold) this.change({type, threshold});
  }

  private change(patch: Partial<HarmfulSelection>): void {
    this.selection = {...this.selection, ...patch};
    emitParams(this, harmfulToParams(this.selection));
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
        <select name="type" ?disabled=${!d} @change=${(e: Event) => this.change({type: (e.target as HTMLSelectElement).value})}>
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
            this.change({threshold: v === thresholds[0] ? null : v});
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
    return html`<div class="summary" data-type=${type} data-threshold=${threshold}>
        <span><b>${formatCount(d.n)}</b> images · <b>${formatCount(d.groups.length)}</b> groups · step ${d.step} ·
          ${Math.round(d.level * 100)}% Wilson intervals</span>
        <span>type <b class="type">${type}</b> · harmful types: ${d.harmful_types.join(', ')}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      <div class="main">
        <div class="tables">
          <section>
            <h3>Hit rate of <span class="type">${type}</span> per group and threshold</h3>
            <div class="table-box">
              <table class="hits" aria-label="Hit rate per group and threshold">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    ${d.thresholds.map((t) => html`<th data-threshold=${t}>≥ ${t}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${d.groups.map(
                    (g, i) => html`<tr data-group=${g}>
                      <td class="text gname" data-col="group" title=${g}>${g}</td>
                      ${d.thresholds.map((t, kk) =>
                        rateCell({group: g, key: t}, d.hit_rate[i][j][kk], d.lower[i][j][kk], d.upper[i][j][kk], d.group_counts[i]),
                      )}
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>
          </section>
          <section>
            <h3>Harmful labels at threshold ${threshold}</h3>
            <div class="table-box">
              ${labels.length === 0
                ? html`<div class="none">No harmful label of the taxonomy was predicted.</div>`
                : html`<table class="labels" aria-label="Harmful labels">
                    <thead>
                      <tr>
                        <th class="text">label</th>
                        <th class="text">type</th>
                        ${d.groups.map((g) => html`<th data-group=${g} title=${g}>${g}</th>`)}
                        <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                        <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                        <th title=${`★: the groups differ, after Benjamini-Hochberg at FDR ${d.q} over the labels`}>★</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${labels.map(
                        (l) => html`<tr data-label=${l.label}>
                          <td class="text gname" data-col="label" title=${l.label}>${l.label}</td>
                          <td class="text" data-col="type">${l.type}</td>
                          ${l.rates.map((v, i) =>
                            v === null
                              ? html`<td class="state" data-group=${d.groups[i]}>undefined</td>`
                              : html`<td
                                  data-group=${d.groups[i]}
                                  data-value=${String(v)}
                                  title=${intervalTitle(d.level, l.lower[i], l.upper[i])}
                                >
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
                        </tr>`,
                      )}
                    </tbody>
                  </table>`}
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-band-chart
            .heading=${`Hit rate of ${type} versus threshold`}
            .points=${curve}
            .groups=${d.groups}
            .xLabel=${'score threshold'}
            .yLabel=${'hit rate'}
            .note=${'Bands: Wilson intervals of each hit rate.'}
          ></fairness-band-chart>
        </div>
      </div>`;
  }
}

customElements.define('fairness-harmful-view', FairnessHarmfulView);

// ---------------------------------------------------------------------------
// Geodiversity

export class FairnessGeoView extends IndicatorView<GeoResponse> {
  static override properties: PropertyDeclarations = {...IndicatorView.properties, selection: {state: true}, fdrText: {state: true}};
  declare selection: GeoSelection;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  constructor(api?: Api) {
    super(api);
    this.selection = defaultGeoSelection();
    this.fdrText = String(DEFAULT_DISPARITY_FDR);
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.geodiversity({run, tag, step, by: this.selection.by, q: this.selection.fdr}, signal);
  }

  protected initSelection(params: Params): Params {
    this.selection = geoFromParams(params);
    this.fdrText = String(this.selection.fdr);
    return geoToParams(this.selection);
  }

  protected resetParams(): Params {
    this.selection = defaultGeoSelection();
    this.fdrText = String(this.selection.fdr);
    return geoToParams(this.selection);
  }

  private change(patch: Partial<GeoSelection>): void {
    this.selection = {...this.selection, ...patch};
    emitParams(this, geoToParams(this.selection));
    void this.load();
  }

  private changeBy(by: GeoBy): void {
    this.change({by});
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedFdr(text);
    if (v !== null && v !== this.selection.fdr) this.change({fdr: v});
  }

  protected override get csvColumns() {
    return TESTED_INDICATOR_CSV_COLUMNS;
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
        <select name="by" @change=${(e: Event) => this.changeBy((e.target as HTMLSelectElement).value as GeoBy)}>
          ${GEO_BY.map((b) => html`<option value=${b} ?selected=${b === this.selection.by}>${geoByLabel(b)}</option>`)}
        </select>
      </label>
      ${fdrField(this.fdrText, (text) => this.onFdr(text))}`;
  }

  protected renderBody(d: GeoResponse) {
    const households = d.households.reduce((a, b) => a + b, 0);
    const q = d.q ?? DEFAULT_DISPARITY_FDR;
    return html`<div class="summary" data-by=${d.by}>
        <span><b>${formatCount(households)}</b> households in <b>${formatCount(d.groups.length)}</b> groups of
          <b class="by">${geoByLabel(d.by)}</b> · step ${d.step} · ${Math.round(d.level * 100)}% intervals</span>
        <span class="note muted">Intervals resample households (${formatCount(d.resamples)} bootstrap resamples), not images.</span>
      </div>
      <div class="main">
        <div class="tables">
          <section>
            <h3>Household-averaged score per group</h3>
            ${legend(geoLegend(d), q, (d.significant ?? []).filter(Boolean).length)}
            <div class="table-box">
              <table class="geo" aria-label="Score per group">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    <th>households</th>
                    <th>images</th>
                    <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
                    <th title="The pooled image-level hit rate, for contrast">image_rate</th>
                    <th data-col="p_value" title=${`p-value of ${GEO_TEST}`}>p</th>
                    <th data-col="significant" title=${`★: ${disparitySignificanceLabel(q)}`}>★</th>
                  </tr>
                </thead>
                <tbody>
                  ${d.groups.map((g, i) => {
                    const score = d.score[i];
                    const rate = d.image_rate[i];
                    const pc = testCell(d.p_value?.[i], d.significant?.[i], GEO_TEST, GEO_UNTESTED);
                    return html`<tr data-group=${g} class=${pc.significant ? 'significant' : ''} data-significant=${pc.significant ? 'true' : 'false'}>
                      <td class="text gname" data-col="group" title=${g}>${g}</td>
                      <td data-col="households" data-value=${d.households[i]}>${formatCount(d.households[i])}</td>
                      <td data-col="images" data-value=${d.images[i]}>${formatCount(d.images[i])}</td>
                      ${score === null
                        ? html`<td class="state" data-col="score" data-state="no-households">no households</td>`
                        : html`<td
                            data-col="score"
                            data-value=${String(score)}
                            data-lower=${String(d.lower[i])}
                            data-upper=${String(d.upper[i])}
                          >
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
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-score-bars
            .heading=${`Score by ${geoByLabel(d.by)}`}
            .bars=${geoBars(d)}
            .groups=${d.groups}
            .yLabel=${'score'}
          ></fairness-score-bars>
        </div>
      </div>`;
  }
}

customElements.define('fairness-geo-view', FairnessGeoView);

// ---------------------------------------------------------------------------
// Same-attribute retrieval

export class FairnessRetrievalView extends IndicatorView<RetrievalResponse> {
  static override properties: PropertyDeclarations = {...IndicatorView.properties, selection: {state: true}, fdrText: {state: true}};
  declare selection: RetrievalSelection;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  constructor(api?: Api) {
    super(api);
    this.selection = defaultRetrievalSelection();
    this.fdrText = String(DEFAULT_DISPARITY_FDR);
  }

  protected fetch(signal: AbortSignal) {
    const {run, tag, step} = this.report;
    return this.api.retrieval({run, tag, step, q: this.selection.fdr}, signal);
  }

  protected initSelection(params: Params): Params {
    this.selection = retrievalFromParams(params);
    this.fdrText = String(this.selection.fdr);
    return retrievalToParams(this.selection);
  }

  protected resetParams(): Params {
    this.selection = defaultRetrievalSelection();
    this.fdrText = String(this.selection.fdr);
    return retrievalToParams(this.selection);
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedFdr(text);
    if (v === null || v === this.selection.fdr) return;
    this.selection = {...this.selection, fdr: v};
    emitParams(this, retrievalToParams(this.selection));
    void this.load();
  }

  protected override get csvColumns() {
    return TESTED_INDICATOR_CSV_COLUMNS;
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
    return fdrField(this.fdrText, (text) => this.onFdr(text));
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
      <div class="main">
        <div class="tables">
          <section>
            <h3>Mean Precision@K per group</h3>
            ${legend(retrievalLegend(d), q, (d.significant ?? []).flat().filter(Boolean).length)}
            <div class="table-box">
              <table class="retrieval" aria-label="Precision at K per group">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    <th>queries</th>
                    ${d.ks.map((k) => html`<th data-k=${k}>P@${k}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${d.groups.map(
                    (g, i) => html`<tr data-group=${g}>
                      <td class="text gname" data-col="group" title=${g}>${g}</td>
                      <td data-col="queries" data-value=${d.queries[i]}>${formatCount(d.queries[i])}</td>
                      ${d.ks.map((k, j) =>
                        rateCell({group: g, key: k}, d.precision[i][j], d.lower[i][j], d.upper[i][j], d.queries[i], 'undefined', {
                          cell: testCell(d.p_value?.[i]?.[j], d.significant?.[i]?.[j], RETRIEVAL_TEST, RETRIEVAL_UNTESTED),
                          q,
                        }),
                      )}
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-band-chart
            .heading=${'P@K versus K'}
            .points=${points}
            .groups=${d.groups}
            .xLabel=${'K'}
            .yLabel=${'P@K'}
            .note=${'Bands: t intervals of each mean.'}
          ></fairness-band-chart>
        </div>
      </div>`;
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
