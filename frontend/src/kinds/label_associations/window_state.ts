/**
 * Tables too long to send whole, in words the view uses: past FIRST_ROWS rows the view
 * route answers a window of the table (`max_rows`, tb_fairness/kinds/label_associations/
 * window.py), sorted, searched and filtered on the server as rows.ts does it, with what the
 * view would compute from every row (the charts, the whiskers' domain, the legend's counts).
 * Here: the window's route parameters from the selection, the window's charts as
 * histograms.ts's types, the search that finds one label, whether two answers are of the
 * same table, and whether a window's table is asked for whole (up to WINDOW_ROWS rows). No
 * DOM, no network: unit-tested under node.
 */
import type {RouteParams} from '../../api.js';
import {formatCount} from '../../format.js';
import type {CountDistribution, Histogram} from './histograms.js';
import {DEFAULT_TOP_K, defaultSort, type Selection} from './state.js';
import type {AssociationsResponse, AssociationsWindow} from './types.js';

/**
 * The longest table the view takes whole: past it the server answers windows (the view asks
 * for the whole table with it as `max_rows`). At 200,000 rows the whole table is about 20 MB
 * of typed columns and sorts, searches and bins in the browser within a frame or two; a
 * million rows would be 100 MB and seconds.
 */
export const WINDOW_ROWS = 200_000;
/**
 * The longest table the view's first request takes whole. A longer one, up to WINDOW_ROWS, is
 * answered a window first (the rows on screen: kilobytes, where the whole table is megabytes
 * to read, decode and derive from), then asked for whole (request.ts `wholeTableRequest`),
 * which takes over: its rows are on screen as soon as a small table's, and once it is in,
 * sorts, searches and filters run in the browser. Below it the whole table adds at most
 * about 30 ms to the first row (bench/README.md).
 */
export const FIRST_ROWS = 20_000;
/** The rows of one window fetched while scrolling (the server's default `limit`). */
export const WINDOW_LIMIT = 500;
/** The largest window the server answers: the most rows "CSV of rows shown" fetches in window mode. */
export const MAX_WINDOW = 10_000;

/**
 * The route parameters of the rows the selection shows (`q`: the search to send, null for
 * none), `offset` and `limit` rows of them; the server's defaults are left out. A table of
 * FIRST_ROWS rows or fewer ignores them and comes whole.
 */
export function windowParams(sel: Selection, q: string | null, offset = 0, limit = WINDOW_LIMIT): RouteParams {
  return {
    max_rows: FIRST_ROWS,
    offset: offset === 0 ? null : offset,
    limit: limit === WINDOW_LIMIT ? null : limit,
    sort: sel.sort === defaultSort(sel.rankBy) ? null : sel.sort,
    dir: sel.dir === 'desc' ? null : sel.dir,
    q: q === '' ? null : q,
    gap_min: sel.gap[0],
    gap_max: sel.gap[1],
    count_min: sel.count[0],
    count_max: sel.count[1],
    significant_only: sel.significantOnly ? 1 : null,
    k: sel.topK === DEFAULT_TOP_K ? null : sel.topK,
  };
}

/** The window's gap histogram, as histograms.ts gapHistogram gives it. */
export function windowHistogram(w: AssociationsWindow): Histogram {
  const h = w.histogram;
  return {
    bins: h.bins.map((b) => ({x0: b.x0, x1: b.x1, count: b.count})),
    finite: h.finite,
    nonFinite: {posInf: h.non_finite.pos_inf, negInf: h.non_finite.neg_inf, undefined: h.non_finite.undefined},
  };
}

/** The window's count distribution, as histograms.ts countDistribution gives it. */
export function windowCounts(w: AssociationsWindow): CountDistribution {
  const d = w.count_distribution;
  return {
    bins: d.bins.map((b) => ({x0: b.x0, x1: b.x1, top: b.top, all: b.all})),
    k: d.k,
    topShown: d.top_shown,
    allShown: d.all_shown,
    zero: d.zero,
    topMedian: d.top_median,
    allMedian: d.all_median,
  };
}

/**
 * The search (RE2, case-insensitive, as the server runs `q`) that matches `label` whole:
 * every ASCII character but letters, digits and _ escaped (RE2's QuoteMeta), NUL as \x00.
 * Its matches may differ from `label` in case only: the caller picks the label itself.
 */
export function labelSearch(label: string): string {
  let out = '^';
  for (const c of label) {
    const code = c.charCodeAt(0);
    const word = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || c === '_';
    out += c === '\0' ? '\\x00' : code < 128 && !word ? `\\${c}` : c;
  }
  return `${out}$`;
}

/**
 * Why the server refused a search (`q`), from its error: a 400 whose text is "q: why"
 * (TensorBoard may put "Invalid argument: " before it); null for any other error.
 */
export function searchRefusal(status: number | null, text: string): string | null {
  if (status !== 400) return null;
  const m = /^(?:Invalid argument: )?q: ([\s\S]*)$/.exec(text);
  return m === null ? null : m[1];
}

/**
 * The tooltip of "CSV of rows shown": what it holds or, windowed (`matched` rows shown, null:
 * not windowed) past MAX_WINDOW rows, why it is off.
 */
export function shownCsvTitle(matched: number | null): string {
  if (matched !== null && matched > MAX_WINDOW) {
    return `${formatCount(matched)} rows shown: narrow the search or the filters to ${formatCount(MAX_WINDOW)} rows or fewer to download them`;
  }
  return 'The rows the search and filters show, in their order, as CSV (the same columns and values as the full download)';
}

/** What makes two answers rows of one table: the report and the statistics it was read with. */
const TABLE_FIELDS = [
  'run',
  'tag',
  'step',
  'wall_time',
  'metric',
  'a',
  'b',
  'level',
  'fdr',
  'min_count',
  'rank_by',
  'power',
  'min_gap',
] as const;

/** Whether `x` and `y` are windows of the same table (only their sort, search, filters and offset differ). */
export function sameTable(x: AssociationsResponse, y: AssociationsResponse): boolean {
  return x.window !== undefined && y.window !== undefined && sameReport(x, y);
}

/** Whether `x` and `y` are of the same table, each whole or a window of it. */
export function sameReport(x: AssociationsResponse, y: AssociationsResponse): boolean {
  return TABLE_FIELDS.every((f) => x[f] === y[f]);
}

/** Which table `r` is of, as text: equal for two answers of the same table (sameReport). */
export function tableKey(r: AssociationsResponse): string {
  return JSON.stringify(TABLE_FIELDS.map((f) => r[f]));
}

/** Whether the view, shown `first` (a window), asks for its table whole (FIRST_ROWS). */
export function wantsWhole(first: AssociationsResponse): boolean {
  return first.window !== undefined && first.window.total <= WINDOW_ROWS;
}
