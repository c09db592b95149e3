import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Api, rowUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {checkRow} from '../src/response_checks.js';
import {
  declaredTitle,
  detailTable,
  drillFromParams,
  drillToParams,
  headText,
  missingStepsText,
  orderRuns,
  pointText,
  rowRequestKey,
  runBars,
  stepSeries,
} from '../src/row_state.js';
import type {RowDetail} from '../src/types_across_reports.js';
import {bareKind, makeRow} from './fixtures.js';

describe('the row route', () => {
  test('its URL carries the kind options, the report and the key', () => {
    const url = rowUrl({tag: 'a/b', run: 'model_b', step: 2, key: 'x & y', options: {a: 'man', metric: 'dp'}});
    const q = new URLSearchParams(url.slice('row?'.length));
    assert.ok(url.startsWith('row?'));
    assert.deepEqual(Object.fromEntries(q), {a: 'man', metric: 'dp', tag: 'a/b', run: 'model_b', step: '2', key: 'x & y'});
    assert.ok(!rowUrl({tag: 't', run: 'r', step: null, key: 'k', options: {}}).includes('step='));
  });

  test('a well-formed response passes the check; a malformed one names what is wrong', () => {
    const good = makeRow();
    assert.equal(checkRow(good), good);
    const broken = (patch: Record<string, unknown>) => ({...makeRow(), ...patch});
    assert.throws(
      () => checkRow(broken({detail: {columns: ['a'], rows: 3}}), 'row?tag=t'),
      /malformed response from row: no `detail` table/,
    );
    assert.throws(
      () => checkRow(broken({runs: [{step: 1, present: true, value: 'x', bias: 1, lower: 0, upper: 2, run: 'a'}]})),
      /`value` is not a number/,
    );
    assert.throws(() => checkRow(broken({runs: [{step: 1, present: true, value: 1, bias: 1, lower: 0, upper: 2}]})), /without a run/);
    assert.throws(() => checkRow(broken({steps: [{value: 1}]})), /malformed `steps` entry/);
    assert.throws(() => checkRow(broken({key: 3})), /no `key`/);
    assert.throws(() => checkRow([]), /not an object/);
  });

  test('Api.row fetches and checks the route; the server text of a 400 is the error', async () => {
    const seen: string[] = [];
    const api = new Api(async (url) => {
      seen.push(url);
      return url.includes('key=nope')
        ? new Response("Invalid argument: key: no label 'nope' in this report", {status: 400})
        : new Response(JSON.stringify(makeRow()), {status: 200, headers: {'Content-Type': 'application/json'}});
    });
    const r = await api.row({tag: 't', run: 'model_b', step: null, key: 'beard', options: {}});
    assert.equal(r.key, 'beard');
    await assert.rejects(
      api.row({tag: 't', run: 'model_b', step: null, key: 'nope', options: {}}),
      (e: unknown) => e instanceof ApiError && e.status === 400 && /no label 'nope'/.test(e.message),
    );
    assert.equal(seen.length, 2);
  });
});

