// The label-association view on typed columns (Api.viewColumnar): rows, cells and charts give
// from the columnar answer what they give from the JSON answer of the same data (flags 0/1 read
// as booleans, NaN as null, never "NaN" on screen); the speed-ups (a table already in order is
// not sorted, native sorts) give what the comparator sorts gave.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {decodeColumnar} from '../src/columnar.js';
import {checkAssociations} from '../src/kinds/label_associations/checks.js';
import {
  LabelSearch,
  cellKey,
  columnKeys,
  filterRows,
  identityOrder,
  inSortOrder,
  sortRows,
  type RowFilter,
  type Table,
} from '../src/kinds/label_associations/rows.js';
import {intervalDomain, legend, rowPower, statsCell} from '../src/kinds/label_associations/cells.js';
import {countDistribution, gapHistogram} from '../src/kinds/label_associations/histograms.js';
import {COLUMNS, STATE_COLUMNS, type AssociationsResponse, type Column} from '../src/kinds/label_associations/types.js';
import {formatCount, valueCell} from '../src/format.js';
import {compileSearch} from '../src/state.js';
import {associationsFrame} from './columnar_fixtures.js';
import {makeReport, type JsonAssociations, type RowSpec} from './fixtures.js';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** Whether `order` is 0, 1, ..., n - 1. */
const isIdentity = (order: ArrayLike<number>) => Array.from(order).every((v, i) => v === i);

/** The same answer as the columnar route sends it, decoded and checked as the view does. */
function typed(r: JsonAssociations): AssociationsResponse {
  return checkAssociations(decodeColumnar(associationsFrame(r), 'label_associations?format=columnar'), 'label_associations');
}

/** sortRows as it was before the speed-ups: one comparator sort, whatever the order. */
function referenceSort(table: Table, column: Column, dir: 'asc' | 'desc'): Int32Array {
  const order = identityOrder(table.rows);
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'label') {
    const labels = table.columns.label;
    return order.sort((i, j) => (labels[i] < labels[j] ? -sign : labels[i] > labels[j] ? sign : i - j));
  }
  const keys = Array.from({length: table.rows}, (_, i) => cellKey(table, column, i));
  return order.sort((i, j) => {
    const x = keys[i];
    const y = keys[j];
    const xu = Number.isNaN(x);
    const yu = Number.isNaN(y);
    if (xu || yu) return xu && yu ? i - j : xu ? 1 : -1;
    return x < y ? -sign : x > y ? sign : i - j;
  });
}

/** A seeded table with ties, +inf, -inf, undefined, -0, nulls, insufficient rows and power columns. */
function richReport(n: number, seed = 11, serverOrder = false): JsonAssociations {
  let s = seed;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const rows: RowSpec[] = [];
  for (let i = 0; i < n; i++) {
    const u = rand();
    const gap =
      u < 0.08 ? 'undefined' : u < 0.12 ? '+inf' : u < 0.16 ? '-inf' : u < 0.2 ? pick([0, -0, 0.5]) : Math.round((rand() - 0.5) * 40) / 10;
    const defined = typeof gap === 'number';
    const insufficient = rand() < 0.2;
    const p = defined && !insufficient && rand() < 0.8 ? pick([1e-9, 0.01, 0.2, 0.9, rand()]) : null;
    rows.push({
      label: i === 3 ? HOSTILE : i === 5 ? 'straße 街' : `${pick(['sk', 'Bo', 'ka', 'é'])}${i}`,
      count: pick([0, 1, 5, 5, 40, 1000]),
      count_a: pick([0, 2, 3]),
      count_b: pick([0, 2, 3]),
      value_a: rand() < 0.1 ? 'undefined' : rand() < 0.1 ? '-inf' : pick([0.1, 0.2, -0.3]),
      value_b: rand() < 0.1 ? '+inf' : pick([0.1, 0.2]),
      gap,
      lower: defined && rand() < 0.9 ? (gap as number) - rand() : null,
      upper: defined && rand() < 0.9 ? (gap as number) + rand() : null,
      p_value: p,
      bound: p === null ? null : pick([0, 0.1, -0.2]),
      significant: p !== null && p < 0.05,
      insufficient,
    });
  }
  const r = makeReport(rows);
  r.power = 0.8;
  r.min_gap = 0.05;
  r.columns.mde = rows.map(() => (rand() < 0.3 ? null : rand() / 4));
  r.columns.more_examples = rows.map(() => (rand() < 0.3 ? null : Math.floor(rand() * 5000)));
  r.columns.underpowered = rows.map((_, i) => rand() < 0.5 && !r.columns.significant[i]);
  r.underpowered = r.columns.underpowered.filter(Boolean).length;
  if (!serverOrder) return r;
  // The server's order: the gap descending, ties by index, undefined last.
  const order = referenceSort(r, 'gap', 'desc');
  const perm = <T>(xs: T[]) => Array.from(order, (i) => xs[i]);
  const c = r.columns as unknown as Record<string, unknown[]>;
  for (const k of Object.keys(c)) c[k] = perm(c[k]);
  for (const k of STATE_COLUMNS) r.states[k] = perm(r.states[k]);
  return r;
}

