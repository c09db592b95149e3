/**
 * The class x group table of the two per-group kinds (FACET), from either of
 * their routes: per-group rates (a rate per class x group; kinds/group_metrics/)
 * and detection recall (mAR per class x group; kinds/detection_recall/), each
 * kind's state.ts reading its own values (`RateValues`) for `rateTable`. Its
 * cells with their states, p-values, ★ marks and power notes, the macro row, the
 * legend's counts, how a rate or a gap reads, and the tooltip of a group's
 * column head (with what mAR means, which the disparity table's heads share).
 * groups_state.ts holds the selection and the routes the table is fetched by.
 * No DOM, no network: every function here is unit-tested under node.
 */
import {headTitle, pText} from './format.js';
import {numberDefault} from './kinds_state.js';
import {powerSettings, underpoweredTitle, type PowerSettings} from './power_text.js';
import type {MarksLegend} from './significance.js';
import type {KindDeclaration} from './types.js';
import type {CellState, ClassGroupResponse, MacroRow} from './types_groups.js';

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
// A group's column head: plain words; the code name and a definition in the tooltip

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
