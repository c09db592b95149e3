/**
 * The view of scored binary classifier reports (<fairness-binary-view>; kind
 * `binary_classification`, Fairness Indicators' metrics): every metric per
 * group at the chosen threshold (Wilson intervals, each group tested against
 * the rest, insufficient cells said as such), the chosen metric versus the
 * threshold with the threshold as a rule to drag, its ratio to the baseline
 * group with the four-fifths lines, and the groups' ROC points. Threshold,
 * metric, grouping, baseline, label and FDR are the kind's options, kept in
 * the URL hash; every change reloads the one view route (cheap: the counts
 * are in the server's cache). A metric's name in the table (a button) opens
 * its drill-down at the view's options: the metric per group, its spread over
 * the groups in every run and over the steps (the `row` route, keyed by
 * metric). Under the body, the Calibration panel (calibration_panel.ts: the reliability
 * diagram and ECE per group) and, for a report written with slices, the Worst slices panel;
 * each keeps its own hash keys, which go out with the view's. On the shared base of
 * views/indicator_shell.ts.
 */
import {css, html, nothing, type PropertyValues} from 'lit';
import type {Api, KindOptions} from '../../api.js';
import {
  binaryFromParams,
  binaryRouteParams,
  binaryTableOptions,
  binaryToParams,
  cellStateText,
  defaultBinarySelection,
  metricCurve,
  metricRows,
  nearestThreshold,
  ratioPoints,
  rocPoints,
  type BinarySelection,
  type MetricCell,
} from './state.js';
import {checkBinary} from './checks.js';
import type {BinaryResponse, BinarySpread} from './types.js';
import {formatCount, plural} from '../../format.js';
import {groupingLabel, groupingParam} from '../../groups_state.js';
import {formatGap} from '../../rate_table.js';
import {testCell, testLegend} from '../../indicators_state.js';
import {lowPowerNote, powerSettings, underpoweredTitle} from '../../power_text.js';
import {optionChoices, optionLabel, optionTooltip} from '../../kinds_state.js';
import {fdrLegend} from '../../views/fdr_legend.js';
import {IndicatorView, TestedIndicatorView, type CsvTable, type SelectionCodec} from '../../views/indicator_shell.js';
import {headCell, rateCell, star, table, tableSection, tablesBesideChart} from '../../views/indicator_tables.js';
import type {ViewModule} from '../../views/view.js';
import {slicesFromParams, slicesOffered, slicesToParams} from '../../slices_state.js';
import type {Params} from '../../state.js';
import {calibrationFromParams, calibrationOffered, calibrationToParams} from './calibration_state.js';
import './charts.js';
import './calibration_panel.js';
import '../../views/slices_panel.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'binary_classification';
/** The `table` route's tables the CSV buttons download. */
const METRICS_TABLE = 'metrics';
const CELLS_TABLE = 'cells';

const BINARY_SELECTION: SelectionCodec<BinarySelection> = {
  defaults: defaultBinarySelection,
  fromParams: binaryFromParams,
  toParams: binaryToParams,
};

const TEST = 'two-proportion z-test of the group against the other groups pooled';

export class FairnessBinaryView extends TestedIndicatorView<BinaryResponse, BinarySelection> {
  static override styles = [
    ...IndicatorView.styles,
    css`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `,
  ];

  /** The panels' own hash parameters, each as its panel last told them: the view's `moreParams` is their concatenation. */
  private slicesParams: Params = [];
  private calibrationParams: Params = [];

