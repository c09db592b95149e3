import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  effectiveOptions,
  inheritedText,
  modeOptionList,
  ownOptionKey,
  ownOptionValid,
  ownOptionsFromParams,
  ownOptionsToParams,
} from '../src/mode_options_state.js';
import {defaultTrendSelection, trendFromParams, trendOptions, trendToParams, trendSelectionFor} from '../src/trend_state.js';
import {kindFixture} from './fixtures.js';

describe("a mode's own options", () => {
  const assoc = kindFixture('label_associations');
  const skew = kindFixture('skew_size');

  test('the bar lists the declared options but those of one view', () => {
    const names = modeOptionList(assoc, ['gap_threshold']).map((o) => o.name);
    assert.ok(names.includes('metric') && names.includes('a') && names.includes('level'));
    assert.ok(!names.includes('rank_by') && !names.includes('gap_threshold') && !names.includes('table'));
  });

  test('own values win over the report view, and only valid ones are read from the hash', () => {
    assert.deepEqual(effectiveOptions({metric: 'dp', a: 'man'}, {metric: 'pmi'}), {metric: 'pmi', a: 'man'});
    assert.equal(ownOptionValid(assoc, 'level', '0.9'), true);
    assert.equal(ownOptionValid(assoc, 'level', '2'), false);
    assert.equal(ownOptionValid(assoc, 'metric', 'bogus'), false);
    assert.equal(ownOptionValid(assoc, 'level', ''), true);
    const params: [string, string][] = [
      [ownOptionKey('trend_', 'metric'), 'dp'],
      [ownOptionKey('trend_', 'level'), '7'],
      [ownOptionKey('trend_', 'nope'), 'x'],
    ];
    assert.deepEqual(ownOptionsFromParams(params, 'trend_', assoc), {metric: 'dp'});
    assert.deepEqual(ownOptionsToParams({metric: 'dp'}, 'trend_', assoc), [[ownOptionKey('trend_', 'metric'), 'dp']]);
    assert.equal(inheritedText(assoc, 'metric', {metric: 'pmi'}), 'pmi');
    assert.equal(inheritedText(assoc, 'metric', {}), String(assoc.options.find((o) => o.name === 'metric')!.default));
  });

  test('the trend keeps them in its hash keys and sends them', () => {
    const sel = {...defaultTrendSelection(assoc), own: {metric: 'dp'}};
    const params = trendToParams(sel, assoc);
    assert.deepEqual(trendFromParams(params, assoc).own, {metric: 'dp'});
    assert.equal(trendOptions({metric: 'pmi', a: 'man'}, sel, false).metric, 'dp');
    // Another kind keeps only the own options it declares.
    assert.deepEqual(trendSelectionFor({...sel, own: {metric: 'dp', level: '0.9'}}, skew).own, {level: '0.9'});
  });
});
