import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  TREND_GAP_KEY,
  TREND_RUN_KEY,
  buildTrendCsv,
  chosenRuns,
  firstWorseText,
  defaultTrendSelection,
  formatHeadline,
  headlineInfo,
  missingText,
  nearestPoint,
  normalizeRuns,
  optionsText,
  orderedRuns,
  parseGapThreshold,
  runColors,
  singleStepOnly,
  toggleRun,
  trendCharts,
  trendDomain,
  isolatedIntervals,
  matchRuns,
  trendFromParams,
  trendLevel,
  trendOptions,
  trendSelectionFor,
  trendToParams,
  percentTickFormat,
  intervalsPastDomain,
} from '../src/trend_state.js';
import {trendUrl} from '../src/api.js';
import {checkTrend} from '../src/response_checks.js';
import {HASH_PREFIX, viewParams} from '../src/state.js';
import {TREND_PREFIX, splitParams} from '../src/modes_state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {optionOf} from '../src/kinds_state.js';
import type {TrendResponse} from '../src/types_across_reports.js';
import {makeKinds, withOption} from './fixtures.js';

/** A kind that declares `gap_threshold` (its default 0.1, at least 0), as the server serves it. */
const ASSOC = makeKinds().kinds[0];

const HOSTILE = '<img src=x onerror=alert(1)>';

function trend(): TrendResponse {
  return {
    tag: 'associations/val',
    kind: 'label_associations',
    options: {metric: 'dp', a: 'woman', b: null, gap_threshold: 0.1},
    names: ['max_abs_gap', 'labels_above_threshold'],
    series: [
      {
        run: 'a',
        points: [
          // out of order on purpose: charts and CSV sort by step
          {step: 20, wall_time: 3, values: {max_abs_gap: 0.3, labels_above_threshold: 4}},
          {step: 0, wall_time: 1, values: {max_abs_gap: 0.1, labels_above_threshold: 1}},
          {step: 10, wall_time: 2, values: {max_abs_gap: null, labels_above_threshold: 0}},
          {step: 30, wall_time: 4, values: {max_abs_gap: 0.25, labels_above_threshold: 3}},
        ],
      },
      {
        run: HOSTILE,
        points: [
          {step: 0, wall_time: 5, values: {max_abs_gap: 0.2, labels_above_threshold: 2}},
          {step: 10, wall_time: 6, values: {max_abs_gap: 0.15}},
        ],
      },
    ],
  };
}

