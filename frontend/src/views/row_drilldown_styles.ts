/**
 * The look of <fairness-row-drilldown> (views/row_drilldown.ts): its panel and
 * section variants, the title bar and close button, the detail table with its
 * interval whiskers, the run list's bars and axis, and the steps chart. The
 * shared styles are styles.ts's.
 */
import {css} from 'lit';

export const rowDrilldownStyles = css`
    :host {
      display: block;
      box-sizing: border-box;
      background: var(--bg);
      color: var(--fg);
    }
    :host([variant='panel']) {
      border: 1px solid var(--border);
      border-top: 3px solid var(--accent);
      border-radius: 2px;
      padding: 8px 12px 12px;
    }
    :host([variant='section']) {
      border-top: 1px solid var(--border);
      margin-top: 12px;
      padding-top: 8px;
    }
    .title-bar {
      display: flex;
      align-items: baseline;
      gap: 8px;
    }
    h2 {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: 14px;
      font-weight: 500;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    h2 .noun {
      color: var(--muted);
      font-weight: 400;
      margin-right: 4px;
    }
    button.close {
      flex: none;
      width: 26px;
      height: 26px;
      border: 1px solid transparent;
      border-radius: 3px;
      background: none;
      color: var(--muted);
      font-size: 18px;
      line-height: 1;
      cursor: pointer;
    }
    button.close:hover {
      color: var(--fg);
      background: var(--hover-bg);
    }
    button.close:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    .what {
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .content {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
      column-gap: 28px;
      align-items: start;
    }
    .content > section.detail {
      grid-column: 1 / -1;
    }
    .content.stale {
      opacity: 0.55;
      transition: opacity 0.15s 0.2s;
    }
    section {
      margin-top: 10px;
      min-width: 0;
    }
    h4 {
      margin: 0 0 4px;
      font-size: 12px;
      font-weight: 500;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 8px;
      align-items: baseline;
    }
    h4 .muted {
      font-weight: 400;
    }
    .head-text {
      font-size: 11px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .scroll {
      max-height: 260px;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 12px;
    }
    th,
    td {
      padding: 2px 6px;
      border-bottom: 1px solid var(--row-border);
      white-space: nowrap;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--header-bg);
      font-weight: 500;
      text-align: left;
      border-bottom: 1px solid var(--border);
    }
    th.num {
      text-align: right;
    }
    td.text {
      max-width: 180px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td.missing {
      color: var(--state-fg);
    }
    .driver {
      font-size: 12px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .d-rose,
    .d-fell {
      font-weight: 500;
    }
    .driver.d-rose,
    .driver.d-fell {
      color: var(--fg, inherit);
      border-left: 3px solid var(--accent);
      padding-left: 6px;
    }
    td.flag {
      text-align: center;
      color: var(--accent);
    }
    td.interval {
      min-width: 130px;
    }
    .interval-cell {
      display: flex;
      gap: 6px;
      align-items: center;
      justify-content: flex-end;
    }
    .interval-cell .ci {
      color: var(--muted);
      font-size: 11px;
    }
    .whisker {
      position: relative;
      flex: none;
      width: 64px;
      height: 10px;
    }
    .whisker .line {
      position: absolute;
      top: 4px;
      height: 2px;
      background: var(--whisker);
    }
    .whisker .dot {
      position: absolute;
      top: 1px;
      width: 8px;
      height: 8px;
      margin-left: -4px;
      border-radius: 50%;
      background: var(--whisker-dot);
    }
    .run-list {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      row-gap: 3px;
      align-items: center;
      font-size: 12px;
    }
    .run-row {
      display: contents;
    }
    .run-name {
      display: flex;
      gap: 5px;
      align-items: center;
      min-width: 0;
      max-width: 200px;
    }
    .run-name .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .run-row.current .name {
      font-weight: 600;
    }
    .run-row.current .track {
      box-shadow: inset 0 0 0 1px var(--chart-rule);
    }
    .swatch {
      flex: none;
      width: 10px;
      height: 10px;
      border-radius: 2px;
    }
    .track {
      position: relative;
      height: 14px;
      border-radius: 2px;
      background: var(--header-bg);
    }
    .track .line {
      position: absolute;
      top: 5px;
      height: 4px;
      border-radius: 2px;
      opacity: 0.7;
    }
    .track .dot {
      position: absolute;
      top: 2px;
      width: 10px;
      height: 10px;
      margin-left: -5px;
      border-radius: 50%;
      box-shadow: 0 0 0 1px var(--chart-halo);
    }
    .run-row .val {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .run-row.absent .val {
      color: var(--muted);
      font-style: italic;
    }
    .axis {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      font-size: 11px;
      color: var(--muted);
      font-variant-numeric: tabular-nums;
    }
    .axis .ends {
      display: flex;
      justify-content: space-between;
    }
    .note {
      font-size: 11px;
      margin-top: 2px;
    }
    .chart svg {
      display: block;
      overflow: visible;
    }
    .loading {
      font-size: 12px;
      margin-top: 8px;
    }
`;
