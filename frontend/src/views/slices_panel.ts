/**
 * <fairness-slices-panel>: the worst slices of a report that keeps joint cells (written with
 * `slices=True`): intersections of the attributes' values (`sex=Male & age=45-54`) ranked by
 * how surely their rate is worse than everyone else's (or by SliceLine's score), from the
 * kind's `<kind>/slices` view route. Its controls (metric, class, max attributes, min size,
 * how many slices, scoring, SliceLine's alpha), one sentence on the worst slice and one on what was scored
 * (slices_state.ts, worded from the numbers the table shows), the ★ legend, a sortable table
 * (the server's ranking by default), and under it the slice clicked over the steps of the
 * run (<fairness-slice-trend>). A report written without joint cells gets a hint on how to
 * write one; a bad option, the server's message in the tab's error box.
 *
 * Its selection lives in the URL hash (`fairness_slice_*`): the panel tells its parent view
 * with `view-params` (emitParams), which the view merges with its own. Its load status stays
 * its own (`data-status`): the view's status is the tab's. Names are the report's text:
 * Lit text and attribute bindings only.
 */
import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api} from '../api.js';
import {optionLabel, optionOf, optionTooltip} from '../kinds_state.js';
import {significanceLabel} from '../significance.js';
import {checkSlices} from '../slices_checks.js';
import {
  SLICES_PATH,
  countText,
  defaultSlicesSelection,
  foldedText,
  foldedTitle,
  gapText,
  intervalText,
  isSliceLine,
  keepClass,
  metricWords,
  percentText,
  qText,
  scoreText,
  scoredLine,
  sliceDefaultDir,
  sliceMetrics,
  sliceRows,
  sliceSummary,
  sliceTrendParams,
  slicesFromParams,
  slicesLegend,
  slicesRouteParams,
  slicesToParams,
  sortSliceRows,
  type NumberText,
  type SliceColumn,
  type SliceRow,
  type SlicesContext,
  type SlicesSelection,
} from '../slices_state.js';
import type {Params} from '../state.js';
import type {KindDeclaration} from '../types.js';
import type {SlicesResponse, SlicesTable} from '../types_slices.js';
import {fdrLegend} from './fdr_legend.js';
import {slicesStyles} from './slices_styles.js';
import {ariaSort, nextSortDir, sortArrow} from './table_sort.js';
import {emitParams, type ViewStatus} from './view.js';
import {ViewLoad, invalidOptionTitle, numberField, optionBoxBounds, typedOption} from './view_shell.js';
import {markStar} from './virtual_table.js';
import './slice_trend_chart.js';

/** A column of the table: its key (the sort's), header, sub-header and tooltip. */
interface Column {
  key: SliceColumn;
  name: string;
  sub?: string;
  title: string;
  text?: boolean;
}

export class FairnessSlicesPanel extends LitElement {
  static override properties = {
    api: {attribute: false},
    run: {attribute: false},
    tag: {attribute: false},
    step: {attribute: false},
    declaration: {attribute: false},
    params: {attribute: false},
    classes: {attribute: false},
    fdr: {attribute: false},
    context: {attribute: false},
    selection: {state: true},
    data: {state: true},
    minSizeText: {state: true},
    kText: {state: true},
    alphaText: {state: true},
  };

  declare api: Api | null;
  declare run: string;
  declare tag: string;
  /** null: the latest step. */
  declare step: number | null;
  declare declaration: KindDeclaration | null;
  /** The hash parameters when the panel was mounted: read once, at the first update. */
  declare params: Params;
  /** The report's classes (the `class` picker); [] until the view knows them. */
  declare classes: string[];
  /** The view's FDR (its box), for the ★ marks; null: the server's. */
  declare fdr: number | null;
  /** The view's own options the slices are read at (a binary report's label and threshold). */
  declare context: SlicesContext;
  declare selection: SlicesSelection;
  declare data: SlicesResponse | null;
  declare minSizeText: string;
  declare kText: string;
  declare alphaText: string;

