import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  SKEW_CLASSES_TABLE,
  SKEW_VIEW_DEFAULTS,
  SKEW_COLUMNS,
  bandOf,
  classPanels,
  defaultSkewSelection,
  filterSkewRows,
  skewLegend,
  skewStatsCell,
  skewTableOptions,
  vDomain,
  skewDefaultDir,
  skewFromParams,
  skewToParams,
  sortSkewRows,
  vHistogram,
  worstGroupWords,
  modelWorstGroupTitle,
  type SkewSelection,
} from '../src/kinds/skew_size/state.js';
import {compileSearch, refFromParams, refToParams} from '../src/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {classesOf, kindFixture, makeSkewClass, makeSkewReport, withOption} from './fixtures.js';

/** The kind's declaration, as the server serves it (mev, level and fdr: defaults and bounds). */
const KIND = kindFixture('skew_size');

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('skew hash round trip', () => {
  test('defaults encode to nothing', () => {
    assert.deepEqual(skewToParams(defaultSkewSelection(KIND), KIND), []);
    assert.deepEqual(skewFromParams([], KIND), defaultSkewSelection(KIND));
    assert.ok(Object.isFrozen(SKEW_VIEW_DEFAULTS));
    assert.deepEqual(defaultSkewSelection(KIND), {...SKEW_VIEW_DEFAULTS, mev: 5, level: 0.95, fdr: 0.05, minCount: 50});
  });

  test("mev, level and FDR default to the kind's served values, whatever they are", () => {
    const moved = withOption(withOption(withOption(KIND, 'mev', {default: 0}), 'level', {default: 0.9}), 'fdr', {default: 0.1});
    const d = defaultSkewSelection(moved);
    assert.deepEqual([d.mev, d.level, d.fdr], [0, 0.9, 0.1]);
    assert.deepEqual(skewToParams(d, moved), []);
    assert.deepEqual(skewToParams({...d, mev: 5, level: 0.95, fdr: 0.05}, moved), [
      ['fairness_mev', '5'],
      ['fairness_level', '0.95'],
      ['fairness_fdr', '0.05'],
    ]);
    assert.deepEqual(skewFromParams([['fairness_mev', '-1']], moved), d);
    // Bounds as declared: a narrower level range refuses 0.55.
    assert.equal(skewFromParams([['fairness_level', '0.55']], KIND).level, 0.55);
    assert.equal(skewFromParams([['fairness_level', '0.55']], withOption(KIND, 'level', {minimum: 0.6})).level, 0.95);
    // No declaration: no default and no value (the server's own apply).
    assert.deepEqual(defaultSkewSelection(null), {...SKEW_VIEW_DEFAULTS, mev: null, level: null, fdr: null, minCount: null});
    assert.deepEqual(skewToParams(defaultSkewSelection(null), null), []);
    assert.equal(skewFromParams([['fairness_mev', '2']], null).mev, null);
  });

  test('class, mev, sort and search survive encode, TensorBoard hash formatting and decode', () => {
    const sel: SkewSelection = {
      cls: HOSTILE + ' & #=%',
      mev: 0,
      level: 0.99,
      fdr: 0.1,
      minCount: 20,
      sort: 'band',
      dir: 'asc',
      search: '^nur(se)?|<img',
    };
    const ref = {run: 'clip', tag: 'skew/val', step: 3};
    const hash = mergeHash('#fairness&tagFilter=x', 'fairness_', [...refToParams(ref), ...skewToParams(sel, KIND)]);
    assert.ok(!/[ #<>]/.test(hash.slice(1)), `hash must be URI-encoded: ${hash}`);
    assert.deepEqual(skewFromParams(parseHash(hash), KIND), sel);
    assert.deepEqual(refFromParams(parseHash(hash)), ref);
    const keys = parseHash(hash).map(([k]) => k);
    assert.deepEqual(keys, [
      'tagFilter',
      'fairness_run',
      'fairness_tag',
      'fairness_step',
      'fairness_class',
      'fairness_mev',
      'fairness_level',
      'fairness_fdr',
      'fairness_min_count',
      'fairness_sort',
      'fairness_dir',
      'fairness_q',
    ]);
  });

  test('the min count: the served one (50) left out, a count kept, what the option refuses falls back', () => {
    assert.equal(defaultSkewSelection(KIND).minCount, 50);
    assert.deepEqual(skewToParams(defaultSkewSelection(KIND), KIND), []);
    assert.deepEqual(skewToParams({...defaultSkewSelection(KIND), minCount: 10}, KIND), [['fairness_min_count', '10']]);
    assert.equal(skewFromParams([['fairness_min_count', '10']], KIND).minCount, 10);
    for (const bad of ['0', '2.5', '-3', 'x']) assert.equal(skewFromParams([['fairness_min_count', bad]], KIND).minCount, 50, bad);
  });

  test('the served mev (5) is left out; fractional mev survives', () => {
    assert.deepEqual(skewToParams({...defaultSkewSelection(KIND), mev: 5}, KIND), []);
    assert.deepEqual(skewToParams({...defaultSkewSelection(KIND), mev: 2.5}, KIND), [['fairness_mev', '2.5']]);
    assert.equal(skewFromParams([['fairness_mev', '2.5']], KIND).mev, 2.5);
  });

  test('malformed values fall back to defaults', () => {
    const sel = skewFromParams(
      [
        ['fairness_mev', '-1'],
        ['fairness_sort', 'value_a'],
        ['fairness_dir', 'up'],
        ['fairness_class', ''],
        ['mev', '3'],
      ],
      KIND,
    );
    assert.deepEqual(sel, defaultSkewSelection(KIND));
    assert.equal(skewFromParams([['fairness_mev', 'abc']], KIND).mev, 5);
    assert.equal(skewFromParams([['fairness_mev', 'Infinity']], KIND).mev, 5);
  });

  test('level and FDR: defaults left out; q stays the search; malformed values fall back', () => {
    assert.deepEqual(skewToParams({...defaultSkewSelection(KIND), level: 0.95, fdr: 0.05}, KIND), []);
    assert.deepEqual(skewToParams({...defaultSkewSelection(KIND), level: 0.9, fdr: 0.01, search: 'x'}, KIND), [
      ['fairness_level', '0.9'],
      ['fairness_fdr', '0.01'],
      ['fairness_q', 'x'],
    ]);
    const sel = skewFromParams(
      [
        ['fairness_level', '0.8'],
        ['fairness_fdr', '0.2'],
        ['fairness_q', '0.3'],
      ],
      KIND,
    );
    assert.equal(sel.level, 0.8); // any level the route takes, not only the picker's
    assert.equal(sel.fdr, 0.2);
    assert.equal(sel.search, '0.3');
    for (const bad of ['1', '0.4', '-0.95', 'abc', '', 'Infinity']) {
      assert.equal(skewFromParams([['fairness_level', bad]], KIND).level, 0.95, `level ${bad}`);
    }
    for (const bad of ['0', '1', '-0.1', '2', 'abc', '', 'NaN']) {
      assert.equal(skewFromParams([['fairness_fdr', bad]], KIND).fdr, 0.05, `fdr ${bad}`);
    }
  });

  test('a sort column without a direction takes its default direction', () => {
    assert.equal(skewFromParams([['fairness_sort', 'class']], KIND).dir, 'asc');
    assert.equal(skewFromParams([['fairness_sort', 'gap']], KIND).dir, 'desc');
    assert.equal(skewDefaultDir('worst_group'), 'asc');
    assert.equal(skewDefaultDir('band'), 'desc');
    assert.equal(skewDefaultDir('p_value'), 'asc');
    assert.equal(skewFromParams([['fairness_sort', 'p_value']], KIND).dir, 'asc');
  });
});

describe('skew sorting', () => {
  const r = makeSkewReport([
    {class: 'nurse', v: 0.41, accuracy: 0.7, gap: 0.15, n: 230},
    {class: 'one_group', v: 'one_group', accuracy: 0.9, gap: 0, n: 40},
    {class: 'surgeon', v: 0.05, accuracy: 0.9, gap: 0.02, n: 100},
    {class: 'empty', v: 'no_examples', n: 0, accuracy: null, worst_group: null, worst_group_accuracy: null, gap: null},
    {class: 'doctor', v: 0.2, accuracy: 0.6, gap: 0.3, n: 100},
    {class: HOSTILE, v: 0.6, accuracy: 0.5, gap: 0.05, n: 12, worst_group: 'lighter'},
  ]);

  test('V descending, undefined last; ascending, undefined still last', () => {
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'cramers_v', 'desc')), [HOSTILE, 'nurse', 'doctor', 'surgeon', 'one_group', 'empty']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'cramers_v', 'asc')), ['surgeon', 'doctor', 'nurse', HOSTILE, 'one_group', 'empty']);
  });

  test('bands sort by strength; a class without V has no band and is last', () => {
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'band', 'desc')), [HOSTILE, 'nurse', 'doctor', 'surgeon', 'one_group', 'empty']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'band', 'asc')), ['surgeon', 'doctor', 'nurse', HOSTILE, 'one_group', 'empty']);
  });

  test('accuracy and gap: null (no examples) last in both directions; ties keep server order', () => {
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'accuracy', 'desc')), ['one_group', 'surgeon', 'nurse', 'doctor', HOSTILE, 'empty']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'accuracy', 'asc')), [HOSTILE, 'doctor', 'nurse', 'one_group', 'surgeon', 'empty']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'gap', 'asc')).at(-1), 'empty');
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'worst_group_accuracy', 'desc')).at(-1), 'empty');
  });

  test('names sort by code units; a missing worst group is last', () => {
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'class', 'asc')), [HOSTILE, 'doctor', 'empty', 'nurse', 'one_group', 'surgeon']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'class', 'desc')), ['surgeon', 'one_group', 'nurse', 'empty', 'doctor', HOSTILE]);
    // lighter > darker; ties in server order.
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'worst_group', 'desc')), [HOSTILE, 'nurse', 'one_group', 'surgeon', 'doctor', 'empty']);
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'worst_group', 'asc')).at(-1), 'empty');
  });

  test('n sorts as a number', () => {
    assert.deepEqual(classesOf(r, sortSkewRows(r, 'n', 'desc')), ['nurse', 'surgeon', 'doctor', 'one_group', HOSTILE, 'empty']);
  });

  test('p-value: smallest first by default; classes without V (no p-value) last in both directions', () => {
    const t = makeSkewReport([
      {class: 'a', v: 0.41, p_value: 0.01},
      {class: 'b', v: 'one_group'},
      {class: 'c', v: 0.05, p_value: 0.8},
      {class: 'd', v: 0.2, p_value: 1e-9},
      {class: 'e', v: 0.2, p_value: null},
    ]);
    assert.deepEqual(classesOf(t, sortSkewRows(t, 'p_value', 'asc')), ['d', 'a', 'c', 'b', 'e']);
    assert.deepEqual(classesOf(t, sortSkewRows(t, 'p_value', 'desc')), ['c', 'a', 'd', 'b', 'e']);
  });

  test('every column sorts to a permutation', () => {
    for (const c of SKEW_COLUMNS) {
      for (const dir of ['asc', 'desc'] as const) {
        assert.equal(new Set(sortSkewRows(r, c, dir)).size, r.rows, `${c} ${dir}`);
      }
    }
  });

  test('class search is a case-insensitive regex over the sorted rows', () => {
    const order = sortSkewRows(r, 'cramers_v', 'desc');
    assert.deepEqual(classesOf(r, filterSkewRows(r, order, compileSearch('^(NURSE|doctor)$').regex)), ['nurse', 'doctor']);
    assert.deepEqual(classesOf(r, filterSkewRows(r, order, compileSearch('<img').regex)), [HOSTILE]);
    assert.equal(filterSkewRows(r, order, compileSearch('(').regex).length, r.rows);
  });
});

