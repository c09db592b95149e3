import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  HARMFUL_LABELS_TABLE,
  HARMFUL_RATES_TABLE,
  defaultHarmfulSelection,
  harmfulCurve,
  harmfulFromParams,
  harmfulLabelRows,
  harmfulLegend,
  harmfulRouteParams,
  harmfulTableOptions,
  harmfulTableRows,
  intervalTitle,
  harmfulToParams,
  harmfulTypeIndex,
  thresholdIndex,
} from '../src/kinds/harmful_label_association/state.js';
import {checkHarmful} from '../src/kinds/harmful_label_association/checks.js';
import type {HarmfulResponse} from '../src/kinds/harmful_label_association/types.js';
import {geoBars, geoFromParams, geoRouteParams, geoToParams} from '../src/kinds/geodiversity/state.js';
import {checkGeodiversity} from '../src/kinds/geodiversity/checks.js';
import type {GeoResponse} from '../src/kinds/geodiversity/types.js';
import {retrievalPoints, retrievalRouteParams} from '../src/kinds/retrieval_precision/state.js';
import {checkRetrieval} from '../src/kinds/retrieval_precision/checks.js';
import type {RetrievalResponse} from '../src/kinds/retrieval_precision/types.js';
import {viewUrl} from '../src/api.js';
import {refFromParams, refToParams} from '../src/state.js';
import {optionChoices} from '../src/kinds_state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {kindFixture} from './fixtures.js';
import {marksLegendText} from '../src/significance.js';

/** The kinds' declarations, as the server serves them (harmful's `threshold`, geodiversity's `by` and `fdr`). */
const HARMFUL = kindFixture('harmful_label_association');
const GEO = kindFixture('geodiversity');

const HOSTILE = '<img src=x onerror=alert(1)>';

function harmful(): HarmfulResponse {
  // groups x types x thresholds: 2 x 3 x 2
  return {
    run: 'm',
    tag: 'h',
    step: 0,
    wall_time: 1,
    n: 30,
    level: 0.95,
    fdr: 0.05,
    groups: ['darker', 'a,"b"'],
    group_counts: [10, 20],
    types: ['human', 'crime', 'harmful'],
    harmful_types: ['crime'],
    thresholds: [0, 0.5],
    hits: [
      [
        [5, 2],
        [3, 1],
        [4, 2],
      ],
      [
        [10, 4],
        [2, 0],
        [3, 1],
      ],
    ],
    hit_rate: [
      [
        [0.5, 0.2],
        [0.3, 0.1],
        [0.4, 0.2],
      ],
      [
        [0.5, 0.2],
        [0.1, 0],
        [0.15, null],
      ],
    ],
    lower: [
      [
        [0.2, 0.05],
        [0.1, 0.01],
        [0.15, 0.05],
      ],
      [
        [0.3, 0.08],
        [0.02, 0],
        [0.05, null],
      ],
    ],
    upper: [
      [
        [0.8, 0.5],
        [0.6, 0.4],
        [0.7, 0.5],
      ],
      [
        [0.7, 0.4],
        [0.3, 0.16],
        [0.35, null],
      ],
    ],
    labels: [
      {
        label: 'thief',
        type: 'crime',
        rate: [
          [0.1, 0.05],
          [0.05, 0],
        ],
        gap: [
          [0.05, 0.05],
          [-0.05, -0.05],
        ],
        rate_lower: [
          [0.02, 0.01],
          [0.01, 0],
        ],
        rate_upper: [
          [0.3, 0.2],
          [0.2, 0.1],
        ],
        spread: [0.05, 0.05],
        spread_lower: [-0.1, -0.08],
        spread_upper: [0.25, 0.2],
        p_value: [0.4, null],
        significant: [false, false],
        hits: [
          [1, 0],
          [1, 0],
        ],
      },
      {
        label: HOSTILE,
        type: 'crime',
        rate: [
          [0.3, 0.1],
          [0.1, 0],
        ],
        gap: [
          [0.2, 0.1],
          [-0.2, -0.1],
        ],
        rate_lower: [
          [0.1, 0.02],
          [0.02, 0],
        ],
        rate_upper: [
          [0.6, 0.4],
          [0.4, 0.2],
        ],
        spread: [0.2, 0.1],
        spread_lower: [-0.02, -0.05],
        spread_upper: [0.5, 0.35],
        p_value: [0.001, 0.2],
        significant: [true, false],
        hits: [
          [3, 1],
          [2, 0],
        ],
      },
      {
        label: 'ape',
        type: 'non_human',
        rate: [
          [null, null],
          [null, null],
        ],
        gap: [
          [null, null],
          [null, null],
        ],
        rate_lower: [
          [null, null],
          [null, null],
        ],
        rate_upper: [
          [null, null],
          [null, null],
        ],
        spread: [null, null],
        spread_lower: [null, null],
        spread_upper: [null, null],
        p_value: [null, null],
        significant: [false, false],
        hits: [
          [0, 0],
          [0, 0],
        ],
      },
    ],
  };
}

