import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  chooseView,
  compileSearch,
  emptyRef,
  kindOf,
  otherKinds,
  putOptionParam,
  refFromParams,
  refToParams,
  reportRuns,
  fullestRun,
  resolveReport,
  searchRows,
  viewParams,
  type Params,
  type ReportRef,
} from '../src/state.js';
import {selectionFromParams, selectionToParams, defaultSelection} from '../src/kinds/label_associations/state.js';
import {skewFromParams, skewToParams, defaultSkewSelection} from '../src/kinds/skew_size/state.js';
import {mergeHash, parseHash} from '../src/url_hash.js';
import {makeKinds} from './fixtures.js';

const TAGS = {
  z: {'assoc/val': {kind: 'label_associations'}, 'skew/val': {kind: 'skew_size'}},
  a: {
    'groups/val': {kind: 'per_group_recall'},
    'assoc/b': {kind: 'label_associations'},
    'assoc/a': {kind: 'label_associations'},
  },
  m: {'groups/val': {kind: 'per_group_recall'}},
  s: {'skew/test': {kind: 'skew_size'}},
};
const KINDS = ['label_associations', 'skew_size'];
/** Stand-ins for the view modules of views/registry.ts (the real ones need a DOM). */
const VIEWS = [
  {kind: 'label_associations', name: 'associations'},
  {kind: 'skew_size', name: 'skew'},
];

describe('the report ref in the hash', () => {
  test('round trip through TensorBoard hash formatting', () => {
    const ref: ReportRef = {run: 'model a/β&c=1', tag: 'skew/val#2', step: 0};
    const hash = mergeHash('#fairness&tagFilter=lo', 'fairness_', refToParams(ref));
    assert.deepEqual(refFromParams(parseHash(hash)), ref);
    assert.deepEqual(refToParams(emptyRef()), []);
    assert.deepEqual(refFromParams([]), emptyRef());
  });

  test('a malformed step means the latest', () => {
    for (const bad of ['-1', '1.5', 'x', '', 'Infinity']) {
      assert.equal(refFromParams([['fairness_step', bad]]).step, null, bad);
    }
  });

  test('the view gets every fairness_ key but run, tag and step', () => {
    const params = parseHash('#fairness&fairness_run=r&fairness_class=nurse&fairness_step=2&other=1&fairness_mev=0');
    assert.deepEqual(viewParams(params), [
      ['fairness_class', 'nurse'],
      ['fairness_mev', '0'],
    ]);
  });

  test('each view reads its own keys from the same hash', () => {
    const [assoc, skewKind] = makeKinds().kinds;
    const skew = {...defaultSkewSelection(skewKind), cls: 'nurse', mev: 0, search: 'nur'};
    const hash = mergeHash('#fairness', 'fairness_', [...refToParams({run: 'r', tag: 't', step: null}), ...skewToParams(skew, skewKind)]);
    assert.deepEqual(skewFromParams(parseHash(hash), skewKind), skew);
    // The association view would read the shared sort/search keys and ignore the rest.
    assert.equal(selectionFromParams(parseHash(hash), assoc).search, 'nur');
    assert.deepEqual(selectionToParams(defaultSelection(assoc), assoc), []);
  });
});

describe('choosing the report and its view', () => {
  const runs = reportRuns(TAGS, KINDS);

  test('reports of the kinds a view shows, sorted; other kinds left out', () => {
    assert.deepEqual(runs, [
      {run: 'a', tags: ['assoc/a', 'assoc/b']},
      {run: 's', tags: ['skew/test']},
      {run: 'z', tags: ['assoc/val', 'skew/val']},
    ]);
    assert.deepEqual(otherKinds(TAGS, KINDS), ['per_group_recall']);
    assert.deepEqual(
      reportRuns(TAGS, ['label_associations']).map((r) => r.run),
      ['a', 'z'],
    );
  });

  test('the view is chosen by the kind of the selected tag', () => {
    const view = (run: string, tag: string) => chooseView(VIEWS, kindOf(TAGS, {run, tag, step: null}))?.name ?? null;
    assert.equal(view('z', 'assoc/val'), 'associations');
    assert.equal(view('z', 'skew/val'), 'skew');
    assert.equal(view('s', 'skew/test'), 'skew');
    assert.equal(view('a', 'groups/val'), null); // a kind without a view (yet)
    assert.equal(view('gone', 'skew/val'), null);
    assert.equal(kindOf(TAGS, emptyRef()), null);
    assert.equal(chooseView(VIEWS, null), null);
  });

  test('a named report that exists is kept, step and all', () => {
    const ok = {run: 'z', tag: 'skew/val', step: 3};
    assert.deepEqual(resolveReport(ok, runs), {ref: ok, moved: false});
  });

  test('an unknown report moves to the first one and resets the step', () => {
    assert.deepEqual(resolveReport({run: 'gone', tag: 'x', step: 3}, runs), {
      ref: {run: 'a', tag: 'assoc/a', step: null},
      moved: true,
    });
    // A known run with a tag it does not have (or one of a kind without a view): its first tag.
    assert.deepEqual(resolveReport({run: 'z', tag: 'groups/val', step: 1}, runs), {
      ref: {run: 'z', tag: 'assoc/val', step: null},
      moved: true,
    });
  });

  test('nothing named: the first report of the fullest run, keeping what else the URL says', () => {
    assert.deepEqual(resolveReport({run: null, tag: null, step: 2}, runs), {
      ref: {run: 'a', tag: 'assoc/a', step: 2},
      moved: false,
    });
    assert.equal(resolveReport(emptyRef(), []), null);
    // A run holding only scores (one report) gives way to a trained model's (three).
    const scores = [
      {run: 'compas_score', tags: ['compas/binary']},
      {run: 'keras_mlp', tags: ['adult/groups/income', 'adult/skew/income', 'compas/binary']},
    ];
    assert.deepEqual(resolveReport(emptyRef(), scores)?.ref.run, 'keras_mlp');
    assert.equal(fullestRun(scores).run, 'keras_mlp');
  });

  test('only the tag named: the first run holding it, keeping the view state', () => {
    assert.deepEqual(resolveReport({run: null, tag: 'skew/val', step: null}, runs), {
      ref: {run: 'z', tag: 'skew/val', step: null},
      moved: false,
    });
  });
});

describe('search', () => {
  test('regex search keeps the order and skips nothing when empty or invalid', () => {
    const names = ['nurse', 'Surgeon', '<img src=x onerror=alert(1)>', 'doctor'];
    const order = Int32Array.of(3, 2, 1, 0);
    assert.deepEqual(Array.from(searchRows(names, order, compileSearch('^s|NUR').regex)), [1, 0]);
    assert.deepEqual(Array.from(searchRows(names, order, compileSearch('<img').regex)), [2]);
    assert.equal(searchRows(names, order, null), order);
    const bad = compileSearch('(');
    assert.equal(bad.regex, null);
    assert.ok(bad.error);
  });
});

test("an option's value goes into the hash unless it is the kind's served default", () => {
  const skew = makeKinds().kinds[1];
  const out: Params = [];
  putOptionParam(out, 'fdr', 0.05, skew);
  putOptionParam(out, 'mev', 5, skew);
  putOptionParam(out, 'level', null, skew);
  assert.deepEqual(out, []);
  putOptionParam(out, 'fdr', 0.1, skew);
  putOptionParam(out, 'noise', 0, skew, 'mev');
  putOptionParam(out, 'mev', 5, null);
  assert.deepEqual(out, [
    ['fairness_fdr', '0.1'],
    ['fairness_noise', '0'],
    ['fairness_mev', '5'],
  ]);
});
