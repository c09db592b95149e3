import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {checkTable} from '../src/response_checks.js';
import {
  cellText,
  declaredFormats,
  defaultSort,
  flagCounts,
  headWords,
  sortedRows,
  tableColumns,
  type TableResponse,
} from '../src/table_view_state.js';
import type {KindDeclaration} from '../src/types.js';
import {marksLegendText} from '../src/significance.js';

const RES: TableResponse = {
  run: 'a',
  tag: 't',
  step: 3,
  level: 0.95,
  fdr: 0.05,
  columns: ['group', 'n', 'mean', 'lower', 'upper', 'gap', 'gap_lower', 'gap_upper', 'p_value', 'significant', 'insufficient'],
  rows: [
    {
      group: 'b',
      n: 40,
      mean: 0.5,
      lower: 0.4,
      upper: 0.6,
      gap: -0.1,
      gap_lower: -0.2,
      gap_upper: 0,
      p_value: 0.04,
      significant: true,
      insufficient: false,
    },
    {
      group: 'a',
      n: 3,
      mean: null,
      lower: null,
      upper: null,
      gap: null,
      gap_lower: null,
      gap_upper: null,
      p_value: null,
      significant: false,
      insufficient: true,
    },
    {
      group: 'c',
      n: 120,
      mean: 0.7,
      lower: 0.65,
      upper: 0.75,
      gap: 0.2,
      gap_lower: 0.1,
      gap_upper: 0.3,
      p_value: 0.2,
      significant: false,
      insufficient: false,
    },
  ],
};

const DECL = {
  name: 'mean_score',
  title: 'mean score',
  version: 1,
  options: [],
  tables: [{name: 'groups', title: 'Mean score per group', columns: RES.columns, formats: {n: 'count', gap: 'bias', p_value: 'p'}}],
  compared: 'gap',
  bias: {name: '|gap|', value: 'gap', key: 'group', format: 'value'},
  headlines: [],
  views: [],
} as unknown as KindDeclaration;

describe('the generic table view', () => {
  test('an estimate and its interval (lower/upper, or <name>_lower/<name>_upper) read as one column', () => {
    const columns = tableColumns(RES, declaredFormats(DECL, null));
    assert.deepEqual(
      columns.map((c) => [c.key, c.kind]),
      [
        ['group', 'text'],
        ['n', 'count'],
        ['mean', 'number'],
        ['mean:interval', 'interval'],
        ['gap', 'number'],
        ['gap:interval', 'interval'],
        ['p_value', 'p'],
        ['significant', 'flag'],
        ['insufficient', 'flag'],
      ],
    );
    const interval = columns.find((c) => c.key === 'gap:interval')!;
    assert.deepEqual(interval.reads, ['gap_lower', 'gap_upper']);
    assert.equal(cellText(interval, RES.rows[0]).text, '[\u22120.2, 0]');
    assert.equal(cellText(interval, RES.rows[1]).text, '', 'no interval where the counts give none');
  });

  test('an undefined number says so, never a number', () => {
    const [, , mean] = tableColumns(RES, {});
    assert.deepEqual(cellText(mean, RES.rows[1]), {text: 'undefined', title: 'undefined'});
    assert.deepEqual(cellText(mean, {mean: Number.NaN}), {text: 'undefined', title: 'undefined'});
  });

  test('a bias-formatted column reads as the bias does; percent and points keep their units', () => {
    assert.deepEqual(declaredFormats(DECL, 'groups'), {n: 'count', gap: 'value', p_value: 'p'});
    const pct = {key: 'r', head: 'r', kind: 'percent', reads: ['r']} as const;
    assert.equal(cellText(pct, {r: 0.579}).text, '57.9%');
    const iv = {key: 'r:interval', head: 'r', kind: 'interval', reads: ['lo', 'hi'], of: 'points'} as const;
    assert.equal(cellText(iv, {lo: -0.031, hi: 0.052}).text, '[\u22123.1, 5.2] pp');
  });

  test('rows sort by any column, undefined values last whichever the direction, ties by position', () => {
    const columns = tableColumns(RES, {});
    const by = (key: string) => columns.find((c) => c.key === key);
    assert.deepEqual(sortedRows(RES.rows, by('gap'), 'desc'), [2, 0, 1]);
    assert.deepEqual(sortedRows(RES.rows, by('gap'), 'asc'), [0, 2, 1]);
    assert.deepEqual(sortedRows(RES.rows, by('group'), 'asc'), [1, 0, 2]);
    assert.deepEqual(sortedRows(RES.rows, undefined, 'asc'), [0, 1, 2]);
    assert.deepEqual(defaultSort(columns, DECL), {key: 'gap', dir: 'desc'}, "the kind's bias value, largest first");
  });

  test('the head in words and the flags counted', () => {
    assert.equal(headWords(RES), 'level 0.95 · fdr 0.05');
    assert.deepEqual(flagCounts(RES), {insufficient: 1, significant: 1, tested: 2});
    // Without a p-value column, how many were tested is unknown (the legend then counts only the marks).
    const untested = {...RES, columns: RES.columns.filter((c) => c !== 'p_value')};
    assert.deepEqual(flagCounts(untested), {insufficient: 1, significant: 1, tested: null});
  });

  test("the ★ legend: the shared words, with the table's counts", () => {
    const {significant, tested} = flagCounts(RES);
    assert.equal(
      marksLegendText({q: 0.05, significant, tested, unit: 'row'}),
      '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (1 of 2 rows with a p-value)',
    );
    assert.equal(
      marksLegendText({q: null, significant: 3, tested: null, unit: 'row'}),
      "\u2605 significant after Benjamini\u2013Hochberg at the server's FDR (3 rows)",
    );
  });

  test('a malformed table response is refused, naming the route', () => {
    assert.equal(checkTable(RES), RES);
    assert.throws(() => checkTable({columns: 'x', rows: []}, 'table?run=a'), /malformed response from table: `columns` are not names/);
    assert.throws(() => checkTable({columns: [], rows: [1]}), /a `rows` entry is not an object/);
  });
});
