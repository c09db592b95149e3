/**
 * What the label-association table's heads and statistics cells say: plain column
 * names with definitions, intervals, p-values, significance marks and the legend.
 * No DOM, no network: unit-tested under node.
 */
import {marksLegendText} from '../../significance.js';
import {finiteOrNull, formatPValue, headTitle} from '../../format.js';
import {lowPowerNote, mdeText, powerSettings, underpoweredTitle, type GapText, type PowerSettings} from '../../power_text.js';
import type {AssociationsResponse, Column} from './types.js';
import {type Table} from './rows.js';

// ---------------------------------------------------------------------------
// Column heads: plain words; the code name and a definition in the tooltip

/** What the heads name: identities A and B (B: "rest" for one-vs-rest) and the metric. */
export interface HeadNames {
  a: string;
  b: string;
  metric: string;
  /** The metric in words (the response's `metrics` title), or ''. */
  metricTitle?: string;
}

/** A column head: its name and second line as shown, and its tooltip (before ". Click to sort."). */
export interface ColumnHead {
  name: string;
  sub: string;
  title: string;
}

/**
 * The head of a column of the association table (`bound` is the interval column,
 * `significant` the ★ mark), in plain words; the tooltip says the column's code name
 * (the CSV's) and what it holds.
 */
export function associationHead(column: Column | 'significant', names: HeadNames, level: number, fdr: number): ColumnHead {
  const {a, b, metric} = names;
  const what = names.metricTitle ? `${names.metricTitle}, ` : 'the metric ';
  const head = (name: string, sub: string, definition: string): ColumnHead => ({
    name,
    sub,
    title: headTitle(name, column, definition),
  });
  switch (column) {
    case 'label':
      return head('label', '', 'the predicted label y');
    case 'count':
      return head('count', 'c(y)', 'c(y), the examples where the label is predicted');
    case 'count_a':
      return head('with A', a, `c(a, y), the examples with identity A (${a}) and the label`);
    case 'count_b':
      return head(
        'with B',
        b,
        `c(b, y), the examples with ${b === 'rest' ? 'the other identities (B: rest)' : `identity B (${b})`} and the label`,
      );
    case 'value_a':
      return head(`${metric} A`, `${metric}(${a})`, `${metric}(${a}, y): ${what}for identity A and the label`);
    case 'value_b':
      return head(`${metric} B`, `${metric}(${b})`, `${metric}(${b}, y): ${what}for identity B and the label`);
    case 'gap':
      return head('gap', 'A \u2212 B', `${metric}(${a}, y) \u2212 ${metric}(${b}, y)`);
    case 'bound':
      return head(
        'interval',
        `${formatRate(level)} \u00b7 by bound`,
        `the gap's ${formatRate(level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`,
      );
    case 'p_value':
      return head('p', 'gap = 0', 'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');
    case 'significant':
      return head('\u2605', '', `significant after Benjamini-Hochberg at FDR ${formatRate(fdr)}`);
  }
}

// ---------------------------------------------------------------------------
// Statistical trust: intervals, p-values, significance (docs/http_api.md)

/**
 * The statistics part of a response the legend and the cells read (the metric and the
 * power columns optional: without them, no low-power line).
 */
export type Stats = Pick<
  AssociationsResponse,
  'level' | 'fdr' | 'min_count' | 'overlap_known' | 'significant' | 'insufficient' | 'rows' | 'power' | 'min_gap'
> &
  Partial<Pick<AssociationsResponse, 'metric'>> & {
    columns: Pick<AssociationsResponse['columns'], 'p_value' | 'underpowered'> &
      Partial<Pick<AssociationsResponse['columns'], 'significant'>>;
  };

/** A level or rate as a percentage without trailing zeros: 0.95 reads 95%, 0.025 reads 2.5%. */
export function formatRate(v: number): string {
  return `${Number((v * 100).toPrecision(4))}%`;
}

function minus(s: string): string {
  return s.replace(/^-/, '\u2212').replace(/e-/, 'e\u2212');
}

// formatPValue lives in format.ts (every view's p-values); re-exported for this view's modules.
/** An interval limit with 3 significant digits (exponent form for very small or large magnitudes). */
export function formatLimit(v: number): string {
  if (v === 0) return '0';
  const a = Math.abs(v);
  if (a >= 1e-3 && a < 1e5) return minus(String(Number(v.toPrecision(3))));
  const [m, e] = v.toExponential(2).split('e');
  return minus(`${Number(m)}e${Number(e)}`);
}

/**
 * How a gap of `metric` reads in the power words: "dp" is a difference of rates, in
 * percentage points ("5.0 pp"); every other metric a plain value ("0.05"), as its gap.
 */
