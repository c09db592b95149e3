// The columnar answer (columnar.ts, Api.viewColumnar): frames built here by hand, per the
// framing of tb_fairness/plugin/columnar.py, decode into typed views of the response's bytes;
// every malformed frame is an ApiError that names the URL and what is wrong.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {decodeColumnar} from '../src/columnar.js';
import {ApiError} from '../src/api_error.js';
import {Api, viewUrl} from '../src/api.js';
import {checkAssociations} from '../src/kinds/label_associations/checks.js';
import {MARK_ASSOCIATIONS_RESPONSE} from '../src/kinds/label_associations/state.js';
import {associationsFrame, frame, type BufferSpec} from './columnar_fixtures.js';
import {makeReport} from './fixtures.js';

const URL = 'label_associations?run=r&tag=t&format=columnar';
const HOSTILE = '<img src=x onerror=alert(1)>';
const LABELS = ['skateboard', HOSTILE, 'straße 街 🛹', ''];

/** A frame of every type: f64 (with null, read NaN), u32, u8, codes (null among the values), json. */
function everyType(): ArrayBuffer {
  const columns: Record<string, BufferSpec> = {
    label: {type: 'json', values: LABELS},
    gap: {type: 'f64', values: [0.25, null, -1e-300, 1234567.5]},
    count: {type: 'u32', values: [0, 1, 4294967295, 7]},
    significant: {type: 'u8', values: [true, false, true, false]},
  };
  return frame(
    {rows: 4, metric: 'pmi', note: HOSTILE},
    {columns, states: {gap: {type: 'codes', values: [null, 'undefined', null, '+inf']}}},
  );
}

