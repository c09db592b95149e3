/**
 * The look shared by every view: TensorBoard's type, greys and orange accent, in
 * TensorBoard's light or dark theme.
 *
 * Colours are CSS custom properties, set once on <fairness-app> (`themeVariables`, by its
 * `data-theme`, which follows TensorBoard's theme: tensorboard_host.ts) and inherited by
 * every element inside it, shadow roots included. Views and charts use `var(--name)`, never
 * a colour of their own for text, surfaces, borders or inputs. The names others rely on:
 * --fg, --bg (the tab), --surface (panels, cards), --muted (secondary text), --border,
 * --header-bg (table headers), --hover-bg, --input-bg, --error, --accent, --good (an
 * improvement), --bad (a regression). Finer ones: --header-hover, --row-border,
 * --input-border, --disabled/--disabled-border, --state-fg/--state-bg (undefined cells),
 * --dim-bg (rows too rare to test), --selected-bg, --warn-bg/--warn-border/--warn-fg,
 * --error-bg/--error-border, --code-bg, --chart-rule (axis rules, faint guides),
 * --chart-ink (marker lines), --chart-halo (a dot's outline), --whisker/--whisker-dot (the
 * tables' intervals), --bar-fill (the indicator bars), --stripe-a/--stripe-b (dropped bars).
 * Observable Plot's text and axes are currentColor (--fg), its tips' fill --plot-background
 * (set to --bg on every <svg> by `base`).
 */
import {css, unsafeCSS} from 'lit';

export const ACCENT = '#f57c00';

/** The width of the charts beside a table (the gap histogram, the count distribution, the V histogram), px. */
export const CHART_WIDTH = 340;

/** TensorBoard's background in its dark theme (tf_dashboard_common/tensorboard-color.ts). */
export const DARK_BG = '#303030';

/** The theme's colours on the host of <fairness-app>: light, and dark under `data-theme="dark"`. */
export const themeVariables = css`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${unsafeCSS(ACCENT)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${unsafeCSS(DARK_BG)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`;

export const base = css`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`;

/** The sortable column headers of the virtualized tables (virtual_table.ts). */
export const sortableHeader = css`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`;

/**
 * The plain (not virtualized) tables of the per-group and indicator views: a
 * sticky header, compact rows, n and undefined cells muted. Each table adds its
 * scroll box, its alignment and its own cells.
 */
export const dataTable = css`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`;

/**
 * A value cell in two parts (rateCell in indicator_tables.ts, <fairness-rate-table>): `.v`, the
 * value with its interval and ★, then `.meta`, its n, p-value and power note; and a group's
 * column head, its name then what it is (`.n`). Each part stays whole; the cell breaks between
 * them only when the table would not fit its box, so a report with many groups shows every
 * group's column instead of scrolling sideways past half of them.
 */
export const valueCells = css`
  th.parts,
  td.parts {
    white-space: normal;
  }
  .parts > * {
    display: inline-block;
    white-space: nowrap;
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  .sig {
    color: var(--accent);
  }
  .low-power {
    color: var(--muted);
    font-size: 11px;
    border-bottom: 1px dotted var(--muted);
  }
  td.significant .v {
    font-weight: 500;
  }
`;

/** A view's host: a column that fills the tab, its controls above its content. */
export const viewColumn = css`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`;

/** The controls bar and, below it, the body that scrolls. */
export const controlsAndBody = css`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`;

/** The summary line of a view: what is shown, of how many, and the report's description. */
export const summaryLine = css`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`;

/** What stays on screen, dimmed, while the next response loads (no flash when it is quick). */
export const staleContent = css`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`;

/** The layout every report view shares: controls on top, a scrolling body. */
export const viewLayout = css`
  ${viewColumn}
  ${controlsAndBody}
  ${summaryLine}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`;

/** Labelled form fields in a wrapping row (the controls bars and the report picker). */
export const fields = css`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`;

/** Boxed messages: empty, error. */
/** A row's drill-down in a drawer on the right, over the view (`class="drawer"`). */
export const drawer = css`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`;

export const messages = css`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`;

/** The colours of Cramer's V bands, weakest to strongest (TensorBoard's orange for medium). */
export const BAND_COLORS = {
  negligible: '#cfd8dc',
  small: '#ffcc80',
  medium: ACCENT,
  large: '#b71c1c',
} as const;

/** A panel under a view (Worst slices, Calibration): its rule above, title and control groups, with the view's fields, messages and table. */
export const panelStyles = [
  base,
  fields,
  messages,
  dataTable,
  staleContent,
  css`
    :host {
      display: block;
      border-top: 1px solid var(--border);
      padding-top: 10px;
    }
    h3.title {
      font-size: 14px;
      margin: 0 0 8px;
    }
    .group {
      margin-bottom: 8px;
    }
  `,
];
