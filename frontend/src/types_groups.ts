/**
 * The responses of the per-group views (docs/http_api.md): per-group rates
 * (FACET) and detection recall, class x group with Wilson intervals, and their
 * `/disparity` routes (classes ranked by the gap between two groups).
 */

/** Why a cell has no value: too few people (`insufficient`) or nobody (`undefined`). */
export type CellState = 'insufficient' | 'undefined';

/** The per-group view route: a rate per class x group of one grouping, with Wilson intervals. */
export interface GroupsResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  metric: string;
  metrics: {name: string; title: string}[];
  min_count: number;
  level: number;
  /** Each grouping as its attributes (an intersection has several). */
  groupings: string[][];
  grouping: string[];
  groups: string[];
  group_sizes: number[];
  classes: string[];
  value: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
  successes: number[][];
  n: number[][];
  state: (CellState | null)[][];
  /** This group against the rest of the class's groups pooled (null: untested); absent from older servers. */
  p_value?: (number | null)[][];
  /** Benjamini-Hochberg marks at `fdr` over every tested cell. */
  significant?: boolean[][];
  fdr?: number;
  significant_cells?: number;
  /** `lower`/`upper`: the macro average's interval at `level` (docs/statistics.md). */
  macro: {group: string; value: number | null; lower?: number | null; upper?: number | null; classes: number; state: CellState | null}[];
  reasons: Record<string, string>;
}

export interface DisparityColumns {
  class: string[];
  n_a: (number | null)[];
  n_b: (number | null)[];
  value_a: (number | null)[];
  value_b: (number | null)[];
  gap: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  /** The test of "no difference" (a vs b, or all groups equal for best minus worst); null when insufficient. */
  p_value: (number | null)[];
  /** Benjamini-Hochberg at rate `fdr` over the classes; false when insufficient. */
  significant: (boolean | null)[];
  /** The end of the interval nearest zero (0 when it holds 0): large and certain first. */
  bound?: (number | null)[];
  /** Which groups each row compares (best and worst without a and b); absent from older servers. */
  group_a?: (string | null)[];
  group_b?: (string | null)[];
}

/** The per-group views' `/disparity` routes: classes ranked by gap. */
export interface DisparityResponse {
  run: string;
  tag: string;
  step: number;
  min_count: number;
  level: number;
  metric?: string;
  a: string | null;
  b: string | null;
  rows: number;
  columns: DisparityColumns;
  states: {gap: (CellState | null)[]};
  rank_by?: string;
  /** False discovery rate of the `significant` marks. */
  fdr: number;
  /** How many classes are marked significant. */
  significant: number;
  reasons?: Record<string, string>;
}

/** The detection-recall view route: AR per IoU threshold and mAR per class x group. */
export interface DetectionResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  min_count: number;
  level: number;
  groupings: string[][];
  grouping: string[];
  groups: string[];
  classes: string[];
  thresholds: number[];
  n: number[][];
  hits: number[][][];
  mar: (number | null)[][];
  mar_lower: (number | null)[][];
  mar_upper: (number | null)[][];
  /** [class][group][threshold] */
  ar: (number | null)[][][];
  ar_lower: (number | null)[][][];
  ar_upper: (number | null)[][][];
  /** Each group's mAR averaged over its sufficient classes, with its interval. */
  macro?: GroupsResponse['macro'];
  state: (CellState | null)[][];
  /** mAR of this group against the rest of the class's groups pooled (Wald; null: untested). */
  p_value?: (number | null)[][];
  significant?: boolean[][];
  fdr?: number;
  significant_cells?: number;
  reasons: Record<string, string>;
}
