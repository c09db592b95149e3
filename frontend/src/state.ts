/**
 * The pure state every view shares: which report is on screen (run, tag,
 * step), which view shows it (chosen by the report's kind), the URL hash
 * parameters of that choice, and the small helpers the kind-specific states
 * (kinds/label_associations/state.ts, kinds/skew_size/state.ts) are made of.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {optionDefault} from './kinds_state.js';
import type {KindDeclaration} from './types.js';

export type SortDir = 'asc' | 'desc';
/** An inclusive range; null means unbounded on that side. */
export type Range = [number | null, number | null];
/** Decoded URL hash parameters, keys still prefixed. */
export type Params = [string, string][];

/** Every key this plugin writes into the URL hash starts with this prefix. */
export const HASH_PREFIX = 'fairness_';

// ---------------------------------------------------------------------------
// Parsing hash values: malformed text falls back, never throws.

/** The prefixed keys of `params` with the prefix taken off; later keys win. */
export function ownParams(params: Iterable<[string, string]>): Map<string, string> {
  const m = new Map<string, string>();
  for (const [k, v] of params) {
    if (k.startsWith(HASH_PREFIX)) m.set(k.slice(HASH_PREFIX.length), v);
  }
  return m;
}

/** A finite number, or null for empty or malformed text. */
export function parseNumber(s: string | undefined): number | null {
  if (s === undefined || s.trim() === '') return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
}

/** A step: a non-negative safe integer, else null (the latest). */
export function parseStep(s: string | undefined): number | null {
  const v = parseNumber(s);
  return v !== null && Number.isSafeInteger(v) && v >= 0 ? v : null;
}

/** Pushes `[prefix + key, value]` unless value is null or empty. */
export function putParam(out: Params, key: string, value: string | number | null): void {
  if (value !== null && value !== '') out.push([HASH_PREFIX + key, String(value)]);
}

/**
 * Pushes the value of the kind's option `name` (putParam) unless it is the option's served
 * default (kinds_state.ts optionDefault): the hash holds only what differs from the server's.
 */
export function putOptionParam(
  out: Params,
  key: string,
  value: string | number | null,
  kind: KindDeclaration | null,
  name: string = key,
): void {
  if (value !== optionDefault(kind, name)) putParam(out, key, value);
}

// ---------------------------------------------------------------------------
// Regex search, shared by every table with a search box

export interface SearchFilter {
  /** null: no search (an empty or invalid pattern). */
  regex: RegExp | null;
  /** The message of an invalid pattern, else null. */
  error: string | null;
}

/**
 * Compiles the search box: a regular expression matched case-insensitively.
 * An invalid pattern is reported, never thrown, and then does not filter at all.
 */
export function compileSearch(pattern: string): SearchFilter {
  if (pattern === '') return {regex: null, error: null};
  try {
    return {regex: new RegExp(pattern, 'i'), error: null};
  } catch (e) {
    return {regex: null, error: e instanceof Error ? e.message : String(e)};
  }
}

/** The rows of `order` (kept in that order) whose name matches `search` (null: all of them). */
export function searchRows(names: readonly string[], order: Int32Array, search: RegExp | null): Int32Array {
  if (search === null) return order;
  const out = new Int32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    search.lastIndex = 0;
    if (search.test(names[i])) out[n++] = i;
  }
  return out.slice(0, n);
}

// ---------------------------------------------------------------------------
// Which report: run, tag, step, shared by every view

export interface ReportRef {
  run: string | null;
  tag: string | null;
  /** null: the latest step. */
  step: number | null;
}

const REF_KEYS = {run: 'run', tag: 'tag', step: 'step'} as const;
const SHELL_KEYS = new Set<string>(Object.values(REF_KEYS).map((k) => HASH_PREFIX + k));

export function emptyRef(): ReportRef {
  return {run: null, tag: null, step: null};
}

/** The report as hash parameters (prefixed; null parts left out). */
export function refToParams(ref: ReportRef): Params {
  const out: Params = [];
  putParam(out, REF_KEYS.run, ref.run);
  putParam(out, REF_KEYS.tag, ref.tag);
  putParam(out, REF_KEYS.step, ref.step);
  return out;
}