  private readonly request = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request]);
  /** The route parameters of the last load: a new load only when they change. */
  private asked = '';
  private rows: SliceRow[] = [];
  private order: SliceRow[] = [];
  /** Scroll the chart into view once drawn (a row was just clicked). */
  private revealChart = false;

  constructor() {
    super();
    this.api = null;
    this.run = '';
    this.tag = '';
    this.step = null;
    this.declaration = null;
    this.params = [];
    this.classes = [];
    this.fdr = null;
    this.context = {};
    this.selection = defaultSlicesSelection(null);
    this.data = null;
    this.minSizeText = '';
    this.kText = '';
    this.alphaText = '';
    // The panel's loads (and its chart's) are its own: the tab's status is the view's.
    this.addEventListener('view-status', (e) => {
      e.stopPropagation();
      if (e.composedPath()[0] === this) this.dataset.status = (e as CustomEvent<ViewStatus>).detail;
    });
    this.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.selection.slice !== null) this.pick(null);
    });
  }

  static override styles = slicesStyles;

  /** The class picker, for a kind whose slices can be one class's people (per-group rates). */
  private renderClassPicker() {
    const decl = this.declaration;
    const sel = this.selection;
    return html`<label class="field" title=${optionTooltip(decl, 'class_name')}>
      <span class="name">${optionLabel(decl, 'class_name', 'Class')}</span>
      <select name="slice_class" @change=${(e: Event) => this.change({className: (e.target as HTMLSelectElement).value || null})}>
        <option value="" ?selected=${sel.className === null}>every class</option>
        ${this.classes.map((c) => html`<option .value=${c} ?selected=${c === sel.className}>${c}</option>`)}
      </select>
    </label>`;
  }

  // -------------------------------------------------------------------------
  // Loading

  private routeKey(): string {
    const ref = {run: this.run, tag: this.tag, step: this.step};
    return JSON.stringify([this.declaration?.name ?? null, slicesRouteParams(ref, this.selection, this.fdr, this.context)]);
  }

  private async load(): Promise<void> {
    const kind = this.declaration?.name;
    const api = this.api;
    if (!kind || !api || !this.run || !this.tag) return;
    this.asked = this.routeKey();
    const p = slicesRouteParams({run: this.run, tag: this.tag, step: this.step}, this.selection, this.fdr, this.context);
    const res = await this.shell.run(
      this.request,
      (signal) => api.view(kind, SLICES_PATH, p, checkSlices, signal),
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
      this.selection = keepClass(slicesFromParams(this.params, this.declaration), this.classes);
      this.minSizeText = this.selection.minSize === null ? '' : String(this.selection.minSize);
      this.kText = this.selection.k === null ? '' : String(this.selection.k);
      this.alphaText = this.selection.alpha === null ? '' : String(this.selection.alpha);
      this.revealChart = this.selection.slice !== null;
      this.emitSelection();
    } else if (changed.has('classes')) {
      const kept = keepClass(this.selection, this.classes);
      if (kept !== this.selection) this.setSelection(kept);
    }
    if (this.routeKey() !== this.asked) void this.load();
    if (changed.has('data') || changed.has('selection')) {
      this.rows = this.data?.available ? sliceRows(this.data) : [];
      const d = this.data;
      const sorted = this.selection.sort === 'rank' && this.selection.dir === 'asc';
      this.order = sorted || !d?.available ? this.rows : sortSliceRows(this.rows, this.selection.sort, this.selection.dir);
    }
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private emitSelection(): void {
    emitParams(this, slicesToParams(this.selection, this.declaration));
  }

  private setSelection(sel: SlicesSelection): void {
    this.selection = sel;
    this.emitSelection();
  }

  private change(patch: Partial<SlicesSelection>): void {
    this.setSelection({...this.selection, ...patch});
  }

  private pick(slice: string | null): void {
    if (slice === this.selection.slice) return;
    this.revealChart = slice !== null;
    this.change({slice});
  }

  private onMinSize(text: string): void {
    this.minSizeText = text;
    const v = typedOption(this.declaration, 'min_size', text);
    if (v === null || v === this.selection.minSize) return;
    this.change({minSize: v});
  }

  private onK(text: string): void {
    this.kText = text;
    const v = typedOption(this.declaration, 'k', text);
    if (v === null || v === this.selection.k) return;
    this.change({k: v});
  }

  private onAlpha(text: string): void {
    this.alphaText = text;
    const v = typedOption(this.declaration, 'alpha', text);
    if (v === null || v === this.selection.alpha) return;
    this.change({alpha: v});
  }

  private onSort(column: SliceColumn): void {
    const higher = this.data?.available ? this.data.higher_is_worse : true;
    const dir = nextSortDir(column, this.selection.sort, this.selection.dir, (c) => sliceDefaultDir(c, higher));
    this.change({sort: column, dir});
  }

  private reset(): void {
    this.selection = defaultSlicesSelection(this.declaration);
    this.minSizeText = '';
    this.kText = this.selection.k === null ? '' : String(this.selection.k);
    this.alphaText = this.selection.alpha === null ? '' : String(this.selection.alpha);
    this.emitSelection();
  }

  /** The chart of a row just clicked is drawn: into view (the panel sits low in the view's scroll). */
  private onChartLoaded(e: Event): void {
    if (!this.revealChart) return;
    this.revealChart = false;
    (e.target as HTMLElement).scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  // -------------------------------------------------------------------------
  // Rendering

  private renderControls() {
    const decl = this.declaration;
    const sel = this.selection;
    const metrics = sliceMetrics(decl);
    const shownMetrics = metrics.length ? metrics : [sel.metric];
    const level = optionOf(decl, 'max_level');
    const lo = level?.minimum ?? 1;
    const hi = Math.max(lo, level?.maximum ?? 4);
    const levels = Array.from({length: hi - lo + 1}, (_, i) => lo + i);
    const scorings = optionOf(decl, 'scoring')?.choices ?? [sel.scoring ?? 'gap'];
    const minInvalid = this.minSizeText.trim() !== '' && typedOption(decl, 'min_size', this.minSizeText) === null;
    const alphaInvalid = typedOption(decl, 'alpha', this.alphaText) === null;
    const kInvalid = typedOption(decl, 'k', this.kText) === null;
    const select = (e: Event) => (e.target as HTMLSelectElement).value;
    return html`<div class="group" role="group" aria-label="Worst slices options">
      <label class="field" title=${optionTooltip(decl, 'metric', 'The panel judges slices by the error rate unless asked.')}>
        <span class="name">${optionLabel(decl, 'metric')}</span>
        <select name="slice_metric" @change=${(e: Event) => this.change({metric: select(e)})}>
          ${shownMetrics.map((m) => html`<option value=${m} ?selected=${m === sel.metric}>${metricWords(m)}</option>`)}
        </select>
      </label>
      ${optionOf(decl, 'class_name') === null ? nothing : this.renderClassPicker()}
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
        onInput: (text) => this.onMinSize(text),
      })}
      ${numberField({
        label: optionLabel(decl, 'k', 'Slices'),
        name: 'slice_k',
        text: this.kText,
        invalid: kInvalid,
        title: kInvalid ? invalidOptionTitle(decl, 'k') : optionTooltip(decl, 'k'),
        ...optionBoxBounds(decl, 'k'),
        step: '1',
        onInput: (text) => this.onK(text),
      })}
      <label class="field" title=${optionTooltip(decl, 'scoring')}>
        <span class="name">${optionLabel(decl, 'scoring', 'Scoring')}</span>
        <select name="slice_scoring" @change=${(e: Event) => this.change({scoring: select(e)})}>
          ${scorings.map((s) => html`<option value=${s} ?selected=${s === sel.scoring}>${s}</option>`)}
        </select>
      </label>
      ${
        isSliceLine(sel)
          ? numberField({
              label: optionLabel(decl, 'alpha', 'Alpha'),
              name: 'slice_alpha',
              text: this.alphaText,
              invalid: alphaInvalid,
              title: alphaInvalid ? invalidOptionTitle(decl, 'alpha') : optionTooltip(decl, 'alpha'),
              ...optionBoxBounds(decl, 'alpha'),
              step: '0.05',
              decimal: true,
              onInput: (text) => this.onAlpha(text),
            })
          : nothing
      }
    </div>`;
  }

  private columns(d: SlicesTable): Column[] {
    const level = `${Math.round(d.level * 100)}%`;
    const metric = metricWords(d.metric);
    const head: Column[] = [
      {key: 'rank', name: '#', title: "rank: the server's ranking, the worst slice first"},
      {key: 'slice', name: 'slice', title: "slice: the people with every one of these attributes' values", text: true},
      {key: 'size', name: 'n', title: 'n (size): the people in the slice'},
    ];
    if (d.scoring === 'sliceline') {
      return [
        ...head,
        {
          key: 'error_rate',
          name: 'error rate',
          sub: 'in the slice',
          title: 'error rate (error_rate): the share of the slice the metric counts as misses',
        },
        {
          key: 'score',
          name: 'score',
          sub: 'SliceLine',
          title: `score: SliceLine's score of the slice's errors against its size (alpha ${d.alpha ?? ''})`,
        },
      ];
    }
    const worse = d.higher_is_worse ? 'higher' : 'lower';
    return [
      ...head,
      {key: 'value', name: metric, sub: 'in the slice', title: `${metric} (value): the rate in the slice; ${worse} is worse`},
      {key: 'rest', name: 'rest', sub: 'everyone else', title: `rest: the ${metric} of everyone outside the slice`},
      {
        key: 'gap',
        name: 'gap',
        sub: `pp [${level} interval]`,
        title: `gap: slice − rest in percentage points, with Newcombe's ${level} interval; ranked by the end nearest no harm`,
      },
      {
        key: 'q_value',
        name: 'q',
        sub: 'BH',
        title: `q (q_value): the p-value adjusted by Benjamini–Hochberg over all ${d.evaluated} slices scored`,
      },
      {key: 'significant', name: '★', title: `★: ${significanceLabel(d.fdr)}`},
      {
        key: 'folded',
        name: 'similar',
        sub: 'folded',
        title: 'similar (folded): sub-slices (this slice and more attributes) no worse than it, folded under it rather than listed',
      },
    ];
  }

  private renderHead(c: Column) {
    const sel = this.selection;
    const sorted = c.key === sel.sort;
    const mark = c.key === 'significant';
    return html`<th class=${mark ? 'mark' : c.text ? 'text' : ''} data-col=${c.key} aria-sort=${ariaSort(sorted, sel.dir)}>
      <button title=${`${c.title}. Click to sort.`} @click=${() => this.onSort(c.key)}>
        <span class="name">${c.name}</span>${sorted ? html` <span class="arrow">${sortArrow(true, sel.dir)}</span>` : nothing}${
          c.sub ? html`<span class="sub">${c.sub}</span>` : nothing
        }
      </button>
    </th>`;
  }

  private number(col: string, t: NumberText, extra: unknown = nothing) {
    return html`<td class="num ${t.missing ? 'missing' : ''}" data-col=${col} data-value=${t.missing ? '' : t.title} title=${t.title}>
      <span class="v">${t.text}</span>${extra}
    </td>`;
  }

  private renderRow(d: SlicesTable, row: SliceRow, pos: number, starLabel: string) {
    const selected = row.slice === this.selection.slice;
    const select = () => this.pick(row.slice);
    const cells =
      d.scoring === 'sliceline'
        ? html`${this.number('error_rate', percentText(row.errorRate))}${this.number('score', scoreText(row.score))}`
        : html`${this.number('value', percentText(row.value))}${this.number('rest', percentText(row.rest))}${this.renderGap(row)}${this.number(
            'q_value',
            qText(row.q),
          )}
          <td class="mark" data-col="significant">${row.significant ? markStar(starLabel) : nothing}</td>
          <td class="num folded" data-col="folded" data-value=${row.folded ?? ''} title=${foldedTitle(row.folded, row.slice)}>${foldedText(row.folded)}</td>`;
    return html`<tr
      class=${row.significant ? 'significant' : ''}
      data-slice=${row.slice}
      data-pos=${pos}
      data-rank=${row.rank}
      aria-selected=${selected ? 'true' : 'false'}
      tabindex="0"
      @click=${select}
      @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && select()}
    >
      <td class="num rank" data-col="rank">${row.rank}</td>
      <td class="text slice" data-col="slice" title=${row.slice}>
        ${row.predicates.map((p) => html`<span class="chip" data-attribute=${p.attribute}>${p.attribute}=${p.value}</span>`)}
      </td>
      ${this.number('size', countText(row.size))} ${cells}
    </tr>`;
  }

  private renderGap(row: SliceRow) {
    const interval = intervalText(row.lower, row.upper);
    return this.number('gap', gapText(row.gap), html`<span class="interval" title=${interval.title}>${interval.text}</span>`);
  }

  private renderTable(d: SlicesTable) {
    const columns = this.columns(d);
    const starLabel = significanceLabel(d.fdr);
    return html`<div class="table-box">
      <table aria-label="Worst slices">
        <thead>
          <tr>
            ${columns.map((c) => this.renderHead(c))}
          </tr>
        </thead>
        <tbody>
          ${
            this.order.length === 0
              ? html`<tr class="none-row"><td class="none" colspan=${columns.length}>${sliceSummary(d, [])}</td></tr>`
              : this.order.map((row, pos) => this.renderRow(d, row, pos, starLabel))
          }
        </tbody>
      </table>
    </div>`;
  }

  private renderTrend(d: SlicesTable) {
    const slice = this.selection.slice;
    if (slice === null) return nothing;
    return html`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${sliceTrendParams(d.tag, d.run, slice, this.selection, this.context)}
        .run=${d.run}
        .step=${d.step}
        @slice-close=${() => this.pick(null)}
        @slice-trend-loaded=${(e: Event) => this.onChartLoaded(e)}
      ></fairness-slice-trend>
    </div>`;
  }

  private renderBody(d: SlicesTable) {
    return html`<div class="content ${this.shell.loading ? 'stale' : ''}" data-rows=${d.rows} data-scoring=${d.scoring} data-metric=${d.metric}>
      <div class="sentences">
        <div class="headline" data-role="slices-summary">${sliceSummary(d, this.rows)}</div>
        <div class="scored muted" data-role="slices-scored">${scoredLine(d)}. Click a slice to chart it over the steps.</div>
      </div>
      ${d.scoring === 'sliceline' ? nothing : fdrLegend('slices-legend', slicesLegend(d, this.rows))} ${this.renderTable(d)}
      ${this.renderTrend(d)}
    </div>`;
  }

  private renderHint(reason: string) {
    return html`<div class="hint" data-role="no-slices" title=${reason}>
      This report keeps no slices: write it with <code>slices=True</code> to find the intersections of the attributes' values where the
      model does worst, e.g.
      <pre>w.${this.declaration?.name ?? 'writer'}(tag, step, …, attributes, slices=True)</pre>
    </div>`;
  }

  override render() {
    const d = this.data;
    const unavailable = d !== null && !d.available;
    return html`<h3 class="title">Worst slices</h3>
      ${unavailable ? this.renderHint(d.reason) : this.renderControls()}
      ${this.shell.renderError('Could not load the worst slices', [{label: 'Reset the slices', name: 'slice-reset', run: () => this.reset()}])}
      ${
        d === null
          ? this.shell.loading
            ? html`<div class="loading">Loading the worst slices…</div>`
            : nothing
          : d.available
            ? this.renderBody(d)
            : nothing
      }`;
  }
}

customElements.define('fairness-slices-panel', FairnessSlicesPanel);
