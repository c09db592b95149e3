/**
 * <fairness-compare>: two reports of one tag side by side (modes.ts, the
 * `compare` mode): two runs (models) or two steps of one run (checkpoints),
 * via the `diff` route, which compares the SIZE of the bias row by row (a
 * label's |gap|, a class's Cramér's V...: lower is better) and gives each row
 * a verdict (worsened, improved, unchanged, undetermined). Side A defaults to
 * the report on screen in report mode; side B to the next run of the tag
 * (wrapping around), or, when the tag has one run, to that run at the step
 * before A's. Extra runs ("also show runs") add a bias column each (a `diff`
 * of A against that run's latest report, joined by key).
 *
 * What is shown, top to bottom: the controls (the two reports, search,
 * verdict filter, extra runs, the server's CSV); the one-line verdict summary
 * ("B vs A: 3 labels worsened, ..."); a card per headline number (A → B,
 * change, verdict); the details line (what is compared, A, B, counts, the
 * brush); then the table (compare_table.ts) beside the bias A-vs-B scatter
 * (compare_scatter.ts) and the worsened and improved lists, which go below
 * the table, full width, when the view is narrower than the table (without its
 * ranks) and the scatter need side by side (the view then scrolls as a whole);
 * the table itself leaves out the columns that do not fit (the Columns picker
 * says which, and shows them). A click on a row's
 * key (or Enter on it) opens the row's drill-down in a drawer on the right
 * (row_drilldown.ts: the `row` route for report B's run and step with the
 * comparison's options); × or Esc closes it. Colour always
 * comes from a verdict (--bad, --good, --muted), never from a sign alone.
 *
 * The selection lives in the URL as `fairness_cmp_*` keys (compare_state.ts).
 * Handlers only change state; render() only turns state into a template; keys
 * are rendered as Lit text only.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatCount, formatWallTime} from '../format.js';
import {
  ALSO_SORT,
  COLUMNS_MODES,
  DEFAULT_DIR,
  DEFAULT_SORT,
  OVERALL_TEXT,
  checkAlso,
  checkStep,
  compareFromParams,
  compareHeads,
  compareToParams,
  countInBrush,
  defaultCompareSelection,
  defaultRunB,
  defaultStepB,
  exactSearch,
  filterCompare,
  isVerdict,
  joinExtra,
  optionsText,
  overallVerdict,
  percentText,
  resolveSideA,
  rowNoun,
  scatterPoints,
  sortCompare,
  summarySentence,
  swappedVerdict,
  tableWidth,
  verdictMovers,
  type Brush,
  type ColumnsMode,
  type CompareSelection,
  type CompareTable,
  type ExtraColumn,
  type Mover,
  type RowNoun,
  type ScatterPoints,
  type Side,
  type SortKey,
} from '../compare_state.js';
import {compileSearch, type Params, type SearchFilter} from '../state.js';
import {VERDICTS, type DiffResponse, type DiffSide, type KindDeclaration, type StepInfo, type Verdict} from '../types.js';
import {emitOpenReport, type ModeProps} from './modes.js';
import type {SortChange} from './virtual_table.js';
import {base, drawer, fields, messages, staleContent, summaryLine, viewColumn} from './styles.js';
import {PANEL_GAP, PANEL_WIDTH, compareStyles} from './compare_styles.js';
import {headlineCards, moversList, type MoversActions} from './compare_headlines.js';
import {downloadText, emitParams, message} from './view.js';
import {effectiveOptions, ownOptionsFromParams, ownOptionsToParams} from '../mode_options_state.js';
import {COMPARE_PREFIX} from '../modes_state.js';
import './mode_options.js';
import {ViewLoad, modeProperties, shownCount} from './view_shell.js';
import './compare_scatter.js';
import './compare_table.js';
import './row_drilldown.js';
import type {FairnessRowDrilldown, RowOpen} from './row_drilldown.js';

const LATEST = '';
const MOVERS = 5;
/** How the choices of the columns picker read. */
const COLUMNS_LABELS: Record<ColumnsMode, string> = {auto: 'fit the width', all: 'all', essential: 'essential only'};
/** The verdict filter's "all" option. */
const ALL = '';

