/**
 * The pure state of the visual fairness indicator views (Goyal et al. 2022):
 * harmful label associations (`harmful`), geodiversity (`geodiversity`) and
 * same-attribute retrieval (`retrieval`). Their selections and hash keys, the
 * rows and chart points they show, the p-values and ★ marks of geodiversity and
 * retrieval (each group against the rest, Benjamini-Hochberg at `q`), and their
 * CSVs (the columns and values of `tb-fairness export`:
 * `class,group,n,value,lower,upper`, plus `p_value,significant` for those two).
 * No DOM, no network: every function here is unit-tested under node.
 */
import {csvBool, csvField, csvNumber} from './csv.js';
import {formatPValue} from './format.js';
import {DEFAULT_DISPARITY_FDR, disparitySignificanceLabel, isValidFdr} from './groups_state.js';
import {ownParams, parseNumber, putParam, type Params} from './state.js';
import type {GeoResponse, HarmfulResponse, RetrievalResponse} from './types.js';

/** The CSV columns of every indicator, as `tb-fairness export` writes them. */
export const INDICATOR_CSV_COLUMNS = ['class', 'group', 'n', 'value', 'lower', 'upper'] as const;
/** Geodiversity and retrieval add each row's test against the rest and its mark. */
export const TESTED_INDICATOR_CSV_COLUMNS = [...INDICATOR_CSV_COLUMNS, 'p_value', 'significant'] as const;

