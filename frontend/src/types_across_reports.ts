/**
 * The responses of the routes that read across reports, whatever the kind
 * (docs/http_api.md): `diff` (two reports row by row, with a verdict per row
 * and per headline number), `trend` (the headline numbers over runs and steps)
 * and `row` (one row in every run and over the steps of one).
 */
import type {KindHeadline} from './types.js';

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
 * by its sign (the bias grew: worsened); `no_significant_change` when defined and not
 * significant (which does not show the bias stayed the same); `undetermined` when the bias is
 * undefined on a side or the row is in one report only.
 */
export type Verdict = 'worsened' | 'improved' | 'no_significant_change' | 'undetermined';

/** The verdicts, in the order the compare view lists them. */
export const VERDICTS: readonly Verdict[] = ['worsened', 'improved', 'no_significant_change', 'undetermined'];

/** A verdict in words. */
export const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  worsened: 'worsened',
  improved: 'improved',
  no_significant_change: 'no significant change',
  undetermined: 'undetermined',
};

/**
 * Which interval of the change a row shows: `fcr`, the false-coverage-rate adjusted one
 * (Benjamini-Yekutieli) of a row selected as worsened or improved, which excludes 0; or
 * `marginal`, the one at `level` of a row not selected (it may exclude 0 alone, yet not
 * after the FDR is controlled over the rows: its `q_value` is above `fdr`).
 */
export type IntervalKind = 'fcr' | 'marginal';

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
  /** The interval of the change (MOVER; which one: `interval`); null when undefined. */
  lower: (number | null)[];
  upper: (number | null)[];
  /** The test of "change = 0"; null when undefined. */
  p_value: (number | null)[];
  /** The Benjamini-Hochberg adjusted p-value: the row is selected when it is at most `fdr`. */
  q_value: (number | null)[];
  interval: IntervalKind[];
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
  'q_value',
  'interval',
  'verdict',
  'rank_a',
  'rank_b',
  'movement',
  'presence',
] as const;

/** The row of the largest significant change one way (`diff`'s summary). */
export interface DiffExtreme {
  key: string;
  bias_a: number | null;
  bias_b: number | null;
  change: number;
  lower: number | null;
  upper: number | null;
  interval: IntervalKind;
}

/** How many rows got each verdict, and the largest regression and improvement. */
export interface DiffSummary {
  improved: number;
  worsened: number;
  no_significant_change: number;
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
  /** `bias` (the kind's bias number), `performance` (judged, but not part of the judgement), or null. */
  role?: string | null;
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
  /** Headlines are judged each alone: their interval is the marginal one. */
  interval?: IntervalKind;
  /** Why a side has no number, where the kind says (SkewSize: fewer than three classes have a V); null or absent otherwise. */
  reason_a?: string | null;
  reason_b?: string | null;
  /** null when `better` is null. */
  verdict: Verdict | null;
}

/**
 * The comparison at a glance, from the rows' verdicts and the headlines' together: worse when
 * something worsened and nothing improved, better the reverse, mixed when both,
 * no_significant_change when something was tested and nothing changed, else undetermined.
 */
export type Overall = 'worse' | 'better' | 'mixed' | 'no_significant_change' | 'undetermined';

/** The one judgement the badge, the sentence, the cards, the rows and `tb-fairness check` share. */
export interface DiffJudgement {
  overall: Overall;
  /** The badge: "B is worse"... */
  title: string;
  worsened: {rows: number; headlines: string[]};
  improved: {rows: number; headlines: string[]};
  /** The performance headlines' verdicts: shown, not counted (a model worse for everyone is not less fair). */
  performance?: {name: string; verdict: Verdict | null}[];
  /** The comparison in words (the server's, as `tb-fairness check` prints it). */
  sentence: string;
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
  /** How the value, the bias and the change read: `points` (a difference of rates, in pp) or `value`. */
  format: string;
  /** The level of the intervals, and the false discovery rate of the rows' verdicts. */
  level: number;
  fdr: number;
  rows: number;
  columns: DiffColumns;
  summary: DiffSummary;
  headlines: DiffHeadline[];
  judgement: DiffJudgement;
}

/** `GET trend`: headline numbers per run and step. */
export interface TrendPoint {
  step: number;
  wall_time: number;
  values: Record<string, number | null>;
  /** [lower, upper] at the response's `level` per name that has one (a count has none). */
  intervals?: Record<string, [number | null, number | null]>;
  /** Per number taken over cells: how many were left out as too small to trust. */
  excluded?: Record<string, number>;
}

