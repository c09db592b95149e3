import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SMOOTHING,
  defaultX,
  durationTicks,
  formatDuration,
  logPossible,
  pointsAt,
  runOrigins,
  smooth,
  smoothedValues,
  undefinedReason,
  xOf,
} from '../src/trend_axes.js';
import {
  TREND_LOG_KEY,
  TREND_SMOOTHING_KEY,
  TREND_X_KEY,
  defaultTrendSelection,
  trendFromParams,
  trendToParams,
} from '../src/trend_state.js';
import type {TrendDot} from '../src/trend_state.js';

/** The debiased EMA written out: each value's weight w^(t - i), over the finite values so far. */
function bruteForce(values: number[], w: number): number[] {
  return values.map((v, t) => {
    if (!Number.isFinite(v)) return v;
    let num = 0;
    let den = 0;
    let k = 0;
    for (let i = t; i >= 0; i--) {
      if (!Number.isFinite(values[i])) continue;
      num += w ** k * (1 - w) * values[i];
      den += w ** k * (1 - w);
      k++;
    }
    return num / den;
  });
}

describe('the x axis', () => {
  const run = (steps: number[]) => ({points: steps.map((step) => ({step}))});

  test('Relative by default when the step ranges differ tenfold (epochs beside optimizer steps)', () => {
    assert.equal(defaultX([run([0, 1, 2, 3, 4]), run([118, 236, 590])]), 'relative');
    assert.equal(defaultX([run([0, 10, 20]), run([5, 15, 25])]), 'step');
    assert.equal(defaultX([run([0, 9]), run([0, 99])]), 'relative'); // 10 vs 100: tenfold
    assert.equal(defaultX([run([0, 9]), run([0, 98])]), 'step');
    assert.equal(defaultX([run([1, 2, 3])]), 'step');
    assert.equal(defaultX([run([]), run([0, 1000])]), 'step');
  });

  test("a point's x: its step, seconds since its run's first point, or its wall time in ms", () => {
    const dots = [
      {run: 'a', step: 3, wall_time: 110},
      {run: 'a', step: 1, wall_time: 100},
      {run: 'b', step: 500, wall_time: 1000},
    ];
    const origins = runOrigins(dots);
    assert.deepEqual(
      [...origins],
      [
        ['a', 100],
        ['b', 1000],
      ],
    );
    assert.deepEqual(
      dots.map((p) => xOf(p, 'relative', origins)),
      [10, 0, 0],
    );
    assert.deepEqual(
      dots.map((p) => xOf(p, 'step', origins)),
      [3, 1, 500],
    );
    assert.equal(xOf(dots[0], 'wall', origins), 110000);
  });

  test('relative ticks at round durations', () => {
    assert.deepEqual(durationTicks(0, 120, 6), [0, 30, 60, 90, 120]);
    assert.deepEqual(durationTicks(0, 100, 5), [0, 30, 60, 90]);
    assert.deepEqual(durationTicks(5, 3600, 4), [900, 1800, 2700, 3600]);
    assert.deepEqual(durationTicks(0, 40 * 86400, 4), [0, 864000, 1728000, 2592000, 3456000]);
    assert.deepEqual(durationTicks(3, 3, 5), [3]);
    for (const t of durationTicks(0, 120, 6)) assert.ok(!formatDuration(t).includes('.33'));
  });

  test('durations read in the largest unit under the next', () => {
    assert.equal(formatDuration(0), '0 s');
    assert.equal(formatDuration(45), '45 s');
    assert.equal(formatDuration(750), '12.5 min');
    assert.equal(formatDuration(3 * 3600 + 720), '3.2 h');
    assert.equal(formatDuration(2.5 * 86400), '2.5 d');
    assert.equal(formatDuration(-90), '\u22121.5 min');
  });
});

