/** Small tables shaped like the associations route's response (docs/http_api.md). */
import type {AssociationsResponse, ValueState} from '../src/types.js';

/** A gap or value cell: a finite number, or one of the states. */
export type Cell = number | ValueState;

export interface RowSpec {
  label: string;
  count?: number;
  count_a?: number;
  count_b?: number;
  value_a?: Cell;
  value_b?: Cell;
  gap?: Cell;
}

function split(c: Cell | undefined): [number | null, ValueState | null] {
  if (c === undefined) return [0, null];
  return typeof c === 'number' ? [c, null] : [null, c];
}

export function makeReport(rows: RowSpec[]): AssociationsResponse {
  const col = <T>(f: (r: RowSpec) => T) => rows.map(f);
  const va = rows.map((r) => split(r.value_a));
  const vb = rows.map((r) => split(r.value_b));
  const g = rows.map((r) => split(r.gap));
  return {
    run: 'model_a',
    tag: 'associations/val',
    step: 4,
    wall_time: 1732233700,
    metric: 'npmi_xy',
    a: 'man',
    b: 'woman',
    b_label: 'woman',
    n: 1000,
    identities: [
      {name: 'man', count: 310, is_label: true},
      {name: 'woman', count: 290, is_label: true},
    ],
    excluded_labels: ['man', 'woman'],
    metrics: [{name: 'npmi_xy', title: 'nPMI, normalised by p(x,y)', range: [-1, 1]}],
    rows: rows.length,
    columns: {
      label: col((r) => r.label),
      count: col((r) => r.count ?? 1),
      count_a: col((r) => r.count_a ?? 0),
      count_b: col((r) => r.count_b ?? 0),
      value_a: va.map((x) => x[0]),
      value_b: vb.map((x) => x[0]),
      gap: g.map((x) => x[0]),
    },
    states: {
      value_a: va.map((x) => x[1]),
      value_b: vb.map((x) => x[1]),
      gap: g.map((x) => x[1]),
    },
  };
}

/** The labels of `order`, for readable assertions. */
export function labelsOf(report: AssociationsResponse, order: ArrayLike<number>): string[] {
  return Array.from(order, (i) => report.columns.label[i]);
}
