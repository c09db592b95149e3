/**
 * The only module that talks to the network: the plugin's routes
 * (docs/http_api.md: JSON, and the `table` route's CSV), fetched by relative
 * path (TensorBoard's plugin page sets `<base href="plugin/fairness/">`).
 */
import {
  ASSOCIATION_COLUMNS,
  SKEW_REQUIRED_COLUMNS,
  STATE_COLUMNS,
  type AssociationsResponse,
  type DetectionResponse,
  DIFF_COLUMNS,
  VERDICTS,
  type DiffResponse,
  type DisparityResponse,
  type GeoResponse,
  type GroupsResponse,
  type HarmfulResponse,
  type KindsResponse,
  type RetrievalResponse,
  type RowResponse,
  type SkewClassResponse,
  type SkewResponse,
  type StepsResponse,
  type TagsResponse,
  type TrendResponse,
} from './types.js';

/** A failed request; `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type FetchFn = (url: string, init?: {signal?: AbortSignal}) => Promise<Response>;

/**
 * The view routes are named after the report kind (docs/http_api.md): `<kind>` and
 * `<kind>/<view>` (e.g. the SkewSize drill-down `<kind>/class`). Nothing here names a
 * kind: each view module passes its own, as `tags` spells it.
 */
export interface AssociationsParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** null: the server's default metric. */
  metric: string | null;
  /** null: leave `a` out and let the server choose. */
  a: string | null;
  /** null: one-vs-rest. */
  b: string | null;
  /** The statistics (docs/http_api.md); null or absent: the server's default (the kind's declared one; `min_count`: the report's). */
  level?: number | null;
  fdr?: number | null;
  min_count?: number | null;
  rank_by?: string | null;
}

export interface SkewParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** The noise filter; null: the server's default (the kind's declared one). */
  mev: number | null;
  /** Confidence level of V's interval and false discovery rate of the marks; null or absent: the server's default (the kind's declared ones). */
  level?: number | null;
  fdr?: number | null;
}

export interface SkewClassParams extends SkewParams {
  class: string;
  /** Mistakes per group; null: the server's default (5). */
  k: number | null;
  /** At most this many predicted-label columns; null: the server's default (50). */
  limit: number | null;
}

/** The per-group and detection view routes (and their disparities). */
export interface GroupsParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** `recall` or `tnr` (per-group rates only; null for detection). */
  metric: string | null;
  /** The grouping as the API spells it (`gender & skin`); null: the report's first. */
  grouping: string | null;
  min_count: number | null;
  /** False discovery rate of the table's marks; null or absent: the server's default (the kind's declared one). */
  fdr?: number | null;
}

export interface DisparityParams extends GroupsParams {
  /** Both or neither (then best minus worst of `grouping`). */
  a: string | null;
  b: string | null;
}

/** Performance marks (visible in DevTools and read by the render benchmark). */
export const MARK_ASSOCIATIONS_RESPONSE = 'fairness:associations-response';
export const MARK_SKEW_RESPONSE = 'fairness:skew-response';

function query(params: Record<string, string | number | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, String(v));
  return q.toString();
}

/** The path of one of `kind`'s view routes: `kind` itself, or `kind/view`. */
export function viewPath(kind: string, view = ''): string {
  return view ? `${kind}/${view}` : kind;
}

export function associationsUrl(kind: string, p: AssociationsParams): string {
  return (
    viewPath(kind) +
    '?' +
    query({
      run: p.run,
      tag: p.tag,
      step: p.step,
      metric: p.metric,
      a: p.a,
      b: p.b,
      level: p.level ?? null,
      fdr: p.fdr ?? null,
      min_count: p.min_count ?? null,
      rank_by: p.rank_by ?? null,
    })
  );
}

export function skewUrl(kind: string, p: SkewParams): string {
  return viewPath(kind) + '?' + query({run: p.run, tag: p.tag, step: p.step, mev: p.mev, level: p.level ?? null, fdr: p.fdr ?? null});
}

