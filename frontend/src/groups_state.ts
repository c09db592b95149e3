/**
 * The pure state of the per-group views (FACET): `group_metrics` reports
 * (a rate per class x group) and `detection_recall` reports (mAR per class x
 * group, AR over IoU thresholds). Their selection and hash keys, the shared
 * class x group "rate table" both responses reduce to, the disparity table's
 * sorting (undefined last), the macro row, and both CSV downloads.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {csvField, csvNumber} from './csv.js';
import {ownParams, parseNumber, putParam, type Params, type SortDir} from './state.js';
import type {CellState, DetectionResponse, DisparityColumns, DisparityResponse, GroupsResponse} from './types.js';

export const GROUP_METRIC_NAMES = ['recall', 'tnr'] as const;
export type GroupMetric = (typeof GROUP_METRIC_NAMES)[number];
/** The paper's rule: a cell with fewer people is insufficient. */
export const DEFAULT_MIN_COUNT = 50;
/** How the API joins the attributes of an intersection (`gender & skin`). */
export const GROUPING_SEPARATOR = ' & ';

/** The disparity table's columns, in display order; every one sorts. */
export const DISPARITY_COLUMNS = ['class', 'n_1', 'n_2', 'value_1', 'value_2', 'gap'] as const;
export type DisparityColumn = (typeof DISPARITY_COLUMNS)[number];
/** The CSV columns, as `tb-fairness export` writes them. */
export const RATE_CSV_COLUMNS = ['class', 'group', 'n', 'value', 'lower', 'upper'] as const;
export const DISPARITY_CSV_COLUMNS = ['class', 'n_1', 'n_2', 'value_1', 'value_2', 'gap', 'lower', 'upper'] as const;

export interface GroupsSelection {
  metric: GroupMetric;
  /** The grouping as the API spells it; null: the report's first. */
  grouping: string | null;
  minCount: number;
  /** The pair compared; both or neither (neither: best vs worst, or the first two groups for detection). */
  a: string | null;
  b: string | null;
  /** The class whose chart is shown; null: the top-ranked class. */
  cls: string | null;
  sort: DisparityColumn;
  dir: SortDir;
}

export const DEFAULT_GROUPS_SELECTION: Readonly<GroupsSelection> = Object.freeze({
  metric: 'recall',
  grouping: null,
  minCount: DEFAULT_MIN_COUNT,
  a: null,
  b: null,
  cls: null,
  sort: 'gap',
  dir: 'desc',
});

export function defaultGroupsSelection(): GroupsSelection {
  return {...DEFAULT_GROUPS_SELECTION};
}

/** Names A to Z first, numbers high to low first. */
export function disparityDefaultDir(column: DisparityColumn): SortDir {
  return column === 'class' ? 'asc' : 'desc';
}

/** A valid min_count: a whole number >= 0. */
export function isValidMinCount(v: number | null): v is number {
  return v !== null && Number.isSafeInteger(v) && v >= 0;
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
// URL hash parameters (run, tag and step are state.ts's)

const K = {
  metric: 'metric',
  grouping: 'grouping',
  minCount: 'min_count',
  a: 'a',
  b: 'b',
  cls: 'class',
  sort: 'sort',
  dir: 'dir',
} as const;

/** The selection as prefixed [key, value] pairs, leaving out everything equal to its default. */
export function groupsToParams(sel: GroupsSelection): Params {
  const out: Params = [];
  if (sel.metric !== DEFAULT_GROUPS_SELECTION.metric) putParam(out, K.metric, sel.metric);
  putParam(out, K.grouping, sel.grouping);
  if (sel.minCount !== DEFAULT_MIN_COUNT) putParam(out, K.minCount, sel.minCount);
  if (sel.a !== null && sel.b !== null) {
    putParam(out, K.a, sel.a);
    putParam(out, K.b, sel.b);
  }
  putParam(out, K.cls, sel.cls);
  if (sel.sort !== DEFAULT_GROUPS_SELECTION.sort || sel.dir !== DEFAULT_GROUPS_SELECTION.dir) {
    putParam(out, K.sort, sel.sort);
    putParam(out, K.dir, sel.dir);
  }
  return out;
}

/** The selection held by hash parameters; malformed values fall back to their defaults. */
export function groupsFromParams(params: Iterable<[string, string]>): GroupsSelection {
  const m = ownParams(params);
  const sel = defaultGroupsSelection();
  const metric = m.get(K.metric);
  if (metric !== undefined && (GROUP_METRIC_NAMES as readonly string[]).includes(metric)) sel.metric = metric as GroupMetric;
  const grouping = m.get(K.grouping);
  sel.grouping = grouping === undefined || grouping === '' ? null : grouping;
  const minCount = parseNumber(m.get(K.minCount));
  if (isValidMinCount(minCount)) sel.minCount = minCount;
  const a = m.get(K.a);
  const b = m.get(K.b);
  if (a && b) {
    sel.a = a;
    sel.b = b;
  }
  const cls = m.get(K.cls);
  sel.cls = cls === undefined || cls === '' ? null : cls;
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
}

export interface MacroCell {
  value: number | null;
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
}

function cell(n: number, value: number | null, lower: number | null, upper: number | null, state: CellState | null): RateCell {
  const ok = state === null && typeof value === 'number' && Number.isFinite(value);
  return {
    n,
    value: ok ? value : null,
    lower: ok ? lower : null,
    upper: ok ? upper : null,
    state: ok ? null : (state ?? 'undefined'),
  };
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
    out.push({value: k ? sum / k : null, classes: k});
  }
  return out;
}