describe('chart data', () => {
  test('one chart per name, dots by run then step, nulls split the line', () => {
    const charts = trendCharts(trend());
    assert.deepEqual(
      charts.map((c) => c.name),
      ['max_abs_gap', 'labels_above_threshold'],
    );
    const gap = charts[0];
    assert.deepEqual(
      gap.dots.map((d) => [d.run, d.step, d.value, d.segment]),
      [
        ['a', 0, 0.1, '0:0'],
        ['a', 20, 0.3, '0:1'],
        ['a', 30, 0.25, '0:1'],
        [HOSTILE, 0, 0.2, '1:0'],
        [HOSTILE, 10, 0.15, '1:0'],
      ],
    );
    // the null is a missing point, never a 0
    assert.deepEqual(
      gap.missing.map((m) => [m.run, m.step]),
      [['a', 10]],
    );
    assert.ok(!gap.dots.some((d) => d.value === 0));
    assert.equal(gap.dots[1].wall_time, 3);
  });

  test('a name absent from a point is missing; 0 is a value', () => {
    const counts = trendCharts(trend())[1];
    assert.deepEqual(
      counts.missing.map((m) => [m.run, m.step]),
      [[HOSTILE, 10]],
    );
    assert.deepEqual(
      counts.dots.filter((d) => d.run === 'a').map((d) => [d.step, d.value, d.segment]),
      [
        [0, 1, '0:0'],
        [10, 0, '0:0'],
        [20, 4, '0:0'],
        [30, 3, '0:0'],
      ],
    );
  });

  test('a leading or repeated null does not open empty segments', () => {
    const r = trend();
    r.series = [
      {
        run: 'x',
        points: [
          {step: 0, wall_time: 0, values: {max_abs_gap: null}},
          {step: 1, wall_time: 0, values: {max_abs_gap: 1}},
          {step: 2, wall_time: 0, values: {max_abs_gap: null}},
          {step: 3, wall_time: 0, values: {max_abs_gap: null}},
          {step: 4, wall_time: 0, values: {max_abs_gap: 2}},
        ],
      },
    ];
    const c = trendCharts(r)[0];
    assert.deepEqual(
      c.dots.map((d) => d.segment),
      ['0:0', '0:1'],
    );
    assert.equal(c.missing.length, 3);
    assert.equal(missingText(c.missing), 'x at steps 0, 2, 3');
  });

  test('only the chosen runs', () => {
    const charts = trendCharts(trend(), ['a']);
    assert.ok(charts.every((c) => c.dots.every((d) => d.run === 'a')));
    assert.equal(
      trendCharts(trend(), []).every((c) => c.dots.length === 0),
      true,
    );
  });

  test('missing points in words, long lists cut', () => {
    const m = [1, 2, 3, 4].map((step) => ({run: 'r', step, wall_time: step}));
    assert.equal(missingText([...m, {run: 's', step: 7, wall_time: 7}], 2), 'r at steps 1, 2 and 2 more; s at step 7');
    assert.equal(missingText([]), '');
  });

  test('one step only', () => {
    assert.equal(singleStepOnly(trend()), false);
    const r = trend();
    r.series = r.series.map((s) => ({...s, points: s.points.slice(0, 1)}));
    assert.equal(singleStepOnly(r), true);
    assert.equal(singleStepOnly({...r, series: []}), false);
    assert.equal(singleStepOnly({...r, series: [{run: 'a', points: []}]}), false);
    // a run with several steps that is not drawn does not count
    assert.equal(singleStepOnly(trend(), [HOSTILE]), false);
    const one = trend();
    one.series[1].points = one.series[1].points.slice(0, 1);
    assert.equal(singleStepOnly(one, [HOSTILE]), true);
  });

  test("a stable colour per run: TensorBoard's palette, repeating after 7 as TensorBoard does", () => {
    const c = runColors(['a', 'b']);
    assert.equal(c.length, 2);
    assert.notEqual(c[0], c[1]);
    const many = runColors(Array.from({length: 12}, (_, i) => `r${i}`));
    assert.equal(new Set(many.slice(0, 7)).size, 7);
    assert.equal(many[7], many[0]);
    // Outside TensorBoard, light theme: the palette in the list's order.
    assert.deepEqual(runColors(['x', 'y', 'z']), ['#425066', '#12b5cb', '#e52592']);
  });
});

describe('the first significantly worse step', () => {
  const found = {
    step: 20,
    vs_step: 0,
    value: 0.3,
    vs_value: 0.1,
    change: 0.2,
    lower: 0.05,
    upper: 0.35,
    level: 0.9916666666666667,
    p_value: 0.0012,
    threshold: 0.05 / 6,
    pairs: 6,
  };

  test("each chart marks the runs that have one, at the point's wall time", () => {
    const r = trend();
    r.series[0].first_worse = {max_abs_gap: found};
    r.series[1].first_worse = {max_abs_gap: null};
    const [gap, counts] = trendCharts(r);
    assert.deepEqual(
      gap.worse.map((w) => [w.run, w.step, w.vs_step, w.wall_time]),
      [['a', 20, 0, 3]],
    );
    assert.deepEqual(counts.worse, []);
    // An older server sends none; a run filtered out is not marked.
    assert.deepEqual(trendCharts(trend())[0].worse, []);
    assert.deepEqual(trendCharts(r, [HOSTILE])[0].worse, []);
    // A step the series does not hold (or whose value differs) is not drawn anywhere.
    r.series[0].first_worse = {max_abs_gap: {...found, step: 99}};
    assert.deepEqual(trendCharts(r)[0].worse, []);
  });

  test('in words: both values, the change with its adjusted interval, the test', () => {
    assert.equal(
      firstWorseText(found, 'points'),
      'step 20: 30.0 pp against 10.0 pp at step 0 (change +20.0 pp [5.0, 35.0], 99.17% interval; p=0.0012, below 0.05/6)',
    );
    assert.equal(
      firstWorseText({...found, value: 0.7, vs_value: 0.9, change: -0.2, lower: -0.35, upper: -0.05, p_value: 1e-9}, 'percent'),
      'step 20: 70.0% against 90.0% at step 0 (change \u221220.0 pp [\u221235.0, \u22125.0], 99.17% interval; p<1e\u22126, below 0.05/6)',
    );
  });
});

