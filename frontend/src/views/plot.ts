/**
 * Observable Plot for the charts, from its own bundle (plot.js, plot_library.ts), imported
 * once and only when a chart is first drawn: the tab's first rows wait neither for its
 * download nor for its evaluation. The loader (index.ts) imports it at once when the first
 * view is not a table it asked for early.
 *
 * `Plot` is a live binding: set once the bundle is evaluated. A chart element extends
 * `PlotElement`: until Plot is there the element is not updated, and then it is updated
 * with the changes it skipped, so that its `willUpdate` draws what it would have drawn.
 * (A base class, not a controller: a controller cannot hold an update back.)
 */
import {LitElement, type PropertyValues, type ReactiveElement} from 'lit';
import type * as PlotLibrary from '../plot_library.js';

export type {Plot as PlotChart, Scale as PlotScale, ScaleOptions as PlotScaleOptions} from '@observablehq/plot';

/** plot.js's digest, set by the build (scripts/build.mjs): the name under which browsers may keep it. */
declare const PLOT_VERSION: string;

/** Observable Plot's functions; undefined until `loadPlot` resolves (charts wait for it: `PlotLoader`). */
export let Plot: typeof PlotLibrary = undefined as unknown as typeof PlotLibrary;
let loading: Promise<void> | null = null;

/**
 * Imports plot.js once; resolves when `Plot` is set. A failed import may be tried again.
 * The URL is the loader's too (index.ts: the two bundles sit side by side), so that a
 * module the loader imported is this one.
 */
export function loadPlot(): Promise<void> {
  loading ??= import(new URL(`plot.js?v=${PLOT_VERSION}`, import.meta.url).href).then(
    (library: typeof PlotLibrary) => {
      Plot = library;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Whether `Plot` is set. */
export function plotLoaded(): boolean {
  return Plot !== undefined;
}

/**
 * A chart element's wait for Plot (PlotElement's): its `shouldUpdate(changed)` returns `ready(changed)`.
 * `draws` says whether the element would draw now: a chart without data draws nothing and
 * need not wait (so an element that asks for its data asks at once). Should the import fail
 * (the server gone), the element stays as it was and tries again at its next update.
 */
export class PlotLoader {
  /** The properties of the updates skipped, with their values before the first of them. */
  private readonly skipped = new Map<PropertyKey, unknown>();
  /** Whether a catch-up waits for Plot already (one for every update skipped meanwhile). */
  private waiting = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly draws: () => boolean = () => true,
  ) {}

  /**
   * Whether the host may update now with `changed`; if not, Plot is on its way and the
   * host updates once it is there, with the changes of every update skipped meanwhile.
   */
  ready(changed: ReadonlyMap<PropertyKey, unknown>): boolean {
    if (plotLoaded() || !this.draws()) return true;
    for (const [name, before] of changed) if (!this.skipped.has(name)) this.skipped.set(name, before);
    if (this.waiting) return false;
    this.waiting = true;
    loadPlot().then(
      () => {
        this.waiting = false;
        this.catchUp();
      },
      (err: unknown) => {
        this.waiting = false;
        console.error("tb-fairness: could not load the charts' library (plot.js)", err);
      },
    );
    return false;
  }

  private catchUp(): void {
    const skipped = [...this.skipped];
    this.skipped.clear();
    for (const [name, before] of skipped) this.host.requestUpdate(name, before);
    this.host.requestUpdate();
  }
}

/**
 * A LitElement that draws with Plot: not updated until Plot is there (PlotLoader).
 * `drawsNow()` says whether it would draw now; one without its data says no, and its
 * updates (the request for that data) go ahead.
 */
export class PlotElement extends LitElement {
  private readonly plotLoader = new PlotLoader(this, () => this.drawsNow());

  protected drawsNow(): boolean {
    return true;
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return this.plotLoader.ready(changed);
  }
}
