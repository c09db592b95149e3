/**
 * The checks of the shared routes' responses (docs/http_api.md): each takes the
 * parsed JSON (or the CSV text) and returns it typed when the parts the views
 * index into have the shape types.ts and types_*.ts give, else throws an
 * ApiError naming the route and what is wrong. No network: api.ts fetches, then
 * hands each response to its check. A kind's own view routes are checked in its
 * folder (kinds/<name>/checks.ts), with the helpers exported here (`fail`,
 * `isObject`, `checkMatrix`, `checkLengths`); the `/disparity` route the two
 * per-group kinds share is checked here.
 */
import {ApiError} from './api_error.js';
import type {TableResponse} from './table_view_state.js';
import type {KindsResponse, StepsResponse, TagsResponse, ValuesResponse} from './types.js';
import type {DisparityResponse} from './types_groups.js';
import {
  DIFF_COLUMNS,
  VERDICTS,
  type DiffResponse,
  type RowResponse,
  type RowTrendResponse,
  type TrendResponse,
} from './types_across_reports.js';

/** Throws the ApiError of a malformed response of `url`: `what` is wrong. */
export function fail(url: string, what: string): never {
  throw new ApiError(`malformed response from ${url.split('?')[0]}: ${what}`, null, url);
}

/** A JSON object (not null, not an array). */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Each of `names` is a class x group matrix: `rows` rows of `cols` entries. */
export function checkMatrix(url: string, x: Record<string, unknown>, names: readonly string[], rows: number, cols: number): void {
  for (const name of names) {
    const m = x[name];
    if (!Array.isArray(m) || m.length !== rows) fail(url, `\`${name}\` does not have one row per class`);
    for (const row of m as unknown[]) {
      if (!Array.isArray(row) || row.length !== cols) fail(url, `\`${name}\` rows do not have one entry per group`);
    }
  }
}

/** Each of `names` is a list of `n` entries, one per `what`. */
export function checkLengths(url: string, x: Record<string, unknown>, names: readonly string[], n: number, what: string): void {
  for (const name of names) {
    const v = x[name];
    if (!Array.isArray(v) || v.length !== n) fail(url, `\`${name}\` does not have one entry per ${what}`);
  }
}

const DISPARITY_REQUIRED = ['class', 'n_a', 'n_b', 'value_a', 'value_b', 'gap', 'lower', 'upper', 'p_value', 'significant'] as const;

/** Checks the parts of a disparity response (of a per-group kind) the view indexes into. */
export function checkDisparity(x: unknown, url = 'view route'): DisparityResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (!isObject(x.columns) || !isObject(x.states)) fail(url, 'no `columns` or `states`');
  const columns = x.columns;
  for (const c of DISPARITY_REQUIRED) {
    const col = columns[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  const gap = x.states.gap;
  if (!Array.isArray(gap) || gap.length !== rows) fail(url, `states \`gap\` does not have ${rows} rows`);
  return x as unknown as DisparityResponse;
}

const VERDICT_SET: ReadonlySet<unknown> = new Set(VERDICTS);
const DIFF_COUNTS = ['improved', 'worsened', 'no_significant_change', 'undetermined', 'only_in_a', 'only_in_b'] as const;
const OVERALLS: ReadonlySet<unknown> = new Set(['worse', 'better', 'mixed', 'no_significant_change', 'undetermined']);

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** A summary's largest regression or improvement: null, or a key with a finite change. */
function checkExtreme(url: string, v: unknown, name: string): void {
  if (v === null) return;
  if (!isObject(v) || typeof v.key !== 'string' || typeof v.change !== 'number') fail(url, `\`summary.${name}\` is malformed`);
}

/**
 * Checks the parts of a diff response the compare view indexes into: the bias rows with their
 * verdicts, the summary and the headlines. The response of an older server (a signed `delta`,
 * no bias, no verdicts) is refused with a message that says so.
 */
export function checkDiff(x: unknown, url = 'diff'): DiffResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (!isObject(x.columns)) fail(url, 'no `columns`');
  const columns = x.columns;
  if ('delta' in columns && !('change' in columns)) {
    fail(url, 'the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard');
  }
  for (const c of DIFF_COLUMNS) {
    const col = columns[c];
    if (!Array.isArray(col) || col.length !== rows) fail(url, `column \`${c}\` does not have ${rows} rows`);
  }
  for (const v of columns.verdict as unknown[]) if (!VERDICT_SET.has(v)) fail(url, `unknown verdict ${JSON.stringify(v)}`);
  if (!isObject(x.a) || !isObject(x.b)) fail(url, 'no `a` or `b`');
  if (typeof x.value !== 'string' || typeof x.bias !== 'string' || typeof x.key !== 'string') fail(url, 'no `value`, `bias` or `key`');
  if (typeof x.level !== 'number' || typeof x.fdr !== 'number') fail(url, 'no `level` or `fdr`');
  if (typeof x.format !== 'string') fail(url, 'no `format`');
  const j = x.judgement;
  if (!isObject(j) || !OVERALLS.has(j.overall) || typeof j.sentence !== 'string' || typeof j.title !== 'string') {
    fail(url, 'no `judgement` (the server is older than this page: restart TensorBoard)');
  }
  const summary = x.summary;
  if (!isObject(summary)) fail(url, 'no `summary`');
  for (const c of DIFF_COUNTS) if (!isCount(summary[c])) fail(url, `\`summary.${c}\` is not a count`);
  checkExtreme(url, summary.largest_regression, 'largest_regression');
  checkExtreme(url, summary.largest_improvement, 'largest_improvement');
  if (!Array.isArray(x.headlines)) fail(url, 'no `headlines`');
  for (const h of x.headlines as unknown[]) {
    if (!isObject(h) || typeof h.name !== 'string' || typeof h.title !== 'string' || typeof h.format !== 'string') {
      fail(url, 'a malformed headline');
    }
    if (h.verdict !== null && !VERDICT_SET.has(h.verdict))
      fail(url, `headline \`${h.name}\`: unknown verdict ${JSON.stringify(h.verdict)}`);
  }
  return x as unknown as DiffResponse;
}

