import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildCompareCsv,
  checkAlso,
  checkStep,
  compareFromParams,
  compareKey,
  compareToParams,
  countInBrush,
  defaultCompareSelection,
  defaultRunB,
  defaultStepB,
  exactSearch,
  filterCompare,
  joinExtra,
  movers,
  optionsText,
  resolveSideA,
  scatterPoints,
  signed,
  sortCompare,
  type CompareSelection,
  type CompareTable,
} from '../src/compare_state.js';
import {compileSearch, HASH_PREFIX} from '../src/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {splitParams} from '../src/modes_state.js';
import type {DiffResponse, Presence} from '../src/types.js';

const HOSTILE = '<img src=x onerror=alert(1)>';

interface Row {
  key: string;
  a: number | null;
  b: number | null;
  presence?: Presence;
  beyond?: boolean | null;
}

/** A diff response shaped as the route sends it (ranks and deltas computed like the server). */
function makeDiff(rows: Row[], over: Partial<DiffResponse> = {}): DiffResponse {
  const rank = (vals: (number | null)[]) => {
    const sorted = vals.filter((v): v is number => v !== null).sort((x, y) => y - x);
    return vals.map((v) => (v === null ? null : sorted.indexOf(v) + 1));
  };
  const value_a = rows.map((r) => r.a);
  const value_b = rows.map((r) => r.b);
  const rank_a = rank(value_a);
  const rank_b = rank(value_b);
  return {
    tag: 'assoc',
    a: {run: 'a', step: 1, wall_time: 1},
    b: {run: 'b', step: 1, wall_time: 2},
    options: {metric: 'dp', a: 'woman', b: 'man'},
    kind: 'label_associations',
    value: 'gap',
    rows: rows.length,
    columns: {
      key: rows.map((r) => r.key),
      value_a,
      value_b,
      delta: rows.map((r) => (r.a !== null && r.b !== null ? r.b - r.a : null)),
      rank_a,
      rank_b,
      movement: rows.map((_, i) => (rank_a[i] !== null && rank_b[i] !== null ? rank_a[i]! - rank_b[i]! : null)),
      presence: rows.map((r) => r.presence ?? (r.a === null ? 'b' : r.b === null ? 'a' : 'both')),
      beyond_uncertainty: rows.map((r) => r.beyond ?? null),
    },
    moved_beyond_uncertainty: null,
    only_in_a: rows.filter((r) => r.b === null).length,
    only_in_b: rows.filter((r) => r.a === null).length,
    ...over,
  };
}

// The docs/http_api.md example, plus a row undefined on one side though present in both.
const DIFF = makeDiff([
  {key: 'bike', a: 0.36, b: 0.57},
  {key: 'dress', a: -0.36, b: -0.13},
  {key: 'tie', a: 0.18, b: null},
  {key: 'scarf', a: null, b: -0.2},
  {key: 'hat', a: 0.5, b: 0.1},
  {key: 'cup', a: null, b: 0.3, presence: 'both'},
]);

function table(d: DiffResponse = DIFF, extras: CompareTable['extras'] = []): CompareTable {
  return {rows: d.rows, columns: d.columns, extras};
}

const keysOf = (t: CompareTable, order: ArrayLike<number>) => Array.from(order, (i) => t.columns.key[i]);

