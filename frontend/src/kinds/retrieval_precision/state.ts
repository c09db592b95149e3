/**
 * The pure state of the retrieval-precision view (Goyal et al. 2022): its
 * selection (`fdr`) and hash keys, the parameters of its view route, the test
 * of each group against the rest at each K and its legend, the P@K curves and
 * the options of its CSV. No DOM, no network: every function here is
 * unit-tested under node.
 */
import type {KindOptions, RouteParams} from '../../api.js';
import {fdrFromParams, fdrToParams, testLegend} from '../../indicators_state.js';
import {numberDefault} from '../../kinds_state.js';
import {fdrInUse} from '../../rate_table.js';
import type {MarksLegend} from '../../significance.js';
import {ownParams, type Params} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {RetrievalResponse} from './types.js';

export const RETRIEVAL_TEST = "Welch's t-test of the group's P@K against the other groups' queries";
export const RETRIEVAL_UNTESTED = 'the group or the rest has fewer than 2 queries, or every query scores alike';

/** The legend of the ★ marks (`kind`: the declaration, for the FDR of a response without one). */
export function retrievalLegend(r: RetrievalResponse, kind: KindDeclaration | null): MarksLegend {
  return testLegend(
    fdrInUse(r, kind),
    (r.significant ?? []).flat(),
    (r.p_value ?? []).flat(),
    'cell',
    "each group's queries against the other groups' queries at that K (Welch's t-test)",
  );
}

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

/** The view route's query (`Api.view(kind, '', …)`): the report (step null: the latest) and the FDR (null: the server's default). */
export function retrievalRouteParams(p: {run: string; tag: string; step: number | null}, sel: RetrievalSelection): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, fdr: sel.fdr};
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
