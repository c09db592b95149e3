/**
 * The pure state of the visual fairness indicator views (Goyal et al. 2022):
 * harmful label associations, geodiversity and same-attribute retrieval.
 * Their selections and hash keys, the rows and chart points they show, the
 * p-values and ★ marks of geodiversity and retrieval (each group against the
 * rest, Benjamini-Hochberg at `fdr`), and the options of their CSVs (the
 * `table` route's tables, as `tb-fairness export` prints them).
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {KindOptions} from './api.js';
import {formatPValue} from './format.js';
import {disparitySignificanceLabel, fdrInUse} from './groups_state.js';
import {numberDefault, numberOrDefault, optionValid, textDefault, textOrDefault} from './kinds_state.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params} from './state.js';
import type {KindDeclaration} from './types.js';
import type {GeoResponse, HarmfulResponse, RetrievalResponse} from './types_indicators.js';

// ---------------------------------------------------------------------------
// Each group against the rest: p-values, marks, the FDR in the hash

/** The hash key of the false discovery rate (as every view spells it). */
const FDR_KEY = 'fdr';
/** What the hash called it before it had one name everywhere (these views have no search box): still read. */
const OLD_FDR_KEY = 'q';

/** The FDR in the hash unless it is `kind`'s served default. */
function fdrToParams(out: Params, fdr: number | null, kind: KindDeclaration | null): void {
  putOptionParam(out, FDR_KEY, fdr, kind, 'fdr');
}

/** The FDR of the hash when `kind`'s `fdr` option takes it, else its served default. */
function fdrFromParams(m: Map<string, string>, kind: KindDeclaration | null): number | null {
  return numberOrDefault(kind, 'fdr', parseNumber(m.get(FDR_KEY) ?? m.get(OLD_FDR_KEY)));
}

export interface TestCell {
  p: number | null;
  /** "0.012", "<1e−6", or "—" without a p-value. */
  text: string;
  /** The exact value and its test, or why there is none. */
  title: string;
  significant: boolean;
}

/** A p-value as shown, with the test named in its title (`why`: the reason when there is none). */
export function testCell(p: number | null | undefined, significant: boolean | null | undefined, test: string, why: string): TestCell {
  if (typeof p === 'number' && Number.isFinite(p)) {
    return {p, text: formatPValue(p), title: `p = ${p} (${test})`, significant: significant === true};
  }
  return {p: null, text: '\u2014', title: `No p-value: ${why}`, significant: false};
}

/**
 * The legend line: "★ significant after Benjamini–Hochberg at FDR q = 0.05
 * (2 of 4 groups with a p-value); <what each row tests>".
 */
export function testLegend(
  q: number | null,
  marks: readonly (boolean | null | undefined)[],
  ps: readonly (number | null | undefined)[],
  unit: string,
  what: string,
): string {
  const tested = ps.filter((p) => typeof p === 'number' && Number.isFinite(p)).length;
  const significant = marks.filter((m, i) => m === true && typeof ps[i] === 'number').length;
  return `\u2605 ${disparitySignificanceLabel(q)} (${significant} of ${tested} ${unit}${tested === 1 ? '' : 's'} with a p-value); ${what}`;
}

export const GEO_TEST = "Welch's t-test of the group's household hit rates against every other household's";
export const GEO_UNTESTED = 'the group or the rest has fewer than 2 households, or no household differs';
export const RETRIEVAL_TEST = "Welch's t-test of the group's P@K against the other groups' queries";
export const RETRIEVAL_UNTESTED = 'the group or the rest has fewer than 2 queries, or every query scores alike';

/** `kind`: the declaration, for the FDR of a response without one. */
export function geoLegend(r: GeoResponse, kind: KindDeclaration | null): string {
  return testLegend(
    fdrInUse(r, kind),
    r.significant ?? [],
    r.p_value ?? [],
    'group',
    "each group's households against all other households (Welch's t-test)",
  );
}

/** `kind`: the declaration, for the FDR of a response without one. */
export function retrievalLegend(r: RetrievalResponse, kind: KindDeclaration | null): string {
  return testLegend(
    fdrInUse(r, kind),
    (r.significant ?? []).flat(),
    (r.p_value ?? []).flat(),
    'cell',
    "each group's queries against the other groups' queries at that K (Welch's t-test)",
  );
}

// ---------------------------------------------------------------------------
// Harmful label associations

/** The type shown first (the view's own: `type` is not an option of the kind). */
export const DEFAULT_HARMFUL_TYPE = 'harmful';

export interface HarmfulSelection {
  /** The type whose curves and table are shown (`types` of the response). */
  type: string;
  /** The threshold of the label table and the CSV; null: the report's first. */
  threshold: number | null;
}

