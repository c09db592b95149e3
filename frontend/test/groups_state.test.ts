import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {disparityDefaultDir, disparityLegend, disparityPCell, sortDisparityRows, topClass} from '../src/disparity_table.js';
import {
  GROUPS_VIEW_DEFAULTS,
  cellsTableOptions,
  defaultGroupsSelection,
  disparityTableOptions,
  groupingLabel,
  groupingParam,
  groupsFromParams,
  groupsToParams,
  type GroupsSelection,
} from '../src/groups_state.js';
import {formatGap, formatRate, macroAverage, stateText} from '../src/rate_table.js';
import {refFromParams, refToParams} from '../src/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import type {DisparityResponse} from '../src/types_groups.js';
import {marksLegendText} from '../src/significance.js';
import {classBars, rateTableOfGroups} from '../src/kinds/group_metrics/state.js';
import type {GroupsResponse} from '../src/kinds/group_metrics/types.js';
import {arPoints, rateTableOfDetection} from '../src/kinds/detection_recall/state.js';
import type {DetectionResponse} from '../src/kinds/detection_recall/types.js';
import {kindFixture, withOption} from './fixtures.js';

/** The kinds' declarations, as the server serves them (metric, min_count, fdr: defaults and bounds). */
const KIND = kindFixture('group_metrics');
const DETECTION = kindFixture('detection_recall');

const HOSTILE = '<img src=x onerror=alert(1)>';

function groupsResponse(): GroupsResponse {
  return {
    run: 'm',
    tag: 'g',
    step: 0,
    wall_time: 1,
    metric: 'recall',
    metrics: [],
    min_count: 50,
    level: 0.95,
    groupings: [['gender'], ['gender', 'skin']],
    grouping: ['gender'],
    groups: ['gender=f', 'gender=m'],
    group_sizes: [400, 31],
    classes: [HOSTILE, 'nurse, "head"', 'ballerina'],
    value: [
      [0.78, null],
      [0.5, 0.25],
      [0.6, null],
    ],
    lower: [
      [0.73, null],
      [0.4, 0.1],
      [0.5, null],
    ],
    upper: [
      [0.82, null],
      [0.6, 0.4],
      [0.7, null],
    ],
    successes: [
      [285, 20],
      [50, 25],
      [60, 0],
    ],
    n: [
      [364, 31],
      [100, 100],
      [100, 0],
    ],
    state: [
      [null, 'insufficient'],
      [null, null],
      [null, 'undefined'],
    ],
    macro: [
      {group: 'gender=f', value: 0.6266666666666667, lower: 0.58, upper: 0.67, classes: 3, state: null},
      {group: 'gender=m', value: 0.25, classes: 1, state: null},
    ],
    reasons: {insufficient: 'few', undefined: 'nobody'},
  };
}

function disparity(): DisparityResponse {
  return {
    run: 'm',
    tag: 'g',
    step: 0,
    min_count: 50,
    level: 0.95,
    a: null,
    b: null,
    rows: 4,
    columns: {
      class: ['nurse', 'b', HOSTILE, 'a'],
      n_a: [100, 80, 364, 5],
      n_b: [100, 90, 31, null],
      value_a: [0.5, 0.7, 0.78, null],
      value_b: [0.25, 0.6, null, null],
      gap: [0.25, 0.1, null, null],
      lower: [0.1, -0.05, null, null],
      upper: [0.4, 0.2, null, null],
      p_value: [2.4e-9, 0.61, null, null],
      significant: [true, false, false, false],
    },
    states: {gap: [null, null, 'insufficient', 'undefined']},
    fdr: 0.05,
    significant: 1,
    reasons: {insufficient: 'fewer than min_count people in the cell', undefined: 'nobody in the cell'},
  };
}

