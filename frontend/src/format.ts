/** How numbers and value states read on screen. Pure; unit-tested. */
import type {ValueState} from './types.js';

const INTEGER = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});

/** A number that is neither NaN nor infinite (null, undefined and other types are not). */
export function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** The finite number `v`, else null: a typed column's NaN reads as the JSON's null (`?? null` would keep it). */
export function finiteOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Counts with thousands separators: 31,000. */
export function formatCount(v: number | null | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? INTEGER.format(v) : '';
}

/**
 * A metric value or gap with 4 significant digits, trailing zeros dropped,
 * exponent form for very small or large magnitudes; minus is U+2212.
 */
export function formatValue(v: number): string {
  if (v === 0) return '0';
  const a = Math.abs(v);
  let s: string;
  if (a >= 1e-4 && a < 1e6) {
    s = String(Number(v.toPrecision(4)));
  } else {
    const [m, e] = v.toExponential(3).split('e');
    s = `${String(Number(m))}e${Number(e)}`;
  }
  return s.replace(/^-/, '\u2212').replace(/e-/, 'e\u2212');
}

export interface CellText {
  text: string;
  /** The state a cell shows instead of a number, or null for a finite value. */
  state: ValueState | null;
  /** The tooltip: the exact value, or what the state means. */
  title: string;
}

export const STATE_TEXT: Record<ValueState, string> = {
  '+inf': '+\u221e',
  '-inf': '\u2212\u221e',
  undefined: 'undefined',
};

export const STATE_TITLE: Record<ValueState, string> = {
  '+inf':
    'Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.',
  '-inf':
    'Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.',
  undefined:
    'Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram.',
};

/** What one metric cell shows: a number, or its state. */
export function valueCell(v: number | null | undefined, state: ValueState | null | undefined): CellText {
  if (typeof v === 'number' && Number.isFinite(v)) return {text: formatValue(v), state: null, title: String(v)};
  const s: ValueState = state === '+inf' || state === '-inf' ? state : 'undefined';
  return {text: STATE_TEXT[s], state: s, title: STATE_TITLE[s]};
}

/** A wall time (seconds since the epoch) as a short local date and time. */
export function formatWallTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A proportion (accuracy, a share) as a percentage with one decimal: 0.8125 reads 81.3%. Empty for null. */
export function formatPercent(v: number | null | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : '';
}

/** A proportion ×100 with one decimal and no unit (minus U+2212): 0.579 reads 57.9, −0.07 reads −7.0. */
export function pointsNumber(v: number): string {
  return (v * 100).toFixed(1).replace(/^-/, '\u2212');
}

/** A difference of proportions (an accuracy gap) in percentage points: 0.07 reads 7.0 pp. Empty for null. */
export function formatPoints(v: number | null | undefined): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '';
  return `${pointsNumber(v)} pp`;
}

/** An effect size or a parity gap with 3 decimals (trailing zeros kept, so columns align). */
export function formatFixed(v: number | null | undefined, digits = 3): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '';
  return v.toFixed(digits).replace(/^-/, '\u2212');
}

/** A p-value: "<1e-6" below 1e-6, exponent form below 0.001 ("2.3e−4"), else 2 significant digits ("0.012"). */
export function formatPValue(p: number | null | undefined): string {
  if (typeof p !== 'number' || !Number.isFinite(p)) return '';
  if (p < 1e-6) return '<1e\u22126';
  if (p < 1e-3) {
    const [m, e] = p.toExponential(1).split('e');
    return minusSign(`${Number(m)}e${Number(e)}`);
  }
  return String(Number(p.toPrecision(2)));
}

/** A p-value after its letter: "p=0.61", "p=3e−5", "p<1e−6" (never "p=<1e−6"). */
export function pText(p: number): string {
  const t = formatPValue(p);
  return t.startsWith('<') ? `p${t}` : `p=${t}`;
}

function minusSign(s: string): string {
  return s.replace(/^-/, '\u2212').replace(/e-/, 'e\u2212');
}

/**
 * A column head's tooltip: "name (code): definition", in plain words first, then the
 * column's code name (the CSV's; left out when it reads the same) and what it holds.
 */
export function headTitle(name: string, code: string, definition: string): string {
  return `${name}${code === name ? '' : ` (${code})`}: ${definition}`;
}

/** The noun that agrees with count `n`: singular for one ("class"), else `plural` (default: the noun and an s). */
export function plural(n: number, noun: string, pluralForm = `${noun}s`): string {
  return n === 1 ? noun : pluralForm;
}

/** `n` and its noun, singular for one: "1 class", "3 classes". `plural` defaults to the noun and an s. */
export function countOf(n: number, noun: string, pluralForm = `${noun}s`): string {
  return `${formatCount(n)} ${plural(n, noun, pluralForm)}`;
}
