import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Api,
  ApiError,
  LatestRequest,
  STALE,
  associationsUrl,
  checkAssociations,
  checkCsv,
  checkKinds,
  checkSkew,
  checkSkewClass,
  disparityUrl,
  groupsUrl,
  skewClassUrl,
  skewUrl,
  tableUrl,
  viewPath,
} from '../src/api.js';
import {makeKinds, makeReport, makeSkewClass, makeSkewReport} from './fixtures.js';

// The kinds as a view module passes them (the routes are named after them).
const ASSOC = 'label_associations';
const SKEW = 'skew_size';

function response(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, {status, headers: {'content-type': type}});
}

test('view routes are named after the kind, and its views after it', () => {
  assert.equal(viewPath(ASSOC), 'label_associations');
  assert.equal(viewPath(SKEW, 'class'), 'skew_size/class');
});

test('associations URL is relative and leaves out a, b and step when null', () => {
  assert.equal(
    associationsUrl(ASSOC, {run: 'm a', tag: 'x/y', step: null, metric: 'npmi_xy', a: null, b: null}),
    'label_associations?run=m+a&tag=x%2Fy&metric=npmi_xy',
  );
  assert.equal(
    associationsUrl(ASSOC, {run: 'r', tag: 't', step: 0, metric: 'pmi', a: 'a&b', b: 'c'}),
    'label_associations?run=r&tag=t&step=0&metric=pmi&a=a%26b&b=c',
  );
});

test('associations URL carries the statistics when given', () => {
  assert.equal(
    associationsUrl(ASSOC, {
      run: 'r',
      tag: 't',
      step: null,
      metric: 'dp',
      a: 'x',
      b: null,
      level: 0.99,
      fdr: 0.1,
      min_count: 0,
      rank_by: 'bound',
    }),
    'label_associations?run=r&tag=t&metric=dp&a=x&level=0.99&fdr=0.1&min_count=0&rank_by=bound',
  );
  assert.equal(
    associationsUrl(ASSOC, {
      run: 'r',
      tag: 't',
      step: null,
      metric: 'dp',
      a: 'x',
      b: null,
      level: null,
      fdr: null,
      min_count: null,
      rank_by: null,
    }),
    'label_associations?run=r&tag=t&metric=dp&a=x',
  );
});