describe('titles', () => {
  test("a headline name reads as the kind's declaration says", () => {
    const [assoc, skew] = makeKinds().kinds;
    assert.deepEqual(headlineInfo('max_abs_gap', assoc.headlines), {
      title: 'Largest |gap|',
      explanation: 'The largest absolute gap.',
      format: 'value',
      better: 'lower',
    });
    assert.equal(headlineInfo('labels_above_threshold', assoc.headlines).format, 'count');
    assert.equal(headlineInfo('overall_accuracy', skew.headlines).format, 'percent');
    // Another kind's name is not this kind's.
    assert.equal(headlineInfo('overall_accuracy', assoc.headlines).title, 'overall_accuracy');
    // A format the frontend does not know reads as a plain value.
    assert.equal(headlineInfo('x', [{name: 'x', title: 'X', explanation: '', format: 'ratio', better: null}]).format, 'value');
  });

  test('an unknown name falls back to itself', () => {
    assert.deepEqual(headlineInfo('new_number', []), {title: 'new_number', explanation: '', format: 'value', better: null});
    assert.equal(headlineInfo('toString', []).title, 'toString');
    assert.equal(headlineInfo(HOSTILE, makeKinds().kinds[0].headlines).title, HOSTILE);
  });

  test('values read by format; null is undefined', () => {
    assert.equal(formatHeadline(0.8125, 'percent'), '81.3%');
    assert.equal(formatHeadline(1234, 'count'), '1,234');
    assert.equal(formatHeadline(0.123456, 'value'), '0.1235');
    assert.equal(formatHeadline(null, 'value'), 'undefined');
  });
});

