/**
 * When the association view's two charts (the gap histogram and the count distribution of
 * the top K) are computed from the rows shown (histograms.ts): at once; once the typing in
 * the search or a range box pauses; or, for a new response, once its first rows are painted
 * (the table's `rows-painted`: binning 100,000 rows and drawing two charts would delay
 * them). A windowed table's charts come with its window (window_state.ts), and its first
 * window's are drawn once its rows are painted too. A Lit reactive controller of the view:
 * it asks the view to render when a chart is ready.
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {countDistribution, gapHistogram, type CountDistribution, type Histogram} from './histograms.js';
import type {Table} from './rows.js';
import type {AssociationsWindow} from './types.js';
import {windowCounts, windowHistogram} from './window_state.js';

/** After a keystroke in the search or a range box, the charts follow once the typing pauses this long, ms. */
const CHART_DELAY_MS = 180;

/** The rows the charts are of: the table, its rows shown in display order, and K. */
export interface ChartRows {
  table: Table;
  rows: ArrayLike<number>;
  k: number;
}

export class AssociationCharts implements ReactiveController {
  histogram: Histogram | null = null;
  counts: CountDistribution | null = null;
  private timer: number | null = null;
  /** What sets the charts once the first rows are painted. */
  private pending: (() => void) | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Both charts of `of`, now. */
  now(of: ChartRows): void {
    this.cancel();
    this.histogram = gapHistogram(of.table, of.rows);
    this.counts = countDistribution(of.table, of.rows, of.k);
  }

  /** The count distribution alone (K changed), now. */
  countsNow(of: ChartRows): void {
    this.counts = countDistribution(of.table, of.rows, of.k);
  }

  /** Whether charts are drawn (the typing may then wait for them). */
  get drawn(): boolean {
    return this.histogram !== null;
  }

  /**
   * The charts once the typing pauses (each keystroke puts it off): the gap histogram,
   * then the count distribution in a task of its own, so that a keystroke that comes
   * meanwhile waits for one chart at most. `of` is read then (the rows shown by then).
   */
  afterTyping(of: () => ChartRows | null): void {
    this.cancel();
    this.timer = window.setTimeout(() => {
      const rows = of();
      if (rows === null) return;
      this.histogram = gapHistogram(rows.table, rows.rows);
      this.host.requestUpdate();
      this.timer = window.setTimeout(() => {
        this.timer = null;
        const later = of();
        if (later === null) return;
        this.counts = countDistribution(later.table, later.rows, later.k);
        this.host.requestUpdate();
      }, 0);
    }, CHART_DELAY_MS);
  }

  /**
   * The charts of a new response once its first rows are painted (`rowsPainted`):
   * meanwhile none, or with `keep` those drawn (of the same table, a window of it before).
   */
  afterRows(of: () => ChartRows | null, keep: boolean): void {
    if (keep) this.cancel();
    else this.clear();
    this.pending = () => {
      const rows = of();
      if (rows !== null) this.now(rows);
    };
  }

  /** The charts of a table's first window once its rows are painted (`rowsPainted`); none meanwhile. */
  windowAfterRows(w: AssociationsWindow): void {
    this.clear();
    this.pending = () => this.fromWindow(w);
  }

  /** The table painted its first rows: the charts that waited for them. */
  rowsPainted(): void {
    const set = this.pending;
    if (set === null) return;
    this.pending = null;
    set();
    this.host.requestUpdate();
  }

  /** The charts a window carries (the server binned the rows it chose). */
  fromWindow(w: AssociationsWindow): void {
    this.cancel();
    this.histogram = windowHistogram(w);
    this.counts = windowCounts(w);
  }

  /** No charts. */
  clear(): void {
    this.cancel();
    this.histogram = null;
    this.counts = null;
  }

  /** Nothing waits any more. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}
