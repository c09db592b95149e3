/**
 * The pure state the two per-group kinds share (FACET): per-group rates (a
 * rate per class x group; kinds/group_metrics/) and detection recall (mAR per
 * class x group, AR over IoU thresholds; kinds/detection_recall/); the views
 * pass `detection` where they differ (no kind is named here: each kind's
 * folder names its own). What a view sends and keeps: their selection, its
 * defaults and hash keys, the groupings as the API spells and the screen shows
 * them, the parameters of their two view routes (the class x group table and
 * its `/disparity`), and the options of the `table` route's CSVs of both
 * tables. The tables themselves are rate_table.ts's and disparity_table.ts's.
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {KindOptions, RouteParams} from './api.js';
import {DISPARITY_COLUMNS, disparityDefaultDir, type DisparityColumn} from './disparity_table.js';
import {numberDefault, numberOrDefault, optionValid, textDefault, textOrDefault} from './kinds_state.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params, type SortDir} from './state.js';
import type {KindDeclaration} from './types.js';
import type {ClassGroupResponse, DisparityResponse} from './types_groups.js';

/** How the API joins the attributes of an intersection (`gender & skin`). */
export const GROUPING_SEPARATOR = ' & ';

/** The names of the `table` route's two tables of a per-group kind. */
export const CELLS_TABLE = 'cells';
export const DISPARITY_TABLE = 'disparity';

/**
 * The selection of a per-group view. Its options' defaults and bounds (`metric`, `min_count`,
 * `fdr`) are the server's: the kind's declaration (`GET kinds`).
 */
export interface GroupsSelection {
  /** `recall` or `tnr` (the kind's `metric` option); null: the kind has none (detection) or declares no default. */
  metric: string | null;
  /** The grouping as the API spells it; null: the report's first. */
  grouping: string | null;
  /** People per cell below which it is insufficient; null: the report's (its writer's, else the server's). */
  minCount: number | null;
  /** The pair compared; both or neither (neither: best vs worst per class). */
  a: string | null;
  b: string | null;
  /** The class whose chart is shown; null: the top-ranked class. */
  cls: string | null;
  /** False discovery rate of the ★ marks (`fdr` of the routes and of the hash); null: the server's default. */
  fdr: number | null;
  sort: DisparityColumn;
  dir: SortDir;
}

/** The view's own defaults (the report's grouping and min_count, best vs worst, the top class, gap descending); the options' are the kind's. */
export const GROUPS_VIEW_DEFAULTS: Readonly<Omit<GroupsSelection, 'metric' | 'fdr'>> = Object.freeze({
  grouping: null,
  minCount: null,
  a: null,
  b: null,
  cls: null,
  sort: 'gap',
  dir: 'desc',
});

/** The selection of a fresh view: the view's defaults, and the served defaults of `kind`'s options. */
export function defaultGroupsSelection(kind: KindDeclaration | null): GroupsSelection {
  return {...GROUPS_VIEW_DEFAULTS, metric: textDefault(kind, 'metric'), fdr: numberDefault(kind, 'fdr')};
}

/** A grouping (its attributes) as the API spells it. */
export function groupingParam(attributes: readonly string[]): string {
  return attributes.join(GROUPING_SEPARATOR);
}

/** A grouping as it reads on screen: `gender × skin`. */
export function groupingLabel(attributes: readonly string[]): string {
  return attributes.join(' \u00d7 ');
}

// ---------------------------------------------------------------------------
// The view routes: the class x group table (`<kind>`) and its disparity (`<kind>/disparity`)

/** The parameters of both view routes of a per-group kind. */
export interface GroupsParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** `recall` or `tnr` (per-group rates only; null for detection). */
  metric: string | null;
  /** The grouping as the API spells it (`gender & skin`); null: the report's first. */
  grouping: string | null;
  min_count: number | null;
  /** False discovery rate of the table's marks; null or absent: the server's default (the kind's declared one). */
  fdr?: number | null;
}

export interface DisparityParams extends GroupsParams {
  /** Both or neither (then best minus worst of `grouping`). */
  a: string | null;
  b: string | null;
}

/** The sub-path of the disparity route: `<kind>/disparity`. */
export const DISPARITY_PATH = 'disparity';

/** The route of the class x group table (`Api.view(kind, '', …)`): `metric` left out when null, as detection has none. */
export function groupsRouteParams(p: GroupsParams): RouteParams {
  return {run: p.run, tag: p.tag, step: p.step, metric: p.metric, grouping: p.grouping, min_count: p.min_count, fdr: p.fdr ?? null};
}