describe('selection and hash', () => {
  const RUNS = ['a', 'b', 'c'];

  test('defaults write nothing', () => {
    assert.deepEqual(trendToParams(defaultTrendSelection(ASSOC), ASSOC), []);
    assert.deepEqual(trendFromParams([], ASSOC, RUNS), defaultTrendSelection(ASSOC));
  });

  test('round trip: run repeated, threshold', () => {
    const sel = {runs: ['a', 'c'], gapThreshold: 0.25, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null};
    const params = trendToParams(sel, ASSOC);
    assert.deepEqual(params, [
      ['fairness_trend_run', 'a'],
      ['fairness_trend_run', 'c'],
      ['fairness_trend_gap_threshold', '0.25'],
    ]);
    assert.equal(TREND_RUN_KEY, HASH_PREFIX + TREND_PREFIX + 'run');
    assert.equal(TREND_GAP_KEY, HASH_PREFIX + TREND_PREFIX + 'gap_threshold');
    assert.deepEqual(trendFromParams(params, ASSOC, RUNS), sel);
    // through the URL hash, and sorted to the trend element by the shell
    const hash = mergeHash('#fairness', HASH_PREFIX, [['fairness_tag', 't'], ['fairness_mode', 'trend'], ...params]);
    const back = splitParams(viewParams(parseHash(hash)), HASH_PREFIX);
    assert.equal(back.mode, 'trend');
    assert.deepEqual(trendFromParams(back.trend, ASSOC, RUNS), sel);
  });

  test('hostile run names round trip', () => {
    const sel = {
      runs: [HOSTILE, 'a&b=c'],
      gapThreshold: 0.1,
      own: {},
      fit: 'lines' as const,
      x: null,
      smoothing: 0.6,
      log: false,
      key: null,
    };
    const hash = mergeHash('#fairness', HASH_PREFIX, trendToParams(sel, ASSOC));
    assert.deepEqual(trendFromParams(parseHash(hash), ASSOC, [HOSTILE, 'a&b=c', 'z']), sel);
  });

  test('malformed params fall back', () => {
    const sel = trendFromParams(
      [
        ['fairness_trend_run', 'gone'],
        ['fairness_trend_run', ''],
        ['fairness_trend_gap_threshold', 'abc'],
      ],
      ASSOC,
      RUNS,
    );
    assert.deepEqual(sel, defaultTrendSelection(ASSOC));
    assert.equal(trendFromParams([['fairness_trend_gap_threshold', '-1']], ASSOC).gapThreshold, 0.1);
    assert.equal(trendFromParams([['fairness_trend_gap_threshold', 'Infinity']], ASSOC).gapThreshold, 0.1);
    assert.equal(trendFromParams([['fairness_trend_gap_threshold', '0']], ASSOC).gapThreshold, 0);
    // unknown runs dropped, duplicates once, the shell's order
    assert.deepEqual(
      trendFromParams(
        [
          ['fairness_trend_run', 'c'],
          ['fairness_trend_run', 'x'],
          ['fairness_trend_run', 'a'],
          ['fairness_trend_run', 'c'],
        ],
        ASSOC,
        RUNS,
      ).runs,
      ['a', 'c'],
    );
    // every run named: all
    assert.equal(
      trendFromParams(
        RUNS.map((r) => [TREND_RUN_KEY, r] as [string, string]),
        ASSOC,
        RUNS,
      ).runs,
      null,
    );
    // other keys are not the element's
    assert.deepEqual(trendFromParams([['fairness_run', 'a']], ASSOC, RUNS), defaultTrendSelection(ASSOC));
  });

  test('toggling runs; never empty', () => {
    let sel = defaultTrendSelection(ASSOC);
    sel = toggleRun(sel, RUNS, 'b', false);
    assert.deepEqual(sel.runs, ['a', 'c']);
    assert.deepEqual(chosenRuns(sel, RUNS), ['a', 'c']);
    sel = toggleRun(sel, RUNS, 'a', false);
    assert.deepEqual(sel.runs, ['c']);
    assert.equal(toggleRun(sel, RUNS, 'c', false), sel);
    sel = toggleRun(sel, RUNS, 'a', true);
    assert.deepEqual(sel.runs, ['a', 'c']);
    sel = toggleRun(sel, RUNS, 'b', true);
    assert.equal(sel.runs, null);
    assert.deepEqual(chosenRuns(sel, RUNS), RUNS);
  });

  test('runs that left the tag are dropped', () => {
    assert.deepEqual(
      normalizeRuns({runs: ['a', 'b'], gapThreshold: 0.1, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null}, [
        'b',
        'd',
      ]).runs,
      ['b'],
    );
    assert.equal(
      normalizeRuns({runs: ['a'], gapThreshold: 0.1, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null}, [
        'b',
        'd',
      ]).runs,
      null,
    );
  });

  test("the report's run first", () => {
    assert.deepEqual(orderedRuns(RUNS, 'b'), ['b', 'a', 'c']);
    assert.deepEqual(orderedRuns(RUNS, 'x'), RUNS);
    assert.deepEqual(orderedRuns(RUNS, null), RUNS);
  });

  test('request options: the gap threshold when the kind declares it', () => {
    const sel = {runs: null, gapThreshold: 0.2, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null};
    const [assoc, skew] = makeKinds().kinds;
    const declares = (d: typeof assoc) => optionOf(d, 'gap_threshold') !== null;
    assert.equal(declares(assoc), true);
    assert.equal(declares(skew), false);
    assert.deepEqual(trendOptions({metric: 'dp', a: 'woman'}, sel, declares(assoc)), {
      metric: 'dp',
      a: 'woman',
      gap_threshold: '0.2',
    });
    assert.deepEqual(trendOptions({mev: '3'}, sel, declares(skew)), {mev: '3'});
    assert.equal(trendUrl({tag: 't', runs: ['a', 'b'], options: trendOptions({}, sel, true)}), 'trend?gap_threshold=0.2&tag=t&run=a&run=b');
    assert.equal(optionsText({metric: 'dp', a: 'woman', b: 'man', gap_threshold: '0.3'}), 'metric dp, a=woman, b=man');
    assert.equal(optionsText({}), '');
  });
});