export function skewClassUrl(kind: string, p: SkewClassParams): string {
  return (
    viewPath(kind, 'class') + '?' + query({run: p.run, tag: p.tag, step: p.step, class_name: p.class, mev: p.mev, k: p.k, limit: p.limit})
  );
}

/** The class x group table of a per-group kind (`metric` left out when null, as detection has none). */
export function groupsUrl(kind: string, p: GroupsParams): string {
  return (
    viewPath(kind) +
    '?' +
    query({run: p.run, tag: p.tag, step: p.step, metric: p.metric, grouping: p.grouping, min_count: p.min_count, fdr: p.fdr ?? null})
  );
}

/** The disparity table of a per-group kind: of the pair a, b, or (without one) best minus worst of `grouping`. */
export function disparityUrl(kind: string, p: DisparityParams): string {
  const pair = p.a !== null && p.b !== null;
  return (
    viewPath(kind, 'disparity') +
    '?' +
    query({
      run: p.run,
      tag: p.tag,
      step: p.step,
      metric: p.metric,
      a: pair ? p.a : null,
      b: pair ? p.b : null,
      grouping: pair ? null : p.grouping,
      min_count: p.min_count,
      fdr: p.fdr ?? null,
    })
  );
}

/** The view routes of the visual fairness indicators (Goyal et al.). */
export interface IndicatorParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** False discovery rate of the marks; null or absent: the server's default (the kind's declared one). */
  fdr?: number | null;
  /** Geodiversity's grouping (one of the choices of its `by` option); null or absent: the server's default (the kind's declared one). */
  by?: string | null;
}

export function indicatorUrl(kind: string, p: IndicatorParams): string {
  return viewPath(kind) + '?' + query({run: p.run, tag: p.tag, step: p.step, by: p.by ?? null, fdr: p.fdr ?? null});
}

/**
 * The kind's options (`metric`, `a`, `b`, `mev`, `grouping`, `min_count`,
 * `threshold`, `by`, `gap_threshold`, `fdr`...) passed through to `diff`,
 * `trend` and `table` as the server spells them (docs/http_api.md).
 */
export type KindOptions = Record<string, string>;

export interface DiffParams {
  tag: string;
  run: string;
  /** null: the latest step. */
  step: number | null;
  /** null: the same run (then two steps of one run are compared). */
  vs_run: string | null;
  /** null: the latest step of `vs_run`. */
  vs_step: number | null;
  options: KindOptions;
}

export interface TrendParams {
  tag: string;
  /** Empty: every run holding `tag`. */
  runs: string[];
  options: KindOptions;
}

export function diffUrl(p: DiffParams): string {
  return 'diff?' + query({...p.options, tag: p.tag, run: p.run, step: p.step, vs_run: p.vs_run, vs_step: p.vs_step});
}

/** The same comparison as CSV: the bytes `tb-fairness export --vs-run/--vs-step` prints (every row, the server's order). */
export function diffCsvUrl(p: DiffParams): string {
  return diffUrl(p) + '&format=csv';
}

export function trendUrl(p: TrendParams): string {
  const q = new URLSearchParams(query({...p.options, tag: p.tag}));
  for (const run of p.runs) q.append('run', run);
  return 'trend?' + q.toString();
}

/** `GET table`: one of the report's exported tables, as `tb-fairness export` prints it. */
export interface TableParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** The table's name; null: the kind's first (its default). */
  table: string | null;
  /** The kind's options, as its view route takes them. */
  options: KindOptions;
}

/** `GET row`: one row (a label, a class) of a report, drilled down. */
export interface RowParams {
  tag: string;
  run: string;
  /** null: the latest step. */
  step: number | null;
  /** The row's key (`diff`'s `key` column: a label, a class). */
  key: string;
  /** The kind's options, as `diff` takes them. */
  options: KindOptions;
}

export function rowUrl(p: RowParams): string {
  return 'row?' + query({...p.options, tag: p.tag, run: p.run, step: p.step, key: p.key});
}

export function tableUrl(p: TableParams, format: 'csv' | 'json' = 'csv'): string {
  return 'table?' + query({run: p.run, tag: p.tag, step: p.step, format, table: p.table, ...p.options});
}

