/** The detection-recall view route's response (docs/http_api.md; FACET, gustafson2023). */
import type {ClassGroupResponse, MacroRow} from '../../types_groups.js';

/** The detection-recall view route: AR per IoU threshold and mAR per class x group. */
export interface DetectionResponse extends ClassGroupResponse {
  thresholds: number[];
  hits: number[][][];
  mar: (number | null)[][];
  mar_lower: (number | null)[][];
  mar_upper: (number | null)[][];
  /** [class][group][threshold] */
  ar: (number | null)[][][];
  ar_lower: (number | null)[][][];
  ar_upper: (number | null)[][][];
  /** Each group's mAR averaged over its sufficient classes, with its interval. */
  macro?: MacroRow[];
  /** mAR of this group against the rest of the class's groups pooled (Wald; null: untested). */
  p_value?: (number | null)[][];
}
