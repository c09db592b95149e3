/**
 * The pure shaping of a `row` response (one row, a label or a class, drilled
 * down: types_across_reports.ts RowResponse) for <fairness-row-drilldown>: its
 * detail table (the counts per identity or group, the columns the kind sends, a
 * value and its interval merged into one column), its bias in every run (in the
 * order of the run list) and over the steps of its run (a line broken where the
 * row is missing); and the hash key of a report view's open drill-down. No DOM,
 * no network: unit-tested under node.
 */
import {formatCount, formatPValue, formatValue, pointsNumber} from './format.js';
import {ownParams, putParam, type Params} from './state.js';
import type {KindDeclaration} from './types.js';
import type {RowDetail, RowPoint, RowResponse, RowRun} from './types_across_reports.js';

// ---------------------------------------------------------------------------
// The detail table

/**
 * How a detail column reads: text (a group), a count, a number, a rate (percent), a
 * difference of rates (percentage points), a p-value, a yes/no, or a value's interval.
 */
export type DetailKind = 'text' | 'count' | 'number' | 'percent' | 'points' | 'p' | 'flag' | 'interval';

export interface DetailColumn {
  /** The column's name as the route sends it (for an interval: its lower end's). */
  name: string;
  /** What its header says. */
  head: string;
  /** Its header's tooltip. */
  title: string;
  kind: DetailKind;
}

export interface DetailCell {
  /** What the cell says ('' for a missing value). */
  text: string;
  /** The value as sent (an interval: its lower end; null when missing). */
  value: number | string | boolean | null;
  /** The tooltip: the exact value. */
  title: string;
  /** An interval's ends and the estimate it belongs to, as fractions of the table's `scale` (null: undefined). */
  whisker?: {lo: number; hi: number; mid: number | null} | null;
  lower?: number | null;
  upper?: number | null;
}

export interface DetailTable {
  /** What the table is: the declared title of the kind's table of the same columns, else "Counts per identity" or "Per group". */
  caption: string;
  columns: DetailColumn[];
  /** One row per identity or group; cells in the order of `columns`. */
  rows: DetailCell[][];
  /** The range the whiskers are drawn on (null: no interval column). */
  scale: [number, number] | null;
  /** The estimate the interval belongs to (e.g. `rate`, `value`), or null. */
  estimate: string | null;
}

/** What the common detail columns are, as their header's tooltip. */
const COLUMN_TITLES: Readonly<Record<string, string>> = {
  identity: 'The identity (a label used as a group)',
  group: 'The group',
  count: 'Examples counted (c(x): with the identity)',
  count_label: 'Examples with both the identity and this label (c(x, y))',
  rate: 'The share p(y | x): of the examples with the identity, those with the label',
  n: 'Examples (people, queries) in the group',
  hits: 'Examples with the label in the group',
  value: 'The metric of this identity or group',
  gap: 'This group minus the others',
  expected: 'The count expected if prediction did not depend on the group',
  correct: 'Whether the predicted label is the correct one',
  p_value: 'The test of this group against the others (two-sided)',
  mde: "The smallest gap from the others' rate this test detects (minimum detectable effect, at the server's power and level)",
  more_examples: 'How many more examples of this group the test would need to see the smallest gap that matters (min_gap)',
  significant: 'A Benjamini-Hochberg discovery at the FDR in use',
  label: 'The label',
  type: 'The type of harm',
  class: 'The class',
};

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * How a column's values read: as the kind declares its format (`formats`, served with the
 * detail: percent, points, count, p), else from the values themselves (and `p_value` by its name).
 */
function kindOf(name: string, values: readonly unknown[], format: string | undefined): Exclude<DetailKind, 'interval'> {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (present.length > 0 && present.every((v) => typeof v === 'boolean')) return 'flag';
  if (present.some((v) => typeof v === 'string')) return 'text';
  if (format === 'percent' || format === 'points' || format === 'count' || format === 'p') return format;
  if (name === 'p_value') return 'p';
  if (present.length > 0 && present.every((v) => isFiniteNumber(v) && Number.isInteger(v))) return 'count';
  return 'number';
}

