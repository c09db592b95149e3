/** Small tables shaped like the associations route's response (docs/http_api.md). */
import type {KindDeclaration, KindOption, KindsResponse, ValueState} from '../src/types.js';
import type {AssociationsResponse} from '../src/kinds/label_associations/types.js';
import type {CalibrationTable} from '../src/kinds/binary_classification/types.js';
import type {SkewClassResponse, SkewResponse} from '../src/kinds/skew_size/types.js';
import type {DiffHeadline, DiffResponse, RowResponse, Verdict} from '../src/types_across_reports.js';

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

/** The JSON answer's columns: plain arrays (the tests change cells in place). */
export interface JsonColumns {
  label: string[];
  count: number[];
  count_a: number[];
  count_b: number[];
  value_a: (number | null)[];
  value_b: (number | null)[];
  gap: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  p_value: (number | null)[];
  bound: (number | null)[];
  significant: boolean[];
  insufficient: boolean[];
  mde?: (number | null)[];
  more_examples?: (number | null)[];
  underpowered?: boolean[];
  row?: number[];
}

/** An associations response as the JSON route answers it. */
export type JsonAssociations = Omit<AssociationsResponse, 'columns'> & {columns: JsonColumns};

export function makeReport(rows: RowSpec[]): JsonAssociations {
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
    // The server's summary (window_charts.summary); the tests of the legend and the domain
    // compute theirs from the columns (cells.ts).
    domain: [-1, 1],
    tested: rows.filter((r) => r.p_value !== undefined && r.p_value !== null).length,
    low_power: 0,
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
  /** Groups left out of the worst group (default 0). */
  worst_group_excluded?: number;
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
      worst_group_excluded: col((r) => r.worst_group_excluded ?? 0),
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
type OptionSpec = Partial<Pick<KindOption, 'minimum' | 'maximum' | 'minimum_open' | 'maximum_open' | 'choices' | 'used_by' | 'requires'>>;

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
    used_by: ['view', 'compare', 'headline'],
    ...spec,
  };
}

const choice = (name: string, dflt: string, choices: string[], spec: OptionSpec = {}) => option(name, 'choice', dflt, {choices, ...spec});

/** The `used_by` of the options no headline reads (tb_fairness/kinds/*.py). */
const VIEW_ONLY: OptionSpec = {used_by: ['view']};
const NOT_HEADLINE: OptionSpec = {used_by: ['view', 'compare']};

/** The server's guard maximum of whole numbers (tb_fairness/kinds/options.py MAX_INT). */
const MAX_INT = 1e9;

/**
 * The options every kind declares (tb_fairness/kinds/options.py LEVEL and FDR): the level of
 * the intervals in [0.5, 1), the false discovery rate of the marks in (0, 1).
 */
