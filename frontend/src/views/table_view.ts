/**
 * The generic view (<fairness-table-view>): how the tab shows a report of a kind
 * that has no view module of its own (one another package registers through the
 * `tb_fairness.kinds` entry points). It shows the kind's tables as the `table`
 * route sends them (JSON), sortable by any column, with each estimate's interval,
 * ★ for the discoveries, the rows too small to trust muted, and a box per option
 * the kind declares for its view (level, fdr, min_count...): everything comes
 * from the kind's declaration (`kinds`), nothing here knows a kind. A key cell
 * opens the row's drill-down (the `row` route), as in the kinds' own views.
 * Values are untrusted text: Lit text and attribute bindings only.
 */
import {LitElement, html, css, nothing, type PropertyValues, type TemplateResult} from 'lit';
import {Api, LatestRequest, STALE, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import {choicesFor, optionLabel, optionTooltip, tableCsvTitle} from '../kinds_state.js';
import {ownParams, putParam, type Params, type SortDir} from '../state.js';
import {
  INSUFFICIENT,
  SIGNIFICANT,
  cellText,
  declaredFormats,
  defaultDir,
  defaultSort,
  flagCounts,
  headWords,
  sortedRows,
  tableColumns,
  type TableColumn,
  type TableResponse,
} from '../table_view_state.js';
import type {KindDeclaration, KindOption, TagInfo} from '../types.js';
import {base, dataTable, fields, messages, staleContent, viewLayout} from './styles.js';
import {emitParams, emitReportChange, viewProperties, type ResolvedRef, type ViewModule, type ViewProps} from './view.js';
import {TableDownload, ViewLoad, latestMoved, reportMoved} from './view_shell.js';
import {RowHistory, rowKeyStyles} from './row_history.js';
import {significanceLabel} from '../significance.js';
import {fdrLegend, fdrLegendStyles} from './fdr_legend.js';
import {markStar} from './virtual_table.js';
import {sortArrow, ariaSort, nextSortDir} from './table_sort.js';

/** The most rows the table draws (a plain table); the CSV has them all. */
export const MAX_SHOWN = 2000;
/** The view's hash keys: its table, its sort, and each option by its name. */
const TABLE_KEY = 'table';
const SORT_KEY = 'sort';
const DIR_KEY = 'dir';

/** The options a box is shown for: those that change the report view. */
function viewOptions(decl: KindDeclaration | null): KindOption[] {
  return (decl?.options ?? []).filter((o) => o.name !== 'table' && (o.used_by ?? ['view']).includes('view'));
}

export class FairnessTableView extends LitElement {
  static override properties = {
    ...viewProperties,
    data: {state: true},
    table: {state: true},
    sort: {state: true},
    dir: {state: true},
    optionText: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  declare params: Params;
  declare data: TableResponse | null;
  /** The table shown (null: the kind's first). */
  declare table: string | null;
  declare sort: string;
  declare dir: SortDir;
  /** What each option's box says (empty: the default). */
  declare optionText: Record<string, string>;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  private readonly rows = new RowHistory(this, () => this.emitSelection());

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    this.data = null;
    this.table = null;
    this.sort = '';
    this.dir = 'desc';
    this.optionText = {};
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    dataTable,
    staleContent,
    fdrLegendStyles,
    rowKeyStyles,
    css`
      .table-box {
        overflow: auto;
        max-height: 70vh;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      th,
      td {
        text-align: right;
        white-space: nowrap;
      }
      th.text,
      td.text {
        text-align: left;
      }
      td.text {
        max-width: 320px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      th button.sort {
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        cursor: pointer;
      }
      tr.insufficient td {
        color: var(--muted);
      }
      .sig {
        color: var(--accent);
      }
      td.undefined {
        color: var(--muted);
        font-style: italic;
      }
      .note {
        color: var(--muted);
        font-size: 12px;
      }
      input.invalid {
        border-color: var(--error, #c5221f);
      }
    `,
  ];

  /** The options the table is read with: each box's text that is not empty. */
  private options(): KindOptions {
    const out: KindOptions = {};
    for (const o of viewOptions(this.declaration)) {
      const text = (this.optionText[o.name] ?? '').trim();
      if (text !== '') out[o.name] = text;
    }
    return out;
  }

  private emitSelection(): void {
    const p: Params = [];
    putParam(p, TABLE_KEY, this.table);
    putParam(p, SORT_KEY, this.sort || null);
    putParam(p, DIR_KEY, this.sort ? this.dir : null);
    for (const [name, value] of Object.entries(this.options())) putParam(p, name, String(value));
    emitParams(this, [...p, ...this.rows.params()]);
  }

  private readParams(): void {
    const p = ownParams(this.params);
    const tables = this.declaration?.tables.map((t) => t.name) ?? [];
    const table = p.get(TABLE_KEY);
    this.table = table !== undefined && tables.includes(table) ? table : null;
    this.sort = p.get(SORT_KEY) ?? '';
    this.dir = p.get(DIR_KEY) === 'asc' ? 'asc' : 'desc';
    const text: Record<string, string> = {};
    for (const o of viewOptions(this.declaration)) {
      const v = p.get(o.name);
      if (v !== undefined) text[o.name] = v;
    }
    this.optionText = text;
    this.rows.read(this.params);
  }

  private async load(): Promise<void> {
    const {run, tag, step} = this.report;
    const p = {run, tag, step, table: this.table, options: this.options()};
    const res = await this.shell.run(
      this.request,
      (signal) => this.api.tableJson(p, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    const key = this.declaration?.bias.key;
    this.rows.keepIn(key ? res.rows.map((r) => String(r[key] ?? '')) : []);
    this.shell.ready();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.readParams();
      this.emitSelection();
      void this.load();
    } else if (
      (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) ||
      (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
    ) {
      void this.load();
    }
  }

  private onTable(name: string): void {
    this.table = name === this.declaration?.tables[0]?.name ? null : name;
    this.sort = '';
    this.rows.close(false);
    this.emitSelection();
    void this.load();
  }

  private onOption(name: string, text: string): void {
    this.optionText = {...this.optionText, [name]: text};
    this.emitSelection();
    void this.load(); // the server checks the value: a bad one is a 400 naming the option
  }

  private onSort(c: TableColumn, current: {key: string; dir: SortDir}): void {
    this.dir = nextSortDir(c.key, current.key, current.dir, () => defaultDir(c));
    this.sort = c.key;
    this.emitSelection();
  }

  private reset(): void {
    this.table = null;
    this.sort = '';
    this.optionText = {};
    this.rows.close(false);
    this.emitSelection();
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private download(d: TableResponse): void {
    const {run, tag} = this.report;
    const step = typeof d.step === 'number' ? d.step : this.report.step;
    const table = this.table ?? this.declaration?.tables[0]?.name ?? null;
    const p = {run, tag, step, table, options: this.options()};
    void this.downloads.download('download', p, csvFileName(['fairness', run, tag, `step${step}`, table ?? 'table']));
  }

  private renderOption(o: KindOption) {
    const text = this.optionText[o.name] ?? '';
    const label = optionLabel(this.declaration, o.name);
    const title = optionTooltip(this.declaration, o.name);
    if (o.choices) {
      return html`<label class="field">
        <span class="name" title=${title}>${label}</span>
        <select name=${'option-' + o.name} title=${title} @change=${(e: Event) => this.onOption(o.name, (e.target as HTMLSelectElement).value)}>
          <option value="" .selected=${text === ''}>default (${String(o.default ?? '')})</option>
          ${choicesFor(o, this.table ?? this.declaration?.tables[0]?.name ?? null).map(
            (c) => html`<option .value=${c} .selected=${c === text}>${c}</option>`,
          )}
        </select>
      </label>`;
    }
    return html`<label class="field">
      <span class="name" title=${title}>${label}</span>
      <input
        name=${'option-' + o.name}
        type=${o.type === 'str' ? 'text' : 'number'}
        step=${o.type === 'int' ? '1' : 'any'}
        placeholder=${o.default === null || o.default === undefined ? 'from the report' : String(o.default)}
        title=${title}
        .value=${text}
        @change=${(e: Event) => this.onOption(o.name, (e.target as HTMLInputElement).value)}
      />
    </label>`;
  }

  private renderPickers() {
    const tables = this.declaration?.tables ?? [];
    const shown = this.table ?? tables[0]?.name ?? '';
    return html`${
      tables.length > 1
        ? html`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${(e: Event) => this.onTable((e.target as HTMLSelectElement).value)}>
            ${tables.map((t) => html`<option .value=${t.name} .selected=${t.name === shown}>${t.title}</option>`)}
          </select>
        </label>`
        : nothing
    }
    ${viewOptions(this.declaration).map((o) => this.renderOption(o))}`;
  }

  private renderHead(c: TableColumn, current: {key: string; dir: SortDir}) {
    const sorted = c.key === current.key;
    const text = c.kind === 'text';
    return html`<th class=${text ? 'text' : ''} data-col=${c.key} aria-sort=${ariaSort(sorted, current.dir)}>
      <button class="sort" title=${`${c.head}. Click to sort.`} @click=${() => this.onSort(c, current)}>
        ${c.head} <span class="arrow">${sorted ? sortArrow(true, current.dir) : ''}</span>
      </button>
    </th>`;
  }

  private renderCell(c: TableColumn, row: Record<string, unknown>, keyColumn: string | undefined, starLabel: string) {
    if (c.key === SIGNIFICANT && c.kind === 'flag') {
      return html`<td data-col=${c.key}>${row[SIGNIFICANT] === true ? markStar(starLabel) : nothing}</td>`;
    }
    const {text, title} = cellText(c, row);
    const cls = [c.kind === 'text' ? 'text' : '', text === 'undefined' ? 'undefined' : ''].join(' ').trim();
    const content: TemplateResult | string =
      c.key === keyColumn && typeof row[c.key] === 'string' ? this.rows.button(String(row[c.key]), text, keyColumn ?? 'row') : text;
    return html`<td class=${cls} data-col=${c.key} title=${title}>${content}</td>`;
  }

  private renderTable(d: TableResponse) {
    const formats = declaredFormats(this.declaration, this.table);
    const columns = tableColumns(d, formats);
    const start = defaultSort(columns, this.declaration);
    const current = columns.some((c) => c.key === this.sort) ? {key: this.sort, dir: this.dir} : start;
    const order = sortedRows(
      d.rows,
      columns.find((c) => c.key === current.key),
      current.dir,
    );
    const shown = order.slice(0, MAX_SHOWN);
    const {insufficient, significant, tested} = flagCounts(d);
    const keyColumn = this.declaration?.bias.key;
    const fdr = typeof d.fdr === 'number' ? d.fdr : null;
    const starLabel = significanceLabel(fdr);
    const title = this.declaration?.tables.find((t) => t.name === (this.table ?? this.declaration?.tables[0]?.name))?.title ?? 'Table';
    return html`<div class="summary">
        <span class="count" data-rows=${d.rows.length}>
          ${d.rows.length.toLocaleString('en-US')} rows${
            order.length > MAX_SHOWN ? html`, the first ${MAX_SHOWN.toLocaleString('en-US')} shown (the CSV has them all)` : nothing
          }
        </span>
        ${insufficient ? html`<span class="note" data-insufficient=${insufficient}> · ${insufficient} too small to trust (muted)</span>` : nothing}
        <span class="note"> · ${headWords(d)}</span>
      </div>
      ${columns.some((c) => c.key === SIGNIFICANT) ? fdrLegend('legend', {q: fdr, significant, tested, unit: 'row'}) : nothing}
      <h3>${title}</h3>
      <div class="table-box">
        <table aria-label=${title}>
          <thead>
            <tr>
              ${columns.map((c) => this.renderHead(c, current))}
            </tr>
          </thead>
          <tbody>
            ${shown.map((i) => {
              const row = d.rows[i];
              return html`<tr class=${row[INSUFFICIENT] === true ? 'insufficient' : ''}>
                ${columns.map((c) => this.renderCell(c, row, keyColumn, starLabel))}
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${
        this.rows.key !== null && typeof d.step === 'number'
          ? this.rows.render({
              api: this.api,
              tag: this.report.tag,
              run: this.report.run,
              step: d.step,
              options: this.options(),
              noun: keyColumn ?? 'row',
              declaration: this.declaration,
            })
          : nothing
      }`;
  }

  override render() {
    const d = this.data;
    const description = this.info?.description ?? '';
    const table = this.table ?? this.declaration?.tables[0]?.name ?? null;
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton('download', d !== null && this.downloads.pending === null, () => d && this.download(d), tableCsvTitle(this.declaration, table, d ? d.rows.length : null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.reset()}])}
      ${this.shell.renderContent(
        d,
        (d) =>
          html`<div class="body ${this.shell.loading ? 'stale' : ''}">
            ${description ? html`<div class="summary"><span class="description">${description}</span></div>` : nothing}
            ${this.renderTable(d)}
          </div>`,
        'Loading the report…',
      )}`;
  }
}

customElements.define('fairness-table-view', FairnessTableView);

/** The view of a kind without a view module of its own: its tables, from its declaration. */
export function tableView(decl: KindDeclaration): ViewModule {
  return {
    kind: decl.name,
    title: decl.title,
    render: (props: ViewProps, picker: TemplateResult) =>
      html`<fairness-table-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
        >${picker}</fairness-table-view
      >`,
    hint: () =>
      html`A ${decl.title} report (kind <code>${decl.name}</code>, added by an installed package): its writer <code>FileWriter.${decl.name}</code>.`,
    example: `# w.${decl.name}("tag", step, ...)  # a kind another package adds`,
  };
}
