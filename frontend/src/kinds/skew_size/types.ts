/**
 * The SkewSize view routes' responses (docs/http_api.md): the per-class table with
 * the model's headline numbers, the class drill-down (`/class`), and Cramer's V
 * bands.
 */

/** Cramer's V bands, weakest first: negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large. */
export const BANDS = ['negligible', 'small', 'medium', 'large'] as const;
export type Band = (typeof BANDS)[number];
/** The lower edges of small, medium and large. */
export const BAND_EDGES = [0.1, 0.3, 0.5] as const;

/** `model` of the SkewSize view route: the report's headline numbers. */
export interface SkewModel {
  skew_size: number | null;
  /** null when skew_size is a number, else a key of `reasons`. */
  skew_size_state: string | null;
  /** The population SkewSize's bootstrap interval at the route's level; null when withheld. */
  skew_size_interval?: [number, number] | null;
  /** Why there is no interval: "undefined" or "too_noisy" (then `skew_size_interval_reason` explains). */
  skew_size_interval_state?: string | null;
  skew_size_interval_reason?: string | null;
  /** Sampling variance of a class's V over the variance of V across classes. */
  skew_size_noise_share?: number | null;
  classes_with_v: number;
  classes: number;
  n: number;
  overall_accuracy: number | null;
  mean_accuracy: number | null;
  worst_group: string | null;
  worst_group_accuracy: number | null;
  /** Wilson intervals [lower, upper] at the route's level (null: undefined). */
  overall_accuracy_interval?: [number | null, number | null];
  worst_group_accuracy_interval?: [number | null, number | null];
  /** Groups with fewer examples are left out of the worst groups (the model's and each class's); absent from older servers. */
  min_count?: number;
  /** The groups with examples left out of the model's worst group. */
  worst_group_excluded?: number;
  gap: number | null;
  demographic_parity: number | null;
  demographic_parity_label: string | null;
  equalized_odds: number | null;
  equalized_odds_label: string | null;
  /** null, or "open_vocabulary" (a key of `reasons`) when the parity values are null. */
  parity_state: string | null;
}

export interface SkewGroup {
  name: string;
  n: number;
  accuracy: number | null;
}

/** The per-class columns of the SkewSize view route. */
export interface SkewColumns {
  class: string[];
  n: number[];
  cramers_v: (number | null)[];
  band: (Band | null)[];
  accuracy: (number | null)[];
  worst_group: (string | null)[];
  worst_group_accuracy: (number | null)[];
  /** The groups with examples of the class but fewer than `model.min_count`, left out of its worst group (absent from older servers). */
  worst_group_excluded?: number[];
  /** accuracy - worst_group_accuracy: negative when a group left out does worse than every group kept. */
  gap: (number | null)[];
  table_rows: number[];
  table_columns: number[];
  dropped_columns: number[];
  /** Groups left out of the class's table: too small for the noise filter (absent from older servers). */
  dropped_groups?: number[];
  /** The interval of the class's population V at `level`; null where V is undefined. */
  lower: (number | null)[];
  upper: (number | null)[];
  /** The chi-square test of "group and prediction independent"; null where V is undefined. */
  p_value: (number | null)[];
  /** Benjamini-Hochberg at rate `fdr` over the classes; false where V is undefined. */
  significant: (boolean | null)[];
}

/** The columns the per-class table needs, checked by response_checks.ts. */
export const SKEW_REQUIRED_COLUMNS = [
  'class',
  'n',
  'cramers_v',
  'band',
  'accuracy',
  'worst_group',
  'worst_group_accuracy',
  'gap',
  'lower',
  'upper',
  'p_value',
  'significant',
] as const;

/** The SkewSize view route: `?run=R&tag=T[&step=S][&mev=M][&level=L][&fdr=F]` */
export interface SkewResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  mev: number;
  model: SkewModel;
  groups: SkewGroup[];
  rows: number;
  columns: SkewColumns;
  /** Confidence level of the intervals of V. */
  level: number;
  /** False discovery rate of the `significant` marks. */
  fdr: number;
  /** How many classes are marked significant. */
  significant: number;
  /** states.cramers_v[i]: null when V is a number, else a key of `reasons`. */
  states: {cramers_v: (string | null)[]};
  /** What each state key means, in words. */
  reasons: Record<string, string>;
}

export interface SkewMistake {
  group: string;
  rank: number;
  label: string;
  count: number;
  share: number;
}

/** The SkewSize drill-down route (`/class`): `?run=R&tag=T[&step=S]&class_name=C[&mev=M][&k=K][&limit=L]` */
export interface SkewClassResponse {
  run: string;
  tag: string;
  step: number;
  class: string;
  mev: number;
  cramers_v: number | null;
  band: Band | null;
  /** null when V is a number, else a key of the view route's `reasons`. */
  state: string | null;
  groups: string[];
  group_n: number[];
  group_accuracy: (number | null)[];
  labels: string[];
  correct: boolean[];
  kept: boolean[];
  /** counts[r][c]: examples of the class in groups[r] predicted as labels[c]. */
  counts: number[][];
  expected: number[][];
  /** other[r]: the examples of groups[r] predicted as one of the `other_labels` labels beyond `limit`. */
  other: number[];
  other_labels: number;
  total_labels: number;
  mistakes: SkewMistake[];
}