const COMMON = [
  option('level', 'float', 0.95, {minimum: 0.5, maximum: 1, maximum_open: true}),
  option('fdr', 'float', 0.05, {minimum: 0, maximum: 1, minimum_open: true, maximum_open: true, ...NOT_HEADLINE}),
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
    choice('rank_by', 'signed', ['signed', 'bound'], VIEW_ONLY),
    option('min_count', 'int', null, {minimum: 0, maximum: MAX_INT}),
    option('gap_threshold', 'float', 0.1, {minimum: 0, maximum: 1e6, used_by: ['headline']}),
    ...COMMON,
  ],
  skew_size: [
    choice('table', 'classes', ['classes', 'class'], VIEW_ONLY),
    option('mev', 'float', 5, {minimum: 0, maximum: MAX_INT}),
    option('class_name', 'str', null, VIEW_ONLY),
    option('min_count', 'int', 50, {minimum: 1, maximum: MAX_INT, used_by: ['view', 'headline']}),
    ...COMMON,
  ],
  group_metrics: [
    choice('table', 'cells', ['cells', 'disparity'], VIEW_ONLY),
    choice('metric', 'recall', ['recall', 'tnr']),
    option('grouping', 'str', null),
    option('a', 'str', null, {...NOT_HEADLINE, requires: ['b']}),
    option('b', 'str', null, {...NOT_HEADLINE, requires: ['a']}),
    option('min_count', 'int', null, {minimum: 1, maximum: MAX_INT}),
    choice('rank_by', 'signed', ['signed', 'bound'], VIEW_ONLY),
    ...COMMON,
  ],
  detection_recall: [
    choice('table', 'cells', ['cells', 'disparity'], VIEW_ONLY),
    option('grouping', 'str', null),
    option('a', 'str', null, {...NOT_HEADLINE, requires: ['b']}),
    option('b', 'str', null, {...NOT_HEADLINE, requires: ['a']}),
    option('min_count', 'int', null, {minimum: 1, maximum: MAX_INT}),
    choice('rank_by', 'signed', ['signed', 'bound'], VIEW_ONLY),
    ...COMMON,
  ],
  harmful_label_association: [choice('table', 'rates', ['rates', 'labels'], VIEW_ONLY), option('threshold', 'float', null), ...COMMON],
  geodiversity: [
    choice('by', 'income', ['region', 'income', 'income_region']),
    option('resamples', 'int', 1000, {minimum: 10, maximum: 100000}),
    ...COMMON,
  ],
  retrieval_precision: [...COMMON],
  binary_classification: [
    choice('table', 'cells', ['cells', 'ratios', 'metrics', 'baseline'], VIEW_ONLY),
    choice('metric', 'tpr', ['tpr', 'fpr', 'fnr', 'tnr', 'precision', 'npv', 'fdr', 'for', 'selection_rate', 'accuracy'], VIEW_ONLY),
    option('grouping', 'str', null),
    option('threshold', 'float', null),
    option('baseline', 'str', null, VIEW_ONLY),
    option('label', 'str', null),
    option('min_count', 'int', null, {minimum: 1, maximum: MAX_INT}),
    option('bins', 'int', 10, {minimum: 2, maximum: 10, ...VIEW_ONLY}),
    ...COMMON,
  ],
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
  return {
    name,
    title: name,
    version: 1,
    options: [],
    tables: [],
    compared: 'value',
    bias: {name: 'value', value: 'value', key: ''},
    headlines: [],
    views: [name],
  };
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
        bias: {name: '|gap|', value: 'gap', key: 'label'},
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
        bias: {name: 'V', value: 'cramers_v', key: 'class'},
        headlines: [
          {name: 'skew_size', title: 'SkewSize', explanation: 'The skewness of V.', format: 'value', better: 'higher'},
          {name: 'overall_accuracy', title: 'Overall accuracy', explanation: 'Over every example.', format: 'percent', better: 'higher'},
        ],
        views: ['skew_size', 'skew_size/class'],
      },
      // The other kinds: their options (what the views read); tables and headlines left out.
      ...[
        'group_metrics',
        'detection_recall',
        'harmful_label_association',
        'geodiversity',
        'retrieval_precision',
        'binary_classification',
      ].map((name) => ({
        ...bareKind(name),
        options: KIND_OPTIONS[name],
      })),
    ],
  };
}

// ---------------------------------------------------------------------------
// `diff` responses (the size of the bias compared, with a verdict per row)

/** One row of a diff fixture: the signed values on each side (null: undefined or absent there). */
export interface DiffRowSpec {
  key: string;
  a: number | null;
  b: number | null;
  /** Where the row was found; by default from which side is null. */
  presence?: 'both' | 'a' | 'b';
  /** By default: undetermined without a change, else no_significant_change. */
  verdict?: Verdict;
  /** The change's interval; by default change ± 0.1. */
  lower?: number | null;
  upper?: number | null;
  p_value?: number | null;
}

/** A headline of a diff, label-association style (the largest |gap| fell from 1.08 to 0.12). */
export function diffHeadline(over: Partial<DiffHeadline> = {}): DiffHeadline {
  return {
    name: 'max_abs_gap',
    title: 'Largest |gap|',
    format: 'value',
    better: 'lower',
    a: 1.08,
    b: 0.12,
    a_interval: [0.9, 1.2],
    b_interval: [0.05, 0.2],
    change: -0.96,
    lower: -1.1,
    upper: -0.8,
    verdict: 'improved',
    ...over,
  };
}

/**
 * A diff response shaped as the route sends it (docs/http_api.md, GET diff): the bias is
 * |value|, the change bias_b − bias_a, the ranks by bias descending among the defined rows,
 * the summary counted from the verdicts. Rows stay in the order given.
 */
