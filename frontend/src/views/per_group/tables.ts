/**
 * The tables shared by the per-group views (group_metrics, detection_recall):
 * <fairness-rate-table>, the class x group table (value with its interval and
 * a ★ when Benjamini-Hochberg marks it, then n and the p-value of the group
 * against the rest of its class: styles.ts's valueCells; insufficient and
 * undefined cells say why, never a number; a macro row),
 * and <fairness-disparity-table>, classes ranked by disparity (sortable,
 * undefined last) with each row's p-value and a ★ when Benjamini-Hochberg
 * marks it (insufficient rows: "—" and their reason). Clicking a row of either selects its class
 * (`class-select`). Names are rendered through Lit text bindings only.
 */
import {LitElement, html, css, nothing} from 'lit';
import {base, dataTable, valueCells} from '../styles.js';
import {countOf, formatCount, formatPercent, headTitle} from '../../format.js';
import {
  DISPARITY_COLUMNS,
  disparityDefaultDir,
  disparityHead,
  disparityPCell,
  type DisparityColumn,
  type DisparityTable,
} from '../../disparity_table.js';
import {formatGap, formatRate, ratePCell, stateText, type RateTable, rateHeadTitle} from '../../rate_table.js';
import {significanceLabel} from '../../significance.js';
import type {SortDir} from '../../state.js';
import {ariaSort, nextSortDir, sortArrow} from '../table_sort.js';
import {emitSortChange, markStar, virtualTableProperties} from '../virtual_table.js';

/** The scroll box of both tables and their selectable rows (`dataTable` draws the table itself). */
const tableStyles = css`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;

function selectEvent(el: HTMLElement, cls: string): void {
  el.dispatchEvent(new CustomEvent('class-select', {detail: cls, bubbles: true, composed: true}));
}

/** A row's handlers: a click, or Enter on the focused row, selects its class. */
function rowSelect(el: HTMLElement, cls: string) {
  return {
    click: () => selectEvent(el, cls),
    keydown: (e: KeyboardEvent) => {
      if (e.key === 'Enter') selectEvent(el, cls);
    },
  };
}

/** What both tables are given: the table, why cells lack a value, the selected class, whether values are mARs. */
const classTableProperties = {
  table: {attribute: false},
  reasons: {attribute: false},
  selected: {attribute: false},
  detection: {attribute: false},
} as const;

interface ClassTable {
  table: unknown;
  reasons: Record<string, string>;
  selected: string | null;
  detection: boolean;
}

/** Their values before the view hands them over: no table, no reasons, no class selected. */
function clearClassTable(el: ClassTable): void {
  el.table = null;
  el.reasons = {};
  el.selected = null;
  el.detection = false;
}

export class FairnessRateTable extends LitElement {
  static override properties = {...classTableProperties, valueName: {attribute: false}};

  declare table: RateTable | null;
  declare reasons: Record<string, string>;
  declare selected: string | null;
  /** What the values are ("recall", "mAR"). */
  declare valueName: string;
  /** Cells are mARs: their p-values are Wald tests. */
  declare detection: boolean;

  constructor() {
    super();
    clearClassTable(this);
    this.valueName = 'value';
  }

  static override styles = [base, dataTable, tableStyles, valueCells];

  override render() {
    const t = this.table;
    if (!t) return nothing;
    if (t.classes.length === 0) return html`<div class="none">This report has no classes.</div>`;
    return html`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${headTitle('class', 'class', 'the class, one row each; click a row to chart it')}>class</th>
          ${t.groups.map((g) => html`<th data-group=${g} title=${rateHeadTitle(g, this.valueName)}>${g}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((cls, k) => {
          const select = rowSelect(this, cls);
          return html`<tr
            data-class=${cls}
            aria-selected=${cls === this.selected ? 'true' : 'false'}
            tabindex="0"
            @click=${select.click}
            @keydown=${select.keydown}
          >
            <td class="text cls" data-col="class" title=${cls}>${cls}</td>
            ${t.groups.map((g, j) => {
              const c = t.cells[k][j];
              if (c.state !== null || c.value === null) {
                const why = this.reasons[c.state ?? 'undefined'] ?? c.state ?? 'no value';
                return html`<td
                  class="num state"
                  data-group=${g}
                  data-state=${c.state ?? 'undefined'}
                  data-n=${c.n}
                  data-p=""
                  data-significant="false"
                  title=${why}
                >
                  ${stateText(c, t.minCount)}
                </td>`;
              }
              const pc = ratePCell(c, t.minCount, this.detection);
              const sigLabel = significanceLabel(t.fdr);
              return html`<td
                class="num parts ${c.significant ? 'significant' : ''}"
                data-group=${g}
                data-value=${String(c.value)}
                data-lower=${String(c.lower)}
                data-upper=${String(c.upper)}
                data-n=${c.n}
                data-p=${c.p === null ? '' : String(c.p)}
                data-significant=${c.significant ? 'true' : 'false'}
                title=${`${this.valueName} ${c.value} (${c.lower} to ${c.upper}), n = ${c.n}`}
              >
                <span class="v">${formatRate(c.value, c.lower, c.upper)}${c.significant ? html` ${markStar(sigLabel)}` : nothing}</span>
                <span class="meta"
                  ><span class="n">n=${formatCount(c.n)}</span> <span class="p ${c.p === null ? 'why' : ''}" title=${pc.title}>${pc.text}</span>${
                    c.lowPower ? html` <span class="low-power why" title=${c.lowPower}>low power</span>` : nothing
                  }</span
                >
              </td>`;
            })}
          </tr>`;
        })}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map(
            (m, j) =>
              html`<td class="num parts" data-group=${t.groups[j]} data-value=${m.value === null ? '' : String(m.value)}>
                <span class="v">${m.value === null ? html`<span class="muted">—</span>` : formatRate(m.value, m.lower, m.upper)}</span>
                <span class="n">${countOf(m.classes, 'class', 'classes')}</span>
              </td>`,
          )}
        </tr>
      </tfoot>
    </table>`;
  }
}

