import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Api, LatestRequest, STALE, diffCsvUrl, diffUrl, tableUrl, viewPath, viewUrl} from '../src/api.js';
import {ApiError} from '../src/api_error.js';
import {DISPARITY_PATH, disparityRouteParams, groupsRouteParams, type DisparityParams, type GroupsParams} from '../src/groups_state.js';
import {checkCsv, checkDiff, checkKinds} from '../src/response_checks.js';
import {checkAssociations} from '../src/kinds/label_associations/checks.js';
import {MARK_ASSOCIATIONS_RESPONSE, associationsRouteParams, type AssociationsParams} from '../src/kinds/label_associations/state.js';
import {checkSkew, checkSkewClass} from '../src/kinds/skew_size/checks.js';
import {
  MARK_SKEW_RESPONSE,
  SKEW_CLASS_PATH,
  skewClassRouteParams,
  skewRouteParams,
  type SkewClassParams,
  type SkewParams,
} from '../src/kinds/skew_size/state.js';
import {exampleDiff, makeKinds, makeReport, makeSkewClass, makeSkewReport} from './fixtures.js';

// The kinds as a view module passes them (the routes are named after them).
const ASSOC = 'label_associations';
const SKEW = 'skew_size';

function response(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, {status, headers: {'content-type': type}});
}

// The URLs of the kinds' view routes: Api.view's, of each kind's route parameters.
const associationsUrl = (kind: string, p: AssociationsParams) => viewUrl(kind, '', associationsRouteParams(p));
const skewUrl = (kind: string, p: SkewParams) => viewUrl(kind, '', skewRouteParams(p));
const skewClassUrl = (kind: string, p: SkewClassParams) => viewUrl(kind, SKEW_CLASS_PATH, skewClassRouteParams(p));
const groupsUrl = (kind: string, p: GroupsParams) => viewUrl(kind, '', groupsRouteParams(p));
const disparityUrl = (kind: string, p: DisparityParams) => viewUrl(kind, DISPARITY_PATH, disparityRouteParams(p));

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
    api.view(ASSOC, '', associationsRouteParams({run: 'r', tag: 't', step: null, metric: 'dp', a: 'x', b: null}), checkAssociations),
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

test("Api.view: one fetch path for every kind's view routes, its check and its performance mark", async () => {
  const urls: string[] = [];
  const api = new Api(async (url) => {
    urls.push(url);
    return response(JSON.stringify({answer: 42}));
  });
  const check = (x: unknown, url: string) => ({...(x as {answer: number}), url});
  assert.deepEqual(await api.view('some_kind', '', {run: 'r', tag: 't/v', step: null, q: 0.1}, check), {
    answer: 42,
    url: 'some_kind?run=r&tag=t%2Fv&q=0.1',
  });
  const mark = 'fairness:test-response';
  performance.clearMarks(mark);
  await api.view('some_kind', 'part', {run: 'r'}, check, undefined, mark);
  assert.deepEqual(urls, ['some_kind?run=r&tag=t%2Fv&q=0.1', 'some_kind/part?run=r']);
  assert.equal(performance.getEntriesByName(mark).length, 1, 'the mark is set when the response arrives');
  // The kinds' marks keep the names DevTools and the benchmarks know them by.
  assert.equal(MARK_ASSOCIATIONS_RESPONSE, 'fairness:associations-response');
  assert.equal(MARK_SKEW_RESPONSE, 'fairness:skew-response');
});

