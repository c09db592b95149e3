/**
 * The rows of a windowed table (window_state.ts), fetched as the view needs them: a Lit reactive
 * controller of the association view. `reset` takes the first window of a selection (the
 * view's load asks for it); `show` fetches the windows of the rows in view and near them
 * (window_pages.ts), dropping the fetches that scrolled away; a new selection drops every fetch
 * of the old one (a generation). Also: the row of one label (the open row's drawer, after
 * the table changed) and the labels of every row shown (the "CSV of rows shown").
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {RouteParams} from '../../api.js';
import {WindowPages, type WindowRow} from './window_pages.js';
import type {AssociationsResponse} from './types.js';
import {WINDOW_LIMIT, labelSearch, sameTable} from './window_state.js';

/** Fetches the window of `params` (the view route's, with its offset and limit). */
export type FetchWindow = (params: RouteParams, signal: AbortSignal) => Promise<AssociationsResponse>;

/** The window parameters that choose rows: left out to look a label up in the whole table. */
const ROW_CHOICE: RouteParams = {
  offset: null,
  sort: null,
  dir: null,
  gap_min: null,
  gap_max: null,
  count_min: null,
  count_max: null,
  significant_only: null,
  k: null,
};
/** Rows asked for a label's search: its matches differ from it in case only. */
const LABEL_MATCHES = 64;

export class AssociationWindows implements ReactiveController {
  /** The rows of the selection shown, or null (the table came whole). */
  pages: WindowPages | null = null;
  /**
   * Display positions 0, 1, ...: the table's rows, the selection's rows `start` onwards (at
   * most `partRows` of them: a selection longer than that is shown a part at a time).
   */
  positions: number[] = [];
  /** The selection's row at display position 0. */
  start = 0;
  /** Changes whenever a window arrives or the selection changes: the table renders its rows again. */
  version = 0;
  /** The route parameters of the selection shown, without offset and limit. */
  private params: RouteParams = {};
  private generation = 0;
  /** Parts of the selection shown (showPart): the windows stand, the positions move. */
  private parts = 0;
  private readonly fetches = new Map<number, AbortController>();
  /** The positions last in view. */
  private range: [number, number] = [0, 0];
  /** The open label's row (found in a window, or looked up), and the label looked up last. */
  private open: WindowRow | null = null;
  private lookedUp: {label: string; table: AssociationsResponse} | null = null;

  /**
   * `partRows`: the most rows the table can scroll through (virtual_table.ts SCROLLABLE_ROWS);
   * a longer selection is shown that many rows at a time.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly fetchWindow: FetchWindow,
    readonly partRows = Number.MAX_SAFE_INTEGER,
  ) {
    host.addController(this);
  }

  /** Changes with each new selection (sort, search, filters) or part of one: its positions hold other rows. */
  get selection(): number {
    return this.generation + this.parts;
  }

  /** How many rows the selection has (0: not windowed). */
  get matched(): number {
    return this.pages?.matched ?? 0;
  }

  /** The view left the page (or is being moved): its fetches stop; the windows fetched stay. */
  hostDisconnected(): void {
    this.abort();
  }

  /** The window at offset 0 of `params`: the table is windowed; the rows in view are fetched. */
  reset(first: AssociationsResponse, params: RouteParams): void {
    this.abort();
    this.generation++;
    const w = first.window!;
    this.pages = new WindowPages(w.matched, w.limit, first);
    this.params = {...params, offset: null, limit: w.limit === WINDOW_LIMIT ? null : w.limit};
    this.start = 0;
    this.fillPositions(false);
    this.version++;
    this.show(...this.range);
  }

  /**
   * Shows the selection's rows from `start` (a multiple of `partRows`, clamped): the part of a
   * selection too long to scroll through at once. The positions then hold other rows.
   */
  showPart(start: number): void {
    const part = this.partRows;
    const last = Math.max(0, Math.floor((this.matched - 1) / part) * part);
    const next = Math.min(last, Math.max(0, Math.floor(start / part) * part));
    if (this.pages === null || next === this.start) return;
    // The same windows (their fetches stand), at other positions.
    this.parts++;
    this.start = next;
    this.fillPositions(true);
    this.version++;
    this.range = [0, 0];
    this.show(0, 0);
  }

