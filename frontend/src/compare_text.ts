/**
 * The words of compare mode (views/compare_view.ts): the row noun, the summary
 * sentence, the verdict at a glance, the texts of the headline cards, and how a
 * bias, a change, an interval and a rate read. Split from compare_state.ts (the
 * selection) and compare_rows.ts (the rows). No DOM, no network: every function
 * here is unit-tested under node.
 */
import {finite, formatCount, formatPercent, formatValue} from './format.js';
import type {KindDeclaration} from './types.js';
import type {DiffExtreme, DiffHeadline, DiffResponse, DiffSummary} from './types_across_reports.js';

/** What a row of the comparison is, singular and plural: label / labels, class / classes. */
export interface RowNoun {
  one: string;
  many: string;
}

function plural(noun: string): string {
  return /(s|x|z|ch|sh)$/.test(noun) ? noun + 'es' : noun + 's';
}

/** The noun of the kind's rows (nothing here names a kind): the diff's `key`, else the key of the kind's declared bias; "row" without either. */
export function rowNoun(decl: KindDeclaration | null, diff?: Pick<DiffResponse, 'key'> | null): RowNoun {
  const word = (v: unknown): v is string => typeof v === 'string' && /^[a-z][a-z ]*$/i.test(v);
  const one = word(diff?.key) ? diff.key : word(decl?.bias?.key) ? decl.bias.key : 'row';
  return {one, many: plural(one)};
}

/** A rate as a short percentage: 0.05 reads 5%, 0.025 reads 2.5%. */
export function percentText(v: number): string {
  return `${Number((v * 100).toPrecision(3))}%`;
}

/** A change with its sign: +0.4, −0.96 (4 significant digits, minus U+2212). */
export function changeText(v: number): string {
  return signed(v, formatValue(v));
}

/** An interval as `[0.21, 0.59]`; '' when either end is undefined. */
export function intervalText(
  lower: number | null | undefined,
  upper: number | null | undefined,
  f: (v: number) => string = formatValue,
): string {
  return finite(lower) && finite(upper) ? `[${f(lower)}, ${f(upper)}]` : '';
}

/** A bias, or — when undefined. */
export function biasText(v: number | null | undefined): string {
  return finite(v) ? formatValue(v) : '\u2014';
}

/** "suit, |gap| 0.12 → 0.52 (+0.4 [0.21, 0.59])": the row's biases read from the columns (when found). */
export function extremeText(r: Pick<DiffResponse, 'columns' | 'bias'>, e: DiffExtreme): string {
  const c = r.columns;
  const i = c.key.indexOf(e.key);
  const sides = i < 0 ? '' : `, ${r.bias} ${biasText(c.bias_a[i])} \u2192 ${biasText(c.bias_b[i])}`;
  const interval = intervalText(e.lower, e.upper);
  return `${e.key}${sides} (${changeText(e.change)}${interval ? ' ' + interval : ''})`;
}

/**
 * The comparison in one line: "B vs A: 3 labels worsened, 5 improved, 120 unchanged, 19
 * undetermined (FDR 5%). Largest regression: suit, |gap| 0.12 → 0.52 (+0.4 [0.21, 0.59])."
 * then the largest improvement the same way; "No regression." when no row worsened.
 */
export function summarySentence(r: Pick<DiffResponse, 'summary' | 'columns' | 'bias' | 'fdr'>, noun: RowNoun): string {
  const s = r.summary;
  const counts =
    `B vs A: ${formatCount(s.worsened)} ${s.worsened === 1 ? noun.one : noun.many} worsened, ${formatCount(s.improved)} improved, ` +
    `${formatCount(s.unchanged)} unchanged, ${formatCount(s.undetermined)} undetermined (FDR ${percentText(r.fdr)}).`;
  const parts = [counts];
  if (s.worsened > 0 && s.largest_regression) parts.push(`Largest regression: ${extremeText(r, s.largest_regression)}.`);
  else if (s.worsened === 0) parts.push('No regression.');
  if (s.improved > 0 && s.largest_improvement) parts.push(`Largest improvement: ${extremeText(r, s.largest_improvement)}.`);
  return parts.join(' ');
}

/** The comparison at a glance, from the rows' verdicts: some worsened and none improved, the reverse, both, or neither. */
export type Overall = 'worse' | 'better' | 'mixed' | 'same';

export function overallVerdict(s: Pick<DiffSummary, 'worsened' | 'improved'>): Overall {
  if (s.worsened > 0) return s.improved > 0 ? 'mixed' : 'worse';
  return s.improved > 0 ? 'better' : 'same';
}

/** What the badge before the summary sentence says. */
export const OVERALL_TEXT: Readonly<Record<Overall, string>> = {
  worse: 'B is worse',
  better: 'B is better',
  mixed: 'Mixed',
  same: 'No significant change',
};

/** A headline number as its `format` says: `percent` 81.3%, `count` 1,204, else 4 significant digits; — when undefined. */
export function headlineValue(format: string, v: number | null | undefined): string {
  if (!finite(v)) return '\u2014';
  if (format === 'percent') return formatPercent(v);
  if (format === 'count') return formatCount(v);
  return formatValue(v);
}

function points(v: number): string {
  return (v * 100).toFixed(1).replace(/^-/, '\u2212');
}

/**
 * A headline's change B − A with its sign and interval: `percent` in percentage points
 * ("+7.0 pp [2.1, 11.9]"), `count` as a count ("+3 [1, 5]"), else a value ("−0.96 [−1.1, −0.8]").
 */
export function headlineChange(h: Pick<DiffHeadline, 'format' | 'change' | 'lower' | 'upper'>): string {
  const v = h.change;
  if (!finite(v)) return '\u2014';
  let text: string;
  let interval: string;
  if (h.format === 'percent') {
    text = signed(v, points(v)) + ' pp';
    interval = intervalText(h.lower, h.upper, points);
  } else if (h.format === 'count') {
    text = signed(v, formatCount(v).replace(/^-/, '\u2212'));
    interval = intervalText(h.lower, h.upper, (x) => formatCount(x).replace(/^-/, '\u2212'));
  } else {
    text = changeText(v);
    interval = intervalText(h.lower, h.upper);
  }
  return interval ? `${text} ${interval}` : text;
}

/** The resolved options of a diff as text: `metric=dp, a=woman, b=man`. */
export function optionsText(options: Record<string, unknown>): string {
  return Object.entries(options)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** A change or movement with its sign: +0.12, −0.3 (`text` is v already formatted). */
export function signed(v: number, text: string): string {
  return v > 0 ? '+' + text : text;
}
