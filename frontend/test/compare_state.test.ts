import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  checkAlso,
  checkStep,
  compareFromParams,
  compareHeads,
  compareKey,
  compareToParams,
  defaultCompareSelection,
  defaultDir,
  defaultRunB,
  defaultStepB,
  headWidth,
  hiddenGroups,
  resolveSideA,
  swappedVerdict,
  tableWidth,
  type CompareSelection,
} from '../src/compare_state.js';
import {
  countInBrush,
  exactSearch,
  filterCompare,
  joinExtra,
  scatterPoints,
  sortCompare,
  valuesRepeatBias,
  verdictMovers,
  type CompareTable,
} from '../src/compare_rows.js';
import {
  bareText,
  biasText,
  changeText,
  driverText,
  groupChangeText,
  headlineChange,
  headlineValue,
  intervalKindText,
  intervalText,
  keyLabel,
  keyText,
  keyTitlesOf,
  optionsText,
  percentText,
  rowNoun,
  signed,
  undefinedWhy,
} from '../src/compare_text.js';
import {compileSearch, HASH_PREFIX} from '../src/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {splitParams} from '../src/modes_state.js';
import {VERDICT_TEXT, VERDICTS, type DiffResponse} from '../src/types_across_reports.js';
import {bareKind, diffHeadline, exampleDiff, kindFixture, makeDiff} from './fixtures.js';

const HOSTILE = '<img src=x onerror=alert(1)>';

// suit (worsened, +0.4), tie (worsened), bike, dress (no significant change), hat, beard (improved, −0.964),
// scarf (only in B), cup (in both, undefined in A), pan (only in A): the server's order, change descending.
const DIFF = exampleDiff();

function table(d: DiffResponse = DIFF, extras: CompareTable['extras'] = []): CompareTable {
  return {rows: d.rows, columns: d.columns, extras};
}

const keysOf = (t: CompareTable, order: ArrayLike<number>) => Array.from(order, (i) => t.columns.key[i]);

describe('the fixture', () => {
  test('is shaped as the route sends it', () => {
    const c = DIFF.columns;
    assert.deepEqual(c.verdict, [
      'worsened',
      'worsened',
      'no_significant_change',
      'no_significant_change',
      'improved',
      'improved',
      'undetermined',
      'undetermined',
      'undetermined',
    ]);
    assert.deepEqual(c.presence, ['both', 'both', 'both', 'both', 'both', 'both', 'b', 'both', 'a']);
    assert.deepEqual(DIFF.summary.largest_regression, {
      key: 'suit',
      bias_a: 0.12,
      bias_b: 0.52,
      change: c.change[0],
      lower: 0.21,
      upper: 0.59,
      interval: 'fcr',
    });
    assert.equal(DIFF.summary.largest_improvement?.key, 'beard');
  });
});