describe('V histogram by band', () => {
  test('bands have their paper edges', () => {
    assert.equal(bandOf(0), 'negligible');
    assert.equal(bandOf(0.0999), 'negligible');
    assert.equal(bandOf(0.1), 'small');
    assert.equal(bandOf(0.3), 'medium');
    assert.equal(bandOf(0.4999), 'medium');
    assert.equal(bandOf(0.5), 'large');
    assert.equal(bandOf(1), 'large');
  });

  test('20 bins over [0, 1]: edges align with bands, V = 1 in the last bin, undefined apart', () => {
    const r = makeSkewReport([
      {class: 'a', v: 0.02},
      {class: 'b', v: 0.07},
      {class: 'c', v: 0.1},
      {class: 'd', v: 0.12},
      {class: 'e', v: 0.3},
      {class: 'f', v: 0.5},
      {class: 'g', v: 1},
      {class: 'h', v: 'one_group'},
    ]);
    const h = vHistogram(r, sortSkewRows(r, 'cramers_v', 'desc'));
    assert.deepEqual(
      h.bins.map((b) => [b.x0, b.x1, b.band, b.count]),
      [
        [0, 0.05, 'negligible', 1],
        [0.05, 0.1, 'negligible', 1],
        [0.1, 0.15, 'small', 2],
        [0.3, 0.35, 'medium', 1],
        [0.5, 0.55, 'large', 1],
        [0.95, 1, 'large', 1],
      ],
    );
    assert.deepEqual(h.byBand, {negligible: 2, small: 2, medium: 1, large: 2});
    assert.equal(h.defined, 7);
    assert.equal(h.undefined, 1);
  });

  test('only the rows given (the search) are counted', () => {
    const r = makeSkewReport([
      {class: 'a', v: 0.2},
      {class: 'b', v: 0.6},
    ]);
    const h = vHistogram(r, Int32Array.of(1));
    assert.equal(h.defined, 1);
    assert.deepEqual(h.byBand, {negligible: 0, small: 0, medium: 0, large: 1});
    assert.deepEqual(vHistogram(r, new Int32Array(0)).bins, []);
  });
});

