/**
 * <fairness-skew-view>: the view of SkewSize reports (albuquerque2024:
 * characterise the mistakes, not only count them). Owns its selection (the
 * class whose drill-down is open, the mev noise filter, sort, search), asks
 * api.ts for the per-class table (the kind's view route) and the drill-down
 * (its `/class` route),
 * derives rows and bins with skew_state.ts and hands plain values to the
 * table, the histogram and the drill-down. The drill-down also shows the
 * class's V in every run and over the steps (row_drilldown.ts, the `row`
 * route with the view's options). Handlers only change state;
 * render() only turns state into a template.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {Api, LatestRequest, STALE} from '../api.js';
import {csvFileName} from '../csv.js';
import {optionLabel, optionTooltip, optionValid, tableCsvTitle} from '../kinds_state.js';
import {formatCount, formatFixed, formatPercent, formatPoints, formatValue, plural} from '../format.js';
import {
  SKEW_CLASSES_TABLE,
  SKEW_LEVELS,
  defaultSkewSelection,
  filterSkewRows,
  formatLevel,
  skewLegend,
  vDomain,
  skewFromParams,
  skewTableOptions,
  skewToParams,
  sortSkewRows,
  vHistogram,
  type SkewColumn,
  type SkewSelection,
  type VHistogram,
} from '../skew_state.js';
import {compileSearch, type Params, type SearchFilter} from '../state.js';
import type {KindDeclaration, SkewClassResponse, SkewModel, SkewResponse, TagInfo} from '../types.js';
import {base, controlsAndBody, fields, messages, staleContent, summaryLine, viewColumn} from './styles.js';
import {emitParams, emitReportChange, message, viewProperties, type ResolvedRef, type ViewModule, type ViewStatus} from './view.js';
import {TableDownload, ViewLoad, invalidOptionTitle, latestMoved, optionBoxBounds, reportMoved, shownCount} from './view_shell.js';
import type {SortChange} from './virtual_table.js';
import './skew_table.js';
import './skew_histogram.js';
import './skew_class.js';
import './row_drilldown.js';

/** The report kind this view shows; its view routes are named after it. */
const KIND = 'skew_size';

/** Predicted-label columns the drill-down asks for; the rest are summed in `other`. */
export const DRILL_LIMIT = 20;

export const SKEW_EXPLANATION = 'higher is less biased; a long tail of large effect sizes lowers it';

/** A number box's text: null when empty, NaN when not a number. */
/** " [a%, b%]" after a headline accuracy: its Wilson interval at `level` (nothing when undefined). */
function accuracyInterval(interval: [number | null, number | null] | undefined, level: number) {
  const [lo, hi] = interval ?? [null, null];
  if (lo === null || hi === null) return nothing;
  const pct = (v: number) => (v * 100).toFixed(1);
  return html` <span class="muted" title=${`${Math.round(level * 100)}% Wilson interval`}
    >[${pct(lo)}, ${pct(hi)}]</span
  >`;
}

/**
 * The population SkewSize's interval, or why it is withheld: with noisy
 * per-class V the skewness is biased towards 0 and no interval covers.
 */