describe('the detail table', () => {
  test('lower and upper become one interval column after the estimate; numbers read by kind', () => {
    const t = detailTable(makeRow().detail, 'beard');
    assert.deepEqual(
      t.columns.map((c) => [c.name, c.head, c.kind]),
      [
        ['identity', 'identity', 'text'],
        ['count', 'count', 'count'],
        ['count_label', 'count_label', 'count'],
        ['rate', 'rate', 'number'],
        ['interval', 'interval', 'interval'],
        ['value', 'value', 'number'],
      ],
    );
    assert.equal(t.estimate, 'rate');
    assert.equal(t.caption, 'Counts per identity');
    const [man, woman] = t.rows;
    assert.deepEqual(
      man.map((c) => c.text),
      ['man', '5,000', '42', '0.0084', '[0.006, 0.011]', '0.4'],
    );
    // A missing value reads empty (the element shows a dash), never 0.
    assert.equal(woman[5].value, null);
    assert.equal(woman[5].text, '');
    // Shares are drawn from 0, every row on one scale.
    assert.deepEqual(t.scale, [0, 0.011]);
    const w = man[4].whisker!;
    assert.ok(Math.abs(w.hi - 1) < 1e-12 && Math.abs(w.lo - 0.006 / 0.011) < 1e-12);
    assert.ok(Math.abs(w.mid! - 0.0084 / 0.011) < 1e-12);
    assert.equal(man[4].lower, 0.006);
    assert.equal(man[4].upper, 0.011);
  });

  test('the key column is left out; p-values and marks read as such; headers can be titled', () => {
    const detail: RowDetail = {
      columns: ['class', 'group', 'n', 'value', 'lower', 'upper', 'p_value', 'significant'],
      rows: [
        {class: 'nurse', group: 'gender=f', n: 204, value: 0.69, lower: 0.62, upper: 0.75, p_value: 0.00012, significant: true},
        {class: 'nurse', group: 'gender=m', n: 216, value: 0.61, lower: null, upper: null, p_value: null, significant: false},
      ],
      head: {},
    };
    const groups = {...bareKind('group_metrics'), bias: {name: '|disparity|', value: 'gap', key: 'class'}};
    const t = detailTable(detail, 'nurse', groups, {n: 'people'});
    assert.deepEqual(
      t.columns.map((c) => [c.name, c.head, c.kind]),
      [
        ['group', 'group', 'text'],
        ['n', 'people', 'count'],
        ['value', 'value', 'number'],
        ['interval', 'interval', 'interval'],
        ['p_value', 'p_value', 'p'],
        ['significant', 'significant', 'flag'],
      ],
    );
    assert.equal(t.caption, 'Per group');
    assert.equal(t.rows[0][4].text, '1.2e\u22124');
    assert.equal(t.rows[0][5].text, '✓');
    assert.equal(t.rows[1][5].text, '');
    assert.equal(t.rows[1][3].whisker, null);
    // The key column is left out only when every row holds the key, and only the kind's.
    assert.equal(detailTable(detail, 'doctor', groups).columns[0].name, 'class');
    assert.equal(detailTable(detail, 'nurse').columns[0].name, 'class');
  });

  test('the served formats: a rate and its interval in percent, a difference in points, counts and p', () => {
    const detail: RowDetail = {
      columns: ['class', 'group', 'n', 'value', 'lower', 'upper', 'gap', 'p_value'],
      rows: [{class: 'nurse', group: 'f', n: 204, value: 0.4899, lower: 0.4211, upper: 0.5589, gap: -0.0712, p_value: 0.3}],
      head: {},
      formats: {n: 'count', value: 'percent', lower: 'percent', upper: 'percent', gap: 'points', p_value: 'p'},
    };
    const t = detailTable(detail, 'nurse');
    assert.deepEqual(
      t.columns.map((c) => c.kind),
      ['text', 'text', 'count', 'percent', 'interval', 'points', 'p'],
    );
    assert.deepEqual(
      t.rows[0].map((c) => c.text),
      ['nurse', 'f', '204', '49.0%', '[42.1%, 55.9%]', '\u22127.1 pp', '0.3'],
    );
    // The exact value stays in the tooltip (the export's fraction).
    assert.equal(t.rows[0][3].title, '0.4899');
  });

  test('without lower and upper there is no interval column; an empty table keeps its columns', () => {
    const detail: RowDetail = {
      columns: ['group', 'label', 'count', 'expected', 'correct'],
      rows: [{group: 'a', label: 'nurse', count: 3, expected: 2.5, correct: true}],
      head: {class_name: 'nurse', mev: 5},
    };
    // SkewSize's key is `class`: its `label` column stays, even when it holds the class's name only.
    const skew = {...bareKind('skew_size'), bias: {name: 'V', value: 'cramers_v', key: 'class'}};
    const t = detailTable(detail, 'nurse', skew);
    assert.equal(t.scale, null);
    assert.deepEqual(
      t.columns.map((c) => c.kind),
      ['text', 'text', 'count', 'number', 'flag'],
    );
    const empty = detailTable({columns: ['class', 'group', 'n'], rows: [], head: {}}, 'x');
    assert.deepEqual(
      empty.columns.map((c) => c.name),
      ['class', 'group', 'n'],
    );
    assert.deepEqual(empty.rows, []);
  });

  test("the caption is the declared title of the kind's table with the same columns", () => {
    const decl = {...bareKind('geodiversity'), tables: [{name: 'groups', title: 'Score per group of households', columns: ['group', 'n']}]};
    assert.equal(declaredTitle(decl, ['n', 'group']), 'Score per group of households');
    assert.equal(declaredTitle(decl, ['n']), null);
    assert.equal(declaredTitle(null, ['n']), null);
    assert.equal(detailTable({columns: ['group', 'n'], rows: [], head: {}}, 'x', decl).caption, 'Score per group of households');
  });

  test('the head in words, without the key', () => {
    assert.equal(headText(makeRow().detail.head, 'beard'), 'count 44 · n 10,000');
    assert.equal(headText({grouping: ['gender', 'skin'], level: 0.95, x: {a: 1}}, 'k'), 'grouping gender & skin · level 0.95');
    assert.equal(headText(undefined, 'k'), '');
  });
});

