import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_RUNS_SORT,
  axisLabel,
  compareParamsFor,
  cutEnds,
  defaultRunsSelection,
  effectiveSort,
  filterRuns,
  headName,
  headlineUnit,
  hparamText,
  intervalsOverlapAll,
  keepPicks,
  overlapText,
  paretoFront,
  paretoLine,
  rankedBias,
  runsCsvName,
  runsDefaultDir,
  runsFromParams,
  runsHeadlines,
  runsIntervalText,
  runsOptions,
  runsOptionsText,
  runsToParams,
  runsValueText,
  scatterDomain,
  scatterPoints,
  sideOf,
  sortRuns,
  stepChoices,
  headlineTicks,
  togglePick,
  valueTitle,
  type RunsSelection,
} from '../src/runs_state.js';
import {checkRuns} from '../src/runs_checks.js';
import {runsUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {HASH_PREFIX, viewParams} from '../src/state.js';
import {RUNS_PREFIX, parseMode, splitParams} from '../src/modes_state.js';
import {compareFromParams} from '../src/compare_state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {kindFixture} from './fixtures.js';
import {HOSTILE_RUN, associationRuns, groupsRuns} from './runs_fixtures.js';
import type {RunsResponse} from '../src/types_runs.js';

const GROUPS = kindFixture('group_metrics');

/** The run names of rows, in order. */
function names(rows: readonly number[], r = groupsRuns()): string[] {
  return rows.map((i) => r.columns.run[i]);
}

describe('sorting', () => {
  const r = groupsRuns();

  test('the bias, better (lower) first by default; undefined last in both directions', () => {
    const sel = defaultRunsSelection();
    assert.deepEqual(effectiveSort(r, sel), {key: 'bias', dir: 'asc'});
    assert.deepEqual(names(sortRuns(r, 'bias', 'asc')), [HOSTILE_RUN, 'a', 'e', 'c', 'b']);
    assert.deepEqual(names(sortRuns(r, 'bias', 'desc')), ['c', 'e', 'a', HOSTILE_RUN, 'b']);
  });

  test('performance: higher is better, so it starts descending; undefined last', () => {
    assert.equal(runsDefaultDir(r, 'performance'), 'desc');
    assert.deepEqual(names(sortRuns(r, 'performance', 'desc')), ['b', 'c', 'a', HOSTILE_RUN, 'e']);
    assert.deepEqual(names(sortRuns(r, 'performance', 'asc')), [HOSTILE_RUN, 'a', 'c', 'b', 'e']);
  });

  test('a bias where higher is better (SkewSize) starts descending', () => {
    const skew = {...r, bias: {...r.bias, better: 'higher'}};
    assert.equal(runsDefaultDir(skew, 'bias'), 'desc');
    assert.deepEqual(effectiveSort(skew, defaultRunsSelection()), {key: 'bias', dir: 'desc'});
  });

  test('hyperparameters: numbers, text (case-insensitive), missing last; ties by run name', () => {
    assert.deepEqual(names(sortRuns(r, 'hparam/dropout', 'asc')), ['a', 'e', 'b', HOSTILE_RUN, 'c']);
    assert.deepEqual(names(sortRuns(r, 'hparam/dropout', 'desc')), [HOSTILE_RUN, 'b', 'a', 'e', 'c']);
    assert.deepEqual(names(sortRuns(r, 'hparam/optimizer', 'asc')), ['a', 'c', HOSTILE_RUN, 'b', 'e']);
    assert.deepEqual(names(sortRuns(r, 'hparam/lr', 'asc')), ['e', HOSTILE_RUN, 'a', 'b', 'c']);
  });

  test('run names, steps and the Pareto mark', () => {
    assert.deepEqual(names(sortRuns(r, 'run', 'asc')), [HOSTILE_RUN, 'a', 'b', 'c', 'e']);
    assert.equal(runsDefaultDir(r, 'step'), 'desc');
    assert.deepEqual(names(sortRuns(r, 'step', 'asc')), [HOSTILE_RUN, 'a', 'b', 'c', 'e']);
    assert.equal(runsDefaultDir(r, 'pareto'), 'desc');
    assert.deepEqual(names(sortRuns(r, 'pareto', 'desc')), [HOSTILE_RUN, 'a', 'c', 'b', 'e']);
  });

  test('a sort the response cannot take falls back to the bias', () => {
    const sel: RunsSelection = {...defaultRunsSelection(), sort: 'performance', dir: 'asc'};
    assert.deepEqual(effectiveSort(associationRuns(), sel), {key: 'bias', dir: 'asc'});
    // Without performance there is no Pareto mark to sort by.
    assert.deepEqual(effectiveSort(associationRuns(), {...sel, sort: 'pareto', dir: 'desc'}), {key: 'bias', dir: 'asc'});
    assert.deepEqual(effectiveSort(r, {...sel, sort: 'hparam/momentum'}), {key: 'bias', dir: 'asc'});
    assert.deepEqual(effectiveSort(r, sel), {key: 'performance', dir: 'asc'});
    assert.deepEqual(effectiveSort(null, defaultRunsSelection()), {key: 'bias', dir: 'asc'});
  });

  test('200 runs sort fast', () => {
    const n = 200;
    const big = {
      ...r,
      rows: n,
      columns: {
        ...r.columns,
        run: Array.from({length: n}, (_, i) => `run_${i}`),
        step: new Array(n).fill(4),
        largest_disparity: Array.from({length: n}, (_, i) => (i % 7 === 0 ? null : (i * 37) % 101)),
        pareto: new Array(n).fill(false),
      },
    };
    const t0 = performance.now();
    const order = sortRuns(big, 'bias', 'asc');
    assert.ok(performance.now() - t0 < 50);
    const values = order.map((i) => big.columns.largest_disparity[i]);
    const firstNull = values.indexOf(null);
    assert.ok(values.slice(firstNull).every((v) => v === null));
    assert.ok(values.slice(0, firstNull).every((v, k, a) => k === 0 || (a[k - 1] as number) <= (v as number)));
  });
});

describe('the run filter', () => {
  const r = groupsRuns();
  const all = sortRuns(r, 'run', 'asc');

  test('a regular expression over run names, case-insensitive, keeping the order', () => {
    assert.deepEqual(filterRuns(r, all, '^[AB]$'), {rows: [0, 1], error: null});
    assert.deepEqual(names(filterRuns(r, all, 'img|^c').rows), [HOSTILE_RUN, 'c']);
    assert.deepEqual(filterRuns(r, all, ''), {rows: all, error: null});
    assert.deepEqual(filterRuns(r, all, 'zzz').rows, []);
  });

  test('an invalid pattern filters nothing and says why', () => {
    const f = filterRuns(r, all, '(');
    assert.deepEqual(f.rows, all);
    assert.match(f.error ?? '', /Invalid regular expression|Unterminated group/);
  });
});

describe('selection and hash', () => {
  test('defaults write nothing and read back', () => {
    assert.deepEqual(runsToParams(defaultRunsSelection(), GROUPS), []);
    assert.deepEqual(runsFromParams([], GROUPS), defaultRunsSelection());
  });

  test('round trip through the URL hash, sorted to the runs element by the shell', () => {
    const sel: RunsSelection = {
      step: 40,
      sort: 'hparam/lr',
      dir: 'desc',
      search: 'lr_0\\.1|a&b=c',
      picks: [HOSTILE_RUN, 'a&b=c'],
      own: {metric: 'tnr', grouping: 'sex'},
    };
    const params = runsToParams(sel, GROUPS);
    assert.deepEqual(params, [
      ['fairness_runs_step', '40'],
      ['fairness_runs_sort', 'hparam/lr'],
      ['fairness_runs_dir', 'desc'],
      ['fairness_runs_q', 'lr_0\\.1|a&b=c'],
      ['fairness_runs_pick', HOSTILE_RUN],
      ['fairness_runs_pick', 'a&b=c'],
      ['fairness_runs_o_metric', 'tnr'],
      ['fairness_runs_o_grouping', 'sex'],
    ]);
    const hash = mergeHash('#fairness', HASH_PREFIX, [
      ['fairness_tag', 't'],
      ['fairness_mode', 'runs'],
      ['fairness_metric', 'recall'],
      ...params,
    ]);
    const back = splitParams(viewParams(parseHash(hash)), HASH_PREFIX);
    assert.equal(back.mode, 'runs');
    assert.equal(parseMode('runs'), 'runs');
    assert.deepEqual(back.view, [['fairness_metric', 'recall']]);
    assert.deepEqual(back.runs, params);
    assert.deepEqual(runsFromParams(back.runs, GROUPS), sel);
    assert.ok(params.every(([k]) => k.startsWith(HASH_PREFIX + RUNS_PREFIX)));
  });

  test('malformed values fall back; at most two picks; options the kind refuses are dropped', () => {
    const sel = runsFromParams(
      [
        ['fairness_runs_step', '-3'],
        ['fairness_runs_sort', 'nonsense'],
        ['fairness_runs_dir', 'up'],
        ['fairness_runs_pick', 'a'],
        ['fairness_runs_pick', 'a'],
        ['fairness_runs_pick', 'b'],
        ['fairness_runs_pick', 'c'],
        ['fairness_runs_o_metric', 'accuracy'],
        ['fairness_runs_o_nonsense', '1'],
      ],
      GROUPS,
    );
    assert.deepEqual(sel, {...defaultRunsSelection(), picks: ['a', 'b']});
    assert.equal(runsFromParams([['fairness_runs_step', '2.5']], GROUPS).step, null);
    assert.equal(runsFromParams([['fairness_runs_sort', 'hparam/']], GROUPS).sort, DEFAULT_RUNS_SORT);
  });

  test('the route is asked with the report view options, the own ones winning', () => {
    const sel = {...defaultRunsSelection(), step: 7, own: {metric: 'tnr'}};
    const options = runsOptions({metric: 'recall', grouping: 'sex'}, sel);
    assert.deepEqual(options, {metric: 'tnr', grouping: 'sex'});
    assert.equal(runsUrl({tag: 'a/b', step: 7, options}), 'runs?metric=tnr&grouping=sex&tag=a%2Fb&step=7');
    assert.equal(runsUrl({tag: 'a/b', step: null, options: {}}, 'csv'), 'runs?tag=a%2Fb&format=csv');
  });

  test('picks: the last two picked, A first; unpicking; runs gone are dropped', () => {
    assert.deepEqual(togglePick([], 'a', true), ['a']);
    assert.deepEqual(togglePick(['a'], 'b', true), ['a', 'b']);
    assert.deepEqual(togglePick(['a', 'b'], 'c', true), ['b', 'c']);
    assert.deepEqual(togglePick(['a', 'b'], 'a', false), ['b']);
    assert.deepEqual(togglePick(['a', 'b'], 'b', true), ['a', 'b']);
    assert.deepEqual(keepPicks(['a', 'x'], ['a', 'b']), ['a']);
  });

  test('step choices: the latest first, each once, the chosen one kept', () => {
    assert.deepEqual(stepChoices([0, 4, 2, 4, null, -1, 1.5], null), [4, 2, 0]);
    assert.deepEqual(stepChoices([0, 4], 9), [9, 4, 0]);
  });
});

describe('leaving for a report or Compare', () => {
  const r = groupsRuns();

  test('a row opens its run at the latest, or at the step the table shows when a step was chosen', () => {
    assert.deepEqual(sideOf(r, 3, {step: null}), {run: HOSTILE_RUN, step: null});
    assert.deepEqual(sideOf(r, 3, {step: 4}), {run: HOSTILE_RUN, step: 3});
  });

  test('compare params: new sides, the brush and the old own options dropped, the runs mode own options taken', () => {
    const existing: [string, string][] = [
      ['fairness_cmp_a_run', 'old_a'],
      ['fairness_cmp_b_run', 'old_b'],
      ['fairness_cmp_b_step', '3'],
      ['fairness_cmp_also', 'b'],
      ['fairness_cmp_also', 'z'],
      ['fairness_cmp_sort', 'key'],
      ['fairness_cmp_dir', 'asc'],
      ['fairness_cmp_a_min', '0'],
      ['fairness_cmp_a_max', '1'],
      ['fairness_cmp_b_min', '0'],
      ['fairness_cmp_b_max', '1'],
      ['fairness_cmp_o_metric', 'recall'],
    ];
    const params = compareParamsFor(existing, {run: 'a', step: null}, {run: 'b', step: 4}, {metric: 'tnr'}, GROUPS);
    assert.deepEqual(params, [
      ['fairness_cmp_a_run', 'a'],
      ['fairness_cmp_b_run', 'b'],
      ['fairness_cmp_b_step', '4'],
      ['fairness_cmp_also', 'z'],
      ['fairness_cmp_sort', 'key'],
      ['fairness_cmp_dir', 'asc'],
      ['fairness_cmp_o_metric', 'tnr'],
    ]);
    // Compare reads them as its sides.
    const sel = compareFromParams(params);
    assert.deepEqual(sel.a, {run: 'a', step: null});
    assert.deepEqual(sel.b, {run: 'b', step: 4});
    assert.equal(sel.brush, null);
    assert.deepEqual(sel.also, ['z']);
  });

  test('the CSV file name', () => {
    assert.equal(runsCsvName('adult/groups/income', null), 'fairness__runs__adult_groups_income.csv');
    assert.equal(runsCsvName('t', 40), 'fairness__runs__t__step40.csv');
  });
});

describe('units', () => {
  const r = groupsRuns();
  const bias = r.bias;
  const perf = r.performance!;

  test('a difference of rates (`points`) in percentage points, a rate (`percent`) in percent, as declared', () => {
    assert.equal(headlineUnit(bias), 'pp');
    assert.equal(headlineUnit(perf), '%');
    assert.equal(headlineUnit(associationRuns().bias), '');
    assert.equal(runsValueText(bias, 0.12), '12.0 pp');
    assert.equal(runsValueText(bias, -0.034), '\u22123.4 pp');
    assert.equal(runsValueText(perf, 0.8125), '81.3%');
    // A bias that is a rate (a worst group's) reads as a rate.
    assert.equal(runsValueText({format: 'percent'}, 0.657), '65.7%');
    assert.equal(runsValueText(associationRuns().bias, 0.123456), '0.1235');
    assert.equal(runsValueText({format: 'count'}, 1234), '1,234');
  });

  test('undefined reads — and its tooltip says undefined', () => {
    assert.equal(runsValueText(bias, null), '\u2014');
    assert.equal(runsValueText(perf, Number.NaN), '\u2014');
    assert.match(valueTitle(bias, null, null, null, 0.95), /undefined/);
    assert.equal(hparamText(null), '\u2014');
    assert.equal(hparamText(0.001), '0.001');
    assert.equal(hparamText('adam'), 'adam');
    assert.equal(hparamText(true), 'true');
  });

  test('intervals in the unit of the value', () => {
    assert.equal(runsIntervalText(bias, 0.09, 0.15), '[9.0, 15.0]');
    assert.equal(runsIntervalText(perf, 0.78, 0.823), '[78.0, 82.3]');
    assert.equal(runsIntervalText(associationRuns().bias, 0.3, 0.5), '[0.3, 0.5]');
    assert.equal(runsIntervalText(bias, 0.09, null), '');
    assert.equal(valueTitle(bias, 0.12, 0.09, 0.15, 0.95), 'Largest disparity: 12.0 pp, 95% interval [9.0 pp, 15.0 pp]');
    assert.equal(valueTitle(perf, 0.8, null, null, 0.95), 'Overall (macro average): 80.0%, no interval');
  });

  test('axis labels and heads say the unit and which way is better', () => {
    assert.equal(axisLabel(bias, 'x'), 'Largest disparity (pp) \u2190 better');
    assert.equal(axisLabel(perf, 'y'), 'Overall (macro average) (%) \u2191 better');
    assert.equal(axisLabel({...bias, better: 'higher'}, 'x'), 'Largest disparity (pp) better \u2192');
    assert.equal(axisLabel({...perf, better: null}, 'y'), 'Overall (macro average) (%)');
    assert.equal(headName(bias), 'Largest disparity (pp)');
    assert.equal(headName(associationRuns().bias), 'Largest |gap|');
  });

  test('ticks in the unit, at a round step, with the decimals the step needs', () => {
    const at = (h: Parameters<typeof headlineTicks>[0], lo: number, hi: number, n: number) => {
      const t = headlineTicks(h, lo, hi, n);
      return t.ticks.map(t.tickFormat);
    };
    assert.deepEqual(at(bias, 0, 0.3, 3), ['0', '10', '20', '30']);
    assert.deepEqual(at(perf, 0.8, 0.83, 3), ['80', '81', '82', '83']);
    assert.deepEqual(at(perf, 0.8, 0.802, 4), ['80.00', '80.05', '80.10', '80.15', '80.20']);
    assert.deepEqual(at(associationRuns().bias, 0, 1, 4), ['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    assert.deepEqual(at(bias, -0.02, 0.02, 4), ['\u22122', '\u22121', '0', '1', '2']);
  });

  test('a tall axis: as many ticks as fit, and no two read the same (the demo: 74-79.3% on 314 px)', () => {
    for (const [lo, hi] of [
      [0.74, 0.793],
      [0.61, 0.7],
      [0.0, 1.0],
      [0.8321, 0.8329],
      [0.1, 0.5],
    ]) {
      for (let n = 3; n <= 12; n++) {
        const t = headlineTicks(perf, lo, hi, n);
        const labels = t.ticks.map(t.tickFormat);
        assert.equal(new Set(labels).size, labels.length, `${lo}-${hi}, ${n} ticks: ${labels.join(' ')}`);
        assert.ok(
          t.ticks.every((v) => v >= lo - 1e-12 && v <= hi + 1e-12),
          `${lo}-${hi}: ${t.ticks.join(' ')}`,
        );
        // Each label is its tick, to the decimals shown.
        for (const [k, v] of t.ticks.entries())
          assert.ok(Math.abs(Number(labels[k]) - v * 100) < 1e-9 + 0.5 * 10 ** -(labels[k].split('.')[1] ?? '').length, labels[k]);
        assert.ok(labels.length >= Math.min(n, 3) - 1, `${lo}-${hi}, ${n}: ${labels.length} ticks`);
      }
    }
  });

  test('the options of the response as text', () => {
    assert.equal(runsOptionsText(r.options, GROUPS), 'metric=recall, grouping=sex');
    // The options no headline reads (a single report's table, its order, the marks' FDR) say nothing here.
    assert.equal(runsOptionsText({table: 'cells', rank_by: 'signed', metric: 'tnr', fdr: 0.05}, GROUPS), 'metric=tnr');
  });
});

describe('runs whose intervals all overlap', () => {
  /** Pairwise, as written: every two runs with every number share a point of each interval. */
  function bruteForce(r: RunsResponse, names: string[]): boolean {
    const col = (n: string) => r.columns[n] as (number | null)[];
    const rows = [...Array(r.rows).keys()].filter((i) => names.every((n) => col(n)[i] !== null));
    if (rows.length < 2) return false;
    for (const n of names) {
      const lo = col(`${n}_lower`);
      const hi = col(`${n}_upper`);
      if (rows.some((i) => lo[i] === null || hi[i] === null)) return false;
      for (const i of rows) for (const j of rows) if (Math.max(lo[i]!, lo[j]!) > Math.min(hi[i]!, hi[j]!)) return false;
    }
    return true;
  }

  /** `groupsRuns` with each run's intervals `width` wide around its values, the runs with both numbers only. */
  function widened(width: number): RunsResponse {
    const r = groupsRuns();
    for (const n of ['largest_disparity', 'overall_value']) {
      const v = r.columns[n] as (number | null)[];
      r.columns[`${n}_lower`] = v.map((x) => (x === null ? null : x - width / 2));
      r.columns[`${n}_upper`] = v.map((x) => (x === null ? null : x + width / 2));
    }
    return r;
  }

  test('the fixture: the runs are told apart (c is far from the others)', () => {
    const r = groupsRuns();
    assert.equal(intervalsOverlapAll(r, runsHeadlines(r)), false);
  });

  test('wide intervals overlap on both numbers; narrow ones do not, at the width the brute force says', () => {
    const names = ['largest_disparity', 'overall_value'];
    for (const width of [0.01, 0.1, 0.2, 0.24, 0.25, 0.26, 0.5, 1]) {
      const r = widened(width);
      assert.equal(intervalsOverlapAll(r, runsHeadlines(r)), bruteForce(r, names), `width ${width}`);
    }
    // The runs with both numbers (a, c, the hostile one) span 0.25 of disparity and 0.15 of recall.
    assert.equal(intervalsOverlapAll(widened(0.26), runsHeadlines(groupsRuns())), true);
    assert.equal(intervalsOverlapAll(widened(0.24), runsHeadlines(groupsRuns())), false);
  });

  test('one number: the bias alone; a run without an interval or a lone run says nothing', () => {
    const r = associationRuns();
    assert.deepEqual(runsHeadlines(r), [r.bias]);
    // m1 [0.3, 0.5] and m2 [0.1, 0.3] share 0.3; m3 has no bias.
    assert.equal(intervalsOverlapAll(r, runsHeadlines(r)), true);
    assert.equal(intervalsOverlapAll(r, runsHeadlines(r)), bruteForce(r, ['max_abs_gap']));
    const apart = associationRuns();
    (apart.columns.max_abs_gap_upper as number[])[1] = 0.29;
    assert.equal(intervalsOverlapAll(apart, runsHeadlines(apart)), false);
    const open = associationRuns();
    (open.columns.max_abs_gap_lower as (number | null)[])[1] = null;
    assert.equal(intervalsOverlapAll(open, runsHeadlines(open)), false);
    const lone = associationRuns();
    (lone.columns.max_abs_gap as (number | null)[])[1] = null;
    assert.equal(intervalsOverlapAll(lone, runsHeadlines(lone)), false);
  });

  test('its words say "the intervals alone", and what the estimates order', () => {
    assert.match(overlapText(true), /intervals alone show no run better than another, and the front is by the point estimates$/);
    assert.match(overlapText(false), /the ranking is by the point estimates$/);
  });
});

describe('the chart', () => {
  const r = groupsRuns();

  test('points: the runs shown with both numbers; the others counted', () => {
    const {points, undrawn} = scatterPoints(r, [0, 1, 2, 3, 4]);
    assert.deepEqual(
      points.map((p) => p.run),
      ['a', 'c', HOSTILE_RUN],
    );
    assert.equal(undrawn, 2);
    assert.deepEqual(points[0], {row: 0, run: 'a', x: 0.12, xLower: 0.09, xUpper: 0.15, y: 0.8, yLower: 0.78, yUpper: 0.82, pareto: true});
    assert.deepEqual(scatterPoints(associationRuns(), [0, 1]), {points: [], undrawn: 2});
  });

  test('the Pareto front line runs by bias, then performance', () => {
    const {points} = scatterPoints(r, [0, 1, 2, 3, 4]);
    assert.deepEqual(
      paretoLine(points).map((p) => p.run),
      [HOSTILE_RUN, 'a', 'c'],
    );
    const ties = [
      {x: 0.2, y: 0.9, pareto: true},
      {x: 0.1, y: 0.5, pareto: true},
      {x: 0.2, y: 0.7, pareto: true},
      {x: 0.15, y: 0.99, pareto: false},
    ];
    assert.deepEqual(paretoLine(ties), [ties[1], ties[2], ties[0]]);
  });

  test('the brute-force front is the marked one', () => {
    const {points} = scatterPoints(r, [0, 1, 2, 3, 4]);
    const front = paretoFront(points, r.bias.better, r.performance!.better);
    assert.deepEqual(
      front.map((p) => p.run).sort(),
      points
        .filter((p) => p.pareto)
        .map((p) => p.run)
        .sort(),
    );
    // Both higher-is-better: the other corner.
    const pts = [
      {x: 1, y: 1},
      {x: 2, y: 0},
      {x: 0, y: 2},
      {x: 0.5, y: 0.5},
      {x: 1, y: 1},
    ];
    assert.deepEqual(paretoFront(pts, 'higher', 'higher'), [pts[0], pts[1], pts[2], pts[4]]);
    assert.deepEqual(paretoFront(pts, 'lower', 'lower'), [pts[1], pts[2], pts[3]]);
  });

  test('without performance: the bias ranked, better first, undefined left out', () => {
    const a = associationRuns();
    const ranked = rankedBias(a, [0, 1, 2]);
    assert.deepEqual(
      ranked.points.map((p) => p.run),
      ['m2', 'm1'],
    );
    assert.equal(ranked.undrawn, 1);
    const higher = {...a, bias: {...a.bias, better: 'higher'}};
    assert.deepEqual(
      rankedBias(higher, [0, 1, 2]).points.map((p) => p.run),
      ['m1', 'm2'],
    );
  });

  test('axis ranges: intervals inside unless far wider than the spread of the values', () => {
    const perf = r.performance!;
    assert.deepEqual(scatterDomain([0.8, 0.85], [0.78, 0.83], [0.82, 0.87], perf), [0.77, 0.88]);
    const d = scatterDomain([0.8, 0.81], [0.2], [0.99], perf)!;
    assert.ok(d[0] > 0.7 && d[1] < 0.9, String(d));
    assert.deepEqual(scatterDomain([0.5], [], [], {format: 'percent'}), [0.488, 0.512]);
    assert.equal(scatterDomain([], [], [], perf), null);
    // A disparity is drawn from 0, not below (unless one is negative).
    assert.deepEqual(scatterDomain([0.1, 0.3], [0, 0.1], [0.3, 0.4], r.bias), [0, 0.45]);
    assert.ok(scatterDomain([-0.1, 0.3], [-0.2, 0.1], [0, 0.4], r.bias)![0] < -0.2);
  });

  test('the whisker ends past the range are the ones the chart marks at its frame', () => {
    // The intervals far wider than the spread: the range is the values', both ends cut.
    const lows = [1.367, 1.304, null, 1.52];
    const highs = [1.56, 1.562, null, 1.53];
    const d = scatterDomain([1.521, 1.522], lows, highs, {format: 'value'})!;
    assert.ok(d[0] > 1.5 && d[1] < 1.55, String(d));
    assert.deepEqual(cutEnds(lows, highs, d), [
      {below: true, above: true},
      {below: true, above: true},
      {below: false, above: false}, // no interval, no whisker
      {below: false, above: false},
    ]);
    // An end on the range's edge is inside it; one end past it is marked alone.
    assert.deepEqual(cutEnds([0, 0.5], [1, 1.2], [0, 1]), [
      {below: false, above: false},
      {below: false, above: true},
    ]);
  });
});

describe('the response check', () => {
  test('a well-formed response passes; no performance is fine', () => {
    assert.equal(checkRuns(groupsRuns()).rows, 5);
    const a = checkRuns({...associationRuns(), performance: undefined, skipped: undefined});
    assert.equal(a.performance, null);
    assert.deepEqual(a.skipped, []);
  });

  test('malformed responses name the route and what is wrong', () => {
    const bad = (x: unknown, what: RegExp) =>
      assert.throws(
        () => checkRuns(x, 'runs?tag=t'),
        (e: unknown) => e instanceof ApiError && /^malformed response from runs: /.test(e.message) && what.test(e.message),
      );
    bad([], /not an object/);
    bad({...groupsRuns(), rows: -1}, /rows/);
    bad({...groupsRuns(), bias: null}, /bias/);
    bad({...groupsRuns(), hparams: [1]}, /hparams/);
    const r = groupsRuns();
    bad({...r, columns: {...r.columns, overall_value: [1]}}, /column `overall_value` does not have 5 rows/);
    bad({...r, columns: {...r.columns, 'hparam/lr': undefined}}, /hparam\/lr/);
    bad({...r, columns: {...r.columns, run: [1, 2, 3, 4, 5]}}, /not a name/);
  });
});