describe('sorting', () => {
  test('numbers sort with nulls last in both directions', () => {
    const t = table();
    assert.deepEqual(keysOf(t, sortCompare(t, 'value_a', 'desc')), ['hat', 'bike', 'tie', 'dress', 'scarf', 'cup']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'value_a', 'asc')), ['dress', 'tie', 'bike', 'hat', 'scarf', 'cup']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'delta', 'desc')).slice(0, 3), ['dress', 'bike', 'hat']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'delta', 'asc')), ['hat', 'bike', 'dress', 'tie', 'scarf', 'cup']);
    const rankAsc = keysOf(t, sortCompare(t, 'rank_b', 'asc'));
    assert.deepEqual(rankAsc.slice(-1), ['tie']);
  });

  test('keys sort by code units, ties keep the server order', () => {
    const t = table();
    assert.deepEqual(keysOf(t, sortCompare(t, 'key', 'asc')), ['bike', 'cup', 'dress', 'hat', 'scarf', 'tie']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'key', 'desc')), ['tie', 'scarf', 'hat', 'dress', 'cup', 'bike']);
    const tied = table(
      makeDiff([
        {key: 'x', a: 1, b: 1},
        {key: 'y', a: 1, b: 1},
        {key: 'z', a: 1, b: 1},
      ]),
    );
    assert.deepEqual(keysOf(tied, sortCompare(tied, 'delta', 'asc')), ['x', 'y', 'z']);
    assert.deepEqual(keysOf(tied, sortCompare(tied, 'delta', 'desc')), ['x', 'y', 'z']);
  });

  test('an extra run column sorts, nulls last; a column still loading keeps the order', () => {
    const extras = [{run: 'c', values: [0.1, null, 0.9, 0.5, null, -1]}];
    const t = table(DIFF, extras);
    assert.deepEqual(keysOf(t, sortCompare(t, 'also:c', 'desc')), ['tie', 'scarf', 'bike', 'cup', 'dress', 'hat']);
    assert.deepEqual(keysOf(t, sortCompare(t, 'also:c', 'asc')), ['cup', 'bike', 'scarf', 'tie', 'dress', 'hat']);
    const loading = table(DIFF, [{run: 'c', values: null}]);
    assert.deepEqual(keysOf(loading, sortCompare(loading, 'also:c', 'desc')), DIFF.columns.key);
    assert.deepEqual(keysOf(loading, sortCompare(loading, 'also:nope', 'desc')), DIFF.columns.key);
  });
});