describe('smoothing, as Scalars smooths', () => {
  test('the debiased EMA equals the weighted mean written out, skipping non-finite values', () => {
    const values = [0.3, 0.5, NaN, 0.2, 0.9, 0.4, 0.41];
    for (const w of [0, 0.3, DEFAULT_SMOOTHING, 0.95, 0.99]) {
      const got = smooth(values, w);
      const want = w === 0 ? values : bruteForce(values, w);
      got.forEach((v, i) => (Number.isNaN(want[i]) ? assert.ok(Number.isNaN(v)) : assert.ok(Math.abs(v - want[i]) < 1e-12, `${w} @${i}`)));
    }
    // The first value is itself (debiased); a constant line stays constant.
    assert.equal(smooth([0.7, 0.1], 0.9)[0], 0.7);
    assert.deepEqual(smooth([0.25, 0.25, 0.25], 0.9), [0.25, 0.25, 0.25]);
  });

  test('each run smoothed alone, in step order, across its undefined steps', () => {
    const d = (run: string, step: number, value: number, segment: string): TrendDot => ({
      run,
      step,
      wall_time: step,
      value,
      lower: null,
      upper: null,
      segment,
    });
    const dots = [d('a', 2, 1, '0:1'), d('b', 0, 5, '1:0'), d('a', 0, 0, '0:0'), d('b', 1, 7, '1:0')];
    const s = smoothedValues(dots, 0.5);
    const a = bruteForce([0, 1], 0.5);
    const b = bruteForce([5, 7], 0.5);
    assert.deepEqual(
      dots.map((p) => s.get(p)),
      [a[1], b[0], a[0], b[1]],
    );
  });
});

describe('the hover list and the axes', () => {
  test("every run's point nearest the pointer's x, in the runs' order", () => {
    const dots = [
      {run: 'a', x: 0},
      {run: 'a', x: 10},
      {run: 'b', x: 4},
      {run: 'b', x: 12},
      {run: 'c', x: 100},
    ];
    const xs = dots.map((p) => p.x);
    assert.deepEqual(pointsAt(dots, xs, 9, ['c', 'b', 'a']), [dots[4], dots[3], dots[1]]);
    assert.deepEqual(pointsAt(dots, xs, 1, ['a', 'b']), [dots[0], dots[2]]);
    assert.deepEqual(pointsAt([], [], 1, ['a']), []);
  });

  test('a log axis only where every value and interval end is above zero', () => {
    assert.equal(logPossible([{value: 1, lower: 0.5, upper: 2}]), true);
    assert.equal(logPossible([{value: 1, lower: 0, upper: 2}]), false);
    assert.equal(logPossible([{value: 0, lower: null, upper: null}]), false);
    assert.equal(logPossible([]), false);
  });

  test('an undefined point says why', () => {
    assert.match(undefinedReason({run: 'a', step: 1, wall_time: 1, excluded: 3}), /too small to trust \(3 left out/);
    assert.match(undefinedReason({run: 'a', step: 1, wall_time: 1}), /no value at this step/);
  });

  test('the axis, smoothing and log scale survive the hash', () => {
    const sel = {...defaultTrendSelection(null), x: 'wall' as const, smoothing: 0.3, log: true};
    const params = trendToParams(sel, null);
    assert.deepEqual(params, [
      [TREND_X_KEY, 'wall'],
      [TREND_SMOOTHING_KEY, '0.3'],
      [TREND_LOG_KEY, '1'],
    ]);
    assert.deepEqual(trendFromParams(params, null), sel);
    // The defaults write nothing; a weight out of [0, 0.99] or an unknown axis is ignored.
    assert.deepEqual(trendToParams(defaultTrendSelection(null), null), []);
    const bad = trendFromParams(
      [
        [TREND_X_KEY, 'epoch'],
        [TREND_SMOOTHING_KEY, '1'],
      ],
      null,
    );
    assert.equal(bad.x, null);
    assert.equal(bad.smoothing, DEFAULT_SMOOTHING);
  });
});
