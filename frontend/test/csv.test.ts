import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CSV_HEADER, SKEW_CSV_HEADER, buildCsv, buildSkewCsv, csvField, csvFileName, csvNumber} from '../src/csv.js';
import {sortRows} from '../src/associations_state.js';
import {sortSkewRows} from '../src/skew_state.js';
import {makeReport, makeSkewReport} from './fixtures.js';

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

test('header is the columns of `tb-fairness export`, in its order', () => {
  assert.equal(
    CSV_HEADER,
    'label,count,count_a,count_b,value_a,value_b,gap,lower,upper,p_value,significant,insufficient',
  );
});

test('hostile label names survive a round trip through an RFC 4180 parser', () => {
  const r = makeReport(HOSTILE.map((label, i) => ({label, count: i + 1, gap: i})));
  const order = Int32Array.from(HOSTILE.keys());
  const parsed = parseCsv(buildCsv(r, order));
  assert.deepEqual(parsed[0], CSV_HEADER.split(','));
  assert.deepEqual(
    parsed.slice(1).map((row) => row[0]),
    HOSTILE,
  );
  for (const row of parsed) assert.equal(row.length, 12);
});

test('fields are quoted only when needed', () => {
  assert.equal(csvField('plain text'), 'plain text');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('a\nb'), '"a\nb"');
  assert.equal(csvField('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
});

test('undefined and infinite cells are empty; numbers are shortest round-trip', () => {
  const r = makeReport([
    {
      label: 'fin',
      count: 1200,
      count_a: 900,
      count_b: 100,
      value_a: 0.1 + 0.2,
      value_b: -1e-7,
      gap: 0.30000010000000005,
      lower: 0.25,
      upper: 0.35,
      p_value: 1.2e-40,
      significant: true,
    },
    {label: 'inf', count: 3, count_a: 0, count_b: 3, value_a: '-inf', value_b: 0.05, gap: '-inf', insufficient: true},
    {label: 'undef', count: 5, count_a: 5, count_b: 0, value_a: 'undefined', value_b: '+inf', gap: 'undefined'},
  ]);
  const text = buildCsv(r, sortRows(r, 'gap', 'desc'));
  assert.equal(
    text,
    'label,count,count_a,count_b,value_a,value_b,gap,lower,upper,p_value,significant,insufficient\r\n' +
      'fin,1200,900,100,0.30000000000000004,-1e-7,0.30000010000000005,0.25,0.35,1.2e-40,True,False\r\n' +
      'inf,3,0,3,,0.05,,,,,False,True\r\n' +
      'undef,5,5,0,,,,,,,False,False\r\n',
  );
  for (const v of [0.1, 1 / 3, 2 ** -1074, 1.7976931348623157e308, -1.5e-300, 123456789012345680000]) {
    assert.equal(Number(csvNumber(v)), v);
  }
  assert.equal(csvNumber(null), '');
  assert.equal(csvNumber(Infinity), '');
  assert.equal(csvNumber(NaN), '');
});

test('rows follow the order given (the filtered, sorted table)', () => {
  const r = makeReport([{label: 'a', gap: 1}, {label: 'b', gap: 3}, {label: 'c', gap: 2}]);
  const lines = buildCsv(r, Int32Array.of(1, 2)).trim().split('\r\n');
  assert.deepEqual(lines.map((l) => l.split(',')[0]), ['label', 'b', 'c']);
  assert.equal(buildCsv(r, new Int32Array(0)), CSV_HEADER + '\r\n');
});

test('file names are safe', () => {
  assert.equal(
    csvFileName(['fairness', 'run/1', 'assoc val', 'step4', '<img src=x>', 'vs', null]),
    'fairness__run_1__assoc_val__step4___img_src_x___vs.csv',
  );
});

test('skew CSV: exactly the export columns, rows as shown, undefined empty', () => {
  const r = makeSkewReport([
    {class: 'nurse', v: 0.41, n: 230, accuracy: 0.7, worst_group_accuracy: 0.55, gap: 0.15},
    {class: 'one, "group"', v: 'one_group', n: 40, accuracy: 0.9, worst_group_accuracy: 0.9, gap: 0},
    {class: '<img src=x onerror=alert(1)>', v: 0.1 + 0.2, n: 12},
    {class: 'empty', v: 'no_examples', n: 0, accuracy: null, worst_group: null, worst_group_accuracy: null, gap: null},
  ]);
  const header = 'class,n,cramers_v,band,accuracy,worst_group_accuracy,gap,lower,upper,p_value,significant';
  assert.equal(SKEW_CSV_HEADER, header);
  const text = buildSkewCsv(r, sortSkewRows(r, 'cramers_v', 'desc'));
  // The fixture's statistics (V +- 0.05, p = 0.5): empty where V is undefined, none significant.
  assert.equal(
    text,
    header +
      '\r\n' +
      'nurse,230,0.41,medium,0.7,0.55,0.15,0.36,0.45999999999999996,0.5,False\r\n' +
      '<img src=x onerror=alert(1)>,12,0.30000000000000004,medium,0.5,0.4,0.1,0.25000000000000006,0.35000000000000003,0.5,False\r\n' +
      '"one, ""group""",40,,,0.9,0.9,0,,,,False\r\n' +
      'empty,0,,,,,,,,,False\r\n',
  );
  const parsed = parseCsv(text);
  assert.deepEqual(parsed[2][0], '<img src=x onerror=alert(1)>');
  assert.deepEqual(parsed[3][0], 'one, "group"');
  for (const row of parsed) assert.equal(row.length, 11);
  // Only the rows given (the search), in that order.
  assert.equal(buildSkewCsv(r, Int32Array.of(3, 0)).split('\r\n')[1], 'empty,0,,,,,,,,,False');
  assert.equal(buildSkewCsv(r, new Int32Array(0)), SKEW_CSV_HEADER + '\r\n');
});
