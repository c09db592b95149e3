/**
 * The pure state of the binary view's Calibration panel (calibration_panel.ts: "is a score of
 * 0.8 worth the same for everyone?"): its one option, the number of score bins, and its hash
 * key (`fairness_cal_bins`); the parameters of the `binary_classification/calibration` view
 * route (the report and the view's label, grouping, baseline, min_count and level, with the
 * panel's bins); the reliability diagram's series (one per group whose calibration is
 * measured, its non-empty bins); the summary rows (ECE, MCE, Brier with their intervals, the
 * ECE against the baseline group's, the verdict), each number as the table writes it; and the
 * one sentence over the chart, worded from those very texts so that the two never disagree.
 * Group names are the report's text: they pass through as strings, for text bindings only.
 * No DOM, no network: unit-tested under node.
 */
import type {RouteParams} from '../../api.js';
import {formatCount, formatPercent, pointsNumber} from '../../format.js';
import {optionOf, optionValid} from '../../kinds_state.js';
import {MISSING_TEXT, signedPoints} from '../../slices_state.js';
import {ownParams, parseNumber, putOptionParam, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {CalibrationState, CalibrationTable, CalibrationVerdict} from './types.js';

/** The kind's view route of the calibration: `<kind>/calibration`. */
export const CALIBRATION_PATH = 'calibration';

/** Whether the panel is shown: the kind declares the calibration view, or the server's declaration is unknown. */
export function calibrationOffered(decl: KindDeclaration | null): boolean {
  return decl === null || decl.views.includes(`${decl.name}/${CALIBRATION_PATH}`);
}

// ---------------------------------------------------------------------------
// The selection and its hash key

export interface CalibrationSelection {
  /** How many score bins of equal width; null: the server's (the report's). */
  bins: number | null;
}

const K = {bins: 'cal_bins'} as const;

/** The bins the server merges the report's into when it declares no `bins` option (an older server has no panel). */
const FALLBACK_BINS: readonly number[] = [10, 5, 2];

/**
 * The numbers of bins the `bins` option takes, most first: the divisors of its maximum (the
 * report's bins, which merge evenly into them) from its minimum on, e.g. 10, 5, 2.
 */
export function binChoices(kind: KindDeclaration | null): number[] {
  const o = optionOf(kind, 'bins');
  if (o === null || o.type !== 'int' || o.maximum === null || !Number.isSafeInteger(o.maximum) || o.maximum < 1) return [...FALLBACK_BINS];
  const out: number[] = [];
  for (let d = o.maximum; d >= Math.max(1, o.minimum ?? 1); d--) if (o.maximum % d === 0) out.push(d);
  return out;
}

export function defaultCalibrationSelection(): CalibrationSelection {
  return {bins: null};
}

/** The selection the hash names; bins the server does not take are its default. */
export function calibrationFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): CalibrationSelection {
  const bins = parseNumber(ownParams(params).get(K.bins));
  const valid = bins !== null && binChoices(kind).includes(bins) && (optionOf(kind, 'bins') === null || optionValid(kind, 'bins', bins));
  return {bins: valid ? bins : null};
}

/** The selection as prefixed hash parameters: nothing for the server's default. */
export function calibrationToParams(sel: CalibrationSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  putOptionParam(out, K.bins, sel.bins, kind, 'bins');
  return out;
}

// ---------------------------------------------------------------------------
// The route

/** The report and the binary view's options the calibration is read at (null: the server's). */
export interface CalibrationContext {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  label: string | null;
  /** The grouping as the API spells it (`gender & age`). */
  grouping: string | null;
  baseline: string | null;
  minCount: number | null;
  level: number | null;
}

/** The view route's query (`Api.view(kind, CALIBRATION_PATH, …)`). */
export function calibrationRouteParams(c: CalibrationContext, sel: CalibrationSelection): RouteParams {
  return {
    run: c.run,
    tag: c.tag,
    step: c.step,
    label: c.label,
    grouping: c.grouping,
    baseline: c.baseline,
    min_count: c.minCount,
    level: c.level,
    bins: sel.bins,
  };
}

