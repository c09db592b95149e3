/**
 * The label-association view's own styles (view.ts): the summary
 * and legend lines, the table column beside the side charts (the charts go under
 * the table in a narrow tab), and the drawer with the open row. The shared styles
 * are styles.ts's.
 */
import {css} from 'lit';

export const associationsStyles = css`
    /* The summary and the legend keep their lines; the table takes what height is left. */
    .summary,
    .legend {
      flex: none;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1;
      min-height: 0;
      display: flex;
      gap: 16px;
    }
    .table-column {
      flex: 1;
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    fairness-table {
      flex: 1;
      min-height: 0;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .legend .star {
      color: var(--accent);
    }
    .legend .grey {
      display: inline-block;
      width: 10px;
      height: 10px;
      margin-right: 3px;
      vertical-align: -1px;
      background: var(--dim-bg);
      border: 1px solid var(--input-border);
    }
    /* The ○ and its words read as the rest of the legend (fdr_legend.ts's .low-power-note). */
    .legend .low-power-note {
      color: var(--muted);
    }
    .legend .warning {
      flex-basis: 100%;
      color: var(--warn-fg);
    }
    .summary .part {
      flex-basis: 100%;
    }
    .summary .part .warning {
      color: var(--warn-fg);
    }
    .drawer {
      padding: 8px 12px 12px;
      background: var(--bg);
      border-left: 1px solid var(--border);
    }
    .open-row {
      flex: none;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 14px;
      padding: 6px 8px 6px 10px;
      border: 1px solid var(--border);
      border-left: 3px solid var(--accent);
      border-radius: 2px;
      background: var(--surface);
      font-variant-numeric: tabular-nums;
    }
    .open-row .label {
      font-weight: 500;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .open-row .item {
      white-space: nowrap;
    }
    .open-row .k {
      color: var(--muted);
      font-size: 12px;
    }
    .open-row b {
      font-weight: 500;
    }
    .open-row .star {
      color: var(--accent);
    }
    .open-row .close {
      margin-left: auto;
      border: 0;
      background: none;
      color: var(--muted);
      font-size: 16px;
      line-height: 1;
      cursor: pointer;
      padding: 0 4px;
    }
    .open-row .close:hover {
      color: var(--fg);
    }
    /* The test's power: sentences, so they wrap, on their own line under the items. */
    .open-row .power {
      flex-basis: 100%;
      margin: 2px 0 0;
      font-size: 12px;
      color: var(--muted);
    }
    .open-row .power .low-power {
      display: block;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 16px;
      overflow-y: auto;
    }
    /* Narrower than the table and the charts side by side: the charts go under the
       table, side by side, and the view scrolls; the table keeps most of the height. */
    @media (max-width: 1249px) {
      :host {
        overflow-y: auto;
      }
      .main {
        flex: 1 0 auto;
        flex-direction: column;
      }
      .table-column {
        flex: 1 0 auto;
      }
      fairness-table {
        flex: 1 0 auto;
        height: max(300px, calc(100vh - 260px));
      }
      .side {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        overflow: visible;
      }
    }
`;
