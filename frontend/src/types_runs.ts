/**
 * The JSON shape of the `runs` route (docs/http_api.md): every run holding a tag, at its
 * latest step (or a chosen one), with the kind's bias headline and its performance
 * headline (each with its interval), whether the run is on the Pareto front of the two,
 * and the hyperparameters the run logged with TensorBoard's HParams plugin.
 */

/** The role of a headline number in the runs table. */
export type RunsRole = 'bias' | 'performance';

/** How one of the two headline numbers reads (as the kind declares it, plus its role). */
export interface RunsHeadline {
  /** Its column in `columns` (with `_lower` and `_upper` for its interval). */
  name: string;
  title: string;
  /** One line: what the number is. */
  explanation: string;
  /** `percent` (a proportion; a bias in percent is a difference of proportions), `count` or `value`. */
  format: string;
  /** Which way is better: `higher`, `lower`, or null (neither). */
  better: string | null;
  role: RunsRole;
}

/** A run the route left out, and why. */
export interface RunsSkipped {
  run: string;
  tag: string;
  reason: string;
}

/** A hyperparameter's value: a number, a string, a boolean, or null (the run did not log it). */
export type HparamValue = number | string | boolean | null;

/**
 * The columns, one entry per row: `run`, `step`, `wall_time`, the bias headline (its
 * `name`) and `<name>_lower`, `<name>_upper`, the same for the performance headline,
 * `pareto`, and `hparam/<name>` per hyperparameter. A number may be null (undefined).
 */
export interface RunsColumns {
  run: string[];
  step: (number | null)[];
  wall_time?: (number | null)[];
  pareto: boolean[];
  [column: string]: HparamValue[] | undefined;
}

/** `GET runs?tag=T[&step=S][&<the kind's options>]`. */
export interface RunsResponse {
  tag: string;
  kind: string;
  /** The step asked for; null: each run's latest. */
  step: number | null;
  /** The options used, resolved. */
  options: Record<string, unknown>;
  /** The confidence level of the intervals. */
  level: number | null;
  bias: RunsHeadline;
  /** null for kinds without ground truth (no performance columns then). */
  performance: RunsHeadline | null;
  /** The hyperparameters' names, in column order (`hparam/<name>`). */
  hparams: string[];
  rows: number;
  columns: RunsColumns;
  skipped: RunsSkipped[];
}
