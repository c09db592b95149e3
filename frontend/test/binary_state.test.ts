import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  binaryFromParams,
  binaryTableOptions,
  binaryToParams,
  binaryRouteParams,
  cellStateText,
  defaultBinarySelection,
  metricCurve,
  metricRows,
  nearestThreshold,
  ratioPoints,
  rocPoints,
} from '../src/kinds/binary_classification/state.js';
import {checkBinary} from '../src/kinds/binary_classification/checks.js';
import type {BinaryAtThreshold, BinaryResponse} from '../src/kinds/binary_classification/types.js';
import {viewUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {HASH_PREFIX} from '../src/state.js';
import {kindFixture} from './fixtures.js';

const KIND = kindFixture('binary_classification');
const METRICS = ['tpr', 'fpr', 'fnr', 'tnr', 'precision', 'npv', 'fdr', 'for', 'selection_rate', 'accuracy'];

function at(over: Partial<BinaryAtThreshold> = {}): BinaryAtThreshold {
  return {
    n: [100, 30],
    successes: [80, 20],
    value: [0.8, null],
    lower: [0.71, null],
    upper: [0.87, null],
    state: [null, 'insufficient'],
    p_value: [0.01, null],
    significant: [true, false],
    baseline_value: 0.8,
    difference: [null, null],
    difference_lower: [null, null],
    difference_upper: [null, null],
    difference_state: ['baseline', 'insufficient'],
    ratio: [null, null],
    ratio_lower: [null, null],
    ratio_upper: [null, null],
    ratio_state: ['baseline', 'insufficient'],
    ...over,
  };
}

/** Two groups, three thresholds; group b is insufficient at the chosen one. */
function response(): BinaryResponse {
  const curve = {
    value: [
      [1, 0.8, 0.2],
      [1, null, 0.1],
    ],
    lower: [
      [0.9, 0.71, 0.1],
      [0.9, null, 0.05],
    ],
    upper: [
      [1, 0.87, 0.3],
      [1, null, 0.2],
    ],
  };
  return {
    run: 'r',
    tag: 't',
    step: 0,
    metric: 'tpr',
    metrics: METRICS.map((name) => ({name, title: name.toUpperCase()})),
    label: 'positive',
    labels: ['positive'],
    groupings: [['gender']],
    grouping: ['gender'],
    groups: ['gender=f', 'gender=m'],
    group_sizes: [200, 60],
    positives: [100, 30],
    thresholds: [0, 0.5, 1],
    threshold: 0.5,
    threshold_index: 1,
    baseline: 'gender=f',
    min_count: 50,
    level: 0.95,
    fdr: 0.05,
    four_fifths: 0.8,
    curves: Object.fromEntries(METRICS.map((m) => [m, curve])),
    at_threshold: Object.fromEntries(METRICS.map((m) => [m, at()])),
    demographic_parity_difference: {value: 0.1, lower: 0.02, upper: 0.2, curve: [0, 0.1, 0], curve_lower: [], curve_upper: []},
    equalized_odds_difference: {value: null, lower: null, upper: null, curve: [], curve_lower: [], curve_upper: []},
    reasons: {insufficient: 'fewer than min_count'},
  };
}

describe('binary response', () => {
  test('a well-formed response passes its check', () => {
    assert.equal(checkBinary(response()).groups.length, 2);
  });
  test('a response without one entry per group or threshold is refused', () => {
    const r = response();
    r.at_threshold.fpr = at({value: [0.1]});
    assert.throws(() => checkBinary(r, 'binary_classification?run=r'), /at_threshold\.fpr\.value/);
    const s = response();
    s.curves.tpr = {...s.curves.tpr, value: [[1, 2]]};
    assert.throws(() => checkBinary(s), /curves\.tpr/);
    // Only the chosen metric's curves, TPR's and FPR's are needed.
    const u = response();
    delete u.curves.accuracy;
    assert.equal(checkBinary(u).groups.length, 2);
    u.metric = 'accuracy';
    assert.throws(() => checkBinary(u), /curves\.accuracy/);
    assert.throws(() => checkBinary(null), /not an object/);
    assert.throws(
      () => checkBinary([], 'binary_classification?run=r'),
      (e: unknown) => e instanceof ApiError && e.message === 'malformed response from binary_classification: not an object',
    );
  });
  test('the view route: the report, then the selection, what is null left out', () => {
    const sel = {...defaultBinarySelection(KIND), threshold: 0.3, label: 'spam', fdr: null};
    assert.equal(
      viewUrl('binary_classification', '', binaryRouteParams({run: 'm a', tag: 'b/v', step: null}, sel)),
      'binary_classification?run=m+a&tag=b%2Fv&metric=tpr&threshold=0.3&label=spam',
    );
  });
});

describe('binary selection and hash', () => {
  test('defaults come from the declaration and are left out of the hash', () => {
    const sel = defaultBinarySelection(KIND);
    assert.deepEqual(sel, {metric: 'tpr', grouping: null, threshold: null, baseline: null, label: null, fdr: 0.05});
    assert.deepEqual(binaryToParams(sel, KIND), []);
  });
  test('a selection survives the hash', () => {
    const sel = {metric: 'fpr', grouping: 'gender & age', threshold: 0.3, baseline: 'age=old', label: 'toxic', fdr: 0.1};
    const params = binaryToParams(sel, KIND);
    assert.deepEqual(binaryFromParams(params, KIND), sel);
  });
  test('values the kind does not take fall back to the defaults', () => {
    const sel = binaryFromParams(
      [
        [HASH_PREFIX + 'metric', 'auc'],
        [HASH_PREFIX + 'threshold', 'abc'],
        [HASH_PREFIX + 'fdr', '2'],
        [HASH_PREFIX + 'baseline', 'age=old'],
      ],
      KIND,
    );
    assert.equal(sel.metric, 'tpr');
    assert.equal(sel.threshold, null);
    assert.equal(sel.fdr, 0.05);
    assert.equal(sel.baseline, 'age=old');
  });
});

describe('the threshold a drag lands on', () => {
  test('the nearest of the report, ties to the lower', () => {
    const ts = [0, 0.01, 0.02, 0.5, 1];
    assert.equal(nearestThreshold(ts, 0.012), 0.01);
    assert.equal(nearestThreshold(ts, 0.015), 0.01);
    assert.equal(nearestThreshold(ts, 0.3), 0.5);
    assert.equal(nearestThreshold(ts, -4), 0);
    assert.equal(nearestThreshold(ts, 7), 1);
    assert.equal(nearestThreshold([], 0.5), null);
    assert.equal(nearestThreshold(ts, Number.NaN), null);
  });
});

describe('what the view draws', () => {
  test('the metric x group table keeps insufficient cells as states', () => {
    const rows = metricRows(response());
    assert.equal(rows.length, 10);
    assert.deepEqual(rows[0].cells[0], {
      value: 0.8,
      lower: 0.71,
      upper: 0.87,
      n: 100,
      state: null,
      p: 0.01,
      significant: true,
      power: {mde: null, more: null, underpowered: false}, // an older server's: no power
    });
    assert.equal(rows[0].cells[1].value, null);
    assert.equal(cellStateText(rows[0].cells[1], 50), 'n=30 < 50');
    assert.equal(cellStateText({state: 'undefined', n: 0}, 50), 'none');
    assert.equal(cellStateText({state: 'baseline', n: 9}, 50), 'baseline');
  });
  test("each cell carries its test's power when the server sends it", () => {
    const r = response();
    r.at_threshold.tpr = {...r.at_threshold.tpr, mde: [0.132, null], more_examples: [1234, null], underpowered: [true, false]};
    const cell = metricRows(r)[0].cells[0];
    assert.deepEqual(cell.power, {mde: 0.132, more: 1234, underpowered: true});
  });
  test('curves leave out the cells without a value', () => {
    const pts = metricCurve(response(), 'tpr');
    assert.equal(pts.length, 5);
    assert.deepEqual(pts[1], {group: 'gender=f', x: 0.5, y: 0.8, lower: 0.71, upper: 0.87});
    assert.deepEqual(metricCurve(response(), 'nope'), []);
  });
  test('ratios: only compared groups, flagged outside the four-fifths lines', () => {
    const r = response();
    r.at_threshold.fpr = at({
      ratio: [null, 0.7],
      ratio_lower: [null, 0.5],
      ratio_upper: [null, 0.9],
      ratio_state: ['baseline', null],
    });
    assert.deepEqual(ratioPoints(r, 'fpr'), [{group: 'gender=m', ratio: 0.7, lower: 0.5, upper: 0.9, flagged: true}]);
    r.at_threshold.fpr.ratio[1] = 1.1;
    assert.equal(ratioPoints(r, 'fpr')[0].flagged, false);
    r.at_threshold.fpr.ratio[1] = 1.3;
    assert.equal(ratioPoints(r, 'fpr')[0].flagged, true);
  });
  test('ROC: every threshold with both rates, and the points at the chosen one', () => {
    const {curve, at: points} = rocPoints(response());
    assert.equal(curve.length, 5);
    assert.deepEqual(points, [{group: 'gender=f', fpr: 0.8, tpr: 0.8, threshold: 0.5}]);
  });
  test('thinned curves are drawn at the thresholds the server sent them at', () => {
    const r = response();
    // The server kept the first and the chosen threshold of three (curve_thresholds).
    r.curve_thresholds = [0, 0.5];
    for (const c of Object.values(r.curves))
      for (const k of ['value', 'lower', 'upper'] as const) c[k] = c[k].map((row) => row.slice(0, 2));
    assert.equal(checkBinary(r, 'binary_classification'), r);
    assert.deepEqual(
      metricCurve(r, 'tpr').map((p) => p.x),
      metricCurve(response(), 'tpr')
        .filter((p) => p.x < 1)
        .map((p) => p.x),
    );
    assert.deepEqual(rocPoints(r).at, rocPoints(response()).at, 'the chosen threshold by its value, not its index');
    r.curve_thresholds = [0];
    assert.throws(() => checkBinary(r, 'binary_classification'), /groups x curve thresholds/);
  });
  test('the CSV options name what is shown, with or without the threshold', () => {
    const o = binaryTableOptions(response());
    assert.equal(o.threshold, '0.5');
    assert.equal(o.grouping, 'gender');
    assert.equal(binaryTableOptions(response(), false).threshold, undefined);
  });
});
