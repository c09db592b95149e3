/**
 * The view of kind `retrieval_precision` (<fairness-retrieval-view>; the
 * visual fairness indicators of Goyal et al. 2022): mean Precision@K per
 * group x K, with t intervals, and P@K versus K per group. Each group is
 * tested against the rest (Welch) at each K; the Benjamini-Hochberg
 * discoveries at the FDR `fdr` are marked ★. Each K is a bias row of the kind
 * (`P@K`, the spread of the groups' P@K): its column head, a button, opens its
 * drill-down (P@K per group, the spread in every run and over the steps). On
 * the shared base of views/indicator_shell.ts.
 */
import {html} from 'lit';
import type {Api, KindOptions} from '../../api.js';
import {formatCount, headTitle, plural} from '../../format.js';
import {testCell, type TestCell} from '../../indicators_state.js';
import {powerSettings, underpoweredTitle} from '../../power_text.js';
import {fdrInUse} from '../../rate_table.js';
import {fdrLegend} from '../../views/fdr_legend.js';
import {TestedIndicatorView, type CsvTable, type SelectionCodec} from '../../views/indicator_shell.js';
import {headCell, lowPowerLine, nameCell, rateCell, table, tableSection, tablesBesideChart} from '../../views/indicator_tables.js';
import type {ViewModule} from '../../views/view.js';
import '../../views/indicator_charts.js';
import {checkRetrieval} from './checks.js';
import {
  RETRIEVAL_TEST,
  RETRIEVAL_UNTESTED,
  retrievalTableOptions,
  defaultRetrievalSelection,
  retrievalFromParams,
  retrievalLegend,
  retrievalPoints,
  retrievalRouteParams,
  retrievalToParams,
  type RetrievalSelection,
} from './state.js';
import type {RetrievalResponse} from './types.js';

/** The report kind this view shows; its view route is named after it. */
const KIND = 'retrieval_precision';
/** The `table` route's table of Precision@K per group. */
const TABLE = 'precision';

const RETRIEVAL_SELECTION: SelectionCodec<RetrievalSelection> = {
  defaults: defaultRetrievalSelection,
  fromParams: retrievalFromParams,
  toParams: retrievalToParams,
};

export class FairnessRetrievalView extends TestedIndicatorView<RetrievalResponse, RetrievalSelection> {
  constructor(api?: Api) {
    super(RETRIEVAL_SELECTION, api);
  }

  protected fetch(signal: AbortSignal) {
    return this.api.view(KIND, '', retrievalRouteParams(this.report, this.selection), checkRetrieval, signal);
  }

  protected get rowNoun() {
    return 'cut-off';
  }

  /** Each group at each K is tested (the legend's cells). */
  protected override get testedNoun() {
    return 'cells (a group at a K)';
  }

  /** One row per K: the `row` route's keys, as the table's `class` column spells them. */
  protected rowKeys(d: RetrievalResponse) {
    return d.ks.map(rowKey);
  }

  /** The table's options: the FDR the response answered. */
  protected rowOptions(d: RetrievalResponse): KindOptions {
    return retrievalTableOptions(d);
  }

  protected get csvButtons() {
    return [{button: 'download', label: 'Download CSV', table: TABLE}];
  }

  /** Precision@K per K and group. */
  protected csvTables(d: RetrievalResponse): CsvTable[] {
    const file = [d.run, d.tag, `step${d.step}`, 'retrieval'];
    const rows = d.groups.length * d.ks.length;
    return [{button: 'download', label: 'Download CSV', table: TABLE, options: retrievalTableOptions(d), rows, file}];
  }

  protected renderPickers() {
    return this.renderFdr();
  }

  protected renderBody(d: RetrievalResponse) {
    const queries = d.queries.reduce((a, b) => a + b, 0);
    const q = fdrInUse(d, this.declaration);
    const points = retrievalPoints(d).map((p) => ({group: p.group, x: p.k, y: p.precision, lower: p.lower, upper: p.upper}));
    return html`<div class="summary">
        <span><b>${formatCount(queries)}</b> ${plural(queries, 'query', 'queries')} in <b>${formatCount(d.groups.length)}</b>
          ${plural(d.groups.length, 'group')} · step ${d.step} ·
          ${Math.round(d.level * 100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${tablesBesideChart(
        tableSection(
          'Mean Precision@K per group',
          table(
            'retrieval',
            'Precision at K per group',
            html`${headCell('group', 'group', "the queries' attribute", 'text')}
              ${headCell('queries', 'n', 'the queries with this attribute: the mean and its t interval are over them')}
              ${d.ks.map((k) => html`<th data-k=${k} title=${precisionHeadTitle(k)}>${this.rowButton(rowKey(k), `precision@${k}`, precisionHeadTitle(k))}</th>`)}`,
            d.groups.map(
              (g, i) => html`<tr data-group=${g}>
                ${nameCell('group', g)}
                <td data-col="queries" data-value=${d.queries[i]}>${formatCount(d.queries[i])}</td>
                ${d.ks.map((k, j) =>
                  rateCell({group: g, key: k}, d.precision[i][j], d.lower[i][j], d.upper[i][j], d.queries[i], 'undefined', {
                    cell: retrievalTestCell(d, i, j),
                    q,
                  }),
                )}
              </tr>`,
            ),
          ),
          html`${fdrLegend('legend', retrievalLegend(d, this.declaration))}${lowPowerLine(
            d.underpowered?.flat() ?? [],
            d.p_value?.flat() ?? [],
            powerSettings(d),
            'cell',
          )}`,
        ),
        html`<fairness-band-chart
          .heading=${'P@K versus K'}
          .points=${points}
          .groups=${d.groups}
          .xLabel=${'K'}
          .yLabel=${'P@K'}
          .note=${'Bands: t intervals of each mean.'}
        ></fairness-band-chart>`,
        this.renderDrill(d),
      )}`;
  }
}

/** A cell's test, with its "low power" mark where the server says it is underpowered. */
function retrievalTestCell(d: RetrievalResponse, i: number, j: number): TestCell {
  const cell = testCell(d.p_value?.[i]?.[j], d.significant?.[i]?.[j], RETRIEVAL_TEST, RETRIEVAL_UNTESTED);
  const settings = powerSettings(d);
  if (settings && !cell.significant && cell.p !== null && d.underpowered?.[i]?.[j] === true) {
    cell.lowPower = underpoweredTitle(
      {mde: d.mde?.[i]?.[j] ?? null, more: d.more_examples?.[i]?.[j] ?? null, underpowered: true},
      settings,
      'queries of this group',
    );
  }
  return cell;
}

customElements.define('fairness-retrieval-view', FairnessRetrievalView);

/** The key of K's bias row (`P@5`), as the `table` route's `class` column and the `row` route spell it. */
function rowKey(k: number): string {
  return `P@${k}`;
}

/** The tooltip of the head of the precision@K column. */
function precisionHeadTitle(k: number): string {
  return headTitle(
    `precision@${k}`,
    'value',
    `P@${k}, the mean over the group's queries of the share of each one's ${k} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`,
  );
}

export const retrievalPrecisionView: ViewModule = {
  kind: KIND,
  title: 'same-attribute retrieval',
  render: (props, picker) =>
    html`<fairness-retrieval-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-retrieval-view
    >`,
  hint: () =>
    html`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,
  example: `# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`,
};
