/** The look shared by every view: TensorBoard's type, greys and orange accent. */
import {css, unsafeCSS} from 'lit';

export const ACCENT = '#f57c00';

/** The width of the charts beside a table (the gap histogram, the count distribution, the V histogram), px. */
export const CHART_WIDTH = 340;

export const base = css`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: #212121;
    box-sizing: border-box;
    --accent: ${unsafeCSS(ACCENT)};
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --hover-bg: #fff3e0;
    --error: #c62828;
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
    border: 1px solid #c6c6c6;
    border-radius: 3px;
    background: #fff;
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
    background: #fff;
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: #bdbdbd;
    color: #9e9e9e;
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
`;

/** The sortable column headers of the virtualized tables (virtual_table.ts). */
export const sortableHeader = css`
  .head button:hover {
    background: #eeeeee;
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
    border-bottom: 1px solid #f0f0f0;
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
    color: #9e9e9e;
    background: #f5f5f5;
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
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
export const messages = css`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: #ef9a9a;
    background: #ffebee;
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
    background: #f5f5f5;
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
