import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  estimateTextWidth,
  linearTicks,
  niceStep,
  percentTickFormat,
  shortenGroupNames,
  stepDecimals,
  tickLabelLayout,
  truncateLabel,
  zoomDomain,
} from '../src/chart_axes.js';

function close(got: [number, number] | null, want: [number, number]) {
  assert.ok(got !== null, 'a domain');
  assert.ok(Math.abs(got[0] - want[0]) < 1e-9 && Math.abs(got[1] - want[1]) < 1e-9, `${got} != ${want}`);
}

describe('zoomDomain: the y range fits the values and their intervals', () => {
  test('rates at 82-86% are drawn on a zoomed, rounded range, not 0-100%', () => {
    close(zoomDomain([0.82, 0.86], [0.8, 0.83], [0.85, 0.89], {clamp: [0, 1]}), [0.79, 0.9]);
  });

  test('every value and interval end is inside, with some room', () => {
    const values = [0.612, 0.634, 0.655];
    const lows = [0.41, 0.52, null];
    const highs = [0.77, 0.71, null];
    const [lo, hi] = zoomDomain(values, lows, highs, {clamp: [0, 1]})!;
    assert.ok(lo < 0.41 && hi > 0.77, `${lo} ${hi}`);
    assert.ok(lo >= 0.3 && hi <= 0.9, `not much wider than the data: ${lo} ${hi}`);
  });

  test('a rate never leaves [0, 1]', () => {
    close(zoomDomain([0.97, 0.99], [0.9, 0.95], [1, 1], {clamp: [0, 1]}), [0.89, 1]);
    close(zoomDomain([0.01, 0.03], [0, 0], [0.05, 0.08], {clamp: [0, 1]}), [0, 0.09]);
  });

  test('bars keep their zero baseline; the top is the data, not 100%', () => {
    const [lo, hi] = zoomDomain([0.3, 0.42], [], [0.48], {clamp: [0, 1], zero: true})!;
    assert.equal(lo, 0);
    assert.ok(hi >= 0.48 && hi <= 0.6, String(hi));
    close(zoomDomain([0.82, 0.86], [], [0.89], {clamp: [0, 1], zero: true}), [0, 1]);
  });

  test('equal values get a small span around them; nothing finite: null', () => {
    const [lo, hi] = zoomDomain([0.5, 0.5], [], [], {clamp: [0, 1]})!;
    assert.ok(lo < 0.5 && hi > 0.5 && hi - lo <= 0.1, `${lo} ${hi}`);
    const [a, b] = zoomDomain([1200], [], [])!;
    assert.ok(a < 1200 && b > 1200);
    assert.equal(zoomDomain([], [null], [Number.NaN]), null);
    const [z0, z1] = zoomDomain([0, 0], [], [], {zero: true, clamp: [0, 1]})!;
    assert.equal(z0, 0);
    assert.ok(z1 > 0);
  });

  test('unclamped values may be negative; a number beyond the clamp is still inside', () => {
    const [lo, hi] = zoomDomain([-0.3, 0.2], [-0.5], [0.4])!;
    assert.ok(lo <= -0.5 && hi >= 0.4);
    const [c0, c1] = zoomDomain([1.2], [], [], {clamp: [0, 1]})!;
    assert.ok(c0 < 1.2 && c1 >= 1.2);
  });

  test('nice steps are 1, 2 or 5 times a power of ten', () => {
    assert.equal(niceStep(0.0199), 0.02);
    assert.equal(niceStep(0.0099), 0.01);
    assert.equal(niceStep(0.4), 0.5);
    assert.equal(niceStep(8), 10);
    assert.equal(niceStep(0), 1);
  });

  test('percent ticks get as many decimals as keep them apart', () => {
    assert.equal(percentTickFormat(0.78, 0.9), '.0%');
    assert.equal(percentTickFormat(0.83, 0.85), '.1%');
  });
});

