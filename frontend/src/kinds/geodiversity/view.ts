/**
 * The view of kind `geodiversity` (<fairness-geo-view>; the visual fairness
 * indicators of Goyal et al. 2022): household-averaged scores per group of a
 * grouping (`by`), with household-bootstrap intervals, and bars. Each group is
 * tested against the rest (Welch); the Benjamini-Hochberg discoveries at the
 * FDR `fdr` are marked ★. The grouping shown is the kind's one bias row (its
 * score spread, keyed by `by`): its name in the table's heading, a button,
 * opens its drill-down (the scores per group, the spread in every run and over
 * the steps). On the shared base of views/indicator_shell.ts.
 */
import {html, nothing} from 'lit';
import type {Api, KindOptions} from '../../api.js';
import {formatCount, plural} from '../../format.js';
import {fdrInUse, formatRate} from '../../rate_table.js';
import {testCell} from '../../indicators_state.js';
import {powerSettings, underpoweredTitle} from '../../power_text.js';
import {optionChoices, optionLabel, optionTooltip} from '../../kinds_state.js';
import {significanceLabel} from '../../significance.js';
import {fdrLegend} from '../../views/fdr_legend.js';
import {TestedIndicatorView, type CsvTable, type SelectionCodec} from '../../views/indicator_shell.js';
import {headCell, lowPowerLine, nameCell, star, table, tableSection, tablesBesideChart} from '../../views/indicator_tables.js';
import type {ViewModule} from '../../views/view.js';
import '../../views/indicator_charts.js';
import {checkGeodiversity} from './checks.js';
import {
  GEO_TEST,
  GEO_UNTESTED,
  geoTableOptions,
  defaultGeoSelection,
  geoBars,
  geoByLabel,
  geoFromParams,
  geoLegend,
  geoRouteParams,
  geoToParams,
  type GeoSelection,
} from './state.js';
import type {GeoResponse} from './types.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'geodiversity';
/** The `table` route's table of the score per group. */
const TABLE = 'groups';

const GEO_SELECTION: SelectionCodec<GeoSelection> = {defaults: defaultGeoSelection, fromParams: geoFromParams, toParams: geoToParams};

