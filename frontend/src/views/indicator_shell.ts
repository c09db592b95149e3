/**
 * What the views of the visual fairness indicators (the view modules of
 * kinds/harmful_label_association/, kinds/geodiversity/ and
 * kinds/retrieval_precision/) share: `IndicatorView`, the base
 * element (the report and the selection with its hash parameters, one route
 * loaded through a LatestRequest whose stale response is dropped, the shell
 * of ViewLoad: status, error and loading states, the CSV buttons (the
 * `table` route's tables), the empty state, the drill-down of a row: a key
 * button opens <fairness-row-drilldown> under the tables for the report on
 * screen with the options the view's tables are read with, kept in the URL as
 * `fairness_drill` (row_history.ts)), `TestedIndicatorView` (the views that
 * test each group against the rest: the FDR box), and their styles. The
 * binary classification view is a TestedIndicatorView too.
 */
import {LitElement, html, css, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult} from 'lit';
import {Api, LatestRequest, STALE, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import {tableCsvTitle} from '../kinds_state.js';
import type {Params} from '../state.js';
import type {KindDeclaration, TagInfo} from '../types.js';
import {base, dataTable, fields, messages, staleContent, valueCells, viewLayout} from './styles.js';
import {emitParams, emitReportChange, viewProperties, type ResolvedRef} from './view.js';
import {TableDownload, ViewLoad, fdrField, latestMoved, reportMoved, typedOption} from './view_shell.js';
import {fdrLegendStyles} from './fdr_legend.js';
import {RowHistory, rowKeyStyles} from './row_history.js';

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
    background: var(--bg);
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
  input[name='fdr'] {
    width: 72px;
  }
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

/** What the FDR box's tooltip says (fdrField adds what it takes), with what the marks run over: the tested groups, by default. */
function fdrTitle(over: string): string {
  return `False discovery rate of the ★ marks (Benjamini–Hochberg over the tested ${over})`;
}

/**
 * How a view's selection is made (defaults), read from and written to the hash
 * (its kind's state.ts, on indicators_state.ts), given its kind's declaration (its options' defaults and bounds).
 */
export interface SelectionCodec<S> {
  defaults(kind: KindDeclaration | null): S;
  fromParams(params: Params, kind: KindDeclaration | null): S;
  toParams(sel: S, kind: KindDeclaration | null): Params;
}

export type IndicatorResponse = {run: string; tag: string; step: number; groups: string[]};

/** A CSV button of a view: which of the `table` route's tables it downloads, for which options. */
export interface CsvTable {
  /** The button's name (the first is `download`). */
  button: string;
  /** The button's text. */
  label: string;
  /** The table's name (the `table` route's `table`). */
  table: string;
  /** The options of what the view shows. */
  options: KindOptions;
  /** How many rows the table has. */
  rows: number;
  /** The file name's parts after `fairness`. */
  file: (string | number | null)[];
}

/**
 * What the three views share: the report and the selection (its hash
 * parameters), one route loaded through a LatestRequest, and the shell
 * (status, error and loading states, the CSV button: ViewLoad).
 */
export abstract class IndicatorView<D extends IndicatorResponse, S extends object> extends LitElement {
  static override properties: PropertyDeclarations = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  declare params: Params;
  declare selection: S;
  declare data: D | null;

  protected readonly api: Api;
  private readonly request = new LatestRequest();
  protected readonly shell = new ViewLoad(this, [this.request]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  /** The row whose drill-down is open (in the URL with the selection). */
  protected readonly rows = new RowHistory(this, () => this.emitSelection());

  constructor(
    private readonly codec: SelectionCodec<S>,
    api?: Api,
  ) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = codec.defaults(null);
    this.data = null;
  }

  static override styles = [
    base,
    fields,
    messages,
    viewLayout,
    dataTable,
    valueCells,
    staleContent,
    fdrLegendStyles,
    rowKeyStyles,
    viewStyles,
  ];

  /** Fetches the view's route for the current report and selection. */
  protected abstract fetch(signal: AbortSignal): Promise<D>;
  protected abstract renderPickers(d: D | null): TemplateResult | typeof nothing;
  protected abstract renderBody(d: D): TemplateResult;
  /** The CSV buttons: the tables of what the view shows (the first: the main one, `download`). */
  protected abstract csvTables(d: D): CsvTable[];
  /** The buttons before the first response (disabled): their names and labels. */
  protected abstract get csvButtons(): readonly {button: string; label: string; table: string}[];
  /** What a row of the kind's bias is, in words (label, grouping, metric). */
  protected abstract get rowNoun(): string;
  /** The keys of the kind's bias rows the view shows (the `row` route's keys): a drill-down of another closes. */
  protected abstract rowKeys(d: D): readonly string[];
  /** The options the view's tables are read with: the drill-down's, so its numbers are the tables'. */
  protected abstract rowOptions(d: D): KindOptions;

  /** A row's key as the button that opens its drill-down (its text `label`, by default the key; `about`: its cell's tooltip). */
  protected rowButton(key: string, label: unknown = key, about = ''): TemplateResult {
    return this.rows.button(key, label, this.rowNoun, about);
  }

  /** A subclass's own hash parameters (a panel's, below the body), kept with the selection's: the app takes a view's as one list. */
  protected moreParams: Params = [];

  /** The selection and the open row as the view's hash parameters, with a subclass's own, told to the app. */
  private emitSelection(): void {
    emitParams(this, [...this.codec.toParams(this.selection, this.declaration), ...this.rows.params(), ...this.moreParams]);
  }

  /** `params` become the subclass's own hash parameters, told to the app with the selection. */
  protected setMoreParams(params: Params): void {
    this.moreParams = params;
    this.emitSelection();
  }

  /** A new selection (from the hash, or the defaults on reset), told to the app. */
  protected replaceSelection(sel: S): void {
    this.selection = sel;
    this.emitSelection();
  }

  /** Changes the selection; `reload` when the route answers for it (not when the view picks from the response). */
  protected change(patch: Partial<S>, reload: boolean): void {
    this.selection = {...this.selection, ...patch};
    this.emitSelection();
    if (reload) void this.load();
  }

  protected async load(): Promise<void> {
    const res = await this.shell.run(
      this.request,
      (signal) => this.fetch(signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    this.loaded(res);
    this.rows.keepIn(this.rowKeys(res));
    this.shell.ready();
  }

  /** A hook after a response arrives (drop a selection the report does not have). */
  protected loaded(_d: D): void {}

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.rows.read(this.params);
      this.replaceSelection(this.codec.fromParams(this.params, this.declaration));
      void this.load();
    } else if (
      (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) ||
      (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
    ) {
      void this.load(); // another report, or a newer step under "latest"
    }
  }

  private reset(): void {
    this.rows.close(false);
    this.replaceSelection(this.codec.defaults(this.declaration));
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  /** Every row of one of the tables shown, as the `table` route's CSV (for the step shown). */
  private download(d: D, t: CsvTable): void {
    const p = {run: d.run, tag: d.tag, step: d.step, table: t.table, options: t.options};
    void this.downloads.download(t.button, p, csvFileName(['fairness', ...t.file]));
  }

  private renderCsvButtons(d: D | null) {
    const enabled = d !== null && this.downloads.pending === null;
    if (d === null) {
      return this.csvButtons.map((b) =>
        this.shell.renderCsvButton(b.button, false, () => undefined, tableCsvTitle(this.declaration, b.table, null), b.label),
      );
    }
    return this.csvTables(d).map((t) =>
      this.shell.renderCsvButton(t.button, enabled, () => this.download(d, t), tableCsvTitle(this.declaration, t.table, t.rows), t.label),
    );
  }

  override render() {
    const d = this.data;
    return html`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(d)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(d)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.reset()}])}
      ${this.shell.renderContent(d, (d) => this.renderReport(d), 'Loading the report…')}`;
  }

  /**
   * The drill-down of the open row (nothing when none is open), which each view places under
   * its tables: the report on screen (the response's run and step), the tables' options.
   */
  protected renderDrill(d: D): TemplateResult | typeof nothing {
    return this.rows.render({
      api: this.api,
      tag: d.tag,
      run: d.run,
      step: d.step,
      options: this.rowOptions(d),
      noun: this.rowNoun,
      declaration: this.declaration,
    });
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
 * The views with ★ marks over tests (geodiversity's and retrieval's of each group against
 * the rest, harmful labels' across the groups): their FDR box, whose typed text the
 * selection's `fdr` follows when valid.
 */
export abstract class TestedIndicatorView<D extends IndicatorResponse, S extends {fdr: number | null}> extends IndicatorView<D, S> {
  static override properties: PropertyDeclarations = {...IndicatorView.properties, fdrText: {state: true}};
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  constructor(codec: SelectionCodec<S>, api?: Api) {
    super(codec, api);
    this.fdrText = String(this.selection.fdr ?? '');
  }

  protected override replaceSelection(sel: S): void {
    super.replaceSelection(sel);
    this.fdrText = String(sel.fdr ?? '');
  }

  /** A selection without an FDR (the kind declares no default): the box shows the one the response used. */
  protected override loaded(d: D): void {
    const fdr = (d as {fdr?: number}).fdr;
    if (this.selection.fdr === null && this.fdrText === '' && fdr !== undefined) this.fdrText = String(fdr);
  }

  private onFdr(text: string): void {
    this.fdrText = text;
    const v = typedOption(this.declaration, 'fdr', text);
    if (v !== null && v !== this.selection.fdr) this.change({fdr: v} as Partial<S>, true);
  }

  /** What the marks run over, in the FDR box's tooltip. */
  protected get testedNoun(): string {
    return 'groups';
  }

  protected renderFdr(): TemplateResult {
    return fdrField(this.declaration, this.fdrText, fdrTitle(this.testedNoun), (text) => this.onFdr(text));
  }
}
