/**
 * The Runs mode's own styles (views/runs_view.ts): the controls (step, run filter, the
 * compare button), the layout of the table beside the chart (or above it, in a narrow
 * tab), the chart's panel and legend, the skipped runs. The shared styles are styles.ts's;
 * the table's are runs_table.ts's.
 */
import {css} from 'lit';

export const runsStyles = css`
  input[name='run_filter'] {
    width: 220px;
  }
  select[name='runs-step'] {
    min-width: 90px;
  }
  .picked {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .pick-badge {
    display: inline-block;
    min-width: 14px;
    padding: 0 5px;
    border-radius: 8px;
    font-size: 11px;
    line-height: 16px;
    font-weight: 600;
    text-align: center;
    color: var(--bg);
    background: var(--accent);
  }
  .picked .names {
    max-width: 340px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The table and the chart: side by side in a wide tab (the table takes what is left),
     the chart below the table in a narrow one (the body scrolls). */
  .main {
    display: flex;
    gap: 16px;
    align-items: stretch;
    min-height: 0;
  }
  .main.wide {
    flex: 1;
    flex-direction: row;
  }
  .main.narrow {
    flex-direction: column;
  }
  .table-box {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 0;
    flex: 1;
  }
  /* As tall as its rows (a few runs leave no empty box), at most the height left. */
  .main.wide fairness-runs-table {
    flex: 0 1 auto;
    max-height: var(--table-content);
    min-height: min(200px, var(--table-content));
  }
  .main.narrow fairness-runs-table {
    height: var(--table-height, 420px);
    flex: none;
  }
  .chart-box {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-height: 0;
    overflow-y: auto;
  }
  .chart-box h3 {
    margin: 0;
  }
  .legend-line {
    font-size: 12px;
    color: var(--muted);
    max-width: 560px;
  }
  .legend-line .front {
    color: var(--accent);
    font-weight: 600;
  }
  .skipped {
    font-size: 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    padding: 6px 10px;
    max-width: 900px;
  }
  .skipped summary {
    cursor: pointer;
    color: var(--warn-fg);
  }
  .skipped ul {
    margin: 4px 0 0;
    padding-left: 20px;
    max-height: 160px;
    overflow-y: auto;
  }
  .skipped li {
    margin: 2px 0;
  }
  .skipped .run {
    font-weight: 500;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;
