// "Does this group differ from the rest?": p-values, ★ marks, legends, FDR in the hash and
// the CSV options of the class x group, geodiversity and retrieval tables.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  cellsTableOptions,
  groupsFromParams,
  groupsRouteParams,
  groupsToParams,
  defaultGroupsSelection,
  type GroupsParams,
} from '../src/groups_state.js';
import {rateLegend, ratePCell, testedCells} from '../src/rate_table.js';
import {testCell} from '../src/indicators_state.js';
import {marksLegendText} from '../src/significance.js';
import {rateTableOfGroups} from '../src/kinds/group_metrics/state.js';
import {checkGroups} from '../src/kinds/group_metrics/checks.js';
import type {GroupsResponse} from '../src/kinds/group_metrics/types.js';
import {rateTableOfDetection} from '../src/kinds/detection_recall/state.js';
import type {DetectionResponse} from '../src/kinds/detection_recall/types.js';
import {
  defaultGeoSelection,
  geoFromParams,
  geoLegend,
  geoRouteParams,
  geoTableOptions,
  geoToParams,
} from '../src/kinds/geodiversity/state.js';
import type {GeoResponse} from '../src/kinds/geodiversity/types.js';
import {
  defaultRetrievalSelection,
  retrievalFromParams,
  retrievalLegend,
  retrievalRouteParams,
  retrievalTableOptions,
  retrievalToParams,
} from '../src/kinds/retrieval_precision/state.js';
import {checkRetrieval} from '../src/kinds/retrieval_precision/checks.js';
import type {RetrievalResponse} from '../src/kinds/retrieval_precision/types.js';
import {viewUrl} from '../src/api.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {kindFixture, withOption} from './fixtures.js';

/** The kinds' declarations, as the server serves them (fdr's default and bounds, geodiversity's `by`). */
const GROUPS = kindFixture('group_metrics');
const DETECTION = kindFixture('detection_recall');
const GEO = kindFixture('geodiversity');
const RETRIEVAL = kindFixture('retrieval_precision');

function groups(): GroupsResponse {
  return {
    run: 'm',
    tag: 'g',
    step: 0,
    wall_time: 1,
    metric: 'recall',
    metrics: [],
    min_count: 50,
    level: 0.95,
    groupings: [['skin']],
    grouping: ['skin'],
    groups: ['skin=a', 'skin=b', 'skin=c'],
    group_sizes: [400, 300, 20],
    classes: ['nurse', 'dancer'],
    value: [
      [0.8, 0.6, null],
      [0.5, 0.52, null],
    ],
    lower: [
      [0.75, 0.55, null],
      [0.45, 0.46, null],
    ],
    upper: [
      [0.85, 0.65, null],
      [0.55, 0.58, null],
    ],
    successes: [
      [160, 90, 5],
      [100, 78, 3],
    ],
    n: [
      [200, 150, 10],
      [200, 150, 6],
    ],
    state: [
      [null, null, 'insufficient'],
      [null, null, 'insufficient'],
    ],
    p_value: [
      [1e-7, 2.5e-6, null],
      [0.61, null, null],
    ],
    significant: [
      [true, true, false],
      [false, false, false],
    ],
    fdr: 0.05,
    significant_cells: 2,
    macro: [],
    reasons: {insufficient: 'few people', undefined: 'nobody'},
  };
}