  /** Positions 0 to the rows shown - 1; `fresh`: a new array even of the same length (the table renders its rows again). */
  private fillPositions(fresh: boolean): void {
    const shown = Math.max(0, Math.min(this.matched - this.start, this.partRows));
    if (this.positions.length !== shown) {
      // Filled by index: a million positions in a few ms (Array.from's callback takes several times longer).
      const positions = new Array<number>(shown);
      for (let i = 0; i < positions.length; i++) positions[i] = i;
      this.positions = positions;
    } else if (fresh) {
      this.positions = this.positions.slice();
    }
  }

  /** The table came whole: nothing windowed. */
  clear(): void {
    this.abort();
    this.generation++;
    this.pages = null;
    this.start = 0;
    this.positions = [];
    this.open = null;
    this.lookedUp = null;
  }

  /** Positions `first`..`last` are in view: their windows (and those near them) are fetched. */
  show(first: number, last: number): void {
    this.range = [first, last];
    const pages = this.pages;
    if (pages === null) return;
    const [from, to] = [this.start + first, this.start + last];
    for (const p of pages.unwanted(from, to)) {
      this.fetches.get(p)?.abort();
      this.fetches.delete(p);
      pages.fetching(p, false);
    }
    for (const p of pages.wanted(from, to)) void this.fetch(pages, p);
  }

  /** The row at display position `pos`, or null while its window is on its way. */
  at(pos: number): WindowRow | null {
    return this.pages?.at(this.start + pos) ?? null;
  }

  /** The display position of the row labelled `label` among the fetched windows, or null (also when not in this part). */
  position(label: string): number | null {
    const at = this.pages?.position(label) ?? null;
    return at === null || at < this.start || at >= this.start + this.positions.length ? null : at - this.start;
  }

  /**
   * The row of the open label `label` of table `table` (the view's answer): in a fetched
   * window, or the one found before in the same table (sorting, searching and filtering
   * keep its values), or else looked up on the server (the drawer follows when it comes);
   * null meanwhile, and when the table has no such label.
   */
  openRow(label: string | null, table: AssociationsResponse): WindowRow | null {
    if (label == null) return (this.open = null);
    const found = this.pages?.find(label) ?? null;
    if (found !== null) return (this.open = found);
    const kept = this.open;
    if (kept !== null && kept.table.columns.label[kept.i] === label && sameTable(kept.table, table)) return kept;
    this.open = null;
    const last = this.lookedUp;
    if (last === null || last.label !== label || !sameTable(last.table, table)) {
      this.lookedUp = {label, table};
      void this.findLabel(label, table);
    }
    return null;
  }

  /** The row labelled `label` in the whole table (the selection's search and filters aside), from the server. */
  private async findLabel(label: string, table: AssociationsResponse): Promise<void> {
    let res: AssociationsResponse;
    try {
      res = await this.fetchWindow(
        {...this.params, ...ROW_CHOICE, q: labelSearch(label), limit: LABEL_MATCHES},
        new AbortController().signal,
      );
    } catch {
      return; // no drawer: the table shows the row when it is scrolled to
    }
    const i = res.columns.label.indexOf(label);
    // Another label opened, or another table shown, meanwhile: this one is not wanted.
    if (i < 0 || this.lookedUp?.label !== label || this.lookedUp.table !== table) return;
    this.open = {table: res, i};
    this.host.requestUpdate();
  }

  /** The labels of the first `count` rows shown (at most the server's largest window), in order. */
  async labels(count: number): Promise<string[]> {
    const res = await this.fetchWindow({...this.params, limit: Math.max(1, count)}, new AbortController().signal);
    return res.columns.label;
  }

  private async fetch(pages: WindowPages, page: number): Promise<void> {
    const generation = this.generation;
    const controller = new AbortController();
    this.fetches.set(page, controller);
    pages.fetching(page, true);
    let res: AssociationsResponse;
    try {
      res = await this.fetchWindow({...this.params, offset: page * pages.limit}, controller.signal);
    } catch {
      // Aborted, or failed: the rows stay placeholders, and the next scroll asks again.
      if (generation === this.generation) {
        pages.fetching(page, false);
        if (this.fetches.get(page) === controller) this.fetches.delete(page);
      }
      return;
    }
    if (generation !== this.generation) return;
    this.fetches.delete(page);
    pages.put(page, res);
    this.version++;
    this.host.requestUpdate();
  }

  private abort(): void {
    for (const c of this.fetches.values()) c.abort();
    this.fetches.clear();
  }
}
