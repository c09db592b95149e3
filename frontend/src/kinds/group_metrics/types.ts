/** The per-group rates view route's response (docs/http_api.md; FACET, gustafson2023). */
import type {ClassGroupResponse, MacroRow} from '../../types_groups.js';

/** The per-group view route: a rate per class x group of one grouping, with Wilson intervals. */
export interface GroupsResponse extends ClassGroupResponse {
  metric: string;
  metrics: {name: string; title: string}[];
  group_sizes: number[];
  value: (number | null)[][];
  lower: (number | null)[][];
  upper: (number | null)[][];
  successes: number[][];
  /** `lower`/`upper`: the macro average's interval at `level` (docs/statistics.md). */
  macro: MacroRow[];
}