export function defaultHarmfulSelection(): HarmfulSelection {
  return {type: DEFAULT_HARMFUL_TYPE, threshold: null};
}

export function harmfulToParams(sel: HarmfulSelection): Params {
  const out: Params = [];
  if (sel.type !== DEFAULT_HARMFUL_TYPE) putParam(out, 'type', sel.type);
  putParam(out, 'threshold', sel.threshold);
  return out;
}

/** The selection of the hash; a threshold `kind`'s `threshold` option does not take is the report's first (null). */
export function harmfulFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): HarmfulSelection {
  const m = ownParams(params);
  const sel = defaultHarmfulSelection();
  const type = m.get('type');
  if (type) sel.type = type;
  const t = parseNumber(m.get('threshold'));
  if (optionValid(kind, 'threshold', t)) sel.threshold = t;
  return sel;
}

/** The index of the selected type: it if the report has it, else `harmful`, else the first. */
export function harmfulTypeIndex(r: Pick<HarmfulResponse, 'types'>, type: string): number {
  const i = r.types.indexOf(type);
  if (i >= 0) return i;
  const h = r.types.indexOf(DEFAULT_HARMFUL_TYPE);
  return h >= 0 ? h : 0;
}

/** The index of the selected threshold: it if the report has it, else the first. */
export function thresholdIndex(thresholds: readonly number[], threshold: number | null): number {
  const i = threshold === null ? -1 : thresholds.indexOf(threshold);
  return i >= 0 ? i : 0;
}

export interface CurvePoint {
  group: string;
  threshold: number;
  rate: number;
  lower: number;
  upper: number;
}

/** Hit rate versus threshold per group for one type (points without a value left out). */
export function harmfulCurve(r: HarmfulResponse, typeIdx: number): CurvePoint[] {
  const out: CurvePoint[] = [];
  r.groups.forEach((group, g) => {
    r.thresholds.forEach((threshold, k) => {
      const rate = r.hit_rate[g][typeIdx][k];
      const lower = r.lower[g][typeIdx][k];
      const upper = r.upper[g][typeIdx][k];
      if (rate === null) return;
      out.push({group, threshold, rate, lower: lower ?? rate, upper: upper ?? rate});
    });
  });
  return out;
}

export interface HarmfulLabelRow {
  label: string;
  type: string;
  /** Per group, at the chosen threshold, with its Wilson interval. */
  rates: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  /** Do the groups differ (chi-square across groups)? null: untestable. */
  pValue: number | null;
  significant: boolean;
  /** Per group: its rate minus the mean of the other groups' rates (the tooltip of its rate). */
  gaps: (number | null)[];
  /** The bias (Compare's and the drill-down's): the highest minus the lowest rate, its interval, and those two groups. */
  spread: number | null;
  spreadLower: number | null;
  spreadUpper: number | null;
  highest: string | null;
  lowest: string | null;
}

/** "95% interval [a%, b%]" of a rate, or why there is none. */
export function intervalTitle(level: number, lower: number | null, upper: number | null): string {
  if (lower === null || upper === null) return 'no interval: the group has no images';
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `${Math.round(level * 100)}% interval (Wilson): [${pct(lower)}, ${pct(upper)}]`;
}

