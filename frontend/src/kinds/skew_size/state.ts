/**
 * The pure state of the SkewSize view: its selection (the class whose
 * drill-down is open, the mev noise filter, the level of V's interval, the
 * false discovery rate of the marks, sort, search), their URL hash
 * parameters, the per-class table's sorting and filtering, its statistics
 * (intervals, p-values, marks, legend), the histogram of
 * Cramer's V by band, the drill-down's bars per group, and the parameters of
 * the kind's two view routes (the table and the drill-down of one class).
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {RouteParams} from '../../api.js';
import {finite, formatCount, formatPValue, headTitle} from '../../format.js';
import {numberDefault, numberOrDefault} from '../../kinds_state.js';
import {marksLegendText, significanceLabel} from '../../significance.js';
import {ownParams, parseNumber, putOptionParam, putParam, searchRows, type Params, type SortDir} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import {BANDS, BAND_EDGES, type Band, type SkewClassResponse, type SkewMistake, type SkewModel, type SkewResponse} from './types.js';

/** The parameters of the kind's view route (docs/http_api.md). */
export interface SkewParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** The noise filter; null: the server's default (the kind's declared one). */
  mev: number | null;
  /** Confidence level of V's interval and false discovery rate of the marks; null or absent: the server's default (the kind's declared ones). */
  level?: number | null;
  fdr?: number | null;
  /** Groups with fewer examples are left out of the worst groups; null or absent: the server's default. */
  minCount?: number | null;
}

/** The parameters of the drill-down route of one class. */
export interface SkewClassParams extends SkewParams {
  class: string;
  /** Mistakes per group; null: the server's default (5). */
  k: number | null;
  /** At most this many predicted-label columns; null: the server's default (50). */
  limit: number | null;
}

/** Performance mark of the table route's response (visible in DevTools: `Api.view`'s `mark`). */
export const MARK_SKEW_RESPONSE = 'fairness:skew-response';

/** The sub-path of the drill-down route: `<kind>/class`. */
export const SKEW_CLASS_PATH = 'class';

/** The table's route query (`Api.view(kind, '', …)`): what is null is left out. */
export function skewRouteParams(p: SkewParams): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, mev: p.mev, level: p.level ?? null, fdr: p.fdr ?? null, min_count: p.minCount ?? null};
}

/** The drill-down's route query (`Api.view(kind, SKEW_CLASS_PATH, …)`): the class as `class_name`. */
export function skewClassRouteParams(p: SkewClassParams): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, class_name: p.class, mev: p.mev, k: p.k, limit: p.limit};
}

/** The per-class table's columns, in display order; every one sorts. */
export const SKEW_COLUMNS = [
  'class',
  'n',
  'cramers_v',
  'band',
  'p_value',
  'accuracy',
  'worst_group',
  'worst_group_accuracy',
  'gap',
] as const;
export type SkewColumn = (typeof SKEW_COLUMNS)[number];
/** Columns holding names (sorted as text) rather than numbers. */
const TEXT_COLUMNS: readonly SkewColumn[] = ['class', 'worst_group'];

/**
 * The levels the picker offers (a level from the URL the kind's `level` option takes is
 * kept and offered too). The default level, like every option's default and bounds
 * (`mev`, `level`, `fdr`), is the server's: the kind's declaration (`GET kinds`).
 */
export const SKEW_LEVELS = [0.9, 0.95, 0.99] as const;

export interface SkewSelection {
  /** The class whose drill-down is open, or null. */
  cls: string | null;
  /** The noise filter sent to the server (`mev`: 0 turns the filter off, as the appendix code does); null: the server's default (the kind declares none). */
  mev: number | null;
  /** Confidence level of V's interval (`level` of the route); null: the server's default. */
  level: number | null;
  /** False discovery rate of the ★ marks (`fdr` of the route and of the hash, where `q` is the search); null: the server's default. */
  fdr: number | null;
  /** Groups with fewer examples (of the report, of a class) are left out of the worst groups (`min_count`); null: the server's default. */
  minCount: number | null;
  sort: SkewColumn;
  dir: SortDir;
  /** A regular expression matched (case-insensitively) against class names. */
  search: string;
}

