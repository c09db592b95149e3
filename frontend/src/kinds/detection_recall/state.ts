/**
 * The pure state of the detection-recall view (FACET, gustafson2023): its
 * response reduced to the class x group table the two per-group kinds share
 * (rate_table.ts: mAR per cell; their selection and routes are
 * groups_state.ts's, their disparity table disparity_table.ts's), and AR over
 * the IoU thresholds per group of the selected class. No DOM, no network:
 * unit-tested under node.
 */
import {rateTable, type RateTable} from '../../rate_table.js';
import type {KindDeclaration} from '../../types.js';
import type {DetectionResponse} from './types.js';

/**
 * The class x group table of a detection response (`kind`: its declaration, for the FDR of a
 * response without one). Its macro row is the server's, with intervals; a report served
 * before it gave one: the same mean here.
 */
export function rateTableOfDetection(r: DetectionResponse, kind: KindDeclaration | null): RateTable {
  return rateTable(r, {value: r.mar, lower: r.mar_lower, upper: r.mar_upper, macro: r.macro}, kind);
}

export interface ArPoint {
  group: string;
  threshold: number;
  ar: number;
  lower: number;
  upper: number;
}

/** AR over the IoU thresholds, per sufficient group, of the selected class. */
export function arPoints(r: DetectionResponse, cls: string): ArPoint[] {
  const k = r.classes.indexOf(cls);
  if (k < 0) return [];
  const out: ArPoint[] = [];
  r.groups.forEach((group, g) => {
    if (r.state[k][g] !== null) return;
    r.thresholds.forEach((threshold, t) => {
      const ar = r.ar[k][g][t];
      if (typeof ar !== 'number') return;
      out.push({group, threshold, ar, lower: r.ar_lower[k][g][t] ?? ar, upper: r.ar_upper[k][g][t] ?? ar});
    });
  });
  return out;
}
