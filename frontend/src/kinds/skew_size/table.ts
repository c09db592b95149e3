/**
 * The SkewSize view's per-class table, virtualized like the association
 * table (views/virtual_table.ts). Each class shows V with a whisker of its
 * interval, its p-value and a ★ when Benjamini-Hochberg marks it
 * significant; a class without V says why in every statistics cell's
 * tooltip. Clicking a header asks for a sort (`sort-change` with {column,
 * dir}); clicking a row (or Enter on the keyboard's cursor row: the arrow
 * keys move it) opens that class's drill-down (`class-select` with the class
 * name), Escape closes the drill-down. Rows arrive filtered and sorted. The
 * class column stays in view when the table scrolls sideways. Class and group
 * names are rendered through Lit text bindings only.
 */
import {LitElement, html, css, nothing, unsafeCSS, type PropertyValues} from 'lit';
import type {LitVirtualizer} from '@lit-labs/virtualizer';
import {BAND_COLORS, base} from '../../views/styles.js';
import {
  RowCursor,
  markCell,
  statsCellStyles,
  virtualTable,
  virtualTableProperties,
  virtualTableStyles,
  type HeaderColumn,
} from '../../views/virtual_table.js';
import {formatCount, formatFixed, formatPercent, formatPoints} from '../../format.js';
import {significanceLabel} from '../../significance.js';
import {formatLevel, skewDefaultDir, skewHead, skewStatsCell, worstGroupWords, type SkewColumn, type SkewTable} from './state.js';
import type {SortDir} from '../../state.js';
import type {Band} from './types.js';

const UNDEFINED_NOTE = 'Sorted last in both directions and left out of SkewSize.';

/** The header, in display order: the sortable columns, the interval (whisker) and the ★ mark. */
const DISPLAY: readonly (SkewColumn | 'interval' | 'mark')[] = [
  'class',
  'n',
  'cramers_v',
  'band',
  'interval',
  'p_value',
  'mark',
  'accuracy',
  'worst_group',
  'worst_group_accuracy',
  'gap',
];

/** Whisker size in px. */
const WHISKER_W = 64;
const WHISKER_H = 14;
/**
 * The grid, in DISPLAY order; the minimum widths are the table's. Class, V, band,
 * interval, p and ★ come first and fit 600 px (the table beside the charts in a 1000 px
 * tab); the accuracy columns after them scroll, the class column staying in view.
 */
const GRID =
  'minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px ' +
  'minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)';
const MIN_WIDTH = 100 + 72 + 90 + 88 + 150 + 60 + 24 + 76 + 90 + 84 + 76;

/** What the statistics cells need of the response. */
export interface SkewStatsInfo {
  level: number;
  fdr: number;
  /** The whiskers' x domain, shared by the whole column. */
  domain: [number, number];
  /** Groups with fewer examples of a class are left out of its worst group (undefined: an older server's answer). */
  minCount?: number;
}

/** [lower, upper] of V around V (a dot) on the column's scale; dotted lines at the band edges 0.1, 0.3, 0.5. */
function whisker([lo, hi]: [number, number], v: number, [d0, d1]: [number, number]) {
  const pad = 3;
  const x = (t: number) => Math.min(WHISKER_W - pad, Math.max(pad, ((t - d0) / (d1 - d0)) * (WHISKER_W - 2 * pad) + pad));
  const m = WHISKER_H / 2;
  const x0 = x(lo);
  const x1 = x(hi);
  const edges = [0.1, 0.3, 0.5]
    .filter((e) => e < d1)
    .map((e) => `M${x(e)},1V${WHISKER_H - 1}`)
    .join('');
  return html`<svg class="whisker" width=${WHISKER_W} height=${WHISKER_H} aria-hidden="true">
    <path class="edge" d=${edges}></path>
    <path class="bar" d=${`M${x0},${m}H${x1}M${x0},${m - 3}V${m + 3}M${x1},${m - 3}V${m + 3}`}></path>
    <circle class="dot" cx=${x(v)} cy=${m} r="2.5"></circle>
  </svg>`;
}