function skewSizeInterval(m: SkewModel, level: number) {
  const interval = m.skew_size_interval;
  if (interval) {
    return html` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(interval[0])}
      data-upper=${String(interval[1])}
      title=${`Approximate ${Math.round(level * 100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92–93% of the time (docs/statistics.md)`}
      >[${formatValue(interval[0])}, ${formatValue(interval[1])}]</span
    >`;
  }
  if (m.skew_size_interval_state !== 'too_noisy') return nothing;
  return html` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${m.skew_size_interval_reason ?? ''}
    >no interval: the per-class V are too noisy</span
  >`;
}

function parseField(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : NaN;
}

export class FairnessSkewView extends LitElement {
  static override properties = {
    ...viewProperties,
    selection: {state: true},
    data: {state: true},
    classData: {state: true},
    classStatus: {state: true},
    classError: {state: true},
    mevText: {state: true},
    fdrText: {state: true},
  };

  declare report: ResolvedRef;
  declare info: TagInfo | null;
  declare declaration: KindDeclaration | null;
  /** The hash parameters at mount time. */
  declare params: Params;
  declare selection: SkewSelection;
  /** The report on screen (kept, dimmed, while the next one loads). */
  declare data: SkewResponse | null;
  /** The drill-down of `selection.cls`. */
  declare classData: SkewClassResponse | null;
  declare classStatus: ViewStatus;
  declare classError: string | null;
  /** What the mev box says; the selection holds only a valid number. */
  declare mevText: string;
  /** What the FDR box says; the selection holds only a valid rate. */
  declare fdrText: string;

  private readonly api: Api;
  private readonly request = new LatestRequest();
  private readonly classRequest = new LatestRequest();
  private readonly shell = new ViewLoad(this, [this.request, this.classRequest]);
  private readonly downloads = new TableDownload(
    this,
    () => this.api,
    () => this.declaration,
  );
  /** Scroll the drill-down into view after the next render (the user just opened it). */
  private revealClass = false;

  // Derived from data + selection in willUpdate.
  private order: Int32Array | null = null;
  private search: SearchFilter = {regex: null, error: null};
  private visible: Int32Array = new Int32Array(0);
  private visibleList: number[] = [];
  private histogram: VHistogram | null = null;
  /** The whiskers' scale, from the whole table. */
  private domain: [number, number] = [0, 1];

  constructor(api?: Api) {
    super();
    this.api = api ?? new Api();
    this.info = null;
    this.declaration = null;
    this.params = [];
    // A placeholder: the first update reads the hash with the declaration the app hands in.
    this.selection = defaultSkewSelection(null);
    this.data = null;
    this.classData = null;
    this.classStatus = 'loading';
    this.classError = null;
    this.mevText = '';
    this.fdrText = '';
  }

  static override styles = [
    base,
    fields,
    messages,
    viewColumn,
    controlsAndBody,
    summaryLine,
    staleContent,
    css`
      input[name='mev'],
      input[name='fdr'] {
        width: 72px;
      }
      .stats-legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .stats-legend .star {
        color: var(--accent);
      }
      input.search {
        width: 200px;
      }
      .headline {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 28px;
        align-items: flex-start;
        padding: 10px 12px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--surface);
      }
      .headline .skew {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 220px;
        max-width: 300px;
      }
      .headline .skew .value {
        font-size: 26px;
        font-weight: 500;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .value.undef {
        font-size: 18px;
        color: var(--muted);
        font-style: italic;
      }
      .headline .skew .interval {
        font-size: 13px;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .interval.withheld {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .headline .explain {
        font-size: 12px;
      }
      .stats {
        display: grid;
        grid-template-columns: repeat(3, minmax(170px, 1fr));
        gap: 8px 24px;
        flex: 1;
        min-width: 300px;
        margin: 0;
      }
      .stat dt {
        font-size: 11px;
        color: var(--muted);
        letter-spacing: 0.02em;
      }
      .stat dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .stat b {
        font-weight: 500;
      }
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1 0 340px;
        min-height: 340px;
        display: flex;
        gap: 16px;
      }
      fairness-skew-table {
        flex: 1;
        min-width: 0;
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .hint {
        font-size: 12px;
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-skew-table {
          min-height: 340px;
        }
        .side {
          width: auto;
        }
      }
    `,
  ];

  // -------------------------------------------------------------------------
  // Loading

  /** Loads the per-class table, then the drill-down of the selected class. */
  private async load(): Promise<void> {
    const {run, tag, step} = this.report;
    const {mev, level, fdr} = this.selection;
    this.shell.start();
    if (this.selection.cls !== null) this.classStatus = 'loading';
    let res;
    try {
      res = await this.request.run((signal) => this.api.skew(KIND, {run, tag, step, mev, level, fdr}, signal));
    } catch (e) {
      this.classRequest.cancel();
      this.data = null; // it no longer matches the selection
      this.classData = null;
      this.shell.fail(e);
      return;
    }
    if (res === STALE) return;
    this.data = res;
    // No default declared (so none chosen): the boxes show what the response used.
    if (this.selection.mev === null && this.mevText === '') this.mevText = String(res.mev);
    if (this.selection.fdr === null && this.fdrText === '') this.fdrText = String(res.fdr);
    this.shell.ready();
    const cls = this.selection.cls;
    if (cls !== null) {
      if (res.columns.class.includes(cls)) {
        void this.loadClass();
      } else {
        // A class from an old URL or another report: close the drill-down.
        this.closeClass();
      }
    }
  }

  private async loadClass(): Promise<void> {
    const cls = this.selection.cls;
    if (cls === null) return;
    const {run, tag, step} = this.report;
    const mev = this.selection.mev;
    this.classStatus = 'loading';
    this.classError = null;
    let res;
    try {
      res = await this.classRequest.run((signal) =>
        this.api.skewClass(KIND, {run, tag, step, mev, class: cls, k: null, limit: DRILL_LIMIT}, signal),
      );
    } catch (e) {
      this.classData = null;
      this.classError = message(e);
      this.classStatus = 'error';
      return;
    }
    if (res === STALE) return;
    this.classData = res;
    this.classStatus = 'ready';
  }

  // -------------------------------------------------------------------------
  // Changing the selection

  private setSelectionState(sel: SkewSelection): void {
    this.selection = sel;
    emitParams(this, skewToParams(sel, this.declaration));
  }

  private selectClass(cls: string): void {
    if (cls === this.selection.cls && this.classStatus !== 'error') {
      this.revealClass = true;
      this.requestUpdate();
      return;
    }
    this.setSelectionState({...this.selection, cls});
    this.classData = null; // another class: never show the last one's bars under this name
    this.revealClass = true;
    void this.loadClass();
  }

  private closeClass(): void {
    this.classRequest.cancel();
    this.classData = null;
    this.classError = null;
    this.setSelectionState({...this.selection, cls: null});
  }

  private onMevInput(e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.mevText = text;
    const v = parseField(text);
    if (!optionValid(this.declaration, 'mev', v) || v === this.selection.mev) return;
    this.setSelectionState({...this.selection, mev: v});
    void this.load();
  }

  private onFdrInput(e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.fdrText = text;
    const v = parseField(text);
    if (!optionValid(this.declaration, 'fdr', v) || v === this.selection.fdr) return;
    this.setSelectionState({...this.selection, fdr: v});
    void this.load();
  }

  private onLevel(e: Event): void {
    const v = Number((e.target as HTMLSelectElement).value);
    if (v === this.selection.level) return;
    this.setSelectionState({...this.selection, level: v});
    void this.load();
  }

  private resetSelection(): void {
    this.setSelectionState(defaultSkewSelection(this.declaration));
    this.mevText = String(this.selection.mev ?? '');
    this.fdrText = String(this.selection.fdr ?? '');
    this.closeClass();
    if (this.report.step !== null) emitReportChange(this, {step: null});
    else void this.load();
  }

  private downloadCsv(): void {
    const r = this.data;
    if (!r) return;
    const name = csvFileName(['fairness', r.run, r.tag, `step${r.step}`, 'skew', `mev${r.mev}`]);
    const table = {run: r.run, tag: r.tag, step: r.step, table: SKEW_CLASSES_TABLE, options: skewTableOptions(r)};
    void this.downloads.download('download', table, name);
  }

  // -------------------------------------------------------------------------
  // Derived table

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      this.selection = skewFromParams(this.params, this.declaration);
      this.mevText = String(this.selection.mev ?? '');
      this.fdrText = String(this.selection.fdr ?? '');
      emitParams(this, skewToParams(this.selection, this.declaration));
      void this.load();
    } else if (
      (changed.has('report') && reportMoved(changed.get('report') as ResolvedRef | undefined, this.report)) ||
      (changed.has('info') && latestMoved(changed.get('info') as TagInfo | null | undefined, this.info, this.report))
    ) {
      void this.load(); // another report, or a newer step under "latest"
    }

    const prev = changed.get('selection') as SkewSelection | undefined;
    const sel = this.selection;
    const data = this.data;
    const dataChanged = changed.has('data');
    const sortChanged = prev !== undefined && (prev.sort !== sel.sort || prev.dir !== sel.dir);
    const searchChanged = prev === undefined || prev.search !== sel.search;
    if (searchChanged) this.search = compileSearch(sel.search);
    if (!data) {
      this.order = null;
      this.visible = new Int32Array(0);
      this.visibleList = [];
      this.histogram = null;
      return;
    }
    if (dataChanged) this.domain = vDomain(data);
    if (dataChanged || sortChanged || this.order === null) this.order = sortSkewRows(data, sel.sort, sel.dir);
    if (dataChanged || sortChanged || searchChanged) {
      this.visible = filterSkewRows(data, this.order, this.search.regex);
      this.visibleList = Array.from(this.visible);
      this.histogram = vHistogram(data, this.visible);
    }
  }

  protected override updated(): void {
    if (!this.revealClass) return;
    const panel = this.renderRoot.querySelector('fairness-skew-class');
    if (!panel) return;
    this.revealClass = false;
    panel.scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  // -------------------------------------------------------------------------
  // Rendering

  /** V of the class whose drill-down is open, marked on the histogram. */
  private selectedV(): number | null {
    const r = this.data;
    const cls = this.selection.cls;
    if (!r || cls === null) return null;
    const v = r.columns.cramers_v[r.columns.class.indexOf(cls)];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  }

  private renderControls() {
    const sel = this.selection;
    const kind = this.declaration;
    const mevInvalid = !optionValid(kind, 'mev', parseField(this.mevText));
    const fdrInvalid = !optionValid(kind, 'fdr', parseField(this.fdrText));
    const levels: readonly number[] =
      sel.level === null || (SKEW_LEVELS as readonly number[]).includes(sel.level)
        ? SKEW_LEVELS
        : [...SKEW_LEVELS, sel.level].sort((x, y) => x - y);
    return html`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${optionTooltip(kind, 'mev')}>${optionLabel(kind, 'mev')}</span>
          <input
            type="number"
            name="mev"
            min=${optionBoxBounds(kind, 'mev').min ?? nothing}
            step="any"
            inputmode="decimal"
            class=${mevInvalid ? 'invalid' : ''}
            aria-invalid=${mevInvalid ? 'true' : 'false'}
            title=${
              mevInvalid
                ? invalidOptionTitle(kind, 'mev')
                : optionTooltip(
                    kind,
                    'mev',
                    'Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).',
                  )
            }
            .value=${this.mevText}
            @input=${(e: Event) => this.onMevInput(e)}
          />
        </label>
        <label class="field" title=${optionTooltip(kind, 'level', 'Here: the interval of V (the whiskers).')}>
          <span class="name">${optionLabel(kind, 'level')}</span>
          <select name="level" @change=${(e: Event) => this.onLevel(e)}>
            ${levels.map((l) => html`<option .value=${String(l)} .selected=${l === sel.level}>${formatLevel(l)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${optionTooltip(kind, 'fdr')}>${optionLabel(kind, 'fdr', 'FDR')}</span>
          <input
            type="number"
            name="fdr"
            min=${optionBoxBounds(kind, 'fdr').min ?? nothing}
            max=${optionBoxBounds(kind, 'fdr').max ?? nothing}
            step="0.01"
            inputmode="decimal"
            class=${fdrInvalid ? 'invalid' : ''}
            aria-invalid=${fdrInvalid ? 'true' : 'false'}
            title=${
              fdrInvalid
                ? invalidOptionTitle(kind, 'fdr')
                : `False discovery rate of the ★ marks (Benjamini–Hochberg over the classes with a p-value). ${optionTooltip(kind, 'fdr')}`
            }
            .value=${this.fdrText}
            @input=${(e: Event) => this.onFdrInput(e)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${this.search.error ? 'invalid' : ''}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.search.error ? 'true' : 'false'}
            .value=${sel.search}
            @input=${(e: Event) => this.setSelectionState({...this.selection, search: (e.target as HTMLInputElement).value})}
          />
        </label>
        <span class="spacer"></span>
        ${this.shell.renderCsvButton(
          'download',
          this.data !== null && this.downloads.pending === null,
          () => this.downloadCsv(),
          `${tableCsvTitle(this.declaration, SKEW_CLASSES_TABLE, this.data?.rows ?? null)}; not only the classes the search shows`,
        )}
        ${this.downloads.renderError()}
        ${
          this.search.error
            ? html`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`
            : nothing
        }
      </div>
    </div>`;
  }

  private renderHeadline(r: SkewResponse) {
    const m: SkewModel = r.model;
    const reason = (state: string | null) => (state && r.reasons[state]) || state || 'undefined';
    const num = (key: keyof SkewModel, text: string) => html`<span data-key=${key} data-value=${String(m[key])}>${text}</span>`;
    const label = (key: keyof SkewModel, name: string | null) =>
      name === null ? nothing : html` <span class="muted">on</span> <b data-key=${key}>${name}</b>`;
    return html`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${
          m.skew_size !== null
            ? html`<span class="value" data-key="skew_size" data-value=${String(m.skew_size)}>${formatValue(m.skew_size)}</span
              >${skewSizeInterval(m, r.level)}`
            : html`<span class="value undef" data-key="skew_size" data-state=${m.skew_size_state ?? 'undefined'}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${reason(m.skew_size_state)}</span>`
        }
        <span class="explain muted">${SKEW_EXPLANATION}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${num('classes_with_v', formatCount(m.classes_with_v))} / ${num('classes', formatCount(m.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${num('overall_accuracy', formatPercent(m.overall_accuracy) || '—')}${accuracyInterval(m.overall_accuracy_interval, r.level)} ·
            ${num('mean_accuracy', formatPercent(m.mean_accuracy) || '—')}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${m.worst_group ?? ''}>
            <b data-key="worst_group">${m.worst_group ?? '—'}</b> ·
            ${num('worst_group_accuracy', formatPercent(m.worst_group_accuracy) || '—')}${accuracyInterval(
              m.worst_group_accuracy_interval,
              r.level,
            )} ·
            ${num('gap', formatPoints(m.gap) || '—')}
          </dd>
        </div>
        ${
          m.parity_state !== null
            ? html`<div class="stat" data-key="parity_state" data-state=${m.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${reason(m.parity_state)}>not defined: ${reason(m.parity_state)}</dd>
            </div>`
            : html`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${num('demographic_parity', formatFixed(m.demographic_parity) || '—')}${label(
                    'demographic_parity_label',
                    m.demographic_parity_label,
                  )}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${num('equalized_odds', formatFixed(m.equalized_odds) || '—')}${label('equalized_odds_label', m.equalized_odds_label)}
                </dd>
              </div>`
        }
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${r.groups.map(
              (g, i) =>
                html`${i ? ' · ' : ''}<span data-group=${g.name}
                    ><b>${g.name}</b> ${formatCount(g.n)}${g.accuracy !== null ? ` (${formatPercent(g.accuracy)})` : ''}</span
                  >`,
            )}
          </dd>
        </div>
      </dl>
    </section>`;
  }

  private renderSummary(r: SkewResponse) {
    const description = this.info?.description ?? '';
    return html`<div class="summary" data-shown=${this.visible.length} data-total=${r.rows}>
      ${description ? html`<span class="description">${description}</span>` : nothing}
      <span
        ><b>N</b> = ${formatCount(r.model.n)} ${plural(r.model.n, 'example')} · step ${r.step} ·
        <span class="mev" title=${optionTooltip(this.declaration, 'mev')}>min expected count ${r.mev}</span></span
      >
      ${shownCount(this.visible.length, r.rows, plural(r.rows, 'class', 'classes'))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`;
  }

  private renderLegend(r: SkewResponse) {
    const l = skewLegend(r);
    return html`<div class="stats-legend" data-significant=${r.significant} data-level=${r.level} data-q=${r.fdr}>
      <span class="interval">${l.interval}</span>
      <span class="significance"><span class="star">${l.significance.slice(0, 1)}</span>${l.significance.slice(1)}</span>
    </div>`;
  }

  /** The class's V in every run holding the tag and over the steps of this run (the `row` route, this view's options). */
  private renderHistory(r: SkewResponse, cls: string) {
    return html`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${r.tag}
      .run=${r.run}
      .step=${r.step}
      .rowKey=${cls}
      .options=${skewTableOptions(r)}
      .noun=${'class'}
      .declaration=${this.declaration}
      .showDetail=${false}
    ></fairness-row-drilldown>`;
  }

  override render() {
    const sel = this.selection;
    const r = this.data;
    const loading = this.shell.loading;
    return html`
      ${this.renderControls()}
      ${this.shell.renderError('Could not load the report', [{label: 'Reset the selection', run: () => this.resetSelection()}])}
      ${this.shell.renderContent(
        r,
        (r) => html`<div class="body">
            <div class=${loading ? 'stale' : ''}>${this.renderHeadline(r)}</div>
            ${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${loading ? 'stale' : ''}">
              <fairness-skew-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${sel.sort}
                .dir=${sel.dir}
                .reasons=${r.reasons}
                .selected=${sel.cls}
                .stats=${{level: r.level, fdr: r.fdr, domain: this.domain}}
                @sort-change=${(e: CustomEvent<SortChange<SkewColumn>>) =>
                  this.setSelectionState({...this.selection, sort: e.detail.column, dir: e.detail.dir})}
                @class-select=${(e: CustomEvent<string>) => this.selectClass(e.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${
              sel.cls !== null
                ? html`<fairness-skew-class
                  .cls=${sel.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${r.reasons}
                  @class-close=${() => this.closeClass()}
                  >${this.renderHistory(r, sel.cls)}</fairness-skew-class
                >`
                : nothing
            }
          </div>`,
        'Loading the report…',
      )}
    `;
  }
}

customElements.define('fairness-skew-view', FairnessSkewView);

export const skewView: ViewModule = {
  kind: KIND,
  title: 'SkewSize',
  render: (props, picker) =>
    html`<fairness-skew-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-skew-view
    >`,
  hint: () =>
    html`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,
  example: `# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`,
};
