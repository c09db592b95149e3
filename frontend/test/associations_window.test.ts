// The windowed label-association table (past FIRST_ROWS rows the server answers windows):
// the window's route parameters, its charts as histograms.ts's types, the page bookkeeping
// (which windows the rows in view need, which fetches to drop, which pages to let go), the
// fetching controller, the search that finds one label, and the check of a window's answer.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_WINDOW,
  WINDOW_LIMIT,
  FIRST_ROWS,
  WINDOW_ROWS,
  labelSearch,
  sameReport,
  sameTable,
  searchRefusal,
  shownCsvTitle,
  tableKey,
  wantsWhole,
  windowCounts,
  windowHistogram,
  windowParams,
} from '../src/kinds/label_associations/window_state.js';
import {MARGIN_ROWS, MAX_PAGES, WindowPages} from '../src/kinds/label_associations/window_pages.js';
import {AssociationWindows} from '../src/kinds/label_associations/window_rows.js';
import {checkAssociations} from '../src/kinds/label_associations/checks.js';
import {countDistribution, gapHistogram} from '../src/kinds/label_associations/histograms.js';
import {legend} from '../src/kinds/label_associations/cells.js';
import {defaultSelection} from '../src/kinds/label_associations/state.js';
import type {AssociationsResponse, AssociationsWindow} from '../src/kinds/label_associations/types.js';
import type {RouteParams} from '../src/api.js';
import {kindFixture, makeReport, type JsonAssociations, type RowSpec} from './fixtures.js';

const KIND = kindFixture('label_associations');
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The `window` of a table's rows `rows` (display order), in the server's JSON, from the client's own charts. */
function windowOf(r: JsonAssociations, rows: number[], over: Partial<AssociationsWindow> = {}): AssociationsWindow {
  const h = gapHistogram(r, rows);
  const d = countDistribution(r, rows, 100);
  return {
    total: r.rows,
    matched: rows.length,
    offset: 0,
    limit: WINDOW_LIMIT,
    sort: 'gap',
    dir: 'desc',
    q: '',
    k: 100,
    histogram: {
      bins: h.bins,
      finite: h.finite,
      non_finite: {pos_inf: h.nonFinite.posInf, neg_inf: h.nonFinite.negInf, undefined: h.nonFinite.undefined},
    },
    count_distribution: {
      bins: d.bins,
      k: d.k,
      top_shown: d.topShown,
      all_shown: d.allShown,
      zero: d.zero,
      top_median: d.topMedian,
      all_median: d.allMedian,
    },
    ...over,
  };
}

/** Window `page` (of `limit` rows) of a windowed table of `matched` rows: rows labelled l<position>. */
function page(matched: number, page: number, limit = 4, over: Partial<AssociationsWindow> = {}): AssociationsResponse {
  const first = page * limit;
  const specs: RowSpec[] = [];
  for (let p = first; p < Math.min(matched, first + limit); p++) specs.push({label: `l${p}`, gap: p / 100});
  const r = makeReport(specs);
  r.columns.row = specs.map((_, k) => 1000 + first + k);
  return {...r, window: windowOf(r, [], {matched, limit, offset: first, total: 2 * matched, ...over})};
}

describe('the route parameters of a window', () => {
  test('the server defaults are left out: the first answer is asked for with max_rows alone', () => {
    const p = windowParams(defaultSelection(KIND), null);
    assert.deepEqual(
      Object.entries(p).filter(([, v]) => v !== null),
      [['max_rows', FIRST_ROWS]],
    );
    assert.equal(FIRST_ROWS, 20_000);
    assert.equal(WINDOW_ROWS, 200_000);
  });

  test('the sort, search, ranges, significant only, K, offset and limit the selection chose', () => {
    const sel = {
      ...defaultSelection(KIND),
      sort: 'label' as const,
      dir: 'asc' as const,
      gap: [-0.5, null] as [number, null],
      count: [3, 40] as [number, number],
      significantOnly: true,
      topK: 25,
    };
    assert.deepEqual(windowParams(sel, 'ska(te)?', 1500, 10_000), {
      max_rows: FIRST_ROWS,
      offset: 1500,
      limit: 10_000,
      sort: 'label',
      dir: 'asc',
      q: 'ska(te)?',
      gap_min: -0.5,
      gap_max: null,
      count_min: 3,
      count_max: 40,
      significant_only: 1,
      k: 25,
    });
    // rank_by=bound: its default sort is bound; gap is then sent.
    const bound = {...defaultSelection(KIND), rankBy: 'bound' as const, sort: 'bound' as const};
    assert.equal(windowParams(bound, null).sort, null);
    assert.equal(windowParams({...bound, sort: 'gap'}, null).sort, 'gap');
  });
});