function csvLines(rows: (string | number | boolean | null)[][], tested = false): string {
  const lines = [(tested ? TESTED_INDICATOR_CSV_COLUMNS : INDICATOR_CSV_COLUMNS).join(',')];
  for (const [cls, group, n, value, lower, upper, p, significant] of rows) {
    const fields = [csvField(String(cls)), csvField(String(group)), csvNumber(n as number | null), csvNumber(value as number | null),
      csvNumber(lower as number | null), csvNumber(upper as number | null)];
    if (tested) fields.push(csvNumber(p as number | null), csvBool(significant as boolean | null));
    lines.push(fields.join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------
// Each group against the rest: p-values, marks, the FDR in the hash

/** The hash key of the false discovery rate (as the groups view spells it). */
const FDR_KEY = 'q';

function fdrToParams(out: Params, fdr: number): void {
  if (fdr !== DEFAULT_DISPARITY_FDR) putParam(out, FDR_KEY, fdr);
}

function fdrFromParams(m: Map<string, string>): number {
  const fdr = parseNumber(m.get(FDR_KEY));
  return isValidFdr(fdr) ? fdr : DEFAULT_DISPARITY_FDR;
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
export function testLegend(q: number, marks: readonly (boolean | null | undefined)[], ps: readonly (number | null | undefined)[], unit: string, what: string): string {
  const tested = ps.filter((p) => typeof p === 'number' && Number.isFinite(p)).length;
  const significant = marks.filter((m, i) => m === true && typeof ps[i] === 'number').length;
  return `\u2605 ${disparitySignificanceLabel(q)} (${significant} of ${tested} ${unit}${tested === 1 ? '' : 's'} with a p-value); ${what}`;
}

export const GEO_TEST = "Welch's t-test of the group's household hit rates against every other household's";
export const GEO_UNTESTED = 'the group or the rest has fewer than 2 households, or no household differs';
export const RETRIEVAL_TEST = "Welch's t-test of the group's P@K against the other groups' queries";
export const RETRIEVAL_UNTESTED = 'the group or the rest has fewer than 2 queries, or every query scores alike';

export function geoLegend(r: GeoResponse): string {
  return testLegend(r.q ?? DEFAULT_DISPARITY_FDR, r.significant ?? [], r.p_value ?? [], 'group',
    "each group's households against all other households (Welch's t-test)");
}

export function retrievalLegend(r: RetrievalResponse): string {
  return testLegend(r.q ?? DEFAULT_DISPARITY_FDR, (r.significant ?? []).flat(), (r.p_value ?? []).flat(), 'cell',
    "each group's queries against the other groups' queries at that K (Welch's t-test)");
}

// ---------------------------------------------------------------------------
// Harmful label associations

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

export function harmfulFromParams(params: Iterable<[string, string]>): HarmfulSelection {
  const m = ownParams(params);
  const sel = defaultHarmfulSelection();
  const type = m.get('type');
  if (type) sel.type = type;
  const t = parseNumber(m.get('threshold'));
  if (t !== null) sel.threshold = t;
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
  /** The largest gap (a group's rate minus the mean of the others) and its group. */
  gap: number | null;
  gapGroup: string | null;
}

/** "95% interval [a%, b%]" of a rate, or why there is none. */
export function intervalTitle(level: number, lower: number | null, upper: number | null): string {
  if (lower === null || upper === null) return 'no interval: the group has no images';
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `${Math.round(level * 100)}% interval (Wilson): [${pct(lower)}, ${pct(upper)}]`;
}

/** The harmful labels at threshold index `k`, largest gap first, labels without a gap last. */
export function harmfulLabelRows(r: HarmfulResponse, k: number): HarmfulLabelRow[] {
  const rows = r.labels.map((l): HarmfulLabelRow => {
    let gap: number | null = null;
    let gapGroup: string | null = null;
    r.groups.forEach((g, i) => {
      const v = l.gap[i]?.[k] ?? null;
      if (v !== null && Number.isFinite(v) && (gap === null || v > gap)) {
        gap = v;
        gapGroup = g;
      }
    });
    return {
      label: l.label,
      type: l.type,
      rates: r.groups.map((_, i) => l.rate[i]?.[k] ?? null),
      lower: r.groups.map((_, i) => l.rate_lower?.[i]?.[k] ?? null),
      upper: r.groups.map((_, i) => l.rate_upper?.[i]?.[k] ?? null),
      pValue: l.p_value?.[k] ?? null,
      significant: l.significant?.[k] ?? false,
      gap,
      gapGroup,
    };
  });
  return rows
    .map((row, i) => ({row, i}))
    .sort((a, b) => {
      if (a.row.gap === null || b.row.gap === null) return a.row.gap === null ? (b.row.gap === null ? a.i - b.i : 1) : -1;
      return b.row.gap - a.row.gap || a.i - b.i;
    })
    .map((x) => x.row);
}

/** `tb-fairness export --threshold`: every type x group at threshold index `k`, n = the group's images. */
export function buildHarmfulCsv(r: HarmfulResponse, k: number): string {
  const rows: (string | number | null)[][] = [];
  r.types.forEach((type, j) => {
    r.groups.forEach((group, i) => {
      rows.push([type, group, r.group_counts[i], r.hit_rate[i][j][k], r.lower[i][j][k], r.upper[i][j][k]]);
    });
  });
  return csvLines(rows);
}

// ---------------------------------------------------------------------------
// Geodiversity

export const GEO_BY = ['income', 'region', 'income_region'] as const;
export type GeoBy = (typeof GEO_BY)[number];
export const DEFAULT_GEO_BY: GeoBy = 'income';

export interface GeoSelection {
  by: GeoBy;
  /** False discovery rate of the ★ marks (`q` of the route and of the hash). */
  fdr: number;
}

export function defaultGeoSelection(): GeoSelection {
  return {by: DEFAULT_GEO_BY, fdr: DEFAULT_DISPARITY_FDR};
}

export function geoToParams(sel: GeoSelection): Params {
  const out: Params = [];
  if (sel.by !== DEFAULT_GEO_BY) putParam(out, 'by', sel.by);
  fdrToParams(out, sel.fdr);
  return out;
}

export function geoFromParams(params: Iterable<[string, string]>): GeoSelection {
  const m = ownParams(params);
  const by = m.get('by');
  return {
    by: by !== undefined && (GEO_BY as readonly string[]).includes(by) ? (by as GeoBy) : DEFAULT_GEO_BY,
    fdr: fdrFromParams(m),
  };
}

/** How a grouping reads: income_region reads "income × region". */
export function geoByLabel(by: string): string {
  return by.replace('_', ' \u00d7 ');
}

/** `class,group,n,value,lower,upper,p_value,significant`: class empty, n = households, value = the score. */
export function buildGeoCsv(r: GeoResponse): string {
  return csvLines(
    r.groups.map((g, i) => ['', g, r.households[i], r.score[i], r.lower[i], r.upper[i], r.p_value?.[i] ?? null, r.significant?.[i] ?? false]),
    true,
  );
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
  /** False discovery rate of the ★ marks (`q` of the route and of the hash). */
  fdr: number;
}

export function defaultRetrievalSelection(): RetrievalSelection {
  return {fdr: DEFAULT_DISPARITY_FDR};
}

export function retrievalToParams(sel: RetrievalSelection): Params {
  const out: Params = [];
  fdrToParams(out, sel.fdr);
  return out;
}

export function retrievalFromParams(params: Iterable<[string, string]>): RetrievalSelection {
  return {fdr: fdrFromParams(ownParams(params))};
}

/** `class,group,n,value,lower,upper,p_value,significant`: class `P@K`, n = the group's queries, K by K. */
export function buildRetrievalCsv(r: RetrievalResponse): string {
  const rows: (string | number | boolean | null)[][] = [];
  r.ks.forEach((k, j) => {
    r.groups.forEach((g, i) => {
      rows.push([`P@${k}`, g, r.queries[i], r.precision[i][j], r.lower[i][j], r.upper[i][j], r.p_value?.[i]?.[j] ?? null,
        r.significant?.[i]?.[j] ?? false]);
    });
  });
  return csvLines(rows, true);
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
