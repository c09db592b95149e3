/**
 * Pure: what a sortable header of the virtualized tables (virtual_table.ts)
 * shows and asks for. No Lit here, so the unit tests run it under node.
 */
import type {SortDir} from '../state.js';

/**
 * The direction a click on `column` asks for: the sorted column flips, any
 * other starts in its own default direction (largest first for most numbers,
 * A to Z for names: each table's state module says).
 */
export function nextSortDir<K>(column: K, sort: K, dir: SortDir, defaultDir: (column: K) => SortDir): SortDir {
  if (column !== sort) return defaultDir(column);
  return dir === 'asc' ? 'desc' : 'asc';
}

/** A header's `aria-sort`. */
export function ariaSort(sorted: boolean, dir: SortDir): 'ascending' | 'descending' | 'none' {
  if (!sorted) return 'none';
  return dir === 'asc' ? 'ascending' : 'descending';
}

/** A header's arrow: ▲ when sorted ascending, else ▼ (the CSS hides it on unsorted columns). */
export function sortArrow(sorted: boolean, dir: SortDir): '▲' | '▼' {
  return sorted && dir === 'asc' ? '▲' : '▼';
}
