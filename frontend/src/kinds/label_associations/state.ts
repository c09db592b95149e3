/**
 * The pure state of the label-association view: its selection (metric,
 * identities, sort, filters), their URL hash parameters, and the `table` route's
 * options of the CSV, and the parameters of the kind's view route. Which report
 * (run, tag, step) is state.ts's; the rows (rows.ts), the cells (cells.ts) and
 * the charts' bins (histograms.ts) are derived from the response. No DOM, no
 * network: every function here is unit-tested under node.
 */
import type {RouteParams} from '../../api.js';
import {numberDefault, numberOrDefault, optionValid, textDefault, textOrDefault} from '../../kinds_state.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params, type Range, type SortDir} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import {COLUMNS, type AssociationsResponse, type Column, type RankBy} from './types.js';

/** The parameters of the kind's view route (docs/http_api.md). */
export interface AssociationsParams {
  run: string;
  tag: string;
  /** null: the latest step. */
  step: number | null;
  /** null: the server's default metric. */
  metric: string | null;
  /** null: leave `a` out and let the server choose. */
  a: string | null;
  /** null: one-vs-rest. */
  b: string | null;
  /** The statistics (docs/http_api.md); null or absent: the server's default (the kind's declared one; `min_count`: the report's). */
  level?: number | null;
  fdr?: number | null;
  min_count?: number | null;
  rank_by?: string | null;
}

/** Performance mark of the view route's response (visible in DevTools: `Api.view`'s `mark`). */
export const MARK_ASSOCIATIONS_RESPONSE = 'fairness:associations-response';

/** The view route's query (`Api.view(kind, '', …)`): what is null is left out. */
export function associationsRouteParams(p: AssociationsParams): RouteParams {
  return {
    run: p.run,
    tag: p.tag,
    step: p.step,
    metric: p.metric,
    a: p.a,
    b: p.b,
    level: p.level ?? null,
    fdr: p.fdr ?? null,
    min_count: p.min_count ?? null,
    rank_by: p.rank_by ?? null,
  };
}

export interface Selection {
  /** The association metric (`metric`); null: the server's default (the kind declares none). */
  metric: string | null;
  /** null: let the server pick (the first identity). */
  a: string | null;
  /** null: one-vs-rest. */
  b: string | null;
  sort: Column;
  dir: SortDir;
  /** A regular expression matched (case-insensitively) against label names. */
  search: string;
  gap: Range;
  count: Range;
  /** K of the "count distribution of the top K labels" chart. */
  topK: number;
  /** The server's ranking (`rank_by`); also picks the default sort (gap, or bound); null: the server's default. */
  rankBy: RankBy | null;
  /** Confidence level of the intervals (`level`); null: the server's default. */
  level: number | null;
  /** False discovery rate of the significance marks (`fdr` of the route); null: the server's default. */
  fdr: number | null;
  /**
   * Rows with c(y), c(a) or c(b) below this are insufficient (`min_count`); null: the
   * report's own (its writer's, else the server's).
   */
  minCount: number | null;
  /** Show only the significant rows (client-side). */
  significantOnly: boolean;
  /** Which columns the table shows (the view's own): see `ColumnsMode`. */
  columns: ColumnsMode;
}

/**
 * Which columns the association table shows: `all`; `compact`, without the per-identity
 * counts and values (count_a, count_b, value_a, value_b: the selected row's strip shows
 * them); `auto`, compact only when all of them do not fit the table's width.
 */
export type ColumnsMode = 'auto' | 'all' | 'compact';
export const COLUMNS_MODES: readonly ColumnsMode[] = ['auto', 'all', 'compact'];

/** K of the count distribution chart (the view's own, not an option of the kind). */
export const DEFAULT_TOP_K = 100;
/**
 * The levels the picker offers (any level from the URL the kind's `level` option takes is
 * kept and offered too). Every option's default and bounds (`metric`, `rank_by`, `level`,
 * `fdr`, `min_count`) are the server's: the kind's declaration (`GET kinds`).
 */
export const LEVELS = [0.9, 0.95, 0.99];

/** The view's own defaults (no filter, gap descending, top 100); the options' are the kind's. */
export const ASSOCIATION_VIEW_DEFAULTS: Readonly<Omit<Selection, 'metric' | 'rankBy' | 'level' | 'fdr'>> = Object.freeze({
  a: null,
  b: null,
  sort: 'gap',
  dir: 'desc',
  search: '',
  gap: [null, null] as Range,
  count: [null, null] as Range,
  topK: DEFAULT_TOP_K,
  minCount: null,
  significantOnly: false,
  columns: 'auto',
});

/** The selection of a fresh view: the view's defaults, and the served defaults of `kind`'s options. */
export function defaultSelection(kind: KindDeclaration | null): Selection {
  const rankBy = parseRankBy(textDefault(kind, 'rank_by') ?? undefined, kind);
  return {
    ...ASSOCIATION_VIEW_DEFAULTS,
    gap: [null, null],
    count: [null, null],
    metric: textDefault(kind, 'metric'),
    rankBy,
    sort: defaultSort(rankBy),
    level: numberDefault(kind, 'level'),
    fdr: numberDefault(kind, 'fdr'),
  };
}

/** The direction a column sorts in when its header is first clicked. */
export function defaultDir(column: Column): SortDir {
  return column === 'label' || column === 'p_value' ? 'asc' : 'desc';
}

/** The sort that goes with a ranking: the server's order (by the signed gap, or by bound, descending). */
export function defaultSort(rankBy: RankBy | null): Column {
  return rankBy === 'bound' ? 'bound' : 'gap';
}

