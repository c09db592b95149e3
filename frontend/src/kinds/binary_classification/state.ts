/**
 * The pure state of the binary classification view (Fairness Indicators'
 * metrics of a scored binary classifier): the selection and its hash keys, the
 * parameters of its view route, the threshold a drag lands on, and the rows
 * and points the view draws (the metric x group table, a metric's curves over
 * the threshold, ratios to the baseline, ROC points). No DOM, no network:
 * every function here is unit-tested under node.
 */
import type {KindOptions, RouteParams} from '../../api.js';
import {numberOrDefault, optionValid, textOrDefault} from '../../kinds_state.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {TestPower} from '../../power_text.js';
import type {BinaryResponse, CellState} from './types.js';

// ---------------------------------------------------------------------------
// Selection and URL hash

export interface BinarySelection {
  /** The metric the curve and ratio charts draw (the kind's `metric`). */
  metric: string | null;
  /** The grouping as the API spells it; null: the report's first. */
  grouping: string | null;
  /** One of the report's thresholds; null: the server's default (0.5, else the middle one). */
  threshold: number | null;
  /** A group of the grouping; null: the grouping's largest. */
  baseline: string | null;
  /** null: the report's first label. */
  label: string | null;
  fdr: number | null;
}

const K = {metric: 'metric', grouping: 'grouping', threshold: 'threshold', baseline: 'baseline', label: 'label', fdr: 'fdr'} as const;

export function defaultBinarySelection(kind: KindDeclaration | null): BinarySelection {
  return {
    metric: textOrDefault(kind, 'metric', undefined),
    grouping: null,
    threshold: null,
    baseline: null,
    label: null,
    fdr: numberOrDefault(kind, 'fdr', null),
  };
}

/** The selection as prefixed hash parameters, leaving out what equals its default. */
export function binaryToParams(sel: BinarySelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  putOptionParam(out, K.metric, sel.metric, kind);
  putParam(out, K.grouping, sel.grouping);
  putParam(out, K.threshold, sel.threshold);
  putParam(out, K.baseline, sel.baseline);
  putParam(out, K.label, sel.label);
  putOptionParam(out, K.fdr, sel.fdr, kind);
  return out;
}

/** The selection held by hash parameters; values `kind` does not take fall back to their defaults. */
export function binaryFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): BinarySelection {
  const m = ownParams(params);
  const sel = defaultBinarySelection(kind);
  sel.metric = textOrDefault(kind, 'metric', m.get(K.metric));
  const text = (k: string) => {
    const v = m.get(k);
    return v === undefined || v === '' ? null : v;
  };
  sel.grouping = text(K.grouping);
  sel.baseline = text(K.baseline);
  sel.label = text(K.label);
  const t = parseNumber(m.get(K.threshold));
  if (optionValid(kind, 'threshold', t)) sel.threshold = t;
  sel.fdr = numberOrDefault(kind, 'fdr', parseNumber(m.get(K.fdr)));
  return sel;
}

/** The view route's query (`Api.view(kind, '', …)`): the report (step null: the latest) and the selection (null: the server's default). */
export function binaryRouteParams(p: {run: string; tag: string; step: number | null}, sel: BinarySelection): RouteParams {
  return {
    run: p.run,
    tag: p.tag,
    step: p.step,
    metric: sel.metric,
    grouping: sel.grouping,
    threshold: sel.threshold,
    baseline: sel.baseline,
    label: sel.label,
    fdr: sel.fdr,
  };
}

/**
 * The `table` route's options of what the view shows (its CSVs); `atThreshold` false leaves
 * the threshold out (the cells table then has every threshold).
 */
export function binaryTableOptions(d: BinaryResponse, atThreshold = true): KindOptions {
  return {
    metric: d.metric,
    grouping: d.grouping.join(' & '),
    ...(atThreshold ? {threshold: String(d.threshold)} : {}),
    baseline: d.baseline,
    label: d.label,
    fdr: String(d.fdr),
    min_count: String(d.min_count),
    level: String(d.level),
  };
}

/**
 * The report's threshold nearest `x` (a drag's position, a typed number), ties to the lower:
 * the threshold option takes only the report's own.
 */
export function nearestThreshold(thresholds: readonly number[], x: number): number | null {
  if (thresholds.length === 0 || !Number.isFinite(x)) return null;
  let best = thresholds[0];
  for (const t of thresholds) if (Math.abs(t - x) < Math.abs(best - x)) best = t;
  return best;
}