function fail(url: string, what: string): never {
  throw new ApiError(`malformed response from ${url.split('?')[0]}: ${what}`, null, url);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

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

function checkMatrix(url: string, x: Record<string, unknown>, names: string[], rows: number, cols: number): void {
  for (const name of names) {
    const m = x[name];
    if (!Array.isArray(m) || m.length !== rows) fail(url, `\`${name}\` does not have one row per class`);
    for (const row of m as unknown[]) {
      if (!Array.isArray(row) || row.length !== cols) fail(url, `\`${name}\` rows do not have one entry per group`);
    }
  }
}

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

function checkLengths(url: string, x: Record<string, unknown>, names: readonly string[], n: number, what: string): void {
  for (const name of names) {
    const v = x[name];
    if (!Array.isArray(v) || v.length !== n) fail(url, `\`${name}\` does not have one entry per ${what}`);
  }
}

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
const DIFF_COUNTS = ['improved', 'worsened', 'unchanged', 'undetermined', 'only_in_a', 'only_in_b'] as const;

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
  return x as unknown as RowResponse;
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

function checkTags(x: unknown, url: string): TagsResponse {
  if (!isObject(x) || !isObject(x.runs)) fail(url, 'no `runs`');
  return x as unknown as TagsResponse;
}

function checkSteps(x: unknown, url: string): StepsResponse {
  if (!isObject(x) || !Array.isArray(x.steps)) fail(url, 'no `steps`');
  return x as unknown as StepsResponse;
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

export class Api {
  private readonly fetchFn: FetchFn;

  constructor(fetchFn?: FetchFn) {
    this.fetchFn = fetchFn ?? ((url, init) => globalThis.fetch(url, init));
  }

  /** The response of `url` when it is OK; else an ApiError with the server's text. */
  private async get(url: string, signal?: AbortSignal): Promise<Response> {
    let res: Response;
    try {
      res = await this.fetchFn(url, {signal});
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new ApiError(`cannot reach TensorBoard (${e instanceof Error ? e.message : String(e)})`, null, url);
    }
    if (!res.ok) {
      let text = '';
      try {
        text = (await res.text()).trim();
      } catch {
        // keep the status line
      }
      throw new ApiError(text || `${res.status} ${res.statusText}`.trim(), res.status, url);
    }
    return res;
  }

  private async getJson(url: string, signal?: AbortSignal, mark?: string): Promise<unknown> {
    const res = await this.get(url, signal);
    if (mark && typeof performance !== 'undefined' && performance.mark) performance.mark(mark);
    try {
      return await res.json();
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new ApiError(`malformed response from ${url.split('?')[0]}: not JSON`, res.status, url);
    }
  }

  private async getText(url: string, signal?: AbortSignal): Promise<string> {
    const res = await this.get(url, signal);
    try {
      return await res.text();
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new ApiError(`malformed response from ${url.split('?')[0]}: unreadable`, res.status, url);
    }
  }

  async tags(signal?: AbortSignal): Promise<TagsResponse> {
    const url = 'tags';
    return checkTags(await this.getJson(url, signal), url);
  }

  /** The registry of report kinds: what each declares (options, tables, headlines, views). */
  async kinds(signal?: AbortSignal): Promise<KindsResponse> {
    const url = 'kinds';
    return checkKinds(await this.getJson(url, signal), url);
  }

  async steps(run: string, tag: string, signal?: AbortSignal): Promise<StepsResponse> {
    const url = 'steps?' + query({run, tag});
    return checkSteps(await this.getJson(url, signal), url);
  }

  async associations(kind: string, p: AssociationsParams, signal?: AbortSignal): Promise<AssociationsResponse> {
    const url = associationsUrl(kind, p);
    return checkAssociations(await this.getJson(url, signal, MARK_ASSOCIATIONS_RESPONSE), url);
  }

  async skew(kind: string, p: SkewParams, signal?: AbortSignal): Promise<SkewResponse> {
    const url = skewUrl(kind, p);
    return checkSkew(await this.getJson(url, signal, MARK_SKEW_RESPONSE), url);
  }

  async skewClass(kind: string, p: SkewClassParams, signal?: AbortSignal): Promise<SkewClassResponse> {
    const url = skewClassUrl(kind, p);
    return checkSkewClass(await this.getJson(url, signal), url);
  }

  async groups(kind: string, p: GroupsParams, signal?: AbortSignal): Promise<GroupsResponse> {
    const url = groupsUrl(kind, p);
    return checkGroups(await this.getJson(url, signal), url);
  }

  async detection(kind: string, p: GroupsParams, signal?: AbortSignal): Promise<DetectionResponse> {
    const url = groupsUrl(kind, p);
    return checkDetection(await this.getJson(url, signal), url);
  }

  async disparity(kind: string, p: DisparityParams, signal?: AbortSignal): Promise<DisparityResponse> {
    const url = disparityUrl(kind, p);
    return checkDisparity(await this.getJson(url, signal), url);
  }

  async harmful(kind: string, p: IndicatorParams, signal?: AbortSignal): Promise<HarmfulResponse> {
    const url = indicatorUrl(kind, p);
    return checkHarmful(await this.getJson(url, signal), url);
  }

  async geodiversity(kind: string, p: IndicatorParams, signal?: AbortSignal): Promise<GeoResponse> {
    const url = indicatorUrl(kind, p);
    return checkGeodiversity(await this.getJson(url, signal), url);
  }

  async retrieval(kind: string, p: IndicatorParams, signal?: AbortSignal): Promise<RetrievalResponse> {
    const url = indicatorUrl(kind, p);
    return checkRetrieval(await this.getJson(url, signal), url);
  }

  /**
   * Any kind's view route `kind[/view]` with its options (null: the server's default), as
   * parsed JSON: the kind's state module checks its shape, so a new kind needs no method here.
   */
  async viewJson(kind: string, params: Record<string, string | number | null>, signal?: AbortSignal, view = ''): Promise<unknown> {
    return this.getJson(viewPath(kind, view) + '?' + query(params), signal);
  }

  async diff(p: DiffParams, signal?: AbortSignal): Promise<DiffResponse> {
    const url = diffUrl(p);
    return checkDiff(await this.getJson(url, signal), url);
  }

  /** The comparison as CSV (`diff?...&format=csv`): the bytes the export prints for the same reports and options. */
  async diffCsv(p: DiffParams, signal?: AbortSignal): Promise<string> {
    const url = diffCsvUrl(p);
    return checkCsv(await this.getText(url, signal), url);
  }

  async trend(p: TrendParams, signal?: AbortSignal): Promise<TrendResponse> {
    const url = trendUrl(p);
    return checkTrend(await this.getJson(url, signal), url);
  }

  /** One row (a label, a class) drilled down: its counts per identity or group, and its bias in every run and over the steps. */
  async row(p: RowParams, signal?: AbortSignal): Promise<RowResponse> {
    const url = rowUrl(p);
    return checkRow(await this.getJson(url, signal), url);
  }

  /** One of the report's tables as CSV: the bytes `tb-fairness export` prints for the same options. */
  async tableCsv(p: TableParams, signal?: AbortSignal): Promise<string> {
    const url = tableUrl(p, 'csv');
    return checkCsv(await this.getText(url, signal), url);
  }
}

/** What a superseded request resolves to. */
export const STALE: unique symbol = Symbol('stale');

/**
 * Runs requests one "channel" at a time: starting a request aborts the one
 * before it, and a request that settles after a newer one started resolves to
 * STALE (its value or error is dropped), so an old response can never
 * overwrite the state a newer selection asked for.
 */
export class LatestRequest {
  private generation = 0;
  private controller: AbortController | null = null;

  async run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T | typeof STALE> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const generation = ++this.generation;
    try {
      const value = await request(controller.signal);
      return generation === this.generation ? value : STALE;
    } catch (e) {
      if (generation !== this.generation || controller.signal.aborted) return STALE;
      throw e;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Drops whatever is in flight. */
  cancel(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
  }
}
