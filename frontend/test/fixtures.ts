/** Small tables shaped like the associations route's response (docs/http_api.md). */
import type {
  AssociationsResponse,
  KindDeclaration,
  KindOption,
  KindsResponse,
  SkewClassResponse,
  SkewResponse,
  ValueState,
} from '../src/types.js';

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
    fdr: 0.05,
    min_count: 10,
    rank_by: 'signed',
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
    fdr: 0.05,
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

/** What an option declares besides its name, type and default (the `kinds` route's fields). */
type OptionSpec = Partial<Pick<KindOption, 'minimum' | 'maximum' | 'minimum_open' | 'maximum_open' | 'choices'>>;

function option(name: string, type: string, dflt: unknown, spec: OptionSpec = {}): KindOption {
  return {
    name,
    type,
    default: dflt,
    help: name,
    minimum: null,
    maximum: null,
    minimum_open: false,
    maximum_open: false,
    choices: null,
    ...spec,
  };
}

const choice = (name: string, dflt: string, choices: string[]) => option(name, 'choice', dflt, {choices});

/** The server's guard maximum of whole numbers (tb_fairness/kinds/options.py MAX_INT). */
const MAX_INT = 1e9;

/**
 * The options every kind declares (tb_fairness/kinds/options.py LEVEL and FDR): the level of
 * the intervals in [0.5, 1), the false discovery rate of the marks in (0, 1).
 */
const COMMON = [
  option('level', 'float', 0.95, {minimum: 0.5, maximum: 1, maximum_open: true}),
  option('fdr', 'float', 0.05, {minimum: 0, maximum: 1, minimum_open: true, maximum_open: true}),
];

/**
 * The options of every kind, as the server declares them (tb_fairness/kinds/*.py, `GET kinds`):
 * the same names, types, defaults, bounds and choices, in the same order.
 */
export const KIND_OPTIONS: Readonly<Record<string, KindOption[]>> = {
  label_associations: [
    choice('metric', 'npmi_xy', ['dp', 'pmi', 'npmi_y', 'npmi_xy', 'pmi2', 'sdc', 'ji', 'llr', 'tau_b', 't_test']),
    option('a', 'str', null),
    option('b', 'str', null),
    choice('rank_by', 'signed', ['signed', 'bound']),
    option('min_count', 'int', null, {minimum: 0, maximum: MAX_INT}),
    option('gap_threshold', 'float', 0.1, {minimum: 0, maximum: 1e6}),
    ...COMMON,
  ],
  skew_size: [
    choice('table', 'classes', ['classes', 'class']),
    option('mev', 'float', 5, {minimum: 0, maximum: MAX_INT}),
    option('class_name', 'str', null),
    ...COMMON,
  ],
  group_metrics: [
    choice('table', 'cells', ['cells', 'disparity']),
    choice('metric', 'recall', ['recall', 'tnr']),
    option('grouping', 'str', null),
    option('a', 'str', null),
    option('b', 'str', null),
    option('min_count', 'int', null, {minimum: 1, maximum: MAX_INT}),
    choice('rank_by', 'signed', ['signed', 'bound']),
    ...COMMON,
  ],
  detection_recall: [
    choice('table', 'cells', ['cells', 'disparity']),
    option('grouping', 'str', null),
    option('a', 'str', null),
    option('b', 'str', null),
    option('min_count', 'int', null, {minimum: 1, maximum: MAX_INT}),
    choice('rank_by', 'signed', ['signed', 'bound']),
    ...COMMON,
  ],
  harmful_label_association: [choice('table', 'rates', ['rates', 'labels']), option('threshold', 'float', null), ...COMMON],
  geodiversity: [
    choice('by', 'income', ['region', 'income', 'income_region']),
    option('resamples', 'int', 1000, {minimum: 10, maximum: 100000}),
    ...COMMON,
  ],
  retrieval_precision: [...COMMON],
};

/** The declaration of kind `name` (makeKinds), for the state modules' tests; throws for a kind it lacks. */
export function kindFixture(name: string): KindDeclaration {
  const decl = makeKinds().kinds.find((k) => k.name === name);
  if (!decl) throw new Error(`no fixture of kind ${name}`);
  return decl;
}

/** A kind of the fixture with its option `name` changed (another default, other bounds...). */
export function withOption(kind: KindDeclaration, name: string, patch: Partial<KindOption>): KindDeclaration {
  return {...kind, options: kind.options.map((o) => (o.name === name ? {...o, ...patch} : o))};
}

/** A kind only the name of which is known: it declares no option. */
export function bareKind(name: string): KindDeclaration {
  return {name, title: name, version: 1, options: [], tables: [], compared: 'value', headlines: [], views: [name]};
}

/** The kinds as the `kinds` route declares them: every kind's options (KIND_OPTIONS); tables and headlines of the first two. */
export function makeKinds(): KindsResponse {
  return {
    kinds: [
      {
        name: 'label_associations',
        title: 'label-association',
        version: 2,
        options: KIND_OPTIONS.label_associations,
        tables: [{name: 'gaps', title: 'Labels ranked by gap', columns: ['label', 'count', 'gap']}],
        compared: 'gap',
        headlines: [
          {name: 'max_abs_gap', title: 'Largest |gap|', explanation: 'The largest absolute gap.', format: 'value', better: 'lower'},
          {name: 'labels_above_threshold', title: 'Labels above', explanation: 'How many labels.', format: 'count', better: 'lower'},
        ],
        views: ['label_associations'],
      },
      {
        name: 'skew_size',
        title: 'SkewSize',
        version: 1,
        options: KIND_OPTIONS.skew_size,
        tables: [
          {name: 'classes', title: "Classes ranked by Cramér's V", columns: ['class', 'n', 'cramers_v']},
          {name: 'class', title: "One class's groups x predicted labels", columns: ['group', 'label', 'count']},
        ],
        compared: 'cramers_v',
        headlines: [
          {name: 'skew_size', title: 'SkewSize', explanation: 'The skewness of V.', format: 'value', better: 'higher'},
          {name: 'overall_accuracy', title: 'Overall accuracy', explanation: 'Over every example.', format: 'percent', better: 'higher'},
        ],
        views: ['skew_size', 'skew_size/class'],
      },
      // The other kinds: their options (what the views read); tables and headlines left out.
      ...['group_metrics', 'detection_recall', 'harmful_label_association', 'geodiversity', 'retrieval_precision'].map((name) => ({
        ...bareKind(name),
        options: KIND_OPTIONS[name],
      })),
    ],
  };
}
