import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  betterText,
  boundsText,
  declarationOf,
  numberDefault,
  numberOrDefault,
  optionChoices,
  optionDefault,
  optionLabel,
  optionNames,
  optionOf,
  optionTooltip,
  optionValid,
  tableCsvTitle,
  tableOf,
  tableParam,
  textDefault,
  textOrDefault,
} from '../src/kinds_state.js';
import {bareKind, kindFixture, makeKinds, withOption} from './fixtures.js';

test("a kind's declaration is found by name; none before the registry answers or for a kind it lacks", () => {
  const kinds = makeKinds();
  assert.equal(declarationOf(kinds, 'skew_size')?.title, 'SkewSize');
  assert.equal(declarationOf(kinds, 'mystery'), null);
  assert.equal(declarationOf(kinds, null), null);
  assert.equal(declarationOf(null, 'skew_size'), null);
});

test('options: their names in declaration order, one by name', () => {
  const [assoc, skew] = makeKinds().kinds;
  assert.deepEqual(optionNames(skew), ['table', 'mev', 'class_name', 'min_count', 'level', 'fdr']);
  assert.deepEqual(optionNames(null), []);
  assert.equal(optionOf(assoc, 'gap_threshold')?.default, 0.1);
  assert.equal(optionOf(skew, 'gap_threshold'), null);
  assert.equal(optionOf(null, 'fdr'), null);
});

test('tables: by name, the first by default', () => {
  const skew = makeKinds().kinds[1];
  assert.equal(tableOf(skew, null)?.name, 'classes');
  assert.equal(tableOf(skew, 'class')?.name, 'class');
  assert.equal(tableOf(skew, 'nope'), null);
  assert.equal(tableOf(null, 'class'), null);
});

test("a CSV button's title names the table and says it holds every row", () => {
  const [assoc] = makeKinds().kinds;
  assert.equal(
    tableCsvTitle(assoc, 'gaps', 400),
    "All 400 rows as CSV (the export's table gaps: Labels ranked by gap; columns label,count,gap)",
  );
  assert.equal(tableCsvTitle(assoc, null, 1), "All 1 row as CSV (the export's table gaps: Labels ranked by gap; columns label,count,gap)");
  assert.equal(tableCsvTitle(null, 'gaps', null), "All rows as CSV (the export's table gaps)");
});

test('the `table` parameter: only for a kind that declares a `table` option', () => {
  const [assoc, skew] = makeKinds().kinds;
  assert.equal(tableParam(assoc, 'gaps'), null);
  assert.equal(tableParam(skew, 'classes'), 'classes');
  assert.equal(tableParam(skew, 'class'), 'class');
  assert.equal(tableParam(null, 'gaps'), 'gaps');
});

describe('which way a headline number is better', () => {
  test('in words, as every view writes it; nothing when neither way is', () => {
    assert.equal(betterText('lower'), 'lower is better');
    assert.equal(betterText('higher'), 'higher is better');
    for (const neither of [null, undefined, '', 'sideways']) assert.equal(betterText(neither), '');
  });
});

describe("an option's served default", () => {
  const assoc = kindFixture('label_associations');
  const skew = kindFixture('skew_size');
  const geo = kindFixture('geodiversity');

  test('the declared value: a number for float and int, a string for str and choice', () => {
    assert.equal(optionDefault(skew, 'mev'), 5);
    assert.equal(optionDefault(skew, 'level'), 0.95);
    assert.equal(optionDefault(skew, 'fdr'), 0.05);
    assert.equal(optionDefault(geo, 'resamples'), 1000);
    assert.equal(optionDefault(geo, 'by'), 'income');
    assert.equal(optionDefault(assoc, 'metric'), 'npmi_xy');
    assert.equal(optionDefault(kindFixture('group_metrics'), 'metric'), 'recall');
    assert.equal(numberDefault(assoc, 'gap_threshold'), 0.1);
    assert.equal(textDefault(assoc, 'rank_by'), 'signed');
    // The other type's reading of it is null.
    assert.equal(numberDefault(geo, 'by'), null);
    assert.equal(textDefault(skew, 'mev'), null);
  });

  test('whatever the server declares, not a value written here', () => {
    const moved = withOption(withOption(skew, 'fdr', {default: 0.1}), 'mev', {default: 0});
    assert.equal(optionDefault(moved, 'fdr'), 0.1);
    assert.equal(optionDefault(moved, 'mev'), 0);
  });

  test('null: resolved from the report, not declared, or no declaration', () => {
    assert.equal(optionDefault(assoc, 'min_count'), null);
    assert.equal(optionDefault(assoc, 'a'), null);
    assert.equal(optionDefault(skew, 'gap_threshold'), null);
    assert.equal(optionDefault(bareKind('new_kind'), 'fdr'), null);
    assert.equal(optionDefault(null, 'fdr'), null);
    assert.equal(optionDefault(withOption(skew, 'mev', {default: [5]}), 'mev'), null);
  });

  test('choices in the declared order; none for other options', () => {
    assert.deepEqual(optionChoices(geo, 'by'), ['region', 'income', 'income_region']);
    assert.deepEqual(optionChoices(geo, 'resamples'), []);
    assert.deepEqual(optionChoices(null, 'by'), []);
  });

  test('a choice only some tables take is offered for those alone', () => {
    const only = withOption(geo, 'by', {table_only: {income_region: ['slices']}});
    assert.deepEqual(optionChoices(only, 'by'), ['region', 'income']);
    assert.deepEqual(optionChoices(only, 'by', 'groups'), ['region', 'income']);
    assert.deepEqual(optionChoices(only, 'by', 'slices'), ['region', 'income', 'income_region']);
  });
});

