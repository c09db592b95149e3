/**
 * The styles of compare mode's slices panel (views/slice_diff_panel.ts): the Worst slices
 * panel's (slices_styles.ts: controls, sentences, table, chips, hint), plus the A → B pairs,
 * the verdicts (coloured by verdict only: --bad, --good, --muted, as compare's table) and the
 * "new" badge. Only the tab's CSS variables: it reads in the light and the dark theme.
 */
import {css} from 'lit';
import {slicesStyles} from './slices_styles.js';

export const sliceDiffStyles = [
  ...slicesStyles,
  css`
    :host {
      flex: none;
      margin-top: 6px;
    }
    .sentences .side {
      color: var(--fg);
    }
    .shown {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 16px;
      align-items: center;
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .toggle {
      display: inline-flex;
      gap: 4px;
      align-items: center;
      cursor: pointer;
    }
    .toggle input {
      margin: 0;
    }
    .table-box {
      max-height: 460px;
    }
    button.slice-open {
      display: block;
      border: 0;
      background: none;
      padding: 0;
      margin: 0;
      font: inherit;
      color: inherit;
      text-align: left;
      cursor: pointer;
    }
    button.slice-open:hover .chip {
      border-color: var(--accent);
    }
    button.slice-open:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    td.pair .a,
    td.pair .to {
      color: var(--muted);
    }
    td.pair .to {
      font-size: 11px;
    }
    td.pair .v {
      font-weight: 500;
    }
    td.pair .v.missing {
      font-weight: 400;
    }
    td.verdict {
      text-align: right;
    }
    .v-worsened {
      color: var(--bad);
    }
    .v-improved {
      color: var(--good);
    }
    .v-no_significant_change,
    .v-undetermined {
      color: var(--muted);
    }
    td.change.v-worsened .v,
    td.change.v-improved .v {
      font-weight: 500;
    }
    .verdict-badge,
    .new-badge {
      display: inline-block;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
      cursor: help;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved,
    .new-badge {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    /* Appeared: surely worse than the rest in B, not in A (a judgement, as a verdict is). */
    .new-badge {
      color: var(--bad);
    }
    td.mark {
      width: 36px;
    }
    .hint .reason {
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
  `,
];