export function refFromParams(params: Iterable<[string, string]>): ReportRef {
  const m = ownParams(params);
  const str = (key: string) => {
    const v = m.get(key);
    return v === undefined || v === '' ? null : v;
  };
  return {run: str(REF_KEYS.run), tag: str(REF_KEYS.tag), step: parseStep(m.get(REF_KEYS.step))};
}

/** The parameters that belong to the view (ours, but not run, tag or step). */
export function viewParams(params: Iterable<[string, string]>): Params {
  const out: Params = [];
  for (const [k, v] of params) if (k.startsWith(HASH_PREFIX) && !SHELL_KEYS.has(k)) out.push([k, v]);
  return out;
}

/** Runs holding reports of the given kinds, with their tags, both sorted. */
export interface RunTags {
  run: string;
  tags: string[];
}

export type TagKinds = Record<string, Record<string, {kind: string}>>;

/** The runs and tags of `runs` (the `tags` route) whose kind is one of `kinds`, sorted. */
export function reportRuns(runs: TagKinds, kinds: readonly string[]): RunTags[] {
  const out: RunTags[] = [];
  for (const run of Object.keys(runs).sort()) {
    const tags = Object.keys(runs[run])
      .filter((t) => kinds.includes(runs[run][t].kind))
      .sort();
    if (tags.length) out.push({run, tags});
  }
  return out;
}

/** The kinds in `runs` that none of `kinds` covers, sorted. */
export function otherKinds(runs: TagKinds, kinds: readonly string[]): string[] {
  const out = new Set<string>();
  for (const tags of Object.values(runs)) {
    for (const info of Object.values(tags)) if (!kinds.includes(info.kind)) out.add(info.kind);
  }
  return [...out].sort();
}

export interface Resolved {
  ref: ReportRef;
  /**
   * True when the ref named a report (run or tag) that is not there and was
   * moved to another: whatever the URL said about the old report's view no
   * longer applies.
   */
  moved: boolean;
}

/**
 * The run a plain `#fairness` opens on: the one holding the most reports (the first of them
 * on a tie), so a trained model's reports come first, not a run holding only scores.
 */
export function fullestRun(runs: readonly RunTags[]): RunTags {
  return runs.reduce((best, r) => (r.tags.length > best.tags.length ? r : best), runs[0]);
}

/**
 * The ref pointed at a report that exists: the named run and tag when they
 * do, else the run's first tag, else the first run (the fullest with nothing named). Moving to another report
 * resets the step (steps belong to a report). Null when there is no report.
 */
export function resolveReport(ref: ReportRef, runs: RunTags[]): Resolved | null {
  if (runs.length === 0) return null;
  // A link may name only the tag (e.g. a shared compare or trend view): the first run holding it.
  const named = ref.run === null && ref.tag !== null ? runs.find((r) => r.tags.includes(ref.tag!)) : undefined;
  if (named) return {ref: {...ref, run: named.run}, moved: false};
  const run = runs.find((r) => r.run === ref.run) ?? (ref.run === null && ref.tag === null ? fullestRun(runs) : runs[0]);
  const tag = ref.tag !== null && run.tags.includes(ref.tag) ? ref.tag : run.tags[0];
  if (run.run === ref.run && tag === ref.tag) return {ref, moved: false};
  // Nothing named yet (a URL without run and tag): keep the step and the view's state.
  if (ref.run === null && ref.tag === null) return {ref: {...ref, run: run.run, tag}, moved: false};
  return {ref: {run: run.run, tag, step: null}, moved: true};
}

/** The kind of the report `ref` names, or null when `runs` does not list it. */
export function kindOf(runs: TagKinds, ref: ReportRef): string | null {
  if (ref.run === null || ref.tag === null) return null;
  return runs[ref.run]?.[ref.tag]?.kind ?? null;
}

/** The view registered for `kind`, or null when no view shows that kind. */
export function chooseView<V extends {kind: string}>(views: readonly V[], kind: string | null): V | null {
  if (kind === null) return null;
  return views.find((v) => v.kind === kind) ?? null;
}