function geo(): GeoResponse {
  return {
    run: 'm',
    tag: 'g',
    step: 2,
    wall_time: 1,
    by: 'income_region',
    groupings: ['region', 'income', 'income_region'],
    threshold: 0,
    resamples: 1000,
    level: 0.95,
    groups: ['low / Africa', 'low / Europe'],
    households: [12, 0],
    images: [48, 0],
    hits: [23, 0],
    score: [0.48, null],
    lower: [0.35, null],
    upper: [0.62, null],
    image_rate: [0.47, null],
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
    queries: [32, 28],
    precision: [
      [0.8, 0.75],
      [0.6, null],
    ],
    lower: [
      [0.7, 0.65],
      [0.4, null],
    ],
    upper: [
      [0.9, 0.85],
      [0.8, null],
    ],
  };
}

describe('harmful', () => {
  test('hash round trip, defaults left out', () => {
    assert.deepEqual(harmfulToParams(defaultHarmfulSelection(HARMFUL), HARMFUL), []);
    assert.equal(defaultHarmfulSelection(HARMFUL).fdr, 0.05, "the kind's default FDR");
    const sel = {type: 'crime', threshold: 0.3, fdr: 0.01};
    const params = harmfulToParams(sel, HARMFUL);
    assert.deepEqual(params, [
      ['fairness_type', 'crime'],
      ['fairness_threshold', '0.3'],
      ['fairness_fdr', '0.01'],
    ]);
    assert.deepEqual(harmfulFromParams(params, HARMFUL), sel);
    // Values the kind's options do not take fall back to the defaults.
    assert.deepEqual(
      harmfulFromParams(
        [
          ['fairness_threshold', 'x'],
          ['fairness_fdr', '2'],
        ],
        HARMFUL,
      ),
      defaultHarmfulSelection(HARMFUL),
    );
    // Through the real URL hash, with run and tag.
    const hash = mergeHash('#fairness', 'fairness_', [...refToParams({run: 'm', tag: 'harm/val', step: null}), ...params]);
    const back = parseHash(hash);
    assert.deepEqual(harmfulFromParams(back, HARMFUL), sel);
    assert.equal(refFromParams(back).tag, 'harm/val');
  });

  test('type and threshold fall back', () => {
    const r = harmful();
    assert.equal(harmfulTypeIndex(r, 'crime'), 1);
    assert.equal(harmfulTypeIndex(r, 'nope'), 2);
    assert.equal(harmfulTypeIndex({types: ['a', 'b']}, 'nope'), 0);
    assert.equal(thresholdIndex(r.thresholds, 0.5), 1);
    assert.equal(thresholdIndex(r.thresholds, 0.7), 0);
    assert.equal(thresholdIndex(r.thresholds, null), 0);
  });

  test('curve leaves out points without a value', () => {
    const pts = harmfulCurve(harmful(), 2);
    assert.equal(pts.length, 3);
    assert.deepEqual(pts[2], {group: 'a,"b"', threshold: 0, rate: 0.15, lower: 0.05, upper: 0.35});
  });

  test('label rows: largest rate spread first (the served bias), undefined last', () => {
    const rows = harmfulLabelRows(harmful(), 0);
    assert.deepEqual(
      rows.map((r) => r.label),
      [HOSTILE, 'thief', 'ape'],
    );
    assert.deepEqual(rows[0], {
      label: HOSTILE,
      type: 'crime',
      rates: [0.3, 0.1],
      lower: [0.1, 0.02],
      upper: [0.6, 0.4],
      pValue: 0.001,
      significant: true,
      gaps: [0.2, -0.2],
      spread: 0.2,
      spreadLower: -0.02,
      spreadUpper: 0.5,
      highest: 'darker',
      lowest: 'a,"b"',
    });
    assert.equal(rows[2].spread, null);
    assert.equal(rows[2].highest, null);
    assert.equal(rows[2].pValue, null);
    assert.equal(intervalTitle(0.95, 0.1, 0.25), '95% interval (Wilson): [10.0%, 25.0%]');
    assert.match(intervalTitle(0.95, null, null), /no images/);
    assert.deepEqual(harmfulLabelRows(harmful(), 1)[0].rates, [0.1, 0]);
  });

  test("the legend counts the labels' tests and marks at the threshold shown", () => {
    assert.equal(
      marksLegendText(harmfulLegend(harmful(), 0, HARMFUL)),
      "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (1 of 2 labels with a p-value); do the groups' hit rates of the label differ (chi-square)",
    );
    // At the second threshold one label has a p-value and none is marked.
    assert.deepEqual(harmfulLegend(harmful(), 1, HARMFUL), {
      q: 0.05,
      significant: 0,
      tested: 1,
      unit: 'label',
      what: "do the groups' hit rates of the label differ (chi-square)",
    });
  });

  test('CSVs: both tables at the threshold shown', () => {
    assert.deepEqual([HARMFUL_RATES_TABLE, HARMFUL_LABELS_TABLE], ['rates', 'labels']);
    assert.deepEqual(harmfulTableOptions(harmful(), 1), {threshold: '0.5', fdr: '0.05'});
    assert.deepEqual(harmfulTableOptions({...harmful(), fdr: 0.2}, 0), {threshold: '0', fdr: '0.2'});
    assert.deepEqual(harmfulTableOptions({thresholds: [], fdr: 0.05}, 0), {fdr: '0.05'});
    const r = harmful();
    assert.deepEqual(harmfulTableRows(r), {rates: 6, labels: r.labels.length * 2});
  });

  test('the route is checked', () => {
    assert.equal(viewUrl('harm', '', harmfulRouteParams({run: 'm', tag: 'a/b', step: null}, {fdr: null})), 'harm?run=m&tag=a%2Fb');
    assert.equal(viewUrl('harm', '', harmfulRouteParams({run: 'm', tag: 'a', step: 3}, {fdr: 0.01})), 'harm?run=m&tag=a&step=3&fdr=0.01');
    assert.ok(checkHarmful(harmful()));
    const bad = harmful();
    bad.hit_rate[0][1] = [0.1];
    assert.throws(() => checkHarmful(bad), /threshold/);
  });
});

