/**
 * <fairness-compare>: two reports of one tag side by side (modes.ts, the
 * `compare` mode): two runs (models) or two steps of one run (checkpoints),
 * via the `diff` route, which compares the SIZE of the bias row by row (a
 * label's |gap|, a class's Cramér's V...: lower is better) and gives each row
 * a verdict (worsened, improved, no significant change, undetermined). Side A defaults to
 * the report on screen in report mode; side B to the next run of the tag
 * (wrapping around), or, when the tag has one run, to that run at the step
 * before A's. Extra runs ("also show runs") add a bias column each (a `diff`
 * of A against that run's latest report, joined by key).
 *
 * What is shown, top to bottom: the controls (compare_controls.ts: the two
 * reports, search, verdict filter, extra runs, the server's CSV); the one-line
 * verdict summary ("B vs A: 3 labels worsened, ...", compare_summary.ts); a card
 * per headline number (compare_headlines.ts: A → B, change, verdict); the details
 * line (compare_summary.ts: what is compared, A, B, counts, the brush); then the
 * table (compare_table.ts) beside the bias A-vs-B scatter
 * (compare_scatter.ts) and the worsened and improved lists, which go below
 * the table, full width, when the view is narrower than the table (without its
 * ranks) and the scatter need side by side (the view then scrolls as a whole);
 * the table itself leaves out the columns that do not fit (the Columns picker
 * says which, and shows them). A click on a row's
 * key (or Enter on it) opens the row's drill-down in a drawer on the right
 * (row_drilldown.ts: the `row` route for report B's run and step with the
 * comparison's options); × or Esc closes it. Under the table, for a kind that keeps
 * joint cells, B's slices that appeared or worsened (slice_diff_panel.ts). Colour always
 * comes from a verdict (--bad, --good, --muted), never from a sign alone.
 *
 * The selection lives in the URL as `fairness_cmp_*` keys (compare_state.ts);
 * what is derived from it and the data is compare_derived.ts's. Handlers only
 * change state; render() only turns state into a template; keys are rendered as
 * Lit text only.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {
  ALSO_SORT,
  DEFAULT_DIR,
  DEFAULT_SORT,
  checkAlso,
  checkStep,
  compareFromParams,
  compareToParams,
  defaultCompareSelection,
  defaultRunB,
  defaultStepB,
  resolveSideA,
  swappedVerdict,
  type Brush,
  type CompareSelection,
  type Side,
  type SortKey,
} from '../compare_state.js';
import {exactSearch, joinExtra, type ExtraColumn} from '../compare_rows.js';
import type {Params} from '../state.js';
import type {KindDeclaration, StepInfo} from '../types.js';
import type {DiffResponse, Verdict} from '../types_across_reports.js';
import {emitOpenReport, type ModeProps} from './modes.js';
import type {SortChange} from './virtual_table.js';
import {base, drawer, fields, messages, staleContent, summaryLine, viewColumn} from './styles.js';
import {compareStyles} from './compare_styles.js';
import {headlineCards, moversList, type MoversActions} from './compare_headlines.js';
import {compareControls, type CompareControlsActions} from './compare_controls.js';
import {summaryDetails, verdictSummary, type SummaryActions} from './compare_summary.js';
import {CompareDerived} from './compare_derived.js';
import {DiffDownload} from './compare_download.js';
import {emitParams, message} from './view.js';
import {effectiveOptions, modeOptions, ownOptionsFromParams, ownOptionsToParams} from '../mode_options_state.js';
import {COMPARE_PREFIX} from '../modes_state.js';
import {compareSliceParams, toCompareKeys} from '../slice_diff_state.js';
import {slicesOffered} from '../slices_state.js';
import './mode_options.js';
import {sliceDiffPanel} from './slice_diff_panel.js';
import {ViewLoad, modeProperties} from './view_shell.js';
import './compare_scatter.js';
import './compare_table.js';
import './row_drilldown.js';
import type {FairnessRowDrilldown, RowOpen} from './row_drilldown.js';

export class FairnessCompare extends LitElement implements ModeProps {
  static override properties = {
    ...modeProperties,
    sel: {state: true},
    data: {state: true},
    extras: {state: true},
    stepsA: {state: true},
    stepsB: {state: true},
    highlight: {state: true},
    hostWidth: {state: true},
    hiddenColumns: {state: true},
    revision: {attribute: false},
  };

  declare api: Api;
  declare tag: string;
  declare kind: string;
  declare kindTitle: string;
  declare declaration: KindDeclaration | null;
  declare runs: string[];
  declare run: string;
  declare step: number | null;
  declare options: KindOptions;
  declare params: Params;
  /** Changes when a run holding the tag gains a step or a run (the app's poll and TensorBoard's reload). */
  declare revision: string;
  /** Compare's own option values (mode_options_state.ts); the report view's elsewhere. */
  declare own: KindOptions;

  declare sel: CompareSelection;
  /** The comparison on screen (kept, dimmed, while the next one loads). */
  declare data: DiffResponse | null;
  declare extras: ExtraColumn[];
  declare stepsA: StepInfo[] | null;
  declare stepsB: StepInfo[] | null;
  /** A row to highlight (a mover clicked), or null. */
  declare highlight: number | null;
  /** The view's width, px (0 before it is laid out). */
  declare hostWidth: number;
  /** The names of the columns the table left out to fit its width. */
  declare hiddenColumns: string[];
  /** The slices panel's hash keys (`fairness_slice_*`; in the URL under compare's prefix). */
  private moreParams: Params = [];

  private readonly request = new LatestRequest();
  private readonly extraRequest = new LatestRequest();
  /** The server's CSV of the comparison (not the view's load status). */
  private readonly csv = new DiffDownload(this, () => this.api);
  private readonly shell = new ViewLoad(this, [this.request, this.extraRequest]);
  /** Steps per tag and run (a tag's steps only grow while TensorBoard runs; a reload refreshes them). */
  private readonly stepsCache = new Map<string, StepInfo[]>();
  private extraErrors = new Map<string, string>();

  /** The sorted, filtered rows and the rest, brought up to date in willUpdate. */
  private readonly derived = new CompareDerived();
  private readonly resize = new ResizeObserver((entries) => {
    const w = Math.floor(entries[0]?.contentRect.width ?? 0);
    if (w !== this.hostWidth) this.hostWidth = w;
  });

  constructor() {
    super();
    this.tag = '';
    this.kind = '';
    this.kindTitle = '';
    this.declaration = null;
    this.runs = [];
    this.run = '';
    this.step = null;
    this.options = {};
    this.params = [];
    this.revision = '';
    this.own = {};
    this.sel = defaultCompareSelection();
    this.data = null;
    this.extras = [];
    this.stepsA = null;
    this.stepsB = null;
    this.highlight = null;
    this.hostWidth = 0;
    this.hiddenColumns = [];
  }

  /** The key whose drill-down is open (report B's row), or null: in the URL (`fairness_cmp_drill`). */
  private get drill(): string | null {
    return this.sel.drill;
  }

  /** What opened the drill-down (a key's button): the focus goes back there when it closes. */
  private drillOpener: HTMLElement | null = null;
  /** Move the focus into the drill-down after the next render (it was just opened). */
  private focusDrill = false;
  private readonly moversActions: MoversActions = {showAll: (v) => this.onVerdict(v), showRow: (row) => this.focusRow(row)};
  private readonly controlsActions: CompareControlsActions = {
    side: (which, patch) => this.onSide(which, patch),
    swap: () => this.swap(),
    search: (text) => {
      this.highlight = null;
      this.patch({search: text});
    },
    also: (run, on) => this.onAlso(run, on),
    verdict: (verdict) => this.onVerdict(verdict),
    columns: (columns) => this.patch({columns}),
    downloadCsv: (shown) =>
      void this.csv.download(
        this.data,
        this.usedOptions,
        shown && this.data ? this.derived.visibleList.map((i) => this.data!.columns.key[i]) : undefined,
      ),
  };
  private readonly summaryActions: SummaryActions = {
    openReport: (report) => emitOpenReport(this, report),
    clearBrush: () => this.onBrush(null),
  };

  static override styles = [base, fields, messages, drawer, viewColumn, summaryLine, staleContent, compareStyles];

  // -------------------------------------------------------------------------
  // Loading

  private async stepsOf(run: string, signal: AbortSignal): Promise<StepInfo[]> {
    const key = `${this.tag}\u0000${run}`;
    const cached = this.stepsCache.get(key);
    if (cached) return cached;
    const res = await this.api.steps(run, this.tag, signal);
    this.stepsCache.set(key, res.steps);
    return res.steps;
  }

  /** Side A against side B (the default B needs A's steps), then the extra runs. */
  private async load(): Promise<void> {
    const a0 = this.sel.a;
    const b0 = this.sel.b;
    this.extraRequest.cancel();
    if (a0 === null) {
      this.request.cancel();
      this.data = null;
      this.shell.fail(`No run holds a report under the tag ${this.tag}.`);
      return;
    }
    const {tag, api} = this;
    const options = this.usedOptions;
    this.shell.start();
    let out;
    try {
      out = await this.request.run(async (signal) => {
        const stepsA = await this.stepsOf(a0.run, signal);
        const a = checkStep(a0, stepsA);
        const bSide: Side = b0 ?? {run: a.run, step: defaultStepB(a, stepsA)};
        const stepsB = bSide.run === a.run ? stepsA : await this.stepsOf(bSide.run, signal);
        const b = checkStep(bSide, stepsB);
        const diff = await api.diff({tag, run: a.run, step: a.step, vs_run: b.run, vs_step: b.step, options}, signal);
        return {a, b, stepsA, stepsB, diff};
      });
    } catch (e) {
      this.data = null; // it no longer matches the selection
      this.shell.fail(e);
      return;
    }
    if (out === STALE) return;
    this.stepsA = out.stepsA;
    this.stepsB = out.stepsB;
    this.highlight = null;
    // A drill-down follows report B; it closes when B has no such row.
    if (this.drill !== null && !out.diff.columns.key.includes(this.drill)) this.closeDrill(false);
    this.extras = [];
    this.data = out.diff;
    this.setSel({...this.sel, a: out.a, b: out.b});
    await this.loadExtras();
  }

  /** One value column per extra run: A against that run's latest report, joined by key. */
  private async loadExtras(): Promise<void> {
    const data = this.data;
    const a = this.sel.a;
    const also = this.sel.also;
    if (!data || !a || also.length === 0) {
      this.extraRequest.cancel();
      this.extras = [];
      this.extraErrors = new Map();
      if (data) this.shell.ready();
      return;
    }
    const kept = new Map(this.extras.map((e) => [e.run, e]));
    this.extras = also.map((run) => kept.get(run) ?? {run, values: null});
    this.shell.start();
    const {tag, api} = this;
    const options = this.usedOptions;
    const keys = data.columns.key;
    const res = await this.extraRequest.run((signal) =>
      Promise.all(
        also.map(async (run) => {
          const got = kept.get(run);
          if (got?.values) return {run, values: got.values, error: null};
          try {
            const r = await api.diff({tag, run: a.run, step: a.step, vs_run: run, vs_step: null, options}, signal);
            return {run, values: joinExtra(keys, r), error: null};
          } catch (e) {
            if (signal.aborted) throw e;
            return {run, values: null, error: message(e)};
          }
        }),
      ),
    );
    if (res === STALE) return;
    this.extras = res.map(({run, values}) => ({run, values}));
    this.extraErrors = new Map(res.filter((r) => r.error !== null).map((r) => [r.run, r.error as string]));
    this.shell.ready();
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSel(sel: CompareSelection): void {
    this.sel = sel;
    const slices = slicesOffered(this.declaration) ? toCompareKeys(this.moreParams) : [];
    emitParams(this, [...compareToParams(sel), ...ownOptionsToParams(this.own, COMPARE_PREFIX, this.declaration), ...slices]);
  }

  /** The slices panel's keys changed: compare says them with its own. */
  private readonly onSliceParams = (params: Params): void => {
    this.moreParams = params;
    this.setSel(this.sel);
  };

  /** The options the comparison reads: the report view's, each overridden by Compare's own; only those its rows or headlines read (`used_by`). */
  private get usedOptions(): KindOptions {
    return modeOptions(this.declaration, 'compare', effectiveOptions(this.options, this.own));
  }

  private setOwn(own: KindOptions): void {
    this.own = own;
    this.setSel(this.sel);
    void this.load();
  }

  /** The selection made to fit the runs of the tag (invalid parts fall back to the defaults). */
  private fit(sel: CompareSelection): CompareSelection {
    const runs = this.runs ?? [];
    const a = resolveSideA(sel.a, runs, this.run, this.step);
    let b = sel.b !== null && runs.includes(sel.b.run) ? sel.b : null;
    if (b === null && a !== null) {
      const run = defaultRunB(a, runs);
      if (run !== null) b = {run, step: null}; // else A's run at the step before (load() knows the steps)
    }
    const also = checkAlso(sel.also, runs, a, b);
    const sortOk = !sel.sort.startsWith(ALSO_SORT) || also.includes(sel.sort.slice(ALSO_SORT.length));
    return {
      ...sel,
      a,
      b,
      also,
      sort: sortOk ? sel.sort : DEFAULT_SORT,
      dir: sortOk ? sel.dir : DEFAULT_DIR,
    };
  }

  private onSide(which: 'a' | 'b', patch: Partial<Side>): void {
    const prev = this.sel[which];
    if (!prev) return;
    const next: Side = {...prev, ...patch};
    if (patch.run !== undefined && patch.run !== prev.run) next.step = null; // steps belong to a run
    const sel = {...this.sel, [which]: next};
    const also = checkAlso(sel.also, this.runs, sel.a, sel.b);
    this.setSel(this.fit({...sel, also}));
    void this.load();
  }

  private swap(): void {
    const {a, b, brush} = this.sel;
    if (!a || !b) return;
    const flipped = brush ? {a: brush.b, b: brush.a} : null;
    this.setSel({...this.sel, a: b, b: a, brush: flipped, verdict: swappedVerdict(this.sel.verdict)});
    void this.load();
  }

  private onAlso(run: string, on: boolean): void {
    const want = on ? [...this.sel.also, run] : this.sel.also.filter((r) => r !== run);
    const also = checkAlso(want, this.runs, this.sel.a, this.sel.b);
    this.setSel(this.fit({...this.sel, also}));
    void this.loadExtras();
  }

  private patch(patch: Partial<CompareSelection>): void {
    this.setSel({...this.sel, ...patch});
  }

  private onBrush(brush: Brush | null): void {
    this.highlight = null;
    this.patch({brush});
  }

  private onVerdict(verdict: Verdict | null): void {
    this.highlight = null;
    this.patch({verdict});
  }

  /** A mover or a scatter dot clicked: the table shows that row alone (search for its exact key, no brush, every verdict). */
  private focusRow(row: number): void {
    const key = this.data?.columns.key[row];
    if (key === undefined) return;
    this.highlight = row;
    this.patch({search: exactSearch(key), brush: null, verdict: null});
  }

  /** A key clicked (or Enter on it): its drill-down, for report B. */
  private openDrill(e: CustomEvent<RowOpen>): void {
    this.drillOpener = e.detail.opener;
    this.focusDrill = true;
    this.patch({drill: e.detail.key});
  }

  /** Closes the drill-down; the focus returns to the key that opened it when it is still that key's. */
  private closeDrill(refocus = true): void {
    const key = this.drill;
    const opener = this.drillOpener;
    this.patch({drill: null});
    this.drillOpener = null;
    if (refocus && opener?.isConnected && opener.dataset.key === key) opener.focus({preventScroll: true});
  }

  protected override updated(): void {
    if (!this.focusDrill) return;
    const panel = this.renderRoot.querySelector<FairnessRowDrilldown>('fairness-row-drilldown');
    if (!panel) return;
    this.focusDrill = false;
    void panel.updateComplete.then(() => panel.focusPanel());
  }

  private reset(): void {
    this.stepsCache.clear();
    this.setSel(this.fit(defaultCompareSelection()));
    void this.load();
  }

  private retry(): void {
    this.stepsCache.clear();
    void this.load();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  // -------------------------------------------------------------------------
  // Derived state

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.own = ownOptionsFromParams(this.params, COMPARE_PREFIX, this.declaration);
      this.moreParams = compareSliceParams(this.params, this.declaration);
      this.setSel(this.fit(compareFromParams(this.params)));
      void this.load();
    } else if (changed.has('revision') && !changed.has('tag') && !changed.has('options') && !changed.has('runs')) {
      // New steps: the "latest" sides may have moved, and the step pickers gained entries.
      this.stepsCache.clear();
      void this.load();
    } else if (changed.has('tag') || changed.has('options') || changed.has('runs')) {
      const sel = this.sel;
      // Another kind's tag: keep the own options it declares too.
      const own = ownOptionsFromParams(ownOptionsToParams(this.own, COMPARE_PREFIX, this.declaration), COMPARE_PREFIX, this.declaration);
      if (JSON.stringify(own) !== JSON.stringify(this.own)) this.own = own;
      if (changed.has('tag')) {
        // Another tag: its steps are another report's; keep the runs that hold it, at their latest.
        this.stepsCache.clear();
        const one = this.runs.length < 2;
        this.sel = {
          ...sel,
          drill: null, // another tag's rows
          a: sel.a && this.runs.includes(sel.a.run) ? {run: sel.a.run, step: null} : null,
          b: !one && sel.b && this.runs.includes(sel.b.run) ? {run: sel.b.run, step: null} : null,
          brush: null,
        };
      }
      this.setSel(this.fit(this.sel));
      void this.load();
    }

    this.derived.update(this, changed);
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderControls() {
    return compareControls(
      {
        sel: this.sel,
        runs: this.runs,
        stepsA: this.stepsA,
        stepsB: this.stepsB,
        data: this.data,
        searchError: this.derived.search.error,
        hiddenColumns: this.hiddenColumns,
        shell: this.shell,
        csvPending: this.csv.pending,
        csvError: this.csv.error,
      },
      this.controlsActions,
    );
  }

  private renderSummary(r: DiffResponse) {
    const d = {
      sel: this.sel,
      kindTitle: this.kindTitle,
      noun: this.derived.noun,
      shown: this.derived.visible.length,
      brushed: this.derived.brushed,
      extras: this.extras,
      extraErrors: this.extraErrors,
      declaration: this.declaration,
    };
    return summaryDetails(r, d, this.summaryActions);
  }

  /** The drill-down of the key clicked: report B's row (its run and step, the comparison's options). */
  private renderDrill(r: DiffResponse) {
    if (this.drill === null) return nothing;
    return html`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${r.tag}
      .run=${r.b.run}
      .step=${r.b.step}
      .base=${{run: r.a.run, step: r.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${true}
      .revision=${this.revision}
      @row-close=${() => this.closeDrill()}
    ></fairness-row-drilldown>`;
  }

  override render() {
    const sel = this.sel;
    const d = this.derived;
    if (this.runs.length === 0) {
      return html`<div class="message">No run holds a report under this tag.</div>`;
    }
    return html`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${'compare'}
        .api=${this.api}
        .source=${sel.a ? {run: sel.a.run, tag: this.tag, step: sel.a.step} : null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${(e: CustomEvent<KindOptions>) => this.setOwn(e.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError('Could not compare the reports', [
        {label: 'Retry', name: 'retry', run: () => this.retry()},
        {label: 'Reset the comparison', name: 'reset', run: () => this.reset()},
      ])}
      ${this.shell.renderContent(
        d.table && this.data,
        (r) => html`${verdictSummary(r, d.noun, this.shell.loading)} ${headlineCards(r, this.shell.loading)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading ? 'stale' : ''}">
              <fairness-compare-table
                .table=${d.table}
                .rows=${d.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .keyTitles=${d.keyTitles}
                .columns=${sel.columns}
                .names=${{
                  value: r.value,
                  bias: r.bias,
                  a: `${r.a.run} @ ${r.a.step}`,
                  b: `${r.b.run} @ ${r.b.step}`,
                  noun: d.noun.one,
                  level: r.level,
                  fdr: r.fdr,
                  format: r.format,
                }}
                @sort-change=${(e: CustomEvent<SortChange<SortKey>>) => this.patch({sort: e.detail.column, dir: e.detail.dir})}
                @row-open=${(e: CustomEvent<RowOpen>) => this.openDrill(e)}
                @columns-hidden=${(e: CustomEvent<string[]>) => (this.hiddenColumns = e.detail)}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${d.points}
                  .brush=${sel.brush}
                  .highlight=${this.highlight}
                  .bias=${r.bias}
                  .format=${r.format}
                  .columns=${r.columns}
                  .keyTitles=${d.keyTitles}
                  @brush-change=${(e: CustomEvent<Brush | null>) => this.onBrush(e.detail)}
                  @point-click=${(e: CustomEvent<number>) => this.focusRow(e.detail)}
                ></fairness-compare-scatter>
                ${moversList('worsened', d.moved.worsened, r.summary.worsened, r.bias, this.moversActions, r.format, d.keyTitles)}
                ${moversList('improved', d.moved.improved, r.summary.improved, r.bias, this.moversActions, r.format, d.keyTitles)}
              </div>
            </div>
            ${sliceDiffPanel(r, this.api, this.declaration, this.moreParams, this.usedOptions, this.onSliceParams)}
            ${this.renderDrill(r)}`,
        'Comparing the reports…',
      )}
    `;
  }
}

customElements.define('fairness-compare', FairnessCompare);
