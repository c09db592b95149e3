// The pure parts of the tables' usability work: the label search while typing (LabelSearch
// must give exactly what filterRows gives, however the patterns follow each other), the
// keyboard cursor, the plain column heads, the columns mode in the hash and plurals.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {defaultSelection, selectionFromParams, selectionToParams} from '../src/kinds/label_associations/state.js';
import {
  LabelSearch,
  filterRows,
  isPlainPattern,
  narrowsSearch,
  sameRows,
  sortRows,
  type RowFilter,
} from '../src/kinds/label_associations/rows.js';
import {associationHead} from '../src/kinds/label_associations/cells.js';
import {moveCursor, scrollToRow} from '../src/row_cursor.js';
import {compileSearch} from '../src/state.js';
import {countOf, headTitle} from '../src/format.js';
import {skewHead, skewLegend} from '../src/kinds/skew_size/state.js';
import {disparityHead} from '../src/disparity_table.js';
import {rateHeadTitle} from '../src/rate_table.js';
import {kindFixture, makeReport, makeSkewReport, type RowSpec} from './fixtures.js';

const KIND = kindFixture('label_associations');
const HOSTILE = '<img src=x onerror=alert(1)>';

/** A seeded table of word labels (some upper case, some non-ASCII), gaps and counts. */
function wordReport(n: number) {
  const words = ['skate', 'Board', 'kit', 'chen', 'ÉTÉ', 'straße', 'bird', 'car', 'k', 'İ', 'a.b', '(x)'];
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const rows: RowSpec[] = [];
  for (let i = 0; i < n; i++) {
    const w = words[Math.floor(rand() * words.length)] + words[Math.floor(rand() * words.length)];
    const u = rand();
    rows.push({
      label: `${w}_${i}`,
      count: Math.floor(rand() * 500),
      gap: u < 0.05 ? 'undefined' : u < 0.08 ? '-inf' : u < 0.1 ? '+inf' : rand() - 0.5,
      significant: rand() < 0.3,
    });
  }
  rows.push({label: HOSTILE, gap: 0.1});
  return makeReport(rows);
}

const NO_RANGES: Omit<RowFilter, 'search'> = {gap: [null, null], count: [null, null]};

function expected(report: ReturnType<typeof wordReport>, order: Int32Array, pattern: string, filter = NO_RANGES): number[] {
  return Array.from(filterRows(report, order, {...filter, search: compileSearch(pattern).regex}));
}

describe('LabelSearch gives what filterRows gives', () => {
  const report = wordReport(3000);
  const order = sortRows(report, 'gap', 'desc');

  test('typing a word one character at a time, then deleting it, then another pattern', () => {
    const search = new LabelSearch(report, order);
    const typed = 'skateboard';
    const patterns = [
      ...Array.from(typed, (_, k) => typed.slice(0, k + 1)),
      ...Array.from(typed, (_, k) => typed.slice(0, typed.length - 1 - k)),
      'SKATE',
      'sKaTeBo',
      'chenk',
      'straße',
      'STRASSE',
      'été',
      'ÉTÉ',
      'i',
      'İ',
      'a.b',
      'a.bk',
      '(x)',
      '^kit',
      '^kitc',
      'board$',
      'd_1',
      'd_1|car',
      'd_1|car_2',
      '[0-9]{4}',
      '<img',
    ];
    for (const p of patterns) {
      const f = compileSearch(p);
      assert.equal(f.error, null, p);
      assert.deepEqual(search.rows(p, f.regex, report, NO_RANGES), expected(report, order, p), p);
    }
  });

  test('with ranges and significant only', () => {
    const search = new LabelSearch(report, order);
    const filters: Omit<RowFilter, 'search'>[] = [
      {gap: [0, null], count: [null, null]},
      {gap: [null, 0.2], count: [10, 300]},
      {gap: [null, null], count: [null, null], significantOnly: true},
    ];
    for (const filter of filters) {
      for (const p of ['', 's', 'sk', 'ska', 'k', 'kit']) {
        const f = compileSearch(p);
        assert.deepEqual(search.rows(p, f.regex, report, filter), expected(report, order, p, filter), `${p} ${JSON.stringify(filter)}`);
      }
    }
  });

  test('no search and no filter: every row in order, the same array each time', () => {
    const search = new LabelSearch(report, order);
    const all = search.rows('', null, report, NO_RANGES);
    assert.deepEqual(all, Array.from(order));
    assert.equal(search.rows('', null, report, NO_RANGES), all);
  });

  test('other sorts', () => {
    for (const [column, dir] of [
      ['label', 'asc'],
      ['count', 'desc'],
      ['gap', 'asc'],
    ] as const) {
      const o = sortRows(report, column, dir);
      const search = new LabelSearch(report, o);
      for (const p of ['b', 'bo', 'boa', 'board', 'boar']) {
        assert.deepEqual(search.rows(p, compileSearch(p).regex, report, NO_RANGES), expected(report, o, p), `${column} ${p}`);
      }
    }
  });

  test('a kept result is returned again, not scanned again', () => {
    const search = new LabelSearch(report, order);
    const re = compileSearch('kit').regex!;
    const first = search.positions('kit', re);
    assert.equal(search.positions('kit', re), first);
  });
});

