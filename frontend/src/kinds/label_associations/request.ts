/**
 * The table's requests: the route parameters of the report and selection the view loads
 * (the whole table, or past FIRST_ROWS rows the first window of the rows it shows, then up
 * to WINDOW_ROWS the whole table), and the URL of the first one, which the loader
 * (index.ts) asks for from the URL hash before the view exists. One function builds both,
 * so the view's first request is the loader's to the byte and takes its answer
 * (early_requests.ts). No DOM, no network.
 */
import {viewColumnarUrl, type RouteParams} from '../../api.js';
import {optionDefault} from '../../kinds_state.js';
import {compileSearch, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import {associationsRouteParams, selectionFromParams, type Selection} from './state.js';
import {WINDOW_ROWS, windowParams} from './window_state.js';

/** The report kind; its view route is named after it. */
export const KIND = 'label_associations';

/** The report a request reads: its run, tag and step (null: the latest). */
export interface ReportAt {
  run: string;
  tag: string;
  step: number | null;
}

/**
 * The search the server is sent: none for no search, a pattern the browser's regex refuses,
 * or one the server refused (`refused`; an invalid search filters nothing).
 */
export function searchToSend(pattern: string, refused: string | null): string | null {
  if (pattern === '' || compileSearch(pattern).error !== null || refused === pattern) return null;
  return pattern;
}

/** The table's route parameters for `report` and `sel`; the served defaults are left out (the server applies them). */
export function tableRequest(report: ReportAt, sel: Selection, declaration: KindDeclaration | null, q: string | null): RouteParams {
  return {...tableRoute(report, sel, declaration), ...windowParams(sel, q)};
}

/** The whole table of `report` and `sel` (up to WINDOW_ROWS rows; a longer one is a window at offset 0): without the rows' choice, which the browser makes. */
export function wholeTableRequest(report: ReportAt, sel: Selection, declaration: KindDeclaration | null): RouteParams {
  return {...tableRoute(report, sel, declaration), max_rows: WINDOW_ROWS};
}

/** The report and the statistics of its table: what the whole table and its windows share. */
function tableRoute(report: ReportAt, sel: Selection, declaration: KindDeclaration | null): RouteParams {
  const unlessDefault = <T extends string | number | null>(name: string, v: T): T | null =>
    v === optionDefault(declaration, name) ? null : v;
  const {run, tag, step} = report;
  return associationsRouteParams({
    run,
    tag,
    step,
    metric: sel.metric,
    a: sel.a,
    b: sel.b,
    level: unlessDefault('level', sel.level),
    fdr: unlessDefault('fdr', sel.fdr),
    min_count: sel.minCount,
    rank_by: unlessDefault('rank_by', sel.rankBy),
  });
}

/** The URL of the view's first request for `report`, mounted with the hash's view parameters `params`. */
export function firstTableUrl(report: ReportAt, params: Params, declaration: KindDeclaration | null): string {
  const sel = selectionFromParams(params, declaration);
  return viewColumnarUrl(KIND, '', tableRequest(report, sel, declaration, searchToSend(sel.search, null)));
}