/** The view's own defaults (no class open, V descending, no search); the options' are the kind's. */
export const SKEW_VIEW_DEFAULTS: Readonly<Pick<SkewSelection, 'cls' | 'sort' | 'dir' | 'search'>> = Object.freeze({
  cls: null,
  sort: 'cramers_v',
  dir: 'desc',
  search: '',
});

/** The selection of a fresh view: the view's defaults, and the served defaults of `kind`'s options. */
export function defaultSkewSelection(kind: KindDeclaration | null): SkewSelection {
  return {
    ...SKEW_VIEW_DEFAULTS,
    mev: numberDefault(kind, 'mev'),
    level: numberDefault(kind, 'level'),
    fdr: numberDefault(kind, 'fdr'),
    minCount: numberDefault(kind, 'min_count'),
  };
}

/** The direction a column sorts in when its header is first clicked: names A to Z, p-values low to high, other numbers high to low. */
export function skewDefaultDir(column: SkewColumn): SortDir {
  return TEXT_COLUMNS.includes(column) || column === 'p_value' ? 'asc' : 'desc';
}

// ---------------------------------------------------------------------------
// URL hash parameters (run, tag and step are state.ts's)

const K = {cls: 'class', mev: 'mev', level: 'level', fdr: 'fdr', minCount: 'min_count', sort: 'sort', dir: 'dir', search: 'q'} as const;

/** The selection as prefixed [key, value] pairs, leaving out everything equal to its default (an option's: `kind`'s served one). */
export function skewToParams(sel: SkewSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  putParam(out, K.cls, sel.cls);
  putOptionParam(out, K.mev, sel.mev, kind);
  putOptionParam(out, K.level, sel.level, kind);
  putOptionParam(out, K.fdr, sel.fdr, kind);
  putOptionParam(out, K.minCount, sel.minCount, kind);
  if (sel.sort !== SKEW_VIEW_DEFAULTS.sort || sel.dir !== SKEW_VIEW_DEFAULTS.dir) {
    putParam(out, K.sort, sel.sort);
    putParam(out, K.dir, sel.dir);
  }
  putParam(out, K.search, sel.search);
  return out;
}

