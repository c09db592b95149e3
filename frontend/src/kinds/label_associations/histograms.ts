/**
 * The bins of the label-association view's charts (the gap histogram and the count
 * distribution), computed here and drawn by the views. No DOM: unit-tested under node.
 */
import {type Table, cellKey} from './rows.js';

export interface Bin {
  /** Inclusive lower edge. */
  x0: number;
  /** Upper edge, exclusive except for the last bin. */
  x1: number;
  count: number;
}

export interface NonFinite {
  posInf: number;
  negInf: number;
  undefined: number;
}

export interface Histogram {
  bins: Bin[];
  /** How many finite values the bins hold. */
  finite: number;
  nonFinite: NonFinite;
}

/** The default number of bins for n values: about sqrt(n), between 5 and 40. */
export function defaultBinCount(n: number): number {
  return Math.min(40, Math.max(5, Math.ceil(Math.sqrt(n))));
}

function equalWidthBins(values: Float64Array, bins: number): Bin[] {
  if (values.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === hi) {
    // Every value equal: one bin of width 1 centred on it (in the binned space).
    return [{x0: lo - 0.5, x1: hi + 0.5, count: values.length}];
  }
  const width = (hi - lo) / bins;
  const out: Bin[] = [];
  for (let b = 0; b < bins; b++) {
    out.push({x0: lo + b * width, x1: b === bins - 1 ? hi : lo + (b + 1) * width, count: 0});
  }
  for (let k = 0; k < values.length; k++) {
    const b = Math.min(bins - 1, Math.max(0, Math.floor((values[k] - lo) / width)));
    out[b].count++;
  }
  return out;
}

/**
 * Equal-width bins of the finite gaps of `rows`, from the smallest to the
 * largest; infinite and undefined gaps are counted apart.
 */
export function gapHistogram(table: Table, rows: ArrayLike<number>, bins?: number): Histogram {
  const values = new Float64Array(rows.length);
  let n = 0;
  const nonFinite: NonFinite = {posInf: 0, negInf: 0, undefined: 0};
  for (let k = 0; k < rows.length; k++) {
    const v = cellKey(table, 'gap', rows[k]);
    if (Number.isFinite(v)) values[n++] = v;
    else if (v === Infinity) nonFinite.posInf++;
    else if (v === -Infinity) nonFinite.negInf++;
    else nonFinite.undefined++;
  }
  const finite = values.subarray(0, n);
  return {
    bins: equalWidthBins(finite, bins ?? defaultBinCount(n)),
    finite: n,
    nonFinite,
  };
}

export interface CountBin {
  /** Lower edge, in counts (bins are equal-width in log10 c(y)). */
  x0: number;
  /** Upper edge, in counts. */
  x1: number;
  /** Labels of the top K in this bin. */
  top: number;
  /** Labels of all the rows in this bin. */
  all: number;
}

export interface CountDistribution {
  bins: CountBin[];
  /** Rows taken as the top K (K, or fewer when the table is shorter). */
  k: number;
  /** Labels with c(y) > 0 among the top K, and among all rows: what the bins hold. */
  topShown: number;
  allShown: number;
  /** Labels among the top K with c(y) = 0, which a log axis cannot show. */
  zero: number;
  /** Median c(y) of the top K, and of all rows. */
  topMedian: number | null;
  allMedian: number | null;
}

function median(sorted: Float64Array): number | null {
  const m = sorted.length;
  if (m === 0) return null;
  return m % 2 ? sorted[(m - 1) / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2;
}

/**
 * The distribution of c(y) over the first K of `rows` (the top K by the
 * current sort) beside that of all `rows`: the nPMI paper's Figure 2. Bins
 * are equal-width in log10 c(y) over the range of all rows, so the two
 * distributions share edges; labels with c(y) = 0 are counted apart.
 */
export function countDistribution(table: Table, rows: ArrayLike<number>, k: number, bins?: number): CountDistribution {
  const take = Math.min(Math.max(0, Math.floor(k)), rows.length);
  const logs = new Float64Array(rows.length);
  let lo = Infinity;
  let hi = -Infinity;
  for (let r = 0; r < rows.length; r++) {
    const c = cellKey(table, 'count', rows[r]);
    const l = c > 0 && Number.isFinite(c) ? Math.log10(c) : NaN;
    logs[r] = l;
    if (l < lo) lo = l;
    if (l > hi) hi = l;
  }
  // The counts with c(y) > 0, of all the rows and of the top K, sorted natively for the medians.
  const allCounts = new Float64Array(rows.length);
  const topCounts = new Float64Array(take);
  let allShown = 0;
  let topShown = 0;
  let zero = 0;
  for (let r = 0; r < rows.length; r++) {
    if (Number.isNaN(logs[r])) {
      if (r < take) zero++;
      continue;
    }
    const c = cellKey(table, 'count', rows[r]);
    allCounts[allShown++] = c;
    if (r < take) topCounts[topShown++] = c;
  }
  const out: CountBin[] = [];
  if (allShown) {
    const n = lo === hi ? 1 : (bins ?? Math.min(30, defaultBinCount(allShown)));
    const [a, b] = lo === hi ? [lo - 0.5, hi + 0.5] : [lo, hi];
    const width = (b - a) / n;
    for (let i = 0; i < n; i++) {
      out.push({x0: 10 ** (a + i * width), x1: 10 ** (i === n - 1 ? b : a + (i + 1) * width), top: 0, all: 0});
    }
    for (let r = 0; r < rows.length; r++) {
      const l = logs[r];
      if (Number.isNaN(l)) continue;
      const i = Math.min(n - 1, Math.max(0, Math.floor((l - a) / width)));
      out[i].all++;
      if (r < take) out[i].top++;
    }
  }
  return {
    bins: out,
    k: take,
    topShown,
    allShown,
    zero,
    topMedian: median(topCounts.subarray(0, topShown).sort()),
    allMedian: median(allCounts.subarray(0, allShown).sort()),
  };
}
