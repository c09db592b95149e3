/**
 * The only module that talks to the network: the plugin's routes
 * (docs/http_api.md: JSON, the `table` route's CSV, and the view routes' typed
 * columns), fetched by relative path (TensorBoard's plugin page sets
 * `<base href="plugin/fairness/">`), with their URLs; each response goes
 * through its check (response_checks.ts for the shared routes). A kind's own
 * view routes go through one method, `view`: the kind's folder
 * (kinds/<name>/) holds their parameters and their checks, so a new kind needs
 * nothing here; `viewColumnar` reads the same answer as typed columns
 * (columnar.ts: the label-association table's 100,000 rows). LatestRequest
 * drops the responses a newer request superseded.
 */
import {ApiError} from './api_error.js';
import {decodeColumnar} from './columnar.js';
import {takeEarly} from './early_answers.js';
import {
  checkCsv,
  checkTable,
  checkDiff,
  checkKinds,
  checkRow,
  checkSteps,
  checkTags,
  checkRowTrend,
  checkTrend,
  checkValues,
} from './response_checks.js';
import type {TableResponse} from './table_view_state.js';
import type {KindsResponse, StepsResponse, TagsResponse, ValuesResponse} from './types.js';
import type {DiffResponse, RowResponse, RowTrendResponse, TrendResponse} from './types_across_reports.js';
import type {RunsResponse} from './types_runs.js';
import {checkRuns} from './runs_checks.js';
import type {SliceDiffResponse, SliceTrendResponse} from './types_slices.js';
import {checkSliceDiff, checkSliceTrend} from './slices_checks.js';

export type FetchFn = (url: string, init?: {signal?: AbortSignal}) => Promise<Response>;

/** A route's query parameters; null leaves one out (the server's default). */
export type RouteParams = Record<string, string | number | null>;

/** How the check of a view route's response is called: the parsed JSON and the URL (its errors name the route). */
export type ResponseCheck<T> = (x: unknown, url: string) => T;

function query(params: RouteParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, String(v));
  return q.toString();
}

/**
 * The path of one of `kind`'s view routes (docs/http_api.md: they are named after the
 * kind): `kind` itself, or `kind/view` (e.g. the SkewSize drill-down `<kind>/class`).
 * Nothing here names a kind: each kind's view module passes its own, as `tags` spells it.
 */
export function viewPath(kind: string, view = ''): string {
  return view ? `${kind}/${view}` : kind;
}

/** The URL of one of `kind`'s view routes (`path` '': its main one) with its parameters (null ones left out). */
export function viewUrl(kind: string, path: string, params: RouteParams): string {
  return viewPath(kind, path) + '?' + query(params);
}

