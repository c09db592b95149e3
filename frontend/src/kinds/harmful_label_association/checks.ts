/**
 * The check of the harmful-label-association view route's response
 * (docs/http_api.md): the parts the view indexes into, else an ApiError naming
 * the route and what is wrong.
 */
import {checkLengths, fail, isObject} from '../../response_checks.js';
import type {HarmfulResponse} from './types.js';

/** Checks the parts of a harmful response the view indexes into. */
export function checkHarmful(x: unknown, url = 'view route'): HarmfulResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {groups, types, thresholds} = x;
  if (!Array.isArray(groups) || !Array.isArray(types) || !Array.isArray(thresholds)) {
    fail(url, 'no `groups`, `types` or `thresholds`');
  }
  checkLengths(url, x, ['group_counts', 'hits', 'hit_rate', 'lower', 'upper'], groups.length, 'group');
  for (const name of ['hit_rate', 'lower', 'upper'] as const) {
    for (const byType of x[name] as unknown[]) {
      if (!Array.isArray(byType) || byType.length !== types.length) fail(url, `\`${name}\` rows do not have one entry per type`);
      for (const row of byType) {
        if (!Array.isArray(row) || row.length !== thresholds.length) fail(url, `\`${name}\` does not have one entry per threshold`);
      }
    }
  }
  if (!Array.isArray(x.labels) || !Array.isArray(x.harmful_types)) fail(url, 'no `labels` or `harmful_types`');
  for (const l of x.labels as unknown[]) {
    if (!isObject(l) || typeof l.label !== 'string' || !Array.isArray(l.rate) || !Array.isArray(l.gap))
      fail(url, 'a malformed `labels` entry');
    if (l.rate.length !== groups.length || l.gap.length !== groups.length) fail(url, '`labels` rates do not have one entry per group');
  }
  return x as unknown as HarmfulResponse;
}
