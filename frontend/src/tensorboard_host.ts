/**
 * The tab inside TensorBoard: its theme, its run colours and its reloads, as TensorBoard's
 * own tabs have them (host_state.ts says what TensorBoard does, with the source paths;
 * this module is the DOM glue).
 *
 * The tab runs in a same-origin iframe (`data/plugin_entry.html?name=fairness`), so it can
 * read the top page (`window.parent.document`) when that page is TensorBoard's (it holds a
 * <tb-webapp>):
 * - theme: a MutationObserver on the top page's <body> class (`dark-mode`); alone or across
 *   origins, `prefers-color-scheme`, followed live too;
 * - reload: TensorBoard's iframe plugin API (components/experimental/plugin_util: a
 *   MessagePort handed over with `experimental.bootstrap`) broadcasts
 *   `experimental.DataReloaded` after its reload button and its auto-reload; the tab also
 *   polls on its own (POLL_MS, only while it is on screen, and once at once when it comes
 *   back on screen), since a reload of TensorBoard does not touch the iframe;
 * - run colours: the same API answers `experimental.GetRuns` and broadcasts
 *   `experimental.RunsChanged` with TensorBoard's run list in its order, from which the
 *   colour ids are replayed (host_state.ts RunColorIds), with the grouping of the top
 *   page's `runColorGroup` query parameter. Whatever TensorBoard's page itself shows
 *   wins: the swatches of its runs table (Time Series' sidebar, kept in the page, hidden,
 *   once Time Series was opened) are read back, which brings in colours a user picked and
 *   any id the replay could not know.
 * They are read again when this tab comes back on screen (the only way to pick a colour or a
 * grouping is in Time Series), after every reload and poll, and when the theme changes.
 * Limits: TensorBoard keeps a picked colour in memory only (not in the URL, not in
 * localStorage) and its plugin API hands no colours over, so a picked colour reaches this tab
 * through the runs table alone: it is missed for a run that table's filter hides, and after a
 * browser reload TensorBoard itself has forgotten it. Before Time Series was opened in the
 * page the colours are the replay: exact unless runs were removed from the logdir before this
 * tab loaded (TensorBoard keeps their ids, the replay cannot know them). Across origins nothing
 * of the top page is read: the theme is the browser's and the colours are TensorBoard's
 * palette in the order of the run list given.
 */
import {
  COLOR_GROUP_PARAM,
  RunColorIds,
  colorsFor,
  parseColorGroup,
  readSwatch,
  resolveTheme,
  setRunColorState,
  type SeenColor,
  type Theme,
} from './host_state.js';

/** How often the tab asks for the list of reports while it is on screen, ms. */
export const POLL_MS = 15_000;

/** The events of TensorBoardHost. */
export const THEME_EVENT = 'theme-change';
export const COLORS_EVENT = 'run-colors-change';

// ---------------------------------------------------------------------------
// TensorBoard's plugin API, the guest side (components/experimental/plugin_lib)

const IPC_VERSION = 'experimental';
export const MSG_GET_RUNS = 'experimental.GetRuns';
export const MSG_RUNS_CHANGED = 'experimental.RunsChanged';
export const MSG_DATA_RELOADED = 'experimental.DataReloaded';

interface IpcMessage {
  type: string;
  id: number;
  payload?: unknown;
  error: string | null;
  isReply: boolean;
}

/** Minimal MessagePort (the browser's, or node's in the unit tests). */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: {data: unknown}) => void): void;
  start(): void;
  close(): void;
}

/**
 * One end of TensorBoard's plugin message channel (plugin_util/message.ts): JSON messages
 * `{type, id, payload, error, isReply}`; every message gets a reply.
 */
export class PluginIpc {
  private nextId = 0;
  private readonly waits = new Map<number, (payload: unknown) => void>();
  private readonly listeners = new Map<string, (payload: unknown) => void>();

  constructor(private readonly port: PortLike) {
    port.addEventListener('message', (e) => this.onMessage(e.data));
    port.start();
  }