describe('groups hash round trip', () => {
  test('defaults encode to nothing', () => {
    assert.deepEqual(groupsToParams(defaultGroupsSelection(KIND), KIND), []);
    assert.deepEqual(groupsFromParams([], KIND), defaultGroupsSelection(KIND));
    assert.ok(Object.isFrozen(GROUPS_VIEW_DEFAULTS));
    assert.deepEqual(defaultGroupsSelection(KIND), {...GROUPS_VIEW_DEFAULTS, metric: 'recall', fdr: 0.05});
  });

  test("metric and fdr default to the kind's served values; detection declares no metric", () => {
    const tnr = withOption(withOption(KIND, 'metric', {default: 'tnr'}), 'fdr', {default: 0.1});
    assert.deepEqual(defaultGroupsSelection(tnr), {...GROUPS_VIEW_DEFAULTS, metric: 'tnr', fdr: 0.1});
    assert.deepEqual(groupsToParams(defaultGroupsSelection(tnr), tnr), []);
    assert.deepEqual(groupsToParams({...defaultGroupsSelection(tnr), metric: 'recall', fdr: 0.05}, tnr), [
      ['fairness_metric', 'recall'],
      ['fairness_fdr', '0.05'],
    ]);
    const det = defaultGroupsSelection(DETECTION);
    assert.equal(det.metric, null);
    assert.equal(groupsFromParams([['fairness_metric', 'tnr']], DETECTION).metric, null);
    assert.deepEqual(groupsToParams(det, DETECTION), []);
  });

  test('every key survives encode, TensorBoard hash formatting and decode', () => {
    const sel: GroupsSelection = {
      metric: 'tnr',
      grouping: 'gender & skin',
      minCount: 20,
      a: 'gender=f & skin=lighter',
      b: 'gender=m & skin=darker',
      cls: HOSTILE + ' & #=%',
      fdr: 0.2,
      sort: 'n_a',
      dir: 'asc',
    };
    const ref = {run: 'facet', tag: 'groups/val', step: 2};
    const hash = mergeHash('#fairness&tagFilter=x', 'fairness_', [...refToParams(ref), ...groupsToParams(sel, KIND)]);
    assert.ok(!/[ #<>]/.test(hash.slice(1)), `hash must be URI-encoded: ${hash}`);
    assert.deepEqual(groupsFromParams(parseHash(hash), KIND), sel);
    assert.deepEqual(refFromParams(parseHash(hash)), ref);
    assert.ok(parseHash(hash).some(([k, v]) => k === 'fairness_fdr' && v === '0.2'));
  });

  test('fdr: the served default (0.05) is left out; a rate outside (0, 1) or not a number falls back', () => {
    assert.deepEqual(groupsToParams({...defaultGroupsSelection(KIND), fdr: 0.05}, KIND), []);
    assert.deepEqual(groupsToParams({...defaultGroupsSelection(KIND), fdr: 0.01}, KIND), [['fairness_fdr', '0.01']]);
    assert.equal(groupsFromParams([['fairness_fdr', '0.1']], KIND).fdr, 0.1);
    for (const bad of ['0', '1', '-0.1', '1.5', 'abc', '', 'NaN', 'Infinity']) {
      assert.equal(groupsFromParams([['fairness_fdr', bad]], KIND).fdr, 0.05, bad);
    }
  });

  test('a lone a or b, malformed numbers and unknown columns fall back', () => {
    const sel = groupsFromParams(
      [
        ['fairness_a', 'gender=f'],
        ['fairness_min_count', '-3'],
        ['fairness_metric', 'accuracy'],
        ['fairness_sort', 'bogus'],
        ['fairness_dir', 'asc'],
      ],
      KIND,
    );
    assert.deepEqual(sel, defaultGroupsSelection(KIND));
    assert.equal(groupsFromParams([['fairness_min_count', '2.5']], KIND).minCount, null); // the report's own
    // min_count's declared minimum is 1 for the per-group kinds (the server refuses 0).
    assert.equal(groupsFromParams([['fairness_min_count', '0']], KIND).minCount, null);
    assert.equal(groupsFromParams([['fairness_min_count', '1']], KIND).minCount, 1);
    assert.equal(groupsFromParams([['fairness_min_count', '0']], withOption(KIND, 'min_count', {minimum: 0})).minCount, 0);
    assert.equal(groupsFromParams([['fairness_sort', 'class']], KIND).dir, 'asc');
  });
});

describe('groupings and formatting', () => {
  test('intersections read with × and are sent with &', () => {
    assert.equal(groupingLabel(['gender', 'skin']), 'gender × skin');
    assert.equal(groupingParam(['gender', 'skin']), 'gender & skin');
    assert.equal(groupingParam(['skin']), 'skin');
  });

  test('rates and gaps', () => {
    assert.equal(formatRate(0.783, 0.738, 0.822), '78.3% [73.8, 82.2]');
    assert.equal(formatGap(0.25, 0.1, 0.4), '+25.0 pp [10.0, 40.0]');
    assert.equal(formatGap(-0.05, -0.1, 0.01), '\u22125.0 pp [\u221210.0, 1.0]');
  });
});

describe('the rate table', () => {
  test('groups: insufficient and undefined cells never carry a number', () => {
    const t = rateTableOfGroups(groupsResponse(), KIND);
    assert.deepEqual(t.cells[0][1], {
      n: 31,
      value: null,
      lower: null,
      upper: null,
      state: 'insufficient',
      p: null,
      significant: false,
      lowPower: null,
    });
    assert.equal(stateText(t.cells[0][1], 50), 'n=31 < 50');
    assert.equal(stateText(t.cells[2][1], 50), 'nobody');
    assert.equal(t.macro[1].value, 0.25);
    // The server's interval is kept where it gives one; none is invented where it does not.
    assert.deepEqual([t.macro[0].lower, t.macro[0].upper], [0.58, 0.67]);
    assert.deepEqual([t.macro[1].lower, t.macro[1].upper], [null, null]);
  });

  test('a tested cell without a mark, too small to see min_gap, says low power (and only then)', () => {
    const r = groupsResponse();
    const G = r.groups.length;
    r.p_value = r.classes.map(() => Array(G).fill(0.4));
    r.significant = r.classes.map(() => Array(G).fill(false));
    r.mde = r.classes.map(() => Array(G).fill(0.2));
    r.more_examples = r.classes.map(() => Array(G).fill(900));
    r.underpowered = r.classes.map(() => Array(G).fill(true));
    assert.equal(rateTableOfGroups(r, KIND).lowPowerCells, 0); // no settings: an older server
    r.power = 0.8;
    r.min_gap = 0.05;
    const t = rateTableOfGroups(r, KIND);
    assert.match(t.cells[0][0].lowPower ?? '', /^Low power: this test sees a gap of 20\.0 pp or more/);
    assert.equal(t.cells[0][1].lowPower, null); // insufficient: untested
    assert.equal(t.lowPowerCells, t.cells.flat().filter((c) => c.p !== null).length);
    assert.deepEqual(t.power, {power: 0.8, minGap: 0.05, level: r.level});
  });

  test('macro average is over sufficient cells only', () => {
    const t = rateTableOfGroups(groupsResponse(), KIND);
    const m = macroAverage(t.cells, 2);
    assert.ok(Math.abs((m[0].value ?? 0) - (0.78 + 0.5 + 0.6) / 3) < 1e-12);
    assert.deepEqual(m[1], {value: 0.25, lower: null, upper: null, classes: 1});
  });

  test('detection: mAR cells, AR points of sufficient groups only', () => {
    const r: DetectionResponse = {
      run: 'm',
      tag: 'd',
      step: 0,
      wall_time: 1,
      min_count: 50,
      level: 0.95,
      groupings: [['skin']],
      grouping: ['skin'],
      groups: ['skin=lighter', 'skin=darker'],
      classes: ['person'],
      thresholds: [0.5, 0.95],
      n: [[100, 10]],
      hits: [
        [
          [90, 20],
          [5, 1],
        ],
      ],
      mar: [[0.55, null]],
      mar_lower: [[0.5, null]],
      mar_upper: [[0.6, null]],
      ar: [
        [
          [0.9, 0.2],
          [0.5, 0.1],
        ],
      ],
      ar_lower: [
        [
          [0.85, 0.15],
          [0.3, 0.05],
        ],
      ],
      ar_upper: [
        [
          [0.95, 0.25],
          [0.7, 0.2],
        ],
      ],
      state: [[null, 'insufficient']],
      reasons: {},
    };
    const t = rateTableOfDetection(r, DETECTION);
    assert.equal(t.cells[0][0].value, 0.55);
    assert.equal(t.cells[0][1].state, 'insufficient');
    assert.deepEqual(t.macro, [
      {value: 0.55, lower: null, upper: null, classes: 1},
      {value: null, lower: null, upper: null, classes: 0},
    ]);
    // The server's macro row, with its interval, when it sends one.
    const served = rateTableOfDetection(
      {
        ...r,
        macro: [
          {group: r.groups[0], value: 0.55, lower: 0.5, upper: 0.6, classes: 1, state: null},
          {group: r.groups[1], value: null, lower: null, upper: null, classes: 0, state: 'undefined'},
        ],
      },
      DETECTION,
    );
    assert.deepEqual(served.macro[0], {value: 0.55, lower: 0.5, upper: 0.6, classes: 1});
    assert.deepEqual(arPoints(r, 'person'), [
      {group: 'skin=lighter', threshold: 0.5, ar: 0.9, lower: 0.85, upper: 0.95},
      {group: 'skin=lighter', threshold: 0.95, ar: 0.2, lower: 0.15, upper: 0.25},
    ]);
    assert.deepEqual(arPoints(r, 'nobody'), []);
  });

  test('bars of a class', () => {
    const t = rateTableOfGroups(groupsResponse(), KIND);
    const bars = classBars(t, HOSTILE)!;
    assert.equal(bars.length, 2);
    assert.equal(bars[0].value, 0.78);
    assert.equal(bars[1].value, null);
    assert.equal(bars[1].note, 'n=31 < 50');
    assert.equal(classBars(t, 'missing'), null);
  });
});

describe('disparity sorting', () => {
  test('gap descending keeps the server order; undefined last in both directions', () => {
    const d = disparity();
    assert.deepEqual(sortDisparityRows(d, 'gap', 'desc'), [0, 1, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'gap', 'asc'), [1, 0, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'value_b', 'asc'), [0, 1, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'n_b', 'desc'), [0, 1, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'n_b', 'asc'), [2, 1, 0, 3]);
  });

  test('p-value: ascending by default, rows without one last in both directions', () => {
    const d = disparity();
    assert.equal(disparityDefaultDir('p_value'), 'asc');
    assert.deepEqual(sortDisparityRows(d, 'p_value', 'asc'), [0, 1, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'p_value', 'desc'), [1, 0, 2, 3]);
    // A p-value under a gap state (should the server send one) still sorts last.
    d.columns.p_value[2] = 1e-12;
    assert.deepEqual(sortDisparityRows(d, 'p_value', 'asc'), [0, 1, 2, 3]);
    assert.equal(groupsFromParams([['fairness_sort', 'p_value']], KIND).dir, 'asc');
  });

  test('bound: the certain disparity first, rows without one last in both directions', () => {
    const d = disparity();
    d.columns.bound = [0.1, 0.0, 0.3, null]; // row 2 is insufficient: its bound never counts
    assert.equal(disparityDefaultDir('bound'), 'desc');
    assert.deepEqual(sortDisparityRows(d, 'bound', 'desc'), [0, 1, 2, 3]);
    assert.deepEqual(sortDisparityRows(d, 'bound', 'asc'), [1, 0, 2, 3]);
    assert.equal(groupsFromParams([['fairness_sort', 'bound']], KIND).sort, 'bound');
  });

  test('names by code units, both ways', () => {
    const d = disparity();
    assert.deepEqual(sortDisparityRows(d, 'class', 'asc'), [2, 3, 1, 0]);
    assert.deepEqual(sortDisparityRows(d, 'class', 'desc'), [0, 1, 3, 2]);
  });

  test('the top class is the first with a gap', () => {
    const d = disparity();
    assert.equal(topClass(d), 'nurse');
    d.states.gap[0] = 'insufficient';
    assert.equal(topClass(d), 'b');
  });
});

describe('CSV options', () => {
  test('class x group table: the grouping, min_count, metric and FDR the response answered', () => {
    const r = groupsResponse();
    assert.deepEqual(cellsTableOptions(r, false), {grouping: groupingParam(r.grouping), min_count: String(r.min_count), metric: r.metric});
  });

  test('disparity table: its pair, else best minus worst of the grouping shown', () => {
    const d = disparity();
    assert.deepEqual(disparityTableOptions(d, ['gender', 'skin'], false), {grouping: 'gender & skin', min_count: '50', fdr: '0.05'});
    assert.deepEqual(disparityTableOptions({...d, metric: 'tnr', a: 'g=a', b: 'g=b', fdr: 0.2}, ['g'], false), {
      metric: 'tnr',
      a: 'g=a',
      b: 'g=b',
      min_count: '50',
      fdr: '0.2',
    });
    // Detection: no metric, always a pair.
    assert.deepEqual(disparityTableOptions({...d, metric: 'recall', a: 'g=a', b: 'g=b'}, ['g'], true), {
      a: 'g=a',
      b: 'g=b',
      min_count: '50',
      fdr: '0.05',
    });
  });
});

describe('disparity statistics', () => {
  test('p-value cells: the value and its test; insufficient and undefined rows say why, never a mark', () => {
    const d = disparity();
    const reasons = d.reasons!;
    const best = disparityPCell(d, 0, reasons, false, false);
    assert.equal(best.p, 2.4e-9);
    assert.equal(best.text, '<1e\u22126');
    assert.match(best.title, /every sufficient group has the same rate/);
    assert.equal(best.significant, true);
    assert.match(disparityPCell(d, 1, reasons, true, false).title, /two-proportion z-test/);
    assert.match(disparityPCell(d, 1, reasons, true, true).title, /Wald/);
    assert.equal(disparityPCell(d, 1, reasons, true, false).text, '0.61');
    const insufficient = disparityPCell(d, 2, reasons, false, false);
    assert.deepEqual(insufficient, {
      p: null,
      text: '\u2014',
      title: 'insufficient: fewer than min_count people in the cell',
      significant: false,
    });
    // Even a stray mark on an undefined row is not shown.
    d.columns.significant[3] = true;
    assert.equal(disparityPCell(d, 3, reasons, false, false).significant, false);
    assert.equal(disparityPCell(d, 3, reasons, false, false).title, 'undefined: nobody in the cell');
  });

  test('legend: the count of marks over the rows with a p-value, and what best-minus-worst tests', () => {
    const d = disparity();
    assert.equal(
      marksLegendText(disparityLegend(d, false, false)),
      '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (1 of 2 classes with a p-value); ' +
        'best-minus-worst rows test whether all groups share one rate',
    );
    assert.match(
      marksLegendText(disparityLegend({...d, fdr: 0.2}, true, false)),
      /FDR q = 0\.2 .*each row tests whether the two groups share one rate$/,
    );
    assert.match(marksLegendText(disparityLegend(d, true, true)), /one mAR/);
  });
});
