/**
 * The disparity table of the two per-group kinds (FACET): classes ranked by the
 * gap between two groups (a pair a, b, or each class's best and worst), from
 * their `<kind>/disparity` route. Its columns and their sorting (undefined
 * last), the top-ranked class, each row's p-value and ★ mark, the legend's
 * counts, and the column heads (plain words; the code name and a definition in
 * the tooltip). Split from groups_state.ts, which holds the selection (its sort
 * among it) and the routes.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {formatPValue, headTitle} from './format.js';
import {MEAN_AR, MEAN_AR_DEFINITION} from './rate_table.js';
import {testedCount, type MarksLegend} from './significance.js';
import type {SortDir} from './state.js';
import type {DisparityResponse} from './types_groups.js';

// ---------------------------------------------------------------------------
// The disparity table: its columns and rows, sorted

/** The disparity table's columns, in display order; every one sorts. */
export const DISPARITY_COLUMNS = ['class', 'n_a', 'n_b', 'value_a', 'value_b', 'gap', 'bound', 'p_value'] as const;
export type DisparityColumn = (typeof DISPARITY_COLUMNS)[number];

/** Names A to Z first, p-values low to high first, other numbers high to low first. */
export function disparityDefaultDir(column: DisparityColumn): SortDir {
  return column === 'class' || column === 'p_value' ? 'asc' : 'desc';
}

export type DisparityTable = Pick<DisparityResponse, 'rows' | 'columns' | 'states'>;

/**
 * Row indices in sort order. Undefined values (a gap with an insufficient
 * side and its p-value, a missing n) are last in both directions; names by UTF-16 code
 * units; ties keep the server's order (gap descending), so it is deterministic.
 */
export function sortDisparityRows(table: DisparityTable, column: DisparityColumn, dir: SortDir): number[] {
  const order = Array.from({length: table.rows}, (_, i) => i);
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'class') {
    const names = table.columns.class;
    return order.sort((i, j) => (names[i] < names[j] ? -sign : names[i] > names[j] ? sign : i - j));
  }
  const col = (table.columns[column] ?? []) as (number | null)[];
  const key = (i: number) => {
    const v = col[i];
    if ((column === 'gap' || column === 'bound' || column === 'p_value') && table.states.gap[i] !== null) return NaN;
    return typeof v === 'number' && Number.isFinite(v) ? v : NaN;
  };
  return order.sort((i, j) => {
    const x = key(i);
    const y = key(j);
    const xu = Number.isNaN(x);
    const yu = Number.isNaN(y);
    if (xu || yu) return xu && yu ? i - j : xu ? 1 : -1;
    return x < y ? -sign : x > y ? sign : i - j;
  });
}

/** The top-ranked class: the server's first row with a gap, else its first row, else null. */
export function topClass(table: DisparityTable): string | null {
  for (let i = 0; i < table.rows; i++) if (table.states.gap[i] === null && table.columns.gap[i] !== null) return table.columns.class[i];
  return table.rows ? table.columns.class[0] : null;
}

// ---------------------------------------------------------------------------
// The disparity table's statistics (docs/statistics.md)

export interface DisparityPCell {
  p: number | null;
  /** "<1e−6", "0.012", or "—" when there is none. */
  text: string;
  /** The exact value and its test, or why there is none (the row's reason). */
  title: string;
  significant: boolean;
}

/**
 * The p-value and mark of row i. `pair`: a vs b (two-proportion z-test, or
 * Wald for mAR) rather than best minus worst (all groups share one rate);
 * `detection`: a gap of mAR. Rows whose gap has a state get "—" and the
 * state's reason, never a mark.
 */
export function disparityPCell(
  table: DisparityTable,
  i: number,
  reasons: Record<string, string>,
  pair: boolean,
  detection: boolean,
): DisparityPCell {
  const state = table.states.gap[i];
  const p = table.columns.p_value?.[i];
  if (state === null && typeof p === 'number' && Number.isFinite(p)) {
    const test = detection
      ? pair
        ? 'Wald test of equal mAR'
        : 'Wald test that every sufficient group has the same mAR'
      : pair
        ? 'pooled two-proportion z-test of equal rates'
        : 'chi-square test that every sufficient group has the same rate';
    return {p, text: formatPValue(p), title: `p = ${p} (${test})`, significant: table.columns.significant?.[i] === true};
  }
  const why = state !== null ? `${state}: ${reasons[state] ?? state}` : 'No p-value';
  return {p: null, text: '\u2014', title: why, significant: false};
}

/** Rows with a p-value (the ones Benjamini-Hochberg runs over). */
export function testedRows(table: DisparityTable): number {
  const ps = table.columns.p_value ?? [];
  return testedCount(Array.from({length: table.rows}, (_, i) => (table.states.gap[i] === null ? ps[i] : null)));
}

/**
 * The legend line of the disparity table (significance.ts): "★ significant after
 * Benjamini–Hochberg at FDR q = 0.05 (3 of 40 classes with a p-value); best-minus-worst
 * rows test whether all groups share one rate" (or, with a pair, "each row tests whether
 * the two groups share one rate"; of detection, one mAR (Wald)).
 */
export function disparityLegend(
  r: Pick<DisparityResponse, 'rows' | 'columns' | 'states' | 'fdr' | 'significant'>,
  pair: boolean,
  detection: boolean,
): MarksLegend {
  const shared = detection ? 'one mAR (Wald)' : 'one rate';
  return {
    q: r.fdr,
    significant: r.significant,
    tested: testedRows(r),
    unit: 'class',
    units: 'classes',
    what: pair ? `each row tests whether the two groups share ${shared}` : `best-minus-worst rows test whether all groups share ${shared}`,
  };
}

// ---------------------------------------------------------------------------
// Column heads of the disparity table: plain words; the code name and a definition in the tooltip

/** A head: its name and second line as shown, and its tooltip (before ". Click to sort."). */
export interface DisparityHead {
  name: string;
  sub: string;
  title: string;
}

/**
 * The head of a column of the disparity table. `names`: groups A and B (null: each row's
 * best and worst sufficient group); `detection`: the values are mARs; `pTitle`: which test
 * the p-values come from.
 */
export function disparityHead(column: DisparityColumn, names: [string, string] | null, detection: boolean, pTitle: string): DisparityHead {
  const [a, b] = names ? ['A', 'B'] : ['best', 'worst'];
  const [ga, gb] = names ?? ['the best sufficient group', 'the worst sufficient group'];
  const what = detection ? MEAN_AR : 'rate';
  const head = (name: string, sub: string, definition: string): DisparityHead => ({
    name,
    sub,
    title: headTitle(name, column, detection && column.startsWith('value') ? `${definition}; ${MEAN_AR_DEFINITION}` : definition),
  });
  switch (column) {
    case 'class':
      return head('class', '', 'the class');
    case 'n_a':
      return head('examples', a, `the examples of the class in ${ga}`);
    case 'n_b':
      return head('examples', b, `the examples of the class in ${gb}`);
    case 'value_a':
      return head(what, a, `the ${what} of ${ga} on the class`);
    case 'value_b':
      return head(what, b, `the ${what} of ${gb} on the class`);
    case 'gap':
      return head('gap', `${a} \u2212 ${b}`, `${what} of ${ga} minus ${what} of ${gb}, with its interval`);
    case 'bound':
      return head(
        'bound',
        'nearest 0',
        'the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first',
      );
    case 'p_value':
      return head('p', '', `${pTitle}; insufficient rows last`);
  }
}
