/**
 * The JSON shapes of the plugin's HTTP routes, exactly as docs/http_api.md
 * writes them down. Only api.ts produces values of these types; everything
 * else reads them.
 */

/** `GET tags`: one entry per report. */
export interface TagInfo {
  kind: string;
  version: number;
  description: string;
  max_step: number;
}

export interface TagsResponse {
  runs: Record<string, Record<string, TagInfo>>;
}

/** `GET steps?run=R&tag=T` */
export interface StepInfo {
  step: number;
  wall_time: number;
}

export interface StepsResponse {
  run: string;
  tag: string;
  kind: string;
  steps: StepInfo[];
}

/** The state of a value that is not a finite number (null when it is). */
export type ValueState = '+inf' | '-inf' | 'undefined';

export interface IdentityInfo {
  name: string;
  count: number;
  is_label: boolean;
}

export interface MetricInfo {
  name: string;
  title: string;
  range: [number | null, number | null] | null;
}

/**
 * The sortable columns of the ranked-gap table: the seven of the report, then
 * the interval's conservative bound (the end nearest zero) and the p-value.
 */
export const COLUMNS = ['label', 'count', 'count_a', 'count_b', 'value_a', 'value_b', 'gap', 'bound', 'p_value'] as const;
export type Column = (typeof COLUMNS)[number];
export type NumericColumn = Exclude<Column, 'label'>;
/** The columns that may hold infinite or undefined values, spelled out in `states`. */
export const STATE_COLUMNS = ['value_a', 'value_b', 'gap'] as const;
export type StateColumn = (typeof STATE_COLUMNS)[number];
/** Every column of the route's `columns` (all required, `rows` long). */
export const ASSOCIATION_COLUMNS = [
  'label',
  'count',
  'count_a',
  'count_b',
  'value_a',
  'value_b',
  'gap',
  'lower',
  'upper',
  'p_value',
  'bound',
  'significant',
  'insufficient',
] as const;
/** `rank_by` of the route: by the signed gap, or by the conservative bound (its choices and default: the kind's declaration). */
export type RankBy = 'signed' | 'bound';

export interface AssociationColumns {
  label: string[];
  count: number[];
  count_a: number[];
  count_b: number[];
  value_a: (number | null)[];
  value_b: (number | null)[];
  gap: (number | null)[];
  /** The gap's interval at `level`; null where undefined. */
  lower: (number | null)[];
  upper: (number | null)[];
  /** Two-sided, for "gap = 0"; null where undefined or insufficient. */
  p_value: (number | null)[];
  /** The interval's end nearest zero (0 when it holds 0); null where undefined or insufficient. */
  bound: (number | null)[];
  /** A Benjamini-Hochberg discovery at rate `fdr`. */
  significant: boolean[];
  /** c(y), c(a) or c(b) below `min_count`. */
  insufficient: boolean[];
}

export type AssociationStates = Record<StateColumn, (ValueState | null)[]>;

/** The label-association view route: `?run=R&tag=T[&step=S]&metric=M&a=A[&b=B][&level=L&fdr=F&min_count=C&rank_by=K]` */
export interface AssociationsResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  metric: string;
  a: string;
  /** null means one-vs-rest. */
  b: string | null;
  b_label: string;
  n: number;
  identities: IdentityInfo[];
  excluded_labels: string[];
  metrics: MetricInfo[];
  rows: number;
  columns: AssociationColumns;
  states: AssociationStates;
  /** Confidence level of the intervals. */
  level: number;
  /** False discovery rate of the `significant` marks. */
  fdr: number;
  min_count: number;
  rank_by: RankBy;
  /** False for reports written before version 2: intervals assume the identities never overlap. */
  overlap_known: boolean;
  /** How many rows are significant. */
  significant: number;
  /** How many rows are insufficient. */
  insufficient: number;
}

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
  gap: (number | null)[];
  table_rows: number[];
  table_columns: number[];
  dropped_columns: number[];
  /** The interval of the class's population V at `level`; null where V is undefined. */
  lower: (number | null)[];
  upper: (number | null)[];
  /** The chi-square test of "group and prediction independent"; null where V is undefined. */
  p_value: (number | null)[];
  /** Benjamini-Hochberg at rate `fdr` over the classes; false where V is undefined. */
  significant: (boolean | null)[];
}

/** The columns the per-class table needs, checked by api.ts. */
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

// ---------------------------------------------------------------------------
// Per-group performance and detection recall (FACET)

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

// ---------------------------------------------------------------------------
// The visual fairness indicators of Goyal et al. 2022

