/**
 * The check of the geodiversity view route's response (docs/http_api.md): the
 * parts the view indexes into, else an ApiError naming the route and what is wrong.
 */
import {checkLengths, fail, isObject} from '../../response_checks.js';
import type {GeoResponse} from './types.js';

/** Checks the parts of a geodiversity response the view indexes into. */
export function checkGeodiversity(x: unknown, url = 'view route'): GeoResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const {groups} = x;
  if (!Array.isArray(groups)) fail(url, 'no `groups`');
  checkLengths(url, x, ['households', 'images', 'score', 'lower', 'upper', 'image_rate'], groups.length, 'group');
  if (x.p_value !== undefined) checkLengths(url, x, ['p_value', 'significant'], groups.length, 'group');
  if (!Array.isArray(x.groupings)) fail(url, 'no `groupings`');
  return x as unknown as GeoResponse;
}
