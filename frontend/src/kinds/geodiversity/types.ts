/**
 * The response of the geodiversity view route (docs/http_api.md; a visual
 * fairness indicator of Goyal et al. 2022).
 */

/** The geodiversity view route: household-averaged scores per group with a household bootstrap. */
export interface GeoResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  by: string;
  groupings: string[];
  threshold: number;
  resamples: number;
  level: number;
  groups: string[];
  households: number[];
  images: number[];
  hits: number[];
  score: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  image_rate: (number | null)[];
  /** Welch's t-test of the group's households against every other household (null: untested). */
  p_value?: (number | null)[];
  significant?: boolean[];
  fdr?: number;
}
