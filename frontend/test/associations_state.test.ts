import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  ASSOCIATION_VIEW_DEFAULTS,
  associationsTableOptions,
  parseRankBy,
  defaultSelection,
  selectionFromParams,
  selectionToParams,
  type Selection,
} from '../src/kinds/label_associations/state.js';
import {filterRows, sortRows} from '../src/kinds/label_associations/rows.js';
import {
  formatInterval,
  gapText,
  intervalDomain,
  legend,
  rowPower,
  statsCell,
  type RowPower,
} from '../src/kinds/label_associations/cells.js';
import type {AssociationsResponse} from '../src/kinds/label_associations/types.js';
import {formatPValue} from '../src/format.js';
import {countDistribution, gapHistogram} from '../src/kinds/label_associations/histograms.js';
import {compileSearch, refFromParams, refToParams, type ReportRef} from '../src/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {kindFixture, labelsOf, makeReport, withOption} from './fixtures.js';

/** The kind's declaration, as the server serves it (its options' defaults and bounds). */
const KIND = kindFixture('label_associations');

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('hash round trip', () => {
  test('defaults encode to nothing', () => {
    assert.deepEqual(selectionToParams(defaultSelection(KIND), KIND), []);
    assert.deepEqual(selectionFromParams([], KIND), defaultSelection(KIND));
  });

  test('every field survives encode, TensorBoard hash formatting and decode', () => {
    const ref: ReportRef = {run: 'model a/β&c=1', tag: 'associations/val#2', step: 12};
    const sel: Selection = {
      metric: 'pmi',
      a: HOSTILE,
      b: 'wo&man=?',
      sort: 'count_b',
      dir: 'asc',
      search: '^sk(ate)?|board$ % #',
      gap: [-0.5, 1e-7],
      count: [3, null],
      topK: 25,
      rankBy: 'bound',
      level: 0.99,
      fdr: 0.1,
      minCount: 50,
      significantOnly: true,
      columns: 'compact',
    };
    const hash = mergeHash('#fairness&tagFilter=lo', 'fairness_', [...refToParams(ref), ...selectionToParams(sel, KIND)]);
    assert.ok(hash.startsWith('#fairness&tagFilter=lo&fairness_run='), hash);
    assert.ok(!/[ #<>]/.test(hash.slice(1)), `hash must be URI-encoded: ${hash}`);
    assert.deepEqual(selectionFromParams(parseHash(hash), KIND), sel);
    assert.deepEqual(refFromParams(parseHash(hash)), ref);
  });

  test('one-vs-rest (b = null) round-trips as an absent key', () => {
    const sel = {...defaultSelection(KIND), a: 'man', b: null};
    const params = selectionToParams(sel, KIND);
    assert.ok(!params.some(([k]) => k === 'fairness_b'));
    assert.deepEqual(selectionFromParams(params, KIND), sel);
  });

  test('malformed values fall back to defaults and foreign keys are ignored', () => {
    const sel = selectionFromParams(
      [
        ['fairness_step', '-3'],
        ['fairness_sort', 'nope'],
        ['fairness_dir', 'sideways'],
        ['fairness_gap_min', 'abc'],
        ['fairness_count_max', 'Infinity'],
        ['fairness_k', '0'],
        ['run', 'not ours'],
      ],
      KIND,
    );
    assert.deepEqual(sel, defaultSelection(KIND));
  });

  test('a sort column without a direction takes its default direction', () => {
    assert.equal(selectionFromParams([['fairness_sort', 'label']], KIND).dir, 'asc');
    assert.equal(selectionFromParams([['fairness_sort', 'count']], KIND).dir, 'desc');
  });

  test('merging keeps the tab and other keys, replaces only ours', () => {
    const h = mergeHash('#scalars&fairness_run=old&_smoothingWeight=0.6&fairness_q=x', 'fairness_', [['fairness_run', 'new']]);
    assert.equal(h, '#scalars&_smoothingWeight=0.6&fairness_run=new');
    assert.equal(mergeHash('', 'fairness_', []), '');
    assert.equal(mergeHash('#fairness', 'fairness_', []), '#fairness');
    assert.deepEqual(parseHash('#fairness&bad=%E0%A4%A&x=1'), [
      ['bad', '%E0%A4%A'],
      ['x', '1'],
    ]);
  });

  test("the view's own defaults are frozen; each default selection is a fresh object", () => {
    assert.ok(Object.isFrozen(ASSOCIATION_VIEW_DEFAULTS));
    const a = defaultSelection(KIND);
    a.gap[0] = 1;
    a.level = 0.5;
    assert.deepEqual(defaultSelection(KIND).gap, [null, null]);
    assert.equal(defaultSelection(KIND).level, 0.95);
  });
});

describe('filtering', () => {
  const report = makeReport([
    {label: 'skateboard', count: 1200, gap: 0.43},
    {label: 'Board game', count: 50, gap: -0.2},
    {label: HOSTILE, count: 3, gap: '-inf'},
    {label: 'apron', count: 10, gap: '+inf'},
    {label: 'yarn', count: 7, gap: 'undefined'},
    {label: 'a, "quoted" label', count: 0, gap: 0},
  ]);
  const all = sortRows(report, 'gap', 'desc');

  test('no filter returns every row in order', () => {
    const rows = filterRows(report, all, {search: null, gap: [null, null], count: [null, null]});
    assert.deepEqual(labelsOf(report, rows), ['apron', 'skateboard', 'a, "quoted" label', 'Board game', HOSTILE, 'yarn']);
  });

  test('regex search is case-insensitive and keeps the sort order', () => {
    const rows = filterRows(report, all, {search: compileSearch('board').regex, gap: [null, null], count: [null, null]});
    assert.deepEqual(labelsOf(report, rows), ['skateboard', 'Board game']);
    const anchored = filterRows(report, all, {search: compileSearch('^a').regex, gap: [null, null], count: [null, null]});
    assert.deepEqual(labelsOf(report, anchored), ['apron', 'a, "quoted" label']);
    const html = filterRows(report, all, {search: compileSearch('<img').regex, gap: [null, null], count: [null, null]});
    assert.deepEqual(labelsOf(report, html), [HOSTILE]);
  });

  test('an invalid regex is reported, not thrown, and filters nothing', () => {
    for (const bad of ['(', '[a-', '*', 'a{2,1}', '\\']) {
      const s = compileSearch(bad);
      assert.equal(s.regex, null, bad);
      assert.equal(typeof s.error, 'string', bad);
      assert.ok(s.error!.length > 0);
      const rows = filterRows(report, all, {search: s.regex, gap: [null, null], count: [null, null]});
      assert.equal(rows.length, report.rows);
    }
    assert.deepEqual(compileSearch(''), {regex: null, error: null});
  });

  test('gap range: +inf passes minimums, -inf passes maximums, undefined fails any bound', () => {
    const f = (gap: [number | null, number | null]) => labelsOf(report, filterRows(report, all, {search: null, gap, count: [null, null]}));
    assert.deepEqual(f([0, null]), ['apron', 'skateboard', 'a, "quoted" label']);
    assert.deepEqual(f([null, 0]), ['a, "quoted" label', 'Board game', HOSTILE]);
    assert.deepEqual(f([-0.2, 0.43]), ['skateboard', 'a, "quoted" label', 'Board game']);
    assert.deepEqual(f([1, 0]), []);
  });

  test('count range is inclusive on c(y)', () => {
    const rows = filterRows(report, all, {search: null, gap: [null, null], count: [3, 50]});
    assert.deepEqual(labelsOf(report, rows), ['apron', 'Board game', HOSTILE, 'yarn']);
  });

  test('filters combine', () => {
    const rows = filterRows(report, all, {search: compileSearch('a').regex, gap: [null, 0.5], count: [1, null]});
    // apron: +inf gap > 0.5; yarn: undefined gap; the quoted label: c(y) = 0.
    assert.deepEqual(labelsOf(report, rows), ['skateboard', 'Board game', HOSTILE]);
  });
});

describe('sorting', () => {
  const report = makeReport([
    {label: 'u1', gap: 'undefined', value_a: 'undefined', count: 5},
    {label: 'fin_hi', gap: 2, value_a: 0.5, count: 9},
    {label: 'neg_inf', gap: '-inf', value_a: '-inf', count: 1},
    {label: 'pos_inf', gap: '+inf', value_a: 0.1, count: 5},
    {label: 'fin_lo', gap: -3, value_a: -0.5, count: 2},
    {label: 'u2', gap: 'undefined', value_a: 'undefined', count: 7},
    {label: 'fin_mid', gap: 0, value_a: 0, count: 5},
  ]);

  test('descending: +inf, finite high to low, -inf, then undefined', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'gap', 'desc')), ['pos_inf', 'fin_hi', 'fin_mid', 'fin_lo', 'neg_inf', 'u1', 'u2']);
  });

  test('ascending: -inf, finite low to high, +inf, then undefined (still last)', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'gap', 'asc')), ['neg_inf', 'fin_lo', 'fin_mid', 'fin_hi', 'pos_inf', 'u1', 'u2']);
  });

  test('value columns follow the same rules', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'value_a', 'desc')), [
      'fin_hi',
      'pos_inf',
      'fin_mid',
      'fin_lo',
      'neg_inf',
      'u1',
      'u2',
    ]);
    assert.deepEqual(labelsOf(report, sortRows(report, 'value_a', 'asc')), [
      'neg_inf',
      'fin_lo',
      'fin_mid',
      'pos_inf',
      'fin_hi',
      'u1',
      'u2',
    ]);
  });

  test('ties keep the server order in both directions', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'count', 'desc')), [
      'fin_hi',
      'u2',
      'u1',
      'pos_inf',
      'fin_mid',
      'fin_lo',
      'neg_inf',
    ]);
    assert.deepEqual(labelsOf(report, sortRows(report, 'count', 'asc')), ['neg_inf', 'fin_lo', 'u1', 'pos_inf', 'fin_mid', 'u2', 'fin_hi']);
  });

  test('labels sort by code units', () => {
    const r = makeReport([{label: 'b'}, {label: 'B'}, {label: 'a'}, {label: 'é'}]);
    assert.deepEqual(labelsOf(r, sortRows(r, 'label', 'asc')), ['B', 'a', 'b', 'é']);
    assert.deepEqual(labelsOf(r, sortRows(r, 'label', 'desc')), ['é', 'b', 'a', 'B']);
  });

  test('a null without a state sorts as undefined', () => {
    const r = makeReport([
      {label: 'x', gap: 1},
      {label: 'y', gap: 2},
    ]);
    r.columns.gap[0] = null;
    r.states.gap[0] = null;
    assert.deepEqual(labelsOf(r, sortRows(r, 'gap', 'asc')), ['y', 'x']);
    assert.deepEqual(labelsOf(r, sortRows(r, 'gap', 'desc')), ['y', 'x']);
  });

  test('sorting is a permutation of 100,000 rows, quickly', () => {
    const rows = Array.from({length: 100_000}, (_, i) => ({
      label: `l${i}`,
      gap: i % 97 === 0 ? ('undefined' as const) : i % 89 === 0 ? ('+inf' as const) : Math.sin(i),
    }));
    const r = makeReport(rows);
    const t0 = performance.now();
    const order = sortRows(r, 'gap', 'desc');
    const ms = performance.now() - t0;
    assert.equal(new Set(order).size, 100_000);
    assert.ok(ms < 2000, `sorting took ${ms} ms`);
  });
});

