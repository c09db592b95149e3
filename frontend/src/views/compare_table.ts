/**
 * <fairness-compare-table>: the rows of compare's two reports aligned by key
 * (compare_view.ts), virtualized (virtual_table.ts): the key with its only-in
 * badge and the ● of a move beyond the uncertainty, the values in A and B,
 * delta, ranks and movement, and a value column per extra run; missing cells
 * say why in their tooltip. The rows arrive filtered and sorted; a header
 * click asks for a sort (`sort-change`). Keys are rendered as Lit text only.
 */
import {LitElement, html, css, nothing} from 'lit';
import {formatCount, formatValue} from '../format.js';
import {ALSO_SORT, DEFAULT_DIR, DEFAULT_SORT, defaultDir, signed, type CompareTable, type SortKey} from '../compare_state.js';
import type {SortDir} from '../state.js';
import {virtualTable, virtualTableProperties, virtualTableStyles, type SortColumn} from './virtual_table.js';
import {base} from './styles.js';

/** The width of every numeric column, pixels. */
const COL_WIDTH = 100;

export interface TableNames {
  /** The compared value (gap, cramers_v, ...). */
  value: string;
  a: string;
  b: string;
}

type NumCol = Exclude<SortKey, 'key'>;

export class FairnessCompareTable extends LitElement {
  static override properties = {
    ...virtualTableProperties,
    names: {attribute: false},
    highlight: {attribute: false},
  };

  declare table: CompareTable | null;
  declare rows: number[];
  declare sort: SortKey;
  declare dir: SortDir;
  declare names: TableNames;
  declare highlight: number | null;

  constructor() {
    super();
    this.table = null;
    this.rows = [];
    this.sort = DEFAULT_SORT;
    this.dir = DEFAULT_DIR;
    this.names = {value: 'value', a: 'A', b: 'B'};
    this.highlight = null;
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
        background: #ffe0b2;
      }
      .row.one-sided .num {
        color: #9e9e9e;
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
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        background: #eeeeee;
        color: #616161;
        line-height: 16px;
      }
      .beyond {
        flex: none;
        color: #b71c1c;
        font-size: 10px;
        cursor: help;
      }
      .missing {
        color: #9e9e9e;
        cursor: help;
      }
      .up {
        color: #2e7d32;
      }
      .down {
        color: #c62828;
      }
    `,
  ];

  private columns(): SortColumn<SortKey>[] {
    const {value, a, b} = this.names;
    const t = this.table;
    return [
      {key: 'key', name: 'key', sub: '', title: 'The row: a label, a class, class|group…', text: true},
      {key: 'value_a', name: `${value} in A`, sub: a, title: `${value} in report A (${a})`},
      {key: 'value_b', name: `${value} in B`, sub: b, title: `${value} in report B (${b})`},
      {key: 'delta', name: 'delta', sub: 'B − A', title: `delta = ${value} in B − ${value} in A`},
      {key: 'rank_a', name: 'rank A', sub: '1 = largest', title: `The row's rank by ${value} in A (1: the largest)`},
      {key: 'rank_b', name: 'rank B', sub: '1 = largest', title: `The row's rank by ${value} in B (1: the largest)`},
      {key: 'movement', name: 'movement', sub: 'rank A − rank B', title: 'rank A − rank B: positive when the row rose in B'},
      ...(t?.extras ?? []).map((e) => ({
        key: `${ALSO_SORT}${e.run}` as SortKey,
        name: e.run,
        sub: `${value}, latest step`,
        title: `${value} in the latest report of run ${e.run}`,
      })),
    ];
  }

  private missingTitle(col: NumCol, i: number): string {
    const p = this.table!.columns.presence[i];
    const {a, b} = this.names;
    switch (col) {
      case 'value_a':
      case 'rank_a':
        return p === 'b'
          ? `Not in report A (${a}): this row is only in B.`
          : `Undefined in report A (${a}): the report has no value for this row.`;
      case 'value_b':
      case 'rank_b':
        return p === 'a'
          ? `Not in report B (${b}): this row is only in A.`
          : `Undefined in report B (${b}): the report has no value for this row.`;
      case 'delta':
        return p === 'both' ? 'No delta: the value is undefined on one side.' : `No delta: the row is only in ${p === 'a' ? 'A' : 'B'}.`;
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

  private cell(col: NumCol, i: number, v: number | null | undefined) {
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      return html`<div class="cell num missing" role="cell" data-col=${col} title=${this.missingTitle(col, i)}>—</div>`;
    }
    let text: string;
    let cls = '';
    if (col === 'rank_a' || col === 'rank_b') text = formatCount(v);
    else if (col === 'movement') {
      text = signed(v, formatCount(v).replace(/^-/, '\u2212'));
      cls = v > 0 ? 'up' : v < 0 ? 'down' : '';
    } else if (col === 'delta') text = signed(v, formatValue(v));
    else text = formatValue(v);
    return html`<div class="cell num ${cls}" role="cell" data-col=${col} data-v=${String(v)} title=${String(v)}>${text}</div>`;
  }

  /** The grid of the header and every row (one column per extra run). */
  private grid = '';

  private renderRow = (i: number) => {
    const t = this.table!;
    const c = t.columns;
    const key = c.key[i];
    const p = c.presence[i];
    return html`<div
      class="row ${p === 'both' ? '' : 'one-sided'} ${i === this.highlight ? 'focus' : ''}"
      role="row"
      style=${this.grid}
      data-row=${i}
      data-presence=${p}
    >
      <div class="cell key" role="cell" data-col="key" title=${key}>
        <span class="k">${key}</span>
        ${p === 'both' ? nothing : html`<span class="badge">only in ${p === 'a' ? 'A' : 'B'}</span>`}
        ${
          c.beyond_uncertainty[i] === true
            ? html`<span class="beyond" title="Moved by more than its uncertainty: the two 95% intervals do not overlap">●</span>`
            : nothing
        }
      </div>
      ${this.cell('value_a', i, c.value_a[i])} ${this.cell('value_b', i, c.value_b[i])} ${this.cell('delta', i, c.delta[i])}
      ${this.cell('rank_a', i, c.rank_a[i])} ${this.cell('rank_b', i, c.rank_b[i])} ${this.cell('movement', i, c.movement[i])}
      ${t.extras.map((e) => this.cell(`${ALSO_SORT}${e.run}` as NumCol, i, e.values?.[i]))}
    </div>`;
  };

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('table')) this.scrollTop = 0;
  }

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const columns = this.columns();
    const width = 220 + COL_WIDTH * (columns.length - 1);
    const grid = `grid-template-columns: minmax(200px, 1fr) repeat(${columns.length - 1}, ${COL_WIDTH}px); min-width: ${width}px`;
    this.grid = grid;
    return virtualTable(this, {
      columns,
      defaultDir,
      renderRow: this.renderRow,
      label: 'Rows of A and B aligned by key',
      empty: 'No row matches the search or the selection.',
      // The width goes through a custom property: the virtualizer owns its own style attribute.
      tableStyle: `--table-min-width: ${width}px`,
      headStyle: grid,
    });
  }
}

customElements.define('fairness-compare-table', FairnessCompareTable);