describe('narrowsSearch', () => {
  test('plain text narrows when it contains the shorter pattern', () => {
    assert.ok(narrowsSearch('sk', 'ska'));
    assert.ok(narrowsSearch('ka', 'skat'));
    assert.ok(narrowsSearch('board', 'board game'));
    assert.ok(!narrowsSearch('ska', 'sk'));
    assert.ok(!narrowsSearch('', 'a'));
    assert.ok(!narrowsSearch('sk', 'Ska')); // containment is exact: the cases may differ
  });

  test('a pattern with a regex metacharacter never narrows', () => {
    for (const [prev, next] of [
      ['a', 'a|b'],
      ['a', 'a?'],
      ['a', 'a*'],
      ['a.', 'a.b'],
      ['^a', '^ab'],
      ['a', '(a)'],
      ['a', 'a{2}'],
      ['a', '[a]'],
      ['a', 'a\\'],
      ['a', 'a$'],
      ['a', 'a+'],
    ]) {
      assert.ok(!narrowsSearch(prev, next), `${prev} -> ${next}`);
    }
    assert.ok(isPlainPattern('skate board_1-2 é'));
    assert.ok(!isPlainPattern('a|b'));
  });
});

test('sameRows', () => {
  const a = [1, 2, 3];
  assert.ok(sameRows(a, a));
  assert.ok(sameRows(a, Int32Array.from([1, 2, 3])));
  assert.ok(!sameRows(a, [1, 2]));
  assert.ok(!sameRows(a, [1, 2, 4]));
  assert.ok(sameRows([], new Int32Array(0)));
});

describe('the keyboard cursor', () => {
  test('arrows, pages, home and end, clamped to the rows', () => {
    assert.equal(moveCursor('ArrowDown', null, 10, 5), 0);
    assert.equal(moveCursor('ArrowUp', null, 10, 5), 0);
    assert.equal(moveCursor('ArrowDown', 3, 10, 5), 4);
    assert.equal(moveCursor('ArrowDown', 9, 10, 5), 9);
    assert.equal(moveCursor('ArrowUp', 0, 10, 5), 0);
    assert.equal(moveCursor('PageDown', 3, 10, 5), 8);
    assert.equal(moveCursor('PageDown', 8, 10, 5), 9);
    assert.equal(moveCursor('PageUp', 3, 10, 5), 0);
    assert.equal(moveCursor('PageDown', 3, 10, 0), 4); // a page is at least one row
    assert.equal(moveCursor('Home', 7, 10, 5), 0);
    assert.equal(moveCursor('End', null, 10, 5), 9);
  });

  test('other keys, and no rows: nothing', () => {
    assert.equal(moveCursor('Enter', 3, 10, 5), null);
    assert.equal(moveCursor('a', 3, 10, 5), null);
    assert.equal(moveCursor('ArrowDown', null, 0, 5), null);
  });

  test('scrollToRow brings the row under the sticky header and above the bottom', () => {
    // Rows of 24 px, a 240 px view whose top 40 px are the header: 200 px of rows.
    assert.equal(scrollToRow(0, 24, 0, 240, 40), 0); // in view
    assert.equal(scrollToRow(8, 24, 0, 240, 40), 16); // 8 * 24 + 24 - 200
    assert.equal(scrollToRow(2, 24, 100, 240, 40), 48); // above: its top
    assert.equal(scrollToRow(5, 24, 100, 240, 40), 100); // in view: unchanged
    assert.equal(scrollToRow(3, 24, 0, 30, 40), 72); // less than a row in view: the row's top at the header
  });
});