describe('drill-down panels', () => {
  test('one panel per group: shares within the group, correct and dropped marked, mistakes by rank', () => {
    const p = classPanels(makeSkewClass());
    assert.deepEqual(
      p.panels.map((g) => g.group),
      ['lighter', 'darker'],
    );
    const [lighter, darker] = p.panels;
    assert.deepEqual(
      lighter.bars.map((b) => [b.label, b.count, b.correct, b.kept]),
      [
        ['nurse', 96, true, true],
        ['surgeon', 10, false, true],
        ['doctor', 14, false, false],
      ],
    );
    assert.equal(lighter.bars[0].share, 96 / 120);
    assert.equal(darker.bars[1].share, 40 / 110);
    assert.equal(p.maxShare, 96 / 120);
    assert.equal(p.dropped, 1);
    assert.deepEqual(
      darker.mistakes.map((m) => [m.rank, m.label]),
      [
        [1, 'surgeon'],
        [2, 'doctor'],
      ],
    );
    assert.deepEqual(
      lighter.mistakes.map((m) => m.label),
      ['doctor', 'surgeon'],
    );
    assert.equal(lighter.accuracy, 0.8);
  });

  test('truncated labels add an `other` bar per group', () => {
    const res = {...makeSkewClass(), other: [5, 0], other_labels: 7, total_labels: 10};
    const p = classPanels(res);
    const bar = p.panels[0].bars.at(-1)!;
    assert.equal(bar.other, true);
    assert.equal(bar.count, 5);
    assert.equal(bar.share, 5 / 120);
    assert.equal(p.panels[1].bars.at(-1)!.count, 0);
    assert.equal(p.otherLabels, 7);
    assert.equal(
      classPanels(makeSkewClass()).panels[0].bars.some((b) => b.other),
      false,
    );
  });

  test('a group without examples has zero shares, not NaN', () => {
    const res = {
      ...makeSkewClass(),
      group_n: [120, 0],
      counts: [
        [96, 10, 14],
        [0, 0, 0],
      ],
    };
    assert.ok(classPanels(res).panels[1].bars.every((b) => b.share === 0));
  });
});

