/**
 * The worst slices of a report that keeps joint cells (written with `slices=True`), as two
 * routes send them (docs/http_api.md, tb_fairness/kinds/group_metrics/http.md): the kind's
 * `<kind>/slices` view route (the `slices` table as columns, with each slice's predicates)
 * and `slice_trend` (one slice over the steps). Only slices_checks.ts vouches for values of
 * these types (api.ts fetches them); everything else reads them.
 */
import type {TrendFirstWorse, Verdict} from './types_across_reports.js';

/** One attribute's value of a slice (`sex=Male`); both are the report's own text (untrusted). */
export interface SlicePredicate {
  attribute: string;
  value: string;
}

/** The `slices` table's columns, one entry per row (a number may be null: undefined). */
export interface SliceColumns {
  /** `attr=value & attr=value`, as the table and `slice_trend` spell a slice. */
  slice: string[];
  level: (number | null)[];
  size: (number | null)[];
  /** The metric's rate in the slice, and everyone else's. */
  value: (number | null)[];
  error_rate: (number | null)[];
  rest: (number | null)[];
  /** value − rest with Newcombe's interval (null under SliceLine scoring). */
  gap: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  p_value: (number | null)[];
  /** Benjamini–Hochberg's adjusted p-value over every slice evaluated. */
  q_value: (number | null)[];
  significant: (boolean | null)[];
  /** Sub-slices no worse than this one, folded under it. */
  folded: (number | null)[];
  /** What ranks the rows: the gap's end nearest no harm (gap scoring), or SliceLine's score. */
  score: (number | null)[];
}

/** The view route of a report written with joint cells. */
export interface SlicesTable {
  available: true;
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  metric: string;
  /** The class the slices are of (per-group rates; null: every class; absent for a kind without classes). */
  class_name?: string | null;
  /** The label and threshold the slices are read at (a scored binary classifier's; absent for other kinds). */
  label?: string;
  threshold?: number;
  min_count: number;
  scoring: string;
  max_level: number;
  /** The smallest slice scored (the report's min_count unless asked). */
  min_size: number;
  k: number;
  /** SliceLine's alpha; null under gap scoring. */
  alpha: number | null;
  level: number;
  fdr: number;
  /** How many slices were scored (Benjamini–Hochberg runs over them all). */
  evaluated: number;
  /** The metric's rate over everyone (SliceLine scoring: the error rate). */
  overall: number | null;
  /** The attributes the joint cells hold. */
  attributes: string[];
  /** A higher rate is worse (error_rate), or a lower one (recall, tnr). */
  higher_is_worse: boolean;
  rows: number;
  columns: SliceColumns;
  /** Each row's predicates, as `slice` names them. */
  predicates: SlicePredicate[][];
}

/** The view route of a report written without joint cells: not an error, the tab says how to write one. */
export interface SlicesUnavailable {
  available: false;
  reason: string;
  rows: 0;
}

export type SlicesResponse = SlicesTable | SlicesUnavailable;

/** One step of a slice (`slice_trend`): its size, rate, the rest's, and the gap with its interval. */
export interface SliceTrendPoint {
  step: number;
  wall_time: number;
  present: boolean;
  size: number | null;
  value: number | null;
  lower: number | null;
  upper: number | null;
  rest: number | null;
  gap: number | null;
  gap_lower: number | null;
  gap_upper: number | null;
  /** The gap in the worse direction (higher is worse) and its interval. */
  harm: number | null;
  harm_lower: number | null;
  harm_upper: number | null;
}

export interface SliceTrendSeries {
  run: string;
  points: SliceTrendPoint[];
  /** The first step at which the harm is significantly worse than at its best before (harm terms), or null. */
  first_worse: TrendFirstWorse | null;
}

/** `GET slice_trend`. */
export interface SliceTrendResponse {
  tag: string;
  kind: string;
  slice: string;
  metric: string | null;
  level: number;
  /** How the first worse step is found, in words. */
  first_worse_test?: string;
  series: SliceTrendSeries[];
  skipped: unknown[];
}

/**
 * One row of `GET slice_diff`: one of B's worst slices looked up in A. `value_*` is the metric's
 * rate in the slice, `gap_*` the slice's rate minus everyone else's with Newcombe's interval
 * (`lower_*`, `upper_*`); `change` is the change of the slice's harm (the gap in the worse
 * direction) from A to B with its interval (`lower`, `upper`). Any number may be null
 * (undefined); A's are all null, and `size_a` 0, when A never saw the slice.
 */
export interface SliceDiffRow {
  slice: string;
  size_a: number | null;
  value_a: number | null;
  gap_a: number | null;
  lower_a: number | null;
  upper_a: number | null;
  size_b: number | null;
  value_b: number | null;
  gap_b: number | null;
  lower_b: number | null;
  upper_b: number | null;
  change: number | null;
  lower: number | null;
  upper: number | null;
  p_value: number | null;
  /** Benjamini–Hochberg's adjusted p-value over the slices listed. */
  q_value: number | null;
  verdict: Verdict;
  /** B's interval holds no harm and A's does (or A never saw the slice): surely worse than the rest in B, not in A. */
  appeared: boolean;
}

/** `GET slice_diff` of two reports that keep joint cells: B's worst slices (B's ranking, worst first) against A. */
export interface SliceDiffTable {
  available: true;
  tag: string;
  a: {run: string; step: number};
  b: {run: string; step: number};
  metric: string;
  /** The class the slices are of (per-group rates; null: every class; absent for a kind without classes). */
  class_name?: string | null;
  /** The label and threshold the slices are read at (a scored binary classifier's; absent for other kinds). */
  label?: string;
  threshold?: number;
  min_count?: number;
  level: number;
  fdr: number;
  max_level: number;
  min_size: number;
  k: number;
  /** A higher rate is worse (error_rate), or a lower one (recall, tnr). */
  higher_is_worse: boolean;
  /** How many rows appeared, and how many worsened (verdict), among those listed. */
  appeared: number;
  worsened: number;
  columns: string[];
  rows: SliceDiffRow[];
}

/** `GET slice_diff` when either report keeps no joint cells: not an error, the tab says how to write one. */
export interface SliceDiffUnavailable {
  available: false;
  reason: string;
  rows: 0;
}

export type SliceDiffResponse = SliceDiffTable | SliceDiffUnavailable;
