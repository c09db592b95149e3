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

/** The seven columns of the ranked-gap table, in display (and CSV) order. */
export const COLUMNS = ['label', 'count', 'count_a', 'count_b', 'value_a', 'value_b', 'gap'] as const;
export type Column = (typeof COLUMNS)[number];
export type NumericColumn = Exclude<Column, 'label'>;
/** The columns that may hold infinite or undefined values, spelled out in `states`. */
export const STATE_COLUMNS = ['value_a', 'value_b', 'gap'] as const;
export type StateColumn = (typeof STATE_COLUMNS)[number];

export interface AssociationColumns {
  label: string[];
  count: number[];
  count_a: number[];
  count_b: number[];
  value_a: (number | null)[];
  value_b: (number | null)[];
  gap: (number | null)[];
}

export type AssociationStates = Record<StateColumn, (ValueState | null)[]>;

/** `GET associations?run=R&tag=T[&step=S]&metric=M&a=A[&b=B]` */
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
}

/** The report kind this view shows; `tags` may list other kinds too. */
export const LABEL_ASSOCIATIONS = 'label_associations';
