import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Api, ApiError, LatestRequest, STALE, associationsUrl, checkAssociations} from '../src/api.js';
import {makeReport} from './fixtures.js';

function response(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, {status, headers: {'content-type': type}});
}

test('associations URL is relative and leaves out a, b and step when null', () => {
  assert.equal(
    associationsUrl({run: 'm a', tag: 'x/y', step: null, metric: 'npmi_xy', a: null, b: null}),
    'associations?run=m+a&tag=x%2Fy&metric=npmi_xy',
  );
  assert.equal(
    associationsUrl({run: 'r', tag: 't', step: 0, metric: 'pmi', a: 'a&b', b: 'c'}),
    'associations?run=r&tag=t&step=0&metric=pmi&a=a%26b&b=c',
  );
});

test('errors carry the server text', async () => {
  const api = new Api(async () => response('Unknown identity: "x" (a)', 400, 'text/plain'));
  await assert.rejects(
    api.associations({run: 'r', tag: 't', step: null, metric: 'dp', a: 'x', b: null}),
    (e: unknown) => e instanceof ApiError && e.status === 400 && e.message === 'Unknown identity: "x" (a)',
  );
  const net = new Api(async () => {
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(net.tags(), (e: unknown) => e instanceof ApiError && /Failed to fetch/.test(e.message));
  const notJson = new Api(async () => response('<html>', 200, 'text/html'));
  await assert.rejects(notJson.tags(), (e: unknown) => e instanceof ApiError && /not JSON/.test(e.message));
});

test('malformed associations are rejected with a clear message', () => {
  const good = makeReport([{label: 'a'}, {label: 'b'}]);
  assert.equal(checkAssociations(good), good);
  const short = structuredClone(good);
  short.columns.gap.pop();
  assert.throws(() => checkAssociations(short), /column `gap` does not have 2 rows/);
  assert.throws(() => checkAssociations({rows: 1}), /no `columns`/);
});

test('a response that arrives after a newer request is dropped', async () => {
  const latest = new LatestRequest();
  const resolvers: ((v: string) => void)[] = [];
  const start = () => latest.run(() => new Promise<string>((resolve) => resolvers.push(resolve)));
  const first = start();
  const second = start();
  resolvers[1]('new'); // the newer one answers first...
  resolvers[0]('old'); // ...and the older one after it
  assert.equal(await second, 'new');
  assert.equal(await first, STALE);
});

test('the superseded request is aborted and its error dropped', async () => {
  const latest = new LatestRequest();
  let firstSignal: AbortSignal | null = null;
  const first = latest.run(
    (signal) =>
      new Promise<string>((_, reject) => {
        firstSignal = signal;
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  const second = latest.run(async () => 'ok');
  assert.equal(await first, STALE);
  assert.equal(firstSignal!.aborted, true);
  assert.equal(await second, 'ok');
});

test('errors of the latest request are thrown; cancel drops everything', async () => {
  const latest = new LatestRequest();
  await assert.rejects(latest.run(async () => Promise.reject(new Error('boom'))), /boom/);
  let release!: () => void;
  const pending = latest.run(() => new Promise<string>((resolve) => (release = () => resolve('late'))));
  latest.cancel();
  release();
  assert.equal(await pending, STALE);
});
