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
  /** Each test's power (power_text.ts): the smallest gap it detects, the examples (households or queries) it would need to see `min_gap`, whether it is underpowered; absent from older servers. */
  mde?: (number | null)[];
  more_examples?: (number | null)[];
  underpowered?: boolean[];
  power?: number;
  min_gap?: number;
}
