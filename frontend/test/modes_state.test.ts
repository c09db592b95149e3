import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allTags, kindOptions, parseMode, runsWithTag, splitParams} from '../src/modes_state.js';
import {HASH_PREFIX, viewParams} from '../src/state.js';
import {optionNames} from '../src/kinds_state.js';
import {makeKinds} from './fixtures.js';

test('an unknown mode is the report mode', () => {
  assert.equal(parseMode('compare'), 'compare');
  assert.equal(parseMode('trend'), 'trend');
  assert.equal(parseMode('report'), 'report');
  assert.equal(parseMode('<b>'), 'report');
  assert.equal(parseMode(undefined), 'report');
});

test('hash parameters are split by owner', () => {
  const params = viewParams([
    ['fairness_run', 'a'],
    ['fairness_tag', 't'],
    ['fairness_mode', 'compare'],
    ['fairness_metric', 'pmi'],
    ['fairness_cmp_b_run', 'b'],
    ['fairness_cmp_also', 'c'],
    ['fairness_cmp_also', 'd'],
    ['fairness_trend_run', 'a'],
    ['other', 'x'],
  ]);
  const split = splitParams(params, HASH_PREFIX);
  assert.equal(split.mode, 'compare');
  assert.deepEqual(split.view, [['fairness_metric', 'pmi']]);
  assert.deepEqual(split.compare, [
    ['fairness_cmp_b_run', 'b'],
    ['fairness_cmp_also', 'c'],
    ['fairness_cmp_also', 'd'],
  ]);
  assert.deepEqual(split.trend, [['fairness_trend_run', 'a']]);
  assert.equal(splitParams([['fairness_mode', 'nonsense']], HASH_PREFIX).mode, 'report');
});

test('only the options the kind declares are passed on, unprefixed', () => {
  const view: [string, string][] = [
    ['fairness_metric', 'dp'],
    ['fairness_a', 'woman'],
    ['fairness_b', ''],
    ['fairness_sort', 'gap'],
    ['fairness_q', 'x'],
    ['fairness_min_count', '30'],
    ['fairness_level', '0.9'],
    ['fairness_fdr', '0.1'],
    ['fairness_rank_by', 'bound'],
    ['fairness_mev', '3'],
  ];
  const [assoc, skew] = makeKinds().kinds;
  assert.deepEqual(kindOptions(view, HASH_PREFIX, optionNames(assoc)), {
    metric: 'dp',
    a: 'woman',
    min_count: '30',
    level: '0.9',
    fdr: '0.1',
    rank_by: 'bound',
  });
  assert.deepEqual(kindOptions(view, HASH_PREFIX, optionNames(skew)), {min_count: '30', level: '0.9', fdr: '0.1', mev: '3'});
  // A kind the server does not declare: nothing is passed on.
  assert.deepEqual(kindOptions(view, HASH_PREFIX, optionNames(null)), {});
});

test('runs and tags of a kind', () => {
  const runs = {
    b: {t: {kind: 'skew_size'}, u: {kind: 'label_associations'}},
    a: {t: {kind: 'skew_size'}},
    c: {t: {kind: 'label_associations'}, z: {kind: 'unknown'}},
  };
  assert.deepEqual(runsWithTag(runs, 't', 'skew_size'), ['a', 'b']);
  assert.deepEqual(runsWithTag(runs, 'missing', 'skew_size'), []);
  assert.deepEqual(allTags(runs, ['skew_size', 'label_associations']), ['t', 'u']);
});
