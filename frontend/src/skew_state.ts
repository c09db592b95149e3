/**
 * The pure state of the SkewSize view: its selection (the class whose
 * drill-down is open, the mev noise filter, sort, search), their URL hash
 * parameters, the per-class table's sorting and filtering, the histogram of
 * Cramer's V by band, and the drill-down's bars per group.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {ownParams, parseNumber, putParam, searchRows, type Params, type SortDir} from './state.js';
import {
  BANDS,
  BAND_EDGES,
  type Band,
  type SkewClassResponse,
  type SkewMistake,
  type SkewResponse,
} from './types.js';

/** The per-class table's columns, in display order; every one sorts. */
export const SKEW_COLUMNS = [
  'class',
  'n',
  'cramers_v',
  'band',
  'accuracy',
  'worst_group',
  'worst_group_accuracy',
  'gap',
] as const;
export type SkewColumn = (typeof SKEW_COLUMNS)[number];
/** The columns of the CSV download, as `tb-fairness export` writes them for a SkewSize report. */
export const SKEW_CSV_COLUMNS = ['class', 'n', 'cramers_v', 'band', 'accuracy', 'worst_group_accuracy', 'gap'] as const;
/** Columns holding names (sorted as text) rather than numbers. */
const TEXT_COLUMNS: readonly SkewColumn[] = ['class', 'worst_group'];

/** The paper's minimum expected count; 0 turns the filter off (the appendix code). */
export const DEFAULT_MEV = 5;

export interface SkewSelection {
  /** The class whose drill-down is open, or null. */
  cls: string | null;
  /** The noise filter sent to the server. */
  mev: number;
  sort: SkewColumn;
  dir: SortDir;
  /** A regular expression matched (case-insensitively) against class names. */
  search: string;
}

export const DEFAULT_SKEW_SELECTION: Readonly<SkewSelection> = Object.freeze({
  cls: null,
  mev: DEFAULT_MEV,
  sort: 'cramers_v',
  dir: 'desc',
  search: '',
});

export function defaultSkewSelection(): SkewSelection {
  return {...DEFAULT_SKEW_SELECTION};
}

/** The direction a column sorts in when its header is first clicked: names A to Z, numbers high to low. */
export function skewDefaultDir(column: SkewColumn): SortDir {
  return TEXT_COLUMNS.includes(column) ? 'asc' : 'desc';
}

/** A valid mev: a finite number >= 0. */
export function isValidMev(v: number | null): v is number {
  return v !== null && Number.isFinite(v) && v >= 0;
}

// ---------------------------------------------------------------------------
// URL hash parameters (run, tag and step are state.ts's)

const K = {cls: 'class', mev: 'mev', sort: 'sort', dir: 'dir', search: 'q'} as const;

/** The selection as prefixed [key, value] pairs, leaving out everything equal to its default. */
export function skewToParams(sel: SkewSelection): Params {
  const out: Params = [];
  putParam(out, K.cls, sel.cls);
  if (sel.mev !== DEFAULT_MEV) putParam(out, K.mev, sel.mev);
  if (sel.sort !== DEFAULT_SKEW_SELECTION.sort || sel.dir !== DEFAULT_SKEW_SELECTION.dir) {
    putParam(out, K.sort, sel.sort);
    putParam(out, K.dir, sel.dir);
  }
  putParam(out, K.search, sel.search);
  return out;
}

/** The selection held by hash parameters; malformed values fall back to their defaults. */
export function skewFromParams(params: Iterable<[string, string]>): SkewSelection {
  const m = ownParams(params);
  const sel = defaultSkewSelection();
  const cls = m.get(K.cls);
  sel.cls = cls === undefined || cls === '' ? null : cls;
  const mev = parseNumber(m.get(K.mev));
  if (isValidMev(mev)) sel.mev = mev;
  const sort = m.get(K.sort);
  if (sort !== undefined && (SKEW_COLUMNS as readonly string[]).includes(sort)) {
    sel.sort = sort as SkewColumn;
    const dir = m.get(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : skewDefaultDir(sel.sort);
  }
  sel.search = m.get(K.search) ?? '';
  return sel;
}

// ---------------------------------------------------------------------------
// The per-class table

/** The part of a skew response the table needs. */
export type SkewTable = Pick<SkewResponse, 'rows' | 'columns' | 'states'>;

/** The band of a value of Cramer's V (negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large). */
export function bandOf(v: number): Band {
  let b = 0;
  while (b < BAND_EDGES.length && v >= BAND_EDGES[b]) b++;
  return BANDS[b];
}

/** The sort key of a numeric cell: the number, the band's rank for `band`, NaN when undefined. */
export function skewKey(table: SkewTable, column: Exclude<SkewColumn, 'class' | 'worst_group'>, i: number): number {
  if (column === 'band') {
    const rank = BANDS.indexOf(table.columns.band[i] as Band);
    return rank < 0 ? NaN : rank;
  }
  const v = table.columns[column][i];
  return typeof v === 'number' && Number.isFinite(v) ? v : NaN;
}

/**
 * Row indices in sort order. Undefined values (V of a class seen in one
 * group, accuracy of a class without examples, a missing worst group) are
 * last in both directions; bands sort by strength (negligible < small <
 * medium < large); names by UTF-16 code units. Ties keep the server's order
 * (V descending), so the result is deterministic.
 */
export function sortSkewRows(table: SkewTable, column: SkewColumn, dir: SortDir): Int32Array {
  const order = new Int32Array(table.rows);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'class' || column === 'worst_group') {
    const names = table.columns[column];
    order.sort((i, j) => {
      const x = names[i];
      const y = names[j];
      if (x === null || y === null) return x === null && y === null ? i - j : x === null ? 1 : -1;
      return x < y ? -sign : x > y ? sign : i - j;
    });
    return order;
  }
  const keys = new Float64Array(table.rows);
  for (let i = 0; i < table.rows; i++) keys[i] = skewKey(table, column, i);
  order.sort((i, j) => {
    const x = keys[i];
    const y = keys[j];
    const xu = Number.isNaN(x);
    const yu = Number.isNaN(y);
    if (xu || yu) return xu && yu ? i - j : xu ? 1 : -1;
    return x < y ? -sign : x > y ? sign : i - j;
  });
  return order;
}