/** The URL of `viewUrl`'s answer as typed columns (`Api.viewColumnar`). */
export function viewColumnarUrl(kind: string, path: string, params: RouteParams): string {
  return viewUrl(kind, path, {...params, format: 'columnar'});
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

/** `GET row_trend`: row `key` per group over the steps (null: only the keys to pick from). */
export interface RowTrendParams extends TrendParams {
  key: string | null;
}

export function rowTrendUrl(p: RowTrendParams): string {
  const q = new URLSearchParams(query({...p.options, tag: p.tag, key: p.key}));
  for (const run of p.runs) q.append('run', run);
  return 'row_trend?' + q.toString();
}

/** `GET slice_trend`: one slice (`attr=value & attr=value`) over the steps, under the `slices` table's options. */
export interface SliceTrendParams extends TrendParams {
  slice: string;
}

export function sliceTrendUrl(p: SliceTrendParams): string {
  const q = new URLSearchParams(query({...p.options, tag: p.tag, slice: p.slice}));
  for (const run of p.runs) q.append('run', run);
  return 'slice_trend?' + q.toString();
}

/**
 * `GET slice_diff`: B's worst slices (`vs_run` at `vs_step`) looked up in A (`run` at `step`),
 * under the `slices` table's options (`metric`, `class_name`, `max_level`, `min_size`, `k`, and
 * the label and threshold of a binary report); null leaves one out (the server's default).
 */
export interface SliceDiffParams {
  tag: string;
  run: string;
  /** null: the latest step. */
  step: number | null;
  /** null: the same run. */
  vs_run: string | null;
  /** null: the latest step of `vs_run`. */
  vs_step: number | null;
  options: RouteParams;
}

export function sliceDiffUrl(p: SliceDiffParams): string {
  return 'slice_diff?' + query({...p.options, tag: p.tag, run: p.run, step: p.step, vs_run: p.vs_run, vs_step: p.vs_step});
}

export function trendUrl(p: TrendParams): string {
  const q = new URLSearchParams(query({...p.options, tag: p.tag}));
  for (const run of p.runs) q.append('run', run);
  return 'trend?' + q.toString();
}

/** `GET runs`: every run holding `tag`, ranked at one step (null: each run's latest), with the kind's options. */
export interface RunsParams {
  tag: string;
  step: number | null;
  options: KindOptions;
}

export function runsUrl(p: RunsParams, format: 'json' | 'csv' = 'json'): string {
  return 'runs?' + query({...p.options, tag: p.tag, step: p.step, format: format === 'csv' ? 'csv' : null});
}

/** Performance mark of the runs response (read by the runs render benchmark). */
export const MARK_RUNS_RESPONSE = 'fairness:runs-response';

/** `GET values`: the values the kind's options take in one report (the modes' dropdowns). */
export interface ValuesParams {
  /** null: every run's latest report (their union; `step` must be null too). */
  run: string | null;
  tag: string;
  /** null: the latest step. */
  step: number | null;
}

export function valuesUrl(p: ValuesParams): string {
  return 'values?' + query({run: p.run, tag: p.tag, step: p.step});
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
  /** Report B, as `diff`'s `vs_run`, `vs_step`: the row is read from B, its groups compared with A (`run`, `step`). */
  vs?: {run: string; step: number | null} | null;
}

export function rowUrl(p: RowParams): string {
  const vs = {vs_run: p.vs?.run ?? null, vs_step: p.vs?.step ?? null};
  return 'row?' + query({...p.options, tag: p.tag, run: p.run, step: p.step, key: p.key, ...vs});
}

export function tableUrl(p: TableParams, format: 'csv' | 'json' = 'csv'): string {
  return 'table?' + query({run: p.run, tag: p.tag, step: p.step, format, table: p.table, ...p.options});
}

export class Api {
  private readonly fetchFn: FetchFn;

  constructor(fetchFn?: FetchFn) {
    // The loader may have asked already (early_requests.ts): its answer, else a request.
    this.fetchFn = fetchFn ?? ((url, init) => takeEarly(url) ?? globalThis.fetch(url, init));
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

  /**
   * The body of `url` read by `read` (`mark`: a performance mark set when the response
   * arrives, before it is read); a body that cannot be read is an ApiError saying `what` it is not.
   */
  private async getBody<T>(
    url: string,
    read: (res: Response) => Promise<T>,
    what: string,
    signal?: AbortSignal,
    mark?: string,
  ): Promise<T> {
    const res = await this.get(url, signal);
    if (mark && typeof performance !== 'undefined' && performance.mark) performance.mark(mark);
    try {
      return await read(res);
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new ApiError(`malformed response from ${url.split('?')[0]}: ${what}`, res.status, url);
    }
  }

  private getJson(url: string, signal?: AbortSignal, mark?: string): Promise<unknown> {
    return this.getBody(url, (res) => res.json() as Promise<unknown>, 'not JSON', signal, mark);
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

  /**
   * One of `kind`'s view routes, `kind` or `kind/path` (`path` '': its main one), with its
   * parameters (null: the server's default), checked by `check` (the kind's own, in its
   * folder). `mark`: a performance mark set when the response arrives (before it is parsed).
   */
  async view<T>(kind: string, path: string, params: RouteParams, check: ResponseCheck<T>, signal?: AbortSignal, mark?: string): Promise<T> {
    const url = viewUrl(kind, path, params);
    return check(await this.getJson(url, signal, mark), url);
  }

  /**
   * `view`'s answer as typed columns (`format=columnar`, columnar.ts): the same answer with
   * its `columns` and `states` as typed arrays on the response's bytes (f64 NaN where the
   * JSON has null), then `check`ed as `view`'s; for the tables of 100,000 rows.
   */
  async viewColumnar<T>(
    kind: string,
    path: string,
    params: RouteParams,
    check: ResponseCheck<T>,
    signal?: AbortSignal,
    mark?: string,
  ): Promise<T> {
    const url = viewColumnarUrl(kind, path, params);
    const body = await this.getBody(url, (res) => res.arrayBuffer(), 'unreadable', signal, mark);
    return check(decodeColumnar(body, url), url);
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

  async rowTrend(p: RowTrendParams, signal?: AbortSignal): Promise<RowTrendResponse> {
    const url = rowTrendUrl(p);
    return checkRowTrend(await this.getJson(url, signal), url);
  }

  /** One slice over the steps: its gap to the rest per step, and each run's first significantly worse step. */
  async sliceTrend(p: SliceTrendParams, signal?: AbortSignal): Promise<SliceTrendResponse> {
    const url = sliceTrendUrl(p);
    return checkSliceTrend(await this.getJson(url, signal), url);
  }

  /** B's worst slices against A: which appeared or worsened (or an answer saying either report keeps no joint cells). */
  async sliceDiff(p: SliceDiffParams, signal?: AbortSignal): Promise<SliceDiffResponse> {
    const url = sliceDiffUrl(p);
    return checkSliceDiff(await this.getJson(url, signal), url);
  }

  /** The values the kind's options take in one report: identities, groupings, groups, classes, thresholds. */
  async values(p: ValuesParams, signal?: AbortSignal): Promise<ValuesResponse> {
    const url = valuesUrl(p);
    return checkValues(await this.getJson(url, signal), url);
  }

  /** One row (a label, a class) drilled down: its counts per identity or group, and its bias in every run and over the steps. */
  async row(p: RowParams, signal?: AbortSignal): Promise<RowResponse> {
    const url = rowUrl(p);
    return checkRow(await this.getJson(url, signal), url);
  }

  /** Every run of a tag ranked at one step: its bias and performance headlines, the Pareto front, its hyperparameters. */
  async runs(p: RunsParams, signal?: AbortSignal): Promise<RunsResponse> {
    const url = runsUrl(p);
    return checkRuns(await this.getJson(url, signal, MARK_RUNS_RESPONSE), url);
  }

  /** The runs table as CSV (`runs?...&format=csv`): the bytes `tb-fairness export --runs` prints. */
  async runsCsv(p: RunsParams, signal?: AbortSignal): Promise<string> {
    const url = runsUrl(p, 'csv');
    return checkCsv(await this.getText(url, signal), url);
  }

  /** One of the report's tables as JSON (the generic table view: a kind without a view of its own). */
  async tableJson(p: TableParams, signal?: AbortSignal): Promise<TableResponse> {
    const url = tableUrl(p, 'json');
    return checkTable(await this.getJson(url, signal), url);
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
