/**
 * The tables as CSV (RFC 4180): the rows the user sees, in the order they see
 * them, with the values of the route (associations, skew). Pure; unit-tested.
 */
import {ASSOCIATION_CSV_COLUMNS} from './types.js';
import type {Table} from './associations_state.js';
import {SKEW_EXPORT_COLUMNS, type SkewTable} from './skew_state.js';

export const CSV_HEADER = ASSOCIATION_CSV_COLUMNS.join(',');

/** Quotes a field when it holds a comma, a quote, CR or LF; doubles inner quotes. */
export function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

/**
 * A number in JavaScript's shortest round-trip form; infinite, undefined or
 * missing values are empty fields (their state is not a number).
 */
export function csvNumber(v: number | null | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** A flag as `tb-fairness export` writes it (Python's csv module): True or False. */
export function csvBool(v: boolean | null | undefined): string {
  return v === true ? 'True' : 'False';
}

/**
 * The CSV text of `rows` (row indices of `table`, in output order): the
 * header `label,count,count_a,count_b,value_a,value_b,gap,lower,upper,p_value,
 * significant,insufficient` (the columns of `tb-fairness export`), then one
 * line per row, lines ended by CRLF.
 */
export function buildCsv(table: Table, rows: ArrayLike<number>): string {
  const c = table.columns;
  const lines: string[] = [CSV_HEADER];
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    lines.push(
      [
        csvField(c.label[i]),
        csvNumber(c.count[i]),
        csvNumber(c.count_a[i]),
        csvNumber(c.count_b[i]),
        csvNumber(c.value_a[i]),
        csvNumber(c.value_b[i]),
        csvNumber(c.gap[i]),
        csvNumber(c.lower[i]),
        csvNumber(c.upper[i]),
        csvNumber(c.p_value[i]),
        csvBool(c.significant[i]),
        csvBool(c.insufficient[i]),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

export const SKEW_CSV_HEADER = SKEW_EXPORT_COLUMNS.join(',');

/**
 * The CSV text of the per-class SkewSize table, as `tb-fairness export` writes it:
 * `class,n,cramers_v,band,accuracy,worst_group_accuracy,gap,lower,upper,p_value,significant`,
 * then one line per row of `rows`, in that order; undefined values (and their band) are
 * empty fields, `significant` is True or False (as Python's csv writes it).
 */
export function buildSkewCsv(table: SkewTable, rows: ArrayLike<number>): string {
  const c = table.columns;
  const lines: string[] = [SKEW_CSV_HEADER];
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    lines.push(
      [
        csvField(c.class[i]),
        csvNumber(c.n[i]),
        csvNumber(c.cramers_v[i]),
        csvField(c.band[i] ?? ''),
        csvNumber(c.accuracy[i]),
        csvNumber(c.worst_group_accuracy[i]),
        csvNumber(c.gap[i]),
        csvNumber(c.lower?.[i]),
        csvNumber(c.upper?.[i]),
        csvNumber(c.p_value?.[i]),
        c.significant?.[i] === true ? 'True' : 'False',
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** A file name made of the selection, safe on every file system. */
export function csvFileName(parts: (string | number | null)[]): string {
  const name = parts
    .filter((p) => p !== null && p !== '')
    .map((p) => String(p).replace(/[^A-Za-z0-9._-]+/g, '_'))
    .join('__');
  return (name || 'fairness') + '.csv';
}
