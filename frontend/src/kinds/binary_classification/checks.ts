/**
 * The checks of the binary classification view routes' responses (docs/http_api.md): the
 * main one's and its calibration's (`binary_classification/calibration`), the parts the view
 * and its Calibration panel index into, else an ApiError naming the route and what is wrong.
 */
import {checkLengths, fail, isObject} from '../../response_checks.js';
import type {BinaryResponse, CalibrationResponse, CalibrationTable} from './types.js';

/** Checks the parts of a response the view indexes into: one entry per group and threshold. */
export function checkBinary(x: unknown, url = 'view route'): BinaryResponse {
  if (!isObject(x)) fail(url, 'not an object');
  const r = x as Partial<BinaryResponse>;
  if (!Array.isArray(r.groups) || !Array.isArray(r.thresholds) || !Array.isArray(r.metrics))
    fail(url, 'no `groups`, `thresholds` or `metrics`');
  const G = r.groups.length;
  if (r.curve_thresholds !== undefined && !Array.isArray(r.curve_thresholds)) fail(url, '`curve_thresholds` is not a list');
  const T = (r.curve_thresholds ?? r.thresholds).length;
  for (const {name} of r.metrics) {
    const at = r.at_threshold?.[name];
    if (!at) fail(url, `no \`${name}\` in \`at_threshold\``);
    for (const k of ['n', 'value', 'lower', 'upper', 'state', 'p_value', 'significant', 'ratio', 'ratio_state'] as const) {
      if (!Array.isArray(at[k]) || at[k].length !== G) fail(url, `\`at_threshold.${name}.${k}\` has not one entry per group`);
    }
  }
  // The curves of the chosen metric, and of TPR and FPR (the ROC).
  for (const name of new Set([r.metric ?? '', 'tpr', 'fpr'])) {
    const curve = r.curves?.[name];
    if (!curve || !Array.isArray(curve.value) || curve.value.length !== G || curve.value.some((row) => row.length !== T)) {
      fail(url, `\`curves.${name}\` is not groups x curve thresholds`);
    }
  }
  return x as unknown as BinaryResponse;
}

const CALIBRATION_STATES: readonly string[] = ['ok', 'insufficient', 'undefined'];
const CALIBRATION_VERDICTS: readonly string[] = ['worse', 'better', 'no_significant_gap', 'undetermined', 'baseline'];
/** The per-group lists of numbers (or nulls) the panel reads. */
const CALIBRATION_NUMBERS = [
  'ece',
  'ece_lower',
  'ece_upper',
  'mce',
  'mce_lower',
  'mce_upper',
  'brier',
  'brier_lower',
  'brier_upper',
  'ece_gap',
  'gap_lower',
  'gap_upper',
] as const;
const CALIBRATION_BINS = ['count', 'positives', 'mean_score', 'observed', 'lower', 'upper'] as const;

const numberOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Checks a calibration view response (`binary_classification/calibration`): `available: false`
 * with its reason, or the bins' edges, one entry per group in every list the panel reads, each
 * `per_bin` list groups x bins, names that are text, states and verdicts the server names.
 */
export function checkCalibration(x: unknown, url = 'calibration'): CalibrationResponse {
  if (!isObject(x)) fail(url, 'not an object');
  if (x.available === false) {
    if (typeof x.reason !== 'string') fail(url, 'no `reason` for a report without calibration');
    return {available: false, reason: x.reason};
  }
  if (x.available !== true) fail(url, 'no `available`');
  for (const k of ['run', 'tag', 'label', 'baseline'] as const) if (typeof x[k] !== 'string') fail(url, `\`${k}\` is not text`);
  for (const k of ['step', 'bins', 'min_count', 'level'] as const) if (typeof x[k] !== 'number') fail(url, `\`${k}\` is not a number`);
  if (!Array.isArray(x.grouping) || !x.grouping.every((a) => typeof a === 'string')) fail(url, '`grouping` is not a list of names');
  const bins = x.bins as number;
  const edges = x.edges;
  if (!Array.isArray(edges) || edges.length !== bins + 1 || !edges.every((e) => typeof e === 'number')) {
    fail(url, '`edges` are not the bins + 1 edges');
  }
  const groups = x.groups;
  if (!Array.isArray(groups) || !groups.every((g) => typeof g === 'string')) fail(url, '`groups` are not names');
  const G = groups.length;
  checkLengths(url, x, ['n', 'positives', 'state', 'reason', 'verdict', ...CALIBRATION_NUMBERS], G, 'group');
  if (!(x.n as unknown[]).every(count) || !(x.positives as unknown[]).every(count)) fail(url, '`n` or `positives` is not a count');
  if (!(x.state as unknown[]).every((s) => typeof s === 'string' && CALIBRATION_STATES.includes(s))) fail(url, 'an unknown `state`');
  if (!(x.verdict as unknown[]).every((v) => typeof v === 'string' && CALIBRATION_VERDICTS.includes(v))) fail(url, 'an unknown `verdict`');
  if (!(x.reason as unknown[]).every((r) => typeof r === 'string')) fail(url, 'a `reason` that is not text');
  for (const k of CALIBRATION_NUMBERS) {
    if (!(x[k] as unknown[]).every(numberOrNull)) fail(url, `\`${k}\` holds a value that is not a number or null`);
  }
  if (!numberOrNull(x.baseline_ece)) fail(url, '`baseline_ece` is not a number or null');
  const perBin = x.per_bin;
  if (!isObject(perBin)) fail(url, 'no `per_bin`');
  for (const k of CALIBRATION_BINS) {
    const m = perBin[k];
    if (!Array.isArray(m) || m.length !== G || !m.every((row) => Array.isArray(row) && row.length === bins)) {
      fail(url, `\`per_bin.${k}\` is not groups x bins`);
    }
    const ok = k === 'count' || k === 'positives' ? count : numberOrNull;
    if (!(m as unknown[][]).every((row) => row.every(ok))) fail(url, `\`per_bin.${k}\` holds a value that is not a number or null`);
  }
  return x as unknown as CalibrationTable;
}
