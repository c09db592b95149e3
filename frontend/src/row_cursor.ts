/**
 * The keyboard in a table of rows: where a key moves the selected row, and the scroll
 * that brings it into view. Used by every virtualized table (views/virtual_table.ts).
 */

/**
 * Where a key moves the selected row of a table of `n` rows (positions 0 to n − 1):
 * ArrowDown / ArrowUp one row, PageDown / PageUp `page` rows, Home / End the first or
 * last; from no selection, a move selects the first row (the last for End). null for
 * any other key, and when there is no row.
 */
export function moveCursor(key: string, pos: number | null, n: number, page: number): number | null {
  if (n <= 0) return null;
  const step = Math.max(1, Math.floor(page));
  const clamp = (p: number) => Math.min(n - 1, Math.max(0, p));
  switch (key) {
    case 'ArrowDown':
      return pos === null ? 0 : clamp(pos + 1);
    case 'ArrowUp':
      return pos === null ? 0 : clamp(pos - 1);
    case 'PageDown':
      return pos === null ? 0 : clamp(pos + step);
    case 'PageUp':
      return pos === null ? 0 : clamp(pos - step);
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return null;
  }
}

/**
 * The scrollTop that brings the row at `pos` (rows `rowHeight` px high, from the top of
 * the scrolled content) fully into a view `view` px high whose top `head` px are covered
 * by a sticky header; `top` unchanged when the row is in view already.
 */
export function scrollToRow(pos: number, rowHeight: number, top: number, view: number, head: number): number {
  const y0 = pos * rowHeight;
  const y1 = y0 + rowHeight;
  const body = Math.max(rowHeight, view - head);
  if (y0 < top) return y0;
  if (y1 > top + body) return y1 - body;
  return top;
}
