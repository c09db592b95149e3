/**
 * The check of the label-association view route's response (docs/http_api.md):
 * the parts the view indexes into, else an ApiError naming the route and what is
 * wrong (response_checks.ts's helpers). A column is a JSON array or, in the
 * columnar answer (columnar.ts), a typed array; the labels and the states are arrays.
 * A windowed answer (`max_rows`) has its `window` and each row's `row` checked too.
 */
import {fail, isObject} from '../../response_checks.js';
import {ASSOCIATION_COLUMNS, COLUMNS, POWER_COLUMNS, STATE_COLUMNS, type AssociationsResponse} from './types.js';

/** An array, or a typed array (not a DataView), of `n` entries. */
function isColumn(v: unknown, n: number): boolean {
  return (Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView))) && (v as ArrayLike<unknown>).length === n;
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** Checks the parts of an associations response the views index into. */
export function checkAssociations(x: unknown, url = 'view route'): AssociationsResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (!isCount(rows)) fail(url, '`rows` is not a count');
  if (!isObject(x.columns) || !isObject(x.states)) fail(url, 'no `columns` or `states`');
  const columns = x.columns;
  const states = x.states;
  for (const c of ASSOCIATION_COLUMNS) {
    if (!isColumn(columns[c], rows)) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  if (!Array.isArray(columns.label)) fail(url, 'column `label` is not a list of names');
  for (const c of POWER_COLUMNS) {
    if (columns[c] !== undefined && !isColumn(columns[c], rows)) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  for (const c of STATE_COLUMNS) {
    const col = states[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `states \`${c}\` does not have ${rows} rows`);
  }
  if (!Array.isArray(x.identities) || !Array.isArray(x.metrics)) fail(url, 'no `identities` or `metrics`');
  for (const c of ['tested', 'low_power'] as const) if (!isCount(x[c])) fail(url, `\`${c}\` is not a count`);
  const domain = x.domain;
  if (!Array.isArray(domain) || domain.length !== 2 || !domain.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    fail(url, '`domain` is not two numbers');
  }
  if (x.window !== undefined) {
    if (!isColumn(columns.row, rows)) fail(url, `column \`row\` does not have ${rows} rows`);
    checkWindow(x.window, url);
  }
  return x as unknown as AssociationsResponse;
}

const WINDOW_COUNTS = ['total', 'matched', 'offset', 'limit', 'k'] as const;
const DISTRIBUTION_COUNTS = ['k', 'top_shown', 'all_shown', 'zero'] as const;
const NON_FINITE = ['pos_inf', 'neg_inf', 'undefined'] as const;

/** The parts of `window` the view reads: its counts, its sort, both charts and the whiskers' domain. */
function checkWindow(w: unknown, url: string): void {
  if (!isObject(w)) fail(url, '`window` is not an object');
  for (const c of WINDOW_COUNTS) if (!isCount(w[c])) fail(url, `\`window.${c}\` is not a count`);
  if (!(COLUMNS as readonly unknown[]).includes(w.sort) || (w.dir !== 'asc' && w.dir !== 'desc') || typeof w.q !== 'string') {
    fail(url, '`window` has no sort, direction or search');
  }
  const h = w.histogram;
  if (
    !isObject(h) ||
    !isCount(h.finite) ||
    !isObject(h.non_finite) ||
    !NON_FINITE.every((k) => isCount((h.non_finite as Record<string, unknown>)[k]))
  ) {
    fail(url, '`window.histogram` is not a histogram');
  }
  checkBins(h.bins, ['x0', 'x1', 'count'], 'window.histogram', url);
  const d = w.count_distribution;
  if (!isObject(d) || !DISTRIBUTION_COUNTS.every((k) => isCount(d[k]))) fail(url, '`window.count_distribution` is not a distribution');
  for (const m of ['top_median', 'all_median']) {
    if (d[m] !== null && typeof d[m] !== 'number') fail(url, `\`window.count_distribution.${m}\` is not a number`);
  }
  checkBins(d.bins, ['x0', 'x1', 'top', 'all'], 'window.count_distribution', url);
}

function checkBins(bins: unknown, fields: readonly string[], what: string, url: string): void {
  if (!Array.isArray(bins) || !bins.every((b) => isObject(b) && fields.every((f) => typeof b[f] === 'number'))) {
    fail(url, `\`${what}.bins\` are not bins`);
  }
}