describe('skew statistics', () => {
  const r = makeSkewReport([
    {class: 'nurse', v: 0.41, lower: 0.33, upper: 0.49, p_value: 2.1e-9, significant: true},
    {class: 'one_group', v: 'one_group'},
    {class: 'surgeon', v: 0.05, lower: 0, upper: 0.12, p_value: 0.3},
    {class: HOSTILE, v: 0.62, lower: 0.5, upper: 0.71, p_value: 0.0004, significant: true},
  ]);

  test('a class with V: its interval, p-value and mark', () => {
    const c = skewStatsCell(r, 0, r.reasons);
    assert.deepEqual(c.interval, [0.33, 0.49]);
    assert.equal(c.intervalText, '[0.33, 0.49]');
    assert.equal(c.p, 2.1e-9);
    assert.equal(c.pText, '<1e\u22126');
    assert.match(c.pTitle, /^p = 2\.1e-9 /);
    assert.equal(c.significant, true);
    assert.equal(c.reason, null);
    assert.equal(skewStatsCell(r, 3, r.reasons).pText, '4e\u22124');
    assert.equal(skewStatsCell(r, 2, r.reasons).significant, false);
  });

  test('a class without V: "—" everywhere, its reason as the title, never a mark', () => {
    const t = makeSkewReport([{class: 'x', v: 'one_group', significant: true, p_value: 0.01, lower: 0, upper: 1}]);
    const c = skewStatsCell(t, 0, t.reasons);
    assert.equal(c.interval, null);
    assert.equal(c.intervalText, '\u2014');
    assert.equal(c.p, null);
    assert.equal(c.pText, '\u2014');
    assert.equal(c.pTitle, 'Undefined: every example of this class comes from one group');
    assert.equal(c.significant, false);
  });

  test('whisker scale: 0 to the largest upper limit rounded up to a tenth, within [0.1, 1]', () => {
    assert.deepEqual(vDomain(r), [0, 0.8]);
    assert.deepEqual(vDomain(makeSkewReport([{class: 'a', v: 0.01, lower: 0, upper: 0.02}])), [0, 0.1]);
    assert.deepEqual(vDomain(makeSkewReport([{class: 'a', v: 0.95, lower: 0.9, upper: 1}])), [0, 1]);
    assert.deepEqual(vDomain(makeSkewReport([{class: 'a', v: 'one_group'}])), [0, 0.1]);
  });

  test('legend: level, q, and the marks over the classes with a p-value', () => {
    assert.deepEqual(skewLegend(r), {
      interval: 'whiskers: 95% interval of the population V (docs/statistics.md)',
      significance: '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (2 of 3 classes with a p-value); 1 without V',
    });
    const all = makeSkewReport([{class: 'a', v: 0.2, significant: true}]);
    assert.equal(
      skewLegend({...all, level: 0.9, fdr: 0.1}).significance,
      '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.1 (1 of 1 class with a p-value)',
    );
    assert.match(skewLegend({...all, level: 0.99}).interval, /^whiskers: 99% interval/);
  });

  test("CSV: the table route's per-class table, for the mev, level, FDR and min count the response answered", () => {
    assert.equal(SKEW_CLASSES_TABLE, 'classes');
    const t = makeSkewReport([{class: 'a', v: 0.2}]);
    // An older server's answer has no min count: the export's default applies.
    assert.deepEqual(skewTableOptions({...t, mev: 0, level: 0.9, fdr: 0.1}), {mev: '0', level: '0.9', fdr: '0.1'});
    assert.deepEqual(skewTableOptions({...t, model: {...t.model, min_count: 20}}), {mev: '5', level: '0.95', fdr: '0.05', min_count: '20'});
  });
});

