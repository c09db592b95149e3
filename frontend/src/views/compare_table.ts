/**
 * <fairness-compare-table>: the bias rows of compare's two reports aligned by
 * key (compare_view.ts), virtualized (virtual_table.ts): the key with its
 * only-in badge, the signed value in A and B (a gap), the size of the bias in
 * A and B, the change of the bias, its interval, the verdict, the ranks by
 * bias and the movement, and a bias column per extra run; missing cells say
 * why in their tooltip. Colour comes from the verdict only (worsened: --bad,
 * improved: --good), never from the sign of a change. The rows arrive filtered
 * and sorted; a header click asks for a sort (`sort-change`). Keys are
 * rendered as Lit text only.
 *
 * It fits narrow tabs: each head is as wide as its plain name (compareHeads),
 * the key column stays in view when the table scrolls sideways, and `columns`
 * (`auto`: by the table's width, measured) leaves out the ranks, then the
 * signed values, so the columns that say "better or worse?" stay in view; it
 * tells which it left out (`columns-hidden`, detail: their names). The keyboard
 * moves a cursor over the rows (RowCursor: arrows, Page Up/Down, Home/End) and
 * the focus with it when it was on a key; Enter on a row (or a click on its
 * key) asks to drill it down (`row-open`).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {formatCount, formatPValue} from '../format.js';
import {
  ALSO_SORT,
  DEFAULT_DIR,
  DEFAULT_SORT,
  INTERVAL_COLUMN,
  compareHeads,
  defaultDir,
  hiddenGroups,
  tableWidth,
  type ColumnsMode,
  type CompareHead,
  type HeadNames,
  type OptionalGroup,
  type SortKey,
} from '../compare_state.js';
import {valuesRepeatBias, type CompareTable} from '../compare_rows.js';
import {bareText, biasText, changeText, intervalKindText, intervalText, keyLabel, keyText, percentText, signed} from '../compare_text.js';
import type {SortDir} from '../state.js';
import type {KeyTitles} from '../types.js';
import {VERDICT_TEXT, type Verdict} from '../types_across_reports.js';
import {RowCursor, virtualTable, virtualTableProperties, virtualTableStyles, type HeaderColumn} from './virtual_table.js';
import {emitRowOpen} from './row_drilldown.js';
import {base} from './styles.js';

export type TableNames = HeadNames;

type NumCol = Exclude<SortKey, 'key' | 'verdict'>;

/** What each verdict means, as the verdict cells' tooltip (`q`: the row's q-value). */
export function verdictTitle(v: Verdict, fdr: number, q: number | null = null): string {
  const qText = typeof q === 'number' ? ` (q-value ${formatPValue(q)})` : '';
  switch (v) {
    case 'worsened':
      return `Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${percentText(fdr)}${qText}); the interval shown is FCR-adjusted and excludes 0.`;
    case 'improved':
      return `Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${percentText(fdr)}${qText}); the interval shown is FCR-adjusted and excludes 0.`;
    case 'no_significant_change':
      return `No significant change: the change of the bias is not significant after controlling the FDR at ${percentText(fdr)} over the rows${qText}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;
    default:
      return 'Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only.';
  }
}

export class FairnessCompareTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    names: {attribute: false},
    keyTitles: {attribute: false},
    highlight: {attribute: false},
    openKey: {attribute: false},
    columns: {attribute: false},
    width: {state: true},
  };

  declare table: CompareTable | null;
  declare rows: number[];
  declare sort: SortKey;
  declare dir: SortDir;
  declare names: TableNames;
  /** The kind's keys that are codes, in words: a key reads as its title, the code in its tooltip. */
  declare keyTitles: KeyTitles;
  declare highlight: number | null;
  /** The key whose drill-down is open (its row is marked), or null. */
  declare openKey: string | null;
  /** Which columns to show (the selection's). */
  declare columns: ColumnsMode;
  /** The table's inner width, px (0 before it is laid out). */
  declare width: number;

  private readonly resize = new ResizeObserver((entries) => {
    const w = Math.floor(entries[0]?.contentRect.width ?? 0);
    if (w !== this.width) this.width = w;
  });
  private readonly cursor = new RowCursor(this, {
    open: (row) => this.openRow(row, null),
    // Escape is the drill-down's own (it listens on the window).
    close: () => false,
  });

  // Derived in willUpdate.
  private heads: CompareHead[] = [];
  private leftOut: Set<OptionalGroup> = new Set();
  /** The hidden heads' names as last told (`columns-hidden`). */
  private told = '';
  /** The grid of the header and every row. */
  private grid = '';
  private minWidth = 0;
  /** The row template the virtualizer calls: a new function whenever what rows show changes, so it renders them again. */
  private rowTemplate = (i: number) => this.renderRow(i);

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = DEFAULT_SORT;
    this.dir = DEFAULT_DIR;
    this.names = {value: 'value', bias: 'bias', a: 'A', b: 'B', noun: 'row', level: 0.95, fdr: 0.05};
    this.keyTitles = {};
    this.highlight = null;
    this.openKey = null;
    this.columns = 'auto';
    this.width = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
    this.addEventListener('keydown', this.onKeyAfterCursor);
    this.addEventListener('focusin', this.onFocusKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
    this.removeEventListener('keydown', this.onKeyAfterCursor);
    this.removeEventListener('focusin', this.onFocusKey);
  }

  static override styles = [
    base,
    ...virtualTableStyles,
    css`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* The second line names a report (run @ step): it wraps, so a long run name reads
         whole up to three lines (the head's title has it in full too). */
      .head .sub {
        white-space: normal;
        overflow-wrap: anywhere;
        text-align: right;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        line-clamp: 3;
      }
      .head button.text .sub {
        text-align: left;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
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
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.interval .ik {
        margin-left: 4px;
        font-size: 10px;
        opacity: 0.8;
      }
      .cell.interval.i-fcr {
        color: inherit;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
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

  private missingTitle(col: NumCol | typeof INTERVAL_COLUMN, i: number): string {
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
      case INTERVAL_COLUMN:
        return p === 'both'
          ? 'No interval: a side has no bias with an interval.'
          : `No interval: the row is only in ${p === 'a' ? 'A' : 'B'}.`;
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

  private missing(col: NumCol | typeof INTERVAL_COLUMN, i: number) {
    return html`<div class="cell num missing" role="cell" data-col=${col} title=${this.missingTitle(col, i)}>—</div>`;
  }

  /** A plain number cell: a value, a bias (its interval in the tooltip), a rank, a movement or an extra run's bias. */
  private cell(col: NumCol, i: number, v: number | null | undefined, title?: string) {
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.missing(col, i);
    let text: string;
    if (col === 'rank_a' || col === 'rank_b') text = formatCount(v);
    else if (col === 'movement') text = signed(v, formatCount(v).replace(/^-/, '\u2212'));
    else text = biasText(v, this.names.format);
    return html`<div class="cell num" role="cell" data-col=${col} data-v=${String(v)} title=${title ?? String(v)}>${text}</div>`;
  }

  private biasCell(col: 'bias_a' | 'bias_b', i: number) {
    const c = this.table!.columns;
    const side = col === 'bias_a' ? 'a' : 'b';
    const v = c[col][i];
    const interval = intervalText(c[`lower_${side}`][i], c[`upper_${side}`][i], bareText(this.names.format ?? 'value'));
    const title = `${this.names.bias} in ${side.toUpperCase()}: ${biasText(v, this.names.format)}${interval ? `, ${percentText(this.names.level)} interval ${interval}` : ', no interval'}`;
    return this.cell(col, i, v, title);
  }

  private changeTitle(i: number): string {
    const c = this.table!.columns;
    const format = this.names.format ?? 'value';
    const interval = intervalText(c.lower[i], c.upper[i], bareText(format));
    const p = c.p_value[i];
    const q = c.q_value[i];
    const v = c.change[i];
    return [
      `change ${typeof v === 'number' ? changeText(v, format) : '\u2014'}`,
      interval ? `${intervalKindText(c.interval[i], this.names.level)} ${interval}` : 'no interval',
      typeof p === 'number' ? `p = ${formatPValue(p)}` : '',
      typeof q === 'number' ? `q = ${formatPValue(q)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  }

  private changeCell(i: number, verdict: Verdict) {
    const c = this.table!.columns;
    const v = c.change[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.missing('change', i);
    return html`<div
      class="cell num change v-${verdict}"
      role="cell"
      data-col="change"
      data-v=${String(v)}
      data-lower=${c.lower[i] ?? nothing}
      data-upper=${c.upper[i] ?? nothing}
      title=${this.changeTitle(i)}
    >
      ${changeText(v, this.names.format)}
    </div>`;
  }

  /** The change's interval, in its own column (muted: the verdict carries the colour). */
  private intervalCell(i: number) {
    const c = this.table!.columns;
    const interval = intervalText(c.lower[i], c.upper[i], bareText(this.names.format ?? 'value'));
    if (!interval) return this.missing(INTERVAL_COLUMN, i);
    const kind = c.interval[i];
    return html`<div
      class="cell num interval i-${kind}"
      role="cell"
      data-col=${INTERVAL_COLUMN}
      data-interval=${kind}
      data-lower=${c.lower[i] ?? nothing}
      data-upper=${c.upper[i] ?? nothing}
      title=${this.changeTitle(i)}
    >
      ${interval}<span class="ik">${kind === 'fcr' ? 'FCR' : 'marg.'}</span>
    </div>`;
  }

  private shows(group: OptionalGroup): boolean {
    return !this.leftOut.has(group);
  }

  private renderRow(i: number) {
    const t = this.table!;
    const c = t.columns;
    const key = c.key[i];
    const p = c.presence[i];
    const verdict = c.verdict[i];
    const values = this.shows('values');
    const ranks = this.shows('ranks');
    return html`<div
      class="row ${p === 'both' ? '' : 'one-sided'} ${i === this.highlight ? 'focus' : ''} ${key === this.openKey ? 'open' : ''} ${
        this.cursor.isCursor(i) ? 'cursor' : ''
      }"
      role="row"
      style=${this.grid}
      data-row=${i}
      data-presence=${p}
      data-verdict=${verdict}
    >
      <div class="cell key" role="cell" data-col="key" title=${keyLabel(key, this.keyTitles)}>
        <button
          class="k"
          data-key=${key}
          aria-expanded=${key === this.openKey ? 'true' : 'false'}
          title=${`${keyLabel(key, this.keyTitles)}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${(e: Event) => this.openRow(i, e.currentTarget as HTMLElement)}
        >${keyText(key, this.keyTitles)}</button>
        ${p === 'both' ? nothing : html`<span class="badge">only in ${p === 'a' ? 'A' : 'B'}</span>`}
      </div>
      ${values ? html`${this.cell('value_a', i, c.value_a[i])} ${this.cell('value_b', i, c.value_b[i])}` : nothing}
      ${this.biasCell('bias_a', i)} ${this.biasCell('bias_b', i)} ${this.changeCell(i, verdict)} ${this.intervalCell(i)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${verdict} title=${verdictTitle(verdict, this.names.fdr, c.q_value[i])}>
        <span class="verdict-badge v-${verdict}">${VERDICT_TEXT[verdict]}</span>
      </div>
      ${
        ranks
          ? html`${this.cell('rank_a', i, c.rank_a[i])} ${this.cell('rank_b', i, c.rank_b[i])} ${this.cell('movement', i, c.movement[i])}`
          : nothing
      }
      ${t.extras.map((e) => this.cell(`${ALSO_SORT}${e.run}` as NumCol, i, e.values?.[i]))}
    </div>`;
  }

  /** A row's drill-down asked for (a click on its key, or Enter on the cursor row); the cursor goes there. */
  private openRow(i: number, opener: HTMLElement | null): void {
    const key = this.table?.columns.key[i];
    if (key === undefined) return;
    this.cursor.set(i);
    const button = opener ?? this.keyButton(i);
    emitRowOpen(this, {key, opener: button});
  }

  private keyButton(i: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`.row[data-row="${i}"] button.k`);
  }

  /** A key focused (by Tab or a click): the cursor goes to its row, so the arrows move on from there. */
  private readonly onFocusKey = (e: FocusEvent) => {
    const target = e.composedPath()[0];
    if (!(target instanceof HTMLElement) || !target.classList.contains('k')) return;
    const row = Number((target.closest('.row') as HTMLElement | null)?.dataset.row);
    if (Number.isInteger(row)) this.cursor.set(row);
  };

  /** After the cursor's keys: when a key had the focus, the focus follows the cursor (to its row's key, once rendered). */
  private readonly onKeyAfterCursor = (e: KeyboardEvent) => {
    if (!e.defaultPrevented || e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') return;
    const target = e.composedPath()[0];
    if (!(target instanceof HTMLElement) || !target.classList.contains('k')) return;
    const row = this.cursor.row;
    if (row === null) return;
    const focus = (retry: boolean) => {
      if (row !== this.cursor.row) return;
      const button = this.keyButton(row);
      if (button) button.focus({preventScroll: true});
      else if (retry) requestAnimationFrame(() => focus(false)); // scrolled in: the virtualizer renders it next frame
    };
    void this.updateComplete.then(async () => {
      await (this.renderRoot.querySelector('lit-virtualizer') as LitElement | null)?.updateComplete;
      focus(true);
    });
  };

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('table')) this.scrollTop = 0;
    const t = this.table;
    const heads = compareHeads(
      this.names,
      (t?.extras ?? []).map((e) => e.run),
    );
    this.heads = heads;
    this.leftOut = hiddenGroups(heads, this.columns, this.width, t !== null && valuesRepeatBias(t.columns));
    const shown = heads.filter((h) => h.group === null || !this.leftOut.has(h.group));
    this.minWidth = tableWidth(shown);
    const [key, ...rest] = shown;
    // Room to spare goes to the key and to the columns whose second line names a report.
    const track = (h: CompareHead) => (/^(value|bias)_[ab]$/.test(h.key) ? `minmax(${h.width}px, 1fr)` : `${h.width}px`);
    this.grid = `grid-template-columns: minmax(${key.width}px, 2fr) ${rest.map(track).join(' ')}; min-width: ${this.minWidth}px`;
    // The virtualizer renders its rows again only for a new template.
    this.rowTemplate = (i: number) => this.renderRow(i);
  }

  protected override updated(): void {
    const names = this.heads
      .filter((h) => h.group !== null && this.leftOut.has(h.group))
      .map((h) => h.name)
      .join('\n');
    if (names !== this.told) {
      this.told = names;
      this.dispatchEvent(
        new CustomEvent<string[]>('columns-hidden', {detail: names ? names.split('\n') : [], bubbles: true, composed: true}),
      );
    }
  }

  /** The interval's head: it does not sort (the change does). */
  private intervalHead(h: CompareHead): HeaderColumn<SortKey> {
    return {
      header: html`<div class="fixed" role="columnheader" data-col=${h.key} title=${h.title}>
        <span class="top"><span class="col-name">${h.name}</span></span>
        <span class="sub">${h.sub}</span>
      </div>`,
    };
  }

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const columns: HeaderColumn<SortKey>[] = this.heads
      .filter((h) => h.group === null || !this.leftOut.has(h.group))
      .map((h) =>
        h.key === INTERVAL_COLUMN
          ? this.intervalHead(h)
          : {key: h.key, name: h.name, sub: h.sub, title: h.title.replace(/\.$/, ''), text: h.key === 'key'},
      );
    return virtualTable(this, {
      columns,
      defaultDir,
      renderRow: this.rowTemplate,
      label: 'Rows of A and B aligned by key',
      empty: 'No row matches the search, the verdict or the selection.',
      // The width goes through a custom property: the virtualizer owns its own style attribute.
      tableStyle: `--table-min-width: ${this.minWidth}px`,
      headStyle: this.grid,
      focusable: true,
    });
  }
}

customElements.define('fairness-compare-table', FairnessCompareTable);
