/**
 * The SkewSize view's own styles (view.ts): the number boxes, the stats
 * legend, the headline (SkewSize with its interval, the model's numbers), the table
 * beside the histogram (under it in a narrow tab). The shared styles are styles.ts's.
 */
import {css} from 'lit';

export const skewStyles = css`
    input[name='mev'],
    input[name='fdr'],
    input[name='min_count'] {
      width: 72px;
    }
    .stats-legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .stats-legend .star {
      color: var(--accent);
    }
    input.search {
      width: 200px;
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 28px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--surface);
    }
    .headline .skew {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 220px;
      max-width: 300px;
    }
    .headline .skew .value {
      font-size: 26px;
      font-weight: 500;
      line-height: 1.1;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .value.undef {
      font-size: 18px;
      color: var(--muted);
      font-style: italic;
    }
    .headline .skew .interval {
      font-size: 13px;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .interval.withheld {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .headline .explain {
      font-size: 12px;
    }
    .stats {
      display: grid;
      grid-template-columns: repeat(3, minmax(170px, 1fr));
      gap: 8px 24px;
      flex: 1;
      min-width: 300px;
      margin: 0;
    }
    .stat dt {
      font-size: 11px;
      color: var(--muted);
      letter-spacing: 0.02em;
    }
    .stat dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .stat b {
      font-weight: 500;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1 0 340px;
      min-height: 340px;
      display: flex;
      gap: 16px;
    }
    fairness-skew-table {
      flex: 1;
      min-width: 0;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .hint {
      font-size: 12px;
    }
    @media (max-width: 900px) {
      .main {
        flex-direction: column;
      }
      fairness-skew-table {
        min-height: 340px;
      }
      .side {
        width: auto;
      }
    }
`;