describe("an option's check, as the server's Option.check", () => {
  const skew = kindFixture('skew_size');
  const assoc = kindFixture('label_associations');
  const groups = kindFixture('group_metrics');
  const geo = kindFixture('geodiversity');

  test('a closed lower end holds its bound, an open upper end does not (level in [0.5, 1))', () => {
    for (const v of [0.5, 0.8, 0.95, 0.999]) assert.equal(optionValid(skew, 'level', v), true, `level ${v}`);
    for (const v of [0.49, 1, 1.5, 0, -0.9]) assert.equal(optionValid(skew, 'level', v), false, `level ${v}`);
  });

  test('both ends open (fdr in (0, 1))', () => {
    for (const v of [0.001, 0.05, 0.5, 0.999]) assert.equal(optionValid(skew, 'fdr', v), true, `fdr ${v}`);
    for (const v of [0, 1, -0.1, 7]) assert.equal(optionValid(skew, 'fdr', v), false, `fdr ${v}`);
  });

  test('both ends closed, and the ends as declared', () => {
    assert.equal(optionValid(skew, 'mev', 0), true);
    assert.equal(optionValid(skew, 'mev', 2.5), true);
    assert.equal(optionValid(skew, 'mev', 1e9), true);
    assert.equal(optionValid(skew, 'mev', -1), false);
    assert.equal(optionValid(skew, 'mev', 1e9 + 1), false);
    const open = withOption(skew, 'mev', {minimum_open: true, maximum: 10, maximum_open: false});
    assert.equal(optionValid(open, 'mev', 0), false);
    assert.equal(optionValid(open, 'mev', 10), true);
    assert.equal(optionValid(withOption(skew, 'mev', {minimum: null, maximum: null}), 'mev', -5), true);
  });

  test('a whole number for an int (min_count: >= 0 here, >= 1 for the per-group kinds)', () => {
    assert.equal(optionValid(assoc, 'min_count', 0), true);
    assert.equal(optionValid(assoc, 'min_count', 10), true);
    assert.equal(optionValid(assoc, 'min_count', 5.0), true);
    assert.equal(optionValid(assoc, 'min_count', 2.5), false);
    assert.equal(optionValid(assoc, 'min_count', -1), false);
    assert.equal(optionValid(groups, 'min_count', 0), false);
    assert.equal(optionValid(groups, 'min_count', 1), true);
    assert.equal(optionValid(geo, 'resamples', 10), true);
    assert.equal(optionValid(geo, 'resamples', 9), false);
    assert.equal(optionValid(geo, 'resamples', 100001), false);
  });

  test('numbers only: no text, boolean, NaN or infinity', () => {
    for (const v of ['0.05', '', true, NaN, Infinity, -Infinity, null, undefined, {}]) {
      assert.equal(optionValid(skew, 'fdr', v), false, String(v));
    }
    assert.equal(optionValid(withOption(skew, 'mev', {maximum: null}), 'mev', Infinity), false);
  });

  test('a choice is one of the declared choices; a str any string', () => {
    assert.equal(optionValid(geo, 'by', 'region'), true);
    assert.equal(optionValid(geo, 'by', 'planet'), false);
    assert.equal(optionValid(geo, 'by', ''), false);
    assert.equal(optionValid(assoc, 'metric', 't_test'), true);
    assert.equal(optionValid(groups, 'metric', 'npmi_xy'), false);
    assert.equal(optionValid(assoc, 'a', 'woman'), true);
    assert.equal(optionValid(assoc, 'a', 3), false);
  });

  test('nothing is valid for an option the kind does not declare', () => {
    assert.equal(optionValid(skew, 'gap_threshold', 0.1), false);
    assert.equal(optionValid(kindFixture('detection_recall'), 'metric', 'recall'), false);
    assert.equal(optionValid(null, 'fdr', 0.05), false);
    assert.equal(optionValid(withOption(skew, 'mev', {type: 'complex'}), 'mev', 1), false);
  });

  test('a value the server takes, else the served default', () => {
    assert.equal(numberOrDefault(skew, 'fdr', 0.2), 0.2);
    assert.equal(numberOrDefault(skew, 'fdr', 1), 0.05);
    assert.equal(numberOrDefault(skew, 'fdr', null), 0.05);
    assert.equal(numberOrDefault(assoc, 'min_count', -3), null);
    assert.equal(numberOrDefault(null, 'fdr', 0.2), null);
    assert.equal(textOrDefault(geo, 'by', 'region'), 'region');
    assert.equal(textOrDefault(geo, 'by', 'planet'), 'income');
    assert.equal(textOrDefault(geo, 'by', undefined), 'income');
  });

  test("what an option takes, in words (the server's bounds_text)", () => {
    assert.equal(boundsText(skew, 'fdr'), 'a number in (0, 1)');
    assert.equal(boundsText(skew, 'level'), 'a number in [0.5, 1)');
    assert.equal(boundsText(skew, 'mev'), 'a number in [0, 1e+09]');
    assert.equal(boundsText(geo, 'resamples'), 'a whole number in [10, 100000]');
    assert.equal(boundsText(geo, 'by'), 'one of region, income, income_region');
    assert.equal(boundsText(withOption(skew, 'mev', {maximum: null}), 'mev'), 'a number >= 0');
    assert.equal(boundsText(withOption(skew, 'mev', {minimum: null, maximum: 2, maximum_open: true}), 'mev'), 'a number < 2');
    assert.equal(boundsText(withOption(skew, 'mev', {minimum: null, maximum: null}), 'mev'), 'a number');
    assert.equal(boundsText(withOption(skew, 'fdr', {minimum: 0.0001}), 'fdr'), 'a number in (0.0001, 1)');
    assert.equal(boundsText(withOption(skew, 'fdr', {minimum: 0.00001}), 'fdr'), 'a number in (1e-05, 1)');
    assert.equal(boundsText(assoc, 'a'), 'a string');
    assert.equal(boundsText(null, 'fdr'), '');
  });
});