/** A number as its column reads: 0.579 is "57.9%" as a rate, "57.9 pp" as a difference of rates. */
function numberText(kind: Exclude<DetailKind, 'interval'>, v: number): string {
  if (kind === 'count') return formatCount(v);
  if (kind === 'p') return formatPValue(v);
  if (kind === 'percent') return `${pointsNumber(v)}%`;
  if (kind === 'points') return `${pointsNumber(v)} pp`;
  return formatValue(v);
}

/** An interval as its estimate reads: "[42.1%, 55.3%]", "[−3.1, 5.2] pp", "[0.12, 0.34]". */
function intervalText(kind: Exclude<DetailKind, 'interval'>, lo: number, hi: number): string {
  if (kind === 'percent') return `[${pointsNumber(lo)}%, ${pointsNumber(hi)}%]`;
  if (kind === 'points') return `[${pointsNumber(lo)}, ${pointsNumber(hi)}] pp`;
  return `[${formatValue(lo)}, ${formatValue(hi)}]`;
}

function cellOf(kind: Exclude<DetailKind, 'interval'>, v: unknown): DetailCell {
  if (v === null || v === undefined) return {text: '', value: null, title: 'undefined'};
  if (typeof v === 'boolean') return {text: v ? '✓' : '', value: v, title: v ? 'yes' : 'no'};
  if (typeof v === 'string') return {text: v, value: v, title: v};
  if (typeof v !== 'number') return {text: String(v), value: String(v), title: String(v)};
  if (!Number.isFinite(v)) return {text: 'undefined', value: null, title: 'undefined'};
  return {text: numberText(kind, v), value: v, title: String(v)};
}

/** The declared title of the kind's table with exactly these columns (e.g. "Score per group of households"), or null. */
export function declaredTitle(decl: KindDeclaration | null, columns: readonly string[]): string | null {
  const want = [...columns].sort().join('\u0000');
  return decl?.tables.find((t) => [...t.columns].sort().join('\u0000') === want)?.title ?? null;
}

/**
 * The detail table as shown: the kind's key column (the declaration's `bias.key`) is left
 * out when it holds only the row's key (it is the drill-down's title); `lower` and `upper` become one interval column after the estimate
 * they bound (the column before them), drawn as a whisker on one scale for all rows.
 * Headers: `titles[name]` when given (the kind's own words), else the column's name.
 */
export function detailTable(
  detail: RowDetail,
  key: string,
  decl: KindDeclaration | null = null,
  titles: Readonly<Record<string, string>> = {},
): DetailTable {
  const values = (name: string) => detail.rows.map((r) => r[name]);
  // The kind's key column (`class`, `label`: the declaration's), when it holds only the key.
  const keyColumn = decl?.bias.key || null;
  const isKey = (name: string) => name === keyColumn && detail.rows.length > 0 && values(name).every((v) => v === key);
  const names = detail.columns.filter((c) => !isKey(c));
  const formats = detail.formats ?? {};
  const li = names.indexOf('lower');
  const ui = names.indexOf('upper');
  const hasInterval = li > 0 && ui === li + 1;
  const estimate = hasInterval ? names[li - 1] : null;
  // The interval reads as its estimate does (a rate's in percent).
  const intervalKind = estimate ? kindOf(estimate, values(estimate), formats[estimate] ?? formats.lower) : 'number';
  let scale: [number, number] | null = null;
  if (hasInterval) {
    const ends = detail.rows.flatMap((r) => [r.lower, r.upper, estimate ? r[estimate] : null]).filter(isFiniteNumber);
    if (ends.length > 0) {
      let lo = Math.min(...ends);
      let hi = Math.max(...ends);
      // Shares and rates (everything in [0, 1]) are drawn from 0.
      if (lo >= 0 && hi <= 1) lo = 0;
      if (lo === hi) hi = lo + 1;
      scale = [lo, hi];
    }
  }
  const frac = (v: number) => (scale ? (v - scale[0]) / (scale[1] - scale[0]) : 0);
  const columns: DetailColumn[] = [];
  const readers: ((r: Record<string, unknown>) => DetailCell)[] = [];
  names.forEach((name, i) => {
    if (hasInterval && i === ui) return;
    if (hasInterval && i === li) {
      columns.push({
        name: 'interval',
        head: titles.interval ?? 'interval',
        title: `The interval of ${estimate} [lower, upper], drawn on one scale for every row`,
        kind: 'interval',
      });
      readers.push((r) => {
        const lo = r.lower;
        const hi = r.upper;
        const mid = estimate ? r[estimate] : null;
        if (!isFiniteNumber(lo) || !isFiniteNumber(hi)) {
          return {text: '', value: null, title: 'no interval', whisker: null, lower: null, upper: null};
        }
        return {
          text: intervalText(intervalKind, lo, hi),
          value: lo,
          title: `[${lo}, ${hi}]`,
          whisker: {lo: frac(lo), hi: frac(hi), mid: isFiniteNumber(mid) ? frac(mid) : null},
          lower: lo,
          upper: hi,
        };
      });
      return;
    }
    const kind = kindOf(name, values(name), formats[name]);
    columns.push({name, head: titles[name] ?? name, title: COLUMN_TITLES[name] ?? name, kind});
    readers.push((r) => cellOf(kind, r[name]));
  });
  const caption = declaredTitle(decl, detail.columns) ?? (detail.columns.includes('identity') ? 'Counts per identity' : 'Per group');
  return {caption, columns, rows: detail.rows.map((r) => readers.map((read) => read(r))), scale, estimate};
}

