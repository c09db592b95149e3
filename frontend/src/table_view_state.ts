/**
 * The pure shaping of a kind's table (`GET table?format=json`) for the generic
 * table view (views/table_view.ts), which shows any kind that has no view of
 * its own (one another package adds): its columns as the kind declares them
 * (formats from `kinds`), an estimate's interval (`lower`/`upper` after it, or
 * `<name>_lower`/`<name>_upper`) merged into one column, flags as marks, rows
 * marked insufficient muted, and the rows sorted with undefined values last.
 * No DOM, no network: unit-tested under node.
 */
import {formatCount, formatPValue, formatValue, pointsNumber} from './format.js';
import {testedCount} from './significance.js';
import type {SortDir} from './state.js';
import type {KindDeclaration} from './types.js';

/** `GET table?format=json`: the table's head (its options and context), its column names and its rows. */
export interface TableResponse {
  columns: string[];
  rows: Record<string, unknown>[];
  [head: string]: unknown;
}

/** How a column reads. */
export type ColumnKind = 'text' | 'count' | 'number' | 'percent' | 'points' | 'p' | 'flag' | 'interval';

export interface TableColumn {
  /** The column's key: its name, or for an interval its estimate's name + ':interval'. */
  key: string;
  /** What its header says. */
  head: string;
  kind: ColumnKind;
  /** The column(s) it reads: one name, or an interval's lower and upper end. */
  reads: readonly string[];
  /** An interval's estimate reads as (percent, points...). */
  of?: Exclude<ColumnKind, 'interval' | 'flag' | 'text'>;
}

/** The flag that marks a row too small to trust: its values are shown muted, never as findings. */
export const INSUFFICIENT = 'insufficient';
/** The flag of a discovery (the kinds' `significant`): a ★. */
export const SIGNIFICANT = 'significant';
/** The p-value of a row's test (the ones Benjamini-Hochberg runs over). */
const P_VALUE = 'p_value';

const FORMATS = new Set(['percent', 'points', 'count', 'p']);

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function kindOf(name: string, values: readonly unknown[], format: string | undefined): Exclude<ColumnKind, 'interval'> {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (present.length > 0 && present.every((v) => typeof v === 'boolean')) return 'flag';
  if (present.some((v) => typeof v === 'string')) return 'text';
  if (format !== undefined && FORMATS.has(format)) return format as 'percent' | 'points' | 'count' | 'p';
  if (name === 'p_value') return 'p';
  if (format === undefined && present.length > 0 && present.every((v) => Number.isInteger(v))) return 'count';
  return 'number';
}

/** The table's declared formats (`kinds`), by column name; `bias` (a column in the bias's unit) as the kind's bias reads. */
export function declaredFormats(decl: KindDeclaration | null, table: string | null): Record<string, string> {
  const spec = decl?.tables.find((t) => t.name === table) ?? decl?.tables[0];
  const bias = decl?.bias.format ?? 'value';
  const out: Record<string, string> = {};
  for (const [name, f] of Object.entries(spec?.formats ?? {})) out[name] = f === 'bias' ? (bias === 'bias' ? 'value' : bias) : f;
  return out;
}

/**
 * The columns as shown: each `lower`/`upper` pair right after its estimate, and each
 * `<name>_lower`/`<name>_upper` pair, become one interval column after the estimate.
 */
export function tableColumns(res: TableResponse, formats: Readonly<Record<string, string>>): TableColumn[] {
  const names = res.columns;
  const values = (name: string) => res.rows.map((r) => r[name]);
  const ends = new Map<string, [string, string]>(); // estimate -> [lower, upper]
  names.forEach((name, i) => {
    if (name === 'lower' && names[i + 1] === 'upper' && i > 0) ends.set(names[i - 1], ['lower', 'upper']);
    const m = /^(.+)_lower$/.exec(name);
    if (m && names.includes(m[1]) && names.includes(`${m[1]}_upper`)) ends.set(m[1], [name, `${m[1]}_upper`]);
  });
  const taken = new Set([...ends.values()].flat());
  const out: TableColumn[] = [];
  for (const name of names) {
    if (taken.has(name)) continue;
    const kind = kindOf(name, values(name), formats[name]);
    out.push({key: name, head: name.replace(/_/g, ' '), kind, reads: [name]});
    const pair = ends.get(name);
    if (pair && kind !== 'text' && kind !== 'flag') {
      out.push({key: `${name}:interval`, head: `${name.replace(/_/g, ' ')} interval`, kind: 'interval', reads: pair, of: kind});
    }
  }
  return out;
}

function numberText(kind: Exclude<ColumnKind, 'interval' | 'flag' | 'text'>, v: number): string {
  if (kind === 'count') return formatCount(v);
  if (kind === 'p') return formatPValue(v);
  if (kind === 'percent') return `${pointsNumber(v)}%`;
  if (kind === 'points') return `${pointsNumber(v)} pp`;
  return formatValue(v);
}

