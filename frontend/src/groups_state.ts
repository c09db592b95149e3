/**
 * The pure state the two per-group kinds share (FACET): per-group rates (a
 * rate per class x group; kinds/group_metrics/) and detection recall (mAR per
 * class x group, AR over IoU thresholds; kinds/detection_recall/); the views
 * pass `detection` where they differ (no kind is named here: each kind's
 * folder names its own). Their selection and hash keys, the parameters of
 * their two view routes (the class x group table and its `/disparity`), the
 * class x group "rate table" both responses reduce to (each kind's state.ts
 * reduces its own), the disparity table's sorting (undefined last), its
 * p-values, ★ marks and legend, the macro row, and the options of the `table`
 * route's CSVs of both tables.
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {KindOptions, RouteParams} from './api.js';
import {formatPValue, headTitle, pText} from './format.js';
import {numberDefault, numberOrDefault, optionValid, textDefault, textOrDefault} from './kinds_state.js';
import {powerSettings, underpoweredTitle, type PowerSettings} from './power_text.js';
import {testedCount, type MarksLegend} from './significance.js';
import {ownParams, parseNumber, putOptionParam, putParam, type Params, type SortDir} from './state.js';
import type {KindDeclaration} from './types.js';
import type {CellState, ClassGroupResponse, DisparityResponse, MacroRow} from './types_groups.js';

/** How the API joins the attributes of an intersection (`gender & skin`). */
export const GROUPING_SEPARATOR = ' & ';

/** The disparity table's columns, in display order; every one sorts. */
export const DISPARITY_COLUMNS = ['class', 'n_a', 'n_b', 'value_a', 'value_b', 'gap', 'bound', 'p_value'] as const;
export type DisparityColumn = (typeof DISPARITY_COLUMNS)[number];
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