const FILTERS: Omit<RowFilter, 'search'>[] = [
  {gap: [null, null], count: [null, null]},
  {gap: [0, null], count: [null, null]},
  {gap: [null, 0.2], count: [1, 40], significantOnly: true},
  {gap: [-0.5, 0.5], count: [5, null]},
];

describe('typed columns give what the JSON gives', () => {
  const json = richReport(600);
  const cols = typed(json);

  test('the columns are typed arrays, flags 0/1, NaN where the JSON has null', () => {
    assert.ok(cols.columns.gap instanceof Float64Array);
    assert.ok(cols.columns.count instanceof Uint32Array);
    assert.ok(cols.columns.significant instanceof Uint8Array);
    assert.ok(cols.columns.underpowered instanceof Uint8Array);
    const k = json.columns.p_value.indexOf(null);
    assert.ok(Number.isNaN(cols.columns.p_value[k]));
  });

  test('sort keys and every sort, both directions', () => {
    for (const c of COLUMNS) {
      if (c !== 'label') assert.deepEqual(columnKeys(cols, c), columnKeys(json, c), c);
      for (const dir of ['asc', 'desc'] as const) assert.deepEqual(sortRows(cols, c, dir), sortRows(json, c, dir), `${c} ${dir}`);
    }
  });

  test('filters, the significant-only flag and the search', () => {
    const order = sortRows(json, 'gap', 'desc');
    const searchJson = new LabelSearch(json, order);
    const searchCols = new LabelSearch(cols, order);
    for (const f of FILTERS) {
      for (const pattern of ['', 'sk', '^é', '<img', '街']) {
        const regex = compileSearch(pattern).regex;
        const expected = Array.from(filterRows(json, order, {...f, search: regex}));
        assert.deepEqual(Array.from(filterRows(cols, order, {...f, search: regex})), expected, pattern);
        assert.deepEqual(searchCols.rows(pattern, regex, cols, f), expected, pattern);
        assert.deepEqual(searchJson.rows(pattern, regex, json, f), expected, pattern);
      }
    }
    // The typed flags are 0/1, and a significant-only filter keeps the rows the booleans keep.
    const sig = filterRows(cols, order, {...FILTERS[0], search: null, significantOnly: true});
    assert.ok(sig.length > 0);
    assert.ok(Array.from(sig).every((i) => json.columns.significant[i] === true));
  });

  test('every cell: values with their states, counts, interval, p, ★ and low-power mark; never "NaN"', () => {
    const power = rowPower(json);
    assert.ok(power !== null);
    for (let i = 0; i < json.rows; i++) {
      const a = statsCell(cols, i, 10, power);
      assert.deepEqual(a, statsCell(json, i, 10, power), `row ${i}`);
      for (const c of STATE_COLUMNS) {
        const v = valueCell(cols.columns[c][i], cols.states[c][i]);
        assert.deepEqual(v, valueCell(json.columns[c][i], json.states[c][i]));
        assert.doesNotMatch(v.text + v.title, /NaN/);
      }
      for (const c of ['count', 'count_a', 'count_b'] as const)
        assert.equal(formatCount(cols.columns[c][i]), formatCount(json.columns[c][i]));
      assert.doesNotMatch(JSON.stringify(a), /NaN/);
    }
    // Some rows hold each mark, so the loop above compared them.
    assert.ok(Array.from({length: json.rows}, (_, i) => statsCell(cols, i, 10, power)).some((c) => c.lowPower !== null));
  });

  test('the legend, the whiskers domain and both charts', () => {
    assert.deepEqual(legend(cols), legend(json));
    assert.notEqual(legend(cols).lowPower, '');
    assert.deepEqual(intervalDomain(cols), intervalDomain(json));
    for (const c of ['gap', 'count', 'label'] as const) {
      const rows = Array.from(sortRows(json, c, 'desc'));
      assert.deepEqual(gapHistogram(cols, rows), gapHistogram(json, rows), c);
      for (const k of [1, 10, 100, 1000]) assert.deepEqual(countDistribution(cols, rows, k), countDistribution(json, rows, k), `${c} ${k}`);
    }
  });

  test('a null count or NaN count reads as no count, not "NaN"', () => {
    const r = makeReport([{label: 'x', count: 3}]);
    (r.columns.count as (number | null)[])[0] = null;
    assert.equal(formatCount(r.columns.count[0]), '');
    assert.equal(formatCount(NaN), '');
    assert.ok(Number.isNaN(cellKey(r, 'count', 0)));
  });
});