/** The selection held by hash parameters; malformed values, and values `kind` does not take, fall back to their defaults. */
export function skewFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): SkewSelection {
  const m = ownParams(params);
  const sel = defaultSkewSelection(kind);
  const cls = m.get(K.cls);
  sel.cls = cls === undefined || cls === '' ? null : cls;
  sel.mev = numberOrDefault(kind, 'mev', parseNumber(m.get(K.mev)));
  sel.level = numberOrDefault(kind, 'level', parseNumber(m.get(K.level)));
  sel.fdr = numberOrDefault(kind, 'fdr', parseNumber(m.get(K.fdr)));
  sel.minCount = numberOrDefault(kind, 'min_count', parseNumber(m.get(K.minCount)));
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
/** The part of a skew response the legend needs. */
export type SkewStats = Pick<SkewResponse, 'rows' | 'columns' | 'level' | 'fdr' | 'significant'>;

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
 * group and its p-value, accuracy of a class without examples, a missing
 * worst group) are last in both directions; bands sort by strength (negligible < small <
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
// Column heads: plain words; the code name and a definition in the tooltip

/** A column head of the per-class table: its name and second line as shown, and its tooltip. */
export interface SkewHead {
  name: string;
  sub: string;
  title: string;
}

const SKEW_HEADS: Record<SkewColumn, [name: string, sub: string, definition: string]> = {
  class: ['class', 'ground truth', 'the ground-truth class'],
  n: ['examples', '', 'the examples of the class'],
  cramers_v: [
    "Cram\u00e9r's V",
    'effect size',
    "Cram\u00e9r's V of the table groups \u00d7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last",
  ],
  band: ['band', 'of V', 'negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large'],
  p_value: [
    'p',
    '\u03c7\u00b2 test',
    'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last',
  ],
  accuracy: ['accuracy', 'of the class', 'the accuracy on the examples of the class'],
  worst_group: [
    'worst group',
    'lowest accuracy',
    'the group with the lowest accuracy on this class, among those with at least the min count of its examples',
  ],
  worst_group_accuracy: ['its accuracy', 'worst group', "the accuracy of the class's worst group"],
  gap: [
    'gap',
    'accuracy \u2212 worst',
    'the accuracy of the class minus that of its worst group, in percentage points (negative when a group too small to count does worse)',
  ],
};

/** What the worst-group cells of row `i` say besides their numbers: the groups left out and why. */
export interface WorstGroupWords {
  /** After the group's name: "+1 left out", or '' when none is. */
  note: string;
  /** The group cell's tooltip. */
  title: string;
  /** The tooltip of its accuracy and of the gap when they are undefined. */
  why: string;
}

/**
 * The words of row `i`'s worst group: it is the lowest accuracy among the groups with at
 * least `minCount` examples of the class (undefined: an older server), and the groups with
 * fewer are left out of it but counted in the class's accuracy, so the gap can be negative.
 */
export function worstGroupWords(table: Pick<SkewResponse, 'columns'>, i: number, minCount: number | undefined): WorstGroupWords {
  const c = table.columns;
  const group = c.worst_group[i];
  const excluded = c.worst_group_excluded?.[i] ?? 0;
  const enough = minCount === undefined ? 'enough' : `at least ${formatCount(minCount)}`;
  const fewer = minCount === undefined ? 'too few' : `fewer than ${formatCount(minCount)}`;
  const left = `${formatCount(excluded)} group${excluded === 1 ? '' : 's'} with ${fewer} examples of the class`;
  if (c.accuracy[i] === null) return {note: '', title: '', why: 'Undefined: no examples of this class.'};
  if (group === null) {
    const counted = c.worst_group_excluded === undefined ? '' : ` (${left})`;
    return {
      note: '',
      title: `No group has ${enough} examples of the class.`,
      why: `Undefined: no group has ${enough} examples of the class${counted}.`,
    };
  }
  const lowest = `${group}: the lowest accuracy of the groups with ${enough} examples of the class`;
  if (!excluded) return {note: '', title: `${lowest}.`, why: ''};
  return {
    note: `+${formatCount(excluded)} left out`,
    title: `${lowest}; ${left} left out (the class's accuracy counts them, so the gap is negative when they do worse).`,
    why: '',
  };
}

/** The tooltip of the model's worst group in the headline: which groups it is chosen from, and which are left out. */
export function modelWorstGroupTitle(m: Pick<SkewModel, 'worst_group' | 'min_count' | 'worst_group_excluded'>): string {
  const enough = m.min_count === undefined ? 'enough' : `at least ${formatCount(m.min_count)}`;
  if (m.worst_group === null) return `No group has ${enough} examples.`;
  const excluded = m.worst_group_excluded ?? 0;
  const fewer = m.min_count === undefined ? 'too few' : `fewer than ${formatCount(m.min_count)}`;
  const left = excluded
    ? `; ${formatCount(excluded)} group${excluded === 1 ? '' : 's'} with ${fewer} examples left out (the overall accuracy counts them)`
    : '';
  return `${m.worst_group}: the lowest accuracy of the groups with ${enough} examples${left}.`;
}

/** The head of a column of the per-class table (`interval`: V's, `significant`: the ★ mark), in plain words. */
export function skewHead(column: SkewColumn | 'interval' | 'significant', level: number, fdr: number): SkewHead {
  if (column === 'interval') {
    const l = formatLevel(level);
    return {
      name: 'interval',
      sub: `${l} of V`,
      title: headTitle(
        'interval',
        'lower, upper',
        `the ${l} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`,
      ),
    };
  }
  if (column === 'significant') return {name: '\u2605', sub: '', title: headTitle('\u2605', 'significant', significanceLabel(fdr))};
  const [name, sub, definition] = SKEW_HEADS[column];
  return {name, sub, title: headTitle(name, column, definition)};
}

// ---------------------------------------------------------------------------
// Statistical trust: V's interval, the p-value, the Benjamini-Hochberg mark (docs/statistics.md)

/** A level or rate as a percentage without trailing zeros: 0.95 reads 95%, 0.025 reads 2.5%. */
export function formatLevel(v: number): string {
  return `${Number((v * 100).toPrecision(4))}%`;
}

/** A rate as typed: 0.05 reads 0.05. */
export function formatRateValue(v: number): string {
  return String(Number(v.toPrecision(4)));
}

/** What the interval, p-value and mark cells of one class show. */
export interface SkewStatsCell {
  /** [lower, upper] of the population V, or null when V is undefined. */
  interval: [number, number] | null;
  /** "[0.33, 0.49]", or "—". */
  intervalText: string;
  /** The p-value, or null. */
  p: number | null;
  /** "<1e−6", "0.012", or "—" when there is none. */
  pText: string;
  /** The p-value cell's tooltip: the exact value, or why there is none. */
  pTitle: string;
  significant: boolean;
  /** Why V (and so its interval and p-value) is undefined; null when defined. */
  reason: string | null;
}

/** The interval, p-value and mark of class i; `reasons` is the route's (what each state means). */
export function skewStatsCell(table: SkewTable, i: number, reasons: Record<string, string>): SkewStatsCell {
  const c = table.columns;
  const state = table.states.cramers_v[i];
  const vDefined = state === null && finite(c.cramers_v[i]);
  const reason = vDefined ? null : `Undefined: ${(state && reasons[state]) || state || 'no value of V'}`;
  const lo = c.lower?.[i];
  const hi = c.upper?.[i];
  const interval: [number, number] | null = vDefined && finite(lo) && finite(hi) ? [lo, hi] : null;
  const p = c.p_value?.[i];
  const hasP = vDefined && finite(p);
  return {
    interval,
    intervalText: interval ? `[${interval[0].toFixed(2)}, ${interval[1].toFixed(2)}]` : '\u2014',
    p: hasP ? p : null,
    pText: hasP ? formatPValue(p) : '\u2014',
    pTitle: hasP ? `p = ${p} (chi-square test of "group and prediction independent")` : (reason ?? 'No p-value'),
    significant: vDefined && c.significant?.[i] === true,
    reason,
  };
}

/**
 * The x domain of the whiskers, [0, top], shared by the whole column (all
 * rows, not only the searched ones) so whiskers compare across rows and do
 * not move: top is the largest upper limit rounded up to a tenth, at least
 * 0.1, at most 1 (V is in [0, 1]).
 */
export function vDomain(table: SkewTable): [number, number] {
  let top = 0;
  const upper = table.columns.upper ?? [];
  for (let i = 0; i < table.rows; i++) {
    const u = upper[i];
    if (finite(u) && u > top) top = u;
  }
  return [0, Math.min(1, Math.max(0.1, Math.ceil(top * 10 - 1e-9) / 10))];
}

/** Classes with a p-value (the ones Benjamini-Hochberg runs over). */
export function testedClasses(r: SkewStats): number {
  let n = 0;
  const p = r.columns.p_value ?? [];
  for (let i = 0; i < r.rows; i++) if (finite(p[i])) n++;
  return n;
}

export interface SkewLegend {
  /** "whiskers: 95% interval of the population V (docs/statistics.md)" */
  interval: string;
  /** "★ significant after Benjamini–Hochberg at FDR q = 0.05 (31 of 48 classes with a p-value)" */
  significance: string;
}

/**
 * The legend line above the table: what the whiskers and ★ mean for this response. Its ★
 * part keeps its own words (tests/browser/test_skew_browser.py reads them), not yet the
 * one line of significance.ts (`marksLegendText`) the other tables with ★ marks share.
 */
export function skewLegend(r: SkewStats): SkewLegend {
  const tested = testedClasses(r);
  return {
    interval: `whiskers: ${formatLevel(r.level)} interval of the population V (docs/statistics.md)`,
    significance: marksLegendText({
      q: r.fdr,
      significant: r.significant,
      tested,
      unit: 'class',
      units: 'classes',
      what: tested < r.rows ? `${r.rows - tested} without V` : '',
    }),
  };
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
    const band = (BANDS as readonly string[]).includes(table.columns.band[i] ?? '') ? (table.columns.band[i] as Band) : bandOf(v);
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

// ---------------------------------------------------------------------------
// The CSV: the `table` route's per-class table

/** The `table` route's table of the per-class table (one row per class). */
export const SKEW_CLASSES_TABLE = 'classes';

/** Its options: the noise filter, level, FDR and min count the response answered (an older server's: no min count). */
export function skewTableOptions(r: Pick<SkewResponse, 'mev' | 'level' | 'fdr' | 'model'>): Record<string, string> {
  const out: Record<string, string> = {mev: String(r.mev), level: String(r.level), fdr: String(r.fdr)};
  if (r.model.min_count !== undefined) out.min_count = String(r.model.min_count);
  return out;
}