/** The route of the disparity table (`Api.view(kind, 'disparity', …)`): of the pair a, b, or (without one) best minus worst of `grouping`. */
export function disparityRouteParams(p: DisparityParams): RouteParams {
  const pair = p.a !== null && p.b !== null;
  return {
    run: p.run,
    tag: p.tag,
    step: p.step,
    metric: p.metric,
    a: pair ? p.a : null,
    b: pair ? p.b : null,
    grouping: pair ? null : p.grouping,
    min_count: p.min_count,
    fdr: p.fdr ?? null,
  };
}

// ---------------------------------------------------------------------------
// URL hash parameters (run, tag and step are state.ts's)

const K = {
  metric: 'metric',
  grouping: 'grouping',
  minCount: 'min_count',
  a: 'a',
  b: 'b',
  cls: 'class',
  fdr: 'fdr',
  sort: 'sort',
  dir: 'dir',
} as const;
/** What the hash called the FDR before it had one name everywhere (these views have no search box): still read. */
const OLD_FDR_KEY = 'q';

/** The selection as prefixed [key, value] pairs, leaving out everything equal to its default (an option's: `kind`'s served one). */
export function groupsToParams(sel: GroupsSelection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  putOptionParam(out, K.metric, sel.metric, kind);
  putParam(out, K.grouping, sel.grouping);
  if (sel.minCount !== null) putParam(out, K.minCount, sel.minCount);
  if (sel.a !== null && sel.b !== null) {
    putParam(out, K.a, sel.a);
    putParam(out, K.b, sel.b);
  }
  putParam(out, K.cls, sel.cls);
  putOptionParam(out, K.fdr, sel.fdr, kind);
  if (sel.sort !== GROUPS_VIEW_DEFAULTS.sort || sel.dir !== GROUPS_VIEW_DEFAULTS.dir) {
    putParam(out, K.sort, sel.sort);
    putParam(out, K.dir, sel.dir);
  }
  return out;
}

/** The selection held by hash parameters; malformed values, and values `kind` does not take, fall back to their defaults. */
export function groupsFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): GroupsSelection {
  const m = ownParams(params);
  const sel = defaultGroupsSelection(kind);
  sel.metric = textOrDefault(kind, 'metric', m.get(K.metric));
  const grouping = m.get(K.grouping);
  sel.grouping = grouping === undefined || grouping === '' ? null : grouping;
  const minCount = parseNumber(m.get(K.minCount));
  if (optionValid(kind, 'min_count', minCount)) sel.minCount = minCount;
  const a = m.get(K.a);
  const b = m.get(K.b);
  if (a && b) {
    sel.a = a;
    sel.b = b;
  }
  const cls = m.get(K.cls);
  sel.cls = cls === undefined || cls === '' ? null : cls;
  sel.fdr = numberOrDefault(kind, 'fdr', parseNumber(m.get(K.fdr) ?? m.get(OLD_FDR_KEY)));
  const sort = m.get(K.sort);
  if (sort !== undefined && (DISPARITY_COLUMNS as readonly string[]).includes(sort)) {
    sel.sort = sort as DisparityColumn;
    const dir = m.get(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : disparityDefaultDir(sel.sort);
  }
  return sel;
}

// ---------------------------------------------------------------------------
// The CSVs: the `table` route's tables, for the options the view's routes answered

/**
 * The options of the class x group table shown (the `cells` table): the grouping,
 * min_count and FDR as the response resolved them, and the metric (not for detection,
 * which has none).
 */
export function cellsTableOptions(
  r: Pick<ClassGroupResponse, 'grouping' | 'min_count' | 'fdr' | 'metric'>,
  detection: boolean,
): KindOptions {
  const out: KindOptions = {grouping: groupingParam(r.grouping), min_count: String(r.min_count)};
  if (!detection && r.metric !== undefined) out.metric = r.metric;
  if (r.fdr !== undefined) out.fdr = String(r.fdr);
  return out;
}

/**
 * The options of the disparity table shown (the `disparity` table): its pair (a, b) or,
 * without one, best minus worst of `grouping` (the class x group table's); min_count and
 * FDR as the response resolved them; the metric (not for detection).
 */
export function disparityTableOptions(
  d: Pick<DisparityResponse, 'a' | 'b' | 'min_count' | 'fdr' | 'metric'>,
  grouping: readonly string[],
  detection: boolean,
): KindOptions {
  const out: KindOptions = {};
  if (!detection && d.metric !== undefined) out.metric = d.metric;
  if (d.a !== null && d.b !== null) {
    out.a = d.a;
    out.b = d.b;
  } else {
    out.grouping = groupingParam(grouping);
  }
  out.min_count = String(d.min_count);
  out.fdr = String(d.fdr);
  return out;
}
