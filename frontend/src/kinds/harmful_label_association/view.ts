/**
 * The view of harmful-label-association reports (<fairness-harmful-view>;
 * the visual fairness indicators of Goyal et al. 2022): hit rate versus
 * threshold per group for a chosen type, with Wilson bands; the group x
 * threshold table of that type; the harmful labels at a chosen threshold
 * (rate per group, the rate spread over the groups: the bias Compare and the
 * drill-down judge, with its interval; p and ★, under their legend, at the FDR
 * of its box); CSVs (the `table` route's `rates` and `labels`) at the chosen
 * threshold and FDR. Type and threshold pick from the one response of the
 * kind's view route; another FDR asks for another. A harmful label clicked (its name, a
 * button) opens its drill-down at the chosen threshold: its hit rate per
 * group, its rate spread in every run and over the steps (the `row` route,
 * keyed by label). On the shared base of views/indicator_shell.ts.
 */
import {html, nothing} from 'lit';
import type {Api, KindOptions} from '../../api.js';
import {formatCount, formatPValue, headTitle, plural} from '../../format.js';
import {optionLabel, optionTooltip} from '../../kinds_state.js';
import {formatGap} from '../../rate_table.js';
import {fdrLegend} from '../../views/fdr_legend.js';
import {TestedIndicatorView, type CsvTable, type SelectionCodec} from '../../views/indicator_shell.js';
import {headCell, keyCell, nameCell, rateCell, star, table, tableSection, tablesBesideChart} from '../../views/indicator_tables.js';
import type {ViewModule} from '../../views/view.js';
import '../../views/indicator_charts.js';
import {checkHarmful} from './checks.js';
import {
  HARMFUL_LABELS_TABLE,
  HARMFUL_RATES_TABLE,
  defaultHarmfulSelection,
  harmfulCurve,
  harmfulFromParams,
  harmfulLabelRows,
  harmfulLegend,
  harmfulRouteParams,
  harmfulTableOptions,
  harmfulTableRows,
  harmfulToParams,
  harmfulTypeIndex,
  intervalTitle,
  thresholdIndex,
  type HarmfulLabelRow,
  type HarmfulSelection,
} from './state.js';
import type {HarmfulResponse} from './types.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'harmful_label_association';

const HARMFUL_SELECTION: SelectionCodec<HarmfulSelection> = {
  defaults: defaultHarmfulSelection,
  fromParams: harmfulFromParams,
  toParams: harmfulToParams,
};

