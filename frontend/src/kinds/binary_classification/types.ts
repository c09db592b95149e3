/** The binary classification view route's response (docs/http_api.md; Fairness Indicators' metrics of a scored binary classifier). */

/** A cell's state, as the server names it: null (a number), insufficient, undefined, or the baseline itself. */
export type CellState = null | 'insufficient' | 'undefined' | 'baseline';

/** One metric per group at the chosen threshold, and against the baseline group. */
export interface BinaryAtThreshold {
  n: number[];
  successes: number[];
  value: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  state: CellState[];
  p_value: (number | null)[];
  significant: boolean[];
  baseline_value: number | null;
  difference: (number | null)[];
  difference_lower: (number | null)[];
  difference_upper: (number | null)[];
  difference_state: CellState[];
  ratio: (number | null)[];
  ratio_lower: (number | null)[];
  ratio_upper: (number | null)[];
  ratio_state: CellState[];
  /** Each group's test against the rest: its minimum detectable effect, the examples it would need to see `min_gap`, whether it is underpowered (absent from an older server). */
  mde?: (number | null)[];
  more_examples?: (number | null)[];
  underpowered?: boolean[];
  /** The same of each group's difference to the baseline. */
  difference_mde?: (number | null)[];
  difference_underpowered?: boolean[];
}

export interface BinarySpread {
  value: number | null;
  lower: number | null;
  upper: number | null;
  curve: (number | null)[];
  curve_lower: (number | null)[];
  curve_upper: (number | null)[];
}

/** `GET binary_classification` (docs/http_api.md). */
export interface BinaryResponse {
  run: string;
  tag: string;
  step: number;
  metric: string;
  metrics: {name: string; title: string}[];
  label: string;
  labels: string[];
  groupings: string[][];
  grouping: string[];
  groups: string[];
  group_sizes: number[];
  positives: number[];
  thresholds: number[];
  threshold: number;
  threshold_index: number;
  baseline: string;
  min_count: number;
  level: number;
  fdr: number;
  /** The power of each test's minimum detectable effect, and the smallest gap that matters (absent from an older server). */
  power?: number;
  min_gap?: number;
  four_fifths: number;
  /** The thresholds the curves are at: every one, or evenly spaced ones when the groups x thresholds exceed what a chart draws (the chosen one among them); absent from an older server: `thresholds`. */
  curve_thresholds?: number[];
  /** The chosen metric's, TPR's and FPR's (the ROC), each [group][curve threshold]. */
  curves: Record<string, {value: (number | null)[][]; lower: (number | null)[][]; upper: (number | null)[][]}>;
  at_threshold: Record<string, BinaryAtThreshold>;
  demographic_parity_difference: BinarySpread;
  equalized_odds_difference: BinarySpread;
  reasons: Record<string, string>;
}

// ---------------------------------------------------------------------------
// `GET binary_classification/calibration` (tb_fairness/kinds/binary_classification/http.md)

/** A group's calibration: `ok`, `insufficient` (under min_count) or `undefined` (no positives or no negatives). */
export type CalibrationState = 'ok' | 'insufficient' | 'undefined';

/** How a group's ECE compares with the baseline group's: surely above (`worse`), surely below (`better`), or neither. */
export type CalibrationVerdict = 'worse' | 'better' | 'no_significant_gap' | 'undetermined' | 'baseline';

/** Per group x bin (`[group][bin]`): null in an empty bin (for the rates). */
export interface CalibrationBins {
  count: number[][];
  positives: number[][];
  mean_score: (number | null)[][];
  observed: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
}

/** A report with calibration: the reliability diagram's bins and each group's summary. */
export interface CalibrationTable {
  available: true;
  run: string;
  tag: string;
  step: number;
  label: string;
  grouping: string[];
  bins: number;
  min_count: number;
  level: number;
  baseline: string;
  /** The bins' edges: `bins` + 1 of them, from 0 to 1. */
  edges: number[];
  groups: string[];
  n: number[];
  positives: number[];
  state: CalibrationState[];
  /** Why a group is not ok ('' when it is). */
  reason: string[];
  per_bin: CalibrationBins;
  /** ECE and MCE (differences of rates) and Brier (a mean squared error), each with its interval; null unless ok. */
  ece: (number | null)[];
  ece_lower: (number | null)[];
  ece_upper: (number | null)[];
  mce: (number | null)[];
  mce_lower: (number | null)[];
  mce_upper: (number | null)[];
  brier: (number | null)[];
  brier_lower: (number | null)[];
  brier_upper: (number | null)[];
  baseline_ece: number | null;
  /** Each group's ECE minus the baseline group's, with an interval holding for both groups together at `level`. */
  ece_gap: (number | null)[];
  gap_lower: (number | null)[];
  gap_upper: (number | null)[];
  verdict: CalibrationVerdict[];
}

/** A report without calibration (scores not probabilities, or written before 0.2): the reason. */
export interface CalibrationUnavailable {
  available: false;
  reason: string;
}

export type CalibrationResponse = CalibrationTable | CalibrationUnavailable;