describe('histogram bins', () => {
  test('equal-width bins over the finite gaps; others counted apart', () => {
    const r = makeReport([
      {label: 'a', gap: 0},
      {label: 'b', gap: 1},
      {label: 'c', gap: 2},
      {label: 'd', gap: 4},
      {label: 'e', gap: '+inf'},
      {label: 'f', gap: '-inf'},
      {label: 'g', gap: '-inf'},
      {label: 'h', gap: 'undefined'},
    ]);
    const h = gapHistogram(r, sortRows(r, 'gap', 'desc'), 4);
    assert.deepEqual(h.bins, [
      {x0: 0, x1: 1, count: 1},
      {x0: 1, x1: 2, count: 1},
      {x0: 2, x1: 3, count: 1},
      {x0: 3, x1: 4, count: 1},
    ]);
    assert.equal(h.finite, 4);
    assert.deepEqual(h.nonFinite, {posInf: 1, negInf: 2, undefined: 1});
  });

  test('the maximum falls in the last bin; every finite value is counted once', () => {
    const gaps = [-1, -0.5, -0.25, 0, 0.1, 0.2, 0.3, 1];
    const r = makeReport(gaps.map((gap, i) => ({label: `l${i}`, gap})));
    const h = gapHistogram(r, sortRows(r, 'gap', 'desc'), 5);
    assert.equal(h.bins.length, 5);
    assert.equal(h.bins[0].x0, -1);
    assert.equal(h.bins[4].x1, 1);
    assert.equal(
      h.bins.reduce((s, b) => s + b.count, 0),
      gaps.length,
    );
    assert.equal(h.bins[4].count, 1);
  });

  test('equal values make one bin; no finite value makes none', () => {
    const r = makeReport([
      {label: 'a', gap: 0.5},
      {label: 'b', gap: 0.5},
      {label: 'c', gap: 'undefined'},
    ]);
    assert.deepEqual(gapHistogram(r, sortRows(r, 'gap', 'desc')).bins, [{x0: 0, x1: 1, count: 2}]);
    const u = makeReport([{label: 'a', gap: 'undefined'}]);
    assert.deepEqual(gapHistogram(u, sortRows(u, 'gap', 'desc')).bins, []);
  });

  test('only the rows given are binned', () => {
    const r = makeReport([
      {label: 'a', gap: 0},
      {label: 'b', gap: 10},
    ]);
    const h = gapHistogram(r, Int32Array.of(0));
    assert.equal(h.finite, 1);
  });
});

