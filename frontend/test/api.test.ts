import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Api,
  ApiError,
  LatestRequest,
  STALE,
  associationsUrl,
  checkAssociations,
  checkSkew,
  checkSkewClass,
  skewClassUrl,
  skewUrl,
} from '../src/api.js';
import {makeReport, makeSkewClass, makeSkewReport} from './fixtures.js';

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

test('associations URL carries the statistics when given', () => {
  assert.equal(
    associationsUrl({
      run: 'r',
      tag: 't',
      step: null,
      metric: 'dp',
      a: 'x',
      b: null,
      level: 0.99,
      q: 0.1,
      min_count: 0,
      rank_by: 'bound',
    }),
    'associations?run=r&tag=t&metric=dp&a=x&level=0.99&q=0.1&min_count=0&rank_by=bound',
  );
  assert.equal(
    associationsUrl({run: 'r', tag: 't', step: null, metric: 'dp', a: 'x', b: null, level: null, q: null, min_count: null, rank_by: null}),
    'associations?run=r&tag=t&metric=dp&a=x',
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
  for (const c of ['lower', 'upper', 'p_value', 'bound', 'significant', 'insufficient'] as const) {
    const missing = structuredClone(good) as unknown as {columns: Record<string, unknown>};
    delete missing.columns[c];
    assert.throws(() => checkAssociations(missing), new RegExp(`column \`${c}\` does not have 2 rows`), c);
    const short2 = structuredClone(good);
    short2.columns[c].pop();
    assert.throws(() => checkAssociations(short2), new RegExp(`column \`${c}\``), c);
  }
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

test('skew URLs are relative and leave out what is null', () => {
  assert.equal(skewUrl({run: 'c l', tag: 'skew/val', step: null, mev: null}), 'skew?run=c+l&tag=skew%2Fval');
  assert.equal(skewUrl({run: 'r', tag: 't', step: 3, mev: 0}), 'skew?run=r&tag=t&step=3&mev=0');
  assert.equal(
    skewClassUrl({run: 'r', tag: 't', step: null, mev: 5, class: '<img src=x>&a=b', k: null, limit: 20}),
    'skew_class?run=r&tag=t&class=%3Cimg+src%3Dx%3E%26a%3Db&mev=5&limit=20',
  );
});

test('malformed skew responses are rejected with a clear message', () => {
  const good = makeSkewReport([{class: 'a', v: 0.2}, {class: 'b', v: 'one_group'}]);
  assert.equal(checkSkew(good), good);
  const short = structuredClone(good);
  short.columns.cramers_v.pop();
  assert.throws(() => checkSkew(short), /column `cramers_v` does not have 2 rows/);
  const noStates = structuredClone(good) as unknown as {states: object};
  noStates.states = {};
  assert.throws(() => checkSkew(noStates), /states `cramers_v`/);
  assert.throws(() => checkSkew({rows: 0, columns: {}, states: {}}), /no `model`/);
  const cls = makeSkewClass();
  assert.equal(checkSkewClass(cls), cls);
  const ragged = structuredClone(cls);
  ragged.counts[1].pop();
  assert.throws(() => checkSkewClass(ragged), /`counts` rows/);
  const noKept = structuredClone(cls);
  noKept.kept.pop();
  assert.throws(() => checkSkewClass(noKept), /`kept` does not have one entry per label/);
});

test('skew routes go through the same error path', async () => {
  const api = new Api(async () => response("class: 'x' is not a class of this report", 400, 'text/plain'));
  await assert.rejects(
    api.skewClass({run: 'r', tag: 't', step: null, mev: 5, class: 'x', k: null, limit: null}),
    (e: unknown) => e instanceof ApiError && e.status === 400 && /not a class/.test(e.message),
  );
  const ok = new Api(async () => response(JSON.stringify(makeSkewReport([{class: 'a', v: 0.3}]))));
  assert.equal((await ok.skew({run: 'r', tag: 't', step: null, mev: null})).columns.class[0], 'a');
});
