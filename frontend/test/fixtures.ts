/** Small tables shaped like the associations route's response (docs/http_api.md). */
import type {AssociationsResponse, SkewClassResponse, SkewResponse, ValueState} from '../src/types.js';

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
  /** The interval, p-value and bound; null (the default) where undefined. */
  lower?: number | null;
  upper?: number | null;
  p_value?: number | null;
  bound?: number | null;
  significant?: boolean;
  insufficient?: boolean;
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
      lower: col((r) => r.lower ?? null),
      upper: col((r) => r.upper ?? null),
      p_value: col((r) => r.p_value ?? null),
      bound: col((r) => r.bound ?? null),
      significant: col((r) => r.significant ?? false),
      insufficient: col((r) => r.insufficient ?? false),
    },
    states: {
      value_a: va.map((x) => x[1]),
      value_b: vb.map((x) => x[1]),
      gap: g.map((x) => x[1]),
    },
    level: 0.95,
    q: 0.05,
    min_count: 10,
    rank_by: 'gap',
    overlap_known: true,
    significant: rows.filter((r) => r.significant === true).length,
    insufficient: rows.filter((r) => r.insufficient === true).length,
  };
}

/** The labels of `order`, for readable assertions. */
export function labelsOf(report: AssociationsResponse, order: ArrayLike<number>): string[] {
  return Array.from(order, (i) => report.columns.label[i]);
}

export interface SkewRowSpec {
  class: string;
  n?: number;
  /** A value of V, or the key of `reasons` saying why it is undefined. */
  v?: number | string;
  band?: string | null;
  accuracy?: number | null;
  worst_group?: string | null;
  worst_group_accuracy?: number | null;
  gap?: number | null;
  /** V's interval (default: V ± 0.05, clipped to [0, 1]; null without V), p-value (default 0.5) and mark. */
  lower?: number | null;
  upper?: number | null;
  p_value?: number | null;
  significant?: boolean;
}

const BAND_OF = (v: number) => (v < 0.1 ? 'negligible' : v < 0.3 ? 'small' : v < 0.5 ? 'medium' : 'large');

/** A skew route response (docs/http_api.md) with one row per spec, in the order given. */
export function makeSkewReport(rows: SkewRowSpec[]): SkewResponse {
  const col = <T>(f: (r: SkewRowSpec) => T) => rows.map(f);
  const v = (r: SkewRowSpec) => (typeof r.v === 'number' ? r.v : r.v === undefined ? 0 : null);
  return {
    run: 'clip',
    tag: 'skew/val',
    step: 3,
    wall_time: 1732233700,
    mev: 5,
    model: {
      skew_size: 1.42,
      skew_size_state: null,
      classes_with_v: rows.filter((r) => typeof r.v !== 'string').length,
      classes: rows.length,
      n: 10000,
      overall_accuracy: 0.81,
      mean_accuracy: 0.79,
      worst_group: 'darker',
      worst_group_accuracy: 0.74,
      gap: 0.07,
      demographic_parity: 0.12,
      demographic_parity_label: 'nurse',
      equalized_odds: 0.31,
      equalized_odds_label: 'surgeon',
      parity_state: null,
    },
    groups: [
      {name: 'lighter', n: 5200, accuracy: 0.84},
      {name: 'darker', n: 4800, accuracy: 0.74},
    ],
    rows: rows.length,
    columns: {
      class: col((r) => r.class),
      n: col((r) => r.n ?? 10),
      cramers_v: col(v),
      band: col((r) => {
        if (r.band !== undefined) return r.band as SkewResponse['columns']['band'][number];
        const x = v(r);
        return x === null ? null : (BAND_OF(x) as SkewResponse['columns']['band'][number]);
      }),
      accuracy: col((r) => (r.accuracy === undefined ? 0.5 : r.accuracy)),
      worst_group: col((r) => (r.worst_group === undefined ? 'darker' : r.worst_group)),
      worst_group_accuracy: col((r) => (r.worst_group_accuracy === undefined ? 0.4 : r.worst_group_accuracy)),
      gap: col((r) => (r.gap === undefined ? 0.1 : r.gap)),
      table_rows: col(() => 2),
      table_columns: col(() => 3),
      dropped_columns: col(() => 0),
      lower: col((r) => (r.lower !== undefined ? r.lower : typeof v(r) === 'number' ? Math.max(0, (v(r) as number) - 0.05) : null)),
      upper: col((r) => (r.upper !== undefined ? r.upper : typeof v(r) === 'number' ? Math.min(1, (v(r) as number) + 0.05) : null)),
      p_value: col((r) => (r.p_value !== undefined ? r.p_value : v(r) === null ? null : 0.5)),
      significant: col((r) => r.significant === true),
    },
    level: 0.95,
    q: 0.05,
    significant: rows.filter((r) => r.significant === true).length,
    states: {cramers_v: col((r) => (typeof r.v === 'string' ? r.v : null))},
    reasons: {
      no_examples: 'no examples of this class',
      one_group: 'every example of this class comes from one group',
      one_prediction: 'every example of this class has the same predicted label',
      filtered: 'fewer than two predicted labels are left after the mev filter',
      too_few_classes: 'fewer than three classes have a value of V',
      constant: 'every class has the same V',
      open_vocabulary: 'some predicted labels are not class names',
    },
  };
}

/** The classes of `order`, for readable assertions. */
export function classesOf(report: SkewResponse, order: ArrayLike<number>): string[] {
  return Array.from(order, (i) => report.columns.class[i]);
}

/** A skew_class response: the paper's Figure 1 in miniature (nurse, two groups). */
export function makeSkewClass(): SkewClassResponse {
  return {
    run: 'clip',
    tag: 'skew/val',
    step: 3,
    class: 'nurse',
    mev: 5,
    cramers_v: 0.41,
    band: 'medium',
    state: null,
    groups: ['lighter', 'darker'],
    group_n: [120, 110],
    group_accuracy: [0.8, 0.6],
    labels: ['nurse', 'surgeon', 'doctor'],
    correct: [true, false, false],
    kept: [true, true, false],
    counts: [
      [96, 10, 14],
      [66, 40, 4],
    ],
    expected: [
      [84.5, 26.1, 9.4],
      [77.5, 23.9, 8.6],
    ],
    other: [0, 0],
    other_labels: 0,
    total_labels: 3,
    mistakes: [
      {group: 'darker', rank: 2, label: 'doctor', count: 4, share: 4 / 110},
      {group: 'lighter', rank: 1, label: 'doctor', count: 14, share: 14 / 120},
      {group: 'darker', rank: 1, label: 'surgeon', count: 40, share: 40 / 110},
      {group: 'lighter', rank: 2, label: 'surgeon', count: 10, share: 10 / 120},
    ],
  };
}