describe('count distribution of the top K', () => {
  const counts = [1, 10, 100, 1000, 10, 0, 100];
  const r = makeReport(counts.map((count, i) => ({label: `l${i}`, count, gap: -i})));
  const order = sortRows(r, 'gap', 'desc'); // l0, l1, ...: counts in the order above

  test('log bins share edges between the top K and all rows', () => {
    const d = countDistribution(r, order, 3, 3);
    assert.equal(d.k, 3);
    assert.equal(d.bins.length, 3);
    assert.ok(Math.abs(d.bins[0].x0 - 1) < 1e-9);
    assert.ok(Math.abs(d.bins[2].x1 - 1000) < 1e-9);
    assert.deepEqual(
      d.bins.map((b) => b.top),
      [1, 1, 1],
    );
    assert.deepEqual(
      d.bins.map((b) => b.all),
      [1, 2, 3],
    );
    assert.equal(d.topMedian, 10);
    assert.equal(d.allMedian, 55);
    assert.equal(d.zero, 0);
  });

  test('zero counts are counted apart; K larger than the table takes every row', () => {
    const d = countDistribution(r, order, 1000);
    assert.equal(d.k, 7);
    assert.equal(d.zero, 1);
    assert.equal(d.topShown, 6);
    assert.equal(
      d.bins.reduce((s, b) => s + b.top, 0),
      6,
    );
  });

  test('an empty table has no bins', () => {
    const d = countDistribution(r, new Int32Array(0), 100);
    assert.deepEqual(d.bins, []);
    assert.equal(d.topMedian, null);
  });
});