describe("the window's charts are histograms.ts's", () => {
  const r = makeReport([
    {label: 'a', gap: 0.1, count: 5},
    {label: 'b', gap: '+inf', count: 0},
    {label: 'c', gap: -0.3, count: 1200},
    {label: 'd', gap: 'undefined', count: 40},
    {label: 'e', gap: '-inf', count: 7},
    {label: 'f', gap: 0.25, count: 7},
  ]);
  const rows = [2, 0, 5, 1, 4, 3];

  test('the gap histogram: bins, finite, the non-finite counts', () => {
    assert.deepEqual(windowHistogram(windowOf(r, rows)), gapHistogram(r, rows));
  });

  test('the count distribution: bins, K, shown, zero, medians', () => {
    assert.deepEqual(windowCounts(windowOf(r, rows)), countDistribution(r, rows, 100));
    const empty = windowOf(r, []);
    assert.deepEqual(windowCounts(empty), countDistribution(r, [], 100));
    assert.equal(windowCounts(empty).topMedian, null);
  });

  test("the legend counts the whole table's rows with a p-value and low-power marks, as the answer says", () => {
    const w = {...page(10, 0), tested: 7, low_power: 2, power: 0.8, min_gap: 0.05};
    w.columns.underpowered = [false, false, false, false];
    const l = legend(w, {tested: w.tested, low: w.low_power});
    assert.match(l.significance, /\(0 of 7 rows with a p-value\)/);
    assert.match(l.lowPower, /^low power: 2 of 7 rows with a p-value/);
  });
});

describe('the page bookkeeping', () => {
  test('a position is row position % limit of its page; unfetched pages are null', () => {
    const pages = new WindowPages(10, 4, page(10, 0));
    assert.equal(pages.count, 3);
    const at = pages.at(3)!;
    assert.equal(at.table.columns.label[at.i], 'l3');
    assert.equal(pages.at(4), null);
    pages.put(2, page(10, 2));
    assert.equal(pages.at(9)!.table.columns.label[pages.at(9)!.i], 'l9');
    assert.equal(pages.at(10), null, 'past the end');
    assert.equal(pages.find('l9')!.i, 1);
    assert.equal(pages.find('l5'), null);
    // A label's display position (where the cursor goes after a sort): page * limit + row.
    assert.equal(pages.position('l9'), 9);
    assert.equal(pages.position('l2'), 2);
    assert.equal(pages.position('l5'), null);
  });

  test('the pages of the rows in view first, then those within the margin; none fetched or being fetched twice', () => {
    const limit = 100;
    const pages = new WindowPages(10_000, limit, page(10_000, 0, limit));
    // Rows 1000..1030 in view: page 10 first, then the margin's pages.
    const wanted = pages.wanted(1000, 1030);
    assert.equal(wanted[0], 10);
    const [lo, hi] = [Math.floor((1000 - MARGIN_ROWS) / limit), Math.floor((1030 + MARGIN_ROWS) / limit)];
    assert.deepEqual(
      [...wanted].sort((a, b) => a - b),
      Array.from({length: hi - lo + 1}, (_, k) => lo + k),
    );
    for (const p of wanted) pages.fetching(p, true);
    assert.deepEqual(pages.wanted(1000, 1030), [], 'being fetched');
    // Scrolled on: the pages near the old view are no longer wanted; page 0 is held.
    assert.deepEqual(
      pages.unwanted(5000, 5030).sort((a, b) => a - b),
      wanted.slice().sort((a, b) => a - b),
    );
    assert.deepEqual(pages.unwanted(1000, 1030), []);
    pages.put(10, page(10_000, 10, limit));
    assert.ok(!pages.wanted(990, 1010).includes(10), 'fetched');
    // The top: page 0 is there; nothing before it.
    const top = new WindowPages(10_000, limit, page(10_000, 0, limit));
    assert.ok(top.wanted(0, 30).every((p) => p > 0));
    // The end: no page past the last.
    const end = new WindowPages(250, limit, page(250, 0, limit));
    assert.deepEqual(end.wanted(230, 249), [2, 1]);
    assert.deepEqual(new WindowPages(0, limit, page(0, 0, limit)).wanted(0, 30), []);
  });

  test('past MAX_PAGES, the pages farthest from those in view go; those in view stay', () => {
    const limit = 10;
    const matched = 1000 * limit;
    const pages = new WindowPages(matched, limit, page(matched, 0, limit));
    pages.wanted(500 * limit, 500 * limit + 5); // page 500 in view
    for (let p = 480; p <= 520; p++) pages.put(p, page(matched, p, limit));
    const held = Array.from({length: 1000}, (_, p) => p).filter((p) => pages.has(p));
    assert.equal(held.length, MAX_PAGES);
    assert.ok(pages.has(500));
    assert.ok(!pages.has(0), 'the farthest went first');
    assert.deepEqual(
      [Math.min(...held), Math.max(...held)],
      [481, 520].map((p, k) => (k === 0 ? p : p)),
    );
    // In view at the top again: the top pages are kept as they come, the far ones go.
    pages.wanted(0, 5);
    pages.put(1, page(matched, 1, limit));
    assert.ok(pages.has(1) && !pages.has(520));
  });
});

