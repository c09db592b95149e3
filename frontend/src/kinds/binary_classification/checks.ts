/**
 * The check of the binary classification view route's response (docs/http_api.md):
 * the parts the view indexes into, one entry per group and threshold, else an
 * ApiError naming the route and what is wrong.
 */
import {fail, isObject} from '../../response_checks.js';
import type {BinaryResponse} from './types.js';

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
