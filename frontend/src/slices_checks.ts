/**
 * The checks of the worst slices' responses (types_slices.ts), as response_checks.ts checks
 * the other routes': the kind's `<kind>/slices` view route, `slice_trend` and `slice_diff`. Each returns
 * the response typed when the parts the Worst slices panel indexes into have their shape,
 * else throws an ApiError naming the route and what is wrong. Pure: no network.
 */
import {checkLengths, fail, isObject} from './response_checks.js';
import {VERDICTS} from './types_across_reports.js';
import type {SliceDiffResponse, SliceTrendResponse, SlicesResponse} from './types_slices.js';

/** The columns the panel reads, each one entry per row. */
const SLICE_COLUMNS = [
  'slice',
  'size',
  'value',
  'error_rate',
  'rest',
  'gap',
  'lower',
  'upper',
  'q_value',
  'significant',
  'folded',
  'score',
] as const;

function isNumberOrNull(v: unknown): boolean {
  return v === null || v === undefined || typeof v === 'number';
}

/**
 * Checks a slices view response: `available: false` with its reason (a report written without
 * joint cells), or the table: its head, one entry per row in every column the panel reads, names
 * that are text, numbers that are numbers or null, and each row's predicates.
 */
export function checkSlices(x: unknown, url = 'slices'): SlicesResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (x.available === false) {
    if (typeof x.reason !== 'string') fail(url, 'no `reason` for a report without slices');
    return {available: false, reason: x.reason, rows: 0};
  }
  if (x.available !== true) fail(url, 'no `available`');
  const rows = x.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail(url, '`rows` is not a count');
  if (typeof x.metric !== 'string' || typeof x.scoring !== 'string') fail(url, 'no `metric` or `scoring`');
  if (typeof x.higher_is_worse !== 'boolean') fail(url, 'no `higher_is_worse`');
  for (const c of ['min_size', 'max_level', 'evaluated', 'level', 'fdr'] as const) {
    if (typeof x[c] !== 'number') fail(url, `\`${c}\` is not a number`);
  }
  if (!isNumberOrNull(x.overall) || !isNumberOrNull(x.alpha)) fail(url, '`overall` or `alpha` is not a number or null');
  if (!Array.isArray(x.attributes) || !x.attributes.every((a) => typeof a === 'string')) fail(url, '`attributes` are not names');
  if (!isObject(x.columns)) fail(url, 'no `columns`');
  const columns = x.columns;
  checkLengths(url, columns, SLICE_COLUMNS, rows, 'row');
  if (!(columns.slice as unknown[]).every((s) => typeof s === 'string')) fail(url, 'a `slice` that is not text');
  for (const c of SLICE_COLUMNS) {
    if (c === 'slice' || c === 'significant') continue;
    if (!(columns[c] as unknown[]).every(isNumberOrNull)) fail(url, `column \`${c}\` holds a value that is not a number or null`);
  }
  checkLengths(url, x, ['predicates'], rows, 'row');
  for (const p of x.predicates as unknown[]) {
    if (!Array.isArray(p) || !p.every((e) => isObject(e) && typeof e.attribute === 'string' && typeof e.value === 'string')) {
      fail(url, 'a malformed `predicates` entry');
    }
  }
  return x as unknown as SlicesResponse;
}

