/**
 * <fairness-compare-table>: the bias rows of compare's two reports aligned by
 * key (compare_view.ts), virtualized (virtual_table.ts): the key with its
 * only-in badge, the signed value in A and B (a gap), the size of the bias in
 * A and B, the change of the bias with its interval, the verdict, the ranks by
 * bias and the movement, and a bias column per extra run; missing cells say
 * why in their tooltip. Colour comes from the verdict only (worsened: --bad,
 * improved: --good), never from the sign of a change. The rows arrive filtered
 * and sorted; a header click asks for a sort (`sort-change`). Keys are
 * rendered as Lit text only.
 */
import {LitElement, html, css, nothing} from 'lit';
import {formatCount, formatPValue, formatValue} from '../format.js';
import {
  ALSO_SORT,
  DEFAULT_DIR,
  DEFAULT_SORT,
  changeText,
  defaultDir,
  intervalText,
  percentText,
  signed,
  type CompareTable,
  type SortKey,
} from '../compare_state.js';
import type {SortDir} from '../state.js';
import type {Verdict} from '../types.js';
import {virtualTable, virtualTableProperties, virtualTableStyles, type SortColumn} from './virtual_table.js';
import {emitRowOpen} from './row_drilldown.js';
import {base} from './styles.js';

export interface TableNames {
  /** The signed value (gap, cramers_v, ...). */
  value: string;
  /** The size of the bias (|gap|, ...). */
  bias: string;
  /** The reports, as `run @ step`. */
  a: string;
  b: string;
  /** What a row is (label, class...). */
  noun: string;
  /** The level of the intervals and the FDR of the verdicts. */
  level: number;
  fdr: number;
}

type NumCol = Exclude<SortKey, 'key' | 'verdict'>;

/** The width of each column after the key, pixels (an extra run's column: EXTRA_WIDTH). */
const WIDTHS: Record<Exclude<SortKey, 'key' | `also:${string}`>, number> = {
  value_a: 84,
  value_b: 84,
  bias_a: 84,
  bias_b: 84,
  change: 196,
  verdict: 112,
  rank_a: 76,
  rank_b: 76,
  movement: 100,
};
const EXTRA_WIDTH = 100;
const KEY_WIDTH = 200;

/** What each verdict means, as the verdict cells' tooltip. */
export function verdictTitle(v: Verdict, fdr: number): string {
  switch (v) {
    case 'worsened':
      return `Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${percentText(fdr)}).`;
    case 'improved':
      return `Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${percentText(fdr)}).`;
    case 'unchanged':
      return `Unchanged: the change of the bias is not significant at FDR ${percentText(fdr)}.`;
    default:
      return 'Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only.';
  }
}