describe('the words of the comparison', () => {
  test('a difference of rates reads in percentage points, a value in 4 significant digits', () => {
    assert.equal(biasText(0.5786, 'points'), '57.9 pp');
    assert.equal(biasText(0.5786), '0.5786');
    assert.equal(biasText(null, 'points'), '\u2014');
    assert.equal(changeText(-0.07, 'points'), '\u22127.0 pp');
    assert.equal(changeText(0.4), '+0.4');
    assert.equal(intervalText(-0.105, -0.011, bareText('points')), '[\u221210.5, \u22121.1]');
  });

  test('the interval shown is named: FCR-adjusted on a selected row, marginal on the others', () => {
    assert.match(intervalKindText('fcr', 0.95), /^FCR-adjusted/);
    assert.match(intervalKindText('marginal', 0.9), /^marginal 90% interval/);
  });

  test('the group that drives a change reads as the server says it', () => {
    const driver = {
      group: 'sex=female',
      value_a: 0.61,
      value_b: 0.54,
      change: -0.07,
      lower: -0.11,
      upper: -0.03,
      interval: 'fcr' as const,
      direction: 'fell' as const,
      significant: true,
      value: 'recall',
      format: 'percent',
    };
    assert.equal(driverText(driver), 'sex=female: recall 61.0% \u2192 54.0% (\u22127.0 pp [\u221211.0, \u22123.0])');
    assert.match(driverText({...driver, significant: false}), / \(not significant\)$/);
    assert.equal(groupChangeText('percent', {change: null, lower: null, upper: null}), '\u2014');
  });

  test('the verdict reads "no significant change", never "unchanged"', () => {
    assert.equal(VERDICT_TEXT.no_significant_change, 'no significant change');
    assert.ok(!(VERDICTS as readonly string[]).includes('unchanged'));
  });

  test('the row noun comes from the declaration, never from a kind name', () => {
    assert.deepEqual(rowNoun(kindFixture('label_associations')), {one: 'label', many: 'labels'});
    const skew = kindFixture('skew_size');
    assert.deepEqual(rowNoun(skew), {one: 'class', many: 'classes'});
    // The diff's own key wins over the declaration.
    assert.deepEqual(rowNoun(skew, {key: 'label'}), {one: 'label', many: 'labels'});
    assert.deepEqual(rowNoun(null, {key: 'class'}), {one: 'class', many: 'classes'});
    assert.deepEqual(rowNoun(bareKind('x')), {one: 'row', many: 'rows'});
    assert.deepEqual(rowNoun(null), {one: 'row', many: 'rows'});
  });

  test('rates and intervals read short', () => {
    assert.equal(percentText(0.05), '5%');
    assert.equal(percentText(0.025), '2.5%');
    assert.equal(percentText(0.95), '95%');
    assert.equal(intervalText(0.21, 0.59), '[0.21, 0.59]');
    assert.equal(intervalText(null, 0.59), '');
  });
});

describe('headline cards', () => {
  test('values by format', () => {
    assert.equal(headlineValue('percent', 0.8125), '81.3%');
    assert.equal(headlineValue('count', 1204), '1,204');
    assert.equal(headlineValue('value', 1.08), '1.08');
    assert.equal(headlineValue('value', null), '\u2014');
  });

  test('the change with its sign and interval, in the unit of the format', () => {
    assert.equal(headlineChange(diffHeadline()), '\u22120.96 [\u22121.1, \u22120.8]');
    assert.equal(headlineChange({format: 'percent', change: 0.07, lower: 0.021, upper: 0.119}), '+7.0 pp [2.1, 11.9]');
    assert.equal(headlineChange({format: 'count', change: -3, lower: null, upper: null}), '\u22123');
    assert.equal(headlineChange({format: 'value', change: null, lower: null, upper: null}), '\u2014');
  });
});

describe('worsened and improved lists', () => {
  test('by verdict: worsened by change descending, improved by change ascending', () => {
    const m = verdictMovers(DIFF.columns, 5);
    assert.deepEqual(
      m.worsened.map((x) => x.key),
      ['suit', 'tie'],
    );
    assert.deepEqual(
      m.improved.map((x) => x.key),
      ['beard', 'hat'],
    );
    assert.deepEqual(m.worsened[0], {
      row: 0,
      key: 'suit',
      biasA: 0.12,
      biasB: 0.52,
      change: DIFF.columns.change[0],
      lower: 0.21,
      upper: 0.59,
    });
  });

  test('never by the sign alone: a large change that is not significant is in neither list', () => {
    const d = makeDiff([
      {key: 'noise', a: 0.1, b: 0.9},
      {key: 'small', a: 0.1, b: 0.15, verdict: 'worsened'},
      {key: 'drop', a: 0.9, b: 0.1},
      {key: 'fell', a: 0.3, b: 0.2, verdict: 'improved'},
    ]);
    const m = verdictMovers(d.columns);
    assert.deepEqual(
      m.worsened.map((x) => x.key),
      ['small'],
    );
    assert.deepEqual(
      m.improved.map((x) => x.key),
      ['fell'],
    );
  });

  test('k limits each list; ties keep the server order', () => {
    const d = makeDiff(
      Array.from({length: 20}, (_, i) => ({
        key: `k${i}`,
        a: 1,
        b: 1 + (i - 10) / 10,
        verdict: i < 10 ? ('improved' as const) : ('worsened' as const),
      })),
    );
    const m = verdictMovers(d.columns, 3);
    assert.deepEqual(
      m.worsened.map((x) => x.key),
      ['k19', 'k18', 'k17'],
    );
    assert.deepEqual(
      m.improved.map((x) => x.key),
      ['k0', 'k1', 'k2'],
    );
    const tied = makeDiff([
      {key: 'x', a: 0.25, b: 0.5, verdict: 'worsened'},
      {key: 'y', a: 0.5, b: 0.75, verdict: 'worsened'},
    ]);
    assert.deepEqual(
      verdictMovers(tied.columns).worsened.map((x) => x.key),
      ['x', 'y'],
    );
  });
});

