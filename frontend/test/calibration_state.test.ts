import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {viewUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {
  CALIBRATION_PATH,
  binChoices,
  brierText,
  calibrationFromParams,
  calibrationOffered,
  calibrationRouteParams,
  calibrationRows,
  calibrationSentence,
  calibrationToParams,
  defaultCalibrationSelection,
  pointTitle,
  reliability,
  verdictText,
  verdictTone,
  worstRow,
} from '../src/kinds/binary_classification/calibration_state.js';
import {checkCalibration} from '../src/kinds/binary_classification/checks.js';
import type {CalibrationTable} from '../src/kinds/binary_classification/types.js';
import {HASH_PREFIX} from '../src/state.js';
import {bareKind, kindFixture, makeCalibration, withOption} from './fixtures.js';

const KIND = kindFixture('binary_classification');
const HOSTILE = '<img src=x onerror=alert(1)>';
const MINUS = '\u2212';

/** The sample with gender=m surely worse than gender=f (the baseline). */
function worse(over: Partial<CalibrationTable> = {}): CalibrationTable {
  return makeCalibration({
    ece: [0.012, 0.098, null],
    ece_lower: [0.008, 0.071, null],
    ece_upper: [0.02, 0.125, null],
    baseline_ece: 0.012,
    ece_gap: [0, 0.086, null],
    gap_lower: [-0.012, 0.05, null],
    gap_upper: [0.012, 0.121, null],
    verdict: ['no_significant_gap', 'worse', 'undetermined'],
    ...over,
  });
}

/** Every group undefined or insufficient: no number anywhere. */
function noneMeasured(): CalibrationTable {
  const nulls = [null, null, null];
  return makeCalibration({
    state: ['undefined', 'undefined', 'insufficient'],
    reason: ['no positives', 'no negatives', 'fewer than 50 examples'],
    ece: nulls,
    ece_lower: nulls,
    ece_upper: nulls,
    mce: nulls,
    mce_lower: nulls,
    mce_upper: nulls,
    brier: nulls,
    brier_lower: nulls,
    brier_upper: nulls,
    baseline_ece: null,
    ece_gap: nulls,
    gap_lower: nulls,
    gap_upper: nulls,
    verdict: ['undetermined', 'undetermined', 'undetermined'],
  });
}

describe('the bins and their hash key', () => {
  test('the choices are the divisors of the declared maximum from its minimum on', () => {
    assert.deepEqual(binChoices(KIND), [10, 5, 2]);
    assert.deepEqual(binChoices(withOption(KIND, 'bins', {maximum: 12, minimum: 3})), [12, 6, 4, 3]);
    // A server that declares no bins option: the report's 10 and what they merge into.
    assert.deepEqual(binChoices(bareKind('binary_classification')), [10, 5, 2]);
    assert.deepEqual(binChoices(null), [10, 5, 2]);
  });

  test('fairness_cal_bins round-trips, the default is left out, other values fall back', () => {
    const key = `${HASH_PREFIX}cal_bins`;
    assert.deepEqual(defaultCalibrationSelection(), {bins: null});
    assert.deepEqual(calibrationFromParams([], KIND), {bins: null});
    assert.deepEqual(calibrationFromParams([[key, '5']], KIND), {bins: 5});
    assert.deepEqual(calibrationToParams({bins: 5}, KIND), [[key, '5']]);
    assert.deepEqual(calibrationToParams({bins: 2}, KIND), [[key, '2']]);
    // The served default (10) and no choice write nothing.
    assert.deepEqual(calibrationToParams({bins: 10}, KIND), []);
    assert.deepEqual(calibrationToParams({bins: null}, KIND), []);
    for (const bad of ['3', '7', '20', '0', 'x', '', '5.5']) {
      assert.deepEqual(calibrationFromParams([[key, bad]], KIND), {bins: null}, bad);
    }
    // Other panels' keys are not the panel's.
    assert.deepEqual(calibrationFromParams([[`${HASH_PREFIX}slice_k`, '5']], KIND), {bins: null});
  });

  test('offered when the kind declares the calibration view (or nothing is known)', () => {
    assert.ok(calibrationOffered({...KIND, views: ['binary_classification', 'binary_classification/calibration']}));
    assert.ok(!calibrationOffered({...KIND, views: ['binary_classification']}));
    assert.ok(calibrationOffered(null));
  });
});

describe('the route parameters', () => {
  test('the report, the view options and the bins; nulls left out of the URL', () => {
    const ctx = {
      run: 'classifier',
      tag: 'binary/val',
      step: 1,
      label: 'positive',
      grouping: 'gender & age',
      baseline: 'gender=f & age=old',
      minCount: 50,
      level: 0.9,
    };
    assert.deepEqual(calibrationRouteParams(ctx, {bins: 5}), {
      run: 'classifier',
      tag: 'binary/val',
      step: 1,
      label: 'positive',
      grouping: 'gender & age',
      baseline: 'gender=f & age=old',
      min_count: 50,
      level: 0.9,
      bins: 5,
    });
    const latest = {...ctx, step: null, label: null, grouping: null, baseline: null, minCount: null, level: null};
    assert.equal(
      viewUrl('binary_classification', CALIBRATION_PATH, calibrationRouteParams(latest, {bins: null})),
      'binary_classification/calibration?run=classifier&tag=binary%2Fval',
    );
  });
});

describe('the reliability diagram', () => {
  test('one series per measured group, its empty bins skipped; the others listed with their reason', () => {
    const rel = reliability(makeCalibration());
    assert.deepEqual(
      rel.series.map((s) => [s.group, s.points.map((p) => p.bin)]),
      [
        ['gender=f', [0, 1, 2, 3, 4]],
        ['gender=m', [1, 2, 3, 4]],
      ],
    );
    assert.deepEqual(rel.left, [{group: 'gender=nb', state: 'insufficient', reason: 'fewer than 50 examples'}]);
    const p = rel.series[1].points[0];
    assert.deepEqual(p, {
      group: 'gender=m',
      bin: 1,
      from: 0.2,
      to: 0.4,
      score: 0.31,
      observed: 0.082,
      lower: 0.058,
      upper: 0.114,
      count: 366,
      positives: 30,
    });
    assert.equal(
      pointTitle(p, 0.95),
      'gender=m, scores 0.2\u20130.4: mean score 31.0%, observed 8.2% [5.8%, 11.4%] (95%), 366 examples, 30 positive',
    );
  });

  test('a bin with examples but no rate is skipped; no measured group, no series', () => {
    const r = makeCalibration();
    r.per_bin.observed[0][2] = null;
    assert.deepEqual(
      reliability(r).series[0].points.map((p) => p.bin),
      [0, 1, 3, 4],
    );
    const none = reliability(noneMeasured());
    assert.deepEqual(none.series, []);
    assert.deepEqual(
      none.left.map((g) => g.reason),
      ['no positives', 'no negatives', 'fewer than 50 examples'],
    );
  });
});

describe('the summary rows', () => {
  test('pp with one decimal, U+2212, Brier with 3 significant digits, "—" never 0', () => {
    const rows = calibrationRows(makeCalibration());
    const [f, m, nb] = rows;
    assert.equal(f.baseline, true);
    assert.equal(f.ece.text, '9.1 pp');
    assert.equal(f.ece.interval, '[7.5, 10.8]');
    assert.equal(f.mce.text, '15.8 pp');
    assert.equal(f.brier.text, '0.137');
    assert.equal(f.brier.interval, '[0.129, 0.145]');
    assert.equal(m.brier.text, '0.181');
    assert.equal(m.gap.text, `${MINUS}1.4 pp`);
    assert.equal(m.gap.interval, `[${MINUS}4.0, 1.2]`);
    assert.equal(nb.state, 'insufficient');
    assert.equal(nb.reason, 'fewer than 50 examples');
    assert.equal(nb.ece.text, '\u2014');
    assert.equal(nb.ece.value, null);
    assert.equal(nb.ece.interval, '');
    assert.equal(brierText(0.0456), '0.0456');
    assert.equal(brierText(0.2), '0.200');
  });

  test('the verdict badge: its text and colour from the verdict alone', () => {
    const rows = calibrationRows(worse());
    assert.deepEqual(
      rows.map((r) => [verdictText(r), verdictTone(r)]),
      [
        ['baseline', 'muted'],
        ['worse', 'bad'],
        ['undetermined', 'muted'],
      ],
    );
    assert.equal(verdictTone({verdict: 'better', baseline: false}), 'good');
    assert.equal(verdictText({verdict: 'no_significant_gap', baseline: false}), 'no significant gap');
  });
});

describe('the sentence over the chart', () => {
  test('a group surely worse: named with its ECE and interval against the baseline, as the table writes them', () => {
    const r = worse();
    const rows = calibrationRows(r);
    assert.equal(worstRow(rows)?.group, 'gender=m');
    assert.equal(
      calibrationSentence(r, rows),
      "gender=m's scores are the worst calibrated: ECE 9.8 pp [7.1, 12.5] against 1.2 pp for gender=f (the baseline), " +
        'surely worse at 95% (by 5.0 pp at least).',
    );
    // The same texts as the table's.
    const s = calibrationSentence(r, rows);
    assert.ok(s.includes(`${rows[1].ece.text} ${rows[1].ece.interval}`) && s.includes(`${rows[0].ece.text} for`));
  });

  test('several surely worse: the highest ECE is the worst, the others said too; hostile names pass as text', () => {
    const r = worse({
      groups: ['gender=f', 'gender=m', HOSTILE],
      state: ['ok', 'ok', 'ok'],
      reason: ['', '', ''],
      ece: [0.012, 0.098, 0.15],
      ece_lower: [0.008, 0.071, 0.1],
      ece_upper: [0.02, 0.125, 0.2],
      ece_gap: [0, 0.086, 0.138],
      gap_lower: [-0.012, 0.05, 0.08],
      gap_upper: [0.012, 0.121, 0.19],
      verdict: ['no_significant_gap', 'worse', 'worse'],
    });
    const s = calibrationSentence(r, calibrationRows(r));
    assert.ok(s.startsWith(`${HOSTILE}'s scores are the worst calibrated: ECE 15.0 pp [10.0, 20.0]`), s);
    assert.ok(s.endsWith('Also surely worse: gender=m.'), s);
  });

  test('none surely worse: the baseline and the range of the ECEs; those surely better', () => {
    const r = makeCalibration();
    assert.equal(
      calibrationSentence(r, calibrationRows(r)),
      'No group is surely worse calibrated than gender=f (the baseline) at 95%: ECEs from 7.7 pp (gender=m) to 9.1 pp (gender=f).',
    );
    const better = makeCalibration({verdict: ['no_significant_gap', 'better', 'undetermined']});
    assert.equal(
      calibrationSentence(better, calibrationRows(better)),
      'No group is surely worse calibrated than gender=f (the baseline) at 95%: ECEs from 7.7 pp (gender=m) to 9.1 pp (gender=f). Surely better calibrated: gender=m.',
    );
  });

  test('every group undefined or insufficient: why, group by group', () => {
    const r = noneMeasured();
    assert.equal(
      calibrationSentence(r, calibrationRows(r)),
      "No group's calibration can be measured (gender=f: no positives; gender=m: no negatives; gender=nb: fewer than 50 examples).",
    );
  });

  test('a baseline without an ECE; a lone measured group', () => {
    const r = makeCalibration({
      baseline: 'gender=nb',
      baseline_ece: null,
      ece_gap: [null, null, null],
      gap_lower: [null, null, null],
      gap_upper: [null, null, null],
      verdict: ['undetermined', 'undetermined', 'undetermined'],
    });
    assert.equal(
      calibrationSentence(r, calibrationRows(r)),
      'No group can be compared with gender=nb (the baseline), which has no ECE (fewer than 50 examples): ECEs from 7.7 pp (gender=m) to 9.1 pp (gender=f).',
    );
    const lone = makeCalibration({state: ['ok', 'undefined', 'insufficient'], reason: ['', 'no positives', 'fewer than 50 examples']});
    assert.equal(
      calibrationSentence(lone, calibrationRows(lone)),
      'Only gender=f (the baseline) has an ECE: 9.1 pp [7.5, 10.8]; no other group has enough examples with both outcomes.',
    );
  });
});

describe('checkCalibration', () => {
  test('accepts the sample and an answer without calibration', () => {
    const r = makeCalibration();
    assert.equal(checkCalibration(JSON.parse(JSON.stringify(r))).available, true);
    assert.deepEqual(checkCalibration({available: false, reason: 'table: calibration needs the score sums'}), {
      available: false,
      reason: 'table: calibration needs the score sums',
    });
    assert.equal(checkCalibration(noneMeasured()).available, true);
  });

  test('refuses a malformed answer, naming what is wrong', () => {
    const bad = (mutate: (x: Record<string, unknown>) => void, what: RegExp) => {
      const x = JSON.parse(JSON.stringify(makeCalibration())) as Record<string, unknown>;
      mutate(x);
      assert.throws(
        () => checkCalibration(x, 'binary_classification/calibration?run=a'),
        (e: unknown) => e instanceof ApiError && /binary_classification\/calibration/.test(e.message) && what.test(e.message),
      );
    };
    assert.throws(() => checkCalibration(null), ApiError);
    assert.throws(() => checkCalibration({available: false}), /no `reason`/);
    bad((x) => delete x.available, /no `available`/);
    bad((x) => (x.groups = 'gender=f'), /`groups`/);
    bad((x) => (x.ece = [0.1, 0.2]), /`ece` does not have one entry per group/);
    bad((x) => (x.edges = [0, 0.5, 1]), /`edges`/);
    bad((x) => ((x.per_bin as Record<string, unknown[][]>).observed[1] = [0.1, 0.2]), /per_bin.observed/);
    bad((x) => ((x.per_bin as Record<string, unknown[][]>).count[0][0] = null), /per_bin.count/);
    bad((x) => (x.verdict = ['worse', 'much_worse', 'undetermined']), /unknown `verdict`/);
    bad((x) => (x.state = ['ok', 'fine', 'ok']), /unknown `state`/);
    bad((x) => (x.brier = [0.1, 'high', null]), /`brier`/);
  });
});
