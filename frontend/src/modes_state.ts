/**
 * The pure part of the modes (views/modes.ts): which modes there are (hash
 * key `fairness_mode`), the prefixes of the compare, trend and runs elements' own
 * hash keys (`fairness_cmp_*`, `fairness_trend_*`, `fairness_runs_*`), the report view's options
 * that `diff` and `trend` read (those its kind declares: kinds_state.ts), and
 * the helpers that sort the hash parameters by owner and list the runs and
 * tags of a kind.
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {KindOptions} from './api.js';
import type {Params} from './state.js';

export type Mode = 'report' | 'compare' | 'trend' | 'runs';
export const MODES: readonly Mode[] = ['report', 'compare', 'trend', 'runs'];

/** The hash key of the mode, and the prefixes of the mode elements' own keys (after `fairness_`). */
export const MODE_KEY = 'mode';
export const COMPARE_PREFIX = 'cmp_';
export const TREND_PREFIX = 'trend_';
export const RUNS_PREFIX = 'runs_';

/** The mode a hash value names; anything else is the report mode. */
export function parseMode(s: string | undefined): Mode {
  return (MODES as readonly string[]).includes(s ?? '') ? (s as Mode) : 'report';
}

export interface SplitParams {
  mode: Mode;
  /** The report view's keys. */
  view: Params;
  /** <fairness-compare>'s, <fairness-trend>'s and <fairness-runs>'s own keys. */
  compare: Params;
  trend: Params;
  runs: Params;
}

/**
 * Sorts the non-shell hash parameters (viewParams in state.ts) by owner: the
 * mode, the mode elements' prefixed keys, and the rest for the report view.
 */
export function splitParams(params: Params, prefix: string): SplitParams {
  const out: SplitParams = {mode: 'report', view: [], compare: [], trend: [], runs: []};
  for (const [k, v] of params) {
    const own = k.slice(prefix.length);
    if (own === MODE_KEY) out.mode = parseMode(v);
    else if (own.startsWith(COMPARE_PREFIX)) out.compare.push([k, v]);
    else if (own.startsWith(TREND_PREFIX)) out.trend.push([k, v]);
    else if (own.startsWith(RUNS_PREFIX)) out.runs.push([k, v]);
    else out.view.push([k, v]);
  }
  return out;
}

/**
 * The report view's options among its hash parameters, unprefixed, for `diff`
 * and `trend`: the keys that are options the kind declares (`names`, from the
 * served registry; a view's hash key of an option has the option's name).
 */
export function kindOptions(view: Params, prefix: string, names: readonly string[]): KindOptions {
  const out: KindOptions = {};
  for (const [k, v] of view) {
    const own = k.slice(prefix.length);
    if (names.includes(own) && v !== '') out[own] = v;
  }
  return out;
}

/** The runs (sorted) holding a report of `kind` under `tag`. */
export function runsWithTag(runs: Record<string, Record<string, {kind: string}>>, tag: string, kind: string): string[] {
  return Object.keys(runs)
    .filter((r) => runs[r][tag]?.kind === kind)
    .sort();
}

/** Every tag of the given kinds, in any run, sorted (the tag picker of compare and trend). */
export function allTags(runs: Record<string, Record<string, {kind: string}>>, kinds: readonly string[]): string[] {
  const out = new Set<string>();
  for (const tags of Object.values(runs)) {
    for (const [t, info] of Object.entries(tags)) if (kinds.includes(info.kind)) out.add(t);
  }
  return [...out].sort();
}
