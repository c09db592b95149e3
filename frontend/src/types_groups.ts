/**
 * The responses the two per-group kinds share (docs/http_api.md): what their
 * class x group view routes have in common (per-group rates: FACET, and
 * detection recall; each kind's own response extends it in its folder,
 * kinds/group_metrics/types.ts and kinds/detection_recall/types.ts), and their
 * `/disparity` routes (classes ranked by the gap between two groups).
 */

/** Why a cell has no value: too few people (`insufficient`) or nobody (`undefined`). */
export type CellState = 'insufficient' | 'undefined';

/** One group's macro average over the classes where its cell is sufficient; `lower`/`upper`: its interval at `level` (docs/statistics.md). */
export interface MacroRow {
  group: string;
  value: number | null;
  lower?: number | null;
  upper?: number | null;
  classes: number;
  state: CellState | null;
}

/** What both class x group view routes hold: a value per class x group of one grouping, its state, its test. */
export interface ClassGroupResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  /** The metric of per-group rates (`recall`, `tnr`); detection has none. */
  metric?: string;
  min_count: number;
  level: number;
  /** Each grouping as its attributes (an intersection has several). */
  groupings: string[][];
  grouping: string[];
  groups: string[];
  classes: string[];
  n: number[][];
  state: (CellState | null)[][];
  /** This group against the rest of the class's groups pooled (null: untested); absent from older servers. */
  p_value?: (number | null)[][];
  /** Benjamini-Hochberg marks at `fdr` over every tested cell. */
  significant?: boolean[][];
  fdr?: number;
  significant_cells?: number;
  /** Each test's power ([class][group]): its minimum detectable effect, the examples it would need to see `min_gap`, whether it is underpowered; absent from older servers and from detection. */
  mde?: (number | null)[][];
  more_examples?: (number | null)[][];
  underpowered?: boolean[][];
  power?: number;
  min_gap?: number;
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
