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
/** The columns of the test's power: optional (older servers omit them), `rows` long when sent. */
export const POWER_COLUMNS = ['mde', 'more_examples', 'underpowered'] as const;
/** `rank_by` of the route: by the signed gap, or by the conservative bound (its choices and default: the kind's declaration). */
export type RankBy = 'signed' | 'bound';

/**
 * A numeric column: a JSON array, or a typed array of the columnar answer (`Api.viewColumnar`),
 * where NaN stands for null. Read a cell with a finiteness test (`Number.isFinite`), never `?? null`.
 */
export type NumberColumn = ArrayLike<number | null>;
/** A flag column: booleans (JSON) or 0/1 (columnar): read a cell as truthy, never `=== true`. */
export type FlagColumn = ArrayLike<boolean | number>;

export interface AssociationColumns {
  label: string[];
  count: NumberColumn;
  count_a: NumberColumn;
  count_b: NumberColumn;
  value_a: NumberColumn;
  value_b: NumberColumn;
  gap: NumberColumn;
  /** The gap's interval at `level`; null where undefined. */
  lower: NumberColumn;
  upper: NumberColumn;
  /** Two-sided, for "gap = 0"; null where undefined or insufficient. */
  p_value: NumberColumn;
  /** The interval's end nearest zero (0 when it holds 0); null where undefined or insufficient. */
  bound: NumberColumn;
  /** A Benjamini-Hochberg discovery at rate `fdr`. */
  significant: FlagColumn;
  /** c(y), c(a) or c(b) below `min_count`. */
  insufficient: FlagColumn;
  /**
   * The smallest gap the row's test detects at `power` and `level`, in the gap's unit (a
   * difference of rates for "dp"); null where undefined. Optional: older servers omit it.
   */
  mde?: NumberColumn;
  /** How many more examples the report needs (every identity growing in proportion) to detect `min_gap`; 0: enough. */
  more_examples?: NumberColumn;
  /** Not significant while `mde` exceeds `min_gap`: its missing ★ is not a finding. */
  underpowered?: FlagColumn;
  /** A window's rows (`window`): each row's index in the whole table, in the server's order. */
  row?: NumberColumn;
}

export type AssociationStates = Record<StateColumn, (ValueState | null)[]>;

/** A bin of `window.histogram` (histograms.ts Bin's). */
export interface WindowBin {
  x0: number;
  x1: number;
  count: number;
}

/** A bin of `window.count_distribution` (histograms.ts CountBin's). */
export interface WindowCountBin {
  x0: number;
  x1: number;
  top: number;
  all: number;
}

/**
 * What a windowed answer (`max_rows`, past it) holds besides its rows: what the view would
 * otherwise compute from every row shown, as histograms.ts computes it (tb_fairness/kinds/label_associations/window.py).
 */
export interface AssociationsWindow {
  /** Rows of the whole table. */
  total: number;
  /** Rows passing the search and the filters. */
  matched: number;
  offset: number;
  limit: number;
  sort: Column;
  dir: 'asc' | 'desc';
  q: string;
  k: number;
  /** gapHistogram over the matched rows. */
  histogram: {bins: WindowBin[]; finite: number; non_finite: {pos_inf: number; neg_inf: number; undefined: number}};
  /** countDistribution over the matched rows in display order. */
  count_distribution: {
    bins: WindowCountBin[];
    k: number;
    top_shown: number;
    all_shown: number;
    zero: number;
    top_median: number | null;
    all_median: number | null;
  };
}

/** The label-association view route: `?run=R&tag=T[&step=S]&metric=M&a=A[&b=B][&level=L&fdr=F&min_count=C&rank_by=K][&max_rows=M&…]` */
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
  /**
   * The whole table's whiskers' x domain (cells.ts intervalDomain's rule, computed by the
   * server so that the tab does not sort every row's limits).
   */
  domain: [number, number];
  /** Rows of the whole table with a p-value, and of them with the low-power mark (cells.ts testCounts's). */
  tested: number;
  low_power: number;
  /**
   * Past `max_rows` rows, a window of the table: `rows`, `columns` and `states` are the
   * window's (with `row`), the head's counts the whole table's.
   */
  window?: AssociationsWindow;
}