describe('picking a point', () => {
  const pts = [
    {x: 10, y: 10},
    {x: 30, y: 10},
    {x: 30, y: 10.5},
    {x: NaN, y: 0},
  ];

  test('the nearest within the radius', () => {
    assert.equal(nearestPoint(pts, 12, 11), 0);
    assert.equal(nearestPoint(pts, 29, 12), 2);
    assert.equal(nearestPoint(pts, 100, 100), null);
    assert.equal(nearestPoint(pts, 10, 25, 12), null);
    assert.equal(nearestPoint(pts, 10, 25, 20), 0);
    assert.equal(nearestPoint([], 0, 0), null);
  });

  test('ties go to the point drawn last (on top)', () => {
    assert.equal(
      nearestPoint(
        [
          {x: 0, y: 0},
          {x: 0, y: 0},
        ],
        0,
        0,
      ),
      1,
    );
  });
});

describe('CSV', () => {
  test('run,step,wall_time,names; steps ascending; undefined empty; quoted names', () => {
    const csv = buildTrendCsv(trend());
    assert.equal(
      csv,
      [
        'run,step,wall_time,max_abs_gap,labels_above_threshold',
        'a,0,1,0.1,1',
        'a,10,2,,0',
        'a,20,3,0.3,4',
        'a,30,4,0.25,3',
        `${HOSTILE},0,5,0.2,2`,
        `${HOSTILE},10,6,0.15,`,
        '',
      ].join('\r\n'),
    );
    const quoted = buildTrendCsv({...trend(), series: [{run: 'x,"y"', points: [{step: 1, wall_time: 0.5, values: {}}]}]});
    assert.equal(quoted, 'run,step,wall_time,max_abs_gap,labels_above_threshold\r\n"x,""y""",1,0.5,,\r\n');
  });

  test('only the chosen runs', () => {
    const lines = buildTrendCsv(trend(), [HOSTILE]).trim().split('\r\n');
    assert.equal(lines.length, 3);
  });

  test('the response check accepts the fixture and refuses a malformed one', () => {
    assert.equal(checkTrend(trend()).names.length, 2);
    assert.throws(() => checkTrend({names: [], series: [{run: 'a', points: [{step: 'x'}]}]}), /malformed point/);
  });
});

test('percent axes keep their ticks apart', () => {
  assert.equal(percentTickFormat(0.1, 0.9), '.0%');
  assert.equal(percentTickFormat(0.83, 0.85), '.1%');
  assert.equal(percentTickFormat(0.842, 0.844), '.2%');
  assert.equal(percentTickFormat(0.5, 0.5), '.0%');
});

