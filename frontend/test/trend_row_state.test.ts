import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_GROUP_LINES, groupsOf, rowBiasChart, rowGroupCharts} from '../src/trend_row_state.js';
import {TREND_KEY_KEY, defaultTrendSelection, trendFromParams, trendToParams} from '../src/trend_state.js';
import {checkRowTrend} from '../src/response_checks.js';
import {rowTrendUrl} from '../src/api.js';
import type {RowTrendResponse} from '../src/types_across_reports.js';

const HOSTILE = '<img src=x onerror=alert(1)>';

function group(name: string, n: number, value: number | null) {
  return {group: name, n, value, lower: value === null ? null : value - 0.05, upper: value === null ? null : value + 0.05};
}

function response(): RowTrendResponse {
  return {
    tag: 'g',
    kind: 'group_metrics',
    level: 0.95,
    key_name: 'class',
    bias: '|disparity|',
    format: 'points',
    keys: ['yes', 'no'],
    keys_total: 2,
    key: 'yes',
    value: 'recall',
    value_format: 'percent',
    series: [
      {
        run: 'a',
        points: [
          // out of order on purpose
          {
            step: 20,
            wall_time: 3,
            present: true,
            bias: 0.3,
            lower: 0.2,
            upper: 0.4,
            groups: [group('x', 10, 0.5), group(HOSTILE, 90, 0.8)],
          },
          {step: 0, wall_time: 1, present: true, bias: 0.1, lower: 0.0, upper: 0.2, groups: [group('x', 12, 0.7), group(HOSTILE, 88, 0.8)]},
          {step: 10, wall_time: 2, present: false, bias: null, lower: null, upper: null, groups: []},
        ],
        first_worse: {
          step: 20,
          vs_step: 0,
          value: 0.3,
          vs_value: 0.1,
          change: 0.2,
          lower: 0.01,
          upper: 0.39,
          level: 0.983,
          p_value: 0.01,
          threshold: 0.05 / 3,
          pairs: 3,
        },
      },
      {
        run: 'b',
        points: [{step: 0, wall_time: 5, present: true, bias: 0.2, lower: 0.1, upper: 0.3, groups: [group('x', 5, null)]}],
        first_worse: null,
      },
    ],
  };
}

describe('the row over the steps', () => {
  test('its bias: a line per run, absent steps missing, the first worse step ringed', () => {
    const c = rowBiasChart(response());
    assert.deepEqual(
      c.dots.map((d) => [d.run, d.step, d.value, d.segment]),
      [
        ['a', 0, 0.1, '0:0'],
        ['a', 20, 0.3, '0:1'],
        ['b', 0, 0.2, '1:0'],
      ],
    );
    assert.deepEqual(
      c.missing.map((m) => [m.run, m.step]),
      [['a', 10]],
    );
    assert.deepEqual(
      c.worse.map((w) => [w.run, w.step, w.wall_time]),
      [['a', 20, 3]],
    );
    assert.deepEqual(rowBiasChart(response(), ['b']).worse, []);
  });

  test('per run: a line per group, the largest first, its dots carrying the group', () => {
    const [a, b] = rowGroupCharts(response());
    assert.equal(a.run, 'a');
    assert.deepEqual(a.groups, [HOSTILE, 'x']);
    assert.deepEqual(
      a.chart.dots.map((d) => [d.run, d.step, d.value]),
      [
        [HOSTILE, 0, 0.8],
        [HOSTILE, 20, 0.8],
        ['x', 0, 0.7],
        ['x', 20, 0.5],
      ],
    );
    // A step without the row: every group's line breaks there.
    assert.deepEqual(
      a.chart.missing.map((m) => [m.run, m.step]),
      [
        [HOSTILE, 10],
        ['x', 10],
      ],
    );
    // An undefined value is missing, never 0.
    assert.deepEqual(b.chart.dots, []);
    assert.deepEqual(
      b.chart.missing.map((m) => [m.run, m.step]),
      [['x', 0]],
    );
  });

  test('at most MAX_GROUP_LINES groups get a line', () => {
    const r = response();
    r.series[0].points = [{...r.series[0].points[0], groups: Array.from({length: 14}, (_, i) => group(`g${i}`, i, 0.5))}];
    const [a] = rowGroupCharts(r, ['a']);
    assert.equal(a.groups.length, 14);
    assert.equal(a.drawn, MAX_GROUP_LINES);
    assert.equal(a.groups[0], 'g13');
    assert.equal(new Set(a.chart.dots.map((d) => d.run)).size, MAX_GROUP_LINES);
    assert.deepEqual(groupsOf([]), []);
  });

  test('the key lives in the hash; the URL escapes it', () => {
    const sel = {...defaultTrendSelection(null), key: `${HOSTILE}&x=1`};
    const params = trendToParams(sel, null);
    assert.deepEqual(
      params.filter(([k]) => k === TREND_KEY_KEY),
      [[TREND_KEY_KEY, `${HOSTILE}&x=1`]],
    );
    assert.equal(trendFromParams(params, null).key, `${HOSTILE}&x=1`);
    assert.equal(trendFromParams([[TREND_KEY_KEY, '']], null).key, null);
    const url = rowTrendUrl({tag: 't/a', runs: ['r1', 'r 2'], key: 'a&b', options: {metric: 'recall'}});
    const q = new URLSearchParams(url.slice('row_trend?'.length));
    assert.equal(q.get('key'), 'a&b');
    assert.deepEqual(q.getAll('run'), ['r1', 'r 2']);
    assert.ok(!rowTrendUrl({tag: 't', runs: [], key: null, options: {}}).includes('key='));
  });

  test('a malformed response is refused', () => {
    assert.throws(() => checkRowTrend({keys: 'x', series: []}), /no `keys`/);
    assert.throws(() => checkRowTrend({keys: [], series: [{run: 'a', points: [{step: 0, groups: [1]}]}]}), /malformed group/);
    assert.equal(checkRowTrend(response()).key, 'yes');
  });
});