export class FairnessCompareTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    names: {attribute: false},
    highlight: {attribute: false},
    openKey: {attribute: false},
  };

  declare table: CompareTable | null;
  declare rows: number[];
  declare sort: SortKey;
  declare dir: SortDir;
  declare names: TableNames;
  declare highlight: number | null;
  /** The key whose drill-down is open (its row is marked), or null. */
  declare openKey: string | null;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = DEFAULT_SORT;
    this.dir = DEFAULT_DIR;
    this.names = {value: 'value', bias: 'bias', a: 'A', b: 'B', noun: 'row', level: 0.95, fdr: 0.05};
    this.highlight = null;
    this.openKey = null;
  }

  static override styles = [
    base,
    ...virtualTableStyles,
    css`
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.change .ci {
        color: var(--muted, #757575);
        font-size: 11px;
      }
      .cell.verdict {
        cursor: help;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `,
  ];

  private columns(): SortColumn<SortKey>[] {
    const {value, bias, a, b, noun, level, fdr} = this.names;
    const t = this.table;
    const pct = percentText(level);
    return [
      {key: 'key', name: noun, sub: '', title: `key: the ${noun} (the row)`, text: true},
      {key: 'value_a', name: `${value} A`, sub: a, title: `value_a: ${value} in report A (${a}), signed`},
      {key: 'value_b', name: `${value} B`, sub: b, title: `value_b: ${value} in report B (${b}), signed`},
      {key: 'bias_a', name: `${bias} A`, sub: a, title: `bias_a: the size of the bias (${bias}) in report A (${a}), lower is better`},
      {key: 'bias_b', name: `${bias} B`, sub: b, title: `bias_b: the size of the bias (${bias}) in report B (${b}), lower is better`},
      {
        key: 'change',
        name: 'change',
        sub: `B − A [${pct} interval]`,
        title: `change: bias_b − bias_a, with its ${pct} interval [lower, upper] (positive: the bias grew)`,
      },
      {key: 'verdict', name: 'verdict', sub: `FDR ${percentText(fdr)}`, title: `verdict: worsened, improved, unchanged or undetermined`},
      {key: 'rank_a', name: 'rank A', sub: '1 = largest', title: `rank_a: the row's rank by ${bias} in A (1: the largest bias)`},
      {key: 'rank_b', name: 'rank B', sub: '1 = largest', title: `rank_b: the row's rank by ${bias} in B (1: the largest bias)`},
      {key: 'movement', name: 'movement', sub: 'rank A − rank B', title: 'movement: rank_a − rank_b, positive when the row rose in B'},
      ...(t?.extras ?? []).map((e) => ({
        key: `${ALSO_SORT}${e.run}` as SortKey,
        name: e.run,
        sub: `${bias}, latest step`,
        title: `${bias} in the latest report of run ${e.run}`,
      })),
    ];
  }

  private missingTitle(col: NumCol, i: number): string {
    const p = this.table!.columns.presence[i];
    const {a, b} = this.names;
    switch (col) {
      case 'value_a':
      case 'bias_a':
      case 'rank_a':
        return p === 'b'
          ? `Not in report A (${a}): this row is only in B.`
          : `Undefined in report A (${a}): too little data for this row, or no value.`;
      case 'value_b':
      case 'bias_b':
      case 'rank_b':
        return p === 'a'
          ? `Not in report B (${b}): this row is only in A.`
          : `Undefined in report B (${b}): too little data for this row, or no value.`;
      case 'change':
        return p === 'both' ? 'No change: the bias is undefined on one side.' : `No change: the row is only in ${p === 'a' ? 'A' : 'B'}.`;
      case 'movement':
        return 'No movement: the row is not ranked on both sides.';
      default: {
        const run = col.slice(ALSO_SORT.length);
        const e = this.table!.extras.find((x) => x.run === run);
        if (!e?.values) return `Not loaded: the report of run ${run}.`;
        return `Not in the latest report of run ${run}, or undefined there.`;
      }
    }
  }

  private missing(col: NumCol, i: number) {
    return html`<div class="cell num missing" role="cell" data-col=${col} title=${this.missingTitle(col, i)}>—</div>`;
  }

  /** A plain number cell: a value, a bias (its interval in the tooltip), a rank, a movement or an extra run's bias. */
  private cell(col: NumCol, i: number, v: number | null | undefined, title?: string) {
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.missing(col, i);
    let text: string;
    if (col === 'rank_a' || col === 'rank_b') text = formatCount(v);
    else if (col === 'movement') text = signed(v, formatCount(v).replace(/^-/, '\u2212'));
    else text = formatValue(v);
    return html`<div class="cell num" role="cell" data-col=${col} data-v=${String(v)} title=${title ?? String(v)}>${text}</div>`;
  }

  private biasCell(col: 'bias_a' | 'bias_b', i: number) {
    const c = this.table!.columns;
    const side = col === 'bias_a' ? 'a' : 'b';
    const v = c[col][i];
    const interval = intervalText(c[`lower_${side}`][i], c[`upper_${side}`][i]);
    const title = `${this.names.bias} in ${side.toUpperCase()}: ${v}${interval ? `, ${percentText(this.names.level)} interval ${interval}` : ', no interval'}`;
    return this.cell(col, i, v, title);
  }

  private changeCell(i: number, verdict: Verdict) {
    const c = this.table!.columns;
    const v = c.change[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.missing('change', i);
    const interval = intervalText(c.lower[i], c.upper[i]);
    const p = c.p_value[i];
    const title = [
      `change ${v}`,
      interval ? `${percentText(this.names.level)} interval ${interval}` : 'no interval',
      typeof p === 'number' ? `p = ${formatPValue(p)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return html`<div
      class="cell num change v-${verdict}"
      role="cell"
      data-col="change"
      data-v=${String(v)}
      data-lower=${c.lower[i] ?? nothing}
      data-upper=${c.upper[i] ?? nothing}
      title=${title}
    >
      ${changeText(v)} ${interval ? html`<span class="ci">${interval}</span>` : nothing}
    </div>`;
  }

  /** The grid of the header and every row (one column per extra run). */
  private grid = '';

  private renderRow = (i: number) => {
    const t = this.table!;
    const c = t.columns;
    const key = c.key[i];
    const p = c.presence[i];
    const verdict = c.verdict[i];
    return html`<div
      class="row ${p === 'both' ? '' : 'one-sided'} ${i === this.highlight ? 'focus' : ''} ${key === this.openKey ? 'open' : ''}"
      role="row"
      style=${this.grid}
      data-row=${i}
      data-presence=${p}
      data-verdict=${verdict}
    >
      <div class="cell key" role="cell" data-col="key" title=${key}>
        <button
          class="k"
          data-key=${key}
          aria-expanded=${key === this.openKey ? 'true' : 'false'}
          title=${`${key}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${(e: Event) => emitRowOpen(this, {key, opener: e.currentTarget as HTMLElement})}
        >${key}</button>
        ${p === 'both' ? nothing : html`<span class="badge">only in ${p === 'a' ? 'A' : 'B'}</span>`}
      </div>
      ${this.cell('value_a', i, c.value_a[i])} ${this.cell('value_b', i, c.value_b[i])} ${this.biasCell('bias_a', i)}
      ${this.biasCell('bias_b', i)} ${this.changeCell(i, verdict)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${verdict} title=${verdictTitle(verdict, this.names.fdr)}>
        <span class="verdict-badge v-${verdict}">${verdict}</span>
      </div>
      ${this.cell('rank_a', i, c.rank_a[i])} ${this.cell('rank_b', i, c.rank_b[i])} ${this.cell('movement', i, c.movement[i])}
      ${t.extras.map((e) => this.cell(`${ALSO_SORT}${e.run}` as NumCol, i, e.values?.[i]))}
    </div>`;
  };

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('table')) this.scrollTop = 0;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    // The rows in view are the virtualizer's: it renders them again only when asked (the
    // same rows, another open key).
    if (changed.has('openKey') && changed.get('openKey') !== undefined) {
      (this.renderRoot.querySelector('lit-virtualizer') as LitElement | null)?.requestUpdate();
    }
  }

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const columns = this.columns();
    const widths = columns.slice(1).map((c) => (c.key.startsWith(ALSO_SORT) ? EXTRA_WIDTH : WIDTHS[c.key as keyof typeof WIDTHS]));
    const width = KEY_WIDTH + widths.reduce((x, y) => x + y, 0);
    const grid = `grid-template-columns: minmax(${KEY_WIDTH}px, 1fr) ${widths.map((w) => `${w}px`).join(' ')}; min-width: ${width}px`;
    this.grid = grid;
    return virtualTable(this, {
      columns,
      defaultDir,
      renderRow: this.renderRow,
      label: 'Rows of A and B aligned by key',
      empty: 'No row matches the search, the verdict or the selection.',
      // The width goes through a custom property: the virtualizer owns its own style attribute.
      tableStyle: `--table-min-width: ${width}px`,
      headStyle: grid,
    });
  }
}

customElements.define('fairness-compare-table', FairnessCompareTable);
