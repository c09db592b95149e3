/**
 * The three ways the tab looks at a tag, chosen by the tabs above the view
 * (hash key `fairness_mode`):
 * - `report`: one report (run, tag, step) in the view of its kind (registry.ts);
 * - `compare`: two reports of the tag side by side, two runs (models) or two
 *   steps (checkpoints), via the `diff` route (<fairness-compare>);
 * - `trend`: the headline numbers of every step of several runs, via `trend`
 *   (<fairness-trend>).
 *
 * The compare and trend elements work for every kind: the server knows per
 * kind what is compared and what the headline numbers are (plugin/compare.py).
 * They compare what the report view shows: its options (metric, pair, mev,
 * grouping...) are passed through as `options`.
 *
 * What the app hands a mode element (`ModeProps`, as properties), and what it
 * sends back: `view-status` and `view-params` as a view does (view.ts; its
 * hash keys start with `fairness_cmp_` or `fairness_trend_`), and
 * `open-report` (detail: OpenReport) to leave for that report in `report` mode
 * (a click on a trend point, a row's "open").
 */
import type {Api, KindOptions} from '../api.js';
import type {Params} from '../state.js';

export type Mode = 'report' | 'compare' | 'trend';
export const MODES: readonly Mode[] = ['report', 'compare', 'trend'];

/** The hash key of the mode, and the prefixes of the mode elements' own keys (after `fairness_`). */
export const MODE_KEY = 'mode';
export const COMPARE_PREFIX = 'cmp_';
export const TREND_PREFIX = 'trend_';

/**
 * The report view's hash keys that are options of `diff` and `trend` (the
 * same names on both sides; the server ignores those a kind does not read).
 */
export const OPTION_KEYS = ['metric', 'a', 'b', 'mev', 'grouping', 'min_count', 'threshold', 'by', 'level'] as const;

export interface ModeProps {
  api: Api;
  tag: string;
  /** The report kind, as `tags` spells it, and what it is called in prose. */
  kind: string;
  kindTitle: string;
  /** The runs holding a report of this kind under `tag`, in the pickers' order. */
  runs: string[];
  /** The report on screen in `report` mode: compare's default side A, trend's highlighted run. */
  run: string;
  /** null: the latest. */
  step: number | null;
  /** The report view's options, passed to the routes as they are. */
  options: KindOptions;
  /**
   * The element's own hash parameters (prefixed, e.g. `fairness_cmp_b_run`)
   * when it was mounted; read once, at the first update.
   */
  params: Params;
}

export interface OpenReport {
  run: string;
  /** null: the latest. */
  step: number | null;
}

export function emitOpenReport(el: HTMLElement, detail: OpenReport): void {
  el.dispatchEvent(new CustomEvent<OpenReport>('open-report', {detail, bubbles: true, composed: true}));
}

// ---------------------------------------------------------------------------
// Pure helpers of the shell (unit-tested under node)

/** The mode a hash value names; anything else is the report mode. */
export function parseMode(s: string | undefined): Mode {
  return (MODES as readonly string[]).includes(s ?? '') ? (s as Mode) : 'report';
}

export interface SplitParams {
  mode: Mode;
  /** The report view's keys. */
  view: Params;
  /** <fairness-compare>'s and <fairness-trend>'s own keys. */
  compare: Params;
  trend: Params;
}

/**
 * Sorts the non-shell hash parameters (viewParams in state.ts) by owner: the
 * mode, the mode elements' prefixed keys, and the rest for the report view.
 */
export function splitParams(params: Params, prefix: string): SplitParams {
  const out: SplitParams = {mode: 'report', view: [], compare: [], trend: []};
  for (const [k, v] of params) {
    const own = k.slice(prefix.length);
    if (own === MODE_KEY) out.mode = parseMode(v);
    else if (own.startsWith(COMPARE_PREFIX)) out.compare.push([k, v]);
    else if (own.startsWith(TREND_PREFIX)) out.trend.push([k, v]);
    else out.view.push([k, v]);
  }
  return out;
}

/** The report view's options among its hash parameters, unprefixed, for `diff` and `trend`. */
export function kindOptions(view: Params, prefix: string): KindOptions {
  const out: KindOptions = {};
  for (const [k, v] of view) {
    const own = k.slice(prefix.length);
    if ((OPTION_KEYS as readonly string[]).includes(own) && v !== '') out[own] = v;
  }
  return out;
}

/** The runs (sorted) holding a report of `kind` under `tag`. */
export function runsWithTag(
  runs: Record<string, Record<string, {kind: string}>>,
  tag: string,
  kind: string,
): string[] {
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
