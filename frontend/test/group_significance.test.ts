// "Does this group differ from the rest?": p-values, ★ marks, legends, FDR in the hash and
// CSV columns of the class x group, geodiversity and retrieval tables.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  RATE_CSV_COLUMNS,
  buildRateCsv,
  rateLegend,
  ratePCell,
  rateTableOfDetection,
  rateTableOfGroups,
  testedCells,
} from '../src/groups_state.js';
import {
  TESTED_INDICATOR_CSV_COLUMNS,
  buildGeoCsv,
  buildRetrievalCsv,
  defaultGeoSelection,
  geoFromParams,
  geoLegend,
  geoToParams,
  retrievalFromParams,
  retrievalLegend,
  retrievalToParams,
  testCell,
} from '../src/indicators_state.js';
import {detectionUrl, geodiversityUrl, groupsUrl, retrievalUrl, checkGroups, checkRetrieval} from '../src/api.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import type {DetectionResponse, GeoResponse, GroupsResponse, RetrievalResponse} from '../src/types.js';

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
    value: [[0.8, 0.6, null], [0.5, 0.52, null]],
    lower: [[0.75, 0.55, null], [0.45, 0.46, null]],
    upper: [[0.85, 0.65, null], [0.55, 0.58, null]],
    successes: [[160, 90, 5], [100, 78, 3]],
    n: [[200, 150, 10], [200, 150, 6]],
    state: [[null, null, 'insufficient'], [null, null, 'insufficient']],
    p_value: [
      [1e-7, 2.5e-6, null],
      [0.61, null, null],
    ],
    significant: [[true, true, false], [false, false, false]],
    q: 0.05,
    significant_cells: 2,
    macro: [],
    reasons: {insufficient: 'few people', undefined: 'nobody'},
  };
}