describe('plain column heads', () => {
  const names = {a: 'man', b: 'woman', metric: 'npmi_xy', metricTitle: 'nPMI, normalised by p(x,y)'};

  test('the association table: plain names, the code name and a definition in the tooltip', () => {
    const head = (c: Parameters<typeof associationHead>[0]) => associationHead(c, names, 0.95, 0.05);
    assert.equal(head('count_a').name, 'with A');
    assert.equal(head('count_a').sub, 'man');
    assert.equal(head('count_b').name, 'with B');
    assert.equal(head('value_a').name, 'npmi_xy A');
    assert.equal(head('value_a').sub, 'npmi_xy(man)');
    assert.equal(head('value_b').sub, 'npmi_xy(woman)');
    assert.equal(head('p_value').name, 'p');
    assert.equal(head('bound').name, 'interval');
    assert.equal(head('bound').sub, '95% · by bound');
    assert.equal(head('significant').name, '★');
    assert.ok(head('count_a').title.startsWith('with A (count_a): c(a, y)'), head('count_a').title);
    assert.ok(head('value_a').title.startsWith('npmi_xy A (value_a): npmi_xy(man, y): nPMI, normalised by p(x,y)'), head('value_a').title);
    assert.ok(head('p_value').title.startsWith('p (p_value): '), head('p_value').title);
    assert.ok(head('significant').title.includes('FDR 5%'));
    // The code name is left out where it reads the same.
    assert.ok(head('label').title.startsWith('label: '), head('label').title);
    assert.ok(head('gap').title.startsWith('gap: '), head('gap').title);
    // No head shows a code name with an underscore but the metric's own.
    for (const c of ['label', 'count', 'count_a', 'count_b', 'gap', 'bound', 'p_value', 'significant'] as const) {
      assert.ok(!head(c).name.includes('_'), c);
    }
  });

  test('one-vs-rest: B reads rest', () => {
    const h = associationHead('count_b', {...names, b: 'rest'}, 0.95, 0.05);
    assert.equal(h.sub, 'rest');
    assert.ok(h.title.includes('the other identities'), h.title);
  });

  test('SkewSize: Cramér’s V, p, examples; the code names in the tooltips', () => {
    assert.equal(skewHead('cramers_v', 0.95, 0.05).name, "Cramér's V");
    assert.ok(skewHead('cramers_v', 0.95, 0.05).title.startsWith("Cramér's V (cramers_v): "));
    assert.equal(skewHead('p_value', 0.95, 0.05).name, 'p');
    assert.equal(skewHead('n', 0.95, 0.05).name, 'examples');
    assert.equal(skewHead('worst_group_accuracy', 0.95, 0.05).name, 'its accuracy');
    assert.equal(skewHead('interval', 0.9, 0.05).sub, '90% of V');
    assert.ok(skewHead('significant', 0.95, 0.1).title.includes('q = 0.1'));
  });

  test('the disparity table: rate or mAR, A and B or best and worst', () => {
    assert.equal(disparityHead('value_a', null, true, 'p').name, 'mean AR');
    assert.ok(disparityHead('value_a', null, true, 'p').title.startsWith('mean AR (value_a): '));
    assert.ok(disparityHead('value_b', null, true, 'p').title.includes('mean AR (mAR) is the average recall'));
    assert.ok(!disparityHead('value_b', null, false, 'p').title.includes('mAR'));
    assert.equal(disparityHead('value_a', null, false, 'p').name, 'rate');
    assert.equal(disparityHead('value_a', null, false, 'p').sub, 'best');
    assert.equal(disparityHead('n_b', ['f', 'm'], false, 'p').sub, 'B');
    assert.ok(disparityHead('n_b', ['f', 'm'], false, 'p').title.includes(' m'), disparityHead('n_b', ['f', 'm'], false, 'p').title);
    assert.equal(disparityHead('gap', ['f', 'm'], false, 'p').sub, 'A − B');
    assert.ok(disparityHead('p_value', null, true, 'p-value of the Wald test').title.startsWith('p (p_value): p-value of the Wald test'));
  });

  test('rateHeadTitle: a group column of the class x group table names the export column and defines the cell', () => {
    const t = rateHeadTitle('gender=female', 'recall');
    assert.ok(t.startsWith('gender=female (group): the recall of this group on each class'), t);
    assert.ok(t.includes('(p_value)') && t.includes('(n)'), t);
    assert.ok(!t.includes('mAR'), t);
    const m = rateHeadTitle('skin=darker', 'mAR');
    assert.ok(m.startsWith('skin=darker (group): the mean AR of this group'), m);
    assert.ok(m.includes('mean AR (mAR) is the average recall over the IoU thresholds'), m);
  });

  test('headTitle', () => {
    assert.equal(headTitle('with A', 'count_a', 'c(a, y)'), 'with A (count_a): c(a, y)');
    assert.equal(headTitle('gap', 'gap', 'A − B'), 'gap: A − B');
  });
});

describe('plurals', () => {
  test('countOf', () => {
    assert.equal(countOf(1, 'class', 'classes'), '1 class');
    assert.equal(countOf(0, 'class', 'classes'), '0 classes');
    assert.equal(countOf(1200, 'label'), '1,200 labels');
    assert.equal(countOf(1, 'label'), '1 label');
  });

  test('the SkewSize legend says "1 class"', () => {
    const r = makeSkewReport([{class: 'nurse', v: 0.3, p_value: 0.01, significant: true}]);
    const l = skewLegend({...r, significant: 1});
    assert.ok(l.significance.includes('1 of 1 class'), l.significance);
    assert.ok(!l.significance.includes('1 classes'), l.significance);
  });
});

describe('the columns mode in the hash', () => {
  test('auto is the default and is left out; all and compact round-trip', () => {
    assert.equal(defaultSelection(KIND).columns, 'auto');
    assert.ok(!selectionToParams(defaultSelection(KIND), KIND).some(([k]) => k === 'fairness_cols'));
    for (const columns of ['all', 'compact'] as const) {
      const sel = {...defaultSelection(KIND), columns};
      const params = selectionToParams(sel, KIND);
      assert.deepEqual(
        params.find(([k]) => k === 'fairness_cols'),
        ['fairness_cols', columns],
      );
      assert.deepEqual(selectionFromParams(params, KIND), sel);
    }
  });

  test('an unknown value falls back to auto', () => {
    assert.equal(selectionFromParams([['fairness_cols', 'wide']], KIND).columns, 'auto');
  });
});