describe('class x group table', () => {
  test('cells carry their p-value and mark; untested or insufficient cells none', () => {
    const t = rateTableOfGroups(groups(), GROUPS);
    assert.equal(t.cells[0][0].p, 1e-7);
    assert.equal(t.cells[0][0].significant, true);
    assert.equal(t.cells[1][1].p, null);
    assert.equal(t.cells[1][1].significant, false);
    // A mark on an insufficient cell (a malformed response) is never shown.
    const r = groups();
    r.significant![0][2] = true;
    r.p_value![0][2] = 0.01;
    assert.equal(rateTableOfGroups(r, GROUPS).cells[0][2].significant, false);
    assert.equal(rateTableOfGroups(r, GROUPS).cells[0][2].p, null);
    assert.equal(t.fdr, 0.05);
    assert.equal(t.significantCells, 2);
    assert.equal(testedCells(t), 3);
  });

  test('p text and why there is none', () => {
    const t = rateTableOfGroups(groups(), GROUPS);
    assert.deepEqual(ratePCell(t.cells[1][0], 50, false).text, 'p=0.61');
    assert.match(ratePCell(t.cells[1][0], 50, false).title, /^p = 0\.61 \(pooled two-proportion z-test/);
    assert.equal(ratePCell(t.cells[1][1], 50, false).text, 'p \u2014');
    assert.match(ratePCell(t.cells[1][1], 50, true).title, /fewer than min_count = 50 people, or nothing varies \(Wald test/);
    assert.equal(ratePCell(t.cells[0][2], 50, false).text, '');
  });

  test('legend in the disparity wording', () => {
    const t = rateTableOfGroups(groups(), GROUPS);
    assert.equal(
      marksLegendText(rateLegend(t, false)),
      "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (2 of 3 cells with a p-value); each cell tests whether its group's rate differs from the rest of the class's groups pooled",
    );
    assert.match(marksLegendText(rateLegend({...t, fdr: 0.2}, true)), /q = 0\.2 .*mAR \(Wald\)/);
    // The line states the table's counts, and they are its data attributes (data-significant, data-q).
    assert.deepEqual(
      {...rateLegend(t, false), what: ''},
      {q: 0.05, significant: t.significantCells, tested: testedCells(t), unit: 'cell', what: ''},
    );
  });

  test("the CSV's options are the table's, as the response answered them", () => {
    const r = groups();
    assert.deepEqual(cellsTableOptions(r, false), {grouping: 'skin', min_count: '50', metric: 'recall', fdr: '0.05'});
    assert.deepEqual(cellsTableOptions({...r, grouping: ['gender', 'skin'], metric: 'tnr', fdr: 0.2}, false), {
      grouping: 'gender & skin',
      min_count: '50',
      metric: 'tnr',
      fdr: '0.2',
    });
    // Detection has no metric.
    assert.deepEqual(cellsTableOptions(r, true), {grouping: 'skin', min_count: '50', fdr: '0.05'});
  });

  test("the FDR is `fdr` in the hash; an old link's `q` is read", () => {
    const sel = {...defaultGroupsSelection(GROUPS), fdr: 0.2};
    assert.deepEqual(groupsToParams(sel, GROUPS), [['fairness_fdr', '0.2']]);
    assert.equal(groupsFromParams(groupsToParams(sel, GROUPS), GROUPS).fdr, 0.2);
    assert.equal(groupsFromParams([['fairness_q', '0.1']], GROUPS).fdr, 0.1);
    assert.equal(
      groupsFromParams(
        [
          ['fairness_q', '0.1'],
          ['fairness_fdr', '0.3'],
        ],
        GROUPS,
      ).fdr,
      0.3,
    );
  });

  test('detection cells read the mAR test; older responses without p-values', () => {
    const r: DetectionResponse = {
      run: 'm',
      tag: 'd',
      step: 0,
      wall_time: 1,
      min_count: 50,
      level: 0.95,
      groupings: [['skin']],
      grouping: ['skin'],
      groups: ['skin=a', 'skin=b'],
      classes: ['person'],
      thresholds: [0.5],
      n: [[100, 120]],
      hits: [[[80], [60]]],
      mar: [[0.8, 0.5]],
      mar_lower: [[0.7, 0.4]],
      mar_upper: [[0.9, 0.6]],
      ar: [[[0.8], [0.5]]],
      ar_lower: [[[0.7], [0.4]]],
      ar_upper: [[[0.9], [0.6]]],
      state: [[null, null]],
      p_value: [[0.001, 0.001]],
      significant: [[true, false]],
      fdr: 0.01,
      reasons: {},
    };
    const t = rateTableOfDetection(r, DETECTION);
    assert.equal(t.cells[0][0].significant && t.cells[0][0].p === 0.001, true);
    assert.equal(t.fdr, 0.01);
    const {p_value, significant, fdr, ...old} = r;
    const o = rateTableOfDetection(old, DETECTION);
    assert.equal(o.cells[0][0].p, null);
    assert.equal(o.fdr, 0.05);
    // A response without an FDR: the kind's served default, whatever it is (none: the server's, unnamed).
    assert.equal(rateTableOfDetection(old, withOption(DETECTION, 'fdr', {default: 0.1})).fdr, 0.1);
    const unknown = rateTableOfDetection(old, null);
    assert.equal(unknown.fdr, null);
    assert.match(marksLegendText(rateLegend(unknown, true)), /^\u2605 significant after Benjamini\u2013Hochberg at the server's FDR \(/);
  });

  test('the routes take fdr', () => {
    const p: GroupsParams = {run: 'm', tag: 'g', step: null, metric: 'recall', grouping: 'skin', min_count: null, fdr: 0.2};
    const groupsUrl = (q: GroupsParams) => viewUrl('k', '', groupsRouteParams(q));
    assert.equal(groupsUrl(p), 'k?run=m&tag=g&metric=recall&grouping=skin&fdr=0.2');
    assert.equal(groupsUrl({...p, metric: null}), 'k?run=m&tag=g&grouping=skin&fdr=0.2');
    assert.equal(groupsUrl({...p, fdr: null}), 'k?run=m&tag=g&metric=recall&grouping=skin');
    assert.ok(checkGroups(groups()));
    assert.throws(() => checkGroups({...groups(), p_value: [[0.1]]}), /p_value/);
  });
});

function geo(): GeoResponse {
  return {
    run: 'm',
    tag: 'g',
    step: 0,
    wall_time: 1,
    by: 'region',
    groupings: ['region', 'income', 'income_region'],
    threshold: 0,
    resamples: 100,
    level: 0.95,
    groups: ['Africa', 'Europe', 'Oceania'],
    households: [30, 40, 1],
    images: [100, 120, 3],
    hits: [60, 100, 2],
    score: [0.6, 0.83, 0.67],
    lower: [0.5, 0.77, null],
    upper: [0.7, 0.9, null],
    image_rate: [0.6, 0.83, 0.67],
    p_value: [0.003, 0.0004, null],
    significant: [true, true, false],
    fdr: 0.05,
  };
}

function retrieval(): RetrievalResponse {
  return {
    run: 'm',
    tag: 'r',
    step: 0,
    wall_time: 1,
    level: 0.95,
    groups: ['f', 'm'],
    ks: [1, 5],
    queries: [32, 1],
    precision: [
      [0.8, 0.75],
      [1, 0.6],
    ],
    lower: [
      [0.7, 0.65],
      [null, null],
    ],
    upper: [
      [0.9, 0.85],
      [null, null],
    ],
    p_value: [
      [0.02, null],
      [null, null],
    ],
    significant: [
      [true, false],
      [false, false],
    ],
    fdr: 0.1,
  };
}

describe('geodiversity and retrieval', () => {
  test("the FDR is kept in the hash as fdr (an old link's q is read), the default left out", () => {
    assert.deepEqual(geoToParams(defaultGeoSelection(GEO), GEO), []);
    assert.deepEqual(geoToParams({by: 'region', fdr: 0.2}, GEO), [
      ['fairness_by', 'region'],
      ['fairness_fdr', '0.2'],
    ]);
    const back = geoFromParams(parseHash(mergeHash('#fairness', 'fairness_', geoToParams({by: 'region', fdr: 0.2}, GEO))), GEO);
    assert.deepEqual(back, {by: 'region', fdr: 0.2});
    assert.deepEqual(geoFromParams([['fairness_fdr', '7']], GEO), {by: 'income', fdr: 0.05});
    assert.deepEqual(geoFromParams([['fairness_q', '0.3']], GEO), {by: 'income', fdr: 0.3});
    assert.deepEqual(retrievalToParams({fdr: 0.05}, RETRIEVAL), []);
    assert.deepEqual(retrievalFromParams(retrievalToParams({fdr: 0.01}, RETRIEVAL), RETRIEVAL), {fdr: 0.01});
    assert.deepEqual(retrievalFromParams([['fairness_fdr', '0']], RETRIEVAL), {fdr: 0.05});
    // The defaults and choices are the kinds' served ones.
    const regional = withOption(withOption(GEO, 'by', {default: 'region'}), 'fdr', {default: 0.1});
    assert.deepEqual(defaultGeoSelection(regional), {by: 'region', fdr: 0.1});
    assert.deepEqual(geoToParams({by: 'region', fdr: 0.1}, regional), []);
    assert.deepEqual(geoFromParams([['fairness_by', 'planet']], regional), {by: 'region', fdr: 0.1});
    assert.deepEqual(geoFromParams([['fairness_by', 'planet']], withOption(GEO, 'by', {choices: ['region', 'income', 'planet']})), {
      by: 'planet',
      fdr: 0.05,
    });
    assert.deepEqual(defaultRetrievalSelection(RETRIEVAL), {fdr: 0.05});
    assert.deepEqual(defaultRetrievalSelection(null), {fdr: null});
    assert.deepEqual(retrievalToParams({fdr: null}, null), []);
  });

  test('p cells: value and test, or "—" and why', () => {
    const c = testCell(0.003, true, 'Welch', 'too few');
    assert.deepEqual(c, {p: 0.003, text: '0.003', title: 'p = 0.003 (Welch)', significant: true});
    assert.deepEqual(testCell(null, true, 'Welch', 'too few'), {p: null, text: '\u2014', title: 'No p-value: too few', significant: false});
  });

  test('legends count tested rows and marks', () => {
    assert.equal(
      marksLegendText(geoLegend(geo(), GEO)),
      "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (2 of 2 groups with a p-value); each group's households against all other households (Welch's t-test)",
    );
    assert.match(
      marksLegendText(retrievalLegend(retrieval(), RETRIEVAL)),
      /^\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0\.1 \(1 of 1 cell with a p-value\)/,
    );
  });

  test("the CSVs' options are what the responses answered", () => {
    assert.deepEqual(geoTableOptions(geo()), {by: 'region', fdr: '0.05'});
    assert.deepEqual(geoTableOptions({by: 'income'}), {by: 'income'});
    assert.deepEqual(retrievalTableOptions(retrieval()), {fdr: '0.1'});
    assert.deepEqual(retrievalTableOptions({}), {});
  });

  test('the routes take fdr and are checked', () => {
    assert.equal(
      viewUrl('geo', '', geoRouteParams({run: 'm', tag: 'g', step: null}, {by: 'region', fdr: 0.2})),
      'geo?run=m&tag=g&by=region&fdr=0.2',
    );
    assert.equal(viewUrl('ret', '', retrievalRouteParams({run: 'm', tag: 'r', step: 1}, {fdr: 0.1})), 'ret?run=m&tag=r&step=1&fdr=0.1');
    assert.ok(checkRetrieval(retrieval()));
    assert.throws(() => checkRetrieval({...retrieval(), p_value: [[0.1], [0.2]]}), /p_value/);
  });
});