export interface HarmfulLabel {
  label: string;
  type: string;
  /** [group][threshold] */
  rate: (number | null)[][];
  gap: (number | null)[][];
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

/** The geodiversity view route: household-averaged scores per group with a household bootstrap. */
export interface GeoResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  by: string;
  groupings: string[];
  threshold: number;
  resamples: number;
  level: number;
  groups: string[];
  households: number[];
  images: number[];
  hits: number[];
  score: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  image_rate: (number | null)[];
  /** Welch's t-test of the group's households against every other household (null: untested). */
  p_value?: (number | null)[];
  significant?: boolean[];
  fdr?: number;
}

/** The retrieval view route: mean Precision@K per query group, `[group][k]`. */
export interface RetrievalResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  level: number;
  groups: string[];
  ks: number[];
  queries: number[];
  precision: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
  /** `[group][k]`: Welch's t-test against the other groups' queries (null: untested). */
  p_value?: (number | null)[][];
  significant?: boolean[][];
  fdr?: number;
}

/** One side of a `diff`: the report it read. */
export interface DiffSide {
  run: string;
  step: number;
  wall_time: number;
}

/** Where a diff row was found: in both reports or in one only. */
export type Presence = 'both' | 'a' | 'b';

/**
 * What became of a row's (or a headline's) bias from A to B: `worsened` / `improved` when the
 * change is significant (rows: Benjamini-Hochberg at `fdr`; headlines: at `level`, each alone),
 * by its sign (the bias grew: worsened); `unchanged` when defined and not significant;
 * `undetermined` when the bias is undefined on a side or the row is in one report only.
 */
export type Verdict = 'worsened' | 'improved' | 'unchanged' | 'undetermined';

/** The verdicts, in the order the compare view lists them. */
export const VERDICTS: readonly Verdict[] = ['worsened', 'improved', 'unchanged', 'undetermined'];

/**
 * `GET diff`: the kind's bias rows aligned by key, sorted by change descending (the largest
 * worsening first; rows without a change last). `value_*` is the signed value (a gap), `bias_*`
 * the size of the bias (never negative, lower is better) with its interval at `level`.
 */
export interface DiffColumns {
  key: string[];
  value_a: (number | null)[];
  value_b: (number | null)[];
  bias_a: (number | null)[];
  lower_a: (number | null)[];
  upper_a: (number | null)[];
  bias_b: (number | null)[];
  lower_b: (number | null)[];
  upper_b: (number | null)[];
  /** bias_b - bias_a; null when either is undefined. */
  change: (number | null)[];
  /** The interval of the change (MOVER); null when undefined. */
  lower: (number | null)[];
  upper: (number | null)[];
  /** The test of "change = 0"; null when undefined. */
  p_value: (number | null)[];
  verdict: Verdict[];
  /** By bias descending (1: the largest), among the defined rows of each side only. */
  rank_a: (number | null)[];
  rank_b: (number | null)[];
  /** rank_a - rank_b: positive when the row rose; null unless ranked in both. */
  movement: (number | null)[];
  presence: Presence[];
}

export const DIFF_COLUMNS = [
  'key',
  'value_a',
  'value_b',
  'bias_a',
  'lower_a',
  'upper_a',
  'bias_b',
  'lower_b',
  'upper_b',
  'change',
  'lower',
  'upper',
  'p_value',
  'verdict',
  'rank_a',
  'rank_b',
  'movement',
  'presence',
] as const;

/** The row of the largest significant change one way (`diff`'s summary). */
export interface DiffExtreme {
  key: string;
  change: number;
  lower: number | null;
  upper: number | null;
}

/** How many rows got each verdict, and the largest regression and improvement. */
export interface DiffSummary {
  improved: number;
  worsened: number;
  unchanged: number;
  undetermined: number;
  only_in_a: number;
  only_in_b: number;
  largest_regression: DiffExtreme | null;
  largest_improvement: DiffExtreme | null;
}

/** One of the kind's headline numbers in A and in B (`diff`'s `headlines`). */
export interface DiffHeadline {
  name: string;
  title: string;
  /** One line: what the number is (the kind's HeadlineInfo). */
  explanation?: string;
  /** `percent` (a proportion), `count` or `value`. */
  format: string;
  /** Which way is better: `higher`, `lower`, or null (neither: no verdict). */
  better: string | null;
  a: number | null;
  b: number | null;
  a_interval: [number | null, number | null] | null;
  b_interval: [number | null, number | null] | null;
  /** b - a and its interval; null when either side is undefined. */
  change: number | null;
  lower: number | null;
  upper: number | null;
  /** The test of "change = 0" at `level`. */
  p_value?: number | null;
  /** null when `better` is null. */
  verdict: Verdict | null;
}