/** Names A to Z first, p-values low to high first, other numbers high to low first. */
export function disparityDefaultDir(column: DisparityColumn): SortDir {
  return column === 'class' || column === 'p_value' ? 'asc' : 'desc';
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
// The class x group table, from either route

export interface RateCell {
  n: number;
  value: number | null;
  lower: number | null;
  upper: number | null;
  state: CellState | null;
  /** This group against the rest of the class's groups pooled; null: untested. */
  p: number | null;
  /** Marked by Benjamini-Hochberg at the table's q. */
  significant: boolean;
  /** Not marked, and too few people to see the smallest gap that matters: the mark's tooltip (power_text.ts); null otherwise. */
  lowPower: string | null;
}

export interface MacroCell {
  value: number | null;
  /** Its interval at the table's level, where the server gives one (groups; not detection). */
  lower: number | null;
  upper: number | null;
  /** Classes that entered the mean (sufficient cells). */
  classes: number;
}

export interface RateTable {
  classes: string[];
  groups: string[];
  /** [class][group] */
  cells: RateCell[][];
  /** One per group: the mean over the classes whose cell is sufficient. */
  macro: MacroCell[];
  minCount: number;
  /** The false discovery rate of the cells' marks (null: unknown), and how many cells it marked. */
  fdr: number | null;
  significantCells: number;
  /** The settings of the tests' power (null: the server sends none), and how many cells have low power. */
  power: PowerSettings | null;
  lowPowerCells: number;
}

/**
 * The false discovery rate a response's marks are at: the one it answered, else (a
 * response without one) the kind's served default.
 */
export function fdrInUse(r: {fdr?: number}, kind: KindDeclaration | null): number | null {
  return r.fdr ?? numberDefault(kind, 'fdr');
}

function cell(
  n: number,
  value: number | null,
  lower: number | null,
  upper: number | null,
  state: CellState | null,
  p: number | null | undefined,
  significant: boolean | undefined,
): RateCell {
  const ok = state === null && typeof value === 'number' && Number.isFinite(value);
  const tested = ok && typeof p === 'number' && Number.isFinite(p);
  return {
    n,
    value: ok ? value : null,
    lower: ok ? lower : null,
    upper: ok ? upper : null,
    state: ok ? null : (state ?? 'undefined'),
    p: tested ? p : null,
    significant: tested && significant === true,
    lowPower: null,
  };
}

function countMarks(cells: RateCell[][]): number {
  return cells.reduce((n, row) => n + row.filter((c) => c.significant).length, 0);
}

/** The mean of each group's sufficient cells (how the server's `macro` is defined). */
export function macroAverage(cells: RateCell[][], groups: number): MacroCell[] {
  const out: MacroCell[] = [];
  for (let g = 0; g < groups; g++) {
    let sum = 0;
    let k = 0;
    for (const row of cells) {
      const v = row[g]?.value;
      if (typeof v === 'number') {
        sum += v;
        k++;
      }
    }
    out.push({value: k ? sum / k : null, lower: null, upper: null, classes: k});
  }
  return out;
}

/** The server's macro row, aligned with `groups`, with its intervals. */
function serverMacro(groups: string[], rows: MacroRow[]): MacroCell[] {
  const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return groups.map((g, j) => {
    const m = rows.find((x) => x.group === g) ?? rows[j];
    return m
      ? {value: num(m.value), lower: num(m.lower), upper: num(m.upper), classes: m.classes}
      : {value: null, lower: null, upper: null, classes: 0};
  });
}

/** The values of the class x group table, [class][group]: a kind's own (rates, or mAR). */
export interface RateValues {
  value: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
  /** The server's macro row; absent (a report served before it gave one): the mean of the cells here. */
  macro: MacroRow[] | undefined;
}

/**
 * The class x group table of a response, of the values `v` its kind reads from it (each
 * kind's state.ts: `rateTableOfGroups`, `rateTableOfDetection`); `kind`: its declaration,
 * for the FDR of a response without one.
 */
export function rateTable(r: ClassGroupResponse, v: RateValues, kind: KindDeclaration | null): RateTable {
  const power = powerSettings(r);
  const cells = r.classes.map((_, k) =>
    r.groups.map((_, g) => {
      const c = cell(r.n[k][g], v.value[k][g], v.lower[k][g], v.upper[k][g], r.state[k][g], r.p_value?.[k]?.[g], r.significant?.[k]?.[g]);
      if (power && c.p !== null && !c.significant && r.underpowered?.[k]?.[g] === true) {
        c.lowPower = underpoweredTitle({mde: r.mde?.[k]?.[g] ?? null, more: r.more_examples?.[k]?.[g] ?? null, underpowered: true}, power);
      }
      return c;
    }),
  );
  return {
    power,
    lowPowerCells: cells.reduce((n, row) => n + row.filter((c) => c.lowPower !== null).length, 0),
    classes: r.classes,
    groups: r.groups,
    cells,
    macro: v.macro ? serverMacro(r.groups, v.macro) : macroAverage(cells, r.groups.length),
    minCount: r.min_count,
    fdr: fdrInUse(r, kind),
    significantCells: countMarks(cells),
  };
}

/** Cells with a p-value (the ones Benjamini-Hochberg runs over). */
export function testedCells(t: RateTable): number {
  return t.cells.reduce((n, row) => n + row.filter((c) => c.p !== null).length, 0);
}

/**
 * The p-value of a cell of the class x group table, as shown: "p=0.012", or
 * "p —" with why there is none (sufficient cells only: the others say why
 * they have no value at all).
 */
export function ratePCell(c: RateCell, minCount: number, detection: boolean): {text: string; title: string} {
  const test = detection
    ? "Wald test of this group's mAR against the rest of the class's groups pooled"
    : "pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";
  if (c.p !== null) return {text: pText(c.p), title: `p = ${c.p} (${test})`};
  if (c.state !== null) return {text: '', title: `No p-value: ${c.state}`};
  return {
    text: 'p \u2014',
    title: `No p-value: the rest of the class's groups has fewer than min_count = ${minCount} people, or nothing varies (${test})`,
  };
}

/**
 * The legend line of the class x group table (significance.ts): "★ significant after
 * Benjamini–Hochberg at FDR q = 0.05 (3 of 12 cells with a p-value); each cell
 * tests whether its group's rate differs from the rest of the class's groups pooled".
 */
export function rateLegend(t: RateTable, detection: boolean): MarksLegend {
  return {
    q: t.fdr,
    significant: t.significantCells,
    tested: testedCells(t),
    unit: 'cell',
    what: `each cell tests whether its group's ${detection ? 'mAR (Wald)' : 'rate'} differs from the rest of the class's groups pooled`,
  };
}

/** What a cell without a value says instead: "n=31 < 50" or "nobody". */
export function stateText(c: RateCell, minCount: number): string {
  if (c.state === 'insufficient') return `n=${c.n} < ${minCount}`;
  if (c.state === 'undefined') return c.n === 0 ? 'nobody' : 'undefined';
  return '';
}

/** A percentage with one decimal and its interval in points: "78.3% [73.8, 82.2]". */
export function formatRate(value: number, lower: number | null, upper: number | null): string {
  const pct = (v: number) => (v * 100).toFixed(1);
  const interval = lower !== null && upper !== null ? ` [${pct(lower)}, ${pct(upper)}]` : '';
  return `${pct(value)}%${interval}`;
}

/** A gap in percentage points with its interval: "+51.6 pp [43.3, 58.8]" (minus is U+2212). */
export function formatGap(gap: number, lower: number | null, upper: number | null): string {
  const pp = (v: number) => (v * 100).toFixed(1).replace(/^-/, '\u2212');
  const interval = lower !== null && upper !== null ? ` [${pp(lower)}, ${pp(upper)}]` : '';
  return `${gap > 0 ? '+' : ''}${pp(gap)} pp${interval}`;
}

// ---------------------------------------------------------------------------
// The disparity table

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

/** What detection tables call mAR, in words, and its definition (a head's tooltip). */
export const MEAN_AR = 'mean AR';
export const MEAN_AR_DEFINITION =
  "mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";

/**
 * The tooltip of group `group`'s column of the class x group table of `valueName` (a metric,
 * or mAR): the export's long table has one row per class x group, so the code name is its
 * `group` column, and the cell holds its `value`, `lower`, `upper`, `n` and `p_value`.
 */
export function rateHeadTitle(group: string, valueName: string): string {
  const what = valueName === 'mAR' ? MEAN_AR : valueName;
  const definition =
    `the ${what} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), ` +
    `p = the test of this group against the class's other groups pooled (p_value)` +
    (valueName === 'mAR' ? `; ${MEAN_AR_DEFINITION}` : '');
  return headTitle(group, 'group', definition);
}

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
