/**
 * The check of the retrieval-precision view route's response (docs/http_api.md):
 * the parts the view indexes into, else an ApiError naming the route and what is wrong.
 */
import {checkLengths, fail, isObject} from '../../response_checks.js';
import type {RetrievalResponse} from './types.js';

/** Checks the parts of a retrieval response the view indexes into. */
export function checkRetrieval(x: unknown, url = 'view route'): RetrievalResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {groups, ks} = x;
  if (!Array.isArray(groups) || !Array.isArray(ks)) fail(url, 'no `groups` or `ks`');
  const tested = x.p_value !== undefined;
  checkLengths(url, x, ['queries', 'precision', 'lower', 'upper', ...(tested ? ['p_value', 'significant'] : [])], groups.length, 'group');
  for (const name of ['precision', 'lower', 'upper', ...(tested ? (['p_value', 'significant'] as const) : [])] as const) {
    for (const row of x[name] as unknown[]) {
      if (!Array.isArray(row) || row.length !== ks.length) fail(url, `\`${name}\` rows do not have one entry per K`);
    }
  }
  return x as unknown as RetrievalResponse;
}
