/**
 * The check of the detection-recall view route's response (docs/http_api.md):
 * the parts the view indexes into, else an ApiError naming the route and what
 * is wrong. (Its `/disparity` route, shared with per-group rates, is checked by
 * response_checks.ts's `checkDisparity`.)
 */
import {checkMatrix, fail, isObject} from '../../response_checks.js';
import type {DetectionResponse} from './types.js';

/** Checks the parts of a detection response the view indexes into. */
export function checkDetection(x: unknown, url = 'view route'): DetectionResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {classes, groups, thresholds} = x;
  if (!Array.isArray(classes) || !Array.isArray(groups) || !Array.isArray(thresholds)) {
    fail(url, 'no `classes`, `groups` or `thresholds`');
  }
  checkMatrix(url, x, ['mar', 'mar_lower', 'mar_upper', 'n', 'state', 'ar', 'ar_lower', 'ar_upper'], classes.length, groups.length);
  if (x.p_value !== undefined) checkMatrix(url, x, ['p_value', 'significant'], classes.length, groups.length);
  if (!Array.isArray(x.groupings)) fail(url, 'no `groupings`');
  if (!isObject(x.reasons)) fail(url, 'no `reasons`');
  return x as unknown as DetectionResponse;
}