describe('statistics: hash parameters', () => {
  test('the four statistics and the filter use their own keys, defaults left out', () => {
    const sel: Selection = {
      ...defaultSelection(KIND),
      rankBy: 'bound',
      sort: 'bound',
      level: 0.9,
      fdr: 0.1,
      minCount: 0,
      significantOnly: true,
    };
    const params = selectionToParams(sel, KIND);
    assert.deepEqual(params, [
      ['fairness_rank_by', 'bound'],
      ['fairness_level', '0.9'],
      ['fairness_fdr', '0.1'],
      ['fairness_min_count', '0'],
      ['fairness_significant', '1'],
    ]);
    assert.deepEqual(selectionFromParams(params, KIND), sel);
    // Back to defaults: nothing in the hash.
    assert.deepEqual(
      selectionToParams({...sel, rankBy: 'signed', sort: 'gap', level: 0.95, fdr: 0.05, minCount: null, significantOnly: false}, KIND),
      [],
    );
  });

  test('rank_by=bound sorts by bound by default; another sort is kept in the hash', () => {
    const sel = selectionFromParams([['fairness_rank_by', 'bound']], KIND);
    assert.equal(sel.sort, 'bound');
    assert.equal(sel.dir, 'desc');
    const byGap = {...sel, sort: 'gap' as const};
    const params = selectionToParams(byGap, KIND);
    assert.deepEqual(params, [
      ['fairness_rank_by', 'bound'],
      ['fairness_sort', 'gap'],
      ['fairness_dir', 'desc'],
    ]);
    assert.deepEqual(selectionFromParams(params, KIND), byGap);
    // rank_by=signed with sort=bound is not the default either.
    assert.deepEqual(selectionToParams({...defaultSelection(KIND), sort: 'bound'}, KIND), [
      ['fairness_sort', 'bound'],
      ['fairness_dir', 'desc'],
    ]);
  });

  test('the label search keeps `q`; the FDR is `fdr`', () => {
    const sel = selectionFromParams(
      [
        ['fairness_q', '0.5'],
        ['fairness_fdr', '0.2'],
      ],
      KIND,
    );
    assert.equal(sel.search, '0.5');
    assert.equal(sel.fdr, 0.2);
  });

  test("rank_by is `signed` or `bound`; an old link's `gap` is `signed`", () => {
    assert.equal(parseRankBy('signed', KIND), 'signed');
    assert.equal(parseRankBy('bound', KIND), 'bound');
    assert.equal(parseRankBy('gap', KIND), 'signed');
    assert.equal(parseRankBy('Gap', KIND), null);
    assert.equal(parseRankBy(undefined, KIND), null);
    const old = selectionFromParams(
      [
        ['fairness_rank_by', 'gap'],
        ['fairness_sort', 'bound'],
      ],
      KIND,
    );
    assert.equal(old.rankBy, 'signed');
    assert.equal(old.sort, 'bound');
    // The default ranking is left out of the hash (the old spelling is not written back).
    assert.deepEqual(selectionToParams({...old, sort: 'gap'}, KIND), []);
  });

  test("the CSV's options are the ones the response answered", () => {
    const r = {
      ...makeReport([{label: 'x'}]),
      metric: 'dp',
      a: 'man',
      b: null,
      level: 0.9,
      fdr: 0.1,
      min_count: 3,
      rank_by: 'bound' as const,
    };
    assert.deepEqual(associationsTableOptions(r), {metric: 'dp', a: 'man', rank_by: 'bound', min_count: '3', level: '0.9', fdr: '0.1'});
    assert.deepEqual(associationsTableOptions({...r, b: 'woman'}).b, 'woman');
  });

  test('malformed statistics fall back to their defaults', () => {
    for (const [key, values] of [
      ['fairness_rank_by', ['', 'Bound', 'p_value', 'gap ']],
      ['fairness_level', ['', 'x', '1', '0.4', '-0.95', 'NaN', 'Infinity']],
      ['fairness_fdr', ['', 'x', '0', '1', '-0.1', '1e9']],
      ['fairness_min_count', ['', 'x', '-1', '2.5', '1e400', 'Infinity']],
      ['fairness_significant', ['', 'true', '0', 'yes']],
    ] as const) {
      for (const v of values) {
        assert.deepEqual(selectionFromParams([[key, v]], KIND), defaultSelection(KIND), `${key}=${v}`);
      }
    }
    // Valid, if unusual, values are kept (the level picker offers them too).
    assert.equal(selectionFromParams([['fairness_level', '0.8']], KIND).level, 0.8);
    assert.equal(selectionFromParams([['fairness_min_count', '0']], KIND).minCount, 0);
    assert.equal(selectionFromParams([['fairness_fdr', '0.001']], KIND).fdr, 0.001);
  });

  test("the defaults are the kind's served ones: a value equal to one is left out, an invalid one falls back to it", () => {
    const d = defaultSelection(KIND);
    assert.deepEqual([d.metric, d.rankBy, d.level, d.fdr, d.minCount], ['npmi_xy', 'signed', 0.95, 0.05, null]);
    // Another server's defaults: what the hash leaves out follows them.
    const moved = withOption(withOption(withOption(KIND, 'level', {default: 0.9}), 'fdr', {default: 0.1}), 'metric', {default: 'dp'});
    const m = defaultSelection(moved);
    assert.deepEqual([m.metric, m.level, m.fdr], ['dp', 0.9, 0.1]);
    assert.deepEqual(selectionToParams(m, moved), []);
    assert.deepEqual(selectionToParams({...m, level: 0.95, fdr: 0.05, metric: 'npmi_xy'}, moved), [
      ['fairness_metric', 'npmi_xy'],
      ['fairness_level', '0.95'],
      ['fairness_fdr', '0.05'],
    ]);
    assert.equal(selectionFromParams([['fairness_fdr', '1']], moved).fdr, 0.1);
    // A metric the kind does not offer is its default.
    assert.equal(selectionFromParams([['fairness_metric', 'recall']], KIND).metric, 'npmi_xy');
    assert.equal(selectionFromParams([['fairness_metric', 'pmi']], KIND).metric, 'pmi');
    // The bounds are the declaration's too: a min count below its minimum is the report's own.
    const atLeast5 = withOption(KIND, 'min_count', {minimum: 5});
    assert.equal(selectionFromParams([['fairness_min_count', '3']], atLeast5).minCount, null);
    assert.equal(selectionFromParams([['fairness_min_count', '3']], KIND).minCount, 3);
  });

  test('a kind the server does not declare: no default, no value (the server applies its own)', () => {
    const none = defaultSelection(null);
    assert.deepEqual([none.metric, none.rankBy, none.level, none.fdr], [null, null, null, null]);
    assert.equal(none.sort, 'gap');
    assert.deepEqual(selectionToParams(none, null), []);
    assert.deepEqual(selectionFromParams([['fairness_level', '0.9']], null), none);
  });

  test('p_value sorts ascending when its header is first clicked', () => {
    assert.equal(selectionFromParams([['fairness_sort', 'p_value']], KIND).dir, 'asc');
    assert.equal(selectionFromParams([['fairness_sort', 'bound']], KIND).dir, 'desc');
  });
});