export function makeDiff(rows: DiffRowSpec[], over: Partial<DiffResponse> = {}): DiffResponse {
  const abs = (v: number | null) => (v === null ? null : Math.abs(v));
  const rank = (vals: (number | null)[]) => {
    const sorted = vals.filter((v): v is number => v !== null).sort((x, y) => y - x);
    return vals.map((v) => (v === null ? null : sorted.indexOf(v) + 1));
  };
  const bias_a = rows.map((r) => abs(r.a));
  const bias_b = rows.map((r) => abs(r.b));
  const change = rows.map((_, i) => (bias_a[i] !== null && bias_b[i] !== null ? bias_b[i]! - bias_a[i]! : null));
  const verdict: Verdict[] = rows.map((r, i) => (change[i] === null ? 'undetermined' : (r.verdict ?? 'no_significant_change')));
  const rank_a = rank(bias_a);
  const rank_b = rank(bias_b);
  const presence = rows.map((r) => r.presence ?? (r.a === null && r.b !== null ? 'b' : r.b === null && r.a !== null ? 'a' : 'both'));
  const lower = rows.map((r, i) => (r.lower !== undefined ? r.lower : change[i] === null ? null : change[i]! - 0.1));
  const upper = rows.map((r, i) => (r.upper !== undefined ? r.upper : change[i] === null ? null : change[i]! + 0.1));
  const count = (v: Verdict) => verdict.filter((x) => x === v).length;
  const extreme = (v: Verdict, pick: (x: number, y: number) => boolean) => {
    let best: number | null = null;
    for (let i = 0; i < rows.length; i++) if (verdict[i] === v && (best === null || pick(change[i]!, change[best]!))) best = i;
    return best === null
      ? null
      : {
          key: rows[best].key,
          bias_a: bias_a[best],
          bias_b: bias_b[best],
          change: change[best]!,
          lower: lower[best],
          upper: upper[best],
          interval: 'fcr' as const,
        };
  };
  return {
    tag: 'assoc',
    a: {run: 'a', step: 1, wall_time: 1},
    b: {run: 'b', step: 1, wall_time: 2},
    options: {metric: 'dp', a: 'woman', b: 'man'},
    kind: 'label_associations',
    value: 'gap',
    bias: '|gap|',
    key: 'label',
    format: 'value',
    level: 0.95,
    fdr: 0.05,
    rows: rows.length,
    columns: {
      key: rows.map((r) => r.key),
      value_a: rows.map((r) => r.a),
      value_b: rows.map((r) => r.b),
      bias_a,
      lower_a: bias_a.map((v) => (v === null ? null : Math.max(0, v - 0.05))),
      upper_a: bias_a.map((v) => (v === null ? null : v + 0.05)),
      bias_b,
      lower_b: bias_b.map((v) => (v === null ? null : Math.max(0, v - 0.05))),
      upper_b: bias_b.map((v) => (v === null ? null : v + 0.05)),
      change,
      lower,
      upper,
      p_value: rows.map((r, i) => (r.p_value !== undefined ? r.p_value : change[i] === null ? null : 0.5)),
      q_value: rows.map((r, i) => (r.p_value !== undefined ? r.p_value : change[i] === null ? null : 0.5)),
      interval: verdict.map((v) => (v === 'worsened' || v === 'improved' ? 'fcr' : 'marginal')),
      verdict,
      rank_a,
      rank_b,
      movement: rows.map((_, i) => (rank_a[i] !== null && rank_b[i] !== null ? rank_a[i]! - rank_b[i]! : null)),
      presence,
    },
    summary: {
      improved: count('improved'),
      worsened: count('worsened'),
      no_significant_change: count('no_significant_change'),
      undetermined: count('undetermined'),
      only_in_a: presence.filter((p) => p === 'a').length,
      only_in_b: presence.filter((p) => p === 'b').length,
      largest_regression: extreme('worsened', (x, y) => x > y),
      largest_improvement: extreme('improved', (x, y) => x < y),
    },
    headlines: [
      diffHeadline(),
      diffHeadline({
        name: 'labels_above_threshold',
        title: 'Labels above',
        format: 'count',
        better: null,
        a: 12,
        b: 9,
        a_interval: null,
        b_interval: null,
        change: -3,
        lower: null,
        upper: null,
        verdict: null,
      }),
    ],
    judgement: {
      overall: count('worsened') ? (count('improved') ? 'mixed' : 'worse') : count('improved') ? 'better' : 'no_significant_change',
      title: 'B is worse',
      worsened: {rows: count('worsened'), headlines: []},
      improved: {rows: count('improved'), headlines: ['max_abs_gap']},
      sentence: "The server's sentence.",
    },
    ...over,
  };
}

/**
 * The comparison of the brief: beard's gap fell from 1.084 to 0.12 (a large improvement),
 * suit's grew from 0.12 to 0.52 (a regression), and rows with no significant change, undefined on a side,
 * and in one report only.
 */
export function exampleDiff(): DiffResponse {
  return makeDiff([
    {key: 'suit', a: 0.12, b: -0.52, verdict: 'worsened', lower: 0.21, upper: 0.59, p_value: 0.0001},
    {key: 'tie', a: 0.3, b: 0.45, verdict: 'worsened', p_value: 0.01},
    {key: 'bike', a: 0.36, b: 0.4},
    {key: 'dress', a: -0.36, b: -0.3},
    {key: 'hat', a: 0.5, b: 0.1, verdict: 'improved', p_value: 0.001},
    {key: 'beard', a: 1.084, b: 0.12, verdict: 'improved', lower: -1.1, upper: -0.8, p_value: 1e-7},
    {key: 'scarf', a: null, b: -0.2},
    {key: 'cup', a: null, b: 0.3, presence: 'both'},
    {key: 'pan', a: 0.2, b: null},
  ]);
}