describe('decodeColumnar', () => {
  test('every type: typed views of the bytes, the states as values, the labels as strings', () => {
    const buffer = everyType();
    const r = decodeColumnar(buffer, URL) as {
      rows: number;
      metric: string;
      note: string;
      columns: Record<string, ArrayLike<unknown> & {buffer?: ArrayBuffer}>;
      states: Record<string, unknown[]>;
    };
    assert.equal(r.rows, 4);
    assert.equal(r.metric, 'pmi');
    assert.equal(r.note, HOSTILE);
    const {gap, count, significant, label} = r.columns;
    assert.ok(gap instanceof Float64Array && count instanceof Uint32Array && significant instanceof Uint8Array);
    // Views, not copies.
    assert.equal(gap.buffer, buffer);
    assert.equal(count.buffer, buffer);
    assert.equal(significant.buffer, buffer);
    assert.deepEqual(Array.from(gap), [0.25, NaN, -1e-300, 1234567.5]);
    assert.deepEqual(Array.from(count), [0, 1, 4294967295, 7]);
    assert.deepEqual(Array.from(significant), [1, 0, 1, 0]);
    assert.deepEqual(label, LABELS);
    assert.deepEqual(r.states.gap, [null, 'undefined', null, '+inf']);
  });

  test('dec: each number is the float64 JSON.parse gives its decimal, to the bit', () => {
    const decimals = ['0.25', null, '-1.234567e-16', '9999999e15', '-0', '0', '1234567', '0.1', '-8.000001e-7', '16777215e-22', '3.333333'];
    const r = decodeColumnar(frame({rows: decimals.length}, {columns: {gap: {type: 'dec', values: decimals}}}), URL) as {
      columns: {gap: Float64Array};
    };
    assert.ok(r.columns.gap instanceof Float64Array);
    decimals.forEach((d, i) => assert.ok(Object.is(r.columns.gap[i], d === null ? NaN : JSON.parse(d)), `${d}: ${r.columns.gap[i]}`));
    const be = decodeColumnar(frame({rows: 1}, {columns: {gap: {type: 'dec', values: ['-1.5e-3']}}}), URL, false) as {
      columns: {gap: Float64Array};
    };
    assert.deepEqual(Array.from(be.columns.gap), [-0.0015]);
    // An exponent past the exact powers of ten: refused, never an inexact number.
    refused(frame({rows: 1}, {columns: {gap: {type: 'dec', values: ['1e-23']}}}), /dec exponent -23 out of range/);
    refused(frame({rows: 1}, {columns: {gap: {type: 'dec', values: ['1e23']}}}), /dec exponent 23 out of range/);
  });

  test('a big-endian host copies the numbers through a DataView: the same values', () => {
    const le = decodeColumnar(everyType(), URL) as {columns: Record<string, ArrayLike<number>>};
    const be = decodeColumnar(everyType(), URL, false) as {columns: Record<string, ArrayLike<number>>};
    for (const c of ['gap', 'count', 'significant']) assert.deepEqual(Array.from(be.columns[c]), Array.from(le.columns[c]), c);
  });

  test('an answer without columns, and empty columns, decode', () => {
    assert.deepEqual(decodeColumnar(frame({rows: 0}, {}), URL), {rows: 0});
    const empty = decodeColumnar(frame({rows: 0}, {columns: {gap: {type: 'f64', values: []}, label: {type: 'json', values: []}}}), URL) as {
      columns: Record<string, ArrayLike<unknown>>;
    };
    assert.equal(empty.columns.gap.length, 0);
    assert.deepEqual(empty.columns.label, []);
  });

  /** Asserts that decoding `buffer` throws an ApiError naming the URL and matching `what`. */
  function refused(buffer: ArrayBuffer, what: RegExp): void {
    assert.throws(
      () => decodeColumnar(buffer, URL),
      (e: unknown) => e instanceof ApiError && e.url === URL && /label_associations/.test(e.message) && what.test(e.message),
      String(what),
    );
  }

  const columns = (): Record<string, BufferSpec> => ({
    gap: {type: 'f64', values: [1, 2]},
    label: {type: 'json', values: ['a', 'b']},
  });

  test('a wrong magic, a wrong version, a short answer', () => {
    refused(frame({rows: 2}, {columns: columns()}, {magic: 'TBFX'}), /no TBFC magic/);
    refused(new TextEncoder().encode('{"rows": 0, "columns": {}}').buffer, /no TBFC magic/);
    refused(frame({rows: 2}, {columns: columns()}, {version: 1}), /columnar version 1, expected 2/);
    refused(new Uint8Array([84, 66, 70, 67, 1, 0]).buffer, /shorter than its preamble/);
  });

  test('a header out of bounds, misaligned, or not JSON', () => {
    const good = new Uint8Array(frame({rows: 2}, {columns: columns()}));
    const long = good.slice();
    new DataView(long.buffer).setUint32(8, good.length, true);
    refused(long.buffer, /header of \d+ bytes runs past/);
    refused(frame({rows: 2}, {columns: columns()}, {padHeader: false}), /not a multiple of 8/);
    const garbled = good.slice();
    garbled[12] = 0xff;
    refused(garbled.buffer, /header is not UTF-8 JSON/);
  });

  test('a buffer out of bounds, misaligned, of an unknown type or of partial values', () => {
    const patched = (f: (d: Record<string, unknown>) => void) =>
      frame({rows: 2}, {columns: columns()}, {}, (_, name, d) => name === 'gap' && f(d));
    refused(
      patched((d) => (d.bytes = 1024)),
      /columns `gap`: bytes 0\.\.1024 run past/,
    );
    refused(
      patched((d) => (d.offset = 4096)),
      /columns `gap`: bytes 4096\.\.4112 run past/,
    );
    refused(
      patched((d) => (d.offset = 4)),
      /columns `gap`: offset 4 is not a multiple of 8/,
    );
    refused(
      patched((d) => (d.offset = -8)),
      /offset and bytes are not counts/,
    );
    refused(
      patched((d) => (d.bytes = 12)),
      /12 bytes are not whole f64 values/,
    );
    refused(
      patched((d) => (d.type = 'f32')),
      /unknown type "f32"/,
    );
    refused(
      patched((d) => delete d.type),
      /unknown type undefined/,
    );
    const truncated = frame({rows: 2}, {columns: columns()}).slice(0, -8);
    refused(truncated, /run past/);
  });

  test('codes beyond their values, codes without values, json that is not an array', () => {
    const codes = frame({rows: 2}, {states: {gap: {type: 'codes', values: ['+inf', null]}}}, {}, (_, __, d) => (d.values = ['+inf']));
    refused(codes, /states `gap`: code 1 of 1 values/);
    const none = frame({rows: 2}, {states: {gap: {type: 'codes', values: ['+inf', null]}}}, {}, (_, __, d) => delete d.values);
    refused(none, /codes without their values/);
    refused(
      frame({rows: 1}, {columns: {label: {type: 'json', values: ['a']}}}, {}, (_, __, d) => (d.bytes = 2)),
      /not UTF-8 JSON/,
    );
    const object = new Uint8Array(frame({rows: 1}, {columns: {label: {type: 'json', values: ['abc']}}}));
    // ["abc"] becomes {"a":1}: JSON, but not an array.
    const at = object.length - 8;
    object.set(new TextEncoder().encode('{"a":1}'), at);
    refused(object.buffer, /not a JSON array/);
    refused(frame({rows: 1, columns: [1]}, {}), /`columns` is not an object/);
  });
});