/** The first step at which a number is significantly worse than at its best before (tb_fairness/metrics/first_worse.py). */
export interface TrendFirstWorse {
  step: number;
  /** The best step before it, which it is compared with. */
  vs_step: number;
  value: number;
  vs_value: number;
  /** value - vs_value, its interval at `level` (the adjusted level: it excludes 0). */
  change: number;
  lower: number;
  upper: number;
  level: number;
  p_value: number;
  /** The p-value's threshold: 1 - the response's level, over `pairs` pairs of steps. */
  threshold: number;
  pairs: number;
}

export interface TrendSeries {
  run: string;
  points: TrendPoint[];
  /** Per number with a better direction: its first significantly worse step, or null; absent from an older server. */
  first_worse?: Record<string, TrendFirstWorse | null>;
}

export interface TrendResponse {
  tag: string;
  kind: string;
  options: Record<string, unknown>;
  /** The headline numbers, in display order. */
  names: string[];
  /** How each reads under these options (the registry's declaration, a `bias` format resolved); absent from an older server. */
  headlines?: KindHeadline[];
  /** The level of the intervals. */
  level?: number;
  /** How the first worse step is found, in words. */
  first_worse_test?: string;
  series: TrendSeries[];
}

// ---------------------------------------------------------------------------
// One row per group over the steps (`GET row_trend`)

/** One group's value at one step, with its interval (null: undefined). */
export interface RowTrendGroup {
  group: string;
  n: number | null;
  value: number | null;
  lower: number | null;
  upper: number | null;
}

export interface RowTrendPoint {
  step: number;
  wall_time: number;
  /** The report has the row. */
  present: boolean;
  /** The row's bias and its interval (null: absent or undefined). */
  bias: number | null;
  lower: number | null;
  upper: number | null;
  groups: RowTrendGroup[];
}

export interface RowTrendSeries {
  run: string;
  points: RowTrendPoint[];
  /** The first step at which the row's bias is significantly worse than at its best before. */
  first_worse: TrendFirstWorse | null;
}

export interface RowTrendResponse {
  tag: string;
  kind: string;
  level: number;
  /** What a row is (`label`, `class`), and its bias (`|gap|`) with the bias's format. */
  key_name: string;
  bias: string;
  format: string;
  /** The rows a picker offers, the largest bias first (at most 1000 of `keys_total`). */
  keys: string[];
  keys_total: number;
  /** The row drawn (null: the keys only), what its groups' value is (`recall`) and how it reads. */
  key: string | null;
  value?: string | null;
  value_format?: string;
  first_worse_test?: string;
  series: RowTrendSeries[];
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
  /** How its numeric columns read, as the kind declares them: `percent` (a rate), `points`, `count`, `p`, `value`. */
  formats?: Record<string, string>;
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
  /** How the value and the bias read: `points` (a difference of rates, in pp) or `value`. */
  format?: string;
  detail: RowDetail;
  /** The latest report of every run holding the tag (the server's order). */
  runs: RowRun[];
  /** Every step of `run`, in order. */
  steps: RowPoint[];
  /** With `vs_run`/`vs_step`: reports A and B, and for whom the row changed (`run` is B then). */
  a?: {run: string; step: number};
  b?: {run: string; step: number};
  groups?: GroupChanges;
}

/**
 * What became of one group's (identity's) value from A to B: it `rose` or `fell`
 * significantly (Benjamini-Hochberg over the row's groups), or neither. Not a verdict: whether
 * a rise is good depends on the value (a recall, a harmful rate).
 */
export type Direction = 'rose' | 'fell' | 'no_significant_change' | 'undetermined';

/** One group of a row in A and in B (`row?...&vs_run=`'s `groups`, `tb-fairness export --vs-run --key`). */
export interface GroupChange {
  group: string;
  n_a: number | null;
  n_b: number | null;
  value_a: number | null;
  lower_a: number | null;
  upper_a: number | null;
  value_b: number | null;
  lower_b: number | null;
  upper_b: number | null;
  change: number | null;
  lower: number | null;
  upper: number | null;
  p_value: number | null;
  q_value: number | null;
  interval: IntervalKind;
  direction: Direction;
}

/** The group whose value changed most (among those that changed significantly, when any did). */
export interface GroupDriver {
  group: string;
  value_a: number | null;
  value_b: number | null;
  change: number | null;
  lower: number | null;
  upper: number | null;
  interval: IntervalKind;
  direction: Direction;
  significant: boolean;
  /** What the value is ("recall", "share with the label") and how it reads (`percent`). */
  value: string;
  format: string;
}

export interface GroupChanges {
  columns: string[];
  rows: GroupChange[];
  head: {key: string; value: string; format: string; driver: GroupDriver | null};
}
