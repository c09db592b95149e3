/**
 * A view route's answer as typed columns (`format=columnar`, tb_fairness/plugin/columnar.py):
 * the tab reads 100,000 rows without parsing a number. The framing:
 *
 *   bytes 0-3    "TBFC"
 *   bytes 4-7    uint32 LE: the framing's version (2)
 *   bytes 8-11   uint32 LE: H, the header's length
 *   12..12+H     the header: UTF-8 JSON, the JSON answer with each entry of `columns` and of
 *                `states` replaced by a descriptor {type, offset, bytes}; spaces pad it so
 *                that the buffers start at a multiple of 8
 *   then         the buffers, each at its offset (from the first buffer's start, a multiple of 8)
 *
 * Types: `f64` (Float64Array; NaN where the JSON has null), `dec` (the same numbers in 4
 * bytes: a uint32 per row, 0xFFFFFFFF for NaN, else bit 31 the sign, bits 24-30 e + 64,
 * bits 0-23 m, the number m / 10^-e or m * 10^e with -22 <= e <= 22: both operands exact,
 * so IEEE rounds the quotient or product as JSON.parse rounds the decimal: the same
 * float64, decoded into a Float64Array), `u32` (Uint32Array), `u8`
 * (Uint8Array; flags 0/1), `codes` (a uint8 per row indexing the descriptor's `values`:
 * the states), `json` (a UTF-8 JSON array: the label names). Numbers are views on the
 * response's buffer, not copies (a big-endian host copies them through a DataView).
 * No DOM, no network: api.ts fetches the bytes; unit-tested under node.
 */
import {fail, isObject} from './response_checks.js';

const MAGIC = 'TBFC';
export const COLUMNAR_VERSION = 2;
/** The parts of an answer whose entries are buffers. */
const PARTS = ['columns', 'states'] as const;
const ALIGN = 8;
const PREAMBLE = 12;

/** A buffer's type, and the size of one of its elements (json: bytes of text). */
const ELEMENT_SIZE = {f64: 8, dec: 4, u32: 4, u8: 1, codes: 1, json: 1} as const;
type BufferType = keyof typeof ELEMENT_SIZE;

/** Whether typed arrays on this host read little-endian bytes as they are (every browser the tab runs in). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A column: a view of the buffer, the states' values, or the labels. */
export type DecodedColumn = Float64Array | Uint32Array | Uint8Array | unknown[];

/**
 * The answer of `url` held by `buffer` (the whole response body, from byte 0 of its own
 * ArrayBuffer, as `Response.arrayBuffer()` gives it): the header's JSON with each column
 * decoded. Anything malformed is an ApiError naming the URL and what is wrong.
 */
export function decodeColumnar(buffer: ArrayBuffer, url: string, littleEndian = LITTLE_ENDIAN): Record<string, unknown> {
  if (buffer.byteLength < PREAMBLE) fail(url, `columnar answer of ${buffer.byteLength} bytes: shorter than its preamble`);
  const bytes = new Uint8Array(buffer);
  if (String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) !== MAGIC) fail(url, 'not a columnar answer (no TBFC magic)');
  const preamble = new DataView(buffer, 0, PREAMBLE);
  const version = preamble.getUint32(4, true);
  if (version !== COLUMNAR_VERSION) fail(url, `columnar version ${version}, expected ${COLUMNAR_VERSION}`);
  const headerLength = preamble.getUint32(8, true);
  const start = PREAMBLE + headerLength;
  if (start > buffer.byteLength) fail(url, `columnar header of ${headerLength} bytes runs past the answer's ${buffer.byteLength}`);
  if (start % ALIGN !== 0) fail(url, `columnar buffers start at byte ${start}, not a multiple of ${ALIGN}`);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes.subarray(PREAMBLE, start)));
  } catch {
    fail(url, 'columnar header is not UTF-8 JSON');
  }
  if (!isObject(header)) fail(url, 'columnar header is not an object');
  for (const part of PARTS) {
    const described = header[part];
    if (described === undefined) continue;
    if (!isObject(described)) fail(url, `columnar \`${part}\` is not an object`);
    const decoded: Record<string, DecodedColumn> = {};
    for (const [name, d] of Object.entries(described)) {
      decoded[name] = decodeBuffer(buffer, start, d, `${part} \`${name}\``, url, littleEndian);
    }
    header[part] = decoded;
  }
  return header;
}