export function gapText(metric: string): GapText {
  if (metric === 'dp') return mdeText;
  return (v) => (v === null || !Number.isFinite(v) ? mdeText(v) : formatLimit(v));
}

/** What the low-power words of a response need: the server's settings and how its gaps read. */
export interface RowPower {
  settings: PowerSettings;
  gapText: GapText;
}

/** The power of a response that has it (an older server's has none: no low-power marks). */
export function rowPower(r: Pick<AssociationsResponse, 'metric' | 'power' | 'min_gap' | 'level'>): RowPower | null {
  const settings = powerSettings(r);
  return settings === null ? null : {settings, gapText: gapText(r.metric)};
}

/**
 * Whether row i's missing ★ is for want of power: not significant, with a p-value, and
 * underpowered (the server's mark; absent from older responses).
 */
function isLowPower(c: Stats['columns'], i: number): boolean {
  const p = c.p_value[i];
  return Boolean(c.underpowered?.[i]) && !c.significant?.[i] && typeof p === 'number' && Number.isFinite(p);
}

/** "[0.39, 0.47]" */
export function formatInterval(lower: number, upper: number): string {
  return `[${formatLimit(lower)}, ${formatLimit(upper)}]`;
}

/** Why a row is greyed. */
export function insufficientReason(minCount: number): string {
  return `Insufficient: label seen fewer than ${minCount} times (or an identity is)`;
}

/** What the interval, p-value and significance cells of one row show. */
export interface StatsCell {
  /** The interval, or null when undefined. */
  interval: [number, number] | null;
  /** "[0.39, 0.47]", "undefined". */
  intervalText: string;
  /** Why the interval is undefined (null when defined). */
  intervalReason: string | null;
  p: number | null;
  /** "<1e-6", "0.012", "—" (insufficient), "undefined". */
  pText: string;
  /** The p-value cell's tooltip. */
  pTitle: string;
  bound: number | null;
  significant: boolean;
  insufficient: boolean;
  /** The "low power" mark's tooltip (underpoweredTitle), or null: significant, no p-value, or enough power. */
  lowPower: string | null;
}

/** The interval, p-value and mark of row i (`power`: the response's, rowPower; none, no low-power mark). */
export function statsCell(table: Table, i: number, minCount: number, power: RowPower | null = null): StatsCell {
  const c = table.columns;
  const lower = c.lower[i];
  const upper = c.upper[i];
  const defined = typeof lower === 'number' && typeof upper === 'number' && Number.isFinite(lower) && Number.isFinite(upper);
  const gapState = table.states.gap[i];
  const gapFinite = typeof c.gap[i] === 'number' && Number.isFinite(c.gap[i]);
  const finiteEnd = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  // An infinite gap (a zero count, log metrics) has an interval open on its infinite side.
  const halfOpen =
    gapState === '+inf' && finiteEnd(lower)
      ? `[${formatLimit(lower)}, +\u221e)`
      : gapState === '-inf' && finiteEnd(upper)
        ? `(\u2212\u221e, ${formatLimit(upper)}]`
        : null;
  let intervalReason: string | null = null;
  if (!defined) {
    if (halfOpen !== null) intervalReason = 'The gap is infinite (a count of zero): its interval is open on that side';
    else if (gapState === '+inf' || gapState === '-inf') intervalReason = 'Undefined: the gap is infinite, so it has no interval';
    else if (!gapFinite) intervalReason = 'Undefined: the gap itself is undefined';
    else intervalReason = 'Undefined: no variance (the standard error of the gap is zero or undefined)';
  }
  const insufficient = Boolean(c.insufficient[i]);
  const p = c.p_value[i];
  const hasP = typeof p === 'number' && Number.isFinite(p);
  let pText: string;
  let pTitle: string;
  if (hasP) {
    pText = formatPValue(p);
    pTitle = `p = ${p} (two-sided, for gap = 0)`;
  } else if (insufficient) {
    pText = '\u2014';
    pTitle = insufficientReason(minCount);
  } else if (intervalReason !== null) {
    pText = 'undefined';
    pTitle = intervalReason;
  } else {
    pText = '\u2014';
    pTitle = 'No p-value';
  }
  const b = c.bound[i];
  return {
    interval: defined ? [lower, upper] : null,
    intervalText: defined ? formatInterval(lower, upper) : (halfOpen ?? 'undefined'),
    intervalReason,
    p: hasP ? p : null,
    pText,
    pTitle,
    bound: typeof b === 'number' && Number.isFinite(b) ? b : null,
    significant: Boolean(c.significant[i]),
    insufficient,
    lowPower:
      power !== null && isLowPower(c, i)
        ? underpoweredTitle(
            {mde: finiteOrNull(c.mde?.[i]), more: finiteOrNull(c.more_examples?.[i]), underpowered: true},
            power.settings,
            'examples in the report (every identity in proportion)',
            power.gapText,
          )
        : null,
  };
}

