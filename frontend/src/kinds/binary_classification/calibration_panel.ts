/**
 * <fairness-calibration-panel>: the binary view's Calibration panel, "is a score of 0.8 worth
 * the same for everyone?", from the `binary_classification/calibration` view route at the
 * view's label, grouping, baseline, min_count and level: a Bins picker, one sentence on the
 * worst calibrated group (calibration_state.ts, worded from the numbers the table shows), the
 * reliability diagram (Observable Plot: per measured group its bins' mean score against the
 * share positive, with Wilson's intervals, the dots' area by their examples, the diagonal of
 * perfect calibration) and a table per group of ECE, MCE and Brier with their intervals, the
 * ECE against the baseline's and the verdict. A report without calibration gets a hint.
 *
 * Its selection (the bins) lives in the URL hash (`fairness_cal_bins`): the panel tells its
 * parent view with `view-params`, which the view merges with its own. Its load status stays
 * its own (`data-status`): the view's is the tab's. Group names are the report's text: Lit
 * text and attribute bindings, and Plot's SVG text, only.
 */
import {Plot, PlotElement, type PlotChart} from '../../views/plot.js';
import {css, html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api} from '../../api.js';
import {formatCount} from '../../format.js';
import {optionLabel, optionTooltip} from '../../kinds_state.js';
import type {Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import {panelStyles} from '../../views/styles.js';
import {emitParams, type ViewStatus} from '../../views/view.js';
import {ViewLoad} from '../../views/view_shell.js';
import {checkCalibration} from './checks.js';
import {
  CALIBRATION_PATH,
  binChoices,
  calibrationFromParams,
  calibrationRouteParams,
  calibrationRows,
  calibrationSentence,
  calibrationToParams,
  levelText,
  pointTitle,
  reliability,
  verdictText,
  verdictTitle,
  verdictTone,
  worstRow,
  type CalibrationRow,
  type CalibrationSelection,
  type Reliability,
  type ReliabilityPoint,
  type ShownNumber,
} from './calibration_state.js';
import type {CalibrationResponse, CalibrationTable} from './types.js';

/** The kind whose view route this is. */
const KIND = 'binary_classification';
/** The plot's square: its side (px) and margins. */
const SIDE = 340;
const MARGIN = {top: 14, right: 14, bottom: 38, left: 46};

/** A group's colour in the legend: the chart's colour scale applied. */
interface Swatch {
  group: string;
  color: string;
}

/** The reliability diagram of `rel` (null without a point); `groups`: every group (the colour domain, as the view's other charts). */
function drawDiagram(rel: Reliability, groups: readonly string[], level: number): {svg: Element; swatches: Swatch[]} | null {
  const points = rel.series.flatMap((s) => s.points);
  if (points.length === 0) return null;
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const unit = {domain: [0, 1], grid: true, labelAnchor: 'center', labelArrow: 'none', tickFormat: pct, ticks: 5} as const;
  const maxCount = Math.max(...points.map((p) => p.count));
  const svg = Plot.plot({
    width: SIDE + MARGIN.left + MARGIN.right,
    height: SIDE + MARGIN.top + MARGIN.bottom,
    marginTop: MARGIN.top,
    marginRight: MARGIN.right,
    marginBottom: MARGIN.bottom,
    marginLeft: MARGIN.left,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
    x: {...unit, label: 'mean score in the bin'},
    y: {...unit, label: 'observed positive rate'},
    // The binary view's charts colour the groups alike: the same domain, the same scheme.
    color: {domain: [...groups], scheme: 'tableau10'},
    // Area by the bin's examples; the smallest bins still show (a bin of 100 beside one of 5,000).
    r: {type: 'sqrt', domain: [0, maxCount], range: [2, 9]},
    marks: [
      // Perfect calibration: the observed rate equals the score.
      Plot.line(
        [
          [0, 0],
          [1, 1],
        ],
        {stroke: 'var(--chart-ink)', strokeOpacity: 0.6, strokeDasharray: '5,4', className: 'diagonal'},
      ),
      Plot.ruleX(points, {
        x: 'score',
        y1: 'lower',
        y2: 'upper',
        stroke: 'group',
        strokeOpacity: 0.45,
        strokeWidth: 2,
        className: 'cal-interval',
      }),
      Plot.line(points, {x: 'score', y: 'observed', z: 'group', stroke: 'group', strokeWidth: 1.75, className: 'cal-line'}),
      Plot.dot(points, {
        x: 'score',
        y: 'observed',
        r: 'count',
        fill: 'group',
        stroke: 'var(--chart-halo)',
        strokeWidth: 1,
        className: 'cal-dot',
        title: (p: ReliabilityPoint) => pointTitle(p, level),
      }),
    ],
  });
  svg.setAttribute('data-name', 'reliability');
  // Each line and dot says whose it is, for tests and tools: Plot draws the lines in the
  // order of their groups' first points, the dots in the points' order.
  const lines = svg.querySelectorAll('g.cal-line path');
  if (lines.length === rel.series.length) lines.forEach((path, i) => path.setAttribute('data-group', rel.series[i].group));
  svg.querySelectorAll('g.cal-dot circle').forEach((dot, i) => {
    const p = points[i];
    if (!p) return;
    dot.setAttribute('data-group', p.group);
    dot.setAttribute('data-bin', String(p.bin));
  });
  const color = (svg as Element & PlotChart).scale('color');
  const swatches = rel.series.map((s) => ({group: s.group, color: String(color?.apply?.(s.group) ?? 'currentColor')}));
  return {svg, swatches};
}

export class FairnessCalibrationPanel extends PlotElement {
  protected override drawsNow(): boolean {
    return this.data !== null;
  }

  static override properties = {
    api: {attribute: false},
    run: {attribute: false},
    tag: {attribute: false},
    step: {attribute: false},
    label: {attribute: false},
    grouping: {attribute: false},
    baseline: {attribute: false},
    minCount: {attribute: false},
    level: {attribute: false},
    declaration: {attribute: false},
    params: {attribute: false},
    selection: {state: true},
    data: {state: true},
  };

  declare api: Api | null;
  declare run: string;
  declare tag: string;
  /** null: the latest step. */
  declare step: number | null;
  /** The binary view's label, grouping (as the API spells it), baseline group, min_count and level; null: the server's. */
  declare label: string | null;
  declare grouping: string | null;
  declare baseline: string | null;
  declare minCount: number | null;
  declare level: number | null;
  declare declaration: KindDeclaration | null;
  /** The hash parameters when the panel was mounted: read once, at the first update. */
  declare params: Params;
  declare selection: CalibrationSelection;
  declare data: CalibrationResponse | null;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  /** The route parameters of the last load: a new load only when they change. */
  private asked = '';
  private rows: CalibrationRow[] = [];
  private diagram: {svg: Element; swatches: Swatch[]} | null = null;
  private rel: Reliability | null = null;

  constructor() {
    super();
    this.api = null;
    this.run = '';
    this.tag = '';
    this.step = null;
    this.label = null;
    this.grouping = null;
    this.baseline = null;
    this.minCount = null;
    this.level = null;
    this.declaration = null;
    this.params = [];
    this.selection = {bins: null};
    this.data = null;
    // The panel's loads are its own: the tab's status is the view's.
    this.addEventListener('view-status', (e) => {
      e.stopPropagation();
      if (e.composedPath()[0] === this) this.dataset.status = (e as CustomEvent<ViewStatus>).detail;
    });
  }

  static override styles = [
    ...panelStyles,
    css`
      .headline {
        font-size: 13px;
        margin: 4px 0 2px;
        max-width: 1100px;
        overflow-wrap: anywhere;
      }
      .headline b {
        font-weight: 500;
      }
      .about {
        font-size: 12px;
        margin-bottom: 8px;
        max-width: 1100px;
      }
      .layout {
        display: flex;
        flex-wrap: wrap;
        gap: 12px 24px;
        align-items: flex-start;
      }
      .diagram {
        flex: none;
      }
      .diagram svg {
        display: block;
        max-width: 100%;
        height: auto;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 12px;
        margin: 0 0 4px;
        max-width: ${SIDE + MARGIN.left + MARGIN.right}px;
      }
      .legend .item {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .legend .swatch {
        width: 14px;
        height: 3px;
        border-radius: 1px;
        flex: none;
      }
      .legend .swatch.diagonal {
        height: 0;
        border-top: 2px dashed var(--chart-ink);
        opacity: 0.6;
        border-radius: 0;
      }
      .legend .item.ideal {
        color: var(--muted);
      }
      .note {
        font-size: 11px;
        max-width: ${SIDE + MARGIN.left + MARGIN.right}px;
      }
      .table-box {
        width: fit-content;
        max-width: 100%;
        box-sizing: border-box;
        overflow: auto;
        max-height: 420px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      /* Beside the chart when the whole table fits there, else under it (scrolling sideways in its box when narrower still). */
      .side {
        flex: 0 1 auto;
        min-width: 0;
        max-width: 100%;
      }
      table {
        width: auto;
      }
      th,
      td {
        text-align: right;
      }
      thead th {
        vertical-align: bottom;
      }
      th .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .text {
        text-align: left;
      }
      td.gname {
        max-width: 260px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      td .interval {
        color: var(--muted);
        font-size: 11px;
        margin-left: 4px;
      }
      td.reason {
        text-align: left;
        white-space: normal;
      }
      tr.worst td[data-col='ece'] .v {
        font-weight: 600;
      }
      .badge {
        display: inline-block;
        padding: 0 7px;
        border-radius: 9px;
        border: 1px solid currentColor;
        font-size: 11px;
        line-height: 17px;
        white-space: nowrap;
      }
      .badge.bad {
        color: var(--bad);
      }
      .badge.good {
        color: var(--good);
      }
      .badge.muted {
        color: var(--muted);
        border-color: var(--border);
      }
      .hint {
        padding: 8px 12px;
        border: 1px solid var(--warn-border);
        background: var(--warn-bg);
        border-radius: 2px;
        max-width: 760px;
      }
      .hint .why {
        margin-top: 4px;
        font-size: 12px;
        color: var(--muted);
        overflow-wrap: anywhere;
      }
      code {
        background: var(--code-bg);
        padding: 0 3px;
        border-radius: 2px;
        font-size: 12px;
      }
    `,
  ];

  // -------------------------------------------------------------------------
  // Loading

  private routeParams() {
    const c = {
      run: this.run,
      tag: this.tag,
      step: this.step,
      label: this.label,
      grouping: this.grouping,
      baseline: this.baseline,
      minCount: this.minCount,
      level: this.level,
    };
    return calibrationRouteParams(c, this.selection);
  }

  private async load(): Promise<void> {
    const api = this.api;
    if (!api || !this.run || !this.tag) return;
    const p = this.routeParams();
    this.asked = JSON.stringify(p);
    const res = await this.shell.run(
      this.request,
      (signal) => api.view(KIND, CALIBRATION_PATH, p, checkCalibration, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    this.shell.ready();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = calibrationFromParams(this.params, this.declaration);
      this.emitSelection();
    }
    if (this.api && this.run && this.tag && JSON.stringify(this.routeParams()) !== this.asked) void this.load();
    if (changed.has('data')) {
      const d = this.data;
      this.rows = d?.available ? calibrationRows(d) : [];
      this.rel = d?.available ? reliability(d) : null;
      this.diagram = d?.available && this.rel ? drawDiagram(this.rel, d.groups, d.level) : null;
    }
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private emitSelection(): void {
    emitParams(this, calibrationToParams(this.selection, this.declaration));
  }

  private setBins(bins: number): void {
    if (!Number.isFinite(bins) || bins === this.selection.bins) return;
    this.selection = {...this.selection, bins};
    this.emitSelection();
  }

  /** Back to the server's bins, and load again (the error box's button). */
  private reset(): void {
    this.asked = '';
    this.selection = {bins: null};
    this.emitSelection();
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderControls() {
    const decl = this.declaration;
    const choices = binChoices(decl);
    const d = this.data;
    const shown = this.selection.bins ?? (d?.available ? d.bins : null) ?? choices[0];
    return html`<div class="group" role="group" aria-label="Calibration options">
      <label class="field" title=${optionTooltip(decl, 'bins', 'ECE and MCE are read over these bins too.')}>
        <span class="name">${optionLabel(decl, 'bins', 'Bins')}</span>
        <select name="cal_bins" @change=${(e: Event) => this.setBins(Number((e.target as HTMLSelectElement).value))}>
          ${choices.map((n) => html`<option value=${n} ?selected=${n === shown}>${n}</option>`)}
        </select>
      </label>
    </div>`;
  }

  /** A number with its interval, or "—" (never 0) without one. */
  private number(col: string, s: ShownNumber) {
    return html`<td class="num ${s.value === null ? 'missing' : ''}" data-col=${col} data-value=${s.value === null ? '' : String(s.value)} title=${s.title}>
      <span class="v">${s.text}</span>${s.interval ? html`<span class="interval">${s.interval}</span>` : nothing}
    </td>`;
  }

  private renderRow(d: CalibrationTable, row: CalibrationRow, worst: CalibrationRow | null) {
    const tone = verdictTone(row);
    const badge = html`<td class="verdict" data-col="verdict" data-verdict=${row.baseline ? 'baseline' : row.verdict}>
      <span class="badge ${tone}" title=${verdictTitle(row, d.baseline, d.level)}>${verdictText(row)}</span>
    </td>`;
    const cls = `${row === worst ? 'worst' : ''} ${row.baseline ? 'baseline' : ''}`.trim();
    const head = html`<td class="text gname" data-col="group" title=${row.group}>${row.group}</td>
      <td class="num" data-col="n" data-value=${row.n} title=${`${formatCount(row.n)} examples, ${formatCount(row.positives)} positive`}>
        ${formatCount(row.n)}
      </td>`;
    if (row.state !== 'ok') {
      return html`<tr data-group=${row.group} data-state=${row.state} class=${cls}>
        ${head}
        <td class="state reason" data-col="reason" colspan="4" title=${row.reason}>${row.reason}</td>
        ${badge}
      </tr>`;
    }
    const gap = row.baseline
      ? html`<td class="num muted" data-col="gap" title="the baseline group: no difference with itself">—</td>`
      : this.number('gap', row.gap);
    return html`<tr data-group=${row.group} data-state=${row.state} class=${cls}>
      ${head} ${this.number('ece', row.ece)} ${this.number('mce', row.mce)} ${this.number('brier', row.brier)} ${gap} ${badge}
    </tr>`;
  }

  private renderTable(d: CalibrationTable) {
    const level = `${levelText(d.level)}%`;
    const worst = worstRow(this.rows);
    const th = (col: string, name: string, sub: string, title: string, cls = '') =>
      html`<th class=${cls} data-col=${col} title=${title}>${name}${sub ? html`<span class="sub">${sub}</span>` : nothing}</th>`;
    return html`<div class="table-box">
      <table aria-label="Calibration per group">
        <thead>
          <tr>
            ${th('group', 'group', '', 'the group of the grouping', 'text')}
            ${th('n', 'n', 'examples', 'n: the examples of the group')}
            ${th('ece', 'ECE', `pp [${level}]`, `ECE (expected calibration error): the mean of |observed rate − mean score| over the bins, weighted by their examples, in percentage points; lower is better`)}
            ${th('mce', 'MCE', `pp [${level}]`, 'MCE (maximum calibration error): the largest |observed rate − mean score| of a bin, in percentage points')}
            ${th('brier', 'Brier', `[${level}]`, 'Brier score: the mean squared difference between the score and the 0/1 label, from 0 (perfect) to 1')}
            ${th('gap', 'ECE − baseline', `pp [${level} jointly]`, `ECE − baseline: the group's ECE minus ${d.baseline}'s, in percentage points; the interval holds for both groups together at ${level}`)}
            ${th('verdict', 'verdict', '', `against ${d.baseline}: worse or better when the whole interval of the difference is on one side of 0`, 'text')}
          </tr>
        </thead>
        <tbody>
          ${this.rows.map((row) => this.renderRow(d, row, worst))}
        </tbody>
      </table>
    </div>`;
  }

  private renderDiagram(d: CalibrationTable) {
    const rel = this.rel;
    const diagram = this.diagram;
    const left = rel?.left ?? [];
    return html`<div class="diagram" data-lines=${rel?.series.length ?? 0}>
      ${
        diagram
          ? html`<div class="legend" aria-label="Groups">
              ${diagram.swatches.map(
                (s) =>
                  html`<span class="item" data-group=${s.group} title=${s.group}
                    ><span class="swatch" style="background: ${s.color}"></span>${s.group}</span
                  >`,
              )}
              <span class="item ideal"><span class="swatch diagonal"></span>perfectly calibrated</span>
            </div>
            ${diagram.svg}`
          : html`<div class="muted note">No group has a measured calibration to draw.</div>`
      }
      <div class="note muted">
        Dots: each bin's examples, by area; bars: Wilson's ${levelText(d.level)}% interval of the observed rate. Dashed: perfectly
        calibrated (observed rate = score); above it a group's scores are too low, below it too high.
      </div>
      ${
        left.length
          ? html`<div class="note muted" data-role="left-out">
              Not drawn: ${left.map((g, i) => html`${i ? '; ' : ''}<span data-group=${g.group}>${g.group}</span> (${g.reason})`)}.
            </div>`
          : nothing
      }
    </div>`;
  }

  private renderBody(d: CalibrationTable) {
    return html`<div class="content ${this.shell.loading ? 'stale' : ''}" data-bins=${d.bins} data-baseline=${d.baseline}>
      <div class="headline" data-role="calibration-summary">${calibrationSentence(d, this.rows)}</div>
      <div class="about muted">
        Label <b>${d.label}</b> · ${formatCount(d.bins)} score bins of equal width · groups with fewer than ${formatCount(d.min_count)} examples, or
        without both outcomes, are not measured.
      </div>
      <div class="layout">${this.renderDiagram(d)}<div class="side">${this.renderTable(d)}</div></div>
    </div>`;
  }

  private renderHint(reason: string) {
    return html`<div class="hint" data-role="no-calibration">
      This report has no calibration: it needs scores that are probabilities in [0, 1], in a report written by tb-fairness 0.2 or
      later.
      <div class="why">${reason}</div>
    </div>`;
  }

  override render() {
    const d = this.data;
    return html`<h3 class="title">Calibration</h3>
      ${d !== null && !d.available ? this.renderHint(d.reason) : this.renderControls()}
      ${this.shell.renderError('Could not load the calibration', [{label: 'Reset the bins', name: 'cal-reset', run: () => this.reset()}])}
      ${
        d === null
          ? this.shell.loading
            ? html`<div class="loading">Loading the calibration…</div>`
            : nothing
          : d.available
            ? this.renderBody(d)
            : nothing
      }`;
  }
}

customElements.define('fairness-calibration-panel', FairnessCalibrationPanel);
