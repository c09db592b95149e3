/**
 * The axes of the charts, as pure functions (no DOM, unit-tested under node):
 *
 * - zoomDomain: the y range of a chart, fitted to its values and their intervals (a nice,
 *   rounded range with a little padding, within the metric's bounds), so that a difference
 *   between groups shows; a bar chart keeps its zero baseline (a bar's length is its value).
 * - tickLabelLayout: how a categorical axis writes its names so that no two overlap:
 *   horizontal when they fit, else turned by 45° or 90°, cut with an ellipsis past a
 *   length (the full name is the tick's tooltip), and a wider plot (the chart scrolls)
 *   when even upright names would not fit side by side.
 * - percentTickFormat: as few decimals as keep the ticks of a percent axis apart.
 * - linearTicks, stepDecimals: an axis's tick values at a round step, and the decimals they need.
 */

export interface ZoomOptions {
  /** The metric's bounds (e.g. [0, 1] for a rate): the range never leaves them. */
  clamp?: readonly [number, number];
  /** Keep 0 in the range, as the baseline (bar charts, counts): no padding below it. */
  zero?: boolean;
  /** Padding on each side, as a share of the span (default 0.05). */
  pad?: number;
  /** The smallest span drawn (equal values get this much around them). Default: 2% of the clamp's span, else of the values' size. */
  minSpan?: number;
  /** The ends are rounded to a step of about the span over this (default 10). */
  steps?: number;
}

/** The round step (1, 2 or 5 times a power of ten) nearest `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * power;
}

/** Drops the float noise of a multiple of a step (0.30000000000000004 -> 0.3). */
function tidy(v: number): number {
  return Number(v.toPrecision(12));
}

const finite = (xs: readonly (number | null | undefined)[]) => xs.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

/**
 * The y range [lo, hi] of a chart holding `values` and their intervals (`lows`, `highs`;
 * null ends are skipped): every one of them inside, padded a little and rounded to a tick
 * step, within `clamp`; from 0 when `zero`. Null when there is no finite number.
 *
 *     zoomDomain([0.82, 0.86], [0.8, 0.83], [0.85, 0.89], {clamp: [0, 1]})  // [0.79, 0.9]
 *     zoomDomain([0.82, 0.86], [], [0.89], {clamp: [0, 1], zero: true})      // [0, 1]
 */
export function zoomDomain(
  values: readonly (number | null)[],
  lows: readonly (number | null)[] = [],
  highs: readonly (number | null)[] = [],
  opts: ZoomOptions = {},
): [number, number] | null {
  const all = finite([...values, ...lows, ...highs]);
  if (all.length === 0) return null;
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  const dataLo = lo;
  const dataHi = hi;
  if (opts.zero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  const clamp = opts.clamp;
  const minSpan = opts.minSpan ?? (clamp ? (clamp[1] - clamp[0]) * 0.02 : Math.max(Math.abs(lo), Math.abs(hi), 1e-9) * 0.02);
  if (hi - lo < minSpan) {
    const mid = (lo + hi) / 2;
    lo = mid - minSpan / 2;
    hi = mid + minSpan / 2;
    if (opts.zero && dataLo >= 0) {
      lo = 0;
      hi = Math.max(hi, minSpan);
    }
  }
  const pad = (hi - lo) * (opts.pad ?? 0.05);
  // A zero baseline stays the edge (bars grow from it); the other end gets the padding.
  if (!(opts.zero && lo === 0)) lo -= pad;
  if (!(opts.zero && hi === 0)) hi += pad;
  const step = niceStep((hi - lo) / (opts.steps ?? 10));
  lo = tidy(Math.floor(lo / step + 1e-9) * step);
  hi = tidy(Math.ceil(hi / step - 1e-9) * step);
  if (clamp) {
    // Within the bounds, unless a number itself lies beyond them (then it is still drawn).
    lo = Math.max(lo, Math.min(clamp[0], dataLo));
    hi = Math.min(hi, Math.max(clamp[1], dataHi));
  }
  return [lo, hi];
}

/**
 * The ticks of a linear axis over [lo, hi]: about `count` of them, the multiples of a round
 * step (niceStep) inside the range, and that step. An axis given these values can label
 * them with the decimals the step needs (stepDecimals); decimals guessed from the span
 * alone repeat a label when the axis is tall enough for more ticks than guessed.
 */
export function linearTicks(lo: number, hi: number, count: number): {values: number[]; step: number} {
  const step = niceStep((hi - lo) / Math.max(1, count));
  const values: number[] = [];
  if (!(hi > lo) || !Number.isFinite(lo) || !Number.isFinite(hi)) return {values, step};
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) values.push(tidy(k * step));
  return {values, step};
}

/** The decimals that write the multiples of `step` apart: 0 for steps of 1 and more, 1 for 0.5 or 0.1, 2 for 0.05... */
export function stepDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/**
 * The d3 format of a percent axis spanning [lo, hi]: as few decimals as keep the ticks
 * apart (Plot draws about 5 ticks), so 84.2% and 84.6% do not both read "84%".
 */
export function percentTickFormat(lo: number, hi: number): string {
  const step = (hi - lo) / 5;
  if (!(step > 0) || step >= 0.01) return '.0%';
  return step >= 0.001 ? '.1%' : '.2%';
}