export interface CellText {
  /** What the cell says; `undefined` for a number the counts leave undefined, '' for no value. */
  text: string;
  /** The tooltip: the exact value(s). */
  title: string;
}

/** What `row`'s cell of column `c` says. */
export function cellText(c: TableColumn, row: Readonly<Record<string, unknown>>): CellText {
  if (c.kind === 'interval') {
    const [lo, hi] = c.reads.map((n) => row[n]);
    if (!isFiniteNumber(lo) || !isFiniteNumber(hi)) return {text: '', title: 'no interval'};
    const of = c.of ?? 'number';
    const text =
      of === 'percent'
        ? `[${pointsNumber(lo)}%, ${pointsNumber(hi)}%]`
        : of === 'points'
          ? `[${pointsNumber(lo)}, ${pointsNumber(hi)}] pp`
          : `[${formatValue(lo)}, ${formatValue(hi)}]`;
    return {text, title: `[${lo}, ${hi}]`};
  }
  const v = row[c.reads[0]];
  if (v === null || v === undefined) return {text: c.kind === 'text' ? '' : 'undefined', title: 'undefined'};
  if (typeof v === 'boolean') return {text: v ? '✓' : '', title: v ? 'yes' : 'no'};
  if (typeof v === 'string') return {text: v, title: v};
  if (typeof v !== 'number') return {text: String(v), title: String(v)};
  if (!Number.isFinite(v)) return {text: 'undefined', title: 'undefined'};
  if (c.kind === 'text' || c.kind === 'flag') return {text: String(v), title: String(v)};
  return {text: numberText(c.kind, v), title: String(v)};
}

/** The value a column sorts by (an interval: its lower end), null when undefined. */
function sortValue(c: TableColumn, row: Readonly<Record<string, unknown>>): number | string | null {
  const v = row[c.reads[0]];
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return v;
  return isFiniteNumber(v) ? v : null;
}

/** Row indices in display order: by `c`, `dir`, undefined values last, ties by position. */
export function sortedRows(rows: readonly Record<string, unknown>[], c: TableColumn | undefined, dir: SortDir): number[] {
  const order = rows.map((_, i) => i);
  if (!c) return order;
  const keys = rows.map((r) => sortValue(c, r));
  const sign = dir === 'asc' ? 1 : -1;
  return order.sort((i, j) => {
    const a = keys[i];
    const b = keys[j];
    if (a === null || b === null) return a === null && b === null ? i - j : a === null ? 1 : -1;
    const cmp = typeof a === 'string' || typeof b === 'string' ? String(a).localeCompare(String(b)) : a - b;
    return cmp !== 0 ? sign * cmp : i - j;
  });
}

/** The direction a column starts in: text A to Z, p-values smallest first, numbers largest first. */
export function defaultDir(c: TableColumn): SortDir {
  return c.kind === 'text' || c.kind === 'p' ? 'asc' : 'desc';
}

/** The sort a table starts with: the kind's bias value (largest first), else its first column. */
export function defaultSort(columns: readonly TableColumn[], decl: KindDeclaration | null): {key: string; dir: SortDir} {
  const bias = decl?.bias.value;
  const c = columns.find((x) => x.key === bias) ?? columns[0];
  return c ? {key: c.key, dir: defaultDir(c)} : {key: '', dir: 'desc'};
}

/** The table's head (its options and context) in words, e.g. `level 0.95 · fdr 0.05`. */
export function headWords(res: TableResponse): string {
  const parts: string[] = [];
  for (const [name, v] of Object.entries(res)) {
    if (name === 'columns' || name === 'rows' || name === 'run' || name === 'tag' || name === 'step') continue;
    if (typeof v === 'number') parts.push(`${name} ${Number.isInteger(v) ? formatCount(v) : formatValue(v)}`);
    else if (typeof v === 'string' || typeof v === 'boolean') parts.push(`${name} ${String(v)}`);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) parts.push(`${name} ${v.join(', ')}`);
  }
  return parts.join(' · ');
}

/**
 * How many rows are marked insufficient and significant, and how many have a p-value (the
 * ones Benjamini-Hochberg runs over; null: the table has no `p_value` column).
 */
export function flagCounts(res: TableResponse): {insufficient: number; significant: number; tested: number | null} {
  let insufficient = 0;
  let significant = 0;
  for (const r of res.rows) {
    if (r[INSUFFICIENT] === true) insufficient++;
    if (r[SIGNIFICANT] === true) significant++;
  }
  const tested = res.columns.includes(P_VALUE) ? testedCount(res.rows.map((r) => r[P_VALUE] as number | null | undefined)) : null;
  return {insufficient, significant, tested};
}