describe('class x group table', () => {
  test('cells carry their p-value and mark; untested or insufficient cells none', () => {
    const t = rateTableOfGroups(groups());
    assert.equal(t.cells[0][0].p, 1e-7);
    assert.equal(t.cells[0][0].significant, true);
    assert.equal(t.cells[1][1].p, null);
    assert.equal(t.cells[1][1].significant, false);
    // A mark on an insufficient cell (a malformed response) is never shown.
    const r = groups();
    r.significant![0][2] = true;
    r.p_value![0][2] = 0.01;
    assert.equal(rateTableOfGroups(r).cells[0][2].significant, false);
    assert.equal(rateTableOfGroups(r).cells[0][2].p, null);
    assert.equal(t.q, 0.05);
    assert.equal(t.significantCells, 2);
    assert.equal(testedCells(t), 3);
  });

  test('p text and why there is none', () => {
    const t = rateTableOfGroups(groups());
    assert.deepEqual(ratePCell(t.cells[1][0], 50, false).text, 'p=0.61');
    assert.match(ratePCell(t.cells[1][0], 50, false).title, /^p = 0\.61 \(pooled two-proportion z-test/);
    assert.equal(ratePCell(t.cells[1][1], 50, false).text, 'p \u2014');
    assert.match(ratePCell(t.cells[1][1], 50, true).title, /fewer than min_count = 50 people, or nothing varies \(Wald test/);
    assert.equal(ratePCell(t.cells[0][2], 50, false).text, '');
  });

  test('legend in the disparity wording', () => {
    const t = rateTableOfGroups(groups());
    assert.equal(
      rateLegend(t, false),
      "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (2 of 3 cells with a p-value); each cell tests whether its group's rate differs from the rest of the class's groups pooled",
    );
    assert.match(rateLegend({...t, q: 0.2}, true), /q = 0\.2 .*mAR \(Wald\)/);
  });

  test('CSV gains p_value and significant', () => {
    assert.deepEqual([...RATE_CSV_COLUMNS], ['class', 'group', 'n', 'value', 'lower', 'upper', 'p_value', 'significant']);
    const lines = buildRateCsv(rateTableOfGroups(groups())).split('\r\n');
    assert.equal(lines[1], 'nurse,skin=a,200,0.8,0.75,0.85,1e-7,True');
    assert.equal(lines[3], 'nurse,skin=c,10,,,,,False');
    assert.equal(lines[4], 'dancer,skin=a,200,0.5,0.45,0.55,0.61,False');
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
      q: 0.01,
      reasons: {},
    };
    const t = rateTableOfDetection(r);
    assert.equal(t.cells[0][0].significant && t.cells[0][0].p === 0.001, true);
    assert.equal(t.q, 0.01);
    const {p_value, significant, q, ...old} = r;
    void p_value, void significant, void q;
    const o = rateTableOfDetection(old);
    assert.equal(o.cells[0][0].p, null);
    assert.equal(o.q, 0.05);
  });

  test('the routes take q', () => {
    const p = {run: 'm', tag: 'g', step: null, metric: 'recall', grouping: 'skin', min_count: null, q: 0.2};
    assert.equal(groupsUrl(p), 'groups?run=m&tag=g&metric=recall&grouping=skin&q=0.2');
    assert.equal(detectionUrl({...p, metric: null}), 'detection?run=m&tag=g&grouping=skin&q=0.2');
    assert.equal(groupsUrl({...p, q: null}), 'groups?run=m&tag=g&metric=recall&grouping=skin');
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
    q: 0.05,
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
    precision: [[0.8, 0.75], [1, 0.6]],
    lower: [[0.7, 0.65], [null, null]],
    upper: [[0.9, 0.85], [null, null]],
    p_value: [[0.02, null], [null, null]],
    significant: [[true, false], [false, false]],
    q: 0.1,
  };
}

describe('geodiversity and retrieval', () => {
  test('the FDR is kept in the hash as q, the default left out', () => {
    assert.deepEqual(geoToParams(defaultGeoSelection()), []);
    assert.deepEqual(geoToParams({by: 'region', fdr: 0.2}), [['fairness_by', 'region'], ['fairness_q', '0.2']]);
    const back = geoFromParams(parseHash(mergeHash('#fairness', 'fairness_', geoToParams({by: 'region', fdr: 0.2}))));
    assert.deepEqual(back, {by: 'region', fdr: 0.2});
    assert.deepEqual(geoFromParams([['fairness_q', '7']]), {by: 'income', fdr: 0.05});
    assert.deepEqual(retrievalToParams({fdr: 0.05}), []);
    assert.deepEqual(retrievalFromParams(retrievalToParams({fdr: 0.01})), {fdr: 0.01});
    assert.deepEqual(retrievalFromParams([['fairness_q', '0']]), {fdr: 0.05});
  });

  test('p cells: value and test, or "—" and why', () => {
    const c = testCell(0.003, true, 'Welch', 'too few');
    assert.deepEqual(c, {p: 0.003, text: '0.003', title: 'p = 0.003 (Welch)', significant: true});
    assert.deepEqual(testCell(null, true, 'Welch', 'too few'), {p: null, text: '\u2014', title: 'No p-value: too few', significant: false});
  });

  test('legends count tested rows and marks', () => {
    assert.equal(
      geoLegend(geo()),
      "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (2 of 2 groups with a p-value); each group's households against all other households (Welch's t-test)",
    );
    assert.match(retrievalLegend(retrieval()), /^\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0\.1 \(1 of 1 cell with a p-value\)/);
  });

  test('CSVs gain p_value and significant', () => {
    assert.equal(TESTED_INDICATOR_CSV_COLUMNS.join(','), 'class,group,n,value,lower,upper,p_value,significant');
    assert.deepEqual(buildGeoCsv(geo()).split('\r\n'), [
      'class,group,n,value,lower,upper,p_value,significant',
      ',Africa,30,0.6,0.5,0.7,0.003,True',
      ',Europe,40,0.83,0.77,0.9,0.0004,True',
      ',Oceania,1,0.67,,,,False',
      '',
    ]);
    assert.deepEqual(buildRetrievalCsv(retrieval()).split('\r\n').slice(0, 3), [
      'class,group,n,value,lower,upper,p_value,significant',
      'P@1,f,32,0.8,0.7,0.9,0.02,True',
      'P@1,m,1,1,,,,False',
    ]);
  });

  test('the routes take q and are checked', () => {
    assert.equal(geodiversityUrl({run: 'm', tag: 'g', step: null, by: 'region', q: 0.2}), 'geodiversity?run=m&tag=g&by=region&q=0.2');
    assert.equal(retrievalUrl({run: 'm', tag: 'r', step: 1, q: 0.1}), 'retrieval?run=m&tag=r&step=1&q=0.1');
    assert.ok(checkRetrieval(retrieval()));
    assert.throws(() => checkRetrieval({...retrieval(), p_value: [[0.1], [0.2]]}), /p_value/);
  });
});
