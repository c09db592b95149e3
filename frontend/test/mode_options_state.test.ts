import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  effectiveOptions,
  groupingInUse,
  groupingOfGroup,
  inheritedEntry,
  inheritedText,
  listedValues,
  missingRequired,
  modeOptionList,
  modeOptions,
  optionControl,
  ownOptionKey,
  ownOptionValid,
  ownOptionsFromParams,
  ownOptionsToParams,
  usedInMode,
  valuesKey,
  withOwnOption,
  type OptionControl,
  type OptionValues,
} from '../src/mode_options_state.js';
import {valuesUrl} from '../src/api.js';
import {checkValues} from '../src/response_checks.js';
import {runsOptions, runsOptionsText, defaultRunsSelection} from '../src/runs_state.js';
import {defaultTrendSelection, trendFromParams, trendOptions, trendToParams, trendSelectionFor} from '../src/trend_state.js';
import type {KindDeclaration, KindOption} from '../src/types.js';
import {kindFixture, withOption} from './fixtures.js';

const names = (list: KindOption[]) => list.map((o) => o.name);
const entries = (c: OptionControl) => (c.type === 'select' ? c.entries.map((e) => e.value) : null);

describe("a mode's own options", () => {
  const assoc = kindFixture('label_associations');
  const skew = kindFixture('skew_size');

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

describe('each mode shows and sends the options that change what it shows (used_by)', () => {
  const assoc = kindFixture('label_associations');
  const groups = kindFixture('group_metrics');
  const binary = kindFixture('binary_classification');

  test('compare: its rows and headline cards; trends and runs: the headline numbers', () => {
    assert.deepEqual(names(modeOptionList(assoc, 'compare')), ['metric', 'a', 'b', 'min_count', 'gap_threshold', 'level', 'fdr']);
    assert.deepEqual(names(modeOptionList(assoc, 'trend', ['gap_threshold'])), ['metric', 'a', 'b', 'min_count', 'level']);
    assert.deepEqual(names(modeOptionList(groups, 'compare')), ['metric', 'grouping', 'a', 'b', 'min_count', 'level', 'fdr']);
    assert.deepEqual(names(modeOptionList(groups, 'trend')), ['metric', 'grouping', 'min_count', 'level']);
    assert.deepEqual(names(modeOptionList(groups, 'runs')), ['metric', 'grouping', 'min_count', 'level']);
    // The binary headlines read neither the view's metric nor a baseline.
    assert.deepEqual(names(modeOptionList(binary, 'compare')), ['grouping', 'threshold', 'label', 'min_count', 'level', 'fdr']);
    assert.ok(!modeOptionList(binary, 'runs').some((o) => o.name === 'fdr'));
  });

  test('an option an older server declares no use of is used everywhere', () => {
    const old = withOption(groups, 'rank_by', {used_by: undefined});
    const rankBy = old.options.find((o) => o.name === 'rank_by')!;
    assert.equal(usedInMode(rankBy, 'trend'), true);
    assert.ok(names(modeOptionList(old, 'trend')).includes('rank_by'));
  });

  test('what is sent: the options the mode reads, and names the kind does not declare', () => {
    const inherited = {table: 'disparity', rank_by: 'bound', grouping: 'skin', a: 'skin=darker', fdr: '0.1', extra: 'x'};
    assert.deepEqual(modeOptions(groups, 'trend', inherited), {grouping: 'skin', extra: 'x'});
    assert.deepEqual(modeOptions(groups, 'compare', {...inherited, b: 'skin=lighter'}), {
      grouping: 'skin',
      a: 'skin=darker',
      b: 'skin=lighter',
      fdr: '0.1',
      extra: 'x',
    });
    // The report view's baseline (of another grouping than Compare's) is not sent.
    assert.deepEqual(modeOptions(binary, 'compare', effectiveOptions({baseline: 'gender=f', grouping: 'gender'}, {grouping: 'age'})), {
      grouping: 'age',
    });
    const sel = {...defaultTrendSelection(groups), own: {min_count: '5'}};
    assert.deepEqual(trendOptions({table: 'cells', fdr: '0.2', metric: 'tnr'}, sel, false, groups), {metric: 'tnr', min_count: '5'});
    assert.deepEqual(runsOptions({rank_by: 'bound', grouping: 'skin'}, defaultRunsSelection(), groups), {grouping: 'skin'});
    assert.equal(runsOptionsText({table: 'cells', rank_by: 'signed', metric: 'tnr', fdr: 0.05, level: 0.95}, groups), 'metric=tnr');
  });

  test('one group of a pair is not sent until the other is chosen (the server takes both or neither)', () => {
    assert.deepEqual(missingRequired(groups, 'a', {a: 'skin=lighter'}), ['b']);
    assert.deepEqual(missingRequired(groups, 'a', {a: 'skin=lighter', b: 'skin=darker'}), []);
    assert.deepEqual(modeOptions(groups, 'compare', {grouping: 'skin', a: 'skin=lighter'}), {grouping: 'skin'});
    assert.deepEqual(modeOptions(groups, 'compare', {a: 'skin=lighter', b: 'skin=darker'}), {a: 'skin=lighter', b: 'skin=darker'});
    assert.deepEqual(modeOptions(groups, 'compare', {a: 'skin=lighter', b: ''}), {b: ''});
    // Identities A and B of label associations are not a pair: either alone is taken.
    assert.deepEqual(modeOptions(assoc, 'compare', {a: 'woman'}), {a: 'woman'});
  });
});

describe('controls filled from the report (`GET values`)', () => {
  const assoc = kindFixture('label_associations');
  const binary = kindFixture('binary_classification');
  const option = (kind: KindDeclaration, name: string) => kind.options.find((o) => o.name === name)!;
  const groupValues: OptionValues = {
    grouping: ['gender', 'skin', 'gender & skin'],
    a: ['gender=f', 'gender=m', 'skin=lighter', 'skin=darker', 'gender=f & skin=lighter', 'gender=m & skin=darker'],
    b: ['gender=f', 'gender=m', 'skin=lighter', 'skin=darker', 'gender=f & skin=lighter', 'gender=m & skin=darker'],
  };

  test('the route and its check', () => {
    assert.equal(valuesUrl({run: 'a b', tag: 'groups/val', step: null}), 'values?run=a+b&tag=groups%2Fval');
    assert.equal(valuesUrl({run: 'r', tag: 't', step: 3}), 'values?run=r&tag=t&step=3');
    // Without a run: every run's latest report (Trends, Runs).
    assert.equal(valuesUrl({run: null, tag: 't', step: null}), 'values?tag=t');
    const ok = {run: 'r', tag: 't', step: 0, kind: 'group_metrics', values: groupValues};
    assert.equal(checkValues(ok), ok);
    assert.throws(() => checkValues({values: {a: [1]}}), /not a list of strings/);
    assert.throws(() => checkValues({values: []}), /no `values`/);
  });

  test('a cache key per run, tag and step; the latest step with the revision', () => {
    const key = valuesKey({run: 'r', tag: 't', step: 1});
    assert.notEqual(key, valuesKey({run: 'r', tag: 't', step: 2}));
    assert.notEqual(key, valuesKey({run: 'r', tag: 't2', step: 1}));
    assert.equal(key, valuesKey({run: 'r', tag: 't', step: 1}, 'rev2'));
    assert.notEqual(valuesKey({run: 'r', tag: 't', step: null}, 'rev1'), valuesKey({run: 'r', tag: 't', step: null}, 'rev2'));
    // Every run is not a run named like it, nor the empty run.
    const every = valuesKey({run: null, tag: 't', step: null}, 'rev1');
    assert.notEqual(every, valuesKey({run: '', tag: 't', step: null}, 'rev1'));
    assert.notEqual(every, valuesKey({run: 'every run', tag: 't', step: null}, 'rev1'));
    // A run and a tag that hold the separator of the other cannot collide.
    assert.notEqual(valuesKey({run: 'a b', tag: 'c', step: 1}), valuesKey({run: 'a', tag: 'b c', step: 1}));
  });

  test('a dropdown: the inherited value first, then the listed values; a box while they load', () => {
    const a = option(assoc, 'a');
    const values = {a: ['man', 'woman'], b: ['man', 'woman']};
    assert.deepEqual(optionControl(assoc, a, null, {}, {}), {type: 'text'});
    const c = optionControl(assoc, a, values, {a: 'woman'}, {});
    assert.deepEqual(c, {
      type: 'select',
      entries: [
        {value: '', label: "report view's: woman"},
        {value: 'man', label: 'man'},
        {value: 'woman', label: 'woman'},
      ],
    });
    // Without the report view's value: the default (declared, or the report's).
    assert.deepEqual(inheritedEntry(assoc, 'a', {}), {value: '', label: 'default'});
    assert.deepEqual(inheritedEntry(assoc, 'metric', {}), {value: '', label: 'default: npmi_xy'});
    // A choice is a dropdown of its choices, values or not; a number without listed values a box.
    assert.deepEqual(entries(optionControl(assoc, option(assoc, 'metric'), null, {}, {}))!.slice(0, 3), ['', 'dp', 'pmi']);
    assert.deepEqual(optionControl(assoc, option(assoc, 'min_count'), values, {}, {}), {type: 'text'});
    assert.deepEqual(optionControl(assoc, option(assoc, 'a'), {b: ['x']}, {}, {}), {type: 'text'});
  });

  test('thresholds are a dropdown of the report’s, as the server writes them', () => {
    const values = {threshold: ['0', '0.1', '0.35000000000000003']};
    assert.deepEqual(entries(optionControl(binary, option(binary, 'threshold'), values, {}, {})), ['', '0', '0.1', '0.35000000000000003']);
    assert.equal(ownOptionValid(binary, 'threshold', '0.35000000000000003'), true);
  });

  test('groups are narrowed to the grouping in use: own, else the report view’s, else the report’s first', () => {
    assert.equal(groupingOfGroup('gender=f & skin=darker'), 'gender & skin');
    assert.equal(groupingOfGroup('skin=a=b'), 'skin');
    assert.equal(groupingInUse(groupValues, {}, {}), 'gender');
    assert.equal(groupingInUse(groupValues, {grouping: 'skin'}, {}), 'skin');
    assert.equal(groupingInUse(groupValues, {grouping: 'skin'}, {grouping: 'gender & skin'}), 'gender & skin');
    assert.deepEqual(listedValues('a', groupValues, {}, {}), ['gender=f', 'gender=m']);
    assert.deepEqual(listedValues('b', groupValues, {grouping: 'skin'}, {}), ['skin=lighter', 'skin=darker']);
    // The server takes a grouping's attributes in any order.
    assert.deepEqual(listedValues('a', groupValues, {}, {grouping: 'skin & gender'}), [
      'gender=f & skin=lighter',
      'gender=m & skin=darker',
    ]);
    assert.deepEqual(listedValues('grouping', groupValues, {}, {grouping: 'skin'}), ['gender', 'skin', 'gender & skin']);
    // Values that are not groups (identities, thresholds, labels) are never narrowed.
    const bin = {grouping: ['gender'], baseline: ['gender=f', 'gender=m'], label: ['positive', 'gender'], threshold: ['0.5']};
    assert.deepEqual(listedValues('label', bin, {}, {}), ['positive', 'gender']);
    assert.deepEqual(listedValues('threshold', bin, {}, {}), ['0.5']);
    assert.deepEqual(listedValues('a', {a: ['man', 'woman']}, {}, {}), ['man', 'woman']);
  });

  test('another grouping drops the own groups not of it, and keeps the rest', () => {
    const own = {a: 'gender=f', b: 'gender=m', metric: 'tnr'};
    assert.deepEqual(withOwnOption(own, 'grouping', 'skin', groupValues, {}), {grouping: 'skin', metric: 'tnr'});
    assert.deepEqual(withOwnOption(own, 'grouping', 'gender', groupValues, {}), {...own, grouping: 'gender'});
    assert.deepEqual(withOwnOption({grouping: 'skin', metric: 'tnr'}, 'grouping', '', groupValues, {}), {metric: 'tnr'});
    // A value the report does not list is not the grouping's to drop.
    assert.deepEqual(withOwnOption({a: 'typed'}, 'grouping', 'skin', groupValues, {}), {a: 'typed', grouping: 'skin'});
    assert.deepEqual(withOwnOption({a: 'gender=f'}, 'grouping', 'skin', null, {}), {a: 'gender=f', grouping: 'skin'});
    const bin = {grouping: ['gender', 'age'], baseline: ['gender=f', 'age=old']};
    assert.deepEqual(withOwnOption({baseline: 'gender=f'}, 'grouping', 'age', bin, {}), {grouping: 'age'});
  });

  test('hostile value names pass through as text, and an own value the report lacks stays, said so', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const quote = `"'><script>alert(1)</script>`;
    const values = {a: [hostile, quote, 'a & b=c'], b: [hostile]};
    const c = optionControl(assoc, option(assoc, 'a'), values, {a: quote}, {a: hostile});
    assert.deepEqual(c.type === 'select' && c.entries, [
      {value: '', label: `report view's: ${quote}`},
      {value: hostile, label: hostile},
      {value: quote, label: quote},
      {value: 'a & b=c', label: 'a & b=c'},
    ]);
    const gone = optionControl(assoc, option(assoc, 'b'), values, {}, {b: quote});
    assert.deepEqual(gone.type === 'select' && gone.entries.at(-1), {value: quote, label: `${quote} (not in this report)`});
    // Group-like hostile names of no listed grouping are not narrowed away.
    assert.deepEqual(listedValues('a', {grouping: ['g'], a: ['g=<b>x</b>', '<i>=y']}, {}, {}), ['g=<b>x</b>', '<i>=y']);
  });
});