describe('statistics: sorting and filtering', () => {
  const report = makeReport([
    {label: 'big', gap: 0.5, lower: 0.4, upper: 0.6, p_value: 1e-12, bound: 0.4, significant: true},
    {label: 'wide', gap: 0.7, lower: -0.1, upper: 1.5, p_value: 0.08, bound: 0},
    {label: 'inf', gap: '+inf'},
    {label: 'halfinf', gap: '+inf', lower: 1.78, p_value: 8.8e-6, bound: 1.78, significant: true},
    {label: 'few', gap: 0.9, lower: 0.1, upper: 1.7, insufficient: true},
    {label: 'neg', gap: -0.3, lower: -0.35, upper: -0.25, p_value: 1e-5, bound: -0.25, significant: true},
    {label: 'novar', gap: 0},
    {label: 'mid', gap: 0.2, lower: 0.05, upper: 0.35, p_value: 0.01, bound: 0.05, significant: true},
  ]);

  test('bound descending: nulls (undefined, infinite gap, insufficient) last in server order', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'bound', 'desc')), ['halfinf', 'big', 'mid', 'wide', 'neg', 'inf', 'few', 'novar']);
    assert.deepEqual(labelsOf(report, sortRows(report, 'bound', 'asc')), ['neg', 'wide', 'mid', 'big', 'halfinf', 'inf', 'few', 'novar']);
  });

  test('p-value ascending and descending: nulls last both ways', () => {
    assert.deepEqual(labelsOf(report, sortRows(report, 'p_value', 'asc')), ['big', 'halfinf', 'neg', 'mid', 'wide', 'inf', 'few', 'novar']);
    assert.deepEqual(labelsOf(report, sortRows(report, 'p_value', 'desc')), [
      'wide',
      'mid',
      'neg',
      'halfinf',
      'big',
      'inf',
      'few',
      'novar',
    ]);
  });

  test('significant only keeps the marked rows, in order, with the other filters', () => {
    const all = sortRows(report, 'gap', 'desc');
    const f = {search: null, gap: [null, null] as [null, null], count: [null, null] as [null, null]};
    assert.deepEqual(labelsOf(report, filterRows(report, all, {...f, significantOnly: true})), ['halfinf', 'big', 'mid', 'neg']);
    assert.deepEqual(labelsOf(report, filterRows(report, all, {...f, gap: [0, null], significantOnly: true})), ['halfinf', 'big', 'mid']);
    assert.equal(filterRows(report, all, {...f, significantOnly: false}), all);
  });

  test('cells: interval text, p-value text and the reasons', () => {
    const i = (label: string) => report.columns.label.indexOf(label);
    const big = statsCell(report, i('big'), 10);
    assert.deepEqual(big.interval, [0.4, 0.6]);
    assert.equal(big.intervalText, '[0.4, 0.6]');
    assert.equal(big.pText, '<1e\u22126');
    assert.ok(big.significant && !big.insufficient);
    const few = statsCell(report, i('few'), 25);
    assert.equal(few.pText, '\u2014');
    assert.equal(few.pTitle, 'Insufficient: label seen fewer than 25 times (or an identity is)');
    assert.ok(few.insufficient);
    const inf = statsCell(report, i('inf'), 10);
    assert.equal(inf.interval, null);
    assert.equal(inf.intervalText, 'undefined');
    assert.match(inf.intervalReason!, /infinite/);
    assert.equal(inf.pText, 'undefined');
    // A zero count with a log metric: infinite gap, an interval open on that side, a p-value.
    const half = statsCell(report, i('halfinf'), 10);
    assert.equal(half.interval, null);
    assert.equal(half.intervalText, '[1.78, +\u221e)');
    assert.match(half.intervalReason!, /open on that side/);
    assert.ok(half.significant && half.p === 8.8e-6);
    const novar = statsCell(report, i('novar'), 10);
    assert.match(novar.intervalReason!, /no variance/);
    assert.equal(statsCell(report, i('wide'), 10).pText, '0.08');
  });

  test('the whiskers share one domain holding 0 and every sufficient interval', () => {
    assert.deepEqual(intervalDomain(report), [-0.35, 1.5]);
    // Only insufficient rows: theirs.
    assert.deepEqual(intervalDomain(makeReport([{label: 'x', lower: 0.5, upper: 2, insufficient: true}])), [0, 2]);
    assert.deepEqual(intervalDomain(makeReport([{label: 'x'}])), [-1, 1]);
    // Many rows: the extreme 2.5% on each side is clipped.
    const many = makeReport(
      Array.from({length: 200}, (_, k) => ({label: `l${k}`, gap: 0.1, lower: k === 0 ? -50 : 0, upper: k === 1 ? 90 : 0.2})),
    );
    assert.deepEqual(intervalDomain(many), [0, 0.2]);
  });

  test('the whiskers\u2019 domain equals the nearest-rank percentiles of the sorted limits', () => {
    // Against nearest-rank percentiles computed here, on random limits with ties and a few insufficient rows.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const n of [1, 49, 50, 51, 997, 5000]) {
      const rows = Array.from({length: n}, (_, k) => {
        const lower = Math.round((random() - 0.6) * 40) / 10;
        return {label: `l${k}`, lower, upper: lower + Math.round(random() * 30) / 10, insufficient: random() < 0.1};
      });
      const sufficient = rows.filter((r) => !r.insufficient);
      const used = sufficient.length > 0 ? sufficient : rows;
      const rank = (values: number[], q: number) => {
        const sorted = [...values].sort((x, y) => x - y);
        return sorted[Math.round(q * (sorted.length - 1))];
      };
      const tail = used.length >= 50 ? 0.025 : 0;
      let lo = Math.min(
        0,
        rank(
          used.map((r) => r.lower),
          tail,
        ),
      );
      let hi = Math.max(
        0,
        rank(
          used.map((r) => r.upper),
          1 - tail,
        ),
      );
      if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
      assert.deepEqual(intervalDomain(makeReport(rows)), [lo, hi], `n=${n}`);
    }
  });
});