describe('tickLabelLayout: category names never overlap', () => {
  const measure = (s: string) => s.length * 6;

  test('three short names lie flat', () => {
    const l = tickLabelLayout(['income=1', 'income=2', 'income=3'], 330, 11, {measure});
    assert.equal(l.rotate, 0);
    assert.deepEqual(l.labels, ['income=1', 'income=2', 'income=3']);
    assert.equal(l.truncated, false);
    assert.equal(l.plotWidth, 330);
  });

  test('names too wide for their band turn by 45°, the first one inside the chart', () => {
    const names = [
      'gender=female & skin=darker',
      'gender=female & skin=lighter',
      'gender=male & skin=darker',
      'gender=male & skin=lighter',
    ];
    const l = tickLabelLayout(names, 300, 11, {measure});
    assert.equal(l.rotate, -45);
    assert.equal(l.plotWidth, 300);
    // The first label leans left by its length / sqrt 2 from the middle of its band.
    const lean = (Math.max(...l.labels.map(measure)) + 11) * Math.SQRT1_2;
    assert.ok(l.marginLeft >= lean - 300 / names.length / 2, `${l.marginLeft}`);
    assert.ok(l.marginBottom >= lean);
  });

  test('thirty long names stand upright, cut with an ellipsis, on a plot wide enough', () => {
    const names = Array.from({length: 30}, (_, i) => `skin_tone=${(i % 10) + 1} & gender=${['female', 'male', 'non-binary'][i % 3]}`);
    const l = tickLabelLayout(names, 300, 11, {measure, maxLabelPx: 120});
    assert.equal(l.rotate, -90);
    assert.ok(l.truncated);
    for (const label of l.labels) assert.ok(measure(label) <= 120, label);
    assert.ok(l.labels.every((x, i) => x === names[i] || (x.endsWith('…') && names[i].startsWith(x.slice(0, -1)))));
    // Upright labels are one line tall: each band holds one.
    assert.ok(l.plotWidth / names.length >= 11 * 1.3, `${l.plotWidth}`);
    assert.ok(l.marginBottom >= 120 && l.marginBottom <= 140);
  });

  test('labels cut only when too long; the default measure errs wide', () => {
    assert.equal(truncateLabel('short', 100, measure), 'short');
    assert.equal(truncateLabel('abcdefghij', 30, measure), 'abcd…');
    assert.ok(estimateTextWidth('skin_tone=3 & gender=female', 11) > 27 * 11 * 0.45);
    assert.ok(estimateTextWidth('WWW', 11) > estimateTextWidth('iii', 11));
  });
});

describe('shortenGroupNames: the keys once, as the axis title', () => {
  test('intersections with the same keys read as their values', () => {
    assert.deepEqual(shortenGroupNames(['skin_tone=3 & gender=female', 'skin_tone=10 & gender=non-binary']), {
      labels: ['3 & female', '10 & non-binary'],
      title: 'skin_tone & gender',
    });
    assert.deepEqual(shortenGroupNames(['gender=f', 'gender=m']), {labels: ['f', 'm'], title: 'gender'});
  });

  test('other names are kept as they are', () => {
    const mixed = ['gender=f', 'skin=darker'];
    assert.deepEqual(shortenGroupNames(mixed), {labels: mixed, title: null});
    assert.deepEqual(shortenGroupNames(['low', 'medium', 'high']), {labels: ['low', 'medium', 'high'], title: null});
    assert.deepEqual(shortenGroupNames(['a=x=1', 'a=x=2']), {labels: ['x=1', 'x=2'], title: 'a'});
    assert.deepEqual(shortenGroupNames(['a=', 'a=1']), {labels: ['a=', 'a=1'], title: null});
    assert.deepEqual(shortenGroupNames([]), {labels: [], title: null});
  });
});

describe('linear ticks', () => {
  test('the multiples of a round step inside the range, about as many as asked', () => {
    assert.deepEqual(linearTicks(0.74, 0.793, 10), {
      values: [0.74, 0.745, 0.75, 0.755, 0.76, 0.765, 0.77, 0.775, 0.78, 0.785, 0.79],
      step: 0.005,
    });
    assert.deepEqual(linearTicks(0, 1, 5), {values: [0, 0.2, 0.4, 0.6, 0.8, 1], step: 0.2});
    assert.deepEqual(linearTicks(-3, 3, 3), {values: [-2, 0, 2], step: 2});
    assert.deepEqual(linearTicks(1, 1, 5).values, []);
    assert.deepEqual(linearTicks(Number.NaN, 1, 5).values, []);
  });

  test('the decimals a step needs', () => {
    assert.deepEqual([10, 1, 0.5, 0.2, 0.1, 0.05, 0.01, 0.005, 0.001].map(stepDecimals), [0, 0, 1, 1, 1, 2, 2, 3, 3]);
    assert.equal(stepDecimals(0), 0);
  });
});
