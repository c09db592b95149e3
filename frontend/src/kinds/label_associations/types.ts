/**
 * The label-association view route's response (docs/http_api.md: its columns,
 * their states and the identities and metrics it was read with), and the
 * ranked-gap table's column names.
 */
import type {ValueState} from '../../types.js';

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
  /**
   * The smallest gap the row's test detects at `power` and `level`, in the gap's unit (a
   * difference of rates for "dp"); null where undefined. Optional: older servers omit it.
   */
  mde?: (number | null)[];
  /** How many more examples the report needs (every identity growing in proportion) to detect `min_gap`; 0: enough. */
  more_examples?: (number | null)[];
  /** Not significant while `mde` exceeds `min_gap`: its missing ★ is not a finding. */
  underpowered?: boolean[];
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
  /** The power `mde` is at (0.8). Optional, with the columns of power: older servers omit them. */
  power?: number;
  /** The smallest gap that matters, in the gap's unit. */
  min_gap?: number;
  /** How many rows are underpowered. */
  underpowered?: number;
}