export function rateTableOfGroups(r: GroupsResponse): RateTable {
  const cells = r.classes.map((_, k) =>
    r.groups.map((_, g) => cell(r.n[k][g], r.value[k][g], r.lower[k][g], r.upper[k][g], r.state[k][g])),
  );
  const macro = r.groups.map((g, j) => {
    const m = r.macro.find((x) => x.group === g) ?? r.macro[j];
    return m ? {value: typeof m.value === 'number' ? m.value : null, classes: m.classes} : {value: null, classes: 0};
  });
  return {classes: r.classes, groups: r.groups, cells, macro, minCount: r.min_count};
}

export function rateTableOfDetection(r: DetectionResponse): RateTable {
  const cells = r.classes.map((_, k) =>
    r.groups.map((_, g) => cell(r.n[k][g], r.mar[k][g], r.mar_lower[k][g], r.mar_upper[k][g], r.state[k][g])),
  );
  return {classes: r.classes, groups: r.groups, cells, macro: macroAverage(cells, r.groups.length), minCount: r.min_count};
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
 * side, a missing n) are last in both directions; names by UTF-16 code
 * units; ties keep the server's order (gap descending), so it is deterministic.
 */
export function sortDisparityRows(table: DisparityTable, column: DisparityColumn, dir: SortDir): number[] {
  const order = Array.from({length: table.rows}, (_, i) => i);
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'class') {
    const names = table.columns.class;
    return order.sort((i, j) => (names[i] < names[j] ? -sign : names[i] > names[j] ? sign : i - j));
  }
  const col = table.columns[column] as (number | null)[];
  const key = (i: number) => {
    const v = col[i];
    if (column === 'gap' && table.states.gap[i] !== null) return NaN;
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
// CSV (RFC 4180, CRLF): the export's columns and values, undefined empty

/** `class,group,n,value,lower,upper`: one line per class x group, classes in table order. */
export function buildRateCsv(t: RateTable): string {
  const lines: string[] = [RATE_CSV_COLUMNS.join(',')];
  t.classes.forEach((cls, k) => {
    t.groups.forEach((g, j) => {
      const c = t.cells[k][j];
      lines.push([csvField(cls), csvField(g), csvNumber(c.n), csvNumber(c.value), csvNumber(c.lower), csvNumber(c.upper)].join(','));
    });
  });
  return lines.join('\r\n') + '\r\n';
}

/** `class,n_1,n_2,value_1,value_2,gap,lower,upper`: the rows of `rows`, in that order. */
export function buildDisparityCsv(t: DisparityTable, rows: readonly number[]): string {
  const c: DisparityColumns = t.columns;
  const lines: string[] = [DISPARITY_CSV_COLUMNS.join(',')];
  for (const i of rows) {
    lines.push(
      [
        csvField(c.class[i]),
        csvNumber(c.n_1[i]),
        csvNumber(c.n_2[i]),
        csvNumber(c.value_1[i]),
        csvNumber(c.value_2[i]),
        csvNumber(c.gap[i]),
        csvNumber(c.lower[i]),
        csvNumber(c.upper[i]),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------
// Charts

export interface GroupBar {
  group: string;
  value: number | null;
  lower: number | null;
  upper: number | null;
  n: number;
  /** What the group shows instead of a bar ("" when it has one). */
  note: string;
}

/** One bar per group of the selected class (null when the class is not in the table). */
export function classBars(t: RateTable, cls: string): GroupBar[] | null {
  const k = t.classes.indexOf(cls);
  if (k < 0) return null;
  return t.groups.map((group, g) => {
    const c = t.cells[k][g];
    return {group, value: c.value, lower: c.lower, upper: c.upper, n: c.n, note: stateText(c, t.minCount)};
  });
}

export interface ArPoint {
  group: string;
  threshold: number;
  ar: number;
  lower: number;
  upper: number;
}

/** AR over the IoU thresholds, per sufficient group, of the selected class. */
export function arPoints(r: DetectionResponse, cls: string): ArPoint[] {
  const k = r.classes.indexOf(cls);
  if (k < 0) return [];
  const out: ArPoint[] = [];
  r.groups.forEach((group, g) => {
    if (r.state[k][g] !== null) return;
    r.thresholds.forEach((threshold, t) => {
      const ar = r.ar[k][g][t];
      if (typeof ar !== 'number') return;
      out.push({group, threshold, ar, lower: r.ar_lower[k][g][t] ?? ar, upper: r.ar_upper[k][g][t] ?? ar});
    });
  });
  return out;
}
