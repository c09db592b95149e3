/**
 * The words of compare mode (views/compare_view.ts): the row noun, the summary
 * sentence, the verdict at a glance, the texts of the headline cards, and how a
 * bias, a change, an interval and a rate read. Split from compare_state.ts (the
 * selection) and compare_rows.ts (the rows). No DOM, no network: every function
 * here is unit-tested under node.
 */
import {finite, formatCount, formatPercent, formatValue, pointsNumber} from './format.js';
import type {KeyTitles, KindDeclaration} from './types.js';
import type {DiffHeadline, DiffResponse, Direction, GroupChange, GroupDriver, IntervalKind} from './types_across_reports.js';

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

/** No key titles: one object, so that a property bound to it does not change at every render. */
const NO_TITLES: KeyTitles = Object.freeze({});

/** The key titles a kind declares (none: its keys are names, or an older server). */
export function keyTitlesOf(decl: KindDeclaration | null): KeyTitles {
  const t = decl?.bias?.key_titles;
  return t !== null && typeof t === 'object' ? t : NO_TITLES;
}

/** A row's key in words where the kind gives it a title (the binary kind's `for`: "False omission rate"), else the key itself. */
export function keyText(key: string, titles: KeyTitles): string {
  // Own keys only: a label named `constructor` is not Object's.
  const t = Object.hasOwn(titles, key) ? titles[key] : undefined;
  return typeof t === 'string' && t !== '' ? t : key;
}

/** A key as a tooltip names it: "False omission rate (for)", or the key itself. */
export function keyLabel(key: string, titles: KeyTitles): string {
  const t = keyText(key, titles);
  return t === key ? key : `${t} (${key})`;
}

/** Why a headline card's number is undefined, where the kind says: one reason for both sides alike, else each side's; '' when none. */
export function undefinedWhy(h: Pick<DiffHeadline, 'reason_a' | 'reason_b'>): string {
  const a = h.reason_a ?? null;
  const b = h.reason_b ?? null;
  if (a !== null && a === b) return a;
  return [a !== null ? `A: ${a}` : '', b !== null ? `B: ${b}` : ''].filter(Boolean).join('; ');
}

/** A rate as a short percentage: 0.05 reads 5%, 0.025 reads 2.5%. */
export function percentText(v: number): string {
  return `${Number((v * 100).toPrecision(3))}%`;
}

/** A difference of rates in percentage points, bare: 0.579 reads 57.9, −0.07 reads −7.0. */
export const pointsText = pointsNumber;

/** A bare number (an interval's end) as `format` reads: `points` in pp without the unit, else 4 significant digits. */
export function bareText(format: string): (v: number) => string {
  return format === 'points' || format === 'percent' ? pointsText : formatValue;
}

/** A change with its sign: +0.4, −0.96 (4 significant digits, minus U+2212); `points`: +7.0 pp. */
export function changeText(v: number, format = 'value'): string {
  if (format === 'points' || format === 'percent') return signed(v, pointsText(v)) + ' pp';
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

/** A bias (or a signed value) as `format` reads: `points` 57.9 pp, else 4 significant digits; — when undefined. */
export function biasText(v: number | null | undefined, format = 'value'): string {
  if (!finite(v)) return '\u2014';
  return format === 'points' ? `${pointsText(v)} pp` : formatValue(v);
}

/** What the shown interval of a change is: FCR-adjusted (a selected row) or marginal. */
export function intervalKindText(kind: IntervalKind | undefined, level: number): string {
  return kind === 'fcr'
    ? 'FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)'
    : `marginal ${percentText(level)} interval (this row alone)`;
}

/** A headline number as its `format` says: `percent` 81.3%, `points` 12.1 pp, `count` 1,204, else 4 significant digits; — when undefined. */
export function headlineValue(format: string, v: number | null | undefined): string {
  if (!finite(v)) return '\u2014';
  if (format === 'percent') return formatPercent(v);
  if (format === 'points') return `${pointsText(v)} pp`;
  if (format === 'count') return formatCount(v);
  return formatValue(v);
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
  if (h.format === 'percent' || h.format === 'points') {
    text = signed(v, pointsText(v)) + ' pp';
    interval = intervalText(h.lower, h.upper, pointsText);
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

/** A group's direction in words. */
export const DIRECTION_TEXT: Readonly<Record<Direction, string>> = {
  rose: 'rose',
  fell: 'fell',
  no_significant_change: 'no significant change',
  undetermined: 'undetermined',
};

/** A group's change B − A with its interval, as its value's format reads: "−7.0 pp [−11.0, −3.0]". */
export function groupChangeText(format: string, g: Pick<GroupChange, 'change' | 'lower' | 'upper'>): string {
  return headlineChange({format, change: g.change, lower: g.lower, upper: g.upper});
}

/**
 * The group that drives a row's change, as the server's sentence names it: "sex=female: recall
 * 61.0% → 54.0% (−7.0 pp [−11.0, −3.0])", "(not significant)" when no group's change was.
 */
export function driverText(d: GroupDriver): string {
  const text = `${d.group}: ${d.value} ${headlineValue(d.format, d.value_a)} \u2192 ${headlineValue(d.format, d.value_b)} (${groupChangeText(d.format, d)})`;
  return d.significant ? text : `${text} (not significant)`;
}