describe('the server order is not sorted again, and every sort is what the comparator sort gave', () => {
  const fixtures: [string, JsonAssociations][] = [
    ['ties, ±inf, undefined, -0 and nulls without a state', richReport(400, 5)],
    ['the same in the server order', richReport(400, 5, true)],
    ['another seed in the server order', richReport(1500, 99, true)],
    [
      'a hand-written server order',
      makeReport([
        {label: 'p', gap: '+inf'},
        {label: 'q', gap: '+inf'},
        {label: 'a', gap: 2},
        {label: 'b', gap: 2},
        {label: 'z', gap: 0},
        {label: 'm', gap: -0},
        {label: 'n', gap: -3},
        {label: 'o', gap: '-inf'},
        {label: 'u', gap: 'undefined'},
        {label: 'v', gap: 'undefined'},
      ]),
    ],
  ];
  const nullWithoutState = makeReport([{label: 'y', gap: 2}, {label: 'x', gap: 1}, {label: 'w'}]);
  nullWithoutState.columns.gap[2] = null;
  fixtures.push(['a null without a state, last', nullWithoutState]);

  for (const [name, json] of fixtures) {
    test(name, () => {
      for (const r of [json, typed(json)]) {
        for (const c of COLUMNS) {
          for (const dir of ['asc', 'desc'] as const) assert.deepEqual(sortRows(r, c, dir), referenceSort(r, c, dir), `${c} ${dir}`);
        }
      }
    });
  }

  test('inSortOrder says when sortRows gives the identity', () => {
    for (const [name, json] of fixtures) {
      for (const r of [json, typed(json)]) {
        for (const c of COLUMNS) {
          for (const dir of ['asc', 'desc'] as const)
            assert.equal(inSortOrder(r, c, dir), isIdentity(referenceSort(r, c, dir)), `${name}: ${c} ${dir}`);
        }
      }
    }
    assert.ok(inSortOrder(makeReport([]), 'gap', 'desc'));
    assert.ok(inSortOrder(makeReport([{label: 'x', gap: 'undefined'}]), 'gap', 'asc'));
  });

  test("the server's order: the search without an order (null) gives what it gives with the identity, without copying the labels", () => {
    for (const [, json] of fixtures.slice(1)) {
      const r = typed(json);
      assert.ok(inSortOrder(r, 'gap', 'desc'));
      const order = sortRows(r, 'gap', 'desc');
      assert.ok(isIdentity(order));
      const server = new LabelSearch(r, null);
      const identity = new LabelSearch(r, order);
      assert.equal((server as unknown as {labels: string[]}).labels, r.columns.label, 'no copy');
      for (const f of FILTERS) {
        for (const pattern of ['', 'sk', 'é', '<img']) {
          const regex = compileSearch(pattern).regex;
          const expected = Array.from(filterRows(r, order, {...f, search: regex}));
          assert.deepEqual(server.rows(pattern, regex, r, f), expected, pattern);
          assert.deepEqual(identity.rows(pattern, regex, r, f), expected, pattern);
        }
      }
    }
    // Another order is copied in display order.
    const r = fixtures[0][1];
    const order = sortRows(r, 'gap', 'desc');
    assert.ok(!isIdentity(order));
    const labels = (new LabelSearch(r, order) as unknown as {labels: string[]}).labels;
    assert.deepEqual(
      labels,
      Array.from(order, (i) => r.columns.label[i]),
    );
  });

  test('labels already in order, either way, and ties among equal labels', () => {
    const r = makeReport([{label: 'a'}, {label: 'a'}, {label: 'b'}, {label: 'é'}]);
    assert.ok(isIdentity(sortRows(r, 'label', 'asc')));
    assert.deepEqual(sortRows(r, 'label', 'desc'), referenceSort(r, 'label', 'desc'));
    const d = makeReport([{label: 'é'}, {label: 'b'}, {label: 'b'}, {label: 'a'}]);
    assert.ok(isIdentity(sortRows(d, 'label', 'desc')));
    assert.deepEqual(sortRows(d, 'label', 'asc'), referenceSort(d, 'label', 'asc'));
  });

  test('the medians of the count distribution: native sorts give what comparator sorts gave', () => {
    const r = richReport(2000, 3);
    for (const k of [1, 2, 7, 100, 5000]) {
      const rows = Array.from(sortRows(r, 'gap', 'desc'));
      const d = countDistribution(r, rows, k);
      const median = (xs: number[]) => {
        const s = xs.sort((x, y) => x - y);
        return s.length === 0 ? null : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
      };
      const counts = rows.map((i) => r.columns.count[i]).filter((c) => c > 0);
      assert.equal(d.allMedian, median(counts.slice()));
      assert.equal(
        d.topMedian,
        median(
          rows
            .slice(0, k)
            .map((i) => r.columns.count[i])
            .filter((c) => c > 0),
        ),
      );
    }
  });
});
