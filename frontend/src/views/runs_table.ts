/**
 * <fairness-runs-table>: the runs of the Runs mode (runs_view.ts), virtualized
 * (virtual_table.ts): each run with its pick box (two runs open in Compare), its
 * colour and its name (a click opens its report), its step, the bias headline and the
 * performance headline each with its interval, the Pareto mark, and a column per
 * hyperparameter. A header click asks for a sort (`sort-change`); the rows arrive
 * filtered and sorted. An undefined value reads "—", its tooltip says so. The run column
 * stays in view when the table scrolls sideways. Run names and hyperparameter values are
 * Lit text only.
 *
 * Events: `run-open` (detail: row index), `pick-change` (detail: {run, on}).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {live} from 'lit/directives/live.js';
import {formatCount} from '../format.js';
import {betterText} from '../kinds_state.js';
import {
  HPARAM_PREFIX,
  headName,
  headlineColumns,
  headlineWidth,
  hparamText,
  hparamWidth,
  intervalsOverlapAll,
  levelText,
  overlapText,
  runsDefaultDir,
  runsHeadlines,
  runsIntervalText,
  runsValueText,
  valueTitle,
  type HeadlineColumns,
  type RunsSortKey,
} from '../runs_state.js';
import type {SortDir} from '../state.js';
import type {RunsHeadline, RunsResponse} from '../types_runs.js';
import {virtualTable, virtualTableProperties, virtualTableStyles, type HeaderColumn} from './virtual_table.js';
import {base} from './styles.js';

export interface PickChange {
  run: string;
  on: boolean;
}

const RUN_MIN_WIDTH = 200;
const STEP_WIDTH = 64;
const PARETO_WIDTH = 72;

/** The Pareto cell's tooltip; `overlap`: every run's intervals overlap every other's. */
function paretoTitle(pareto: boolean, overlap: boolean): string {
  const mark = pareto
    ? 'On the Pareto front, by the point estimates: no other run is better on both numbers'
    : 'Not on the Pareto front, by the point estimates: another run is at least as good on both numbers, and better on one';
  return overlap ? `${mark}. ${overlapText(true)}.` : mark;
}

