/**
 * The compare view's own styles (views/compare_view.ts); the shared ones are styles.ts's.
 */
import {css, unsafeCSS} from 'lit';
import {SCATTER_HEIGHT} from './compare_scatter.js';

/** The scatter and movers panel beside the table, and the gap between them (px). */
export const PANEL_WIDTH = 344;
export const PANEL_GAP = 16;
/**
 * The table and side panel's least height side by side: the scatter whole, with its title,
 * key and note (about 390-400 px), so that its axis is never scrolled out of the panel when
 * the view has more below (the slices' panel); only the movers scroll.
 */
const MAIN_MIN_HEIGHT = SCATTER_HEIGHT + 100;

export const compareStyles = css`
    :host {
      overflow-y: auto;
    }
    fairness-mode-options.mode-options {
      margin: 2px 0 6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 8px 14px;
    }
    fieldset.side {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      margin: 0;
      padding: 2px 8px 6px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 3px;
    }
    fieldset.side legend {
      font-size: 11px;
      font-weight: 500;
      padding: 0 4px;
    }
    button.swap {
      height: 26px;
      margin-bottom: 6px;
      border: 1px solid var(--input-border, #c6c6c6);
      border-radius: 3px;
      background: var(--input-bg, #fff);
      cursor: pointer;
    }
    button.swap:hover {
      background: var(--hover-bg, #fff3e0);
    }
    input.search {
      width: 200px;
    }
    .also {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      align-items: center;
      min-height: 26px;
    }
    .also label {
      display: flex;
      gap: 3px;
      align-items: center;
      white-space: nowrap;
    }
    .also input {
      height: auto;
    }
    .summary .what {
      flex-basis: 100%;
    }
    button.text {
      border: 0;
      background: none;
      padding: 0;
      color: var(--accent, #f57c00);
      cursor: pointer;
      text-decoration: underline;
    }
    .chip {
      display: inline-flex;
      gap: 6px;
      align-items: baseline;
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--hover-bg, #fff3e0);
      border: 1px solid var(--accent, #f57c00);
    }
    .v-worsened {
      color: var(--bad, #c62828);
    }
    .v-improved {
      color: var(--good, #2e7d32);
    }
    .v-no_significant_change,
    .v-undetermined,
    .v-none {
      color: var(--muted, #757575);
    }
    .verdict-badge {
      display: inline-block;
      flex: none;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .verdict-summary {
      display: flex;
      gap: 8px;
      align-items: baseline;
      font-size: 14px;
      line-height: 1.45;
    }
    .verdict-summary .overall {
      font-size: 12px;
      line-height: 18px;
    }
    .overall.o-worse {
      color: var(--bad, #c62828);
    }
    .overall.o-better {
      color: var(--good, #2e7d32);
    }
    .overall.o-mixed,
    .overall.o-same {
      color: var(--muted, #757575);
    }
    .overall.o-worse,
    .overall.o-better {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .headlines {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .headline {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 170px;
      max-width: 260px;
      padding: 6px 10px;
      border: 1px solid var(--border, #e0e0e0);
      border-left-width: 3px;
      border-radius: 3px;
      background: var(--surface, transparent);
    }
    .headline[data-verdict='worsened'] {
      border-left-color: var(--bad, #c62828);
    }
    .headline[data-verdict='improved'] {
      border-left-color: var(--good, #2e7d32);
    }
    .headline .title {
      font-size: 11px;
      color: var(--muted, #757575);
    }
    .headline.performance {
      border-style: dashed;
      border-left-style: solid;
    }
    .headline .role {
      font-size: 10px;
      padding: 0 4px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 6px;
    }
    .headline .ab {
      color: var(--fg, #212121);
      font-size: 15px;
      font-variant-numeric: tabular-nums;
    }
    .headline .why {
      font-size: 11px;
      line-height: 1.3;
    }
    .headline .foot {
      display: flex;
      gap: 8px;
      align-items: baseline;
      justify-content: space-between;
      color: var(--fg, #212121);
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .download-error {
      flex-basis: 100%;
      color: var(--error, #c62828);
    }
    .main {
      flex: 1;
      min-height: ${unsafeCSS(MAIN_MIN_HEIGHT)}px;
      display: flex;
      gap: ${unsafeCSS(PANEL_GAP)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${unsafeCSS(PANEL_WIDTH)}px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 14px;
      overflow-y: auto;
    }
    .movers h3 {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
    .movers ol {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
    .movers li button {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      width: 100%;
      gap: 0 8px;
      align-items: baseline;
      border: 0;
      background: none;
      padding: 2px 4px;
      cursor: pointer;
      text-align: left;
    }
    .movers li button:hover {
      background: var(--hover-bg, #fff3e0);
    }
    .movers .k {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .movers .ab {
      grid-column: 1 / -1;
      color: var(--muted, #757575);
      font-size: 11px;
      text-align: left;
    }
    .warn {
      color: var(--error, #c62828);
    }
    /* Too narrow for the table and the scatter side by side: the scatter and the movers
       below the table, full width, and the view scrolls as a whole. */
    :host([data-stacked]) .main {
      flex: none;
      flex-direction: column;
      min-height: 0;
    }
    :host([data-stacked]) fairness-compare-table {
      flex: none;
      min-height: 120px;
      max-height: max(280px, calc(100vh - 90px));
    }
    :host([data-stacked]) .side-panel {
      width: auto;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 14px 28px;
      overflow: visible;
    }
    :host([data-stacked]) .movers {
      flex: 1 1 260px;
      min-width: 0;
    }
`;