describe('brushing and search', () => {
  test('rows inside the value rectangle; one-sided and undefined rows never are', () => {
    const t = table();
    const order = sortCompare(t, 'delta', 'desc');
    const brush = {a: [0, 0.5] as [number, number], b: [0, 1] as [number, number]};
    // bike (0.36, 0.57) and hat (0.5, 0.1; bounds inclusive); tie (0.18, -) and cup (-, 0.3) are out.
    assert.deepEqual(keysOf(t, filterCompare(t, order, null, brush)), ['bike', 'hat']);
    assert.equal(countInBrush(t, brush), 2);
    const all = {a: [-10, 10] as [number, number], b: [-10, 10] as [number, number]};
    assert.deepEqual(keysOf(t, filterCompare(t, order, null, all)).sort(), ['bike', 'dress', 'hat']);
  });

  test('search and brush combine; neither returns the order itself', () => {
    const t = table();
    const order = sortCompare(t, 'key', 'asc');
    assert.equal(filterCompare(t, order, null, null), order);
    assert.deepEqual(keysOf(t, filterCompare(t, order, compileSearch('^(b|h)').regex, null)), ['bike', 'hat']);
    const brush = {a: [0.4, 1] as [number, number], b: [0, 1] as [number, number]};
    assert.deepEqual(keysOf(t, filterCompare(t, order, compileSearch('b').regex, brush)), []);
    assert.deepEqual(keysOf(t, filterCompare(t, order, compileSearch('H').regex, brush)), ['hat']);
  });

  test('scatter points: both sides finite; the rest counted', () => {
    const p = scatterPoints(DIFF.columns);
    assert.deepEqual(Array.from(p.index), [0, 1, 4]);
    assert.deepEqual(Array.from(p.x), [0.36, -0.36, 0.5]);
    assert.deepEqual(Array.from(p.y), [0.57, -0.13, 0.1]);
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

describe('movers', () => {
  test('largest positive and most negative deltas, without one-sided rows', () => {
    const m = movers(DIFF.columns, 5);
    assert.deepEqual(
      m.up.map((x) => x.key),
      ['dress', 'bike'],
    );
    assert.deepEqual(
      m.down.map((x) => x.key),
      ['hat'],
    );
    assert.ok(Math.abs(m.down[0].delta - -0.4) < 1e-12);
    assert.equal(m.up[0].row, 1);
  });

  test('k limits each list', () => {
    const d = makeDiff(Array.from({length: 20}, (_, i) => ({key: `k${i}`, a: 0, b: i - 10})));
    const m = movers(d.columns, 3);
    assert.deepEqual(
      m.up.map((x) => x.key),
      ['k19', 'k18', 'k17'],
    );
    assert.deepEqual(
      m.down.map((x) => x.key),
      ['k0', 'k1', 'k2'],
    );
  });
});

describe('multi-run join', () => {
  test("an extra run's value_b aligned by key; missing keys are null, its own extra keys dropped", () => {
    const extra = makeDiff([
      {key: 'hat', a: 0.5, b: 0.7},
      {key: 'bike', a: 0.36, b: 0.2},
      {key: 'tie', a: 0.18, b: null}, // only in A: not in the extra run
      {key: 'new', a: null, b: 0.9}, // not a row of the main table
      {key: 'cup', a: null, b: Number.NaN, presence: 'both'},
    ]);
    assert.deepEqual(joinExtra(DIFF.columns.key, extra), [0.2, null, null, null, 0.7, null]);
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
    brush: {a: [-0.5, 1e-7], b: [0.25, 2]},
  };

  test('defaults encode to nothing and decode back', () => {
    assert.deepEqual(compareToParams(defaultCompareSelection()), []);
    assert.deepEqual(compareFromParams([]), defaultCompareSelection());
  });

  test('every field survives encode, the hash and decode; keys are fairness_cmp_*', () => {
    const params = compareToParams(full);
    for (const [k] of params) assert.ok(k.startsWith('fairness_cmp_'), k);
    assert.deepEqual(
      params.filter(([k]) => k === compareKey('also')).map(([, v]) => v),
      ['x,y', 'z'],
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
      [k('a_min'), '0'],
      [k('a_max'), 'x'],
      [k('b_min'), '0'],
      [k('b_max'), '1'],
      ['fairness_run', 'ignored'],
    ]);
    assert.deepEqual(sel, {...defaultCompareSelection(), a: {run: 'm', step: null}, also: ['c']});
    const bad = compareFromParams([
      [k('sort'), 'bogus'],
      [k('dir'), 'asc'],
      [k('a_step'), '3'],
    ]);
    assert.deepEqual(bad, defaultCompareSelection());
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

describe('CSV', () => {
  test('the rows shown, in order, with presence and one column per extra run', () => {
    const t = table(DIFF, [
      {run: 'c,1', values: [0.1, null, 0.9, 0.5, null, -1]},
      {run: 'd', values: null},
    ]);
    const csv = buildCompareCsv(t, [3, 0, 2]);
    assert.equal(
      csv,
      [
        'key,value_a,value_b,delta,rank_a,rank_b,movement,presence,"value_c,1",value_d',
        'scarf,,-0.2,,,5,,b,0.5,',
        `bike,0.36,0.57,${0.57 - 0.36},2,1,1,both,0.1,`,
        'tie,0.18,,,3,,,a,0.9,',
      ].join('\r\n') + '\r\n',
    );
  });

  test('keys with commas, quotes and newlines are quoted', () => {
    const d = makeDiff([{key: 'a,"b"\nc', a: 1, b: 2}]);
    const csv = buildCompareCsv(table(d), [0]);
    assert.equal(csv.split('\r\n')[1], '"a,""b""\nc",1,2,1,1,1,0,both');
  });
});

test('options read as text', () => {
  assert.equal(optionsText({metric: 'dp', a: 'woman', b: null, n: 3, g: ['x']}), 'metric=dp, a=woman, n=3, g=["x"]');
  assert.equal(optionsText({}), '');
});

test('deltas and movements carry their sign', () => {
  assert.equal(signed(0.12, '0.12'), '+0.12');
  assert.equal(signed(-0.3, '-0.3'), '-0.3');
  assert.equal(signed(-2, '\u22122'), '\u22122');
  assert.equal(signed(0, '0'), '0');
});
