import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {Api, sliceTrendUrl, viewUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {marksLegendText} from '../src/significance.js';
import {checkSliceTrend, checkSlices} from '../src/slices_checks.js';
import {
  MISSING_TEXT,
  PANEL_METRIC,
  SLICES_PATH,
  defaultSliceMetric,
  defaultSlicesSelection,
  foldedText,
  foldedTitle,
  gapText,
  intervalText,
  keepClass,
  percentText,
  predicatesOf,
  qText,
  scoredLine,
  signedPoints,
  sliceDefaultDir,
  sliceGapChart,
  sliceMetrics,
  sliceRows,
  sliceSummary,
  sliceTrendParams,
  slicesFromParams,
  slicesLegend,
  slicesOffered,
  slicesRouteParams,
  slicesToParams,
  sortSliceRows,
  worseNote,
  type SlicesSelection,
} from '../src/slices_state.js';
import type {KindDeclaration, KindOption} from '../src/types.js';
import type {SliceTrendResponse, SlicesTable} from '../src/types_slices.js';
import {kindFixture} from './fixtures.js';

const HOSTILE = '<img src=x onerror=alert(1)>';

function option(name: string, type: string, dflt: unknown, spec: Partial<KindOption> = {}): KindOption {
  return {
    name,
    type,
    default: dflt,
    help: name,
    minimum: null,
    maximum: null,
    minimum_open: false,
    maximum_open: false,
    choices: null,
    used_by: ['view'],
    ...spec,
  };
}

/**
 * group_metrics as the server declares it with the slices table (tb_fairness/kinds/slices.py,
 * kinds/group_metrics): the metric's error_rate is the slices table's alone, and the slices'
 * own options with their defaults and bounds.
 */
const KIND: KindDeclaration = (() => {
  const base = kindFixture('group_metrics');
  const options = base.options.map((o) =>
    o.name === 'metric' ? {...o, choices: ['recall', 'tnr', 'error_rate'], table_only: {error_rate: ['slices']}} : o,
  );
  const at = options.findIndex((o) => o.name === 'level');
  options.splice(
    at,
    0,
    option('class_name', 'str', null),
    option('max_level', 'int', 3, {minimum: 1, maximum: 4}),
    option('min_size', 'int', null, {minimum: 1, maximum: 1e9}),
    option('k', 'int', 20, {minimum: 1, maximum: 1000}),
    option('scoring', 'choice', 'gap', {choices: ['gap', 'sliceline']}),
    option('alpha', 'float', 0.95, {minimum: 0, maximum: 1, minimum_open: true}),
  );
  return {...base, options, views: ['group_metrics', 'group_metrics/disparity', 'group_metrics/slices']};
})();

/** The route's example (docs: kinds/group_metrics/http.md), with a second and a third row. */
function table(patch: Partial<SlicesTable> = {}): SlicesTable {
  return {
    available: true,
    run: 'm',
    tag: 'adult/groups/income',
    step: 590,
    wall_time: 1,
    metric: 'error_rate',
    class_name: null,
    min_count: 50,
    scoring: 'gap',
    max_level: 3,
    min_size: 50,
    k: 20,
    alpha: null,
    level: 0.95,
    fdr: 0.05,
    evaluated: 3586,
    overall: 0.149,
    attributes: ['sex', 'race', 'age', 'workclass'],
    higher_is_worse: true,
    rows: 3,
    columns: {
      slice: ['sex=Male & age=45-54', `race=${HOSTILE}`, 'age=17-24'],
      level: [2, 1, 1],
      size: [1991, 120, 600],
      value: [0.245, 0.2, 0.05],
      error_rate: [0.245, 0.2, 0.05],
      rest: [0.134, null, 0.16],
      gap: [0.111, null, -0.11],
      lower: [0.092, null, -0.13],
      upper: [0.131, null, -0.09],
      p_value: [1e-30, null, 1e-20],
      q_value: [1e-29, null, 1e-19],
      significant: [true, false, true],
      folded: [3, 0, 1],
      score: [0.092, null, -0.13],
    },
    predicates: [
      [
        {attribute: 'sex', value: 'Male'},
        {attribute: 'age', value: '45-54'},
      ],
      [{attribute: 'race', value: HOSTILE}],
      [{attribute: 'age', value: '17-24'}],
    ],
    ...patch,
  };
}

/** The same people judged by recall (lower is worse): the first row 60% against 80%. */
function recallTable(): SlicesTable {
  const t = table({metric: 'recall', higher_is_worse: false, rows: 1, overall: 0.78});
  t.columns = {
    slice: ['sex=Female'],
    level: [1],
    size: [700],
    value: [0.6],
    error_rate: [0.4],
    rest: [0.8],
    gap: [-0.2],
    lower: [-0.25],
    upper: [-0.15],
    p_value: [1e-9],
    q_value: [4e-9],
    significant: [true],
    folded: [0],
    score: [0.15],
  };
  t.predicates = [[{attribute: 'sex', value: 'Female'}]];
  return t;
}

function sliceLineTable(): SlicesTable {
  const t = table({scoring: 'sliceline', alpha: 0.95, rows: 1, overall: 0.149});
  const none = [null];
  t.columns = {
    slice: ['sex=Male & age=45-54'],
    level: [2],
    size: [1991],
    value: [0.3],
    error_rate: [0.3],
    rest: none,
    gap: none,
    lower: none,
    upper: none,
    p_value: none,
    q_value: none,
    significant: [false],
    folded: [0],
    score: [0.123456],
  };
  t.predicates = [
    [
      {attribute: 'sex', value: 'Male'},
      {attribute: 'age', value: '45-54'},
    ],
  ];
  return t;
}

const P = (pairs: Record<string, string>): [string, string][] => Object.entries(pairs).map(([k, v]) => [`fairness_${k}`, v]);

describe('the selection in the hash', () => {
  test('a fresh panel: the error rate, every class, the served defaults, the server ranking', () => {
    const sel = defaultSlicesSelection(KIND);
    assert.deepEqual(sel, {
      metric: 'error_rate',
      className: null,
      maxLevel: 3,
      minSize: null,
      k: 20,
      scoring: 'gap',
      alpha: 0.95,
      slice: null,
      sort: 'rank',
      dir: 'asc',
    });
    assert.deepEqual(slicesToParams(sel, KIND), [], 'defaults leave the hash alone');
  });

  test('the metrics are the slices table choices (error_rate is its own), the panel default error_rate', () => {
    assert.deepEqual(sliceMetrics(KIND), ['recall', 'tnr', 'error_rate']);
    assert.equal(defaultSliceMetric(KIND), PANEL_METRIC);
    // A server that declares no error_rate: its first metric; none at all: the panel's.
    const older = {
      ...KIND,
      options: KIND.options.map((o) => (o.name === 'metric' ? {...o, choices: ['recall', 'tnr'], table_only: {}} : o)),
    };
    assert.equal(defaultSliceMetric(older), 'recall');
    assert.equal(defaultSliceMetric(null), PANEL_METRIC);
  });

  test('values round-trip through the hash', () => {
    const sel: SlicesSelection = {
      metric: 'recall',
      className: HOSTILE,
      maxLevel: 1,
      minSize: 80,
      k: 100,
      scoring: 'sliceline',
      alpha: 0.5,
      slice: `sex=f & race=${HOSTILE}`,
      sort: 'gap',
      dir: 'asc',
    };
    const params = slicesToParams(sel, KIND);
    assert.deepEqual(Object.fromEntries(params), {
      fairness_slice_metric: 'recall',
      fairness_slice_class: HOSTILE,
      fairness_slice_level: '1',
      fairness_slice_min: '80',
      fairness_slice_k: '100',
      fairness_slice_scoring: 'sliceline',
      fairness_slice_alpha: '0.5',
      fairness_slice: `sex=f & race=${HOSTILE}`,
      fairness_slice_sort: 'gap',
      fairness_slice_dir: 'asc',
    });
    assert.deepEqual(slicesFromParams(params, KIND), sel);
  });

  test('unknown or invalid values fall back to their defaults', () => {
    const sel = slicesFromParams(
      P({
        slice_metric: 'accuracy',
        slice_level: '9',
        slice_min: '0',
        slice_k: '1001',
        slice_scoring: 'best',
        slice_alpha: '0',
        slice: '  ',
        slice_sort: 'nonsense',
        slice_dir: 'asc',
        slice_class: '',
      }),
      KIND,
    );
    assert.deepEqual(sel, defaultSlicesSelection(KIND));
    assert.equal(slicesFromParams(P({slice_level: '2.5', slice_min: 'x', slice_alpha: '1'}), KIND).maxLevel, 3);
    assert.equal(slicesFromParams(P({slice_alpha: '1'}), KIND).alpha, 1, 'alpha takes 1 (its upper end is closed)');
    assert.equal(slicesFromParams(P({slice_min: '12.5'}), KIND).minSize, null);
    // A sort without a direction: the column's own.
    assert.equal(slicesFromParams(P({slice_sort: 'size'}), KIND).dir, 'desc');
    // Other views' keys are not the panel's.
    assert.deepEqual(slicesFromParams(P({metric: 'tnr', class: 'nurse', min_count: '3'}), KIND), defaultSlicesSelection(KIND));
  });

  test('a class the report lacks is every class, once the classes are known', () => {
    const sel = {...defaultSlicesSelection(KIND), className: 'nurse'};
    assert.equal(keepClass(sel, []).className, 'nurse', 'classes unknown yet: kept');
    assert.equal(keepClass(sel, ['nurse', 'doctor']), sel);
    assert.equal(keepClass(sel, ['doctor']).className, null);
  });

  test('the panel is offered only where the kind declares its slices view', () => {
    assert.equal(slicesOffered(KIND), true);
    assert.equal(slicesOffered(kindFixture('group_metrics')), false);
    assert.equal(slicesOffered(null), false);
  });
});

describe('the routes', () => {
  test('the slices route: the selection as options, alpha only with SliceLine, null left out', () => {
    const ref = {run: 'm a', tag: 'g/v', step: null};
    const sel = defaultSlicesSelection(KIND);
    assert.equal(
      viewUrl('group_metrics', SLICES_PATH, slicesRouteParams(ref, sel)),
      'group_metrics/slices?run=m+a&tag=g%2Fv&metric=error_rate&max_level=3&k=20&scoring=gap',
    );
    const line = {...sel, scoring: 'sliceline', alpha: 0.5, minSize: 80, className: 'a&b', maxLevel: 1};
    assert.deepEqual(slicesRouteParams({...ref, step: 3}, line, 0.1), {
      run: 'm a',
      tag: 'g/v',
      step: 3,
      metric: 'error_rate',
      class_name: 'a&b',
      max_level: 1,
      min_size: 80,
      k: 20,
      scoring: 'sliceline',
      alpha: 0.5,
      fdr: 0.1,
    });
  });

  test('slice_trend: the slice URL-encoded, the run, the panel metric and class', () => {
    const sel = {...defaultSlicesSelection(KIND), metric: 'recall', className: 'nurse'};
    const p = sliceTrendParams('g/v', 'run a', 'sex=f & race=y', sel);
    assert.equal(sliceTrendUrl(p), 'slice_trend?metric=recall&class_name=nurse&tag=g%2Fv&slice=sex%3Df+%26+race%3Dy&run=run+a');
    assert.deepEqual(sliceTrendParams('g', 'r', 's=1', defaultSlicesSelection(KIND)).options, {metric: 'error_rate'});
  });

  test('Api.sliceTrend fetches and checks the route', async () => {
    const body = trend();
    const urls: string[] = [];
    const api = new Api(async (url) => {
      urls.push(url);
      return new Response(JSON.stringify(body), {status: 200, headers: {'content-type': 'application/json'}});
    });
    const got = await api.sliceTrend(sliceTrendParams('g', 'a', 'sex=f', defaultSlicesSelection(KIND)));
    assert.deepEqual(got, body);
    assert.deepEqual(urls, ['slice_trend?metric=error_rate&tag=g&slice=sex%3Df&run=a']);
    const bad = new Api(async () => new Response('{"series": 3}', {status: 200}));
    await assert.rejects(bad.sliceTrend(sliceTrendParams('g', 'a', 's=1', defaultSlicesSelection(KIND))), ApiError);
  });
});

describe('the response checks', () => {
  test('a table passes; a report without joint cells is not an error', () => {
    assert.equal(checkSlices(table()).available, true);
    const reason = 'table: slices needs a report written with slices=True (its joint cells); this one was written without';
    assert.deepEqual(checkSlices({available: false, reason, rows: 0}), {available: false, reason, rows: 0});
  });

  test('malformed tables fail with a message naming the route and what is wrong', () => {
    const url = 'group_metrics/slices?run=r';
    const cases: [unknown, RegExp][] = [
      [null, /not an object/],
      [{rows: 0}, /no `available`/],
      [{available: false}, /no `reason`/],
      [{...table(), rows: 'three'}, /`rows` is not a count/],
      [{...table(), higher_is_worse: undefined}, /higher_is_worse/],
      [{...table(), columns: {...table().columns, gap: [0.1]}}, /`gap` does not have one entry per row/],
      [{...table(), columns: {...table().columns, value: ['x', 0, 0]}}, /column `value` holds a value that is not a number or null/],
      [{...table(), columns: {...table().columns, slice: [1, 2, 3]}}, /`slice` that is not text/],
      [{...table(), predicates: [[{attribute: 1}], [], []]}, /malformed `predicates`/],
    ];
    for (const [x, re] of cases) {
      assert.throws(
        () => checkSlices(x, url),
        (e: unknown) => e instanceof ApiError && /^malformed response from group_metrics\/slices: /.test(e.message) && re.test(e.message),
        String(re),
      );
    }
  });

  test('slice_trend: series, points and first worse steps', () => {
    assert.equal(checkSliceTrend(trend()).slice, 'sex=f & race=y');
    assert.throws(() => checkSliceTrend({...trend(), series: [{run: 'a', points: [{}]}]}), /a point without a step/);
    assert.throws(() => checkSliceTrend({...trend(), series: [{run: 'a', points: [{step: 0, gap: '1'}]}]}), /`gap` is not a number/);
    const w = {...trend().series[0], first_worse: {step: 2}};
    assert.throws(() => checkSliceTrend({...trend(), series: [w]}), /`first_worse.vs_step` is not a number/);
    assert.throws(() => checkSliceTrend({...trend(), skipped: undefined}), /no `skipped`/);
  });
});

describe('the rows', () => {
  test('as the server ranks them, an undefined number null (never 0 or NaN)', () => {
    const rows = sliceRows(table({columns: {...table().columns, rest: [0.134, Number.NaN, 0.16]}}));
    assert.deepEqual(
      rows.map((r) => [r.rank, r.slice]),
      [
        [1, 'sex=Male & age=45-54'],
        [2, `race=${HOSTILE}`],
        [3, 'age=17-24'],
      ],
    );
    assert.equal(rows[1].rest, null);
    assert.equal(rows[1].gap, null);
    assert.equal(rows[1].q, null);
    assert.equal(rows[0].significant, true);
    // Untrusted names pass through as they are, for text bindings.
    assert.deepEqual(rows[1].predicates, [{attribute: 'race', value: HOSTILE}]);
  });

  test('predicates from a name when the answer lacks them', () => {
    assert.deepEqual(predicatesOf('a=x=y & b=2'), [
      {attribute: 'a', value: 'x=y'},
      {attribute: 'b', value: '2'},
    ]);
    const t = table();
    delete (t as Partial<SlicesTable>).predicates;
    assert.deepEqual(sliceRows(t)[0].predicates, [
      {attribute: 'sex', value: 'Male'},
      {attribute: 'age', value: '45-54'},
    ]);
  });

  test('sorting: undefined last either way, ties in the ranking', () => {
    const rows = sliceRows(table());
    const order = (col: Parameters<typeof sortSliceRows>[1], dir: 'asc' | 'desc') => sortSliceRows(rows, col, dir).map((r) => r.rank);
    assert.deepEqual(order('gap', 'desc'), [1, 3, 2]);
    assert.deepEqual(order('gap', 'asc'), [3, 1, 2]);
    assert.deepEqual(order('size', 'asc'), [2, 3, 1]);
    assert.deepEqual(order('slice', 'asc'), [3, 2, 1]);
    assert.deepEqual(order('significant', 'desc'), [1, 3, 2]);
    assert.deepEqual(order('rank', 'desc'), [3, 2, 1]);
    // Worst first: the higher gap when higher is worse, the lower one otherwise.
    assert.equal(sliceDefaultDir('gap', true), 'desc');
    assert.equal(sliceDefaultDir('gap', false), 'asc');
    assert.equal(sliceDefaultDir('q_value'), 'asc');
  });
});

describe('how the numbers read', () => {
  test('percent, pp with a sign, the interval, q; undefined is a dash with a tooltip', () => {
    assert.equal(percentText(0.245).text, '24.5%');
    assert.equal(gapText(0.111).text, '+11.1 pp');
    assert.equal(gapText(-0.2).text, '\u221220.0 pp');
    assert.equal(signedPoints(0.00004), '0.0 pp');
    assert.equal(intervalText(0.092, 0.131).text, '[9.2, 13.1]');
    assert.equal(intervalText(-0.25, -0.15).text, '[\u221225.0, \u221215.0]');
    assert.equal(qText(1e-29).text, '<1e\u22126');
    for (const t of [percentText(null), gapText(null), intervalText(null, 0.1), qText(Number.NaN)]) {
      assert.equal(t.text, MISSING_TEXT);
      assert.equal(t.missing, true);
      assert.match(t.title, /undefined/);
    }
    assert.equal(foldedText(3), '+3 similar');
    assert.equal(foldedText(0), '');
    assert.equal(foldedText(null), '');
    assert.match(foldedTitle(3, 'sex=Male'), /^3 slices of sex=Male and more attributes are no worse than it/);
    assert.match(foldedTitle(1, 'sex=Male'), /^1 slice of sex=Male and more attributes is no worse than it, so it is folded/);
  });
});

describe('the sentences', () => {
  test('gap scoring, higher is worse: the first row, as the table shows it', () => {
    const t = table();
    assert.equal(
      sliceSummary(t, sliceRows(t)),
      'Worst slice: sex=Male & age=45-54 \u2014 error rate 24.5% against 13.4% for everyone else: +11.1 pp, at least +9.2 pp at 95%.',
    );
    assert.equal(
      scoredLine(t),
      '3,586 slices of up to 3 attributes (of 4 attributes) with at least 50 people scored; overall error rate 14.9%',
    );
  });

  test('gap scoring, lower is worse (recall): the signs and the bound flip', () => {
    const t = recallTable();
    assert.equal(
      sliceSummary(t, sliceRows(t)),
      'Worst slice: sex=Female \u2014 recall 60.0% against 80.0% for everyone else: \u221220.0 pp, at least \u221215.0 pp at 95%.',
    );
    assert.match(
      scoredLine({...t, class_name: 'nurse', max_level: 1}),
      /up to 1 attribute \(of 4 attributes\).*among the people of class nurse; overall recall 78.0%$/,
    );
  });

  test("a binary report's slices are read at a label and a threshold, not of a class", () => {
    const t = {...table(), class_name: undefined, label: 'positive', threshold: 0.3};
    assert.match(scoredLine(t), /people scored at threshold 0\.3 \(label positive\); overall error rate 14\.9%$/);
    assert.doesNotMatch(scoredLine(t), /undefined/);
  });

  test('the first row holds no harm: no slice is surely worse', () => {
    const t = table();
    t.columns = {...t.columns, lower: [-0.01, null, -0.13], score: [-0.01, null, -0.13]};
    assert.equal(
      sliceSummary(t, sliceRows(t)),
      'No slice of at least 50 people is surely worse than the rest at 95%: the worst, sex=Male & age=45-54, has error rate 24.5% ' +
        'against 13.4% for everyone else (+11.1 pp, [\u22121.0, 13.1] pp).',
    );
    const none = table({rows: 0, min_size: 1200});
    none.columns = Object.fromEntries(Object.keys(none.columns).map((k) => [k, []])) as unknown as SlicesTable['columns'];
    none.predicates = [];
    assert.equal(sliceSummary(none, []), 'No slice of at least 1,200 people does worse than the rest.');
    assert.equal(
      sliceSummary({...none, scoring: 'sliceline', alpha: 0.5}, []),
      'No slice of at least 1,200 people has a positive SliceLine score (alpha 0.5).',
    );
  });

  test('SliceLine scoring: its score and the overall error rate', () => {
    const t = sliceLineTable();
    assert.equal(
      sliceSummary(t, sliceRows(t)),
      "Top slice by SliceLine's score (alpha 0.95): sex=Male & age=45-54 \u2014 error rate 30.0% (overall 14.9%), score 0.1235.",
    );
    assert.match(scoredLine({...t, metric: 'recall'}), /; overall error rate 14.9%$/);
  });

  test('undefined numbers read as a dash in the sentences too, never NaN', () => {
    const t = table();
    t.columns = {...t.columns, rest: [null, null, 0.16]};
    const s = sliceSummary(t, sliceRows(t));
    assert.match(s, /against \u2014 for everyone else/);
    assert.doesNotMatch(s, /NaN|undefined|null/);
    assert.doesNotMatch(scoredLine(table({overall: null})), /NaN|null/);
  });

  test('untrusted names pass through as text', () => {
    const t = table();
    t.columns = {...t.columns, slice: [`race=${HOSTILE}`, 'b=1', 'c=2']};
    assert.ok(sliceSummary(t, sliceRows(t)).includes(`Worst slice: race=${HOSTILE} \u2014`));
  });

  test('the ★ legend counts the rows marked of those with a q-value', () => {
    const t = table();
    const text = marksLegendText(slicesLegend(t, sliceRows(t)));
    assert.match(
      text,
      /^\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 \(2 of 2 slices with a p-value\); each slice tests/,
    );
    assert.match(text, /over all 3,586 slices scored$/);
  });
});

function trend(): SliceTrendResponse {
  const point = (step: number, gap: number | null, sign = -1) => ({
    step,
    wall_time: 100 + step,
    present: true,
    size: 850,
    value: 0.6,
    lower: 0.57,
    upper: 0.63,
    rest: 0.69,
    gap,
    gap_lower: gap === null ? null : gap - 0.04,
    gap_upper: gap === null ? null : gap + 0.04,
    harm: gap === null ? null : sign * gap,
    harm_lower: gap === null ? null : sign * gap - 0.04,
    harm_upper: gap === null ? null : sign * gap + 0.04,
  });
  return {
    tag: 'g',
    kind: 'group_metrics',
    slice: 'sex=f & race=y',
    metric: 'recall',
    level: 0.95,
    first_worse_test: 'MOVER',
    series: [
      {
        run: 'a',
        points: [point(2, -0.256), point(0, -0.056), point(1, -0.039), {...point(3, null), present: false}],
        first_worse: {
          step: 2,
          vs_step: 1,
          value: 0.256,
          vs_value: 0.039,
          change: 0.217,
          lower: 0.153,
          upper: 0.281,
          level: 0.98333,
          p_value: 8e-16,
          threshold: 0.0166667,
          pairs: 3,
        },
      },
      {run: 'b', points: [point(0, 0.01)], first_worse: null},
    ],
    skipped: [],
  };
}

describe('the picked slice over the steps', () => {
  test("the run's gap per step, ascending; the first worse step in the gap's terms", () => {
    const c = sliceGapChart(trend(), 'a');
    assert.deepEqual(
      c.points.map((p) => [p.step, p.gap]),
      [
        [0, -0.056],
        [1, -0.039],
        [2, -0.256],
      ],
    );
    assert.deepEqual(c.missing, [3]);
    // Recall: the harm is the gap's opposite, so the ring sits at the gap, and the change is a drop.
    assert.equal(c.worse?.step, 2);
    assert.equal(c.worse?.value, -0.256);
    assert.ok(Math.abs((c.worse?.change ?? 0) + 0.217) < 1e-12);
    assert.deepEqual([c.worse?.lower, c.worse?.upper], [-0.281, -0.153]);
    // Zero (no gap) is on the chart.
    assert.ok(c.domain !== null && c.domain[0] < -0.29 && c.domain[1] >= 0);
    assert.equal(
      worseNote(c),
      'first significantly worse at step 2 (than at step 1): gap \u221225.6 pp against \u22123.9 pp, a change of \u221221.7 pp [\u221228.1, \u221215.3] ' +
        '(98.33% interval; p<1e\u22126, below 0.05/3)',
    );
  });

  test('higher is worse: the harm is the gap', () => {
    const r = trend();
    r.series[0].points = r.series[0].points.map((p) => ({...p, harm: p.gap}));
    r.series[0].first_worse = {...r.series[0].first_worse!, value: -0.256};
    assert.equal(sliceGapChart(r, 'a').worse?.value, -0.256);
  });

  test('no worse step; one step; a run without points', () => {
    const one = sliceGapChart(trend(), 'b');
    assert.equal(one.worse, null);
    assert.equal(worseNote(one), 'not significantly worse at any step (one step with a gap in run b)');
    const r = trend();
    r.series[0].first_worse = null;
    assert.equal(worseNote(sliceGapChart(r, 'a')), 'not significantly worse at any step');
    const none = sliceGapChart(trend(), 'nobody');
    assert.deepEqual([none.points, none.worse], [[], null]);
    assert.match(worseNote(none), /no step with a gap in run nobody/);
  });
});