describe('the worst group', () => {
  const report = makeSkewReport([
    {class: 'kept all', worst_group: 'darker'},
    {class: 'one left out', worst_group: 'lighter', worst_group_excluded: 1, accuracy: 0.31, worst_group_accuracy: 0.36, gap: -0.05},
    {class: 'none kept', worst_group: null, worst_group_excluded: 2, worst_group_accuracy: null, gap: null},
    {class: 'no examples', accuracy: null, worst_group: null, worst_group_accuracy: null, gap: null},
  ]);

  test('says which groups it is chosen from, and which are left out', () => {
    assert.deepEqual(worstGroupWords(report, 0, 50), {
      note: '',
      title: 'darker: the lowest accuracy of the groups with at least 50 examples of the class.',
      why: '',
    });
    const left = worstGroupWords(report, 1, 50);
    assert.equal(left.note, '+1 left out');
    assert.equal(
      left.title,
      "lighter: the lowest accuracy of the groups with at least 50 examples of the class; 1 group with fewer than 50 examples of the class left out (the class's accuracy counts them, so the gap is negative when they do worse).",
    );
    assert.deepEqual(worstGroupWords(report, 2, 1000), {
      note: '',
      title: 'No group has at least 1,000 examples of the class.',
      why: 'Undefined: no group has at least 1,000 examples of the class (2 groups with fewer than 1,000 examples of the class).',
    });
    assert.equal(worstGroupWords(report, 3, 50).why, 'Undefined: no examples of this class.');
  });

  test("an older server's answer (no counts, no min count) still reads", () => {
    const old = makeSkewReport([{class: 'a', worst_group: null, worst_group_accuracy: null, gap: null}]);
    delete old.columns.worst_group_excluded;
    assert.equal(worstGroupWords(old, 0, undefined).why, 'Undefined: no group has enough examples of the class.');
  });
});

test("the model's worst group: chosen among the groups of at least the min count, the others counted", () => {
  assert.equal(
    modelWorstGroupTitle({worst_group: 'African-American', min_count: 50, worst_group_excluded: 2}),
    'African-American: the lowest accuracy of the groups with at least 50 examples; 2 groups with fewer than 50 examples left out (the overall accuracy counts them).',
  );
  assert.equal(
    modelWorstGroupTitle({worst_group: 'darker', min_count: 50, worst_group_excluded: 0}),
    'darker: the lowest accuracy of the groups with at least 50 examples.',
  );
  assert.equal(modelWorstGroupTitle({worst_group: null, min_count: 1000}), 'No group has at least 1,000 examples.');
  assert.equal(modelWorstGroupTitle({worst_group: 'a'}), 'a: the lowest accuracy of the groups with enough examples.');
});
