/**
 * The trend mode's own styles (views/trend_view.ts): the run list (its checkboxes and
 * swatches, the run filter), the gap threshold box, the axis controls, the charts, their
 * hover lists and notes. The
 * shared styles are styles.ts's.
 */
import {css} from 'lit';

export const trendStyles = css`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  /* Which way is better, beside the chart's title (as the Runs axes and the Compare cards say it). */
  .chart h3 .better {
    margin-left: 6px;
    font-size: 11px;
    font-weight: 400;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  /* One row per group (views/trend_row.ts): its heading, picker and group legends. */
  .row-heading {
    font-size: 14px;
    font-weight: 500;
    margin: 20px 0 4px;
  }
  .row-picker {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: flex-end;
    margin-bottom: 10px;
  }
  input[name='row_key'] {
    width: 260px;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    font-size: 11px;
    min-height: 2.6em;
  }
  .legend .group {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  /* The first significantly worse step: the chart's ring, in words. */
  .note.worse {
    color: var(--bad, #c62828);
  }
  .ring {
    display: inline-block;
    width: 9px;
    height: 9px;
    border: 2px solid var(--bad, #c62828);
    border-radius: 50%;
    vertical-align: -2px;
  }
  /* A chart's SVG with its hover list (trend_chart.ts Hover), as Scalars' tooltip. */
  .plot {
    position: relative;
  }
  .hover-rule {
    position: absolute;
    top: 0;
    width: 0;
    border-left: 1px dashed var(--chart-rule);
    pointer-events: none;
  }
  .hover {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: 2px;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
    padding: 4px 8px;
    font-size: 12px;
    max-width: 420px;
    white-space: nowrap;
  }
  .hover-head {
    font-weight: 600;
    margin-bottom: 2px;
  }
  .hover-row {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .hover-row .run-name {
    max-width: 180px;
  }
  .filter-error {
    color: var(--error);
    font-size: 12px;
  }
  input[name='smoothing'] {
    width: 120px;
    height: auto;
  }
  .field.checkbox input {
    height: auto;
    margin: 6px 0 0;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;
