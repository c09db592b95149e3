import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {Api, sliceDiffUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {compareFromParams, compareToParams} from '../src/compare_state.js';
import {ownOptionsFromParams} from '../src/mode_options_state.js';
import {COMPARE_PREFIX, splitParams} from '../src/modes_state.js';
import {
  APPEARED_LEGEND,
  APPEARED_TITLE,
  compareSliceParams,
  contextOf,
  defaultSliceDiffView,
  filterSliceDiffRows,
  flagged,
  fromCompareKeys,
  shownText,
  showAllText,
  sliceDiffDefaultDir,
  sliceDiffPanelParams,
  sliceDiffParams,
  sliceDiffRows,
  sliceDiffSummary,
  sliceDiffViewFromParams,
  sliceDiffViewToParams,
  sortSliceDiffRows,
  toCompareKeys,
  verdictTitle,
} from '../src/slice_diff_state.js';
import {checkSliceDiff} from '../src/slices_checks.js';
import {
  MISSING_TEXT,
  countText,
  defaultSlicesSelection,
  gapText,
  intervalText,
  percentText,
  slicesFromParams,
} from '../src/slices_state.js';
import {HASH_PREFIX} from '../src/state.js';
import type {KindDeclaration, KindOption} from '../src/types.js';
import type {SliceDiffRow, SliceDiffTable} from '../src/types_slices.js';
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

/** group_metrics as the server declares it with the slices table (as slices_state.test.ts has it). */
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

/** The route's example row (the brief's, the DRIFT run's darker women): worsened, not appeared. */
const WORSENED: SliceDiffRow = {
  slice: 'gender=f & skin=darker',
  size_a: 856,
  value_a: 0.3516,
  gap_a: 0.0389,
  lower_a: 0.0029,
  upper_a: 0.0759,
  size_b: 852,
  value_b: 0.5634,
  gap_b: 0.2564,
  lower_b: 0.2185,
  upper_b: 0.2936,
  change: 0.2175,
  lower: 0.1645,
  upper: 0.2692,
  p_value: 8.0e-16,
  q_value: 2.4e-15,
  verdict: 'worsened',
  appeared: false,
};

function row(patch: Partial<SliceDiffRow>): SliceDiffRow {
  return {...WORSENED, ...patch};
}

/** The route's example answer, with four more rows: one appeared (A never saw it), one improved, two unchanged. */
function answer(patch: Partial<SliceDiffTable> = {}): SliceDiffTable {
  const rows: SliceDiffRow[] = [
    WORSENED,
    row({slice: 'skin=darker', gap_a: 0.055, gap_b: 0.172, change: 0.117, verdict: 'worsened', size_b: 1569}),
    row({
      slice: `gender=${HOSTILE}`,
      size_a: 0,
      value_a: null,
      gap_a: null,
      lower_a: null,
      upper_a: null,
      change: null,
      lower: null,
      upper: null,
      p_value: null,
      q_value: null,
      verdict: 'undetermined',
      appeared: true,
      size_b: 60,
      gap_b: 0.3,
    }),
    row({slice: 'gender=f', gap_a: 0.009, gap_b: 0.102, change: 0.111, verdict: 'worsened', appeared: true, size_b: 1879}),
    row({slice: 'skin=lighter', gap_b: 0.01, change: -0.05, lower: -0.08, upper: -0.02, verdict: 'improved', size_b: 2000}),
    row({slice: 'gender=m', gap_b: 0.005, change: 0.01, verdict: 'no_significant_change', size_b: 1683, value_b: null}),
  ];
  return {
    available: true,
    tag: 'groups/val',
    a: {run: 'drift', step: 1},
    b: {run: 'drift', step: 2},
    metric: 'error_rate',
    class_name: null,
    min_count: 50,
    level: 0.95,
    fdr: 0.05,
    max_level: 3,
    min_size: 50,
    k: 20,
    higher_is_worse: true,
    appeared: 2,
    worsened: 3,
    columns: Object.keys(WORSENED),
    rows,
    ...patch,
  };
}

const P = (pairs: Record<string, string>): [string, string][] => Object.entries(pairs).map(([k, v]) => [`fairness_${k}`, v]);

describe('the route', () => {
  test('A against B under the selection, the context first (null left out)', () => {
    const sel = {...defaultSlicesSelection(KIND), metric: 'recall', maxLevel: 2, minSize: 80, k: 5};
    const p = sliceDiffParams({run: 'run a', step: 1}, {run: 'drift', step: 2}, 'groups/val', sel, {label: 'pos', threshold: '0.5'});
    assert.deepEqual(p.options, {label: 'pos', threshold: '0.5', metric: 'recall', class_name: null, max_level: 2, min_size: 80, k: 5});
    assert.equal(
      sliceDiffUrl(p),
      'slice_diff?label=pos&threshold=0.5&metric=recall&max_level=2&min_size=80&k=5&tag=groups%2Fval&run=run+a&step=1&vs_run=drift&vs_step=2',
    );
    // The defaults: the panel's metric, the served max_level and k; the latest steps.
    const d = sliceDiffParams({run: 'a', step: null}, {run: 'b', step: null}, 't', defaultSlicesSelection(KIND));
    assert.equal(sliceDiffUrl(d), 'slice_diff?metric=error_rate&max_level=3&k=20&tag=t&run=a&vs_run=b');
  });

  test("the context: compare's label and threshold only", () => {
    assert.deepEqual(contextOf({label: 'pos', threshold: '0.3', metric: 'tpr', fdr: '0.1'}), {label: 'pos', threshold: '0.3', fdr: '0.1'});
    assert.deepEqual(contextOf({grouping: 'sex', label: ''}), {});
    assert.deepEqual(contextOf({}), {});
  });

  test('Api.sliceDiff fetches and checks the route', async () => {
    const body = answer();
    const urls: string[] = [];
    const api = new Api(async (url) => {
      urls.push(url);
      return new Response(JSON.stringify(body), {status: 200, headers: {'content-type': 'application/json'}});
    });
    const p = sliceDiffParams({run: 'drift', step: 1}, {run: 'drift', step: 2}, 'groups/val', defaultSlicesSelection(KIND));
    assert.deepEqual(await api.sliceDiff(p), body);
    assert.deepEqual(urls, ['slice_diff?metric=error_rate&max_level=3&k=20&tag=groups%2Fval&run=drift&step=1&vs_run=drift&vs_step=2']);
    const bad = new Api(async () => new Response('{"available": true}', {status: 200}));
    await assert.rejects(bad.sliceDiff(p), ApiError);
    // A bad option: the server's message.
    const refused = new Api(async () => new Response('k: must be at most 1000', {status: 400}));
    await assert.rejects(refused.sliceDiff(p), (e: unknown) => e instanceof ApiError && e.message === 'k: must be at most 1000');
  });
});

describe('the response checks', () => {
  test("the route's answers pass: the table, and reports without joint cells (not an error)", () => {
    assert.equal(checkSliceDiff(answer()).available, true);
    const reason = 'table: report B (plain at step 0) was written without slices=True, so it keeps no joint cells to compare';
    assert.deepEqual(checkSliceDiff({available: false, reason, rows: 0}), {available: false, reason, rows: 0});
    // The binary kind's head: its label and threshold.
    assert.equal(checkSliceDiff(answer({label: 'pos', threshold: 0.5})).available, true);
  });

  test('malformed answers fail with a message naming the route and what is wrong', () => {
    const url = 'slice_diff?run=drift&tag=groups%2Fval';
    const rows = answer().rows;
    const cases: [unknown, RegExp][] = [
      [null, /not an object/],
      [[], /not an object/],
      [{rows: 0}, /no `available`/],
      [{available: false}, /no `reason`/],
      [{...answer(), metric: undefined}, /no `tag` or `metric`/],
      [{...answer(), b: {run: 'drift'}}, /`b` is not a run and a step/],
      [{...answer(), higher_is_worse: 'yes'}, /higher_is_worse/],
      [{...answer(), k: null}, /`k` is not a number/],
      [{...answer(), appeared: -1}, /`appeared` is not a count/],
      [{...answer(), worsened: 1.5}, /`worsened` is not a count/],
      [{...answer(), threshold: '0.5'}, /`threshold` is not a number/],
      [{...answer(), rows: {}}, /no `rows`/],
      [{...answer(), rows: [{...rows[0], slice: 3}]}, /a row without a `slice`/],
      [{...answer(), rows: [{...rows[0], gap_b: '0.2'}]}, /`gap_b` is not a number or null/],
      [{...answer(), rows: [{...rows[0], verdict: 'worse'}]}, /`verdict` is not one of/],
      [{...answer(), rows: [{...rows[0], appeared: 1}]}, /`appeared` is not true or false/],
    ];
    for (const [x, re] of cases) {
      assert.throws(
        () => checkSliceDiff(x, url),
        (e: unknown) => e instanceof ApiError && /^malformed response from slice_diff: /.test(e.message) && re.test(e.message),
        String(re),
      );
    }
  });
});

describe('the hash keys', () => {
  test("the panel's selection and its table's: defaults leave the hash alone, values round-trip", () => {
    assert.deepEqual(sliceDiffPanelParams(defaultSlicesSelection(KIND), defaultSliceDiffView(), KIND), []);
    const sel = {...defaultSlicesSelection(KIND), metric: 'recall', k: 5, slice: 'gender=f & skin=darker', sort: 'size' as const};
    const view = {sort: 'change' as const, dir: 'asc' as const, all: true};
    const params = sliceDiffPanelParams(sel, view, KIND);
    // The report table's sort is not the panel's: left out.
    assert.deepEqual(
      params,
      P({
        slice_metric: 'recall',
        slice_k: '5',
        slice: 'gender=f & skin=darker',
        slice_diff_sort: 'change',
        slice_diff_dir: 'asc',
        slice_diff_all: '1',
      }),
    );
    assert.deepEqual(sliceDiffViewFromParams(params), view);
    assert.deepEqual(slicesFromParams(params, KIND), {...sel, sort: 'rank'});
    // Nonsense falls back.
    assert.deepEqual(sliceDiffViewFromParams(P({slice_diff_sort: 'bogus', slice_diff_all: 'yes'})), defaultSliceDiffView());
    assert.deepEqual(sliceDiffViewFromParams(P({slice_diff_sort: 'gap_b', slice_diff_dir: 'up'})), {
      sort: 'gap_b',
      dir: 'desc',
      all: false,
    });
    assert.deepEqual(sliceDiffViewToParams(defaultSliceDiffView()), []);
  });

  test("in compare's hash under its prefix: the app files them under compare, and compare's readers ignore them", () => {
    const panel = P({slice_metric: 'recall', slice: 'gender=f', slice_diff_all: '1'});
    const keys = toCompareKeys([...panel, ['fairness_cmp_a_run', 'x']]);
    assert.deepEqual(keys, P({cmp_slice_metric: 'recall', cmp_slice: 'gender=f', cmp_slice_diff_all: '1'}));
    assert.deepEqual(fromCompareKeys([...keys, ['fairness_cmp_b_run', 'y'], ['fairness_slice_k', '3']]), panel);
    // A reload: the app's split gives compare its keys, the report view none of them.
    const sel = {...compareFromParams([]), a: {run: 'drift', step: 1}, b: {run: 'drift', step: 2}};
    const hash = [...compareToParams(sel), ...keys];
    const split = splitParams([...hash, ['fairness_slice_k', '3']], HASH_PREFIX);
    assert.deepEqual(split.compare, hash);
    assert.deepEqual(split.view, P({slice_k: '3'}));
    // Compare's own readers do not choke on them.
    assert.deepEqual(compareFromParams(split.compare), sel);
    assert.deepEqual(ownOptionsFromParams(split.compare, COMPARE_PREFIX, KIND), {});
    // What compare hands the panel when it mounts: its keys, invalid values dropped.
    assert.deepEqual(compareSliceParams([...split.compare, ['fairness_cmp_slice_k', '0']], KIND), panel);
  });
});

describe('the rows', () => {
  test("B's ranking, typed; an undefined number null (never 0 or NaN); A absent when it had nobody", () => {
    const rows = sliceDiffRows(answer({rows: [...answer().rows.slice(0, 3), row({slice: 'x=1', gap_b: Number.NaN})]}));
    assert.deepEqual(
      rows.map((r) => [r.rank, r.slice, r.verdict, r.appeared, r.absentA]),
      [
        [1, 'gender=f & skin=darker', 'worsened', false, false],
        [2, 'skin=darker', 'worsened', false, false],
        [3, `gender=${HOSTILE}`, 'undetermined', true, true],
        [4, 'x=1', 'worsened', false, false],
      ],
    );
    const r0 = rows[0];
    assert.deepEqual(
      [r0.sizeA, r0.valueA, r0.gapA, r0.lowerA, r0.upperA, r0.sizeB, r0.valueB, r0.gapB, r0.change, r0.lower, r0.upper, r0.q],
      [856, 0.3516, 0.0389, 0.0029, 0.0759, 852, 0.5634, 0.2564, 0.2175, 0.1645, 0.2692, 2.4e-15],
    );
    assert.deepEqual(r0.predicates, [
      {attribute: 'gender', value: 'f'},
      {attribute: 'skin', value: 'darker'},
    ]);
    // The hostile value stays text.
    assert.deepEqual(rows[2].predicates, [{attribute: 'gender', value: HOSTILE}]);
    const absent = rows[2];
    assert.deepEqual([absent.sizeA, absent.valueA, absent.gapA, absent.change, absent.q], [0, null, null, null, null]);
    assert.equal(rows[3].gapB, null);
    // How they read: "—" for undefined, signed pp with U+2212.
    assert.equal(countText(absent.sizeA).text, '0');
    assert.equal(percentText(absent.valueA).text, MISSING_TEXT);
    assert.equal(gapText(absent.change).text, MISSING_TEXT);
    assert.equal(intervalText(absent.lower, absent.upper).text, MISSING_TEXT);
    assert.equal(gapText(r0.change).text, '+21.8 pp');
    assert.equal(intervalText(r0.lower, r0.upper).text, '[16.4, 26.9]');
    const improved = sliceDiffRows(answer())[4];
    assert.equal(gapText(improved.change).text, '\u22125.0 pp');
    assert.equal(intervalText(improved.lower, improved.upper).text, '[\u22128.0, \u22122.0]');
  });

  test('the default filter keeps those that appeared or worsened, in order; all shows every one', () => {
    const rows = sliceDiffRows(answer());
    const kept = filterSliceDiffRows(rows, false);
    assert.deepEqual(
      kept.map((r) => r.slice),
      ['gender=f & skin=darker', 'skin=darker', `gender=${HOSTILE}`, 'gender=f'],
    );
    assert.ok(kept.every(flagged));
    assert.deepEqual(filterSliceDiffRows(rows, true), rows);
    assert.equal(shownText(kept.length, rows.length, false), "Showing the 4 slices that appeared or worsened, of B's 6 worst.");
    assert.equal(shownText(rows.length, rows.length, true), 'Showing all 6 slices B lists.');
    assert.equal(showAllText(rows.length), "show all 6 of B's worst slices");
  });

  test('sorting: undefined last either way, ties in B ranking, each column worse first by default', () => {
    const rows = sliceDiffRows(answer());
    const order = (col: Parameters<typeof sortSliceDiffRows>[1], dir: 'asc' | 'desc') =>
      sortSliceDiffRows(rows, col, dir).map((r) => r.rank);
    assert.deepEqual(order('change', 'desc'), [1, 2, 4, 6, 5, 3]);
    assert.deepEqual(order('change', 'asc'), [5, 6, 4, 2, 1, 3]);
    assert.deepEqual(order('gap_a', 'desc'), [2, 1, 5, 6, 4, 3], 'A had nobody: last');
    assert.equal(order('gap_a', 'asc').at(-1), 3, 'A had nobody: last either way');
    assert.deepEqual(order('verdict', 'asc'), [1, 2, 4, 6, 3, 5]);
    assert.deepEqual(order('appeared', 'desc'), [3, 4, 1, 2, 5, 6]);
    assert.deepEqual(order('size', 'desc'), [5, 4, 6, 2, 1, 3]);
    assert.equal(order('value', 'desc').at(-1), 6, 'undefined rate: last');
    assert.deepEqual(order('slice', 'asc').slice(0, 3), [3, 4, 1]);
    assert.deepEqual(order('rank', 'desc'), [6, 5, 4, 3, 2, 1]);
    assert.equal(sliceDiffDefaultDir('change'), 'desc');
    assert.equal(sliceDiffDefaultDir('verdict'), 'asc');
    assert.equal(sliceDiffDefaultDir('appeared'), 'desc');
    assert.equal(sliceDiffDefaultDir('gap_b', true), 'desc');
    assert.equal(sliceDiffDefaultDir('gap_b', false), 'asc', 'recall: the lower gap is worse');
    assert.equal(sliceDiffDefaultDir('slice'), 'asc');
  });
});

describe('the words', () => {
  test("the summary: its numbers are the head's counts and the rows' length", () => {
    const r = answer();
    const rows = sliceDiffRows(r);
    const text = sliceDiffSummary(r, rows);
    assert.equal(
      text,
      "Among B's 6 worst slices by error rate (up to 3 attributes, at least 50 people): 2 appeared and 3 worsened significantly since A (Benjamini\u2013Hochberg at 5%).",
    );
    const [listed, level, size, appeared, worsened, fdr] = (text.match(/\d+/g) ?? []).map(Number);
    assert.deepEqual(
      [listed, level, size, appeared, worsened, fdr],
      [rows.length, r.max_level, r.min_size, r.appeared, r.worsened, r.fdr * 100],
    );
    // The counts come from the head, as the route counted them.
    const other = sliceDiffSummary(answer({appeared: 1, worsened: 7, fdr: 0.1, max_level: 1, min_size: 1}), rows);
    assert.equal(
      other,
      "Among B's 6 worst slices by error rate (up to 1 attribute, at least 1 person): 1 appeared and 7 worsened significantly since A (Benjamini\u2013Hochberg at 10%).",
    );
  });

  test('none appeared or worsened; B lists none', () => {
    const r = answer({appeared: 0, worsened: 0, rows: answer().rows.slice(4), k: 20});
    assert.equal(
      sliceDiffSummary(r, sliceDiffRows(r)),
      "None of B's 2 worst slices by error rate appeared or worsened significantly since A.",
    );
    const twenty = answer({appeared: 0, worsened: 0, rows: Array.from({length: 20}, (_, i) => row({slice: `s=${i}`}))});
    assert.equal(
      sliceDiffSummary(twenty, sliceDiffRows(twenty)),
      "None of B's 20 worst slices by error rate appeared or worsened significantly since A.",
    );
    const empty = answer({appeared: 0, worsened: 0, rows: []});
    assert.equal(
      sliceDiffSummary(empty, []),
      'B lists no slice by error rate (up to 3 attributes, at least 50 people): nothing to compare with A.',
    );
  });

  test('the binary kind: at its threshold and label; per-group rates of one class: its people', () => {
    const r = answer({metric: 'fpr', label: 'pos', threshold: 0.5, higher_is_worse: true});
    delete r.class_name;
    const rows = sliceDiffRows(r);
    assert.equal(
      sliceDiffSummary(r, rows),
      "Among B's 6 worst slices by FPR (up to 3 attributes, at least 50 people) at threshold 0.5 (label pos): 2 appeared and 3 worsened significantly since A (Benjamini\u2013Hochberg at 5%).",
    );
    const none = {...r, appeared: 0, worsened: 0};
    assert.equal(
      sliceDiffSummary(none, rows),
      "None of B's 6 worst slices by FPR at threshold 0.5 (label pos) appeared or worsened significantly since A.",
    );
    const cls = answer({metric: 'recall', class_name: 'nurse', higher_is_worse: false});
    assert.match(
      sliceDiffSummary(cls, rows),
      /^Among B's 6 worst slices by recall \(up to 3 attributes, at least 50 people\) among the people of class nurse: /,
    );
  });

  test('"appeared" and the verdicts explained', () => {
    assert.match(APPEARED_TITLE, /^appeared: surely worse than everyone else in B .*not in A/);
    assert.ok(APPEARED_TITLE.startsWith(APPEARED_LEGEND.split(', not')[0]));
    const rows = sliceDiffRows(answer());
    assert.equal(
      verdictTitle(rows[0], answer()),
      "worsened: the slice's harm grew significantly from A to B (q<1e\u22126; Benjamini\u2013Hochberg at 5% over the slices listed)",
    );
    assert.equal(verdictTitle(rows[2], answer()), 'undetermined: the harm is undefined in A or B (A had nobody in the slice)');
    assert.match(verdictTitle(rows[4], answer()), /^improved: /);
    assert.match(verdictTitle(rows[5], answer()), /^no significant change: .*does not show the harm stayed the same$/);
  });
});