describe('Api.viewColumnar', () => {
  const report = makeReport([
    {label: HOSTILE, gap: 0.5, count: 3, significant: true},
    {label: 'straße', gap: 'undefined', count: 2},
  ]);

  test('asks for format=columnar, marks the response, decodes and checks it', async () => {
    const urls: string[] = [];
    const api = new Api(async (url) => {
      urls.push(url);
      return new Response(associationsFrame(report), {status: 200, headers: {'content-type': 'application/vnd.tb-fairness.columns'}});
    });
    performance.clearMarks(MARK_ASSOCIATIONS_RESPONSE);
    const params = {run: 'r', tag: 't', step: null, a: 'man'};
    const r = await api.viewColumnar('label_associations', '', params, checkAssociations, undefined, MARK_ASSOCIATIONS_RESPONSE);
    assert.deepEqual(urls, [viewUrl('label_associations', '', params) + '&format=columnar']);
    assert.equal(performance.getEntriesByName(MARK_ASSOCIATIONS_RESPONSE).length, 1, 'the mark is set when the response arrives');
    assert.ok(r.columns.gap instanceof Float64Array);
    assert.ok(r.columns.count instanceof Uint32Array);
    assert.ok(r.columns.significant instanceof Uint8Array);
    assert.deepEqual(r.columns.label, [HOSTILE, 'straße']);
    assert.deepEqual(r.states.gap, [null, 'undefined']);
  });

  test("the server's text of an error, a malformed frame and a failed check are ApiErrors naming the URL", async () => {
    const params = {run: 'r', tag: 't'};
    const url = viewUrl('label_associations', '', params) + '&format=columnar';
    const status = new Api(async () => new Response('q: bad regex', {status: 400}));
    await assert.rejects(
      status.viewColumnar('label_associations', '', params, checkAssociations),
      (e: unknown) => e instanceof ApiError && e.status === 400 && e.message === 'q: bad regex' && e.url === url,
    );
    const json = new Api(async () => new Response(JSON.stringify(report), {status: 200}));
    await assert.rejects(
      json.viewColumnar('label_associations', '', params, checkAssociations),
      (e: unknown) =>
        e instanceof ApiError && e.url === url && /malformed response from label_associations: not a columnar answer/.test(e.message),
    );
    const short = {...report, rows: 3};
    const unchecked = new Api(async () => new Response(associationsFrame(short), {status: 200}));
    await assert.rejects(
      unchecked.viewColumnar('label_associations', '', params, checkAssociations),
      (e: unknown) => e instanceof ApiError && /column `label` does not have 3 rows/.test(e.message),
    );
  });
});