describe('sorting', () => {
  test('numbers sort with nulls last in both directions', () => {
    const t = table();
    assert.deepEqual(keysOf(t, sortCompare(t, 'change', 'desc')), ['suit', 'tie', 'bike', 'dress', 'hat', 'beard', 'scarf', 'cup', 'pan']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'change', 'asc')), ['beard', 'hat', 'dress', 'bike', 'tie', 'suit', 'scarf', 'cup', 'pan']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'bias_a', 'desc')), ['beard', 'hat', 'bike', 'dress', 'tie', 'pan', 'suit', 'scarf', 'cup']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'value_b', 'asc')).slice(0, 3), ['suit', 'dress', 'scarf']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'rank_b', 'asc')).slice(-1), ['pan']);
  });

  test('verdicts sort worsened, improved, no significant change, undetermined; ties keep the server order', () => {
    const t = table();
    assert.equal(defaultDir('verdict'), 'asc');
    assert.deepEqual(keysOf(t, sortCompare(t, 'verdict', 'asc')), ['suit', 'tie', 'hat', 'beard', 'bike', 'dress', 'scarf', 'cup', 'pan']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'verdict', 'desc')), ['scarf', 'cup', 'pan', 'bike', 'dress', 'hat', 'beard', 'suit', 'tie']);
  });

  test('keys sort by code units', () => {
    const t = table();
    assert.deepEqual(keysOf(t, sortCompare(t, 'key', 'asc')), ['beard', 'bike', 'cup', 'dress', 'hat', 'pan', 'scarf', 'suit', 'tie']);
  });

  test('an extra run column sorts, nulls last; a column still loading keeps the order', () => {
    const extras = [{run: 'c', values: [0.1, null, 0.9, 0.5, null, 0.2, 0.3, null, null]}];
    const t = table(DIFF, extras);
    assert.deepEqual(keysOf(t, sortCompare(t, 'also:c', 'desc')).slice(0, 5), ['bike', 'dress', 'scarf', 'beard', 'suit']);
    const loading = table(DIFF, [{run: 'c', values: null}]);
    assert.deepEqual(keysOf(loading, sortCompare(loading, 'also:c', 'desc')), DIFF.columns.key);
    assert.deepEqual(keysOf(loading, sortCompare(loading, 'also:nope', 'desc')), DIFF.columns.key);
  });
});

