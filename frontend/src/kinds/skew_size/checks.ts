/**
 * The checks of the SkewSize view routes' responses (docs/http_api.md): the
 * table (`skew_size`) and the drill-down of one class (`skew_size/class`); the
 * parts the views index into, else an ApiError naming the route and what is wrong.
 */
import {fail, isObject} from '../../response_checks.js';
import {SKEW_REQUIRED_COLUMNS, type SkewClassResponse, type SkewResponse} from './types.js';

/** Checks the parts of a SkewSize response the views index into. */
export function checkSkew(x: unknown, url = 'view route'): SkewResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (!isObject(x.model)) fail(url, 'no `model`');
  if (!isObject(x.columns) || !isObject(x.states)) fail(url, 'no `columns` or `states`');
  const columns = x.columns;
  for (const c of SKEW_REQUIRED_COLUMNS) {
    const col = columns[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  const states = x.states.cramers_v;
  if (!Array.isArray(states) || states.length !== rows) fail(url, `states \`cramers_v\` does not have ${rows} rows`);
  if (!Array.isArray(x.groups)) fail(url, 'no `groups`');
  if (!isObject(x.reasons)) fail(url, 'no `reasons`');
  return x as unknown as SkewResponse;
}

/** Checks the parts of a SkewSize drill-down response the drill-down indexes into. */
export function checkSkewClass(x: unknown, url = 'view route'): SkewClassResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {groups, labels} = x;
  if (!Array.isArray(groups) || !Array.isArray(labels)) fail(url, 'no `groups` or `labels`');
  for (const c of ['group_n', 'group_accuracy', 'other', 'counts'] as const) {
    const col = x[c];
    if (!Array.isArray(col) || col.length !== groups.length) fail(url, `\`${c}\` does not have one entry per group`);
  }
  for (const c of ['correct', 'kept'] as const) {
    const col = x[c];
    if (!Array.isArray(col) || col.length !== labels.length) fail(url, `\`${c}\` does not have one entry per label`);
  }
  for (const row of x.counts as unknown[]) {
    if (!Array.isArray(row) || row.length !== labels.length) fail(url, '`counts` rows do not have one entry per label');
  }
  if (!Array.isArray(x.mistakes)) fail(url, 'no `mistakes`');
  return x as unknown as SkewClassResponse;
}