test('errors carry the server text', async () => {
  const api = new Api(async () => response('Unknown identity: "x" (a)', 400, 'text/plain'));
  await assert.rejects(
    api.associations(ASSOC, {run: 'r', tag: 't', step: null, metric: 'dp', a: 'x', b: null}),
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
  await assert.rejects(
    latest.run(async () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  let release!: () => void;
  const pending = latest.run(() => new Promise<string>((resolve) => (release = () => resolve('late'))));
  latest.cancel();
  release();
  assert.equal(await pending, STALE);
});

test('skew URLs are relative and leave out what is null', () => {
  assert.equal(skewUrl(SKEW, {run: 'c l', tag: 'skew/val', step: null, mev: null}), 'skew_size?run=c+l&tag=skew%2Fval');
  assert.equal(skewUrl(SKEW, {run: 'r', tag: 't', step: 3, mev: 0, fdr: 0.1}), 'skew_size?run=r&tag=t&step=3&mev=0&fdr=0.1');
  assert.equal(
    skewClassUrl(SKEW, {run: 'r', tag: 't', step: null, mev: 5, class: '<img src=x>&a=b', k: null, limit: 20}),
    'skew_size/class?run=r&tag=t&class_name=%3Cimg+src%3Dx%3E%26a%3Db&mev=5&limit=20',
  );
});

test('malformed skew responses are rejected with a clear message', () => {
  const good = makeSkewReport([
    {class: 'a', v: 0.2},
    {class: 'b', v: 'one_group'},
  ]);
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
    api.skewClass(SKEW, {run: 'r', tag: 't', step: null, mev: 5, class: 'x', k: null, limit: null}),
    (e: unknown) => e instanceof ApiError && e.status === 400 && /not a class/.test(e.message),
  );
  const ok = new Api(async () => response(JSON.stringify(makeSkewReport([{class: 'a', v: 0.3}]))));
  assert.equal((await ok.skew(SKEW, {run: 'r', tag: 't', step: null, mev: null})).columns.class[0], 'a');
});

test('per-group URLs: the table, and the disparity of a pair or best minus worst of the grouping', () => {
  const p = {run: 'r', tag: 't', step: null, metric: 'tnr', grouping: 'gender & skin', min_count: 30, fdr: 0.1};
  assert.equal(groupsUrl('k', p), 'k?run=r&tag=t&metric=tnr&grouping=gender+%26+skin&min_count=30&fdr=0.1');
  assert.equal(groupsUrl('k', {...p, metric: null, fdr: null}), 'k?run=r&tag=t&grouping=gender+%26+skin&min_count=30');
  assert.equal(
    disparityUrl('k', {...p, a: null, b: null}),
    'k/disparity?run=r&tag=t&metric=tnr&grouping=gender+%26+skin&min_count=30&fdr=0.1',
  );
  assert.equal(
    disparityUrl('k', {...p, metric: null, a: 'skin=a', b: 'skin=b'}),
    'k/disparity?run=r&tag=t&a=skin%3Da&b=skin%3Db&min_count=30&fdr=0.1',
  );
  // One side only is not a pair: best minus worst.
  assert.equal(
    disparityUrl('k', {...p, a: 'x', b: null}),
    'k/disparity?run=r&tag=t&metric=tnr&grouping=gender+%26+skin&min_count=30&fdr=0.1',
  );
});

test('table URL: the report, the format, the table and the options', () => {
  assert.equal(
    tableUrl({run: 'm a', tag: 'x/y', step: 2, table: 'disparity', options: {a: 'p&q', fdr: '0.1'}}),
    'table?run=m+a&tag=x%2Fy&step=2&format=csv&table=disparity&a=p%26q&fdr=0.1',
  );
  assert.equal(tableUrl({run: 'r', tag: 't', step: null, table: null, options: {}}, 'json'), 'table?run=r&tag=t&format=json');
});

test('tableCsv returns the text as sent, and the server text on an error', async () => {
  const csv = 'label,count\r\n"a,""b""",3\r\n';
  const urls: string[] = [];
  const api = new Api(async (url) => {
    urls.push(url);
    return response(csv, 200, 'text/csv; charset=utf-8');
  });
  const p = {run: 'r', tag: 't', step: 0, table: 'gaps', options: {metric: 'dp'}};
  assert.equal(await api.tableCsv(p), csv);
  assert.deepEqual(urls, ['table?run=r&tag=t&step=0&format=csv&table=gaps&metric=dp']);
  const bad = new Api(async () => response('fdr: expected a number in (0, 1), got 2', 400, 'text/plain'));
  await assert.rejects(bad.tableCsv(p), (e: unknown) => e instanceof ApiError && e.status === 400 && /^fdr: /.test(e.message));
  const html = new Api(async () => response('<!doctype html><p>hi', 200, 'text/html'));
  await assert.rejects(html.tableCsv(p), (e: unknown) => e instanceof ApiError && /not a CSV table/.test(e.message));
  assert.throws(() => checkCsv(''), /not a CSV table/);
  assert.throws(() => checkCsv('{"columns": []}'), /not a CSV table/);
  assert.equal(checkCsv('a\n'), 'a\n');
});

test('the kinds registry is checked', async () => {
  const good = makeKinds();
  assert.equal(checkKinds(good), good);
  assert.throws(() => checkKinds({}), /no `kinds`/);
  assert.throws(() => checkKinds({kinds: [{}]}), /a kind without a name/);
  for (const part of ['options', 'tables', 'headlines', 'views'] as const) {
    const broken = structuredClone(good) as unknown as {kinds: Record<string, unknown>[]};
    broken.kinds[0][part] = [{nameless: true}];
    assert.throws(
      () => checkKinds(broken),
      (e: unknown) => e instanceof ApiError && e.message.includes(`malformed \`${part}\``),
      part,
    );
  }
  const api = new Api(async (url) => {
    assert.equal(url, 'kinds');
    return response(JSON.stringify(good));
  });
  assert.deepEqual(
    (await api.kinds()).kinds.map((k) => k.name),
    good.kinds.map((k) => k.name),
  );
});