// ---------------------------------------------------------------------------
// The reliability diagram

/** One non-empty bin of a group: its examples' mean score against the share of them positive. */
export interface ReliabilityPoint {
  group: string;
  bin: number;
  /** The bin's edges. */
  from: number;
  to: number;
  score: number;
  observed: number;
  /** Wilson's interval of the observed rate (the rate itself when the server sent none). */
  lower: number;
  upper: number;
  count: number;
  positives: number;
}

export interface ReliabilitySeries {
  group: string;
  points: ReliabilityPoint[];
}

/** A group the diagram leaves out, and why. */
export interface LeftOutGroup {
  group: string;
  state: CalibrationState;
  reason: string;
}

export interface Reliability {
  /** One per group whose calibration is measured (`ok`) with a non-empty bin, in the response's order. */
  series: ReliabilitySeries[];
  /** The groups that are insufficient or undefined. */
  left: LeftOutGroup[];
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The diagram's series: per `ok` group its non-empty bins; the other groups listed with their reason. */
export function reliability(r: CalibrationTable): Reliability {
  const series: ReliabilitySeries[] = [];
  const left: LeftOutGroup[] = [];
  const b = r.per_bin;
  r.groups.forEach((group, g) => {
    if (r.state[g] !== 'ok') {
      left.push({group, state: r.state[g], reason: r.reason[g] || stateWords(r.state[g])});
      return;
    }
    const points: ReliabilityPoint[] = [];
    b.count[g].forEach((count, k) => {
      const score = b.mean_score[g][k];
      const observed = b.observed[g][k];
      if (!(count > 0) || !finite(score) || !finite(observed)) return;
      const lower = b.lower[g][k];
      const upper = b.upper[g][k];
      points.push({
        group,
        bin: k,
        from: r.edges[k],
        to: r.edges[k + 1],
        score,
        observed,
        lower: finite(lower) ? lower : observed,
        upper: finite(upper) ? upper : observed,
        count,
        positives: b.positives[g][k],
      });
    });
    if (points.length) series.push({group, points});
  });
  return {series, left};
}

/** A point's tooltip: "gender=m, scores 0.4–0.5: mean score 45.5%, observed 32.2% [25.8%, 39.4%] (95%), 246 examples, 49 positive". */
export function pointTitle(p: ReliabilityPoint, level: number): string {
  return (
    `${p.group}, scores ${p.from}\u2013${p.to}: mean score ${formatPercent(p.score)}, observed ${formatPercent(p.observed)} ` +
    `[${formatPercent(p.lower)}, ${formatPercent(p.upper)}] (${levelText(level)}%), ${formatCount(p.count)} examples, ` +
    `${formatCount(p.positives)} positive`
  );
}

// ---------------------------------------------------------------------------
// The summary rows, as the table writes them

/** A number of the table as it reads: its text, its interval's text, and its tooltip. */
export interface ShownNumber {
  value: number | null;
  lower: number | null;
  upper: number | null;
  /** "4.3 pp", "0.137", "+2.1 pp"; "—" without a value. */
  text: string;
  /** "[3.1, 5.6]"; '' without both ends. */
  interval: string;
  /** The exact numbers. */
  title: string;
}

export interface CalibrationRow {
  group: string;
  n: number;
  positives: number;
  state: CalibrationState;
  /** Why the group has no numbers ('' when ok). */
  reason: string;
  baseline: boolean;
  ece: ShownNumber;
  mce: ShownNumber;
  brier: ShownNumber;
  /** Its ECE minus the baseline group's. */
  gap: ShownNumber;
  verdict: CalibrationVerdict;
}

/** A calibration state in words, when the server gives no reason. */
function stateWords(s: CalibrationState): string {
  return s === 'insufficient' ? 'too few examples' : s === 'undefined' ? 'no positives or no negatives' : '';
}

/** A confidence level as a percent: 95, 97.5. */
export function levelText(level: number): string {
  return String(Number((level * 100).toPrecision(4)));
}

/** A difference of rates in percentage points, one decimal: 4.3 pp, −1.2 pp. */
export function pointsText(v: number): string {
  return `${pointsNumber(v)} pp`;
}

/** A Brier score: 3 significant digits, 0.137, 0.0456. */
export function brierText(v: number): string {
  return v.toPrecision(3).replace(/^-/, '\u2212');
}

function shown(
  value: number | null,
  lower: number | null,
  upper: number | null,
  text: (v: number) => string,
  end: (v: number) => string,
): ShownNumber {
  const v = finite(value) ? value : null;
  const lo = finite(lower) ? lower : null;
  const hi = finite(upper) ? upper : null;
  return {
    value: v,
    lower: lo,
    upper: hi,
    text: v === null ? MISSING_TEXT : text(v),
    interval: v !== null && lo !== null && hi !== null ? `[${end(lo)}, ${end(hi)}]` : '',
    title: v === null ? 'undefined' : lo !== null && hi !== null ? `${v} [${lo}, ${hi}]` : String(v),
  };
}

/** One row per group, in the response's order: its numbers as the table writes them. */
export function calibrationRows(r: CalibrationTable): CalibrationRow[] {
  return r.groups.map((group, g) => ({
    group,
    n: r.n[g],
    positives: r.positives[g],
    state: r.state[g],
    reason: r.state[g] === 'ok' ? '' : r.reason[g] || stateWords(r.state[g]),
    baseline: group === r.baseline,
    ece: shown(r.ece[g], r.ece_lower[g], r.ece_upper[g], pointsText, pointsNumber),
    mce: shown(r.mce[g], r.mce_lower[g], r.mce_upper[g], pointsText, pointsNumber),
    brier: shown(r.brier[g], r.brier_lower[g], r.brier_upper[g], brierText, brierText),
    gap: shown(r.ece_gap[g], r.gap_lower[g], r.gap_upper[g], signedPoints, pointsNumber),
    verdict: r.verdict[g],
  }));
}

/** The verdict badge's text; the baseline's row says it is the baseline. */
export function verdictText(row: Pick<CalibrationRow, 'verdict' | 'baseline'>): string {
  if (row.baseline) return 'baseline';
  switch (row.verdict) {
    case 'worse':
      return 'worse';
    case 'better':
      return 'better';
    case 'no_significant_gap':
      return 'no significant gap';
    default:
      return 'undetermined';
  }
}

/** The badge's colour, from the verdict alone: bad (worse), good (better), muted otherwise. */
export function verdictTone(row: Pick<CalibrationRow, 'verdict' | 'baseline'>): 'bad' | 'good' | 'muted' {
  if (row.baseline) return 'muted';
  return row.verdict === 'worse' ? 'bad' : row.verdict === 'better' ? 'good' : 'muted';
}

/** The badge's tooltip: what the verdict means at `level`. */
export function verdictTitle(row: Pick<CalibrationRow, 'verdict' | 'baseline' | 'group'>, baseline: string, level: number): string {
  const at = `${levelText(level)}%`;
  if (row.baseline) return 'the group the others are compared with';
  switch (row.verdict) {
    case 'worse':
      return `its ECE is surely above ${baseline}'s: the whole interval of the difference is above 0 (at ${at} for both groups together)`;
    case 'better':
      return `its ECE is surely below ${baseline}'s: the whole interval of the difference is below 0 (at ${at} for both groups together)`;
    case 'no_significant_gap':
      return `the interval of the difference with ${baseline}'s ECE holds 0 (at ${at})`;
    default:
      return `no ECE to compare (this group's or ${baseline}'s is not measured)`;
  }
}

/** "a", "a and b", "a, b and c". */
function listText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The worst of the rows surely worse than the baseline (the highest ECE, the first on a tie), or null. */
export function worstRow(rows: readonly CalibrationRow[]): CalibrationRow | null {
  let worst: CalibrationRow | null = null;
  for (const row of rows) {
    if (row.baseline || row.verdict !== 'worse' || row.ece.value === null) continue;
    if (worst === null || row.ece.value > (worst.ece.value as number)) worst = row;
  }
  return worst;
}

/**
 * "ECEs from 1.2 pp (gender=f) to 3.4 pp (gender=m)" over the measured rows, as the table
 * writes them (the first of equal ones named); "ECE 1.2 pp (gender=f)" for one.
 */
function eceRange(ok: readonly CalibrationRow[]): string {
  const named = (r: CalibrationRow) => `${r.ece.text} (${r.group})`;
  if (ok.length === 1) return `ECE ${named(ok[0])}`;
  let lo = ok[0];
  let hi = ok[0];
  for (const r of ok) {
    if ((r.ece.value as number) < (lo.ece.value as number)) lo = r;
    if ((r.ece.value as number) > (hi.ece.value as number)) hi = r;
  }
  return `ECEs from ${named(lo)} to ${named(hi)}`;
}

/**
 * The sentence over the chart, worded from the rows' texts (the table's):
 * - a group surely worse than the baseline: "gender=m's scores are the worst calibrated:
 *   ECE 9.8 pp [7.1, 12.5] against 1.2 pp for gender=f (the baseline), surely worse at 95%
 *   (by 5.0 pp at least).", and how many more are surely worse;
 * - none: "No group is surely worse calibrated than gender=f (the baseline) at 95%: ECEs from
 *   1.2 pp (gender=f) to 3.4 pp (gender=m).", and those surely better;
 * - a baseline without an ECE, a lone measured group, or none measured: what there is.
 */
export function calibrationSentence(r: CalibrationTable, rows: readonly CalibrationRow[]): string {
  const ok = rows.filter((x) => x.state === 'ok' && x.ece.value !== null);
  if (ok.length === 0) {
    const why = rows.map((x) => `${x.group}: ${x.reason || stateWords(x.state)}`).join('; ');
    return `No group's calibration can be measured${why ? ` (${why})` : ''}.`;
  }
  const base = rows.find((x) => x.baseline) ?? null;
  if (base === null || base.state !== 'ok' || base.ece.value === null) {
    const why = base ? ` (${base.reason || stateWords(base.state)})` : '';
    return `No group can be compared with ${r.baseline} (the baseline), which has no ECE${why}: ${eceRange(ok)}.`;
  }
  if (ok.length === 1) {
    return `Only ${base.group} (the baseline) has an ECE: ${base.ece.text} ${base.ece.interval}; no other group has enough examples with both outcomes.`;
  }
  const level = levelText(r.level);
  const worst = worstRow(rows);
  if (worst !== null) {
    const by = worst.gap.lower !== null ? ` (by ${pointsText(worst.gap.lower)} at least)` : '';
    const more = rows.filter((x) => !x.baseline && x.verdict === 'worse' && x !== worst).map((x) => x.group);
    const also = more.length ? ` Also surely worse: ${listText(more)}.` : '';
    return (
      `${worst.group}'s scores are the worst calibrated: ECE ${worst.ece.text} ${worst.ece.interval} against ` +
      `${base.ece.text} for ${base.group} (the baseline), surely worse at ${level}%${by}.${also}`
    );
  }
  const better = rows.filter((x) => !x.baseline && x.verdict === 'better').map((x) => x.group);
  const also = better.length ? ` Surely better calibrated: ${listText(better)}.` : '';
  return `No group is surely worse calibrated than ${base.group} (the baseline) at ${level}%: ${eceRange(ok)}.${also}`;
}