  /** The reply's payload; null when none comes within `timeoutMs` (an older TensorBoard). */
  send(type: string, payload: unknown = null, timeoutMs = 5000): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(id);
        resolve(null);
      }, timeoutMs);
      this.waits.set(id, (p) => {
        clearTimeout(timer);
        resolve(p);
      });
      this.post({type, id, payload, error: null, isReply: false});
    });
  }

  listen(type: string, callback: (payload: unknown) => void): void {
    this.listeners.set(type, callback);
  }

  close(): void {
    this.port.close();
  }

  private onMessage(data: unknown): void {
    let m: IpcMessage;
    try {
      m = JSON.parse(String(data)) as IpcMessage;
    } catch {
      return;
    }
    if (typeof m !== 'object' || m === null || typeof m.type !== 'string') return;
    if (m.isReply) {
      const wait = this.waits.get(m.id);
      this.waits.delete(m.id);
      wait?.(m.error ? null : m.payload);
      return;
    }
    try {
      this.listeners.get(m.type)?.(m.payload);
    } finally {
      // TensorBoard waits for a reply to every broadcast.
      this.post({type: m.type, id: m.id, payload: null, error: null, isReply: true});
    }
  }

  private post(m: IpcMessage): void {
    this.port.postMessage(JSON.stringify(m));
  }
}

// ---------------------------------------------------------------------------
// The top page

/** The top page when it is TensorBoard's and this document may read it, else null. */
export function tensorBoardDocument(win: Window): Document | null {
  if (win.parent === win) return null;
  try {
    const doc = win.parent.document;
    return doc.querySelector('tb-webapp') ? doc : null;
  } catch {
    return null; // another origin
  }
}

/** The colours TensorBoard's runs tables show, by run name (the first table naming a run wins). */
export function readRunSwatches(doc: Document): Map<string, SeenColor> {
  const out = new Map<string, SeenColor>();
  const view = doc.defaultView;
  for (const row of doc.querySelectorAll('tb-data-table-content-row')) {
    const name = row.querySelector('.table-column-run')?.textContent?.trim();
    const swatch = row.querySelector<HTMLElement>('.run-color-swatch');
    if (!name || !swatch || out.has(name)) continue;
    const css = swatch.style.backgroundColor || (view ? view.getComputedStyle(swatch).backgroundColor : '');
    const seen = readSwatch(css);
    if (seen) out.set(name, seen);
  }
  return out;
}

function sameSeen(a: ReadonlyMap<string, SeenColor>, b: ReadonlyMap<string, SeenColor>): boolean {
  if (a.size !== b.size) return false;
  for (const [run, c] of a) if (JSON.stringify(b.get(run)) !== JSON.stringify(c)) return false;
  return true;
}

// ---------------------------------------------------------------------------
// The host

export class TensorBoardHost extends EventTarget {
  theme: Theme;
  private readonly tbDocument: Document | null;
  private readonly ipc: PluginIpc | null = null;
  private readonly observers: MutationObserver[] = [];
  private readonly onMedia = () => this.onThemeSignal();
  private readonly onDocVisibility = () => this.onVisibility();
  private readonly ids: RunColorIds | null;
  private seen: ReadonlyMap<string, SeenColor> = new Map();
  private readonly media: MediaQueryList | null;
  private readonly refreshers = new Set<() => void>();
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private lastRefresh = Date.now();
  private shown: boolean;
  private colorsKey = '';

  constructor(private readonly win: Window = window) {
    super();
    this.tbDocument = tensorBoardDocument(win);
    this.media = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: dark)') : null;
    this.theme = this.readTheme();
    this.applyColorScheme();
    this.shown = this.isShown();
    this.ids = this.tbDocument ? new RunColorIds() : null;