  constructor(api?: Api) {
    super(BINARY_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    return this.api.view(KIND, '', binaryRouteParams(this.report, this.selection), checkBinary, signal);
  }

  /** Drop a selection the report does not hold (the server answered with its default). */
  protected override loaded(d: BinaryResponse): void {
    super.loaded(d);
    const sel = this.selection;
    const patch: Partial<BinarySelection> = {};
    if (sel.threshold !== null && sel.threshold !== d.threshold) patch.threshold = d.threshold;
    if (sel.baseline !== null && sel.baseline !== d.baseline) patch.baseline = null;
    if (Object.keys(patch).length) this.change(patch, false);
  }

  protected get rowNoun() {
    return 'metric';
  }

  /** The metrics of the table (the `row` route's keys). */
  protected rowKeys(d: BinaryResponse) {
    return d.metrics.map((m) => m.name);
  }

  /** The metrics table's options (its CSV's): the threshold, grouping, label, baseline, FDR shown. */
  protected rowOptions(d: BinaryResponse): KindOptions {
    return binaryTableOptions(d);
  }

  protected get csvButtons() {
    return [
      {button: 'download', label: 'Download CSV', table: METRICS_TABLE},
      {button: 'download-cells', label: 'Download curves CSV', table: CELLS_TABLE},
    ];
  }

  /** Every metric per group at the threshold; the chosen metric per group at every threshold. */
  protected csvTables(d: BinaryResponse): CsvTable[] {
    const options = binaryTableOptions(d);
    const file = [d.run, d.tag, `step${d.step}`, 'binary', d.label];
    return [
      {
        button: 'download',
        label: 'Download CSV',
        table: METRICS_TABLE,
        options,
        rows: d.metrics.length * d.groups.length,
        file: [...file, `t${d.threshold}`],
      },
      {
        button: 'download-cells',
        label: 'Download curves CSV',
        table: CELLS_TABLE,
        options: binaryTableOptions(d, false),
        rows: d.groups.length * d.thresholds.length,
        file: [...file, d.metric],
      },
    ];
  }

  private setThreshold(t: number | null): void {
    if (t !== null && t !== this.data?.threshold) this.change({threshold: t}, true);
  }

  protected renderPickers(d: BinaryResponse | null) {
    const sel = this.selection;
    const metrics = d?.metrics.map((m) => m.name) ?? optionChoices(this.declaration, 'metric');
    const groupings = d?.groupings ?? [];
    const grouping = d ? groupingParam(d.grouping) : sel.grouping;
    const select = (name: string, fallback: string, value: string | null, options: [string, string][], onChange: (v: string) => void) =>
      html`<label class="field" title=${optionTooltip(this.declaration, name)}>
        <span class="name">${optionLabel(this.declaration, name, fallback)}</span>
        <select name=${name} ?disabled=${options.length === 0} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
          ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
        </select>
      </label>`;
    const title = (m: string) => d?.metrics.find((x) => x.name === m)?.title ?? m;
    return html`${select(
      'metric',
      'Metric',
      d?.metric ?? sel.metric,
      metrics.map((m) => [m, title(m)]),
      (metric) => this.change({metric}, true),
    )}
    ${select(
      'grouping',
      'Grouping',
      grouping,
      groupings.map((g) => [groupingParam(g), groupingLabel(g)]),
      (g) => this.change({grouping: g, baseline: null}, true),
    )}
    ${select(
      'baseline',
      'Baseline group',
      d?.baseline ?? sel.baseline,
      (d?.groups ?? []).map((g) => [g, g]),
      (baseline) => this.change({baseline}, true),
    )}
    ${
      d && d.labels.length > 1
        ? select(
            'label',
            'Label',
            d.label,
            d.labels.map((l) => [l, l]),
            (label) => this.change({label}, true),
          )
        : nothing
    }
    <label class="field" title=${optionTooltip(this.declaration, 'threshold', 'typed values snap to the report’s nearest threshold')}>
      <span class="name">${optionLabel(this.declaration, 'threshold', 'Threshold')}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!d}
        .value=${String(d?.threshold ?? sel.threshold ?? '')}
        @change=${(e: Event) => d && this.setThreshold(nearestThreshold(d.thresholds, Number((e.target as HTMLInputElement).value)))}
      />
    </label>
    ${this.renderFdr()}`;
  }

  protected renderBody(d: BinaryResponse) {
    const rows = metricRows(d);
    const metricTitle = d.metrics.find((m) => m.name === d.metric)?.title ?? d.metric;
    const n = d.group_sizes.reduce((a, b) => a + b, 0);
    const ps = rows.flatMap((r) => r.cells.map((c) => c.p));
    const marks = rows.flatMap((r) => r.cells.map((c) => c.significant));
    const lowPower = lowPowerNote(
      rows.reduce((k, r) => k + r.cells.filter((c) => c.power.underpowered).length, 0),
      ps.filter((p) => p !== null).length,
      powerSettings(d),
    );
    const legend = html`${fdrLegend(
      'legend',
      testLegend(d.fdr, marks, ps, 'cell', 'each cell tests its group against the other groups pooled at this threshold'),
    )}${lowPower ? html`<p class="low-power-note" data-role="low-power">${lowPower}</p>` : nothing}`;
    const roc = rocPoints(d);
    const charts = html`<fairness-threshold-chart
        .heading=${`${metricTitle} versus threshold`}
        .points=${metricCurve(d, d.metric)}
        .groups=${d.groups}
        .thresholds=${d.thresholds}
        .threshold=${d.threshold}
        .yLabel=${d.metric}
        @threshold-change=${(e: CustomEvent<number>) => this.setThreshold(e.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${metricTitle}: ratio to ${d.baseline} at ${d.threshold}`}
        .points=${ratioPoints(d, d.metric)}
        .fourFifths=${d.four_fifths}
        .baseline=${d.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${roc.curve} .at=${roc.at} .groups=${d.groups} .threshold=${d.threshold}></fairness-roc-chart>`;
    return html`<div class="summary" data-threshold=${d.threshold} data-metric=${d.metric}>
        <span><b>${formatCount(n)}</b> ${plural(n, 'example')} in <b>${formatCount(d.groups.length)}</b>
          ${plural(d.groups.length, 'group')} of <b>${groupingLabel(d.grouping)}</b> · label <b>${d.label}</b> · step ${d.step} ·
          threshold <b class="threshold">${d.threshold}</b> · ${Math.round(d.level * 100)}% intervals</span>
        <span>${spreadText('Demographic parity difference', 'dp', d.demographic_parity_difference)} ·
          ${spreadText('Equalized odds difference', 'eo', d.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${d.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${tablesBesideChart(
        html`${tableSection(
          html`Every metric per group at threshold ${d.threshold}`,
          table(
            'binary',
            'Metric per group',
            html`${headCell('metric', 'metric', 'the rate, a share of the confusion counts (its denominator is n)', 'text')}
            ${d.groups.map(
              (g, i) =>
                html`<th class="parts" data-group=${g} title=${`${g}: ${formatCount(d.group_sizes[i])} examples, ${formatCount(d.positives[i])} positive`}>
                  <span>${g}</span>${g === d.baseline ? html` <span class="n">(baseline)</span>` : nothing}
                </th>`,
            )}`,
            rows.map(
              (r) => html`<tr data-metric=${r.metric} class=${r.metric === d.metric ? 'selected' : ''}>
                <td class="text" data-col="metric" title=${r.title}>${this.rowButton(r.metric, r.title, r.title)}</td>
                ${r.cells.map((c, g) => this.cell(d, r.metric, g, c))}
              </tr>`,
            ),
          ),
          legend,
        )}
        ${this.renderBaselineTable(d)}`,
        charts,
        this.renderDrill(d),
      )}
      ${this.renderCalibration(d)} ${this.renderSlices(d)}`;
  }

  /** A panel told its hash parameters: both panels' go out with the view's. */
  private panelParams(panel: 'slices' | 'calibration') {
    return (e: CustomEvent<Params>) => {
      e.stopPropagation();
      if (panel === 'slices') this.slicesParams = e.detail;
      else this.calibrationParams = e.detail;
      this.setMoreParams([...this.calibrationParams, ...this.slicesParams]);
    };
  }

  /** Calibration by group at the view's label, grouping, baseline, min_count and level (not its threshold). */
  private renderCalibration(d: BinaryResponse) {
    if (!calibrationOffered(this.declaration)) return nothing;
    return html`<fairness-calibration-panel
      .api=${this.api}
      .run=${d.run}
      .tag=${d.tag}
      .step=${d.step}
      .label=${d.label}
      .grouping=${groupingParam(d.grouping)}
      .baseline=${d.baseline}
      .minCount=${d.min_count}
      .level=${d.level}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      @view-params=${this.panelParams('calibration')}
    ></fairness-calibration-panel>`;
  }

  /** The worst slices at the view's label and threshold, when the server declares them: its hash keys go out with the view's. */
  private renderSlices(d: BinaryResponse) {
    if (!slicesOffered(this.declaration)) return nothing;
    return html`<fairness-slices-panel
      .api=${this.api}
      .run=${d.run}
      .tag=${d.tag}
      .step=${d.step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .fdr=${d.fdr}
      .context=${{label: d.label, threshold: d.threshold}}
      @view-params=${this.panelParams('slices')}
    ></fairness-slices-panel>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The panels' keys of the URL are the view's from their first emit on: each panel reads its own when it mounts.
    if (!this.hasUpdated) {
      this.slicesParams = slicesToParams(slicesFromParams(this.params, this.declaration), this.declaration);
      this.calibrationParams = calibrationToParams(calibrationFromParams(this.params, this.declaration), this.declaration);
      this.moreParams = [...this.calibrationParams, ...this.slicesParams];
    }
    super.willUpdate(changed);
  }

  /** A rate with its interval, n, p and ★; or what it is instead of a number. */
  private cell(d: BinaryResponse, metric: string, g: number, c: MetricCell) {
    const group = d.groups[g];
    if (c.state !== null) {
      return html`<td
        class="state"
        data-group=${group}
        data-key=${metric}
        data-state=${c.state}
        data-n=${c.n}
        title=${d.reasons[c.state] ?? c.state}
      >
        ${cellStateText(c, d.min_count)}
      </td>`;
    }
    const cell = testCell(c.p, c.significant, TEST, 'the group or the rest is insufficient, or nothing varies');
    const settings = powerSettings(d);
    if (settings && c.power.underpowered) cell.lowPower = underpoweredTitle(c.power, settings);
    const test = {cell, q: d.fdr};
    return rateCell({group, key: metric}, c.value, c.lower, c.upper, c.n, 'undefined', test);
  }

  /** The chosen metric against the baseline group: the difference (Newcombe) and the ratio (Katz). */
  private renderBaselineTable(d: BinaryResponse) {
    const at = d.at_threshold[d.metric];
    const title = d.metrics.find((m) => m.name === d.metric)?.title ?? d.metric;
    return tableSection(
      html`${title} against <span class="baseline">${d.baseline}</span> at ${d.threshold}`,
      table(
        'baseline',
        'Against the baseline',
        html`${headCell('group', 'group', 'the group compared with the baseline', 'text')}
        ${headCell('difference [interval]', 'difference', "the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${headCell('ratio [interval]', 'ratio', "the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,
        d.groups.map(
          (g, i) => html`<tr data-group=${g}>
            <td class="text gname" title=${g}>${g}</td>
            ${
              at.difference_state[i] !== null || at.difference[i] === null
                ? html`<td class="state" data-col="difference">${cellStateText({state: at.difference_state[i] ?? 'undefined', n: at.n[i]}, d.min_count)}</td>`
                : html`<td data-col="difference" data-value=${String(at.difference[i])}>
                  ${formatGap(at.difference[i] as number, at.difference_lower[i], at.difference_upper[i])}
                </td>`
            }
            ${
              at.ratio_state[i] !== null || at.ratio[i] === null
                ? html`<td class="state" data-col="ratio" title=${d.reasons[at.ratio_state[i] ?? 'undefined'] ?? ''}>
                  ${cellStateText({state: at.ratio_state[i] ?? 'undefined', n: at.n[i]}, d.min_count)}
                </td>`
                : html`<td data-col="ratio" data-value=${String(at.ratio[i])} class=${(at.ratio[i] as number) < d.four_fifths ? 'flagged' : ''}>
                  ${ratioText(at.ratio[i] as number, at.ratio_lower[i], at.ratio_upper[i])}
                  ${(at.ratio[i] as number) < d.four_fifths ? star(null) : nothing}
                </td>`
            }
          </tr>`,
        ),
      ),
    );
  }
}

customElements.define('fairness-binary-view', FairnessBinaryView);

/** "0.812 [0.70, 0.94]". */
function ratioText(ratio: number, lower: number | null, upper: number | null): string {
  return ratio.toFixed(3) + (lower !== null && upper !== null ? ` [${lower.toFixed(2)}, ${upper.toFixed(2)}]` : '');
}

/** "Demographic parity difference 8.1 pp [3.0, 13.2]", or why there is none. */
function spreadText(name: string, key: string, s: BinarySpread) {
  return html`<span data-headline=${key}
    >${name}
    <b>${s.value === null ? 'undefined (fewer than two sufficient groups)' : formatGap(s.value, s.lower, s.upper).replace(/^\+/, '')}</b></span
  >`;
}

export const binaryClassificationView: ViewModule = {
  kind: KIND,
  title: 'binary classifier',
  render: (props, picker) =>
    html`<fairness-binary-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-binary-view
    >`,
  hint: () =>
    html`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,
  example: `# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`,
};
