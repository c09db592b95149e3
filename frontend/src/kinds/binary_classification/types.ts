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
