/**
 * The bookkeeping of a windowed table (window_state.ts): the table shows `matched` rows; display
 * position p is row p % limit of the window at offset p - p % limit (its page), fetched when
 * the rows on screen, or near them, need it. Which pages to fetch for the rows in view,
 * which fetches are no longer wanted, which pages to let go (the farthest from view, past
 * MAX_PAGES), and where a position's or a label's row is. No DOM, no network: unit-tested
 * under node; window_rows.ts fetches.
 */
import type {AssociationsResponse} from './types.js';

/** Pages kept (of WINDOW_LIMIT rows: 20,000 rows); past it the farthest from view go. */
export const MAX_PAGES = 40;
/** Rows fetched ahead of the rows in view, each side: scrolling a screen or two shows no placeholder. */
export const MARGIN_ROWS = 120;

/** A row of a fetched window: the window's answer and the row's index in it. */
export interface WindowRow {
  table: AssociationsResponse;
  i: number;
}

export class WindowPages {
  private readonly pages = new Map<number, AssociationsResponse>();
  private readonly inFlight = new Set<number>();
  /** The pages of the rows last in view (never let go). */
  private view: [number, number] = [0, 0];

  /** `first`: the window at offset 0, which has `limit` rows of the `matched`. */
  constructor(
    readonly matched: number,
    readonly limit: number,
    first: AssociationsResponse,
  ) {
    this.pages.set(0, first);
  }

  /** How many pages the rows take. */
  get count(): number {
    return Math.ceil(this.matched / this.limit);
  }

  /** The row at display position `pos`, or null when its page is not fetched. */
  at(pos: number): WindowRow | null {
    const table = this.pages.get(Math.floor(pos / this.limit));
    if (table === undefined) return null;
    const i = pos % this.limit;
    return i < table.rows ? {table, i} : null;
  }

  /** The row labelled `label` among the fetched pages, or null. */
  find(label: string): WindowRow | null {
    for (const table of this.pages.values()) {
      const i = table.columns.label.indexOf(label);
      if (i >= 0) return {table, i};
    }
    return null;
  }

  /** The display position of the row labelled `label` among the fetched pages, or null. */
  position(label: string): number | null {
    for (const [page, table] of this.pages) {
      const i = table.columns.label.indexOf(label);
      if (i >= 0) return page * this.limit + i;
    }
    return null;
  }

  /** Whether page `page` is fetched. */
  has(page: number): boolean {
    return this.pages.has(page);
  }

  /**
   * The pages the positions `first`..`last` (in view) and MARGIN_ROWS each side need that
   * are neither fetched nor being fetched, those in view first; they are now in view.
   */
  wanted(first: number, last: number): number[] {
    if (this.count === 0) return [];
    const [p0, p1] = this.span(first, last, 0);
    const [q0, q1] = this.span(first, last, MARGIN_ROWS);
    this.view = [p0, p1];
    const out: number[] = [];
    for (let p = p0; p <= p1; p++) if (!this.pages.has(p) && !this.inFlight.has(p)) out.push(p);
    for (let p = q0; p <= q1; p++) if ((p < p0 || p > p1) && !this.pages.has(p) && !this.inFlight.has(p)) out.push(p);
    return out;
  }

  /** The pages being fetched that the positions `first`..`last` (and the margin) no longer need. */
  unwanted(first: number, last: number): number[] {
    const [q0, q1] = this.span(first, last, MARGIN_ROWS);
    return [...this.inFlight].filter((p) => p < q0 || p > q1);
  }

  /** Page `page` is being fetched (true) or no longer (false). */
  fetching(page: number, on: boolean): void {
    if (on) this.inFlight.add(page);
    else this.inFlight.delete(page);
  }

  /** A fetched page; past MAX_PAGES, the pages farthest from those in view go. */
  put(page: number, table: AssociationsResponse): void {
    this.inFlight.delete(page);
    this.pages.set(page, table);
    if (this.pages.size <= MAX_PAGES) return;
    const [v0, v1] = this.view;
    const distance = (p: number) => (p < v0 ? v0 - p : p > v1 ? p - v1 : 0);
    const far = [...this.pages.keys()].sort((a, b) => distance(b) - distance(a) || a - b);
    for (const p of far.slice(0, this.pages.size - MAX_PAGES)) this.pages.delete(p);
  }

  /** The first and last page holding positions `first - margin`..`last + margin`. */
  private span(first: number, last: number, margin: number): [number, number] {
    const top = this.count - 1;
    const clamp = (p: number) => Math.min(top, Math.max(0, p));
    return [clamp(Math.floor((first - margin) / this.limit)), clamp(Math.floor((last + margin) / this.limit))];
  }
}
