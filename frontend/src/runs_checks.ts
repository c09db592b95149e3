/**
 * The check of the `runs` route's response (types_runs.ts), as response_checks.ts checks
 * the other routes': the parts the Runs mode indexes into, else an ApiError naming the
 * route and what is wrong. Pure: no network.
 */
import {ApiError} from './api_error.js';
import type {RunsResponse} from './types_runs.js';

function fail(url: string, what: string): never {
  throw new ApiError(`malformed response from ${url.split('?')[0]}: ${what}`, null, url);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isHeadline(x: unknown): boolean {
  return isObject(x) && typeof x.name === 'string' && x.name !== '' && typeof x.title === 'string' && typeof x.format === 'string';
}

/** Checks a `runs` response: its headlines, hyperparameters, columns (each `rows` long) and skipped runs. */
export function checkRuns(x: unknown, url = 'runs'): RunsResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (!isHeadline(x.bias)) fail(url, 'no `bias` headline');
  if (x.performance !== null && x.performance !== undefined && !isHeadline(x.performance)) fail(url, 'a malformed `performance` headline');
  if (!Array.isArray(x.hparams) || !x.hparams.every((h) => typeof h === 'string')) fail(url, 'no `hparams`');
  if (!isObject(x.columns)) fail(url, 'no `columns`');
  const columns = x.columns;
  const bias = (x.bias as {name: string}).name;
  const perf = isObject(x.performance) ? (x.performance.name as string) : null;
  const required = ['run', 'step', 'pareto', bias, ...(perf ? [perf] : []), ...(x.hparams as string[]).map((h) => `hparam/${h}`)];
  for (const c of required) {
    const col = columns[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  if (!(columns.run as unknown[]).every((r) => typeof r === 'string')) fail(url, 'a run that is not a name');
  if (x.skipped !== undefined && !Array.isArray(x.skipped)) fail(url, 'malformed `skipped`');
  const skipped = ((x.skipped as unknown[] | undefined) ?? [])
    .filter(isObject)
    .map((s) => ({run: String(s.run ?? ''), tag: String(s.tag ?? ''), reason: String(s.reason ?? '')}));
  return {...(x as unknown as RunsResponse), performance: (x.performance as RunsResponse['performance']) ?? null, skipped};
}
