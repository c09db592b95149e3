/**
 * The check of the per-group rates view route's response (docs/http_api.md):
 * the parts the view indexes into, else an ApiError naming the route and what
 * is wrong. (Its `/disparity` route, shared with detection recall, is checked by
 * response_checks.ts's `checkDisparity`.)
 */
import {checkMatrix, fail, isObject} from '../../response_checks.js';
import type {GroupsResponse} from './types.js';

/** Checks the parts of a per-group response the view indexes into. */
export function checkGroups(x: unknown, url = 'view route'): GroupsResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {classes, groups} = x;
  if (!Array.isArray(classes) || !Array.isArray(groups)) fail(url, 'no `classes` or `groups`');
  checkMatrix(url, x, ['value', 'lower', 'upper', 'n', 'state'], classes.length, groups.length);
  if (x.p_value !== undefined) checkMatrix(url, x, ['p_value', 'significant'], classes.length, groups.length);
  if (!Array.isArray(x.groupings) || !Array.isArray(x.macro)) fail(url, 'no `groupings` or `macro`');
  if (!isObject(x.reasons)) fail(url, 'no `reasons`');
  return x as unknown as GroupsResponse;
}