customElements.define('fairness-rate-table', FairnessRateTable);

export class FairnessDisparityTable extends LitElement {
  // Sorted like the virtualized tables (table, rows, sort, dir), but a plain table: it is one row per class.
  static override properties = {
    ...virtualTableProperties,
    ...classTableProperties,
    names: {attribute: false},
    fdr: {attribute: false},
  };

  declare table: DisparityTable | null;
  /** Row indices in display order. */
  declare rows: number[];
  declare sort: DisparityColumn;
  declare dir: SortDir;
  declare reasons: Record<string, string>;
  declare selected: string | null;
  /** What groups A and B are (null: best and worst, per row). */
  declare names: [string, string] | null;
  /** The response's false discovery rate (the marks' tooltip); null until the view hands it in. */
  declare fdr: number | null;
  /** Rows are mAR gaps (detection recall): the p-value is a Wald test. */
  declare detection: boolean;

  constructor() {
    super();
    clearClassTable(this);
    this.rows = [];
    this.sort = 'gap';
    this.dir = 'desc';
    this.names = null;
    this.fdr = null;
  }

  static override styles = [
    base,
    dataTable,
    tableStyles,
    css`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `,
  ];

  /** A column's header: a sort button inside the cell (the shared sort rules, this table's own markup), in plain words. */
  private renderHeader(col: DisparityColumn, pTitle: string) {
    const sorted = col === this.sort;
    const click = () => emitSortChange(this, {column: col, dir: nextSortDir(col, this.sort, this.dir, disparityDefaultDir)});
    const head = disparityHead(col, this.names, this.detection, pTitle);
    return html`<th class=${col === 'class' ? 'text' : ''} data-col=${col} aria-sort=${ariaSort(sorted, this.dir)}>
      <button title=${`${head.title}. Click to sort.`} @click=${click}>
        <span class="name">${head.name}</span> <span class="arrow">${sorted ? sortArrow(sorted, this.dir) : ''}</span>${
          head.sub ? html`<span class="sub">${head.sub}</span>` : nothing
        }
      </button>
    </th>`;
  }

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const c = t.columns;
    const pct = (v: number | null) => (v === null ? html`<span class="muted">—</span>` : formatPercent(v));
    const sigLabel = significanceLabel(this.fdr);
    const pTitle = this.detection
      ? this.names
        ? 'p-value of the Wald test of equal mAR'
        : 'p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)'
      : this.names
        ? 'p-value of the pooled two-proportion z-test of equal rates'
        : 'p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)';
    return html`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${DISPARITY_COLUMNS.map((col) => this.renderHeader(col, pTitle))}
          <th class="mark" data-col="significant" title=${`★: ${sigLabel}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${
          this.rows.length === 0
            ? html`<tr><td class="none" colspan="9">No class to compare.</td></tr>`
            : this.rows.map((i, pos) => {
                const cls = c.class[i];
                const gap = c.gap[i];
                const state = t.states.gap[i];
                const ga = c.group_a?.[i] ?? null;
                const gb = c.group_b?.[i] ?? null;
                const pc = disparityPCell(t, i, this.reasons, this.names !== null, this.detection);
                const select = rowSelect(this, cls);
                return html`<tr
                class=${pc.significant ? 'significant' : ''}
                data-class=${cls}
                data-pos=${pos}
                data-significant=${pc.significant ? 'true' : 'false'}
                aria-selected=${cls === this.selected ? 'true' : 'false'}
                tabindex="0"
                @click=${select.click}
                @keydown=${select.keydown}
              >
                <td class="text cls" data-col="class" title=${cls}>${cls}</td>
                <td class="num" data-col="n_a">${formatCount(c.n_a[i])}</td>
                <td class="num" data-col="n_b">${formatCount(c.n_b[i])}</td>
                <td class="num" data-col="value_a" title=${ga ?? ''}>
                  ${pct(c.value_a[i])}${!this.names && ga ? html` <span class="pair">${ga}</span>` : nothing}
                </td>
                <td class="num" data-col="value_b" title=${gb ?? ''}>
                  ${pct(c.value_b[i])}${!this.names && gb ? html` <span class="pair">${gb}</span>` : nothing}
                </td>
                ${
                  gap === null || state !== null
                    ? html`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${state ?? 'undefined'}
                      title=${this.reasons[state ?? 'undefined'] ?? 'undefined'}
                    >
                      undefined (${state ?? 'undefined'})
                    </td>`
                    : html`<td class="num" data-col="gap" data-value=${String(gap)}>
                      ${formatGap(gap, c.lower[i], c.upper[i])}
                    </td>`
                }
                <td class="num" data-col="bound" data-value=${String(c.bound?.[i] ?? '')}>
                  ${state === null && typeof c.bound?.[i] === 'number' ? formatGap(c.bound[i] as number, null, null) : html`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${pc.p === null ? 'why' : ''}"
                  data-col="p_value"
                  data-value=${pc.p === null ? '' : String(pc.p)}
                  title=${pc.title}
                >
                  ${pc.text}
                </td>
                <td class="mark" data-col="significant">${pc.significant ? markStar(sigLabel) : nothing}</td>
              </tr>`;
              })
        }
      </tbody>
    </table>`;
  }
}

customElements.define('fairness-disparity-table', FairnessDisparityTable);