export class FairnessGeoView extends TestedIndicatorView<GeoResponse, GeoSelection> {
  constructor(api?: Api) {
    super(GEO_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    return this.api.view(KIND, '', geoRouteParams(this.report, this.selection), checkGeodiversity, signal);
  }

  protected get rowNoun() {
    return 'grouping';
  }

  /** The grouping shown: the `row` route's key is `by`, the spread of its groups' scores. */
  protected rowKeys(d: GeoResponse) {
    return [d.by];
  }

  /** The table's options: the grouping and FDR the response answered. */
  protected rowOptions(d: GeoResponse): KindOptions {
    return geoTableOptions(d);
  }

  protected get csvButtons() {
    return [{button: 'download', label: 'Download CSV', table: TABLE}];
  }

  /** The score per group of the grouping shown. */
  protected csvTables(d: GeoResponse): CsvTable[] {
    const file = [d.run, d.tag, `step${d.step}`, KIND, d.by];
    return [{button: 'download', label: 'Download CSV', table: TABLE, options: geoTableOptions(d), rows: d.groups.length, file}];
  }

  /** The groupings the picker offers: the choices of the kind's `by` option (and the response's, should it answer another). */
  private groupings(): string[] {
    const choices = optionChoices(this.declaration, 'by');
    const shown = this.data?.by ?? this.selection.by;
    return shown !== null && !choices.includes(shown) ? [...choices, shown] : choices;
  }

  protected renderPickers() {
    return html`<label class="field" title=${optionTooltip(this.declaration, 'by')}>
        <span class="name">${optionLabel(this.declaration, 'by', 'Group by')}</span>
        <select name="by" @change=${(e: Event) => this.change({by: (e.target as HTMLSelectElement).value}, true)}>
          ${this.groupings().map((b) => html`<option value=${b} ?selected=${b === this.selection.by}>${geoByLabel(b)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`;
  }

  protected renderBody(d: GeoResponse) {
    const households = d.households.reduce((a, b) => a + b, 0);
    const q = fdrInUse(d, this.declaration);
    return html`<div class="summary" data-by=${d.by}>
        <span><b>${formatCount(households)}</b> ${plural(households, 'household')} in <b>${formatCount(d.groups.length)}</b>
          ${plural(d.groups.length, 'group')} of
          <b class="by">${geoByLabel(d.by)}</b> · step ${d.step} · ${Math.round(d.level * 100)}% intervals</span>
        <span class="note muted">Intervals resample households (${formatCount(d.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${tablesBesideChart(
        tableSection(
          html`Household-averaged score per group of ${this.rowButton(d.by, geoByLabel(d.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,
          table(
            'geo',
            'Score per group',
            html`${headCell('group', 'group', `the group of households, by ${geoByLabel(d.by)}`, 'text')}
              ${headCell('households', 'n', "the group's households: the score averages over them, and its interval resamples them")}
              ${headCell('images', 'images', "the images of the group's households")}
              ${headCell(
                'score [interval]',
                'value',
                "the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)",
              )}
              ${headCell('share of images hit', 'image_rate', "the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${headCell('p', 'p_value', `the p-value of ${GEO_TEST}`)}
              ${headCell('★', 'significant', significanceLabel(q))}`,
            d.groups.map((g, i) => this.renderGroupRow(d, g, i, q)),
          ),
          html`${fdrLegend('legend', geoLegend(d, this.declaration))}${lowPowerLine(d.underpowered ?? [], d.p_value ?? [], powerSettings(d), 'group')}`,
        ),
        html`<fairness-score-bars
          .heading=${`Score by ${geoByLabel(d.by)}`}
          .bars=${geoBars(d)}
          .groups=${d.groups}
          .yLabel=${'score'}
        ></fairness-score-bars>`,
        this.renderDrill(d),
      )}`;
  }

  /** A group: households, images, score [interval], image-level rate, and its test against the other groups. */
  private renderGroupRow(d: GeoResponse, g: string, i: number, q: number | null) {
    const score = d.score[i];
    const rate = d.image_rate[i];
    const pc = testCell(d.p_value?.[i], d.significant?.[i], GEO_TEST, GEO_UNTESTED);
    const settings = powerSettings(d);
    if (settings && !pc.significant && pc.p !== null && d.underpowered?.[i] === true) {
      pc.lowPower = underpoweredTitle(
        {mde: d.mde?.[i] ?? null, more: d.more_examples?.[i] ?? null, underpowered: true},
        settings,
        'households of this group',
      );
    }
    return html`<tr data-group=${g} class=${pc.significant ? 'significant' : ''} data-significant=${pc.significant ? 'true' : 'false'}>
      ${nameCell('group', g)}
      <td data-col="households" data-value=${d.households[i]}>${formatCount(d.households[i])}</td>
      <td data-col="images" data-value=${d.images[i]}>${formatCount(d.images[i])}</td>
      ${
        score === null
          ? html`<td class="state" data-col="score" data-state="no-households">no households</td>`
          : html`<td data-col="score" data-value=${String(score)} data-lower=${String(d.lower[i])} data-upper=${String(d.upper[i])}>
            ${formatRate(score, d.lower[i], d.upper[i])}
          </td>`
      }
      ${
        rate === null
          ? html`<td class="state" data-col="image_rate">—</td>`
          : html`<td data-col="image_rate" data-value=${String(rate)}>${(rate * 100).toFixed(1)}%</td>`
      }
      <td data-col="p_value" class=${pc.p === null ? 'why' : ''} data-value=${pc.p === null ? '' : String(pc.p)} title=${pc.title}>
        ${pc.text}
      </td>
      <td data-col="significant">${pc.significant ? star(q) : nothing}${
        pc.lowPower ? html`<span class="low-power why" title=${pc.lowPower}>low power</span>` : nothing
      }</td>
    </tr>`;
  }
}

customElements.define('fairness-geo-view', FairnessGeoView);

export const geodiversityView: ViewModule = {
  kind: KIND,
  title: 'geodiversity',
  render: (props, picker) =>
    html`<fairness-geo-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
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
