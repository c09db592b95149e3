/**
 * The pure state of the harmful-label-association view (Goyal et al. 2022):
 * its selection (type, threshold and the FDR of the ★ marks) and hash keys, the
 * parameters of its view route, the hit-rate curves, the harmful-label rows
 * (largest rate spread first), the legend of their ★ marks and the options of
 * its two CSVs (the `table` route's `rates` and `labels`). No DOM, no network:
 * every function here is unit-tested under node.
 */
import type {KindOptions, RouteParams} from '../../api.js';
import {fdrFromParams, fdrToParams, testLegend} from '../../indicators_state.js';
import {numberDefault, optionValid} from '../../kinds_state.js';
import {fdrInUse} from '../../rate_table.js';
import type {MarksLegend} from '../../significance.js';
import {ownParams, parseNumber, putParam, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {HarmfulResponse} from './types.js';

/**
 * The view route's query (`Api.view(kind, '', …)`): the report (step null: the latest) and
 * the FDR of the ★ marks (null: the server's default); type and threshold pick from its one response.
 */
export function harmfulRouteParams(p: {run: string; tag: string; step: number | null}, sel: Pick<HarmfulSelection, 'fdr'>): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, fdr: sel.fdr};
}

/** The type shown first (the view's own: `type` is not an option of the kind). */
export const DEFAULT_HARMFUL_TYPE = 'harmful';

export interface HarmfulSelection {
  /** The type whose curves and table are shown (`types` of the response). */
  type: string;
  /** The threshold of the label table and the CSV; null: the report's first. */
  threshold: number | null;
  /** False discovery rate of the labels' ★ marks (`fdr` of the route and of the hash); null: the server's default. */
  fdr: number | null;
}

export function defaultHarmfulSelection(kind: KindDeclaration | null = null): HarmfulSelection {
  return {type: DEFAULT_HARMFUL_TYPE, threshold: null, fdr: numberDefault(kind, 'fdr')};
}

export function harmfulToParams(sel: HarmfulSelection, kind: KindDeclaration | null = null): Params {
  const out: Params = [];
  if (sel.type !== DEFAULT_HARMFUL_TYPE) putParam(out, 'type', sel.type);
  putParam(out, 'threshold', sel.threshold);
  fdrToParams(out, sel.fdr, kind);
  return out;
}

/** The selection of the hash; a threshold `kind`'s `threshold` option does not take is the report's first (null). */
export function harmfulFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): HarmfulSelection {
  const m = ownParams(params);
  const sel = defaultHarmfulSelection(kind);
  const type = m.get('type');
  if (type) sel.type = type;
  const t = parseNumber(m.get('threshold'));
  if (optionValid(kind, 'threshold', t)) sel.threshold = t;
  sel.fdr = fdrFromParams(m, kind);
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

/** What each label's p-value tests, in the legend of the ★ marks. */
export const HARMFUL_TEST = "do the groups' hit rates of the label differ (chi-square)";

/** The legend of the labels' ★ marks at threshold index `k` (`kind`: the declaration, for the FDR of a response without one). */
export function harmfulLegend(r: HarmfulResponse, k: number, kind: KindDeclaration | null): MarksLegend {
  return testLegend(
    fdrInUse(r, kind),
    r.labels.map((l) => l.significant?.[k]),
    r.labels.map((l) => l.p_value?.[k]),
    'label',
    HARMFUL_TEST,
  );
}

/** The options of both harmful-label tables: the threshold shown (index `k`) and the FDR the response answered. */
export function harmfulTableOptions(r: Pick<HarmfulResponse, 'thresholds' | 'fdr'>, k: number): KindOptions {
  const t = r.thresholds[k];
  return t === undefined ? {fdr: String(r.fdr)} : {threshold: String(t), fdr: String(r.fdr)};
}

/** How many rows the two tables have: a type x group, or a harmful label x group. */
export function harmfulTableRows(r: Pick<HarmfulResponse, 'types' | 'groups' | 'labels'>): {rates: number; labels: number} {
  return {rates: r.types.length * r.groups.length, labels: r.labels.length * r.groups.length};
}
