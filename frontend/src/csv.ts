/**
 * CSV (RFC 4180) of what only the browser has: the compare and trend tables
 * (the reports' own tables come from the `table` route, as `tb-fairness export`
 * prints them), and the file names of every download. Pure; unit-tested.
 */

/**
 * Text that a spreadsheet would take for a formula (OWASP's list for CSV injection: it
 * starts with = + - @, a tab or CR) starts with a quote, so it is shown and never run;
 * as the server's CSV does (`csv_text` in tb_fairness/kinds/table.py).
 */
export function csvText(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? "'" + s : s;
}

/** A text field: neutralised (csvText), then quoted when it holds a comma, a quote, CR or LF; inner quotes doubled. */
export function csvField(s: string): string {
  const t = csvText(s);
  return /[",\r\n]/.test(t) ? '"' + t.replace(/"/g, '""') + '"' : t;
}

/**
 * A number in JavaScript's shortest round-trip form; infinite, undefined or
 * missing values are empty fields (their state is not a number).
 */
export function csvNumber(v: number | null | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** A file name made of the selection, safe on every file system. */
export function csvFileName(parts: (string | number | null)[]): string {
  const name = parts
    .filter((p) => p !== null && p !== '')
    .map((p) => String(p).replace(/[^A-Za-z0-9._-]+/g, '_'))
    .join('__');
  return (name || 'fairness') + '.csv';
}