test('skew routes go through the same error path', async () => {
  const api = new Api(async () => response("class: 'x' is not a class of this report", 400, 'text/plain'));
  await assert.rejects(
    api.view(
      SKEW,
      SKEW_CLASS_PATH,
      skewClassRouteParams({run: 'r', tag: 't', step: null, mev: 5, class: 'x', k: null, limit: null}),
      checkSkewClass,
    ),
    (e: unknown) => e instanceof ApiError && e.status === 400 && /not a class/.test(e.message),
  );
  const urls: string[] = [];
  const ok = new Api(async (url) => {
    urls.push(url);
    return response(JSON.stringify(makeSkewReport([{class: 'a', v: 0.3}])));
  });
  const r = await ok.view(SKEW, '', skewRouteParams({run: 'r', tag: 't', step: null, mev: null}), checkSkew);
  assert.equal(r.columns.class[0], 'a');
  assert.deepEqual(urls, ['skew_size?run=r&tag=t']);
  // A malformed response is refused by the kind's check, naming the route.
  const bad = new Api(async () => response(JSON.stringify({rows: 1})));
  await assert.rejects(
    bad.view(SKEW, '', skewRouteParams({run: 'r', tag: 't', step: null, mev: null}), checkSkew),
    (e: unknown) => e instanceof ApiError && /^malformed response from skew_size: /.test(e.message),
  );
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

test('diff URLs: the kind options, the two reports; the CSV is the same query plus format=csv', () => {
  const p = {tag: 'x/y', run: 'm a', step: null, vs_run: 'b', vs_step: 3, options: {metric: 'dp', a: 'p&q'}};
  assert.equal(diffUrl(p), 'diff?metric=dp&a=p%26q&tag=x%2Fy&run=m+a&vs_run=b&vs_step=3');
  assert.equal(diffCsvUrl(p), diffUrl(p) + '&format=csv');
});

test('diff: the bias rows with verdicts, the summary and the headlines are checked', () => {
  const good = exampleDiff();
  assert.equal(checkDiff(good), good);
  /** The fixture with the value at `path` replaced (undefined: deleted). */
  const broken = (path: (string | number)[], value: unknown) => {
    const d = structuredClone(good) as unknown as Record<string | number, unknown>;
    let o = d;
    for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (value === undefined) delete o[last];
    else o[last] = value;
    return d;
  };
  const rejects = (d: unknown, re: RegExp) =>
    assert.throws(
      () => checkDiff(d, 'diff?tag=t'),
      (e: unknown) => e instanceof ApiError && re.test(e.message),
      String(re),
    );
  rejects(null, /not an object/);
  rejects(broken(['columns', 'change'], [1]), /column `change` does not have 9 rows/);
  rejects(broken(['columns', 'bias_b'], undefined), /column `bias_b`/);
  rejects(broken(['columns', 'verdict', 3], 'better'), /unknown verdict "better"/);
  rejects(broken(['summary'], undefined), /no `summary`/);
  rejects(broken(['summary', 'worsened'], -1), /`summary.worsened` is not a count/);
  rejects(broken(['summary', 'largest_regression'], {change: 1}), /`summary.largest_regression` is malformed/);
  rejects(broken(['headlines'], undefined), /no `headlines`/);
  rejects(broken(['headlines', 0, 'verdict'], 'worse'), /headline `max_abs_gap`: unknown verdict/);
  rejects(broken(['bias'], undefined), /no `value`, `bias` or `key`/);
  rejects(broken(['fdr'], undefined), /no `level` or `fdr`/);
  // A headline without a verdict (neither way is better) is fine.
  assert.ok(checkDiff(broken(['headlines', 0, 'verdict'], null)));
});

test('diff: the old response (a signed delta, no bias or verdicts) is refused and says so', () => {
  const old = {
    tag: 't',
    a: {run: 'a', step: 1, wall_time: 1},
    b: {run: 'b', step: 1, wall_time: 1},
    options: {},
    kind: 'k',
    value: 'gap',
    rows: 1,
    columns: {
      key: ['x'],
      value_a: [0.1],
      value_b: [0.2],
      delta: [0.1],
      rank_a: [1],
      rank_b: [1],
      movement: [0],
      presence: ['both'],
      beyond_uncertainty: [null],
    },
    moved_beyond_uncertainty: null,
    only_in_a: 0,
    only_in_b: 0,
  };
  assert.throws(
    () => checkDiff(old, 'diff?tag=t'),
    (e: unknown) => e instanceof ApiError && /malformed response from diff: the old comparison \(a signed `delta`/.test(e.message),
  );
});

test('diff and diffCsv go through the API', async () => {
  const urls: string[] = [];
  const csv =
    'key,value_a,value_b,bias_a,bias_b,change,lower,upper,p_value,verdict,rank_a,rank_b\r\nsuit,0.12,-0.52,0.12,0.52,0.4,0.21,0.59,0.0001,worsened,3,1\r\n';
  const api = new Api(async (url) => {
    urls.push(url);
    return url.endsWith('format=csv') ? response(csv, 200, 'text/csv') : response(JSON.stringify(exampleDiff()));
  });
  const p = {tag: 't', run: 'a', step: 1, vs_run: 'b', vs_step: null, options: {metric: 'dp'}};
  assert.equal((await api.diff(p)).summary.worsened, 2);
  assert.equal(await api.diffCsv(p), csv);
  assert.deepEqual(urls, ['diff?metric=dp&tag=t&run=a&step=1&vs_run=b', 'diff?metric=dp&tag=t&run=a&step=1&vs_run=b&format=csv']);
  const bad = new Api(async () => response('vs_run: no run named x', 400, 'text/plain'));
  await assert.rejects(bad.diffCsv(p), (e: unknown) => e instanceof ApiError && e.status === 400 && /^vs_run: /.test(e.message));
});
