/**
 * <fairness-slice-diff>: compare mode's list of the slices (intersections of the attributes'
 * values, `gender=f & skin=darker`) that appeared or worsened from report A to report B, for
 * kinds that keep joint cells (reports written with `slices=True`), from `GET slice_diff`:
 * B's worst slices, each looked up in A. Its controls (metric, max attributes, min size, how
 * many of B's worst slices), one sentence on how many appeared and worsened
 * (slice_diff_state.ts, worded from the numbers the table shows), a toggle to show every
 * slice B lists (by default only those that appeared or worsened), a sortable table (B's
 * ranking by default: n and the rate A → B, the gap to everyone else in A and in B, the
 * change of the harm, its verdict, a "new" badge for a slice that appeared), and under it the
 * slice clicked over the steps of run B (<fairness-slice-trend>; × or Esc closes it). Reports
 * without joint cells get the server's reason and how to write them.
 *
 * Its selection goes to compare with `view-params` (emitParams; compare files the keys under
 * its own prefix). Its load status stays its own (`data-status`): compare's is the tab's.
 * Colour comes from a verdict only (--bad, --good, --muted). Slice names are the report's
 * text: Lit text and attribute bindings only.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import type {ReportRef} from '../state.js';
import {optionLabel, optionOf, optionTooltip} from '../kinds_state.js';
import {
  APPEARED_LEGEND,
  APPEARED_TITLE,
  contextOf,
  defaultSliceDiffView,
  filterSliceDiffRows,
  shownText,
  showAllText,
  sliceDiffDefaultDir,
  sliceDiffPanelParams,
  sliceDiffParams,
  sliceDiffRows,
  sliceDiffSummary,
  sliceDiffViewFromParams,
  sortSliceDiffRows,
  verdictTitle,
  type SliceChange,
  type SliceDiffColumn,
  type SliceDiffSide,
  type SliceDiffView,
} from '../slice_diff_state.js';
import {
  countText,
  defaultSlicesSelection,
  gapText,
  intervalText,
  metricWords,
  percentText,
  sliceMetrics,
  sliceTrendParams,
  slicesFromParams,
  slicesOffered,
  type NumberText,
  type SlicesContext,
  type SlicesSelection,
} from '../slices_state.js';
import type {Params} from '../state.js';
import type {KindDeclaration} from '../types.js';
import {VERDICT_TEXT} from '../types_across_reports.js';
import type {SliceDiffResponse, SliceDiffTable} from '../types_slices.js';
import {emitOpenReport} from './modes.js';
import {sliceDiffStyles} from './slice_diff_styles.js';
import {ariaSort, nextSortDir, sortArrow} from './table_sort.js';
import {emitParams, type ViewStatus} from './view.js';
import {ViewLoad, invalidOptionTitle, numberField, optionBoxBounds, typedOption} from './view_shell.js';
import './slice_trend_chart.js';

/** The server's reason as a sentence: "Report B (plain at step 0) was written without slices=True, …". */
function reasonText(reason: string): string {
  const text = reason.replace(/^table: /, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

interface Column {
  key: SliceDiffColumn;
  name: string;
  sub?: string;
  title: string;
  text?: boolean;
}

export class FairnessSliceDiff extends LitElement {
  static override properties = {
    api: {attribute: false},
    tag: {attribute: false},
    a: {attribute: false},
    b: {attribute: false},
    declaration: {attribute: false},
    params: {attribute: false},
    context: {attribute: false},
    selection: {state: true},
    view: {state: true},
    data: {state: true},
    minSizeText: {state: true},
    kText: {state: true},
  };

  declare api: Api | null;
  declare tag: string;
  /** Report A and report B as the comparison resolved them (their steps known). */
  declare a: SliceDiffSide | null;
  declare b: SliceDiffSide | null;
  declare declaration: KindDeclaration | null;
  /** The panel's hash parameters when it was mounted (`fairness_slice_*`): read once, at the first update. */
  declare params: Params;
  /** Compare's options the slices are read at (a binary report's label and threshold). */
  declare context: SlicesContext;
  declare selection: SlicesSelection;
  declare view: SliceDiffView;
  declare data: SliceDiffResponse | null;
  declare minSizeText: string;
  declare kText: string;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  /** The route parameters of the last load: a new load only when they change. */
  private asked = '';
  private rows: SliceChange[] = [];
  private order: SliceChange[] = [];
  /** Scroll the chart into view once drawn (a slice was just clicked). */
  private revealChart = false;

  constructor() {
    super();
    this.api = null;
    this.tag = '';
    this.a = null;
    this.b = null;
    this.declaration = null;
    this.params = [];
    this.context = {};
    this.selection = defaultSlicesSelection(null);
    this.view = defaultSliceDiffView();
    this.data = null;
    this.minSizeText = '';
    this.kText = '';
    // The panel's loads (and its chart's) are its own: the tab's status is compare's.
    this.addEventListener('view-status', (e) => {
      e.stopPropagation();
      if (e.composedPath()[0] === this) this.dataset.status = (e as CustomEvent<ViewStatus>).detail;
    });
    this.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.selection.slice !== null) this.pick(null);
    });
  }

  static override styles = sliceDiffStyles;

  // -------------------------------------------------------------------------
  // Loading

  private routeKey(): string {
    if (!this.a || !this.b) return '';
    return JSON.stringify(sliceDiffParams(this.a, this.b, this.tag, this.selection, this.context));
  }

  private async load(): Promise<void> {
    const {api, a, b, tag} = this;
    if (!api || !a || !b || !tag) return;
    this.asked = this.routeKey();
    const p = sliceDiffParams(a, b, tag, this.selection, this.context);
    const res = await this.shell.run(
      this.request,
      (signal) => api.sliceDiff(p, signal),
      () => (this.data = null),
    );
    if (res === STALE) return;
    this.data = res;
    // No size asked: the box shows the one the server used (the report's min_count).
    if (res.available && this.selection.minSize === null) this.minSizeText = String(res.min_size);
    this.shell.ready();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = slicesFromParams(this.params, this.declaration);
      this.view = sliceDiffViewFromParams(this.params);
      this.minSizeText = this.selection.minSize === null ? '' : String(this.selection.minSize);
      this.kText = this.selection.k === null ? '' : String(this.selection.k);
      this.revealChart = this.selection.slice !== null;
      this.emitSelection();
    }
    const key = this.routeKey();
    if (key !== '' && key !== this.asked) void this.load();
    if (changed.has('data') || changed.has('view')) {
      const d = this.data;
      this.rows = d?.available ? sliceDiffRows(d) : [];
      const shown = filterSliceDiffRows(this.rows, this.view.all);
      const ranked = this.view.sort === 'rank' && this.view.dir === 'asc';
      this.order = ranked ? shown : sortSliceDiffRows(shown, this.view.sort, this.view.dir);
    }
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private emitSelection(): void {
    emitParams(this, sliceDiffPanelParams(this.selection, this.view, this.declaration));
  }

  private change(patch: Partial<SlicesSelection>): void {
    this.selection = {...this.selection, ...patch};
    this.emitSelection();
  }

  private changeView(patch: Partial<SliceDiffView>): void {
    this.view = {...this.view, ...patch};
    this.emitSelection();
  }

  private pick(slice: string | null): void {
    if (slice === this.selection.slice) return;
    this.revealChart = slice !== null;
    this.change({slice});
  }

  private onNumber(name: 'min_size' | 'k', text: string): void {
    if (name === 'min_size') this.minSizeText = text;
    else this.kText = text;
    const v = typedOption(this.declaration, name, text);
    const field = name === 'min_size' ? 'minSize' : 'k';
    if (v === null || v === this.selection[field]) return;
    this.change({[field]: v});
  }

  private onSort(column: SliceDiffColumn): void {
    const higher = this.data?.available ? this.data.higher_is_worse : true;
    const dir = nextSortDir(column, this.view.sort, this.view.dir, (c) => sliceDiffDefaultDir(c, higher));
    this.changeView({sort: column, dir});
  }

  private reset(): void {
    this.selection = defaultSlicesSelection(this.declaration);
    this.view = defaultSliceDiffView();
    this.minSizeText = '';
    this.kText = this.selection.k === null ? '' : String(this.selection.k);
    this.emitSelection();
  }

  /** The chart of a slice just clicked is drawn: into view (the panel sits below compare's table). */
  private onChartLoaded(e: Event): void {
    if (!this.revealChart) return;
    this.revealChart = false;
    (e.target as HTMLElement).scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  /** A step clicked on the chart: that report of run B, in the report view (compare's sides stay as they are). */
  private onChartStep(e: CustomEvent<Partial<ReportRef>>, run: string): void {
    e.stopPropagation();
    if (typeof e.detail.step === 'number') emitOpenReport(this, {run, step: e.detail.step});
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderControls() {
    const decl = this.declaration;
    const sel = this.selection;
    const metrics = sliceMetrics(decl);
    const level = optionOf(decl, 'max_level');
    const lo = level?.minimum ?? 1;
    const hi = Math.max(lo, level?.maximum ?? 4);
    const levels = Array.from({length: hi - lo + 1}, (_, i) => lo + i);
    const minInvalid = this.minSizeText.trim() !== '' && typedOption(decl, 'min_size', this.minSizeText) === null;
    const kInvalid = typedOption(decl, 'k', this.kText) === null;
    const select = (e: Event) => (e.target as HTMLSelectElement).value;
    return html`<div class="group" role="group" aria-label="Slices compared: options">
      <label class="field" title=${optionTooltip(decl, 'metric', 'The slices are judged by the error rate unless asked.')}>
        <span class="name">${optionLabel(decl, 'metric')}</span>
        <select name="slice_metric" @change=${(e: Event) => this.change({metric: select(e)})}>
          ${(metrics.length ? metrics : [sel.metric]).map(
            (m) => html`<option value=${m} ?selected=${m === sel.metric}>${metricWords(m)}</option>`,
          )}
        </select>
      </label>
      <label class="field" title=${optionTooltip(decl, 'max_level')}>
        <span class="name">${optionLabel(decl, 'max_level', 'Max attributes')}</span>
        <select name="slice_max_level" @change=${(e: Event) => this.change({maxLevel: Number(select(e))})}>
          ${levels.map((n) => html`<option value=${n} ?selected=${n === sel.maxLevel}>${n}</option>`)}
        </select>
      </label>
      ${numberField({
        label: optionLabel(decl, 'min_size', 'Min size'),
        name: 'slice_min_size',
        text: this.minSizeText,
        invalid: minInvalid,
        title: minInvalid ? invalidOptionTitle(decl, 'min_size') : optionTooltip(decl, 'min_size'),
        min: optionBoxBounds(decl, 'min_size').min,
        step: '1',
        onInput: (text) => this.onNumber('min_size', text),
      })}
      ${numberField({
        label: optionLabel(decl, 'k', 'Slices'),
        name: 'slice_k',
        text: this.kText,
        invalid: kInvalid,
        title: kInvalid ? invalidOptionTitle(decl, 'k') : optionTooltip(decl, 'k', "How many of B's worst slices are compared."),
        ...optionBoxBounds(decl, 'k'),
        step: '1',
        onInput: (text) => this.onNumber('k', text),
      })}
    </div>`;
  }

  private columns(d: SliceDiffTable): Column[] {
    const level = `${Math.round(d.level * 100)}%`;
    const metric = metricWords(d.metric);
    const worse = d.higher_is_worse ? 'higher' : 'lower';
    const gap = (side: string) =>
      `gap in ${side}: the slice's ${metric} minus everyone else's in report ${side}, in percentage points, with Newcombe's ${level} interval`;
    return [
      {key: 'rank', name: '#', title: "B's rank: B's worst slice first"},
      {key: 'slice', name: 'slice', title: "slice: the people with every one of these attributes' values", text: true},
      {key: 'size', name: 'n', sub: 'A → B', title: 'n (size_a, size_b): the people in the slice in A and in B; sorted by B'},
      {
        key: 'value',
        name: metric,
        sub: 'A → B',
        title: `${metric} (value_a, value_b): the rate in the slice, in A and in B (${worse} is worse); sorted by B`,
      },
      {key: 'gap_a', name: 'gap in A', sub: `pp [${level}]`, title: gap('A')},
      {key: 'gap_b', name: 'gap in B', sub: `pp [${level}]`, title: gap('B')},
      {
        key: 'change',
        name: 'change',
        sub: `harm, pp [${level}]`,
        title:
          `change: how much the slice's harm (its gap in the worse direction) grew from A to B, in percentage points, ` +
          `with its ${level} interval; positive is worse in B`,
      },
      {
        key: 'verdict',
        name: 'verdict',
        title: `verdict: whether the harm changed significantly (Benjamini–Hochberg at ${d.fdr} over the slices listed)`,
      },
      {key: 'appeared', name: 'new', title: APPEARED_TITLE},
    ];
  }

  private renderHead(c: Column) {
    const v = this.view;
    const sorted = c.key === v.sort;
    return html`<th class=${c.text ? 'text' : c.key === 'appeared' ? 'mark' : ''} data-col=${c.key} aria-sort=${ariaSort(sorted, v.dir)}>
      <button title=${`${c.title}. Click to sort.`} @click=${() => this.onSort(c.key)}>
        <span class="name">${c.name}</span>${sorted ? html` <span class="arrow">${sortArrow(true, v.dir)}</span>` : nothing}${
          c.sub ? html`<span class="sub">${c.sub}</span>` : nothing
        }
      </button>
    </th>`;
  }

  /** A cell of two numbers, A → B; `data-value` holds B's. */
  private pair(col: string, a: NumberText, b: NumberText, absentA = false) {
    const titleA = absentA ? 'A had nobody in this slice' : a.title;
    return html`<td class="num pair" data-col=${col} data-value=${b.missing ? '' : b.title} title=${`A: ${titleA}; B: ${b.title}`}>
      <span class="a ${a.missing ? 'missing' : ''}">${a.text}</span><span class="to" aria-label="to"> → </span><span class="v ${b.missing ? 'missing' : ''}"
        >${b.text}</span
      >
    </td>`;
  }

  /** A gap or change with its interval; `cls` adds the verdict's colour (the change). */
  private interval(col: string, v: NumberText, lower: number | null, upper: number | null, cls = '') {
    const i = intervalText(lower, upper);
    return html`<td class="num ${cls} ${v.missing ? 'missing' : ''}" data-col=${col} data-value=${v.missing ? '' : v.title} title=${v.title}>
      <span class="v">${v.text}</span><span class="interval" title=${i.title}>${i.missing ? '' : i.text}</span>
    </td>`;
  }

  private renderRow(d: SliceDiffTable, row: SliceChange) {
    const selected = row.slice === this.selection.slice;
    return html`<tr
      class=${row.appeared || row.verdict === 'worsened' ? 'flagged' : ''}
      data-slice=${row.slice}
      data-rank=${row.rank}
      data-verdict=${row.verdict}
      data-appeared=${row.appeared ? 'true' : 'false'}
      aria-selected=${selected ? 'true' : 'false'}
      @click=${() => this.pick(row.slice)}
    >
      <td class="num rank" data-col="rank">${row.rank}</td>
      <td class="text slice" data-col="slice">
        <button class="slice-open" name="slice-open" title=${`${row.slice}: chart its gap in B over the steps`} aria-pressed=${selected ? 'true' : 'false'}>
          ${row.predicates.map((p) => html`<span class="chip" data-attribute=${p.attribute}>${p.attribute}=${p.value}</span>`)}
        </button>
      </td>
      ${this.pair('size', countText(row.sizeA), countText(row.sizeB), row.absentA)}
      ${this.pair('value', percentText(row.valueA), percentText(row.valueB), row.absentA)}
      ${this.interval('gap_a', gapText(row.gapA), row.lowerA, row.upperA)} ${this.interval('gap_b', gapText(row.gapB), row.lowerB, row.upperB)}
      ${this.interval('change', gapText(row.change), row.lower, row.upper, `change v-${row.verdict}`)}
      <td class="verdict" data-col="verdict">
        <span class="verdict-badge v-${row.verdict}" title=${verdictTitle(row, d)}>${VERDICT_TEXT[row.verdict]}</span>
      </td>
      <td class="mark" data-col="appeared">${row.appeared ? html`<span class="new-badge" title=${APPEARED_TITLE}>new</span>` : nothing}</td>
    </tr>`;
  }

  private renderTable(d: SliceDiffTable) {
    const columns = this.columns(d);
    return html`<div class="table-box">
      <table aria-label="Slices compared">
        <thead>
          <tr>
            ${columns.map((c) => this.renderHead(c))}
          </tr>
        </thead>
        <tbody>
          ${
            this.order.length === 0
              ? html`<tr class="none-row">
                  <td class="none" colspan=${columns.length}>
                    ${this.rows.length === 0 ? sliceDiffSummary(d, this.rows) : 'No slice appeared or worsened: tick the box above to see them all.'}
                  </td>
                </tr>`
              : this.order.map((row) => this.renderRow(d, row))
          }
        </tbody>
      </table>
    </div>`;
  }

  private renderTrend(d: SliceDiffTable) {
    const slice = this.selection.slice;
    if (slice === null) return nothing;
    const run = d.b.run;
    return html`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${sliceTrendParams(d.tag, run, slice, this.selection, this.context)}
        .run=${run}
        .step=${d.b.step}
        @slice-close=${() => this.pick(null)}
        @slice-trend-loaded=${(e: Event) => this.onChartLoaded(e)}
        @report-change=${(e: CustomEvent<Partial<ReportRef>>) => this.onChartStep(e, run)}
      ></fairness-slice-trend>
    </div>`;
  }

  private renderBody(d: SliceDiffTable) {
    const n = this.rows.length;
    return html`<div
      class="content ${this.shell.loading ? 'stale' : ''}"
      data-rows=${n}
      data-appeared=${d.appeared}
      data-worsened=${d.worsened}
      data-metric=${d.metric}
    >
      <div class="sentences">
        <div class="headline" data-role="slice-diff-summary">${sliceDiffSummary(d, this.rows)}</div>
        <div class="scored muted" data-role="slice-diff-sides">
          A: <span class="side">${d.a.run} @ ${d.a.step}</span>, B: <span class="side">${d.b.run} @ ${d.b.step}</span>.
          <span class="new-badge" title=${APPEARED_TITLE}>new</span> <span title=${APPEARED_TITLE}>${APPEARED_LEGEND}</span>. Click a slice to
          chart its gap in B over the steps.
        </div>
      </div>
      <div class="shown">
        <span data-role="slice-diff-shown">${shownText(this.order.length, n, this.view.all)}</span>
        ${
          n > 0
            ? html`<label class="toggle">
                <input type="checkbox" name="slice_diff_all" .checked=${this.view.all} @change=${(e: Event) => this.changeView({all: (e.target as HTMLInputElement).checked})} />
                ${showAllText(n)}
              </label>`
            : nothing
        }
      </div>
      ${this.renderTable(d)} ${this.renderTrend(d)}
    </div>`;
  }

  private renderHint(reason: string) {
    return html`<div class="hint" data-role="no-slices" title=${reason}>
      <div class="reason">${reasonText(reason)}</div>
      Write both reports with <code>slices=True</code> to see which intersections of the attributes' values appeared or worsened, e.g.
      <pre>w.${this.declaration?.name ?? 'writer'}(tag, step, …, attributes, slices=True)</pre>
    </div>`;
  }

  override render() {
    const d = this.data;
    const unavailable = d !== null && !d.available;
    return html`<h3 class="title">Slices that appeared or worsened in B</h3>
      ${unavailable ? this.renderHint(d.reason) : this.renderControls()}
      ${this.shell.renderError('Could not compare the slices', [{label: 'Reset the slices', name: 'slice-reset', run: () => this.reset()}])}
      ${
        d === null
          ? this.shell.loading
            ? html`<div class="loading">Comparing the slices…</div>`
            : nothing
          : d.available
            ? this.renderBody(d)
            : nothing
      }`;
  }
}

customElements.define('fairness-slice-diff', FairnessSliceDiff);

/**
 * The panel as compare mounts it under its table (the comparison's sides and tag, compare's
 * options: the panel keeps those the slices are read at, contextOf), for a kind that keeps
 * joint cells (nothing for another). `params`: the panel's keys when it mounts; `onParams`
 * gets them as they change (its `view-params`, stopped here: compare adds them to its own).
 */
export function sliceDiffPanel(
  r: {a: SliceDiffSide; b: SliceDiffSide; tag: string},
  api: Api,
  declaration: KindDeclaration | null,
  params: Params,
  options: KindOptions,
  onParams: (params: Params) => void,
) {
  if (!slicesOffered(declaration)) return nothing;
  return html`<fairness-slice-diff
    .a=${r.a}
    .b=${r.b}
    .tag=${r.tag}
    .api=${api}
    .declaration=${declaration}
    .params=${params}
    .context=${contextOf(options)}
    @view-params=${(e: CustomEvent<Params>) => {
      e.stopPropagation();
      onParams(e.detail);
    }}
  ></fairness-slice-diff>`;
}