function isNumberOrNull(v: unknown): boolean {
  return v === null || typeof v === 'number';
}

/** A `runs` or `steps` entry of a row response: a step and four numbers or nulls. */
function checkRowPoint(url: string, p: unknown, what: string): void {
  if (!isObject(p) || typeof p.step !== 'number' || typeof p.present !== 'boolean') fail(url, `a malformed \`${what}\` entry`);
  for (const c of ['value', 'bias', 'lower', 'upper'] as const) {
    if (!isNumberOrNull(p[c])) fail(url, `\`${what}\`: \`${c}\` is not a number or null`);
  }
}

/** Checks a `table` response (JSON): its column names and one object per row. */
export function checkTable(x: unknown, url = 'table'): TableResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (!Array.isArray(x.columns) || !x.columns.every((c) => typeof c === 'string')) fail(url, '`columns` are not names');
  if (!Array.isArray(x.rows) || !x.rows.every((r) => isObject(r))) fail(url, 'a `rows` entry is not an object');
  return x as unknown as TableResponse;
}

/** Checks the parts of a row response the drill-down indexes into: the detail table, the runs and the steps. */
export function checkRow(x: unknown, url = 'row'): RowResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (typeof x.key !== 'string' || typeof x.run !== 'string' || typeof x.step !== 'number') fail(url, 'no `key`, `run` or `step`');
  if (typeof x.value !== 'string' || typeof x.bias !== 'string' || typeof x.level !== 'number') fail(url, 'no `value`, `bias` or `level`');
  const detail = x.detail;
  if (!isObject(detail) || !Array.isArray(detail.columns) || !Array.isArray(detail.rows)) fail(url, 'no `detail` table');
  if (!detail.columns.every((c) => typeof c === 'string')) fail(url, '`detail.columns` are not names');
  if (!detail.rows.every((r) => isObject(r))) fail(url, 'a `detail.rows` entry is not an object');
  if (detail.head !== undefined && !isObject(detail.head)) fail(url, '`detail.head` is not an object');
  if (!Array.isArray(x.runs) || !Array.isArray(x.steps)) fail(url, 'no `runs` or `steps`');
  for (const r of x.runs as unknown[]) {
    checkRowPoint(url, r, 'runs');
    if (typeof (r as Record<string, unknown>).run !== 'string') fail(url, 'a `runs` entry without a run');
  }
  for (const p of x.steps as unknown[]) checkRowPoint(url, p, 'steps');
  const groups = x.groups;
  if (groups !== undefined) {
    if (!isObject(groups) || !Array.isArray(groups.rows) || !isObject(groups.head)) fail(url, '`groups` is malformed');
    for (const g of groups.rows as unknown[]) {
      if (!isObject(g) || typeof g.group !== 'string' || typeof g.direction !== 'string') fail(url, 'a malformed `groups.rows` entry');
      for (const c of ['value_a', 'value_b', 'change', 'lower', 'upper'] as const) {
        if (!isNumberOrNull(g[c])) fail(url, `\`groups\`: \`${c}\` is not a number or null`);
      }
    }
  }
  return x as unknown as RowResponse;
}