export class FairnessRunsTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    picks: {attribute: false},
    colors: {attribute: false},
  };

  /** The response (the component's `table`). */
  declare table: RunsResponse | null;
  /** Row indices, in display order. */
  declare rows: number[];
  declare sort: RunsSortKey;
  declare dir: SortDir;
  /** The runs picked for Compare: A, then B. */
  declare picks: string[];
  /** Each run's colour (as the rest of the tab colours runs). */
  declare colors: ReadonlyMap<string, string>;

  private grid = '';
  private minWidth = 0;
  private bias: HeadlineColumns | null = null;
  private perf: HeadlineColumns | null = null;
  /** Every run's intervals overlap every other's on both numbers (runs_state.ts intervalsOverlapAll). */
  private overlap = false;
  private rowTemplate = (i: number) => this.renderRow(i);

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = 'bias';
    this.dir = 'asc';
    this.picks = [];
    this.colors = new Map();
  }

  static override styles = [
    base,
    ...virtualTableStyles,
    css`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button {
        padding: 4px 6px;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .top {
        max-width: 100%;
      }
      .cell {
        padding: 0 6px;
      }
      .head [data-col='run'],
      .cell.run {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='run'] {
        background: var(--header-bg);
      }
      .head [data-col='run']:hover {
        background: var(--header-hover);
      }
      .cell.run {
        display: flex;
        align-items: center;
        gap: 6px;
        height: 100%;
        background: inherit;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .cell.run input {
        height: auto;
        margin: 0;
        flex: none;
        cursor: pointer;
      }
      .swatch {
        width: 10px;
        height: 10px;
        border-radius: 50%;
        flex: none;
      }
      button.r {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        cursor: pointer;
      }
      button.r:hover {
        color: var(--accent);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.r:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: 1px;
      }
      .pick-badge {
        flex: none;
        font-size: 10px;
        line-height: 14px;
        padding: 0 4px;
        border-radius: 7px;
        font-weight: 600;
        color: var(--bg);
        background: var(--accent);
      }
      .row.picked {
        background: var(--selected-bg);
      }
      .cell.headline {
        display: flex;
        justify-content: flex-end;
        align-items: baseline;
        gap: 6px;
      }
      .cell.headline .iv {
        color: var(--muted);
        font-size: 11px;
      }
      .missing {
        color: var(--muted);
        cursor: help;
      }
      .cell.pareto {
        text-align: center;
        color: var(--accent);
        font-weight: 600;
      }
      /* Every run's intervals overlap: the front is the estimates' only (runs_state.ts intervalsOverlapAll). */
      .cell.pareto.overlap {
        color: var(--muted);
        font-weight: 400;
      }
      .cell.text {
        text-align: left;
      }
    `,
  ];

  override willUpdate(changed: PropertyValues<this>): void {
    const t = this.table;
    if (changed.has('table')) {
      this.bias = t ? headlineColumns(t, t.bias) : null;
      this.perf = t?.performance ? headlineColumns(t, t.performance) : null;
      this.overlap = t ? intervalsOverlapAll(t, runsHeadlines(t)) : false;
    }
    if (t) {
      const tracks = [
        `minmax(${RUN_MIN_WIDTH}px, 2fr)`,
        `${STEP_WIDTH}px`,
        `minmax(${headlineWidth(t.bias)}px, 1fr)`,
        ...(t.performance ? [`minmax(${headlineWidth(t.performance)}px, 1fr)`, `${PARETO_WIDTH}px`] : []),
        ...t.hparams.map((h) => `${hparamWidth(h, t.columns[HPARAM_PREFIX + h] ?? [])}px`),
      ];
      this.minWidth = tracks.reduce((w, track) => w + Number(/(\d+)px/.exec(track)![1]), 0);
      this.grid = `grid-template-columns: ${tracks.join(' ')}; min-width: ${this.minWidth}px`;
    }
    // The virtualizer renders its rows again only for a new template.
    this.rowTemplate = (i: number) => this.renderRow(i);
  }

  private missing(col: string, title: string) {
    return html`<div class="cell num missing" role="cell" data-col=${col} title=${title}>—</div>`;
  }

  private headlineCell(h: RunsHeadline, c: HeadlineColumns, i: number) {
    const col = h.role;
    const v = c.value[i];
    const level = this.table!.level;
    if (v === null) return this.missing(col, valueTitle(h, null, null, null, level));
    const lower = c.lower[i];
    const upper = c.upper[i];
    const iv = runsIntervalText(h, lower, upper);
    return html`<div
      class="cell num headline"
      role="cell"
      data-col=${col}
      data-v=${String(v)}
      data-lower=${lower ?? nothing}
      data-upper=${upper ?? nothing}
      title=${valueTitle(h, v, lower, upper, level)}
    >
      <span class="v">${runsValueText(h, v)}</span>${iv ? html`<span class="iv">${iv}</span>` : nothing}
    </div>`;
  }

  private hparamCell(name: string, i: number) {
    const col = HPARAM_PREFIX + name;
    const v = this.table!.columns[col]?.[i] ?? null;
    if (v === null || (typeof v === 'number' && !Number.isFinite(v)))
      return this.missing(col, `${name}: not logged by this run. Sorted last.`);
    const text = hparamText(v);
    return html`<div class="cell ${typeof v === 'number' ? 'num' : 'text'}" role="cell" data-col=${col} data-v=${String(v)} title=${`${name} = ${text}`}>
      ${text}
    </div>`;
  }

  private renderRow(i: number) {
    const t = this.table!;
    const run = t.columns.run[i];
    const step = t.columns.step[i];
    const pareto = t.columns.pareto[i] === true;
    const pick = this.picks.indexOf(run);
    const color = this.colors.get(run) ?? 'var(--muted)';
    return html`<div class="row ${pick >= 0 ? 'picked' : ''}" role="row" style=${this.grid} data-row=${i} data-run=${run} data-pareto=${String(pareto)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${run}
          .checked=${live(pick >= 0)}
          aria-label=${`Pick ${run} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${(e: Event) => this.emit('pick-change', {run, on: (e.target as HTMLInputElement).checked})}
        />
        <span class="swatch" style="background: ${color}"></span>
        <button class="r" data-run=${run} title=${`${run}: click to open its report`} @click=${() => this.emit('run-open', i)}>${run}</button>
        ${pick >= 0 ? html`<span class="pick-badge" title=${`Side ${pick === 0 ? 'A' : 'B'} of Compare`}>${pick === 0 ? 'A' : 'B'}</span>` : nothing}
      </div>
      ${
        typeof step === 'number'
          ? html`<div class="cell num" role="cell" data-col="step" data-v=${String(step)}>${formatCount(step)}</div>`
          : this.missing('step', 'No step')
      }
      ${this.headlineCell(t.bias, this.bias!, i)}
      ${
        t.performance
          ? html`${this.headlineCell(t.performance, this.perf!, i)}
              <div
                class="cell pareto ${this.overlap ? 'overlap' : ''}"
                role="cell"
                data-col="pareto"
                data-v=${String(pareto)}
                title=${paretoTitle(pareto, this.overlap)}
              >
                ${pareto ? '◆' : ''}
              </div>`
          : nothing
      }
      ${t.hparams.map((h) => this.hparamCell(h, i))}
    </div>`;
  }

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(name, {detail, bubbles: true, composed: true}));
  }

  private headlineHead(h: RunsHeadline): HeaderColumn<RunsSortKey> {
    const level = levelText(this.table?.level);
    const better = betterText(h.better);
    return {
      key: h.role,
      name: headName(h),
      sub: `${level ? level + ' ' : ''}interval`,
      title: `${h.title} (${h.name}): ${h.explanation}${better ? ` (${better})` : ''}; with its ${level ? level + ' ' : ''}interval`,
    };
  }

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const columns: HeaderColumn<RunsSortKey>[] = [
      {key: 'run', name: 'Run', sub: '', title: 'The run (tick two to compare them; click a name to open its report)', text: true},
      {key: 'step', name: 'Step', sub: '', title: 'The step read for the run'},
      this.headlineHead(t.bias),
      ...(t.performance
        ? [
            this.headlineHead(t.performance),
            {
              key: 'pareto' as const,
              name: 'Pareto',
              sub: '',
              title: 'On the Pareto front of bias and performance, by the point estimates: no other run is better on both',
            },
          ]
        : []),
      ...t.hparams.map((h): HeaderColumn<RunsSortKey> => ({
        key: `${HPARAM_PREFIX}${h}`,
        name: h,
        sub: 'hparam',
        title: `Hyperparameter ${h}, as the run logged it (HParams)`,
      })),
    ];
    return virtualTable(this, {
      columns,
      defaultDir: (k: RunsSortKey) => runsDefaultDir(t, k),
      renderRow: this.rowTemplate,
      label: 'Runs ranked',
      empty: 'No run matches the filter.',
      tableStyle: `--table-min-width: ${this.minWidth}px`,
      headStyle: this.grid,
      // Rows of fixed height, kept by position (the filter updates them in place); the
      // pick box's state is set from the picks (live) whatever run its row shows now.
      keyByPosition: true,
    });
  }
}

customElements.define('fairness-runs-table', FairnessRunsTable);