export interface DiffResponse {
  tag: string;
  a: DiffSide;
  b: DiffSide;
  /** The kind's options as the server resolved them. */
  options: Record<string, unknown>;
  kind: string;
  /** What value_a and value_b are: `gap`, `cramers_v`, ... */
  value: string;
  /** What bias_a and bias_b are, for column heads: `|gap|`, ... */
  bias: string;
  /** What a row's key is (`label`, `class`): the row noun. */
  key: string;
  /** The level of the intervals, and the false discovery rate of the rows' verdicts. */
  level: number;
  fdr: number;
  rows: number;
  columns: DiffColumns;
  summary: DiffSummary;
  headlines: DiffHeadline[];
}

/** `GET trend`: headline numbers per run and step. */
export interface TrendPoint {
  step: number;
  wall_time: number;
  values: Record<string, number | null>;
  /** [lower, upper] at the response's `level` per name that has one (a count has none). */
  intervals?: Record<string, [number | null, number | null]>;
}

export interface TrendSeries {
  run: string;
  points: TrendPoint[];
}

export interface TrendResponse {
  tag: string;
  kind: string;
  options: Record<string, unknown>;
  /** The headline numbers, in display order. */
  names: string[];
  /** The level of the intervals. */
  level?: number;
  series: TrendSeries[];
}

// ---------------------------------------------------------------------------
// The registry of report kinds (`GET kinds`): what each kind declares

/** One option of a kind's tables and views (the query parameter and the export's flag). */
export interface KindOption {
  name: string;
  /** `float`, `int`, `str` or `choice` (one of `choices`). */
  type: string;
  /** null: resolved from the report (e.g. `min_count` from the writer's). */
  default: unknown;
  help: string;
  minimum: number | null;
  maximum: number | null;
  minimum_open: boolean;
  maximum_open: boolean;
  choices: string[] | null;
  /** The plain label of the option's control ("Min count"); absent from an older server. */
  title?: string;
}

/** One exported table of a kind (the `table` route's `table`; the first is the default). */
export interface KindTable {
  name: string;
  title: string;
  columns: string[];
}

/** How a headline number of `trend` reads. */
export interface KindHeadline {
  name: string;
  title: string;
  /** One line: what the number is. */
  explanation: string;
  /** `percent` (a proportion), `count` or `value`. */
  format: string;
  /** Which way is better: `higher`, `lower`, or null (neither). */
  better: string | null;
}

/** A report kind as the server declares it. */
export interface KindDeclaration {
  name: string;
  title: string;
  version: number;
  options: KindOption[];
  tables: KindTable[];
  /** The signed value `diff` compares (e.g. `gap`, `cramers_v`). */
  compared: string;
  /** The size of the bias `diff` judges: its title (`|gap|`), the signed value it comes from, the key of a row (`label`, `class`). */
  bias: {name: string; value: string; key: string};
  headlines: KindHeadline[];
  /** The view routes' paths: the kind's name, then `name/view` for the others. */
  views: string[];
}

/** `GET kinds`: every kind the server reads, in the registry's order. */
export interface KindsResponse {
  kinds: KindDeclaration[];
}

// ---------------------------------------------------------------------------
// One row drilled down (`GET row`)

/** A row's bias in one report: its signed value, its size and the size's interval at `level` (null: the report lacks the row, or it is undefined there). */
export interface RowPoint {
  step: number;
  wall_time: number;
  /** The report has the row (its numbers may still be null: undefined there). */
  present: boolean;
  value: number | null;
  bias: number | null;
  lower: number | null;
  upper: number | null;
}

/** The row in the latest report of one run holding the tag. */
export interface RowRun extends RowPoint {
  run: string;
}

/** The row's counts per identity or group: the kind's detail table (its columns depend on the kind). */
export interface RowDetail {
  columns: string[];
  /** One record per identity or group, keyed by `columns`. */
  rows: Record<string, unknown>[];
  /** What the table was read with (the label's count, the options resolved...). */
  head: Record<string, unknown>;
}

/** `GET row?tag=T&run=R[&step=S]&key=K[&<options>]`: one row (a label, a class) drilled down. */
export interface RowResponse {
  tag: string;
  run: string;
  step: number;
  kind: string;
  key: string;
  /** What `value` is (`gap`, `cramers_v`...) and what `bias` is (`|gap|`, `V`...), as `diff` says. */
  value: string;
  bias: string;
  /** The level of the intervals. */
  level: number;
  detail: RowDetail;
  /** The latest report of every run holding the tag (the server's order). */
  runs: RowRun[];
  /** Every step of `run`, in order. */
  steps: RowPoint[];
}
