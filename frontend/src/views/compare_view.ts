/**
 * <fairness-compare>: two reports of one tag side by side (modes.ts, the
 * `compare` mode): two runs (models) or two steps of one run (checkpoints),
 * row by row via the `diff` route. Side A defaults to the report on screen in
 * report mode; side B to the next run of the tag (wrapping around), or, when
 * the tag has one run, to that run at the step before A's. Extra runs ("also
 * show runs") add a value column each (a `diff` of A against that run's latest
 * report, joined by key). The selection lives in the URL as `fairness_cmp_*`
 * keys (compare_state.ts). Handlers only change state; render() only turns
 * state into a template; keys are rendered as Lit text only. Its table is
 * <fairness-compare-table> (compare_table.ts), its scatter
 * <fairness-compare-scatter> (compare_scatter.ts).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {csvFileName} from '../csv.js';
import {formatCount, formatValue, formatWallTime} from '../format.js';
import {
  ALSO_SORT,
  DEFAULT_DIR,
  DEFAULT_SORT,
  buildCompareCsv,
  checkAlso,
  checkStep,
  compareFromParams,
  compareToParams,
  countInBrush,
  defaultCompareSelection,
  defaultRunB,
  defaultStepB,
  exactSearch,
  filterCompare,
  joinExtra,
  movers,
  optionsText,
  resolveSideA,
  scatterPoints,
  signed,
  sortCompare,
  type Brush,
  type CompareSelection,
  type CompareTable,
  type ExtraColumn,
  type Mover,
  type ScatterPoints,
  type Side,
  type SortKey,
} from '../compare_state.js';
import {compileSearch, type Params, type SearchFilter} from '../state.js';
import type {DiffResponse, DiffSide, KindDeclaration, StepInfo} from '../types.js';
import {emitOpenReport, type ModeProps} from './modes.js';
import type {SortChange} from './virtual_table.js';
import {base, fields, messages, staleContent, summaryLine, viewColumn} from './styles.js';
import {downloadText, emitParams, message} from './view.js';
import {ViewLoad, modeProperties, shownCount} from './view_shell.js';
import './compare_scatter.js';
import './compare_table.js';

const LATEST = '';
const MOVERS = 5;

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

  declare sel: CompareSelection;
  /** The comparison on screen (kept, dimmed, while the next one loads). */
  declare data: DiffResponse | null;
  declare extras: ExtraColumn[];
  declare stepsA: StepInfo[] | null;
  declare stepsB: StepInfo[] | null;
  /** A row to highlight (a mover clicked), or null. */
  declare highlight: number | null;

  private readonly request = new LatestRequest();
  private readonly extraRequest = new LatestRequest();
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
  private moved: {up: Mover[]; down: Mover[]} = {up: [], down: []};
  private brushed = 0;

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
    this.sel = defaultCompareSelection();
    this.data = null;
    this.extras = [];
    this.stepsA = null;
    this.stepsB = null;
    this.highlight = null;
  }

  static override styles = [
    base,
    fields,
    messages,
    viewColumn,
    summaryLine,
    staleContent,
    css`
      .controls {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: 8px 14px;
      }
      fieldset.side {
        display: flex;
        gap: 8px;
        align-items: flex-end;
        margin: 0;
        padding: 2px 8px 6px;
        border: 1px solid var(--border);
        border-radius: 3px;
      }
      fieldset.side legend {
        font-size: 11px;
        font-weight: 500;
        padding: 0 4px;
      }
      button.swap {
        height: 26px;
        margin-bottom: 6px;
        border: 1px solid #c6c6c6;
        border-radius: 3px;
        background: #fff;
        cursor: pointer;
      }
      button.swap:hover {
        background: var(--hover-bg);
      }
      input.search {
        width: 200px;
      }
      .also {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        align-items: center;
        min-height: 26px;
      }
      .also label {
        display: flex;
        gap: 3px;
        align-items: center;
        white-space: nowrap;
      }
      .also input {
        height: auto;
      }
      .summary .what {
        flex-basis: 100%;
      }
      button.text {
        border: 0;
        background: none;
        padding: 0;
        color: var(--accent);
        cursor: pointer;
        text-decoration: underline;
      }
      .chip {
        display: inline-flex;
        gap: 6px;
        align-items: baseline;
        padding: 1px 8px;
        border-radius: 10px;
        background: #fff3e0;
        border: 1px solid #ffcc80;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      fairness-compare-table {
        flex: 1;
        min-width: 0;
      }
      .side-panel {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 14px;
        overflow-y: auto;
      }
      .movers ol {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .movers li button {
        display: flex;
        width: 100%;
        gap: 8px;
        justify-content: space-between;
        border: 0;
        background: none;
        padding: 2px 4px;
        cursor: pointer;
        text-align: left;
      }
      .movers li button:hover {
        background: var(--hover-bg);
      }
      .movers .k {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .movers .up {
        color: #2e7d32;
      }
      .movers .down {
        color: #c62828;
      }
      .warn {
        color: var(--error);
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-compare-table {
          min-height: 360px;
        }
        .side-panel {
          width: auto;
          overflow: visible;
        }
      }
    `,
  ];

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
    const {tag, options, api} = this;
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
    const {tag, options, api} = this;
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
    emitParams(this, compareToParams(sel));
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
    this.setSel({...this.sel, a: b, b: a, brush: flipped});
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

  /** A mover clicked: the table shows that row (search for its exact key, brush cleared). */
  private focusRow(m: Mover): void {
    this.highlight = m.row;
    this.patch({search: exactSearch(m.key), brush: null});
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

  private downloadCsv(): void {
    const r = this.data;
    if (!r || !this.table) return;
    const name = csvFileName(['fairness', 'compare', r.tag, r.a.run, `step${r.a.step}`, 'vs', r.b.run, `step${r.b.step}`, r.value]);
    downloadText(buildCompareCsv(this.table, this.visible), name);
  }

  // -------------------------------------------------------------------------
  // Derived state

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.setSel(this.fit(compareFromParams(this.params)));
      void this.load();
    } else if (changed.has('tag') || changed.has('options') || changed.has('runs')) {
      const sel = this.sel;
      if (changed.has('tag')) {
        // Another tag: its steps are another report's; keep the runs that hold it, at their latest.
        this.stepsCache.clear();
        const one = this.runs.length < 2;
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
      this.moved = data ? movers(data.columns, MOVERS) : {up: [], down: []};
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
    if (tableChanged || sortChanged || brushChanged || !prev || prev.search !== sel.search) {
      this.visible = filterCompare(t, this.order!, this.search.regex, sel.brush);
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
      <span class="spacer"></span>
      ${this.shell.renderCsvButton('csv', this.data !== null, () => this.downloadCsv())}
      ${this.search.error ? html`<div class="search-error" title=${this.search.error}>${this.search.error}</div>` : nothing}
    </div>`;
  }

  private renderSummary(r: DiffResponse) {
    const opts = optionsText(r.options);
    const same = r.a.run === r.b.run && r.a.step === r.b.step;
    const sel = this.sel;
    const errs = [...this.extraErrors].map(([run, e]) => `${run}: ${e}`);
    return html`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${r.rows}
      data-a-run=${r.a.run}
      data-a-step=${r.a.step}
      data-b-run=${r.b.run}
      data-b-step=${r.b.step}
      data-extras=${this.extras
        .filter((e) => e.values !== null)
        .map((e) => e.run)
        .join(',')}
    >
      <span class="what"
        >Comparing <b>${r.value}</b> of the ${this.kindTitle || r.kind} report ${r.tag}${
          opts ? html` <span class="muted">(${opts})</span>` : nothing
        }</span
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
        ><b>${formatCount(r.rows)}</b> rows · ${formatCount(r.only_in_a)} only in A · ${formatCount(r.only_in_b)} only in
        B</span
      >
      <span class="uncertainty"
        >${
          r.moved_beyond_uncertainty !== null
            ? html`<b>${formatCount(r.moved_beyond_uncertainty)}</b> row${r.moved_beyond_uncertainty === 1 ? '' : 's'} moved by
              more than ${r.moved_beyond_uncertainty === 1 ? 'its' : 'their'} uncertainty (the two 95% intervals do not
              overlap; marked ●)`
            : html`<span class="muted">${this.kindTitle || r.kind} reports have no intervals for ${r.value}: no
              uncertainty to compare the moves with</span>`
        }</span
      >
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

  private renderMovers(title: string, list: Mover[], cls: string) {
    return html`<div class="movers" data-movers=${cls}>
      <h3>${title}</h3>
      ${
        list.length
          ? html`<ol>
            ${list.map(
              (m) => html`<li>
                <button title=${`Show ${m.key} in the table`} @click=${() => this.focusRow(m)}>
                  <span class="k">${m.key}</span><span class="num ${cls}">${signed(m.delta, formatValue(m.delta))}</span>
                </button>
              </li>`,
            )}
          </ol>`
          : html`<div class="muted">None.</div>`
      }
    </div>`;
  }

  override render() {
    const sel = this.sel;
    if (this.runs.length === 0) {
      return html`<div class="message">No run holds a report under this tag.</div>`;
    }
    return html`
      ${this.renderControls()}
      ${this.shell.renderError('Could not compare the reports', [
        {label: 'Retry', name: 'retry', run: () => this.retry()},
        {label: 'Reset the comparison', name: 'reset', run: () => this.reset()},
      ])}
      ${this.shell.renderContent(
        this.table && this.data,
        (r) => html`${this.renderSummary(r)}
            <div class="main ${this.shell.loading ? 'stale' : ''}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .highlight=${this.highlight}
                .names=${{value: r.value, a: `${r.a.run} @ ${r.a.step}`, b: `${r.b.run} @ ${r.b.step}`}}
                @sort-change=${(e: CustomEvent<SortChange<SortKey>>) => this.patch({sort: e.detail.column, dir: e.detail.dir})}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${sel.brush}
                  .highlight=${this.highlight}
                  .value=${r.value}
                  @brush-change=${(e: CustomEvent<Brush | null>) => this.onBrush(e.detail)}
                ></fairness-compare-scatter>
                ${this.renderMovers(`Largest increases (B above A)`, this.moved.up, 'up')}
                ${this.renderMovers(`Largest decreases (B below A)`, this.moved.down, 'down')}
              </div>
            </div>`,
        'Comparing the reports…',
      )}
    `;
  }
}

customElements.define('fairness-compare', FairnessCompare);