describe('the fetching controller', () => {
  /** A host that counts its updates, and a server whose answers the test releases. */
  function setup(matched: number, limit: number, partRows = Number.MAX_SAFE_INTEGER) {
    const host = {updates: 0, addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true)};
    host.requestUpdate = () => void host.updates++;
    const asked: {params: RouteParams; signal: AbortSignal; resolve: (r: AssociationsResponse) => void; reject: (e: unknown) => void}[] =
      [];
    const fetchWindow = (params: RouteParams, signal: AbortSignal) =>
      new Promise<AssociationsResponse>((resolve, reject) => {
        asked.push({params, signal, resolve, reject});
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const windows = new AssociationWindows(host, fetchWindow, partRows);
    const first = page(matched, 0, limit);
    const params: RouteParams = {run: 'r', tag: 't', step: 4, max_rows: WINDOW_ROWS, q: 'x', offset: null, limit: null};
    return {host, asked, windows, first, params};
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  test('past the rows a table can scroll through, it holds a part of them at a time', async () => {
    const {asked, windows, first, params} = setup(100, 4, 30);
    windows.reset(first, params);
    assert.equal(windows.positions.length, 30);
    assert.equal(windows.positions[29], 29);
    assert.equal(windows.start, 0);
    // The last part: rows 90 to 99, at positions 0 to 9; their windows are fetched from offset 88.
    windows.showPart(95);
    assert.equal(windows.start, 90);
    assert.equal(windows.positions.length, 10);
    assert.equal(windows.at(0), null, 'not fetched yet');
    const ask = asked.find((a) => a.params.offset === 88)!;
    ask.resolve(page(100, 22, 4));
    await flush();
    const row = windows.at(0)!;
    assert.equal(row.table.columns.label[row.i], 'l90');
    assert.equal(windows.position('l90'), 0);
    assert.equal(windows.position('l2'), null, 'in another part');
    windows.showPart(500); // past the end: the last part
    assert.equal(windows.start, 90);
    windows.showPart(-3);
    assert.equal(windows.start, 0);
    assert.equal(windows.positions.length, 30);
    // A new selection starts at its first row.
    windows.showPart(60);
    windows.reset(first, params);
    assert.equal(windows.start, 0);
    const all = setup(20, 4, 30);
    all.windows.reset(all.first, all.params);
    assert.equal(all.windows.positions.length, 20);
  });

  test('a reset shows the first window; scrolling fetches the windows in view; a late window of an old selection is dropped', async () => {
    const {host, asked, windows, first, params} = setup(100, 4);
    windows.reset(first, params);
    assert.equal(windows.positions.length, 100);
    assert.deepEqual(windows.positions.slice(0, 3), [0, 1, 2]);
    assert.equal(windows.at(2)!.table, first);
    assert.ok(MARGIN_ROWS >= 100);
    assert.equal(asked.length, 24, 'every window but the first: 100 rows are within MARGIN_ROWS of the top');
    windows.show(40, 48);
    assert.ok(asked.some((a) => a.params.offset === 40 && a.params.q === 'x' && a.params.step === 4 && a.params.limit === 4));
    const ask = asked.find((a) => a.params.offset === 40)!;
    ask.resolve(page(100, 10, 4));
    await flush();
    assert.equal(windows.at(41)!.table.columns.label[windows.at(41)!.i], 'l41');
    assert.ok(host.updates >= 1);
    // A new selection: the old fetches are aborted and their answers dropped.
    const pending = asked.filter((a) => a !== ask);
    const version = windows.version;
    windows.reset(page(30, 0, 4), params);
    assert.ok(pending.every((a) => a.signal.aborted));
    assert.ok(windows.version > version);
    assert.equal(windows.positions.length, 30);
    assert.equal(windows.at(41), null);
  });

  test('the fetches that scrolled away are aborted; a failed window is asked again on the next scroll', async () => {
    const {asked, windows, first, params} = setup(10_000, 100);
    windows.reset(first, params);
    windows.show(5000, 5030);
    const near = asked.filter((a) => (a.params.offset as number) >= 4800);
    assert.ok(near.length > 0);
    windows.show(9000, 9030);
    assert.ok(near.every((a) => a.signal.aborted));
    const far = asked.find((a) => a.params.offset === 9000)!;
    far.reject(new Error('503'));
    await flush();
    const before = asked.length;
    windows.show(9000, 9031);
    assert.ok(
      asked.slice(before).some((a) => a.params.offset === 9000),
      'asked again',
    );
  });

  test('the open label: found in a window, else looked up on the server (whole table, its label search), then kept', async () => {
    const {asked, windows, first, params} = setup(100, 4);
    windows.reset(first, params);
    assert.equal(windows.openRow('l2', first)!.i, 2);
    assert.equal(windows.openRow(null, first), null);
    const before = asked.length;
    assert.equal(windows.openRow('l77', first), null, 'not fetched yet');
    const lookup = asked[before];
    assert.equal(lookup.params.q, labelSearch('l77'));
    assert.equal(lookup.params.offset, null);
    assert.equal(windows.openRow('l77', first), null);
    assert.equal(asked.length, before + 1, 'looked up once');
    const found = page(100, 19, 4);
    lookup.resolve(found);
    await flush();
    const row = windows.openRow('l77', first)!;
    assert.equal(row.table.columns.label[row.i], 'l77');
    // Another sort of the same table keeps it.
    const resorted = page(100, 0, 4, {sort: 'label'});
    windows.reset(resorted, params);
    assert.equal(windows.openRow('l77', resorted), row);
  });

  test('the labels of the rows shown: one window of them', async () => {
    const {asked, windows, first, params} = setup(100, 4);
    windows.reset(first, params);
    const labels = windows.labels(100);
    const ask = asked[asked.length - 1];
    assert.equal(ask.params.limit, 100);
    assert.equal(ask.params.offset, null);
    ask.resolve(page(100, 0, 100));
    assert.equal((await labels).length, 100);
  });
});

describe('a label found by the search the server runs', () => {
  test('metacharacters, spaces, NUL and non-ASCII text: the label matches itself whole, ignoring case', () => {
    const labels = ['x.y', 'xzy', 'c++', 'a b', HOSTILE, 'straße 街 🛹', 'q$', '^v', 'a\\b', '[x]{1}', 'a|b', 'nul\0z', '-', 'X.Y'];
    for (const label of labels) {
      const re = new RegExp(labelSearch(label), 'i');
      assert.ok(re.test(label), label);
      for (const other of labels) if (other.toLowerCase() !== label.toLowerCase()) assert.ok(!re.test(other), `${label} ~ ${other}`);
    }
    assert.equal(labelSearch('a.b_c9'), '^a\\.b_c9$');
    assert.equal(labelSearch('nul\0'), '^nul\\x00$');
  });
});

describe('a search the server refuses', () => {
  test("a 400 whose text is q's (after TensorBoard's prefix) says why; any other error is not the search's", () => {
    const why = 'not a regular expression RE2 takes: invalid perl operator: (?<';
    assert.equal(searchRefusal(400, `q: ${why}`), why);
    assert.equal(searchRefusal(400, `Invalid argument: q: ${why}`), why);
    assert.equal(searchRefusal(400, 'q: two\nlines'), 'two\nlines');
    assert.equal(searchRefusal(400, 'a: no identity x'), null);
    assert.equal(searchRefusal(500, `q: ${why}`), null);
    assert.equal(searchRefusal(null, `q: ${why}`), null);
  });
});

describe('windowed answers', () => {
  test('the same table: the report and statistics; only windows', () => {
    const a = page(10, 0);
    assert.ok(sameTable(a, page(10, 1)));
    assert.ok(sameTable(a, page(10, 0, 4, {sort: 'label', q: 'l1'})));
    assert.ok(!sameTable(a, {...page(10, 0), metric: 'pmi'}));
    assert.ok(!sameTable(a, {...page(10, 0), step: 5}));
    const {window: _, ...whole} = a;
    assert.ok(!sameTable(a, whole));
  });

  test('the same table whole or windowed: its key; the whole asked for up to WINDOW_ROWS rows', () => {
    const a = page(10, 0);
    const {window: _, ...whole} = a;
    for (const other of [page(10, 1), whole, page(10, 0, 4, {sort: 'label'})]) {
      assert.ok(sameReport(a, other));
      assert.equal(tableKey(a), tableKey(other));
    }
    for (const other of [
      {...whole, metric: 'pmi'},
      {...a, step: 5},
      {...a, wall_time: a.wall_time + 1},
      {...a, b: null},
      {...a, fdr: 0.1},
    ]) {
      assert.ok(!sameReport(a, other));
      assert.notEqual(tableKey(a), tableKey(other));
    }
    // Text of the fields, not their concatenation: "a|b" is not "a" then "|b".
    assert.notEqual(tableKey({...a, a: 'x,"y'}), tableKey({...a, a: 'x', b: '"y'}));
    const total = (n: number) => page(10, 0, 4, {total: n});
    assert.ok(wantsWhole(total(WINDOW_ROWS)));
    assert.ok(wantsWhole(total(FIRST_ROWS + 1)));
    assert.ok(!wantsWhole(total(WINDOW_ROWS + 1)));
    assert.ok(!wantsWhole(whole));
  });

  test("the CSV of rows shown is offered up to the server's largest window", () => {
    assert.match(shownCsvTitle(null), /^The rows the search and filters show/);
    assert.match(shownCsvTitle(MAX_WINDOW), /^The rows the search and filters show/);
    assert.equal(
      shownCsvTitle(MAX_WINDOW + 1),
      '10,001 rows shown: narrow the search or the filters to 10,000 rows or fewer to download them',
    );
  });

  test('a window answer is checked: its rows, `row` and `window`', () => {
    const good = page(10, 1);
    assert.equal(checkAssociations(good, 'u'), good);
    const noRow = page(10, 1);
    delete noRow.columns.row;
    assert.throws(() => checkAssociations(noRow, 'u'), /column `row` does not have 4 rows/);
    const bad = (patch: (w: Record<string, unknown>) => void, what: RegExp) => {
      const r = page(10, 1);
      patch(r.window as unknown as Record<string, unknown>);
      assert.throws(() => checkAssociations(r, 'u'), what);
    };
    bad((w) => (w.matched = -1), /`window.matched` is not a count/);
    bad((w) => (w.sort = 'nope'), /no sort, direction or search/);
    bad((w) => (w.histogram = {bins: []}), /`window.histogram` is not a histogram/);
    bad((w) => ((w.histogram as {bins: unknown}).bins = [{x0: 0}]), /`window.histogram.bins` are not bins/);
    bad((w) => ((w.count_distribution as {top_median: unknown}).top_median = 'x'), /top_median` is not a number/);
    assert.throws(() => checkAssociations({...good, window: 3}, 'u'), /`window` is not an object/);
    // The whole table's summary, in every answer.
    assert.throws(() => checkAssociations({...good, domain: [0]}, 'u'), /`domain` is not two numbers/);
    assert.throws(() => checkAssociations({...good, domain: [0, NaN]}, 'u'), /`domain` is not two numbers/);
    assert.throws(() => checkAssociations({...good, tested: -1}, 'u'), /`tested` is not a count/);
    assert.throws(() => checkAssociations({...good, low_power: undefined}, 'u'), /`low_power` is not a count/);
  });
});