describe('statistics: formatting and legend', () => {
  test('p-values', () => {
    assert.equal(formatPValue(1.2e-40), '<1e\u22126');
    assert.equal(formatPValue(1e-6), '1e\u22126');
    assert.equal(formatPValue(2.34e-4), '2.3e\u22124');
    assert.equal(formatPValue(0.0123), '0.012');
    assert.equal(formatPValue(0.5), '0.5');
    assert.equal(formatPValue(1), '1');
    assert.equal(formatPValue(null), '');
  });

  test('intervals', () => {
    assert.equal(formatInterval(0.39, 0.47), '[0.39, 0.47]');
    assert.equal(formatInterval(-0.012345, 1234.5678), '[\u22120.0123, 1230]');
    assert.equal(formatInterval(-2e-7, 0), '[\u22122e\u22127, 0]');
  });

  test('the legend names the level, q, counts and min count', () => {
    const r = makeReport([
      {label: 'a', p_value: 0.001, significant: true},
      {label: 'b', p_value: 0.5},
      {label: 'c', insufficient: true},
    ]);
    const l = legend(r);
    assert.equal(l.interval, "Whiskers: the gap's 95% interval (delta method / Newcombe, see the docs)");
    assert.equal(l.significance, '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (1 of 2 rows with a p-value)');
    assert.equal(l.insufficient, 'grey: insufficient (1 row: the label or an identity seen fewer than 10 times; no p-value)');
    assert.equal(l.overlap, null);
    const old = legend({...r, overlap_known: false, level: 0.99, fdr: 0.1, min_count: 3});
    assert.match(old.interval, /99% interval/);
    assert.match(old.significance, /FDR q = 0.1 /);
    assert.match(old.insufficient, /fewer than 3 times/);
    assert.equal(old.overlap, 'This report was written before version 2: intervals assume the identities never overlap');
  });
});

