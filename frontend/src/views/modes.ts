/**
 * The three ways the tab looks at a tag, chosen by the tabs above the view
 * (hash key `fairness_mode`; the modes and the hash split by owner are pure,
 * in ../modes_state.ts):
 * - `report`: one report (run, tag, step) in the view of its kind (registry.ts);
 * - `compare`: two reports of the tag side by side, two runs (models) or two
 *   steps (checkpoints), via the `diff` route (<fairness-compare>);
 * - `trend`: the headline numbers of every step of several runs, via `trend`
 *   (<fairness-trend>);
 * - `runs`: every run of the tag ranked at one step, bias against performance,
 *   with the runs' hyperparameters, via `runs` (<fairness-runs>).
 *
 * The compare and trend elements work for every kind: the server knows per
 * kind what is compared and what the headline numbers are, and declares them
 * (`kinds`: the app hands the kind's declaration over). They compare what the
 * report view shows: its hash keys that are options the kind declares
 * (metric, pair, mev, grouping...) are passed through as `options`.
 *
 * What the app hands a mode element (`ModeProps`, as properties), and what it
 * sends back: `view-status` and `view-params` as a view does (view.ts; its
 * hash keys start with `fairness_cmp_` or `fairness_trend_`), and
 * `open-report` (detail: OpenReport) to leave for that report in `report` mode
 * (a click on a trend point, a row's "open"), and `open-compare` (detail:
 * OpenCompare) to leave for Compare with two reports as its sides (two runs
 * picked in the runs table).
 */
import type {Api, KindOptions} from '../api.js';
import type {Params} from '../state.js';
import type {KindDeclaration} from '../types.js';

export interface ModeProps {
  api: Api;
  tag: string;
  /** The report kind, as `tags` spells it, and what it is called in prose. */
  kind: string;
  kindTitle: string;
  /** What the server declares for the kind (headline numbers, options); null when it declares none. */
  declaration: KindDeclaration | null;
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

/** Two reports to compare: `a` as side A, `b` as side B, with `options` as compare's own kind options. */
export interface OpenCompare {
  a: OpenReport;
  b: OpenReport;
  options: KindOptions;
}

export function emitOpenCompare(el: HTMLElement, detail: OpenCompare): void {
  el.dispatchEvent(new CustomEvent<OpenCompare>('open-compare', {detail, bubbles: true, composed: true}));
}
