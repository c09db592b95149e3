/**
 * The pure state of the per-group rates view (FACET, gustafson2023): its
 * response reduced to the class x group table the two per-group kinds share
 * (rate_table.ts; their selection and routes are groups_state.ts's, their
 * disparity table disparity_table.ts's), and the bars of the selected class.
 * No DOM, no network: unit-tested under node.
 */
import {rateTable, stateText, type RateTable} from '../../rate_table.js';
import type {KindDeclaration} from '../../types.js';
import type {GroupsResponse} from './types.js';

/** The class x group table of a per-group rates response (`kind`: its declaration, for the FDR of a response without one). */
export function rateTableOfGroups(r: GroupsResponse, kind: KindDeclaration | null): RateTable {
  return rateTable(r, {value: r.value, lower: r.lower, upper: r.upper, macro: r.macro}, kind);
}

export interface GroupBar {
  group: string;
  value: number | null;
  lower: number | null;
  upper: number | null;
  n: number;
  /** What the group shows instead of a bar ("" when it has one). */
  note: string;
}

/** One bar per group of the selected class (null when the class is not in the table). */
export function classBars(t: RateTable, cls: string): GroupBar[] | null {
  const k = t.classes.indexOf(cls);
  if (k < 0) return null;
  return t.groups.map((group, g) => {
    const c = t.cells[k][g];
    return {group, value: c.value, lower: c.lower, upper: c.upper, n: c.n, note: stateText(c, t.minCount)};
  });
}