/**
 * A `row` response of a label-association report (docs/http_api.md `GET row`): label `beard`
 * of run `model_b` at step 2, per identity; three runs (model_c lacks the label), and the
 * steps of model_b (step 1 without it).
 */
export function makeRow(over: Partial<RowResponse> = {}): RowResponse {
  return {
    tag: 'associations/val',
    run: 'model_b',
    step: 2,
    kind: 'label_associations',
    key: 'beard',
    value: 'gap',
    bias: '|gap|',
    level: 0.95,
    detail: {
      columns: ['identity', 'count', 'count_label', 'rate', 'lower', 'upper', 'value'],
      rows: [
        {identity: 'man', count: 5000, count_label: 42, rate: 0.0084, lower: 0.006, upper: 0.011, value: 0.4},
        {identity: 'woman', count: 4000, count_label: 2, rate: 0.0005, lower: 0.0001, upper: 0.0018, value: null},
      ],
      head: {label: 'beard', count: 44, n: 10000},
    },
    runs: [
      {run: 'model_a', step: 2, wall_time: 1.0, present: true, value: 1.1, bias: 1.1, lower: 0.25, upper: 1.19},
      {run: 'model_c', step: 5, wall_time: 2.0, present: false, value: null, bias: null, lower: null, upper: null},
      {run: 'model_b', step: 2, wall_time: 1.0, present: true, value: -0.5, bias: 0.5, lower: 0.1, upper: 0.9},
    ],
    steps: [
      {step: 0, wall_time: 0.5, present: true, value: 0.9, bias: 0.9, lower: 0.2, upper: 1.1},
      {step: 1, wall_time: 0.7, present: true, value: null, bias: null, lower: null, upper: null},
      {step: 2, wall_time: 1.0, present: true, value: -0.5, bias: 0.5, lower: 0.1, upper: 0.9},
    ],
    ...over,
  };
}

// ---------------------------------------------------------------------------
// `binary_classification/calibration` responses

/**
 * A calibration answer shaped like the route's (tb_fairness/kinds/binary_classification/http.md):
 * three groups over five bins; gender=f the baseline, gender=m with an empty first bin,
 * gender=nb under min_count. No group is surely worse than the baseline. `over` replaces keys.
 */
export function makeCalibration(over: Partial<CalibrationTable> = {}): CalibrationTable {
  return {
    available: true,
    run: 'classifier',
    tag: 'binary/val',
    step: 1,
    label: 'positive',
    grouping: ['gender'],
    bins: 5,
    min_count: 50,
    level: 0.95,
    baseline: 'gender=f',
    edges: [0, 0.2, 0.4, 0.6, 0.8, 1],
    groups: ['gender=f', 'gender=m', 'gender=nb'],
    n: [1480, 1480, 40],
    positives: [574, 554, 18],
    state: ['ok', 'ok', 'insufficient'],
    reason: ['', '', 'fewer than 50 examples'],
    per_bin: {
      count: [
        [244, 431, 382, 275, 148],
        [0, 366, 532, 433, 149],
        [11, 4, 11, 7, 7],
      ],
      positives: [
        [3, 26, 169, 230, 146],
        [0, 30, 200, 300, 140],
        [0, 1, 5, 5, 7],
      ],
      mean_score: [
        [0.105, 0.305, 0.504, 0.695, 0.904],
        [null, 0.31, 0.5, 0.69, 0.9],
        [0.1, 0.3, 0.5, 0.7, 0.9],
      ],
      observed: [
        [0.0123, 0.0603, 0.442, 0.836, 0.986],
        [null, 0.082, 0.376, 0.693, 0.94],
        [0, 0.25, 0.455, 0.714, 1],
      ],
      lower: [
        [0.004, 0.041, 0.393, 0.788, 0.952],
        [null, 0.058, 0.336, 0.648, 0.889],
        [0, 0.046, 0.213, 0.359, 0.646],
      ],
      upper: [
        [0.035, 0.087, 0.492, 0.875, 0.996],
        [null, 0.114, 0.418, 0.734, 0.968],
        [0.259, 0.699, 0.717, 0.918, 1],
      ],
    },
    ece: [0.091, 0.077, null],
    ece_lower: [0.075, 0.06, null],
    ece_upper: [0.108, 0.094, null],
    mce: [0.158, 0.12, null],
    mce_lower: [0.11, 0.08, null],
    mce_upper: [0.2, 0.16, null],
    brier: [0.137, 0.1814, null],
    brier_lower: [0.129, 0.172, null],
    brier_upper: [0.145, 0.19, null],
    baseline_ece: 0.091,
    ece_gap: [0, -0.014, null],
    gap_lower: [-0.025, -0.04, null],
    gap_upper: [0.025, 0.012, null],
    verdict: ['no_significant_gap', 'no_significant_gap', 'undetermined'],
    ...over,
  };
}
