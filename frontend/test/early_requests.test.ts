// The loader's first requests (early_requests.ts, first_views.ts, early_answers.ts): the
// URL of the table the hash names, written out here by hand from docs/http_api.md's
// parameters, and the hand-off of the answers to the app's Api.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Api, viewColumnarUrl} from '../src/api.js';
import {declarationOf} from '../src/kinds_state.js';
import {wholeTableRequest} from '../src/kinds/label_associations/request.js';
import {selectionFromParams} from '../src/kinds/label_associations/state.js';
import {splitParams} from '../src/modes_state.js';
import {HASH_PREFIX, viewParams} from '../src/state.js';
import {EARLY_TTL_MS, takeEarly} from '../src/early_answers.js';
import {sendEarlyRequests} from '../src/early_requests.js';
import {firstViewUrl} from '../src/first_views.js';
import {parseHash} from '../src/url_hash.js';
import type {TagsResponse} from '../src/types.js';
import {makeKinds} from './fixtures.js';

const TAGS: TagsResponse = {
  runs: {
    'm a': {
      't/x': {kind: 'label_associations', version: 2, steps: 1, latest_step: 3},
      skew: {kind: 'skew_size', version: 1, steps: 1, latest_step: 3},
    },
  },
} as unknown as TagsResponse;

const HASH =
  '#fairness&fairness_run=m%20a&fairness_tag=t%2Fx&fairness_a=woman&fairness_b=man&fairness_sort=count&fairness_dir=asc&fairness_q=sk';
// The served defaults (level, fdr, rank_by) left out; the metric named (its default);
// the window's parameters: max_rows (the first answer of a table past 20,000 rows is a
// window) always, the sort, its direction and the search.
const TABLE_URL =
  'label_associations?run=m+a&tag=t%2Fx&metric=npmi_xy&a=woman&b=man&max_rows=20000&sort=count&dir=asc&q=sk&format=columnar';

test('the first table of the report the hash names: the URL the view asks for', () => {
  assert.equal(firstViewUrl(parseHash(HASH), TAGS, makeKinds()), TABLE_URL);
  const atStep = firstViewUrl(parseHash('#fairness&fairness_run=m%20a&fairness_tag=t%2Fx&fairness_step=3'), TAGS, makeKinds());
  assert.equal(atStep, 'label_associations?run=m+a&tag=t%2Fx&step=3&metric=npmi_xy&max_rows=20000&format=columnar');
  // A search the browser's regex refuses is not sent (the view sends none either).
  const refused = firstViewUrl(parseHash('#fairness&fairness_run=m%20a&fairness_tag=t%2Fx&fairness_q=(a'), TAGS, makeKinds());
  assert.equal(refused, 'label_associations?run=m+a&tag=t%2Fx&metric=npmi_xy&max_rows=20000&format=columnar');
});

test("the whole table after its first window: the report and its statistics, without the rows' choice", () => {
  const kinds = makeKinds();
  const declaration = declarationOf(kinds, 'label_associations');
  const params = splitParams(viewParams(parseHash(HASH)), HASH_PREFIX).view;
  const sel = selectionFromParams(params, declaration);
  const whole = wholeTableRequest({run: 'm a', tag: 't/x', step: 3}, sel, declaration);
  assert.equal(
    viewColumnarUrl('label_associations', '', whole),
    'label_associations?run=m+a&tag=t%2Fx&step=3&metric=npmi_xy&a=woman&b=man&max_rows=200000&format=columnar',
  );
});

test('no first table: nothing named, another mode, a report not listed, a kind without one', () => {
  const kinds = makeKinds();
  const none = (hash: string) => assert.equal(firstViewUrl(parseHash(hash), TAGS, kinds), null, hash);
  none('#fairness');
  none('#fairness&fairness_run=m%20a');
  none('#fairness&fairness_tag=t%2Fx');
  none(HASH + '&fairness_mode=compare');
  none('#fairness&fairness_run=other&fairness_tag=t%2Fx');
  none('#fairness&fairness_run=__proto__&fairness_tag=constructor');
  none('#fairness&fairness_run=m%20a&fairness_tag=__proto__');
  none('#fairness&fairness_run=m%20a&fairness_tag=skew');
});

/** A fetch answering `tags` and `kinds` (or `status` for them), recording the URLs asked. */
function fakeServer(status = 200, body?: string) {
  const asked: string[] = [];
  const fetchFn = (async (url: string) => {
    asked.push(url);
    const json = url === 'tags' ? JSON.stringify(TAGS) : url === 'kinds' ? JSON.stringify(makeKinds()) : '{}';
    return new Response(body ?? json, {status: url === 'tags' || url === 'kinds' ? status : 200});
  }) as typeof fetch;
  return {asked, fetchFn};
}

test('the loader asks for tags, kinds and the table; the app takes each answer once, by URL', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  const {asked, fetchFn} = fakeServer();
  assert.equal(await sendEarlyRequests(parseHash(HASH), fetchFn), true, 'it asked for a table');
  assert.deepEqual(asked, ['tags', 'kinds', TABLE_URL]);
  // The app's Api (its default fetch) takes the loader's answers instead of asking again.
  const real = globalThis.fetch;
  const later: string[] = [];
  globalThis.fetch = (async (url: string) => {
    later.push(url);
    return new Response(JSON.stringify(TAGS));
  }) as typeof fetch;
  try {
    const api = new Api();
    assert.deepEqual(await api.tags(), TAGS);
    assert.deepEqual(later, [], 'the answer was taken');
    assert.deepEqual((await api.kinds()).kinds.length, makeKinds().kinds.length);
    assert.ok(takeEarly(TABLE_URL) !== undefined);
    assert.equal(takeEarly(TABLE_URL), undefined, 'an answer is taken once');
    await api.tags(); // a second `tags` (a reload) asks the server
    assert.deepEqual(later, ['tags']);
  } finally {
    globalThis.fetch = real;
  }
});

test('an answer nobody takes is dropped after EARLY_TTL_MS', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  const {fetchFn} = fakeServer();
  assert.equal(await sendEarlyRequests(parseHash('#fairness'), fetchFn), false, 'no report named: no table');
  t.mock.timers.tick(EARLY_TTL_MS - 1);
  assert.ok(takeEarly('kinds') !== undefined);
  t.mock.timers.tick(1);
  assert.equal(takeEarly('tags'), undefined);
});

test('the loader never throws: a failing or malformed tags or kinds asks for no table', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  for (const [status, body] of [
    [500, undefined],
    [200, 'not json'],
    [200, '{"runs": 3}'],
    [200, '{"runs": {"m a": null}, "kinds": []}'],
  ] as const) {
    const {asked, fetchFn} = fakeServer(status, body);
    assert.equal(await sendEarlyRequests(parseHash(HASH), fetchFn), false);
    assert.deepEqual(asked, ['tags', 'kinds'], `${status} ${body}`);
    takeEarly('tags');
    takeEarly('kinds');
  }
  const down = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  assert.equal(await sendEarlyRequests(parseHash(HASH), down), false);
  // The app, taking the failed answer, reports it as it reports its own requests' failures.
  await assert.rejects(new Api((url) => takeEarly(url) ?? Promise.reject(new Error('not asked'))).tags(), /cannot reach TensorBoard/);
  takeEarly('kinds');
});