// ---------------------------------------------------------------------------
// What the view draws

export interface MetricCell {
  value: number | null;
  lower: number | null;
  upper: number | null;
  n: number;
  state: CellState;
  p: number | null;
  significant: boolean;
  /** The test's power: its minimum detectable effect, the examples it would need, whether it is underpowered. */
  power: TestPower;
}

export interface MetricRow {
  metric: string;
  title: string;
  cells: MetricCell[];
}

/** The metric x group table at the chosen threshold: one row per metric, a cell per group. */
export function metricRows(d: BinaryResponse): MetricRow[] {
  return d.metrics.map(({name, title}) => {
    const at = d.at_threshold[name];
    return {
      metric: name,
      title,
      cells: d.groups.map((_, g) => ({
        value: at.value[g],
        lower: at.lower[g],
        upper: at.upper[g],
        n: at.n[g],
        state: at.state[g],
        p: at.p_value[g],
        significant: at.significant[g] === true,
        power: {mde: at.mde?.[g] ?? null, more: at.more_examples?.[g] ?? null, underpowered: at.underpowered?.[g] === true},
      })),
    };
  });
}

/** What a cell without a number says instead: "n=31 < 50", "none", or the state. */
export function cellStateText(c: Pick<MetricCell, 'state' | 'n'>, minCount: number): string {
  if (c.state === 'insufficient') return `n=${c.n} < ${minCount}`;
  if (c.state === 'undefined') return c.n === 0 ? 'none' : 'undefined';
  if (c.state === 'baseline') return 'baseline';
  return '';
}

export interface CurvePoint {
  group: string;
  x: number;
  y: number;
  lower: number;
  upper: number;
}

/** The thresholds the curves are at (every one, unless the server thinned them). */
export function curveThresholds(d: BinaryResponse): number[] {
  return d.curve_thresholds ?? d.thresholds;
}

/** A metric versus the threshold per group, with its Wilson band (cells without a value left out). */
export function metricCurve(d: BinaryResponse, metric: string): CurvePoint[] {
  const c = d.curves[metric];
  if (!c) return [];
  const out: CurvePoint[] = [];
  d.groups.forEach((group, g) => {
    curveThresholds(d).forEach((x, k) => {
      const y = c.value[g][k];
      if (y === null) return;
      out.push({group, x, y, lower: c.lower[g][k] ?? y, upper: c.upper[g][k] ?? y});
    });
  });
  return out;
}

export interface RatioPoint {
  group: string;
  ratio: number;
  lower: number | null;
  upper: number | null;
  /** Under the four-fifths line (or over its inverse): a ratio the four-fifths rule flags. */
  flagged: boolean;
}

/** Each group's ratio of `metric` to the baseline's at the threshold (groups without one left out). */
export function ratioPoints(d: BinaryResponse, metric: string): RatioPoint[] {
  const at = d.at_threshold[metric];
  if (!at) return [];
  const out: RatioPoint[] = [];
  d.groups.forEach((group, g) => {
    const ratio = at.ratio[g];
    if (ratio === null || at.ratio_state[g] !== null) return;
    const flagged = ratio < d.four_fifths || ratio > 1 / d.four_fifths;
    out.push({group, ratio, lower: at.ratio_lower[g], upper: at.ratio_upper[g], flagged});
  });
  return out;
}

export interface RocPoint {
  group: string;
  fpr: number;
  tpr: number;
  threshold: number;
}

/**
 * Per group, its (FPR, TPR) at every threshold where both are numbers (`curve`), and at the
 * chosen one (`at`, null when either is insufficient there).
 */
export function rocPoints(d: BinaryResponse): {curve: RocPoint[]; at: RocPoint[]} {
  const tpr = d.curves['tpr'];
  const fpr = d.curves['fpr'];
  const curve: RocPoint[] = [];
  const at: RocPoint[] = [];
  if (!tpr || !fpr) return {curve, at};
  d.groups.forEach((group, g) => {
    curveThresholds(d).forEach((threshold, k) => {
      const y = tpr.value[g][k];
      const x = fpr.value[g][k];
      if (x === null || y === null) return;
      const p = {group, fpr: x, tpr: y, threshold};
      curve.push(p);
      if (threshold === d.threshold) at.push(p);
    });
  });
  return {curve, at};
}
