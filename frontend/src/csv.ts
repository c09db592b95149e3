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

/** The records of an RFC 4180 text (quoted fields, doubled quotes, CRLF or LF), as written by csvField and the server. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The rows on screen of a table's CSV: the header, then the records whose `column` holds one
 * of `keys` (as the CSV writes it: csvText), in the order of `keys` (a key's records keep
 * their order). The bytes of each record are the server's, re-quoted as csvField does. Null
 * when the CSV has no such column.
 */
export function csvShownRows(text: string, column: string, keys: readonly string[]): string | null {
  const [head, ...records] = parseCsv(text);
  const at = head ? head.indexOf(column) : -1;
  if (at < 0) return null;
  const byKey = new Map<string, string[][]>();
  for (const r of records) {
    const list = byKey.get(r[at]) ?? [];
    list.push(r);
    byKey.set(r[at], list);
  }
  const quote = (f: string) => (/[",\r\n]/.test(f) ? '"' + f.replace(/"/g, '""') + '"' : f);
  const line = (r: string[]) => r.map(quote).join(',');
  const out = [line(head)];
  for (const k of keys) for (const r of byKey.get(csvText(k)) ?? []) out.push(line(r));
  return out.join('\n') + '\n';
}