describe('geodiversity', () => {
  test('hash round trip', () => {
    assert.deepEqual(geoToParams({by: 'income', fdr: 0.05}, GEO), []);
    assert.deepEqual(geoToParams({by: 'region', fdr: 0.05}, GEO), [['fairness_by', 'region']]);
    assert.deepEqual(geoFromParams([['fairness_by', 'income_region']], GEO), {by: 'income_region', fdr: 0.05});
    assert.deepEqual(geoFromParams([['fairness_by', 'planet']], GEO), {by: 'income', fdr: 0.05});
    // The picker's choices are the declaration's, in its order.
    assert.deepEqual(optionChoices(GEO, 'by'), ['region', 'income', 'income_region']);
    assert.deepEqual(geoFromParams(parseHash(mergeHash('#fairness', 'fairness_', geoToParams({by: 'region', fdr: 0.05}, GEO))), GEO), {
      by: 'region',
      fdr: 0.05,
    });
  });

  test('bars leave out groups without households', () => {
    assert.deepEqual(geoBars(geo()), [{group: 'low / Africa', value: 0.48, lower: 0.35, upper: 0.62}]);
  });

  test('the route is checked', () => {
    assert.equal(
      viewUrl('geo', '', geoRouteParams({run: 'm', tag: 'g', step: 3}, {by: 'region', fdr: null})),
      'geo?run=m&tag=g&step=3&by=region',
    );
    assert.ok(checkGeodiversity(geo()));
    assert.throws(() => checkGeodiversity({...geo(), score: [1]}), /score/);
  });
});

describe('retrieval', () => {
  test('points leave out missing values', () => {
    const pts = retrievalPoints(retrieval());
    assert.equal(pts.length, 3);
    assert.deepEqual(pts[1], {group: 'f', k: 5, precision: 0.75, lower: 0.65, upper: 0.85});
  });

  test('the route is checked', () => {
    assert.equal(viewUrl('ret', '', retrievalRouteParams({run: 'm', tag: 'r', step: null}, {fdr: null})), 'ret?run=m&tag=r');
    assert.ok(checkRetrieval(retrieval()));
    assert.throws(() => checkRetrieval({...retrieval(), precision: [[1], [2]]}), /per K/);
  });
});