function sideText(s: DiffSide): string {
  return `${s.run} · step ${s.step}`;
}

export class FairnessCompare extends LitElement implements ModeProps {
  static override properties = {
    ...modeProperties,
    sel: {state: true},
    data: {state: true},
    extras: {state: true},
    stepsA: {state: true},
    stepsB: {state: true},
    highlight: {state: true},
    drill: {state: true},
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
  /** The key whose drill-down is open (report B's row), or null. */
  declare drill: string | null;
  /** The view's width, px (0 before it is laid out). */
  declare hostWidth: number;
  /** The names of the columns the table left out to fit its width. */
  declare hiddenColumns: string[];

  private readonly request = new LatestRequest();
  private readonly extraRequest = new LatestRequest();
  /** The server's CSV (one download at a time; not the view's load status). */
  private readonly csvRequest = new LatestRequest();
  private csvPending = false;
  private csvError: string | null = null;
  private readonly shell = new ViewLoad(this, [this.request, this.extraRequest]);
  /** Steps per tag and run (a tag's steps only grow while TensorBoard runs; a reload refreshes them). */
  private readonly stepsCache = new Map<string, StepInfo[]>();
  private extraErrors = new Map<string, string>();

  // Derived in willUpdate.
  private table: CompareTable | null = null;
  private order: Int32Array | null = null;
  private search: SearchFilter = {regex: null, error: null};
  private visible: Int32Array = new Int32Array(0);
  private visibleList: number[] = [];
  private points: ScatterPoints | null = null;
  private moved: {worsened: Mover[]; improved: Mover[]} = {worsened: [], improved: []};
  private noun: RowNoun = {one: 'row', many: 'rows'};
  private brushed = 0;
  /** The width the table (without its ranks) and the side panel need side by side, px. */
  private besideWidth = 0;
  /** The side panel goes below the table (reflected as `data-stacked`: the CSS reads it). */
  private stacked = false;
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
    this.drill = null;
    this.hostWidth = 0;
    this.hiddenColumns = [];
  }

