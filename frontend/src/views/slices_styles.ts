/** The Worst slices panel's styles (views/slices_panel.ts): its controls, sentences, table and chips. */
import {css} from 'lit';
import {panelStyles} from './styles.js';

export const slicesStyles = [
  ...panelStyles,
  css`
    input[name='slice_min_size'] {
      width: 80px;
    }
    input[name='slice_k'],
    input[name='slice_alpha'] {
      width: 72px;
    }
    select[name='slice_class'] {
      max-width: 200px;
    }
    .sentences {
      margin: 4px 0 6px;
      max-width: 1100px;
    }
    .headline {
      font-size: 13px;
      overflow-wrap: anywhere;
    }
    .scored {
      font-size: 12px;
    }
    .slices-legend {
      font-size: 12px;
      color: var(--muted);
      margin: 2px 0 4px;
    }
    .slices-legend .star,
    .sig {
      color: var(--accent);
    }
    .hint pre {
      margin: 6px 0 0;
      white-space: pre-wrap;
    }
    .hint {
      padding: 8px 12px;
      border: 1px solid var(--warn-border);
      background: var(--warn-bg);
      border-radius: 2px;
      max-width: 760px;
    }
    code {
      background: var(--code-bg);
      padding: 0 3px;
      border-radius: 2px;
      font-size: 12px;
    }
    /* As wide as its columns (no wider than the panel: then it scrolls sideways). */
    .table-box {
      width: fit-content;
      max-width: 100%;
      box-sizing: border-box;
      overflow: auto;
      max-height: 380px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    table {
      width: auto;
    }
    thead th {
      text-align: right;
      vertical-align: bottom;
    }
    thead th.text,
    td.text {
      text-align: left;
    }
    thead th button {
      border: 0;
      background: none;
      font-weight: 500;
      cursor: pointer;
      padding: 0;
      text-align: inherit;
    }
    thead th button:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
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
    tbody tr:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    td.rank {
      color: var(--muted);
      width: 24px;
    }
    td.slice {
      white-space: normal;
      min-width: 180px;
      max-width: 440px;
    }
    .chip {
      display: inline-block;
      max-width: 260px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: middle;
      padding: 0 6px;
      margin: 1px 4px 1px 0;
      border: 1px solid var(--border);
      border-radius: 9px;
      background: var(--code-bg);
      font-size: 12px;
      line-height: 17px;
    }
    .missing {
      color: var(--muted);
      cursor: help;
    }
    .interval {
      color: var(--muted);
      font-size: 11px;
      margin-left: 4px;
    }
    td.mark,
    th.mark {
      width: 18px;
      text-align: center;
      color: var(--accent);
    }
    td.folded {
      color: var(--muted);
      font-size: 12px;
      cursor: help;
    }
    tr.significant td[data-col='gap'] {
      font-weight: 500;
    }
    .trend {
      margin-top: 12px;
    }
  `,
];
