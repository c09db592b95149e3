/**
 * The check of the label-association view route's response (docs/http_api.md):
 * the parts the view indexes into, else an ApiError naming the route and what is
 * wrong (response_checks.ts's helpers).
 */
import {fail, isObject} from '../../response_checks.js';
import {ASSOCIATION_COLUMNS, STATE_COLUMNS, type AssociationsResponse} from './types.js';

/** Checks the parts of an associations response the views index into. */
export function checkAssociations(x: unknown, url = 'view route'): AssociationsResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (!isObject(x.columns) || !isObject(x.states)) fail(url, 'no `columns` or `states`');
  const columns = x.columns;
  const states = x.states;
  for (const c of ASSOCIATION_COLUMNS) {
    const col = columns[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  for (const c of STATE_COLUMNS) {
    const col = states[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `states \`${c}\` does not have ${rows} rows`);
  }
  if (!Array.isArray(x.identities) || !Array.isArray(x.metrics)) fail(url, 'no `identities` or `metrics`');
  return x as unknown as AssociationsResponse;
}