/** One buffer, described by `d`, of the buffers starting at byte `start` of `buffer`. */
function decodeBuffer(buffer: ArrayBuffer, start: number, d: unknown, what: string, url: string, littleEndian: boolean): DecodedColumn {
  if (!isObject(d)) fail(url, `${what}: no descriptor`);
  const {type, offset, bytes} = d;
  if (typeof type !== 'string' || !Object.hasOwn(ELEMENT_SIZE, type)) fail(url, `${what}: unknown type ${JSON.stringify(type)}`);
  const t = type as BufferType;
  if (!isCount(offset) || !isCount(bytes)) fail(url, `${what}: offset and bytes are not counts`);
  if (offset % ALIGN !== 0) fail(url, `${what}: offset ${offset} is not a multiple of ${ALIGN}`);
  const at = start + offset;
  if (at + bytes > buffer.byteLength)
    fail(url, `${what}: bytes ${offset}..${offset + bytes} run past the buffers' ${buffer.byteLength - start}`);
  const size = ELEMENT_SIZE[t];
  if (bytes % size !== 0) fail(url, `${what}: ${bytes} bytes are not whole ${t} values`);
  const n = bytes / size;
  switch (t) {
    case 'f64':
      return littleEndian ? new Float64Array(buffer, at, n) : copyFloat64(buffer, at, n);
    case 'dec':
      return fromDecimal(littleEndian ? new Uint32Array(buffer, at, n) : copyUint32(buffer, at, n), what, url);
    case 'u32':
      return littleEndian ? new Uint32Array(buffer, at, n) : copyUint32(buffer, at, n);
    case 'u8':
      return new Uint8Array(buffer, at, n);
    case 'codes': {
      const values = d.values;
      if (!Array.isArray(values)) fail(url, `${what}: codes without their values`);
      const codes = new Uint8Array(buffer, at, n);
      const out = new Array<unknown>(n);
      for (let i = 0; i < n; i++) {
        const c = codes[i];
        if (c >= values.length) fail(url, `${what}: code ${c} of ${values.length} values`);
        out[i] = values[c];
      }
      return out;
    }
    case 'json': {
      let items: unknown;
      try {
        items = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array(buffer, at, n)));
      } catch {
        fail(url, `${what}: not UTF-8 JSON`);
      }
      if (!Array.isArray(items)) fail(url, `${what}: not a JSON array`);
      return items;
    }
  }
}

/** The powers of ten exact in float64: 10^0 to 10^22. */
const POW10 = Array.from({length: 23}, (_, k) => Number(`1e${k}`));
const DEC_NAN = 0xffffffff;

/** A `dec` column's numbers (see the header). */
function fromDecimal(codes: Uint32Array, what: string, url: string): Float64Array {
  const out = new Float64Array(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    if (c === DEC_NAN) {
      out[i] = NaN;
      continue;
    }
    const e = ((c >>> 24) & 0x7f) - 64;
    if (e < -22 || e > 22) fail(url, `${what}: dec exponent ${e} out of range`);
    const m = c & 0xffffff;
    const v = e < 0 ? m / POW10[-e] : m * POW10[e];
    out[i] = c >>> 31 ? -v : v;
  }
  return out;
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function copyFloat64(buffer: ArrayBuffer, at: number, n: number): Float64Array {
  const view = new DataView(buffer, at, n * 8);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat64(i * 8, true);
  return out;
}

function copyUint32(buffer: ArrayBuffer, at: number, n: number): Uint32Array {
  const view = new DataView(buffer, at, n * 4);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}