describe('filters: verdict, brush and search', () => {
  test('the verdict filter keeps the rows of one verdict, in order', () => {
    const t = table();
    const order = sortCompare(t, 'change', 'desc');
    const only = (verdict: 'worsened' | 'improved' | 'no_significant_change' | 'undetermined') =>
      keysOf(t, filterCompare(t, order, {search: null, brush: null, verdict}));
    assert.deepEqual(only('worsened'), ['suit', 'tie']);
    assert.deepEqual(only('improved'), ['hat', 'beard']);
    assert.deepEqual(only('no_significant_change'), ['bike', 'dress']);
    assert.deepEqual(only('undetermined'), ['scarf', 'cup', 'pan']);
    // No filter at all: the order itself.
    assert.equal(filterCompare(t, order, {search: null, brush: null, verdict: null}), order);
    assert.equal(filterCompare(t, order, {search: null, brush: null}), order);
  });

  test('the search matches a key or its title; a key without one by the key alone', () => {
    const titles = {tpr: 'True positive rate (recall)', for: 'False omission rate'};
    const t = table(
      makeDiff([
        {key: 'tpr', a: 0.1, b: 0.2},
        {key: 'for', a: 0.1, b: 0.1},
        {key: 'recall_at_k', a: 0.2, b: 0.2},
      ]),
    );
    const order = sortCompare(t, 'key', 'asc');
    const keys = (search: string, keyTitles?: Record<string, string>) =>
      keysOf(t, filterCompare(t, order, {search: compileSearch(search).regex, brush: null, keyTitles}));
    assert.deepEqual(keys('omission', titles), ['for']);
    assert.deepEqual(keys('recall', titles), ['recall_at_k', 'tpr']);
    assert.deepEqual(keys('recall'), ['recall_at_k']);
    assert.deepEqual(keys('^for$', titles), ['for']);
    // A global regex keeps its place between tests: each row starts afresh.
    assert.deepEqual(keysOf(t, filterCompare(t, order, {search: /rate/g, brush: null, keyTitles: titles})), ['for', 'tpr']);
  });

  test('the verdict combines with the search and the brush', () => {
    const t = table();
    const order = sortCompare(t, 'key', 'asc');
    assert.deepEqual(keysOf(t, filterCompare(t, order, {search: compileSearch('e').regex, brush: null, verdict: 'improved'})), ['beard']);
    const brush = {a: [0, 10] as [number, number], b: [0, 10] as [number, number]};
    assert.deepEqual(keysOf(t, filterCompare(t, order, {search: null, brush, verdict: 'undetermined'})), []);
  });

  test('rows inside the rectangle of biases; one-sided and undefined rows never are', () => {
    const t = table();
    const order = sortCompare(t, 'change', 'desc');
    const brush = {a: [0, 0.4] as [number, number], b: [0.3, 0.6] as [number, number]};
    assert.deepEqual(keysOf(t, filterCompare(t, order, {search: null, brush})), ['suit', 'tie', 'bike', 'dress']);
    assert.equal(countInBrush(t, brush), 4);
    assert.deepEqual(keysOf(t, filterCompare(t, order, {search: compileSearch('^t').regex, brush})), ['tie']);
  });

  test('scatter points: both biases finite, with their verdicts; the rest counted', () => {
    const p = scatterPoints(DIFF.columns);
    assert.deepEqual(Array.from(p.index), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(Array.from(p.x), [0.12, 0.3, 0.36, 0.36, 0.5, 1.084]);
    assert.deepEqual(Array.from(p.y), [0.52, 0.45, 0.4, 0.3, 0.1, 0.12]);
    assert.deepEqual(p.verdict, ['worsened', 'worsened', 'no_significant_change', 'no_significant_change', 'improved', 'improved']);
    assert.equal(p.oneSided, 2);
    assert.equal(p.undefinedValue, 1);
  });

  test('exact search matches only the key, metacharacters included', () => {
    const keys = ['a.b', 'axb', 'a.b|x', 'P@10|woman', '(x)', HOSTILE];
    for (const k of keys) {
      const re = compileSearch(exactSearch(k)).regex!;
      assert.deepEqual(
        keys.filter((x) => re.test(x)),
        [k],
        k,
      );
    }
  });
});

describe('multi-run join', () => {
  test("an extra run's bias_b aligned by key; missing keys are null, its own extra keys dropped", () => {
    const extra = makeDiff([
      {key: 'hat', a: 0.5, b: -0.7},
      {key: 'bike', a: 0.36, b: 0.2},
      {key: 'pan', a: 0.18, b: null}, // only in A: not in the extra run
      {key: 'new', a: null, b: 0.9}, // not a row of the main table
      {key: 'cup', a: null, b: null, presence: 'both'},
    ]);
    assert.deepEqual(joinExtra(DIFF.columns.key, extra), [null, null, 0.2, null, 0.7, null, null, null, null]);
  });
});

describe('sides', () => {
  const steps = [
    {step: 0, wall_time: 1},
    {step: 5, wall_time: 2},
    {step: 2, wall_time: 3},
  ];

  test('side A: chosen when its run holds the tag, else the report on screen, else the first run', () => {
    assert.deepEqual(resolveSideA({run: 'b', step: 3}, ['a', 'b'], 'a', null), {run: 'b', step: 3});
    assert.deepEqual(resolveSideA({run: 'gone', step: 3}, ['a', 'b'], 'b', 7), {run: 'b', step: 7});
    assert.deepEqual(resolveSideA(null, ['a', 'b'], 'other', 7), {run: 'a', step: null});
    assert.equal(resolveSideA(null, [], 'a', null), null);
  });

  test('side B: the next run (wrapping), else the previous step of A', () => {
    assert.equal(defaultRunB({run: 'a', step: null}, ['a', 'b', 'c']), 'b');
    assert.equal(defaultRunB({run: 'c', step: null}, ['a', 'b', 'c']), 'a');
    assert.equal(defaultRunB({run: 'a', step: null}, ['a']), null);
    assert.equal(defaultStepB({run: 'a', step: null}, steps), 2);
    assert.equal(defaultStepB({run: 'a', step: 2}, steps), 0);
    assert.equal(defaultStepB({run: 'a', step: 0}, steps), 0);
    assert.equal(defaultStepB({run: 'a', step: null}, [{step: 4, wall_time: 0}]), null);
    assert.equal(defaultStepB({run: 'a', step: null}, []), null);
  });

  test('a step the run does not have is the latest; extra runs exclude both sides', () => {
    assert.deepEqual(checkStep({run: 'a', step: 5}, steps), {run: 'a', step: 5});
    assert.deepEqual(checkStep({run: 'a', step: 4}, steps), {run: 'a', step: null});
    assert.deepEqual(checkAlso(['d', 'a', 'zz', 'c', 'b'], ['a', 'b', 'c', 'd'], {run: 'a', step: null}, {run: 'b', step: 1}), ['c', 'd']);
  });
});

describe('hash parameters', () => {
  const full: CompareSelection = {
    a: {run: 'model a/β&c=1', step: 3},
    b: {run: HOSTILE, step: null},
    also: ['x,y', 'z'],
    sort: 'also:x,y',
    dir: 'asc',
    search: '^sk(ate)?|board$ % #',
    verdict: 'improved',
    brush: {a: [-0.5, 1e-7], b: [0.25, 2]},
    columns: 'essential',
    drill: HOSTILE + ' & a key',
  };

  test('defaults encode to nothing and decode back; the default sort is the change, descending', () => {
    assert.deepEqual(compareToParams(defaultCompareSelection()), []);
    assert.deepEqual(compareFromParams([]), defaultCompareSelection());
    assert.equal(defaultCompareSelection().sort, 'change');
    assert.equal(defaultCompareSelection().dir, 'desc');
  });

  test('every field survives encode, the hash and decode; keys are fairness_cmp_*', () => {
    const params = compareToParams(full);
    for (const [k] of params) assert.ok(k.startsWith('fairness_cmp_'), k);
    assert.deepEqual(
      params.filter(([k]) => k === compareKey('also')).map(([, v]) => v),
      ['x,y', 'z'],
    );
    assert.deepEqual(
      params.filter(([k]) => k === compareKey('verdict')),
      [[compareKey('verdict'), 'improved']],
    );
    const hash = mergeHash('#fairness&tagFilter=lo', HASH_PREFIX, [['fairness_mode', 'compare'], ...params]);
    const back = parseHash(hash);
    const split = splitParams(
      back.filter(([k]) => k.startsWith(HASH_PREFIX)),
      HASH_PREFIX,
    );
    assert.equal(split.mode, 'compare');
    assert.deepEqual(compareFromParams(split.compare), full);
  });

  test('malformed values fall back to the defaults', () => {
    const k = compareKey;
    const sel = compareFromParams([
      [k('a_run'), 'm'],
      [k('a_step'), '-1'],
      [k('b_run'), ''],
      [k('b_step'), '4'],
      [k('also'), 'c'],
      [k('also'), 'c'],
      [k('also'), ''],
      [k('sort'), 'also:nope'],
      [k('dir'), 'up'],
      [k('verdict'), 'better'],
      [k('a_min'), '0'],
      [k('a_max'), 'x'],
      [k('b_min'), '0'],
      [k('b_max'), '1'],
      [k('columns'), 'some'],
      ['fairness_run', 'ignored'],
    ]);
    assert.deepEqual(sel, {...defaultCompareSelection(), a: {run: 'm', step: null}, also: ['c']});
    // The old compare's sort column is no column now.
    const bad = compareFromParams([
      [k('sort'), 'delta'],
      [k('dir'), 'asc'],
      [k('a_step'), '3'],
    ]);
    assert.deepEqual(bad, defaultCompareSelection());
  });

  test('swapping A and B swaps worsened and improved', () => {
    assert.equal(swappedVerdict('worsened'), 'improved');
    assert.equal(swappedVerdict('improved'), 'worsened');
    assert.equal(swappedVerdict('no_significant_change'), 'no_significant_change');
    assert.equal(swappedVerdict(null), null);
  });

  test('a sort without dir takes the column default; a reversed brush is put in order', () => {
    const k = compareKey;
    const sel = compareFromParams([
      [k('sort'), 'rank_a'],
      [k('a_min'), '2'],
      [k('a_max'), '1'],
      [k('b_min'), '-1'],
      [k('b_max'), '-3'],
    ]);
    assert.equal(sel.sort, 'rank_a');
    assert.equal(sel.dir, 'asc');
    assert.deepEqual(sel.brush, {a: [1, 2], b: [-3, -1]});
  });
});

describe('the heads of the table', () => {
  const names = {
    value: 'gap',
    bias: '|disparity|',
    a: 'a_very_long_run_name @ 12',
    b: 'numpy_logreg @ 4',
    noun: 'class',
    level: 0.95,
    fdr: 0.05,
  };
  const heads = compareHeads(names, ['extra run']);
  const byKey = new Map(heads.map((h) => [h.key, h]));

  test('plain names, each column as wide as its name needs; the interval after the change, the extra runs last', () => {
    assert.deepEqual(
      heads.map((h) => h.name),
      [
        'class',
        'gap A',
        'gap B',
        '|disparity| A',
        '|disparity| B',
        'change',
        'interval',
        'verdict',
        'rank A',
        'rank B',
        'movement',
        'extra run',
      ],
    );
    for (const h of heads.slice(1)) assert.ok(h.width >= headWidth(h.name, 0), h.name);
    assert.ok(byKey.get('bias_a')!.width > byKey.get('value_a')!.width);
  });

  test("each tooltip starts with the code name (the CSV's column) and holds the full run name of its side", () => {
    for (const [key, code] of [
      ['key', 'key'],
      ['value_a', 'value_a'],
      ['bias_a', 'bias_a'],
      ['bias_b', 'bias_b'],
      ['change', 'change'],
      ['interval', 'lower, upper'],
      ['verdict', 'verdict'],
      ['rank_b', 'rank_b'],
      ['movement', 'movement'],
    ] as const) {
      assert.ok(byKey.get(key)!.title.startsWith(`${code}: `), key);
    }
    assert.ok(byKey.get('bias_a')!.title.includes('a_very_long_run_name @ 12'));
    assert.equal(byKey.get('bias_a')!.sub, 'a_very_long_run_name @ 12');
    // Both sides' columns: the head (its title, and its second line, which wraps) names the run and step in full.
    for (const [key, side] of [
      ['value_a', names.a],
      ['bias_a', names.a],
      ['value_b', names.b],
      ['bias_b', names.b],
    ] as const) {
      assert.ok(byKey.get(key)!.title.includes(`(${side})`), key);
      assert.equal(byKey.get(key)!.sub, side);
    }
    assert.ok(byKey.get('verdict')!.title.includes('FDR 5%'));
  });

  test('fit the width: the ranks go first, then the signed values; the rest always stays', () => {
    const all = tableWidth(heads);
    const noRanks = tableWidth(heads, new Set(['ranks']));
    const essential = tableWidth(heads, new Set(['ranks', 'values']));
    assert.ok(essential < noRanks && noRanks < all);
    assert.deepEqual([...hiddenGroups(heads, 'auto', all)], []);
    assert.deepEqual([...hiddenGroups(heads, 'auto', all - 1)], ['ranks']);
    assert.deepEqual([...hiddenGroups(heads, 'auto', noRanks)], ['ranks']);
    assert.deepEqual([...hiddenGroups(heads, 'auto', noRanks - 1)], ['ranks', 'values']);
    assert.deepEqual([...hiddenGroups(heads, 'auto', 10)], ['ranks', 'values']);
    // Not laid out yet: everything; the picker's choices whatever the width.
    assert.deepEqual([...hiddenGroups(heads, 'auto', 0)], []);
    assert.deepEqual([...hiddenGroups(heads, 'all', 10)], []);
    assert.deepEqual([...hiddenGroups(heads, 'essential', 5000)], ['ranks', 'values']);
    // Values that repeat the biases are left out whatever the width; "all" still shows them.
    assert.deepEqual([...hiddenGroups(heads, 'auto', 5000, true)], ['values']);
    assert.deepEqual([...hiddenGroups(heads, 'all', 10, true)], []);
  });

  test('signed values repeat the biases for a spread, not for a signed gap', () => {
    assert.equal(valuesRepeatBias({value_a: [0.2, null], value_b: [0.1, 0.3], bias_a: [0.2, 0.1], bias_b: [0.1, 0.3]}), true);
    assert.equal(valuesRepeatBias(DIFF.columns), false);
  });

  test('the essential columns of every kind fit a 1000 px tab (≈966 px of table)', () => {
    for (const [value, bias] of [
      ['gap', '|gap|'],
      ['gap', '|disparity|'],
      ['cramers_v', 'V'],
      ['rate', 'rate spread'],
      ['value', 'score spread'],
      ['value', 'P@K spread'],
    ]) {
      const h = compareHeads({...names, value, bias});
      assert.ok(tableWidth(h, new Set(['ranks', 'values'])) <= 900, bias);
    }
  });
});

test('options read as text', () => {
  assert.equal(optionsText({metric: 'dp', a: 'woman', b: null, n: 3, g: ['x']}), 'metric=dp, a=woman, n=3, g=["x"]');
  assert.equal(optionsText({}), '');
});

test('changes and movements carry their sign', () => {
  assert.equal(signed(0.12, '0.12'), '+0.12');
  assert.equal(signed(-0.3, '-0.3'), '-0.3');
  assert.equal(signed(-2, '\u22122'), '\u22122');
  assert.equal(signed(0, '0'), '0');
});

describe('keys in words', () => {
  const binary = kindFixture('binary_classification');
  const titles = keyTitlesOf({...binary, bias: {name: 'spread', value: 'value', key: 'metric', key_titles: {for: 'False omission rate'}}});

  test('a key with a title reads as its title, the code after it in a tooltip; others as themselves', () => {
    assert.equal(keyText('for', titles), 'False omission rate');
    assert.equal(keyLabel('for', titles), 'False omission rate (for)');
    assert.equal(keyText('npv', titles), 'npv');
    assert.equal(keyLabel('npv', titles), 'npv');
  });

  test("a key named like an object's own property is no title (labels are untrusted text)", () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      assert.equal(keyText(key, titles), key);
      assert.equal(keyText(key, {}), key);
    }
  });

  test('a declaration without titles (an older server, a kind keyed by names) has none', () => {
    assert.deepEqual(keyTitlesOf(null), {});
    assert.deepEqual(keyTitlesOf(kindFixture('label_associations')), {});
  });
});

describe('why a headline is undefined', () => {
  test('one reason for both sides, each side its own, or none', () => {
    const r = 'fewer than three classes have a defined V';
    assert.equal(undefinedWhy({reason_a: r, reason_b: r}), r);
    assert.equal(undefinedWhy({reason_a: r, reason_b: null}), `A: ${r}`);
    assert.equal(undefinedWhy({reason_a: 'x', reason_b: 'y'}), 'A: x; B: y');
    assert.equal(undefinedWhy({reason_a: null, reason_b: null}), '');
    assert.equal(undefinedWhy({}), '');
  });
});