export class FairnessSkewTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    reasons: {attribute: false},
    selected: {attribute: false},
    stats: {attribute: false},
  };

  declare table: SkewTable | null;
  /** Row indices into `table`, in display order. */
  declare rows: number[];
  declare sort: SkewColumn;
  declare dir: SortDir;
  /** The skew route's `reasons`: what each undefined state means. */
  declare reasons: Record<string, string>;
  /** The class whose drill-down is open. */
  declare selected: string | null;
  /** The level and rate of the response, and the whiskers' scale. */
  declare stats: SkewStatsInfo | null;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = 'cramers_v';
    this.dir = 'desc';
    this.reasons = {};
    this.selected = null;
    // The response's (the view hands them in with the table): nothing is drawn before.
    this.stats = null;
  }

  static override styles = [
    base,
    ...virtualTableStyles,
    statsCellStyles,
    css`
      .head,
      .row {
        grid-template-columns: ${unsafeCSS(GRID)};
        min-width: ${unsafeCSS(`${MIN_WIDTH}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      .left-out {
        color: var(--muted);
        font-size: 11px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${unsafeCSS(`${MIN_WIDTH}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `,
  ];

  private readonly cursor = new RowCursor(this, {
    open: (row) => this.openRow(row),
    close: () => this.closeDrillDown(),
  });
  /** The row template the virtualizer calls: a new function whenever what rows show changes, so it renders them again. */
  private rowTemplate = (i: number, pos: number) => this.renderRow(i, pos);
  private lastCursor: number | null = null;

  /** Opens row `i`'s drill-down, where a click on it would, and puts the cursor on it. */
  private openRow(i: number): void {
    const t = this.table;
    if (!t || i < 0 || i >= t.rows) return;
    this.cursor.set(i);
    this.dispatchEvent(new CustomEvent('class-select', {detail: t.columns.class[i], bubbles: true, composed: true}));
  }

  /**
   * Escape: asks the open drill-down to close, as its own close button does (its
   * `class-close`, which the view listens to on it); false when none is open.
   */
  private closeDrillDown(): boolean {
    if (this.selected === null) return false;
    const root = this.getRootNode() as Document | ShadowRoot;
    const drill = root.querySelector?.('fairness-skew-class');
    if (!drill) return false;
    drill.dispatchEvent(new CustomEvent('class-close', {bubbles: true, composed: true}));
    return true;
  }

  /** The header: the sortable columns, with the interval (whisker) and the ★ mark, which do not sort, among them. */
  private columns(): HeaderColumn<SkewColumn>[] {
    const {level, fdr} = this.stats!;
    const star = skewHead('significant', level, fdr);
    const mark = html`<span class="mark" role="columnheader" data-col="significant" title=${star.title}>★</span>`;
    const iv = skewHead('interval', level, fdr);
    const interval = html`<span class="interval" role="columnheader" data-col="interval" title=${iv.title}>
      <span class="top"><span class="col-name">${iv.name}</span></span>
      <span class="sub">${iv.sub}</span>
    </span>`;
    return DISPLAY.map((c) => {
      if (c === 'mark') return {header: mark};
      if (c === 'interval') return {header: interval};
      return {key: c, text: c === 'class' || c === 'worst_group', ...skewHead(c, level, fdr)};
    });
  }

  /** A number, or "undefined" (muted) with what it means in the tooltip. */
  private numberCell(column: SkewColumn, v: number | null, text: string, why: string, title = String(v)) {
    if (v === null || !Number.isFinite(v)) {
      return html`<div class="cell num undef" role="cell" data-col=${column} data-state="undefined" title=${why}>
        undefined
      </div>`;
    }
    return html`<div class="cell num" role="cell" data-col=${column} data-v=${String(v)} title=${title}>${text}</div>`;
  }

  private renderRow(i: number, pos: number) {
    const t = this.table!;
    const c = t.columns;
    const cls = c.class[i];
    const v = c.cramers_v[i];
    const state = t.states.cramers_v[i];
    const dropped = c.dropped_groups?.[i] ?? 0;
    const left = dropped ? ` ${formatCount(dropped)} group${dropped === 1 ? '' : 's'} left out: too small for the noise filter.` : '';
    const vWhy = `Undefined: ${(state && this.reasons[state]) || state || 'no value'}.${left} ${UNDEFINED_NOTE}`;
    const vTitle = `V = ${v}, over ${c.table_rows[i]} groups x ${c.table_columns[i]} predicted labels.${left}`;
    const accWhy = `Undefined: ${this.reasons['no_examples'] ?? 'no examples of this class'}.`;
    const band = c.band[i] as Band | null;
    const wg = c.worst_group[i];
    const worst = worstGroupWords(t, i, this.stats!.minCount);
    const selected = cls === this.selected;
    const st = skewStatsCell(t, i, this.reasons);
    const sigLabel = significanceLabel(this.stats!.fdr);
    return html`<div
      class="row ${st.significant ? 'significant' : ''} ${this.cursor.isCursor(i) ? 'cursor' : ''}"
      role="row"
      aria-selected=${selected ? 'true' : 'false'}
      data-row=${i}
      data-pos=${pos}
      data-significant=${st.significant ? 'true' : 'false'}
      @click=${() => this.openRow(i)}
    >
      <div class="cell" role="cell" data-col="class" title=${cls}>${cls}</div>
      <div class="cell num" role="cell" data-col="n">${formatCount(c.n[i])}</div>
      ${this.numberCell('cramers_v', v, formatFixed(v), vWhy, vTitle)}
      ${
        band
          ? html`<div class="cell" role="cell" data-col="band" data-band=${band}>
            <span class="chip" style="background:${BAND_COLORS[band]}"></span>${band}
          </div>`
          : html`<div class="cell undef" role="cell" data-col="band" title=${vWhy}>—</div>`
      }
      ${
        st.interval && v !== null
          ? html`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(st.interval[0])}
            data-upper=${String(st.interval[1])}
            title=${`V = ${v}; ${formatLevel(this.stats!.level)} interval of the population V: [${st.interval[0]}, ${st.interval[1]}]`}
          >
            ${whisker(st.interval, v, this.stats!.domain)}<span class="text">${st.intervalText}</span>
          </div>`
          : html`<div class="cell interval undef" role="cell" data-col="interval" title=${st.reason ?? 'No interval'}>—</div>`
      }
      <div class="cell num ${st.p === null ? 'why undef' : ''}" role="cell" data-col="p_value" data-value=${st.p === null ? '' : String(st.p)} title=${st.pTitle}>
        ${st.pText}
      </div>
      ${markCell(st.significant, sigLabel)}
      ${this.numberCell('accuracy', c.accuracy[i], formatPercent(c.accuracy[i]), accWhy)}
      <div class="cell" role="cell" data-col="worst_group" data-excluded=${c.worst_group_excluded?.[i] ?? 0} title=${worst.title}>
        ${wg ?? '—'}${worst.note ? html`<span class="left-out"> ${worst.note}</span>` : nothing}
      </div>
      ${this.numberCell('worst_group_accuracy', c.worst_group_accuracy[i], formatPercent(c.worst_group_accuracy[i]), worst.why || accWhy)}
      ${this.numberCell('gap', c.gap[i], formatPoints(c.gap[i]), worst.why || accWhy)}
    </div>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const moved = this.cursor.row !== this.lastCursor;
    this.lastCursor = this.cursor.row;
    // The rows read these: hand the virtualizer a new template so it renders them again.
    if (moved || changed.has('table') || changed.has('stats') || changed.has('selected') || changed.has('reasons')) {
      this.rowTemplate = (i: number, pos: number) => this.renderRow(i, pos);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Bring the selected class into view when it changes or the first table arrives (a
    // reload with the drill-down open); a row the user clicked is in view already.
    const first = changed.has('table') && changed.get('table') == null;
    if (this.selected === null || !(changed.has('selected') || first) || !this.table) return;
    const names = this.table.columns.class;
    const pos = this.rows.findIndex((i) => names[i] === this.selected);
    const v = this.renderRoot.querySelector('lit-virtualizer') as LitVirtualizer | null;
    if (pos < 0 || !v) return;
    const reveal = async () => {
      await v.updateComplete;
      await v.layoutComplete; // the virtualizer has measured its rows: positions are known
      v.element(pos)?.scrollIntoView({block: 'nearest'});
    };
    // Cosmetic: if the table changed again meanwhile, the next update scrolls instead.
    reveal().catch(() => undefined);
  }

  override render() {
    if (!this.table || !this.stats) return nothing;
    return virtualTable(this, {
      columns: this.columns(),
      defaultDir: skewDefaultDir,
      renderRow: this.rowTemplate,
      label: "Classes by Cramér's V",
      empty: this.table.rows === 0 ? 'This report has no classes.' : 'No class matches the search.',
      keyByPosition: true,
      focusable: true,
    });
  }
}

customElements.define('fairness-skew-table', FairnessSkewTable);