// Type and threshold pick from the one response: changing them does not reload (the FDR does).
export class FairnessHarmfulView extends TestedIndicatorView<HarmfulResponse, HarmfulSelection> {
  constructor(api?: Api) {
    super(HARMFUL_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    return this.api.view(KIND, '', harmfulRouteParams(this.report, this.selection), checkHarmful, signal);
  }

  protected override loaded(d: HarmfulResponse): void {
    super.loaded(d);
    const sel = this.selection;
    const type = d.types[harmfulTypeIndex(d, sel.type)] ?? sel.type;
    const threshold = sel.threshold !== null && d.thresholds.includes(sel.threshold) ? sel.threshold : null;
    if (type !== sel.type || threshold !== sel.threshold) this.change({type, threshold}, false);
  }

  protected get rowNoun() {
    return 'label';
  }

  protected override get testedNoun() {
    return 'labels';
  }

  /** The harmful labels (the `row` route's keys: the bias rows are the labels table's). */
  protected rowKeys(d: HarmfulResponse) {
    return d.labels.map((l) => l.label);
  }

  /** The labels table's options: the threshold shown. */
  protected rowOptions(d: HarmfulResponse): KindOptions {
    return harmfulTableOptions(d, thresholdIndex(d.thresholds, this.selection.threshold));
  }

  protected get csvButtons() {
    return [
      {button: 'download', label: 'Download CSV', table: HARMFUL_RATES_TABLE},
      {button: 'download-labels', label: 'Download labels CSV', table: HARMFUL_LABELS_TABLE},
    ];
  }

  /** Both tables at the chosen threshold: hit rates of every type and group, and the harmful labels per group. */
  protected csvTables(d: HarmfulResponse): CsvTable[] {
    const k = thresholdIndex(d.thresholds, this.selection.threshold);
    const options = harmfulTableOptions(d, k);
    const rows = harmfulTableRows(d);
    const file = [d.run, d.tag, `step${d.step}`, 'harmful', `t${d.thresholds[k]}`];
    return [
      {button: 'download', label: 'Download CSV', table: HARMFUL_RATES_TABLE, options, rows: rows.rates, file},
      {
        button: 'download-labels',
        label: 'Download labels CSV',
        table: HARMFUL_LABELS_TABLE,
        options,
        rows: rows.labels,
        file: [...file, 'labels'],
      },
    ];
  }

  protected renderPickers(d: HarmfulResponse | null) {
    const types = d?.types ?? [this.selection.type];
    const ti = d ? harmfulTypeIndex(d, this.selection.type) : 0;
    const thresholds = d?.thresholds ?? [];
    const k = thresholdIndex(thresholds, this.selection.threshold);
    return html`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!d} @change=${(e: Event) => this.change({type: (e.target as HTMLSelectElement).value}, false)}>
          ${types.map((t, i) => html`<option value=${t} ?selected=${i === ti}>${t}</option>`)}
        </select>
      </label>
      <label class="field" title=${optionTooltip(this.declaration, 'threshold')}>
        <span class="name">${optionLabel(this.declaration, 'threshold', 'Score threshold')}</span>
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
      </label>
      ${this.renderFdr()}`;
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
        <span><b>${formatCount(d.n)}</b> ${plural(d.n, 'image')} · <b>${formatCount(d.groups.length)}</b> ${plural(d.groups.length, 'group')} · step ${d.step} ·
          ${Math.round(d.level * 100)}% Wilson intervals</span>
        <span>type <b class="type">${type}</b> · harmful types: ${d.harmful_types.join(', ')}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${tablesBesideChart(
        html`${tableSection(
          html`Hit rate of <span class="type">${type}</span> per group and threshold`,
          table(
            'hits',
            'Hit rate per group and threshold',
            html`${headCell('group', 'group', 'the group of images', 'text')}
              ${d.thresholds.map((t) => html`<th data-threshold=${t} title=${thresholdHeadTitle(t)}>≥ ${t}</th>`)}`,
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
                html`${headCell('label', 'label', 'the harmful label', 'text')}
                  ${headCell('type', 'type', 'the type of harmful label it belongs to', 'text')}
                  ${d.groups.map((g) => html`<th data-group=${g} title=${groupRateHeadTitle(g, threshold)}>${g}</th>`)}
                  ${headCell(
                    'rate spread',
                    'spread',
                    `the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(d.level * 100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`,
                  )}
                  ${headCell('p', 'p_value', 'the p-value of the chi-square test that every group with images predicts this label at one rate')}
                  ${headCell('★', 'significant', `the groups differ, after Benjamini-Hochberg at FDR ${d.fdr} over the labels`)}`,
                labels.map((l) => this.renderLabelRow(d, l)),
              ),
          labels.length === 0 ? nothing : fdrLegend('legend', harmfulLegend(d, k, this.declaration)),
        )}`,
        chart,
        this.renderDrill(d),
      )}`;
  }

  /** A harmful label at the chosen threshold: its type, rate per group (its gap to the others in the tooltip), rate spread, p-value and ★. */
  private renderLabelRow(d: HarmfulResponse, l: HarmfulLabelRow) {
    return html`<tr data-label=${l.label}>
      ${keyCell('label', l.label, this.rowButton(l.label))}
      <td class="text" data-col="type">${l.type}</td>
      ${l.rates.map((v, i) =>
        v === null
          ? html`<td class="state" data-group=${d.groups[i]}>undefined</td>`
          : html`<td data-group=${d.groups[i]} data-value=${String(v)} title=${rateTitle(d.level, l, i)}>
              ${(v * 100).toFixed(1)}%
            </td>`,
      )}
      ${
        l.spread === null
          ? html`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`
          : html`<td data-col="spread" data-value=${String(l.spread)} data-highest=${l.highest ?? ''} data-lowest=${l.lowest ?? ''}>
            ${formatGap(l.spread, l.spreadLower, l.spreadUpper).replace(/^\+/, '')}
            <span class="n">${l.highest} − ${l.lowest}</span>
          </td>`
      }
      <td data-col="p_value" title=${l.pValue === null ? 'untestable: fewer than two groups, or no variation' : ''}>
        ${l.pValue === null ? '—' : formatPValue(l.pValue)}
      </td>
      <td data-col="significant" class="star">${l.significant ? star(d.fdr) : nothing}</td>
    </tr>`;
  }
}

customElements.define('fairness-harmful-view', FairnessHarmfulView);

/** A label's rate in group `i`: its interval, and its gap to the mean of the other groups. */
function rateTitle(level: number, l: HarmfulLabelRow, i: number): string {
  const gap = l.gaps[i];
  const vsOthers = gap === null ? '' : `; ${formatGap(gap, null, null)} against the mean of the other groups`;
  return intervalTitle(level, l.lower[i], l.upper[i]) + vsOthers;
}

/** The tooltip of the head of the hit-rate column of score threshold `t`. */
function thresholdHeadTitle(t: number): string {
  return headTitle(
    `≥ ${t}`,
    'value',
    `the hit rate at score threshold ${t}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${t}; with its interval and n, the group's images`,
  );
}

/** The tooltip of the head of group `g`'s column of the harmful-labels table. */
function groupRateHeadTitle(g: string, threshold: number): string {
  return headTitle(
    g,
    'rate',
    `the share of the images of ${g} with this label among their top 5 predictions, scored at least ${threshold}`,
  );
}

export const harmfulLabelAssociationView: ViewModule = {
  kind: KIND,
  title: 'harmful-label-association',
  render: (props, picker) =>
    html`<fairness-harmful-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
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