  /** What opened the drill-down (a key's button): the focus goes back there when it closes. */
  private drillOpener: HTMLElement | null = null;
  /** Move the focus into the drill-down after the next render (it was just opened). */
  private focusDrill = false;
  private readonly moversActions: MoversActions = {showAll: (v) => this.onVerdict(v), showRow: (row) => this.focusRow(row)};

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
    emitParams(this, [...compareToParams(sel), ...ownOptionsToParams(this.own, COMPARE_PREFIX, this.declaration)]);
  }

  /** The options the comparison reads: the report view's, each overridden by Compare's own. */
  private get usedOptions(): KindOptions {
    return effectiveOptions(this.options, this.own);
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
    this.drill = e.detail.key;
  }

  /** Closes the drill-down; the focus returns to the key that opened it when it is still that key's. */
  private closeDrill(refocus = true): void {
    const key = this.drill;
    const opener = this.drillOpener;
    this.drill = null;
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

  /**
   * The server's CSV of the comparison on screen (`diff?...&format=csv`: every row, the
   * export's columns), for the two reports at the steps the response names.
   */
  private async downloadCsv(): Promise<void> {
    const r = this.data;
    if (!r) return;
    const name = csvFileName(['fairness', 'compare', r.tag, r.a.run, `step${r.a.step}`, 'vs', r.b.run, `step${r.b.step}`, r.value]);
    const p = {tag: r.tag, run: r.a.run, step: r.a.step, vs_run: r.b.run, vs_step: r.b.step, options: this.usedOptions};
    this.csvPending = true;
    this.csvError = null;
    this.requestUpdate();
    let text: string | typeof STALE;
    try {
      text = await this.csvRequest.run((signal) => this.api.diffCsv(p, signal));
    } catch (e) {
      this.csvPending = false;
      this.csvError = message(e);
      this.requestUpdate();
      return;
    }
    if (text === STALE) return;
    this.csvPending = false;
    this.requestUpdate();
    downloadText(text, name);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
    this.csvRequest.cancel();
    this.csvPending = false;
  }

  // -------------------------------------------------------------------------
  // Derived state

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.own = ownOptionsFromParams(this.params, COMPARE_PREFIX, this.declaration);
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
        this.drill = null; // another tag's rows
        this.sel = {
          ...sel,
          a: sel.a && this.runs.includes(sel.a.run) ? {run: sel.a.run, step: null} : null,
          b: !one && sel.b && this.runs.includes(sel.b.run) ? {run: sel.b.run, step: null} : null,
          brush: null,
        };
      }
      this.setSel(this.fit(this.sel));
      void this.load();
    }

    const data = this.data;
    if (changed.has('data') || changed.has('extras')) {
      this.table = data ? {rows: data.rows, columns: data.columns, extras: this.extras} : null;
    }
    if (changed.has('data')) {
      this.points = data ? scatterPoints(data.columns) : null;
      this.moved = data ? verdictMovers(data.columns, MOVERS) : {worsened: [], improved: []};
    }
    if (changed.has('data') || changed.has('declaration')) this.noun = rowNoun(this.declaration, data);
    if (changed.has('data') || changed.has('extras') || changed.has('declaration')) {
      const heads = data
        ? compareHeads(
            {value: data.value, bias: data.bias, a: '', b: '', noun: this.noun.one, level: data.level, fdr: data.fdr},
            this.extras.map((e) => e.run),
          )
        : [];
      this.besideWidth = tableWidth(heads, new Set(['ranks'])) + PANEL_GAP + PANEL_WIDTH;
    }
    // Side by side when both fit (before the first measure too, as before).
    const stacked = this.hostWidth > 0 && this.hostWidth < this.besideWidth;
    if (stacked !== this.stacked) {
      this.stacked = stacked;
      this.toggleAttribute('data-stacked', stacked);
    }
    const sel = this.sel;
    // The selection before this update (itself when it did not change; undefined at first).
    const prev = changed.has('sel') ? (changed.get('sel') as CompareSelection | undefined) : sel;
    if (!prev || prev.search !== sel.search) this.search = compileSearch(sel.search);
    const t = this.table;
    if (!t) {
      this.order = null;
      this.visible = new Int32Array(0);
      this.visibleList = [];
      this.brushed = 0;
      return;
    }
    const tableChanged = changed.has('data') || changed.has('extras') || this.order === null;
    const sortChanged = !prev || prev.sort !== sel.sort || prev.dir !== sel.dir;
    if (tableChanged || sortChanged) this.order = sortCompare(t, sel.sort, sel.dir);
    const brushChanged = !prev || prev.brush !== sel.brush;
    const filterChanged = !prev || prev.search !== sel.search || prev.verdict !== sel.verdict;
    if (tableChanged || sortChanged || brushChanged || filterChanged) {
      this.visible = filterCompare(t, this.order!, {search: this.search.regex, brush: sel.brush, verdict: sel.verdict});
      this.visibleList = Array.from(this.visible);
    }
    if (tableChanged || brushChanged) this.brushed = sel.brush ? countInBrush(t, sel.brush) : 0;
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderSide(which: 'a' | 'b') {
    const side = this.sel[which];
    const steps = which === 'a' ? this.stepsA : this.stepsB;
    const label = which === 'a' ? 'A' : 'B';
    return html`<fieldset class="side" data-side=${which}>
      <legend>Report ${label}</legend>
      <label class="field">
        <span class="name">Run</span>
        <select
          name=${`${which}_run`}
          .disabled=${!side}
          @change=${(e: Event) => this.onSide(which, {run: (e.target as HTMLSelectElement).value})}
        >
          ${this.runs.map((r) => html`<option .value=${r} .selected=${r === side?.run}>${r}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name=${`${which}_step`}
          .disabled=${!side}
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            this.onSide(which, {step: v === LATEST ? null : Number(v)});
          }}
        >
          <option .value=${LATEST} .selected=${side?.step === null}>latest</option>
          ${(steps ?? []).map(
            (s) =>
              html`<option .value=${String(s.step)} .selected=${s.step === side?.step}>
                ${s.step} · ${formatWallTime(s.wall_time)}
              </option>`,
          )}
        </select>
      </label>
    </fieldset>`;
  }

  private renderControls() {
    const sel = this.sel;
    const others = this.runs.filter((r) => r !== sel.a?.run && r !== sel.b?.run);
    return html`<div class="controls">
      ${this.renderSide('a')}
      <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${() => this.swap()}>⇄</button>
      ${this.renderSide('b')}
      <label class="field">
        <span class="name">Search keys (regex)</span>
        <input
          class="search ${this.search.error ? 'invalid' : ''}"
          name="search"
          type="search"
          placeholder="e.g. ^nurse$"
          .value=${sel.search}
          @input=${(e: Event) => {
            this.highlight = null;
            this.patch({search: (e.target as HTMLInputElement).value});
          }}
        />
      </label>
      ${
        others.length
          ? html`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${others.map(
                (r) => html`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${r}
                    .checked=${sel.also.includes(r)}
                    @change=${(e: Event) => this.onAlso(r, (e.target as HTMLInputElement).checked)}
                  />${r}</label
                >`,
              )}
            </div>
          </div>`
          : nothing
      }
      ${this.renderVerdictFilter()} ${this.renderColumnsPicker()}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton(
        'csv',
        this.data !== null && !this.csvPending,
        () => void this.downloadCsv(),
        this.data
          ? `All ${formatCount(this.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`
          : undefined,
      )}
      ${this.search.error ? html`<div class="search-error" title=${this.search.error}>${this.search.error}</div>` : nothing}
      ${
        this.csvError !== null
          ? html`<div class="download-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`
          : nothing
      }
    </div>`;
  }

  /** Only the rows of one verdict (the counts are the server's). */
  private renderVerdictFilter() {
    const s = this.data?.summary;
    const sel = this.sel.verdict;
    return html`<label class="field">
      <span class="name">Verdict</span>
      <select
        name="verdict"
        .disabled=${!this.data}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          this.onVerdict(isVerdict(v) ? v : null);
        }}
      >
        <option .value=${ALL} .selected=${sel === null}>all</option>
        ${VERDICTS.map((v) => html`<option .value=${v} .selected=${sel === v}>${v}${s ? ` (${formatCount(s[v])})` : ''}</option>`)}
      </select>
    </label>`;
  }

  /** Which columns the table shows; "fit the width" says how many it left out (their names in the tooltip). */
  private renderColumnsPicker() {
    const sel = this.sel.columns;
    const hidden = this.hiddenColumns;
    const title = [
      'Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).',
      hidden.length ? `Left out now: ${hidden.join(', ')}.` : '',
      'The CSV has every column.',
    ]
      .filter(Boolean)
      .join(' ');
    return html`<label class="field" title=${title}>
      <span class="name">Columns</span>
      <select name="columns" data-hidden=${hidden.length} @change=${(e: Event) => this.patch({columns: (e.target as HTMLSelectElement).value as ColumnsMode})}>
        ${COLUMNS_MODES.map(
          (m) =>
            html`<option .value=${m} .selected=${sel === m}>
              ${COLUMNS_LABELS[m]}${m === 'auto' && sel === 'auto' && hidden.length ? ` (${hidden.length} hidden)` : ''}
            </option>`,
        )}
      </select>
    </label>`;
  }

  /** The one-line verdict: a badge (worse, better, mixed, no change) and the summary sentence. */
  private renderVerdictSummary(r: DiffResponse) {
    const s = r.summary;
    const overall = overallVerdict(s);
    return html`<div
      class="verdict-summary ${this.shell.loading ? 'stale' : ''}"
      data-overall=${overall}
      data-worsened=${s.worsened}
      data-improved=${s.improved}
      data-unchanged=${s.unchanged}
      data-undetermined=${s.undetermined}
    >
      <span
        class="verdict-badge overall o-${overall}"
        title=${`From the ${this.noun.many}' verdicts: Benjamini-Hochberg at FDR ${percentText(r.fdr)} on the change of ${r.bias}`}
        >${OVERALL_TEXT[overall]}</span
      >
      <span class="sentence">${summarySentence(r, this.noun)}</span>
    </div>`;
  }

  private renderSummary(r: DiffResponse) {
    const opts = optionsText(r.options);
    const same = r.a.run === r.b.run && r.a.step === r.b.step;
    const sel = this.sel;
    const s = r.summary;
    const errs = [...this.extraErrors].map(([run, e]) => `${run}: ${e}`);
    return html`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${r.rows}
      data-a-run=${r.a.run}
      data-a-step=${r.a.step}
      data-b-run=${r.b.run}
      data-b-step=${r.b.step}
      data-verdict=${sel.verdict ?? ALL}
      data-extras=${this.extras
        .filter((e) => e.values !== null)
        .map((e) => e.run)
        .join(',')}
    >
      <span class="what"
        >Comparing <b>${r.bias}</b>, the size of the bias (lower is better; signed: ${r.value}), of the
        ${this.kindTitle || r.kind} report ${r.tag}${opts ? html` <span class="muted">(${opts})</span>` : nothing}</span
      >
      <span
        >A = <b>${sideText(r.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${() => emitOpenReport(this, {run: r.a.run, step: r.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${sideText(r.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${() => emitOpenReport(this, {run: r.b.run, step: r.b.step})}>
          open</button
        ></span>
      ${same ? html`<span class="warn">A and B are the same report: pick another step or run.</span>` : nothing}
      <span class="counts"
        ><b>${formatCount(r.rows)}</b> ${r.rows === 1 ? this.noun.one : this.noun.many} · ${formatCount(s.only_in_a)} only in A ·
        ${formatCount(s.only_in_b)} only in B</span
      >
      <span class="muted">${percentText(r.level)} intervals; verdicts at FDR ${percentText(r.fdr)} (Benjamini-Hochberg)</span>
      ${shownCount(
        this.visible.length,
        r.rows,
        'rows',
        sel.brush
          ? html`<span class="chip" data-brushed=${this.brushed}
              >${formatCount(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${() => this.onBrush(null)}>clear</button></span
            >`
          : undefined,
      )}
      ${errs.length ? html`<span class="warn">Could not load: ${errs.join('; ')}</span>` : nothing}
    </div>`;
  }

  /** The drill-down of the key clicked: report B's row (its run and step, the comparison's options). */
  private renderDrill(r: DiffResponse) {
    if (this.drill === null) return nothing;
    return html`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${r.tag}
      .run=${r.b.run}
      .step=${r.b.step}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.noun.one}
      .declaration=${this.declaration}
      .closable=${true}
      .revision=${this.revision}
      @row-close=${() => this.closeDrill()}
    ></fairness-row-drilldown>`;
  }

  override render() {
    const sel = this.sel;
    if (this.runs.length === 0) {
      return html`<div class="message">No run holds a report under this tag.</div>`;
    }
    return html`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
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
        this.table && this.data,
        (r) => html`${this.renderVerdictSummary(r)} ${headlineCards(r, this.shell.loading)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading ? 'stale' : ''}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${sel.columns}
                .names=${{
                  value: r.value,
                  bias: r.bias,
                  a: `${r.a.run} @ ${r.a.step}`,
                  b: `${r.b.run} @ ${r.b.step}`,
                  noun: this.noun.one,
                  level: r.level,
                  fdr: r.fdr,
                }}
                @sort-change=${(e: CustomEvent<SortChange<SortKey>>) => this.patch({sort: e.detail.column, dir: e.detail.dir})}
                @row-open=${(e: CustomEvent<RowOpen>) => this.openDrill(e)}
                @columns-hidden=${(e: CustomEvent<string[]>) => (this.hiddenColumns = e.detail)}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${sel.brush}
                  .highlight=${this.highlight}
                  .bias=${r.bias}
                  .columns=${r.columns}
                  @brush-change=${(e: CustomEvent<Brush | null>) => this.onBrush(e.detail)}
                  @point-click=${(e: CustomEvent<number>) => this.focusRow(e.detail)}
                ></fairness-compare-scatter>
                ${moversList('worsened', this.moved.worsened, r.summary.worsened, r.bias, this.moversActions)}
                ${moversList('improved', this.moved.improved, r.summary.improved, r.bias, this.moversActions)}
              </div>
            </div>
            ${this.renderDrill(r)}`,
        'Comparing the reports…',
      )}
    `;
  }
}

customElements.define('fairness-compare', FairnessCompare);
