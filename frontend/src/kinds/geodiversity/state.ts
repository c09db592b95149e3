/**
 * The pure state of the geodiversity view (Goyal et al. 2022): its selection
 * (`by`, `fdr`) and hash keys, the parameters of its view route, the test of
 * each group against the rest and its legend, the bars of the score chart and
 * the options of its CSV. No DOM, no network: every function here is
 * unit-tested under node.
 */
import type {KindOptions, RouteParams} from '../../api.js';
import {fdrFromParams, fdrToParams, testLegend} from '../../indicators_state.js';
import {numberDefault, textDefault, textOrDefault} from '../../kinds_state.js';
import {fdrInUse} from '../../rate_table.js';
import type {MarksLegend} from '../../significance.js';
import {ownParams, putOptionParam, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {GeoResponse} from './types.js';

export const GEO_TEST = "Welch's t-test of the group's household hit rates against every other household's";
export const GEO_UNTESTED = 'the group or the rest has fewer than 2 households, or no household differs';

/** The legend of the ★ marks (`kind`: the declaration, for the FDR of a response without one). */
export function geoLegend(r: GeoResponse, kind: KindDeclaration | null): MarksLegend {
  return testLegend(
    fdrInUse(r, kind),
    r.significant ?? [],
    r.p_value ?? [],
    'group',
    "each group's households against all other households (Welch's t-test)",
  );
}

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

/** The view route's query (`Api.view(kind, '', …)`): the report (step null: the latest) and the selection (null: the server's default). */
export function geoRouteParams(p: {run: string; tag: string; step: number | null}, sel: GeoSelection): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, by: sel.by, fdr: sel.fdr};
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