describe('the row in every run', () => {
  test('bars follow the run list; runs it does not name come after, in the server order', () => {
    assert.deepEqual(
      orderRuns([{run: 'c'}, {run: 'x'}, {run: 'a'}, {run: 'y'}], ['a', 'b', 'c']).map((r) => r.run),
      ['a', 'c', 'x', 'y'],
    );
    const {bars, domain} = runBars(makeRow(), ['model_b', 'model_a', 'model_c']);
    assert.deepEqual(
      bars.map((b) => [b.run, b.present, b.current]),
      [
        ['model_b', true, true],
        ['model_a', true, false],
        ['model_c', false, false],
      ],
    );
    // From 0 to the largest upper end.
    assert.deepEqual(domain, [0, 1.19]);
    assert.ok(Math.abs(bars[0].at!.bias - 0.5 / 1.19) < 1e-12);
    assert.equal(bars[2].at, null);
  });

  test('no run with a value: a unit scale', () => {
    const r = makeRow({runs: [{run: 'a', step: 0, wall_time: 0, present: true, value: null, bias: null, lower: null, upper: null}]});
    assert.deepEqual(runBars(r, []).domain, [0, 1]);
  });
});

describe('the row over steps', () => {
  test('a step without the row breaks the line and is listed; the step on screen is marked', () => {
    const s = stepSeries(makeRow());
    assert.deepEqual(
      s.dots.map((d) => [d.step, d.bias, d.segment, d.current]),
      [
        [0, 0.9, 0, false],
        [2, 0.5, 1, true],
      ],
    );
    assert.deepEqual(s.missing, [1]);
    assert.equal(s.current, 2);
  });

  test('steps come in step order whatever the order sent', () => {
    const r = makeRow();
    const s = stepSeries({...r, steps: [...r.steps].reverse()});
    assert.deepEqual(
      s.dots.map((d) => d.step),
      [0, 2],
    );
  });

  test('words', () => {
    assert.equal(pointText({bias: 0.5, lower: 0.1, upper: 0.9}), '0.5 [0.1, 0.9]');
    assert.equal(pointText({bias: 0.5, lower: null, upper: null}), '0.5');
    assert.equal(pointText({bias: null, lower: null, upper: null}), 'not in this run');
    assert.equal(missingStepsText([3]), 'step 3');
    assert.equal(missingStepsText([1, 2, 3], 2), 'steps 1, 2 and 1 more');
    assert.equal(missingStepsText([]), '');
  });

  test('the request key changes with any part of the request, not with the order of the options', () => {
    const p = {tag: 't', run: 'r', step: 2, key: 'k', options: {a: '1', b: '2'}};
    assert.equal(rowRequestKey(p), rowRequestKey({...p, options: {b: '2', a: '1'}}));
    assert.notEqual(rowRequestKey(p), rowRequestKey({...p, step: null}));
    assert.notEqual(rowRequestKey(p), rowRequestKey({...p, key: 'k2'}));
    assert.notEqual(rowRequestKey(p), rowRequestKey({...p, options: {a: '1'}}));
  });
});

describe("a report view's open drill-down in the URL", () => {
  test('its key round-trips through the hash, any text included; closed, nothing is written', () => {
    for (const key of ['fpr', 'P@5', 'income_region', '<img src=x onerror=alert(1)>', 'a & b=c']) {
      const params = drillToParams(key);
      assert.deepEqual(params, [['fairness_drill', key]]);
      assert.equal(drillFromParams(params), key);
    }
    assert.deepEqual(drillToParams(null), []);
    assert.equal(drillFromParams([]), null);
    assert.equal(drillFromParams([['fairness_drill', '']]), null);
    // Another view's or mode's key is not it.
    assert.equal(
      drillFromParams([
        ['fairness_cmp_drill', 'x'],
        ['drill', 'y'],
      ]),
      null,
    );
  });
});
