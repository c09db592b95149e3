/**
 * The styles of the association table (table.ts, `<fairness-table>`): its grid (with and
 * without the per-identity columns), the sticky label column, the rows (insufficient, open,
 * under the cursor, waiting for their window), the cells of values and their states, the
 * interval whisker and the ★ column.
 */
import {css, unsafeCSS} from 'lit';

/**
 * The grid: label, count, count_a, count_b, value_a, value_b, gap, interval (whisker and
 * text), p, ★; and without the per-identity columns. The minimum widths are the table's;
 * a wider table spreads the rest over the label and the numbers (the interval keeps its
 * width, so the text stays next to its whisker).
 */
const GRID_ALL = 'minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px';
const GRID_COMPACT = 'minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px';
export const WIDTH_ALL = 120 + 3 * 72 + 3 * 92 + 212 + 64 + 24;
const WIDTH_COMPACT = 120 + 72 + 92 + 212 + 64 + 24;

export const associationTableStyles = css`
    .head,
    .row {
      grid-template-columns: ${unsafeCSS(GRID_ALL)};
      min-width: ${unsafeCSS(`${WIDTH_ALL}px`)};
    }
    lit-virtualizer {
      min-width: ${unsafeCSS(`${WIDTH_ALL}px`)};
    }
    :host([compact]) .head,
    :host([compact]) .row {
      grid-template-columns: ${unsafeCSS(GRID_COMPACT)};
      min-width: ${unsafeCSS(`${WIDTH_COMPACT}px`)};
    }
    :host([compact]) lit-virtualizer {
      min-width: ${unsafeCSS(`${WIDTH_COMPACT}px`)};
    }
    :host([compact]) .ab {
      display: none;
    }
    .head button {
      padding: 4px 6px;
    }
    /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
    .head button[aria-sort='none'] .arrow {
      display: none;
    }
    .head button .top {
      max-width: 100%;
    }
    .head button .col-name {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .cell {
      padding: 0 6px;
    }
    /* The label stays in view when the table scrolls sideways. */
    .head button[data-col='label'],
    .cell.label {
      position: sticky;
      left: 0;
      z-index: 1;
    }
    .head button[data-col='label'] {
      background: var(--header-bg);
    }
    .head button[data-col='label']:hover {
      background: var(--header-hover);
    }
    .cell.label {
      background: var(--bg);
      line-height: 23px;
      box-shadow: inset -1px 0 0 var(--row-border);
    }
    .row {
      cursor: pointer;
      /* Each row lays out and paints on its own: a search that changes the rows in view
         does not invalidate the rest of the table. */
      contain: strict;
    }
    .row.insufficient .cell.label {
      background: var(--dim-bg);
    }
    .row:hover .cell.label {
      background: var(--hover-bg);
    }
    /* The cursor's ring over the sticky label too. */
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
    .cell.state {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .cell.state.inf {
      font-style: normal;
    }
    /* Muted, not the accent: a row without a finding, not a finding. */
    .cell.mark .low-power {
      color: var(--muted);
      cursor: help;
    }
    .head .mark {
      align-self: center;
      text-align: center;
      color: var(--muted);
      cursor: help;
    }
    /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
       whiskers line up whatever the width of their interval's text. */
    .cell.interval {
      display: flex;
      align-items: center;
      gap: 6px;
      padding-right: 4px;
    }
    .cell.interval .text {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      text-align: right;
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .whisker {
      overflow: visible;
    }
    .whisker .zero {
      stroke: var(--chart-rule);
      stroke-dasharray: 2 2;
    }
    .row.insufficient {
      color: var(--state-fg);
      background: var(--dim-bg);
    }
    .row.insufficient:hover {
      background: var(--hover-bg);
    }
    /* A row whose window is on its way: its place, its height, a faint bar. */
    .row.placeholder {
      cursor: default;
    }
    .row.placeholder .cell.label::after {
      content: '';
      display: inline-block;
      width: 60%;
      height: 8px;
      border-radius: 4px;
      background: var(--dim-bg);
    }
    .row.insufficient .whisker .bar {
      stroke: var(--disabled-border);
    }
    .row.insufficient .whisker .dot {
      fill: var(--disabled);
    }
    /* The open row, whatever else it is (insufficient, under the mouse). */
    .row[aria-selected='true'],
    .row[aria-selected='true']:hover,
    .row[aria-selected='true'] .cell.label {
      background: var(--selected-bg);
    }
  `;
