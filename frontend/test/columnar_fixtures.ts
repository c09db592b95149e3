/**
 * Columnar answers built by hand, byte by byte, per the framing of tb_fairness/plugin/columnar.py
 * (magic, version, header length, space-padded JSON header, 8-aligned buffers), so the tests
 * read what the server writes without the server.
 */
import {COLUMNAR_VERSION} from '../src/columnar.js';
import type {JsonAssociations} from './fixtures.js';

/**
 * One buffer to write: its type and its values (f64: null written as NaN; dec: decimals as
 * text, `-1.25e-3`, null written as 0xFFFFFFFF; codes: the values to code).
 */
export type BufferSpec =
  | {type: 'f64'; values: ArrayLike<number | null>}
  | {type: 'dec'; values: readonly (string | null)[]}
  | {type: 'u32'; values: ArrayLike<number>}
  | {type: 'u8'; values: ArrayLike<boolean | number>}
  | {type: 'codes'; values: readonly unknown[]}
  | {type: 'json'; values: readonly unknown[]};

export interface FrameOptions {
  magic?: string;
  version?: number;
  /** Pad the header to 8 (the default), or leave it as it is (a misaligned frame). */
  padHeader?: boolean;
}

/** A decimal's `dec` code, from its text: the sign, the digits as m (point removed), e. */
function decCode(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (match === null) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const m = Number(whole + fraction);
  const e = Number(exponent) - fraction.length;
  return ((sign ? 0x80000000 : 0) | ((e + 64) << 24) | m) >>> 0;
}

function bytesOf(spec: BufferSpec): {descriptor: Record<string, unknown>; data: Uint8Array} {
  switch (spec.type) {
    case 'dec':
      return {
        descriptor: {type: 'dec'},
        data: new Uint8Array(Uint32Array.from(spec.values, (v) => (v === null ? 0xffffffff : decCode(v))).buffer),
      };
    case 'f64':
      return {descriptor: {type: 'f64'}, data: new Uint8Array(Float64Array.from(spec.values, (v) => v ?? NaN).buffer)};
    case 'u32':
      return {descriptor: {type: 'u32'}, data: new Uint8Array(Uint32Array.from(spec.values).buffer)};
    case 'u8':
      return {descriptor: {type: 'u8'}, data: Uint8Array.from(spec.values, (v) => (v ? 1 : 0))};
    case 'codes': {
      const values = [...new Set(spec.values)];
      return {descriptor: {type: 'codes', values}, data: Uint8Array.from(spec.values, (v) => values.indexOf(v))};
    }
    case 'json':
      return {descriptor: {type: 'json'}, data: new TextEncoder().encode(JSON.stringify(spec.values))};
  }
}

/**
 * A columnar answer: `head` (the JSON answer without its columns) with `columns` and `states`
 * as buffers. `patch` may change each descriptor before the header is written (a hostile frame).
 */
export function frame(
  head: Record<string, unknown>,
  parts: {columns?: Record<string, BufferSpec>; states?: Record<string, BufferSpec>},
  options: FrameOptions = {},
  patch: (part: string, name: string, descriptor: Record<string, unknown>) => void = () => {},
): ArrayBuffer {
  const header: Record<string, unknown> = {...head};
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (const part of ['columns', 'states'] as const) {
    const specs = parts[part];
    if (specs === undefined) continue;
    const described: Record<string, Record<string, unknown>> = {};
    for (const [name, spec] of Object.entries(specs)) {
      const {descriptor, data} = bytesOf(spec);
      const d = {...descriptor, offset: size, bytes: data.length};
      patch(part, name, d);
      described[name] = d;
      const padded = new Uint8Array(data.length + (-data.length & 7));
      padded.set(data);
      chunks.push(padded);
      size += padded.length;
    }
    header[part] = described;
  }
  let text = JSON.stringify(header);
  if (options.padHeader !== false) text += ' '.repeat(-(12 + new TextEncoder().encode(text).length) & 7);
  const head8 = new TextEncoder().encode(text);
  const out = new Uint8Array(12 + head8.length + size);
  const magic = options.magic ?? 'TBFC';
  for (let k = 0; k < 4; k++) out[k] = magic.charCodeAt(k);
  const view = new DataView(out.buffer);
  view.setUint32(4, options.version ?? COLUMNAR_VERSION, true);
  view.setUint32(8, head8.length, true);
  out.set(head8, 12);
  let at = 12 + head8.length;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out.buffer;
}

const COUNTS = new Set(['count', 'count_a', 'count_b']);
const FLAGS = new Set(['significant', 'insufficient', 'underpowered']);

/** The columnar answer of a JSON associations answer, typed as the server types it. */
export function associationsFrame(r: JsonAssociations): ArrayBuffer {
  const {columns, states, ...head} = r;
  const cols: Record<string, BufferSpec> = {};
  for (const [name, values] of Object.entries(columns) as [string, unknown[]][]) {
    if (values === undefined) continue;
    if (name === 'label') cols[name] = {type: 'json', values};
    else if (COUNTS.has(name)) cols[name] = {type: 'u32', values: values as number[]};
    else if (FLAGS.has(name)) cols[name] = {type: 'u8', values: values as boolean[]};
    else cols[name] = {type: 'f64', values: values as (number | null)[]};
  }
  const st: Record<string, BufferSpec> = {};
  for (const [name, values] of Object.entries(states)) st[name] = {type: 'codes', values};
  return frame(head, {columns: cols, states: st});
}