/** What the detail table was read with, in words: `count 42 · n 10,000` (entries equal to the key left out). */
export function headText(head: Readonly<Record<string, unknown>> | undefined, key: string): string {
  if (!head) return '';
  const parts: string[] = [];
  for (const [name, v] of Object.entries(head)) {
    if (v === key || v === null || v === undefined) continue;
    let text: string;
    if (typeof v === 'number') text = Number.isInteger(v) ? formatCount(v) : formatValue(v);
    else if (typeof v === 'string') text = v;
    else if (typeof v === 'boolean') text = v ? 'yes' : 'no';
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) text = v.join(' & ');
    else continue;
    parts.push(`${name} ${text}`);
  }
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------
// In every run

export interface RunBar extends RowRun {
  /** Whether the run's latest report has a defined bias for the row. */
  present: boolean;
  /** Whether that report has the row at all (its bias may be undefined there). */
  inReport: boolean;
  /** The run the drill-down was opened on (the report on screen). */
  current: boolean;
  /** The bias and its interval as fractions of the bars' scale (null when absent). */
  at: {bias: number; lower: number | null; upper: number | null} | null;
}

export interface RunBars {
  bars: RunBar[];
  /** The scale of the bars: from 0 (a bias is never negative) to the largest upper end. */
  domain: [number, number];
}

/** The runs of `runs` in the order of `order` (the run list), those it does not name after, in the server's order. */
export function orderRuns<T extends {run: string}>(runs: readonly T[], order: readonly string[]): T[] {
  const pos = new Map(order.map((r, i) => [r, i]));
  return runs
    .map((r, i) => ({r, i}))
    .sort((x, y) => (pos.get(x.r.run) ?? order.length + x.i) - (pos.get(y.r.run) ?? order.length + y.i))
    .map((x) => x.r);
}

/** One bar per run holding the tag: its bias with its interval on one scale, the drill-down's run marked. */
export function runBars(r: Pick<RowResponse, 'runs' | 'run'>, order: readonly string[]): RunBars {
  const runs = orderRuns(r.runs, order);
  const ends = runs.flatMap((p) => [p.bias, p.upper]).filter(isFiniteNumber);
  let hi = ends.length ? Math.max(...ends) : 1;
  if (!(hi > 0)) hi = 1;
  const lo = Math.min(0, ...ends);
  const frac = (v: number) => (v - lo) / (hi - lo);
  const bars = runs.map((p) => {
    const present = isFiniteNumber(p.bias);
    return {
      ...p,
      present,
      // The run's report has the row, whose bias may still be undefined (too little data).
      inReport: p.present !== false,
      current: p.run === r.run,
      at: present
        ? {
            bias: frac(p.bias!),
            lower: isFiniteNumber(p.lower) ? frac(p.lower) : null,
            upper: isFiniteNumber(p.upper) ? frac(p.upper) : null,
          }
        : null,
    };
  });
  return {bars, domain: [lo, hi]};
}