function finiteOrNull(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The harmful labels at threshold index `k`, largest rate spread first, labels without one last. */
export function harmfulLabelRows(r: HarmfulResponse, k: number): HarmfulLabelRow[] {
  const rows = r.labels.map((l): HarmfulLabelRow => {
    const rates = r.groups.map((_, i) => l.rate[i]?.[k] ?? null);
    // The groups at the ends of the spread (the first of equal rates).
    let highest = -1;
    let lowest = -1;
    for (let i = 0; i < rates.length; i++) {
      const v = rates[i];
      if (v === null || !Number.isFinite(v)) continue;
      if (highest < 0 || v > (rates[highest] as number)) highest = i;
      if (lowest < 0 || v < (rates[lowest] as number)) lowest = i;
    }
    const spread = finiteOrNull(l.spread?.[k]);
    const ends = spread !== null && highest >= 0 && lowest >= 0;
    return {
      label: l.label,
      type: l.type,
      rates,
      lower: r.groups.map((_, i) => l.rate_lower?.[i]?.[k] ?? null),
      upper: r.groups.map((_, i) => l.rate_upper?.[i]?.[k] ?? null),
      pValue: l.p_value?.[k] ?? null,
      significant: l.significant?.[k] ?? false,
      gaps: r.groups.map((_, i) => finiteOrNull(l.gap[i]?.[k])),
      spread,
      spreadLower: finiteOrNull(l.spread_lower?.[k]),
      spreadUpper: finiteOrNull(l.spread_upper?.[k]),
      highest: ends ? r.groups[highest] : null,
      lowest: ends ? r.groups[lowest] : null,
    };
  });
  return rows
    .map((row, i) => ({row, i}))
    .sort((a, b) => {
      if (a.row.spread === null || b.row.spread === null) return a.row.spread === null ? (b.row.spread === null ? a.i - b.i : 1) : -1;
      return b.row.spread - a.row.spread || a.i - b.i;
    })
    .map((x) => x.row);
}

/** The names of the harmful-label `table` route's tables: hit rates per type x group, and the harmful labels per group. */
export const HARMFUL_RATES_TABLE = 'rates';
export const HARMFUL_LABELS_TABLE = 'labels';

/** The options of both harmful-label tables: the threshold shown (index `k`). */
export function harmfulTableOptions(r: Pick<HarmfulResponse, 'thresholds'>, k: number): KindOptions {
  const t = r.thresholds[k];
  return t === undefined ? {} : {threshold: String(t)};
}

/** How many rows the two tables have: a type x group, or a harmful label x group. */
export function harmfulTableRows(r: Pick<HarmfulResponse, 'types' | 'groups' | 'labels'>): {rates: number; labels: number} {
  return {rates: r.types.length * r.groups.length, labels: r.labels.length * r.groups.length};
}

// ---------------------------------------------------------------------------
// Geodiversity

/** The geodiversity view's selection: its options, whose choices, defaults and bounds are the kind's (`by`, `fdr`). */
export interface GeoSelection {
  /** The grouping (one of the `by` option's choices); null: the server's default (the kind declares none). */
  by: string | null;
  /** False discovery rate of the ★ marks (`fdr` of the route and of the hash); null: the server's default. */
  fdr: number | null;
}

export function defaultGeoSelection(kind: KindDeclaration | null): GeoSelection {
  return {by: textDefault(kind, 'by'), fdr: numberDefault(kind, 'fdr')};
}

export function geoToParams(sel: GeoSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  putOptionParam(out, 'by', sel.by, kind);
  fdrToParams(out, sel.fdr, kind);
  return out;
}

export function geoFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): GeoSelection {
  const m = ownParams(params);
  return {by: textOrDefault(kind, 'by', m.get('by')), fdr: fdrFromParams(m, kind)};
}

/** How a grouping reads: income_region reads "income × region". */
export function geoByLabel(by: string): string {
  return by.replace('_', ' \u00d7 ');
}

/** The options of the geodiversity table: the grouping and FDR the response answered. */
export function geoTableOptions(r: Pick<GeoResponse, 'by' | 'fdr'>): KindOptions {
  const out: KindOptions = {by: r.by};
  if (r.fdr !== undefined) out.fdr = String(r.fdr);
  return out;
}

export interface GeoBar {
  group: string;
  value: number;
  lower: number;
  upper: number;
}

/** The bars of the score chart: groups with a score. */
export function geoBars(r: GeoResponse): GeoBar[] {
  const out: GeoBar[] = [];
  r.groups.forEach((group, i) => {
    const value = r.score[i];
    if (value === null) return;
    out.push({group, value, lower: r.lower[i] ?? value, upper: r.upper[i] ?? value});
  });
  return out;
}

// ---------------------------------------------------------------------------
// Same-attribute retrieval

export interface RetrievalSelection {
  /** False discovery rate of the ★ marks (`fdr` of the route and of the hash); null: the server's default. */
  fdr: number | null;
}

export function defaultRetrievalSelection(kind: KindDeclaration | null): RetrievalSelection {
  return {fdr: numberDefault(kind, 'fdr')};
}

export function retrievalToParams(sel: RetrievalSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  fdrToParams(out, sel.fdr, kind);
  return out;
}

export function retrievalFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): RetrievalSelection {
  return {fdr: fdrFromParams(ownParams(params), kind)};
}

/** The options of the retrieval table: the FDR the response answered. */
export function retrievalTableOptions(r: Pick<RetrievalResponse, 'fdr'>): KindOptions {
  return r.fdr === undefined ? {} : {fdr: String(r.fdr)};
}

export interface PrecisionPoint {
  group: string;
  k: number;
  precision: number;
  lower: number;
  upper: number;
}

/** P@K versus K per group (points without a value left out). */
export function retrievalPoints(r: RetrievalResponse): PrecisionPoint[] {
  const out: PrecisionPoint[] = [];
  r.groups.forEach((group, i) => {
    r.ks.forEach((k, j) => {
      const precision = r.precision[i][j];
      if (precision === null) return;
      out.push({group, k, precision, lower: r.lower[i][j] ?? precision, upper: r.upper[i][j] ?? precision});
    });
  });
  return out;
}
