/**
 * The response of the retrieval-precision view route (docs/http_api.md; a
 * visual fairness indicator of Goyal et al. 2022).
 */

/** The retrieval view route: mean Precision@K per query group, `[group][k]`. */
export interface RetrievalResponse {
  run: string;
  tag: string;
  step: number;
  wall_time: number;
  level: number;
  groups: string[];
  ks: number[];
  queries: number[];
  precision: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
  /** `[group][k]`: Welch's t-test against the other groups' queries (null: untested). */
  p_value?: (number | null)[][];
  significant?: boolean[][];
  fdr?: number;
  /** Each test's power (power_text.ts): the smallest gap it detects, the examples (households or queries) it would need to see `min_gap`, whether it is underpowered; absent from older servers. */
  mde?: (number | null)[][];
  more_examples?: (number | null)[][];
  underpowered?: boolean[][];
  power?: number;
  min_gap?: number;
}