// ---------------------------------------------------------------------------
// URL hash parameters

/** The keys of this view (after the `fairness_` prefix); run, tag and step are state.ts's. */
const K = {
  metric: 'metric',
  a: 'a',
  b: 'b',
  sort: 'sort',
  dir: 'dir',
  search: 'q',
  gapMin: 'gap_min',
  gapMax: 'gap_max',
  countMin: 'count_min',
  countMax: 'count_max',
  topK: 'k',
  rankBy: 'rank_by',
  level: 'level',
  // `q` is the label search here, as in every view with a search box.
  fdr: 'fdr',
  minCount: 'min_count',
  significantOnly: 'significant',
  columns: 'cols',
} as const;

/**
 * The selection as [key, value] pairs (keys prefixed, values raw, not yet
 * URI-encoded), leaving out everything equal to its default (an option's: `kind`'s served one).
 */
export function selectionToParams(sel: Selection, kind: KindDeclaration | null): Params {
  const out: Params = [];
  const put = (key: string, value: string | number | null) => putParam(out, key, value);
  putOptionParam(out, K.metric, sel.metric, kind);
  put(K.a, sel.a);
  put(K.b, sel.b);
  putOptionParam(out, K.rankBy, sel.rankBy, kind);
  putOptionParam(out, K.level, sel.level, kind);
  putOptionParam(out, K.fdr, sel.fdr, kind);
  if (sel.minCount !== null) put(K.minCount, sel.minCount);
  if (sel.significantOnly) put(K.significantOnly, 1);
  if (sel.sort !== defaultSort(sel.rankBy) || sel.dir !== 'desc') {
    put(K.sort, sel.sort);
    put(K.dir, sel.dir);
  }
  put(K.search, sel.search);
  put(K.gapMin, sel.gap[0]);
  put(K.gapMax, sel.gap[1]);
  put(K.countMin, sel.count[0]);
  put(K.countMax, sel.count[1]);
  if (sel.topK !== DEFAULT_TOP_K) put(K.topK, sel.topK);
  if (sel.columns !== ASSOCIATION_VIEW_DEFAULTS.columns) put(K.columns, sel.columns);
  return out;
}

/** What links written before `rank_by` was `signed` call it. */
const OLD_SIGNED = 'gap';

/** A ranking of the hash that `kind`'s `rank_by` option takes (an old link's `gap` is `signed`), else null. */
export function parseRankBy(s: string | undefined, kind: KindDeclaration | null): RankBy | null {
  const v = s === OLD_SIGNED ? 'signed' : s;
  return optionValid(kind, 'rank_by', v) ? (v as RankBy) : null;
}

function parseTopK(s: string | undefined): number {
  const v = parseNumber(s);
  return v !== null && Number.isSafeInteger(v) && v >= 1 ? v : DEFAULT_TOP_K;
}

/**
 * The selection held by hash parameters (keys prefixed). Unknown keys are
 * ignored and malformed values (and values `kind`'s options do not take) fall
 * back to their defaults, so a hand-edited or truncated URL never breaks the page.
 */
export function selectionFromParams(params: Iterable<[string, string]>, kind: KindDeclaration | null): Selection {
  const m = ownParams(params);
  const str = (key: string) => {
    const v = m.get(key);
    return v === undefined || v === '' ? null : v;
  };
  const sel = defaultSelection(kind);
  sel.metric = textOrDefault(kind, 'metric', str(K.metric));
  sel.a = str(K.a);
  sel.b = str(K.b);
  sel.rankBy = parseRankBy(m.get(K.rankBy), kind) ?? sel.rankBy;
  sel.sort = defaultSort(sel.rankBy);
  sel.level = numberOrDefault(kind, 'level', parseNumber(m.get(K.level)));
  sel.fdr = numberOrDefault(kind, 'fdr', parseNumber(m.get(K.fdr)));
  const minCount = parseNumber(m.get(K.minCount));
  if (optionValid(kind, 'min_count', minCount)) sel.minCount = minCount;
  sel.significantOnly = m.get(K.significantOnly) === '1';
  const sort = m.get(K.sort);
  if (sort !== undefined && (COLUMNS as readonly string[]).includes(sort)) {
    sel.sort = sort as Column;
    const dir = m.get(K.dir);
    sel.dir = dir === 'asc' || dir === 'desc' ? dir : defaultDir(sel.sort);
  }
  sel.search = m.get(K.search) ?? '';
  sel.gap = [parseNumber(m.get(K.gapMin)), parseNumber(m.get(K.gapMax))];
  sel.count = [parseNumber(m.get(K.countMin)), parseNumber(m.get(K.countMax))];
  sel.topK = parseTopK(m.get(K.topK));
  const columns = m.get(K.columns);
  if ((COLUMNS_MODES as readonly (string | undefined)[]).includes(columns)) sel.columns = columns as ColumnsMode;
  return sel;
}

// ---------------------------------------------------------------------------
// The CSV: the `table` route's ranked-gap table

/**
 * The `table` route's options of the table shown: everything the response answered
 * (metric, identities, statistics and ranking), so the CSV holds the same rows, in the
 * server's order (every row: the search and filters are the browser's).
 */
export function associationsTableOptions(
  r: Pick<AssociationsResponse, 'metric' | 'a' | 'b' | 'level' | 'fdr' | 'min_count' | 'rank_by'>,
): Record<string, string> {
  const out: Record<string, string> = {metric: r.metric, a: r.a};
  if (r.b !== null) out.b = r.b;
  out.rank_by = r.rank_by;
  out.min_count = String(r.min_count);
  out.level = String(r.level);
  out.fdr = String(r.fdr);
  return out;
}