// ---------------------------------------------------------------------------
// Categorical tick labels

/**
 * About how wide `s` is in a sans-serif font of `fontPx` pixels, erring wide: narrow
 * letters 0.3 em, wide ones 0.9 em, capitals 0.68 em, the rest 0.58 em.
 */
export function estimateTextWidth(s: string, fontPx: number): number {
  let em = 0;
  for (const ch of s) {
    if ("iljtfrI1.,:;|!'()[] ".includes(ch)) em += 0.32;
    else if ('mwMW@%&'.includes(ch)) em += 0.9;
    else if (ch >= 'A' && ch <= 'Z') em += 0.68;
    else em += 0.58;
  }
  return em * fontPx;
}

/** `s` cut to at most `maxPx` wide, an ellipsis marking the cut; unchanged when it fits. */
export function truncateLabel(s: string, maxPx: number, measure: (s: string) => number): string {
  if (measure(s) <= maxPx) return s;
  const chars = [...s];
  let lo = 0;
  let hi = chars.length;
  // The longest prefix whose text plus the ellipsis fits (at least one character).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join('') + '…') <= maxPx) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, Math.max(1, lo)).join('').trimEnd() + '…';
}

/**
 * Group names as tick labels: names that all read `k1=v1 & k2=v2` with the same keys in the
 * same order are written as their values (`3 & female`), the keys becoming the axis title
 * (`skin_tone & gender`); other names are kept, with no title.
 */
export function shortenGroupNames(names: readonly string[]): {labels: string[]; title: string | null} {
  const split = names.map((name) => name.split(' & ').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]));
  const keys = split[0]?.map(([k]) => k) ?? [];
  const same =
    names.length > 0 &&
    split.every(
      (parts, i) =>
        parts.length === keys.length && parts.every(([k], j) => k !== '' && k === keys[j] && names[i].split(' & ')[j].includes('=')),
    );
  const labels = same ? split.map((parts) => parts.map(([, v]) => v).join(' & ')) : [...names];
  // Values that are not all distinct, or empty, would not tell the groups apart.
  if (!same || new Set(labels).size !== labels.length || labels.some((l) => l === '')) return {labels: [...names], title: null};
  return {labels, title: keys.join(' & ')};
}

export interface TickLabelOptions {
  /** The longest a label is drawn (px along its baseline); longer ones are cut (default 120). */
  maxLabelPx?: number;
  /** The text's width in px (default: estimateTextWidth at the font size). */
  measure?: (s: string) => number;
  /** The plot's left margin without any label hanging over it (default 44). */
  marginLeft?: number;
}

export interface TickLabelLayout {
  /** Plot's tickRotate: 0, -45 or -90 degrees. */
  rotate: 0 | -45 | -90;
  /** The labels as drawn, in `names`' order (cut with "…" where too long). */
  labels: string[];
  /** Whether some label is cut (its full name is the tooltip). */
  truncated: boolean;
  /** The bottom margin the labels need (px, ticks included). */
  marginBottom: number;
  /** The left margin: enough for the first label leaning left. */
  marginLeft: number;
  /** The width of the plot area (px): the one asked for, or wider when the names need it. */
  plotWidth: number;
}

/**
 * How a categorical x axis of `names` (one band each, evenly over `plotWidth` px) writes its
 * labels in a `fontPx` font so that no two overlap: horizontal when the widest fits its band,
 * turned by 45° when the bands are at least 1.5 lines apart, else upright (90°), with a wider
 * plot when even upright labels (one line each) would touch. Turned labels are cut to
 * `maxLabelPx` with an ellipsis.
 */
export function tickLabelLayout(names: readonly string[], plotWidth: number, fontPx: number, opts: TickLabelOptions = {}): TickLabelLayout {
  const measure = opts.measure ?? ((s: string) => estimateTextWidth(s, fontPx));
  const maxLabelPx = opts.maxLabelPx ?? 120;
  const baseLeft = opts.marginLeft ?? 44;
  const n = Math.max(1, names.length);
  const band = plotWidth / n;
  const line = fontPx * 1.35;
  // Tick (6px), padding and one line of text.
  const flatMargin = Math.ceil(10 + fontPx * 1.6);
  const widest = Math.max(0, ...names.map(measure));
  if (widest + 8 <= band) {
    return {rotate: 0, labels: [...names], truncated: false, marginBottom: flatMargin, marginLeft: baseLeft, plotWidth};
  }
  const labels = names.map((s) => truncateLabel(s, maxLabelPx, measure));
  const truncated = labels.some((l, i) => l !== names[i]);
  const longest = Math.max(0, ...labels.map(measure));
  if (band * Math.SQRT1_2 >= line * 1.1) {
    // A 45° label leans left from its tick: the first one must not leave the chart.
    const lean = Math.ceil((longest + fontPx) * Math.SQRT1_2);
    return {
      rotate: -45,
      labels,
      truncated,
      marginBottom: Math.ceil(12 + lean),
      marginLeft: Math.max(baseLeft, Math.ceil(lean - band / 2 + 4)),
      plotWidth,
    };
  }
  return {
    rotate: -90,
    labels,
    truncated,
    marginBottom: Math.ceil(14 + longest),
    marginLeft: baseLeft,
    plotWidth: Math.max(plotWidth, Math.ceil(n * line)),
  };
}