describe('the gap threshold: the kind declares it', () => {
  const [assoc, skew] = makeKinds().kinds;

  test("the declared option's default (whatever it is), left out of the hash", () => {
    assert.equal(defaultTrendSelection(assoc).gapThreshold, 0.1);
    const wide = withOption(assoc, 'gap_threshold', {default: 0.25});
    assert.deepEqual(defaultTrendSelection(wide), {
      runs: null,
      gapThreshold: 0.25,
      own: {},
      fit: 'lines' as const,
      x: null,
      smoothing: 0.6,
      log: false,
      key: null,
    });
    assert.deepEqual(
      trendToParams({runs: null, gapThreshold: 0.25, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null}, wide),
      [],
    );
    assert.deepEqual(
      trendToParams({runs: null, gapThreshold: 0.1, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null}, wide),
      [[TREND_GAP_KEY, '0.1']],
    );
    assert.equal(trendFromParams([], wide).gapThreshold, 0.25);
    assert.equal(trendFromParams([[TREND_GAP_KEY, 'x']], wide).gapThreshold, 0.25);
  });

  test('its declared bounds: a threshold outside them is the default', () => {
    assert.equal(parseGapThreshold('0', assoc), 0);
    assert.equal(parseGapThreshold('1e6', assoc), 1e6);
    assert.equal(parseGapThreshold('1e7', assoc), null);
    assert.equal(parseGapThreshold('-0.1', assoc), null);
    assert.equal(trendFromParams([[TREND_GAP_KEY, '1e7']], assoc).gapThreshold, 0.1);
    assert.equal(parseGapThreshold('0', withOption(assoc, 'gap_threshold', {minimum_open: true})), null);
  });

  test('a kind without the option: no threshold, none in the hash or the request', () => {
    assert.equal(defaultTrendSelection(skew).gapThreshold, null);
    assert.equal(trendFromParams([[TREND_GAP_KEY, '0.3']], skew).gapThreshold, null);
    assert.equal(parseGapThreshold('0.3', skew), null);
    assert.deepEqual(
      trendToParams({runs: null, gapThreshold: null, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null}, skew),
      [],
    );
    assert.deepEqual(
      trendOptions(
        {mev: '3'},
        {runs: null, gapThreshold: null, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null},
        true,
      ),
      {mev: '3'},
    );
    assert.equal(defaultTrendSelection(null).gapThreshold, null);
  });

  test('another kind: the threshold is kept when its option takes it, else its default', () => {
    const sel = {runs: ['a'], gapThreshold: 0.3, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null};
    assert.equal(trendSelectionFor(sel, assoc), sel);
    assert.deepEqual(trendSelectionFor(sel, skew), {
      runs: ['a'],
      gapThreshold: null,
      own: {},
      fit: 'lines' as const,
      x: null,
      smoothing: 0.6,
      log: false,
      key: null,
    });
    assert.deepEqual(
      trendSelectionFor(
        {runs: null, gapThreshold: null, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null},
        assoc,
      ),
      {
        runs: null,
        gapThreshold: 0.1,
        own: {},
        fit: 'lines',
        x: null,
        smoothing: 0.6,
        log: false,
        key: null,
      },
    );
    assert.deepEqual(
      trendSelectionFor(
        {runs: null, gapThreshold: 0.3, own: {}, fit: 'lines' as const, x: null, smoothing: 0.6, log: false, key: null},
        withOption(assoc, 'gap_threshold', {maximum: 0.2}),
      ),
      {
        runs: null,
        gapThreshold: 0.1,
        own: {},
        fit: 'lines',
        x: null,
        smoothing: 0.6,
        log: false,
        key: null,
      },
    );
  });
});

describe('the level of the intervals drawn', () => {
  const [assoc] = makeKinds().kinds;
  test("the response's, else the report view's, else the kind's served default", () => {
    assert.equal(trendLevel(0.9, {level: '0.99'}, assoc), 0.9);
    assert.equal(trendLevel(undefined, {level: '0.99'}, assoc), 0.99);
    assert.equal(trendLevel(undefined, {level: '7'}, assoc), 0.95);
    assert.equal(trendLevel(undefined, {}, assoc), 0.95);
    assert.equal(trendLevel(undefined, {}, withOption(assoc, 'level', {default: 0.8})), 0.8);
    assert.equal(trendLevel(undefined, {}, null), null);
  });
});