    this.media?.addEventListener('change', this.onMedia);
    const doc = this.tbDocument;
    if (doc) {
      const body = new MutationObserver(() => this.onThemeSignal());
      body.observe(doc.body, {attributes: true, attributeFilter: ['class']});
      this.observers.push(body);
      const frame = win.frameElement;
      if (frame) {
        // TensorBoard hides a tab it leaves (style on its iframe) and shows it again when it comes back.
        const shown = new MutationObserver(() => this.onVisibility());
        shown.observe(frame, {attributes: true, attributeFilter: ['style', 'class']});
        this.observers.push(shown);
      }
      this.ipc = this.connect(doc);
    }
    win.document.addEventListener('visibilitychange', this.onDocVisibility);
    this.readColors();
  }

  /** Whether the tab sits inside a TensorBoard page it can read. */
  get inTensorBoard(): boolean {
    return this.tbDocument !== null;
  }

  /**
   * Calls `refresh` when the data may have changed: after TensorBoard's reload (its button,
   * its auto-reload), every POLL_MS while the tab is on screen, and when it comes back on
   * screen after POLL_MS or more. Returns the function that stops it.
   */
  onRefresh(refresh: () => void): () => void {
    this.refreshers.add(refresh);
    this.schedulePoll();
    return () => {
      this.refreshers.delete(refresh);
      if (this.refreshers.size === 0 && this.pollTimer !== null) {
        clearTimeout(this.pollTimer);
        this.pollTimer = null;
      }
    };
  }

  /** Stops observing TensorBoard and closes the message channel. */
  dispose(): void {
    for (const o of this.observers) o.disconnect();
    this.media?.removeEventListener('change', this.onMedia);
    this.win.document.removeEventListener('visibilitychange', this.onDocVisibility);
    this.ipc?.close();
    this.refreshers.clear();
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Reads TensorBoard's run colours again (its runs table, its grouping). */
  readColors(): void {
    const doc = this.tbDocument;
    if (doc && this.ids) {
      this.ids.setGroupBy(parseColorGroup(new URLSearchParams(doc.location.search).get(COLOR_GROUP_PARAM)));
      const seen = readRunSwatches(doc);
      if (!sameSeen(seen, this.seen)) this.seen = seen;
    }
    this.publishColors();
  }

  // -------------------------------------------------------------------------

  private connect(doc: Document): PluginIpc | null {
    const parent = this.win.parent;
    if (typeof MessageChannel === 'undefined') return null;
    const channel = new MessageChannel();
    const ipc = new PluginIpc(channel.port1);
    ipc.listen(MSG_RUNS_CHANGED, (runs) => this.onRuns(runs));
    ipc.listen(MSG_DATA_RELOADED, () => {
      // Counted on the document (`data-tensorboard-reloads`): how a test tells TensorBoard's
      // reload from the tab's own poll without timing them.
      const root = this.win.document.documentElement;
      root.dataset.tensorboardReloads = String(Number(root.dataset.tensorboardReloads ?? 0) + 1);
      this.refresh();
    });
    // Same origin only (the top page was readable): the port goes to TensorBoard and nowhere else.
    parent.postMessage(`${IPC_VERSION}.bootstrap`, doc.location.origin, [channel.port2]);
    void ipc.send(MSG_GET_RUNS).then((runs) => this.onRuns(runs));
    return ipc;
  }

  private onRuns(runs: unknown): void {
    if (!this.ids || !Array.isArray(runs) || !runs.every((r) => typeof r === 'string')) return;
    this.ids.update(runs as string[]);
    this.readColors();
  }

  private readTheme(): Theme {
    const bodyClass = this.tbDocument ? (this.tbDocument.body.getAttribute('class') ?? '') : null;
    return resolveTheme(bodyClass, this.media?.matches ?? false);
  }

  private onThemeSignal(): void {
    const theme = this.readTheme();
    if (theme === this.theme) return;
    this.theme = theme;
    this.applyColorScheme();
    this.dispatchEvent(new Event(THEME_EVENT));
    this.readColors();
  }

  /** Native controls and scrollbars of the iframe's document in the theme. */
  private applyColorScheme(): void {
    this.win.document.documentElement.style.colorScheme = this.theme;
  }

  private publishColors(): void {
    const state = {theme: this.theme, ids: this.ids, seen: this.seen};
    const known = this.ids?.known() ?? [];
    const key = JSON.stringify([this.theme, known, colorsFor(known, state), [...this.seen]]);
    setRunColorState(state);
    if (key === this.colorsKey) return;
    this.colorsKey = key;
    this.dispatchEvent(new Event(COLORS_EVENT));
  }

  private isShown(): boolean {
    if (this.win.document.visibilityState === 'hidden') return false;
    const frame = this.win.frameElement as HTMLElement | null;
    return !frame || frame.style.visibility !== 'hidden';
  }

  private onVisibility(): void {
    const shown = this.isShown();
    if (shown === this.shown) return;
    this.shown = shown;
    if (!shown) return;
    this.readColors(); // the user may have been in Time Series (a colour picked, a grouping)
    if (Date.now() - this.lastRefresh >= POLL_MS) this.refresh();
    else this.schedulePoll();
  }

  private refresh(): void {
    this.lastRefresh = Date.now();
    this.readColors();
    for (const r of this.refreshers) r();
    this.schedulePoll();
  }

  private schedulePoll(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    if (this.refreshers.size === 0) return;
    const wait = Math.max(0, this.lastRefresh + POLL_MS - Date.now());
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      if (this.shown) this.refresh();
      // Hidden: nothing until it is shown again (onVisibility).
    }, wait);
  }
}

let host: TensorBoardHost | null = null;

/** The page's one host (made at the first call). */
export function tensorBoardHost(): TensorBoardHost {
  host ??= new TensorBoardHost();
  return host;
}