/** The rows of `order` (kept in that order) whose class matches `search`. */
export function filterSkewRows(table: SkewTable, order: Int32Array, search: RegExp | null): Int32Array {
  return searchRows(table.columns.class, order, search);
}

// ---------------------------------------------------------------------------
// The histogram of Cramer's V, coloured by band (the SkewSize paper's Figure 4)

/** Bins per unit of V: 20 bins of 0.05, so the band edges 0.1, 0.3 and 0.5 are bin edges. */
export const V_BINS = 20;

export interface VBin {
  x0: number;
  x1: number;
  band: Band;
  count: number;
}

export interface VHistogram {
  /** Non-empty (bin, band) pairs, by bin then band. */
  bins: VBin[];
  byBand: Record<Band, number>;
  /** Classes with a value of V among the rows given, and without one. */
  defined: number;
  undefined: number;
}

/**
 * Counts the V of `rows` in equal bins over [0, 1] (V = 1 falls in the last),
 * split by each row's band as the server gives it; rows without V are counted apart.
 */
export function vHistogram(table: SkewTable, rows: ArrayLike<number>): VHistogram {
  const byBand = Object.fromEntries(BANDS.map((b) => [b, 0])) as Record<Band, number>;
  const counts = new Map<number, number>(); // bin * BANDS.length + band rank
  let defined = 0;
  let undef = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    const v = table.columns.cramers_v[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      undef++;
      continue;
    }
    const band = (BANDS as readonly string[]).includes(table.columns.band[i] ?? '')
      ? (table.columns.band[i] as Band)
      : bandOf(v);
    const bin = Math.min(V_BINS - 1, Math.max(0, Math.floor(v * V_BINS)));
    const key = bin * BANDS.length + BANDS.indexOf(band);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    byBand[band]++;
    defined++;
  }
  const bins = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, count]) => {
      const bin = Math.floor(key / BANDS.length);
      return {x0: bin / V_BINS, x1: (bin + 1) / V_BINS, band: BANDS[key % BANDS.length], count};
    });
  return {bins, byBand, defined, undefined: undef};
}

// ---------------------------------------------------------------------------
// The drill-down of one class (the SkewSize paper's Figure 1)

export interface LabelBar {
  /** The predicted label; '' for the `other` bar. */
  label: string;
  count: number;
  /** count / the group's examples of the class (0 for a group without examples). */
  share: number;
  /** The column of the class itself: a right prediction. */
  correct: boolean;
  /** False when the mev filter drops this column from V. */
  kept: boolean;
  /** The bar summing the labels beyond the response's `limit`. */
  other: boolean;
}

export interface GroupPanel {
  group: string;
  n: number;
  accuracy: number | null;
  /** One bar per label column, in the response's order (the same for every group), then `other`. */
  bars: LabelBar[];
  /** This group's most frequent mistakes, by rank. */
  mistakes: SkewMistake[];
}

export interface ClassPanels {
  panels: GroupPanel[];
  /** The largest share of any bar: one scale for every group, so bars compare across groups. */
  maxShare: number;
  /** Labels folded into `other` (beyond the limit), and labels in all. */
  otherLabels: number;
  totalLabels: number;
  /** Label columns the mev filter drops. */
  dropped: number;
}

/** Side-by-side panels, one per group: the distribution of predicted labels and the top mistakes. */
export function classPanels(res: SkewClassResponse): ClassPanels {
  let maxShare = 0;
  const panels = res.groups.map((group, r) => {
    const n = res.group_n[r] ?? 0;
    const share = (count: number) => (n > 0 ? count / n : 0);
    const bars: LabelBar[] = res.labels.map((label, c) => {
      const count = res.counts[r][c] ?? 0;
      return {label, count, share: share(count), correct: res.correct[c] === true, kept: res.kept[c] !== false, other: false};
    });
    if (res.other_labels > 0) {
      const count = res.other[r] ?? 0;
      bars.push({label: '', count, share: share(count), correct: false, kept: true, other: true});
    }
    for (const b of bars) if (b.share > maxShare) maxShare = b.share;
    const mistakes = res.mistakes.filter((m) => m.group === group).sort((a, b) => a.rank - b.rank);
    return {group, n, accuracy: res.group_accuracy[r] ?? null, bars, mistakes};
  });
  return {
    panels,
    maxShare,
    otherLabels: res.other_labels,
    totalLabels: res.total_labels,
    dropped: res.kept.filter((k) => k === false).length,
  };
}