describe('statistics: power', () => {
  const old = makeReport([
    {label: 'sig', p_value: 0.001, significant: true},
    {label: 'low', p_value: 0.4},
    {label: 'enough', p_value: 0.3},
    {label: 'few', insufficient: true},
  ]);
  /** The same rows as a newer server sends them: every row but `enough` underpowered. */
  const withPower = (metric: string): AssociationsResponse => ({
    ...old,
    metric,
    power: 0.8,
    min_gap: 0.05,
    underpowered: 2,
    columns: {
      ...old.columns,
      mde: [0.01, 0.132, 0.02, null],
      more_examples: [0, 1233.2, 0, null],
      // `sig` and `few` are marked too, to show the cell still needs no ★ and a p-value.
      underpowered: [true, true, false, true],
    },
  });
  const i = (label: string) => old.columns.label.indexOf(label);

  test('gaps read in percentage points for dp, as plain 3-digit values otherwise', () => {
    assert.equal(gapText('dp')(0.05), '5.0 pp');
    assert.equal(gapText('dp')(0.1321), '13.2 pp');
    assert.equal(gapText('npmi_xy')(0.05), '0.05');
    assert.equal(gapText('npmi_xy')(0.12345), '0.123');
    assert.equal(gapText('pmi')(-1.2345), '\u22121.23');
    assert.equal(gapText('pmi')(null), '\u2014');
  });

  test('only a non-significant underpowered row with a p-value has a low-power mark', () => {
    const r = withPower('npmi_xy');
    const power = rowPower(r);
    assert.ok(power !== null);
    assert.deepEqual(power.settings, {power: 0.8, minGap: 0.05, level: 0.95});
    const low = statsCell(r, i('low'), 10, power).lowPower;
    assert.equal(
      low,
      'Low power: this test sees a gap of 0.132 or more (80% power at the 95% level), larger than the smallest gap that matters (0.05): ' +
        'no significant gap here does not mean there is none. About 1,234 more examples in the report (every identity in proportion) would see 0.05.',
    );
    assert.equal(statsCell(r, i('sig'), 10, power).lowPower, null);
    assert.equal(statsCell(r, i('enough'), 10, power).lowPower, null);
    assert.equal(statsCell(r, i('few'), 10, power).lowPower, null);
    // Without the power (a caller that passes none), no mark.
    assert.equal(statsCell(r, i('low'), 10).lowPower, null);
    // dp reads in points.
    const dp = withPower('dp');
    assert.match(statsCell(dp, i('low'), 10, rowPower(dp)).lowPower!, /sees a gap of 13\.2 pp or more .* \(5\.0 pp\)/);
  });

  test('an older response (no power, no columns of power) has no marks and no line', () => {
    assert.equal(rowPower(old), null);
    const fake: RowPower = {settings: {power: 0.8, minGap: 0.05, level: 0.95}, gapText: gapText('npmi_xy')};
    for (let k = 0; k < old.rows; k++) assert.equal(statsCell(old, k, 10, fake).lowPower, null);
    assert.equal(legend(old).lowPower, '');
  });

  test('the legend counts the low-power rows among those with a p-value', () => {
    assert.equal(
      legend(withPower('npmi_xy')).lowPower,
      'low power: 1 of 3 rows with a p-value could not have seen a gap of 0.05 (80% power at the 95% level), so their missing \u2605 is not a finding',
    );
    assert.match(legend(withPower('dp')).lowPower, /could not have seen a gap of 5\.0 pp /);
    const none = withPower('npmi_xy');
    assert.equal(legend({...none, columns: {...none.columns, underpowered: [false, false, false, false]}}).lowPower, '');
  });
});