describe("an option's control: a plain label, the code name in the tooltip", () => {
  const kind = withOption(kindFixture('group_metrics'), 'min_count', {
    title: 'Min count',
    help: 'cells with fewer people are insufficient',
  });

  test('the label is the served title, else the fallback, else the name with spaces', () => {
    assert.equal(optionLabel(kind, 'min_count'), 'Min count');
    assert.equal(optionLabel(kind, 'rank_by'), 'rank by'); // an older server: no title
    assert.equal(optionLabel(kind, 'rank_by', 'Rank by'), 'Rank by');
    assert.equal(optionLabel(null, 'fdr', 'FDR'), 'FDR');
    assert.equal(optionLabel(withOption(kind, 'fdr', {title: ''}), 'fdr'), 'fdr');
  });

  test('the tooltip gives the code name, the flag, the help and the bounds', () => {
    assert.equal(
      optionTooltip(kind, 'min_count'),
      `min_count (--min-count): cells with fewer people are insufficient. Takes ${boundsText(kind, 'min_count')}.`,
    );
    // A string option takes any string: no bounds; `extra` is a last sentence; a period is never doubled.
    assert.equal(
      optionTooltip(withOption(kind, 'grouping', {help: 'which grouping.'}), 'grouping', 'Empty: as the report.'),
      'grouping (--grouping): which grouping. Empty: as the report.',
    );
    assert.ok(optionTooltip(kind, 'metric').endsWith('Takes one of recall, tnr.'));
    assert.equal(optionTooltip(kind, 'nope', 'extra'), 'extra');
    assert.equal(optionTooltip(null, 'fdr'), '');
  });
});