/** Checks a `slice_trend` response: its series, each point's step and numbers (or nulls), and the first worse steps. */
export function checkSliceTrend(x: unknown, url = 'slice_trend'): SliceTrendResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (typeof x.slice !== 'string' || typeof x.level !== 'number') fail(url, 'no `slice` or `level`');
  if (!Array.isArray(x.series)) fail(url, 'no `series`');
  for (const s of x.series as unknown[]) {
    if (!isObject(s) || typeof s.run !== 'string' || !Array.isArray(s.points)) fail(url, 'a malformed `series` entry');
    for (const p of s.points as unknown[]) {
      if (!isObject(p) || typeof p.step !== 'number') fail(url, 'a point without a step');
      for (const c of ['size', 'value', 'rest', 'gap', 'gap_lower', 'gap_upper', 'harm'] as const) {
        if (!isNumberOrNull(p[c])) fail(url, `a point's \`${c}\` is not a number or null`);
      }
    }
    const w = s.first_worse;
    if (w !== null && w !== undefined) {
      if (!isObject(w)) fail(url, 'a malformed `first_worse`');
      for (const c of [
        'step',
        'vs_step',
        'value',
        'vs_value',
        'change',
        'lower',
        'upper',
        'level',
        'p_value',
        'threshold',
        'pairs',
      ] as const) {
        if (typeof w[c] !== 'number') fail(url, `\`first_worse.${c}\` is not a number`);
      }
    }
  }
  if (!Array.isArray(x.skipped)) fail(url, 'no `skipped`');
  return x as unknown as SliceTrendResponse;
}

/** The numbers of a `slice_diff` row, each a number or null. */
const SLICE_DIFF_NUMBERS = [
  'size_a',
  'value_a',
  'gap_a',
  'lower_a',
  'upper_a',
  'size_b',
  'value_b',
  'gap_b',
  'lower_b',
  'upper_b',
  'change',
  'lower',
  'upper',
  'p_value',
  'q_value',
] as const;

/**
 * Checks a `slice_diff` response: `available: false` with its reason (either report keeps no
 * joint cells), or its head (the sides, the metric, the options the slices were read at, the
 * counts of slices appeared and worsened) and its rows: each slice's name as text, numbers
 * that are numbers or null, a verdict the tab knows and whether the slice appeared.
 */
export function checkSliceDiff(x: unknown, url = 'slice_diff'): SliceDiffResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (x.available === false) {
    if (typeof x.reason !== 'string') fail(url, 'no `reason` for reports without slices');
    return {available: false, reason: x.reason, rows: 0};
  }
  if (x.available !== true) fail(url, 'no `available`');
  if (typeof x.tag !== 'string' || typeof x.metric !== 'string') fail(url, 'no `tag` or `metric`');
  for (const side of ['a', 'b'] as const) {
    const s = x[side];
    if (!isObject(s) || typeof s.run !== 'string' || typeof s.step !== 'number') fail(url, `\`${side}\` is not a run and a step`);
  }
  if (typeof x.higher_is_worse !== 'boolean') fail(url, 'no `higher_is_worse`');
  for (const c of ['level', 'fdr', 'max_level', 'min_size', 'k'] as const) {
    if (typeof x[c] !== 'number') fail(url, `\`${c}\` is not a number`);
  }
  for (const c of ['appeared', 'worsened'] as const) {
    const n = x[c];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) fail(url, `\`${c}\` is not a count`);
  }
  if (x.class_name !== undefined && x.class_name !== null && typeof x.class_name !== 'string') fail(url, '`class_name` is not text');
  if (x.label !== undefined && typeof x.label !== 'string') fail(url, '`label` is not text');
  if (x.threshold !== undefined && typeof x.threshold !== 'number') fail(url, '`threshold` is not a number');
  if (!Array.isArray(x.rows)) fail(url, 'no `rows`');
  for (const r of x.rows as unknown[]) {
    if (!isObject(r) || typeof r.slice !== 'string') fail(url, 'a row without a `slice`');
    for (const c of SLICE_DIFF_NUMBERS) {
      if (!isNumberOrNull(r[c])) fail(url, `a row's \`${c}\` is not a number or null`);
    }
    if (!(VERDICTS as readonly unknown[]).includes(r.verdict)) fail(url, `a row's \`verdict\` is not one of ${VERDICTS.join(', ')}`);
    if (typeof r.appeared !== 'boolean') fail(url, "a row's `appeared` is not true or false");
  }
  return x as unknown as SliceDiffResponse;
}