/** The value at quantile q (0..1) of sorted values. */
function quantile(sorted: Float64Array, q: number): number {
  const k = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[k];
}

/**
 * The x domain of the whiskers, shared by the whole column so whiskers compare
 * across rows and do not move while scrolling: from the 2.5th percentile of the
 * lower limits to the 97.5th of the upper limits, always including 0, over the
 * sufficient rows (the insufficient ones, few examples, have the widest
 * intervals; they are greyed and clipped). A few extreme intervals are
 * clipped at the edges rather than squashing the rest. The view reads the server's
 * (`domain`, tb_fairness/kinds/label_associations/window_charts.py), which restates this
 * rule; each is tested against a brute force of it.
 */
export function intervalDomain(table: Table): [number, number] {
  const {lower, upper, insufficient} = table.columns;
  const lows = new Float64Array(table.rows);
  const highs = new Float64Array(table.rows);
  const collect = (sufficientOnly: boolean) => {
    let n = 0;
    for (let i = 0; i < table.rows; i++) {
      if (sufficientOnly && insufficient[i]) continue;
      const lo = lower[i];
      const hi = upper[i];
      if (typeof lo === 'number' && typeof hi === 'number' && Number.isFinite(lo) && Number.isFinite(hi)) {
        lows[n] = lo;
        highs[n++] = hi;
      }
    }
    return n;
  };
  let n = collect(true);
  if (n === 0) n = collect(false);
  if (n === 0) return [-1, 1];
  const l = lows.subarray(0, n).sort();
  const h = highs.subarray(0, n).sort();
  const tail = n >= 50 ? 0.025 : 0;
  let lo = Math.min(0, quantile(l, tail));
  let hi = Math.max(0, quantile(h, 1 - tail));
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  return [lo, hi];
}

export interface Legend {
  /** "Whiskers: the gap's 95% interval …" */
  interval: string;
  /** "★ significant after Benjamini–Hochberg at FDR q = 0.05 (3 of 120 rows with a p-value)" */
  significance: string;
  /** "Grey: insufficient (4 rows, fewer than 10 examples …)" */
  insufficient: string;
  /** The warning of reports written before version 2; null for newer ones. */
  overlap: string | null;
  /** "low power: 4 of 120 rows with a p-value could not have seen a gap of 0.05 …" (lowPowerNote); '' when none. */
  lowPower: string;
}

/**
 * The legend line under the controls: what whiskers, ★ and grey mean for this response; its
 * ★ part is the one line every table with ★ marks shares (significance.ts). `counts`: the
 * whole table's, as every answer carries them (`tested`, `low_power`; the view passes
 * them), else the response's rows counted here (testCounts).
 */
export function legend(r: Stats, counts: TestCounts = testCounts(r)): Legend {
  const {tested, low} = counts;
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  return {
    interval: `Whiskers: the gap's ${formatRate(r.level)} interval (delta method / Newcombe, see the docs)`,
    significance: marksLegendText({q: r.fdr, significant: r.significant, tested, unit: 'row'}),
    insufficient: `grey: insufficient (${rows(r.insufficient)}: the label or an identity seen fewer than ${r.min_count} times; no p-value)`,
    overlap: r.overlap_known ? null : 'This report was written before version 2: intervals assume the identities never overlap',
    lowPower: lowPowerText(r, tested, low),
  };
}

/** How many rows have a p-value, and how many of them a low-power mark. */
export interface TestCounts {
  tested: number;
  low: number;
}

/**
 * How many rows have a p-value (testedCount's) and how many of them a low-power mark (as
 * statsCell marks them: underpowered, not significant), in one pass (the server's answer
 * says them for the whole table: `tested`, `low_power`, window_charts.summary).
 */
function testCounts(r: Stats): TestCounts {
  const {p_value: ps, underpowered, significant} = r.columns;
  let tested = 0;
  let low = 0;
  if (underpowered === undefined) {
    for (let i = 0; i < r.rows; i++) if (Number.isFinite(ps[i])) tested++;
    return {tested, low};
  }
  for (let i = 0; i < r.rows; i++) {
    if (!Number.isFinite(ps[i])) continue;
    tested++;
    if (underpowered[i] && !significant?.[i]) low++;
  }
  return {tested, low};
}

/** The legend's low-power line: the `low` rows with a low-power mark, of the `tested`. */
function lowPowerText(r: Stats, tested: number, low: number): string {
  const power = r.metric === undefined ? null : rowPower({metric: r.metric, power: r.power, min_gap: r.min_gap, level: r.level});
  if (power === null || r.columns.underpowered === undefined) return '';
  return lowPowerNote(low, tested, power.settings, 'row', power.gapText);
}