/** Checks the parts of a row trend response the trend view indexes into. */
export function checkRowTrend(x: unknown, url = 'row_trend'): RowTrendResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (!Array.isArray(x.keys) || !x.keys.every((k) => typeof k === 'string')) fail(url, 'no `keys`');
  if (!Array.isArray(x.series)) fail(url, 'no `series`');
  for (const s of x.series as unknown[]) {
    if (!isObject(s) || typeof s.run !== 'string' || !Array.isArray(s.points)) fail(url, 'a malformed `series` entry');
    for (const p of s.points as unknown[]) {
      if (!isObject(p) || typeof p.step !== 'number' || !Array.isArray(p.groups)) fail(url, 'a malformed point');
      for (const g of p.groups as unknown[]) if (!isObject(g) || typeof g.group !== 'string') fail(url, 'a malformed group');
    }
  }
  return x as unknown as RowTrendResponse;
}

/** Checks the parts of a trend response the trend view indexes into. */
export function checkTrend(x: unknown, url = 'trend'): TrendResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (!Array.isArray(x.names) || !Array.isArray(x.series)) fail(url, 'no `names` or `series`');
  for (const s of x.series as unknown[]) {
    if (!isObject(s) || typeof s.run !== 'string' || !Array.isArray(s.points)) fail(url, 'a malformed `series` entry');
    for (const p of s.points as unknown[]) {
      if (!isObject(p) || typeof p.step !== 'number' || !isObject(p.values)) fail(url, 'a malformed point');
    }
  }
  return x as unknown as TrendResponse;
}

/** Checks the `tags` response: its runs. */
export function checkTags(x: unknown, url: string): TagsResponse {
  if (!isObject(x) || !isObject(x.runs)) fail(url, 'no `runs`');
  return x as unknown as TagsResponse;
}

/** Checks a `steps` response: its steps. */
export function checkSteps(x: unknown, url: string): StepsResponse {
  if (!isObject(x) || !Array.isArray(x.steps)) fail(url, 'no `steps`');
  return x as unknown as StepsResponse;
}

/** Checks a `values` response: one list of strings per option (they become dropdown entries). */
export function checkValues(x: unknown, url = 'values'): ValuesResponse {
  if (!isObject(x) || !isObject(x.values)) fail(url, 'no `values`');
  for (const [name, list] of Object.entries(x.values)) {
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) fail(url, `\`${name}\`: not a list of strings`);
  }
  return x as unknown as ValuesResponse;
}

function isNamedList(x: unknown, more: (e: Record<string, unknown>) => boolean = () => true): boolean {
  return Array.isArray(x) && x.every((e) => isObject(e) && typeof e.name === 'string' && more(e));
}

/** Checks the parts of the kinds registry the app and the modes read (names, options, tables, headlines, views). */
export function checkKinds(x: unknown, url = 'kinds'): KindsResponse {
  if (!isObject(x) || !Array.isArray(x.kinds)) fail(url, 'no `kinds`');
  for (const k of x.kinds as unknown[]) {
    if (!isObject(k) || typeof k.name !== 'string') fail(url, 'a kind without a name');
    if (!isNamedList(k.options)) fail(url, `kind \`${k.name}\`: malformed \`options\``);
    if (!isNamedList(k.tables, (t) => typeof t.title === 'string' && Array.isArray(t.columns)))
      fail(url, `kind \`${k.name}\`: malformed \`tables\``);
    if (!isNamedList(k.headlines, (h) => typeof h.title === 'string')) fail(url, `kind \`${k.name}\`: malformed \`headlines\``);
    if (!Array.isArray(k.views) || !k.views.every((v) => typeof v === 'string')) fail(url, `kind \`${k.name}\`: malformed \`views\``);
  }
  return x as unknown as KindsResponse;
}

/** Checks a CSV table: text with a header line (a JSON or HTML page in its place is an error). */
export function checkCsv(text: string, url = 'table'): string {
  const header = text.split(/\r?\n/, 1)[0];
  if (header === '' || /^\s*[[{<]/.test(header)) fail(url, 'not a CSV table');
  return text;
}