describe('the y range of a trend chart', () => {
  const p = (value: number, lower: number | null = null, upper: number | null = null) => ({value, lower, upper});
  const close = (got: [number, number] | null, want: [number, number]) => {
    assert.ok(got !== null && Math.abs(got[0] - want[0]) < 1e-12 && Math.abs(got[1] - want[1]) < 1e-12, `${got} vs ${want}`);
  };

  test('holds the values and every end of their intervals, rounded', () => {
    close(trendDomain([p(0.4, 0.35, 0.45), p(0.5, 0.44, 0.56)], 'value'), [0.32, 0.58]);
    // A wide interval is inside too: a band must read as a band, not fill the plot.
    const [lo, hi] = trendDomain([p(1.32, -0.7, 2.1), p(1.42, 0.9, 1.9)], 'value')!;
    assert.ok(lo <= -0.7 && hi >= 2.1, `${lo} ${hi}`);
  });

  test('a percent stays within [0, 1]; a count has none; one value gets a span', () => {
    close(trendDomain([p(0.9, 0.7, 1), p(0.95, 0.8, 1)], 'percent'), [0.68, 1]);
    // The worst group of the demo: values at 83-85%, intervals reaching 20% and 100%.
    close(trendDomain([p(0.83, 0.2, 1), p(0.85, 0.25, 1)], 'percent'), [0.1, 1]);
    assert.equal(trendDomain([p(3), p(5)], 'count'), null);
    assert.equal(trendDomain([], 'value'), null);
    const [lo, hi] = trendDomain([p(2)], 'value')!;
    assert.ok(lo < 2 && hi > 2);
  });

  test('fitting the lines leaves the intervals out: the movement over steps shows', () => {
    const demo = [p(0.83, 0.2, 1), p(0.85, 0.25, 1)];
    const [lo, hi] = trendDomain(demo, 'percent', 'lines')!;
    assert.ok(lo <= 0.83 && hi >= 0.85 && hi - lo < 0.1, `${lo} ${hi}`);
    close(trendDomain(demo, 'percent', 'intervals'), [0.1, 1]);
  });

  test('the fit lives in the hash, the lines by default', () => {
    const sel = trendFromParams([], null);
    assert.equal(sel.fit, 'lines');
    assert.deepEqual(trendToParams(sel, null), []);
    const params = trendToParams({...sel, fit: 'intervals'}, null);
    assert.deepEqual(params, [['fairness_trend_fit', 'intervals']]);
    assert.equal(trendFromParams(params, null).fit, 'intervals');
    assert.equal(trendFromParams([['fairness_trend_fit', 'bogus']], null).fit, 'lines');
  });
});

describe('intervals drawn as bars: only where no band can be drawn', () => {
  const d = (segment: string, step: number, iv: boolean) => ({segment, step, lower: iv ? 0.1 : null, upper: iv ? 0.3 : null});
  test('a lone point, or one whose neighbours have no interval, gets a bar', () => {
    const line = [d('0:0', 0, true), d('0:0', 1, true), d('0:1', 3, true), d('1:0', 0, true), d('1:0', 1, false), d('1:0', 2, true)];
    const got = isolatedIntervals(line).map((p) => `${p.segment}@${p.step}`);
    assert.deepEqual(got, ['0:1@3', '1:0@0', '1:0@2']);
    assert.deepEqual(isolatedIntervals([d('0:0', 2, true), d('0:0', 1, true)]), []);
  });
});

describe('the run filter', () => {
  const runs = ['model_a', 'model_b', 'baseline', 'Model_C'];

  test('a case-insensitive regex over run names; malformed: every run and the error', () => {
    assert.deepEqual(matchRuns(runs, '^model'), {runs: ['model_a', 'model_b', 'Model_C'], error: null});
    assert.deepEqual(matchRuns(runs, '').runs, runs);
    const bad = matchRuns(runs, '(');
    assert.deepEqual(bad.runs, runs);
    assert.ok(bad.error);
  });
});

test('intervals past the y axis: cut at the frame', () => {
  const p = (lower: number | null, upper: number | null) => ({lower, upper});
  assert.equal(intervalsPastDomain([p(0.1, 0.2), p(0.15, 0.3)], [0.1, 0.3]), false, 'the ends on the frame are inside');
  assert.equal(intervalsPastDomain([p(0.1, 0.2), p(0.05, 0.3)], [0.1, 0.3]), true);
  assert.equal(intervalsPastDomain([p(0.1, 0.31)], [0.3, 0.1]), true, 'a reversed domain');
  assert.equal(intervalsPastDomain([p(null, null), p(null, 0.2)], [0.1, 0.3]), false, 'no interval, or half of one, inside');
  assert.equal(intervalsPastDomain([p(0, 1)], []), false, 'no domain');
});
