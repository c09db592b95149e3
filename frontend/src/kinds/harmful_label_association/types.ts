/**
 * The response of the harmful-label-association view route (docs/http_api.md;
 * a visual fairness indicator of Goyal et al. 2022): hit rates per group x type
 * x threshold, and the harmful labels.
 */

export interface HarmfulLabel {
  label: string;
  type: string;
  /** [group][threshold] */
  rate: (number | null)[][];
  /** [group][threshold]: the group's rate minus the mean of the other groups' rates. */
  gap: (number | null)[][];
  /**
   * [threshold]: the highest minus the lowest group's rate, the bias Compare and the
   * drill-down judge, with the interval that holds whichever groups are the extremes.
   */
  spread: (number | null)[];
  spread_lower: (number | null)[];
  spread_upper: (number | null)[];
  /** Wilson interval of `rate`, [group][threshold]. */
  rate_lower: (number | null)[][];
  rate_upper: (number | null)[][];
  /** [threshold]: chi-square test that every group with images shares one rate; null: untestable. */
  p_value: (number | null)[];
  /** [threshold]: a Benjamini-Hochberg discovery at rate `fdr` over the labels. */
  significant: boolean[];
  hits: number[][];
}

/** The harmful-label-association view route: hit rates per group x type x threshold with Wilson intervals. */
export interface HarmfulResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  n: number;
  level: number;
  /** False discovery rate of the labels' `significant` marks. */
  fdr: number;
  groups: string[];
  group_counts: number[];
  types: string[];
  harmful_types: string[];
  thresholds: number[];
  /** [group][type][threshold] */
  hits: number[][][];
  hit_rate: (number | null)[][][];
  lower: (number | null)[][][];
  upper: (number | null)[][][];
  labels: HarmfulLabel[];
}