// ---------------------------------------------------------------------------
// Over steps

export interface StepDot {
  step: number;
  wall_time: number;
  value: number | null;
  bias: number;
  lower: number | null;
  upper: number | null;
  /** The line's piece: a step without the row breaks the line. */
  segment: number;
  /** The step the drill-down was opened on. */
  current: boolean;
}

export interface StepSeries {
  /** The steps with a bias, in step order. */
  dots: StepDot[];
  /** The steps of the run without the row (or with its bias undefined). */
  missing: number[];
  /** The step the drill-down was opened on. */
  current: number;
}

export function stepSeries(r: Pick<RowResponse, 'steps' | 'step'>): StepSeries {
  const steps = [...r.steps].sort((a, b) => a.step - b.step);
  const dots: StepDot[] = [];
  const missing: number[] = [];
  let segment = 0;
  for (const p of steps) {
    if (!isFiniteNumber(p.bias)) {
      missing.push(p.step);
      segment++;
      continue;
    }
    dots.push({
      step: p.step,
      wall_time: p.wall_time,
      value: isFiniteNumber(p.value) ? p.value : null,
      bias: p.bias,
      lower: isFiniteNumber(p.lower) ? p.lower : null,
      upper: isFiniteNumber(p.upper) ? p.upper : null,
      segment,
      current: p.step === r.step,
    });
  }
  return {dots, missing, current: r.step};
}

// ---------------------------------------------------------------------------
// Words

/** A bias with its interval: `0.2568 [0.114, 0.3997]`; `not in this run` when absent. */
export function pointText(p: Pick<RowPoint, 'bias' | 'lower' | 'upper'>, absent = 'not in this run', format = 'value'): string {
  if (!isFiniteNumber(p.bias)) return absent;
  // A difference of rates reads in percentage points, as in Compare and the report table.
  const f = format === 'points' ? pointsNumber : formatValue;
  const interval = isFiniteNumber(p.lower) && isFiniteNumber(p.upper) ? ` [${f(p.lower)}, ${f(p.upper)}]` : '';
  return `${f(p.bias)}${format === 'points' ? ' pp' : ''}${interval}`;
}

/** The steps without the row, in words: `step 3`, `steps 0, 4 and 3 more`. */
export function missingStepsText(steps: readonly number[], limit = 6): string {
  if (steps.length === 0) return '';
  const shown = steps.slice(0, limit).join(', ');
  const more = steps.length > limit ? ` and ${steps.length - limit} more` : '';
  return `step${steps.length > 1 ? 's' : ''} ${shown}${more}`;
}

/** The options of a drill-down as one comparable string (a reload is due when it changes). */
export function rowRequestKey(p: {
  tag: string;
  run: string;
  step: number | null;
  key: string;
  options: Readonly<Record<string, string>>;
  vs?: {run: string; step: number | null} | null;
}): string {
  const options = Object.keys(p.options)
    .sort()
    .map((k) => [k, p.options[k]]);
  return JSON.stringify([p.tag, p.run, p.step, p.key, options, p.vs ? [p.vs.run, p.vs.step] : null]);
}

// ---------------------------------------------------------------------------
// The open drill-down of a report view, in the URL

/**
 * The hash key of the row whose drill-down a report view has open (harmful, geodiversity,
 * retrieval, binary: `fairness_drill`, as Compare's is `fairness_cmp_drill`); absent: none.
 */
export const DRILL_KEY = 'drill';

/** The open row's key as the view's hash parameters (none when closed). */
export function drillToParams(key: string | null): Params {
  const out: Params = [];
  putParam(out, DRILL_KEY, key);
  return out;
}

/** The open row's key held by the hash, or null (absent or empty). */
export function drillFromParams(params: Iterable<[string, string]>): string | null {
  const key = ownParams(params).get(DRILL_KEY);
  return key === undefined || key === '' ? null : key;
}
