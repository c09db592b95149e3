/**
 * What the shells of the views share (association, SkewSize, per-group,
 * indicator, compare, trend): the load status they tell the app
 * (`view-status`: its `data-status`), the error box with its actions, the
 * loading line shown before the first response, the "showing n of m" count,
 * the CSV button, the download of the `table` route's CSV (`TableDownload`)
 * and the number boxes of the controls; and the Lit declarations of what the
 * shell hands the compare and trend elements.
 *
 * `ViewLoad` is a Lit reactive controller, so a view composes it rather than
 * inheriting a base class: the view still owns its requests and its data,
 * and only tells the controller how a load went (`start`, `ready`, `fail`,
 * or `run` for the common one-request load).
 */
import {html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult} from 'lit';
import {LatestRequest, STALE, type Api, type TableParams} from '../api.js';
import {csvShownRows} from '../csv.js';
import {formatCount} from '../format.js';
import {boundsText, optionLabel, optionOf, optionTooltip, optionValid, tableParam} from '../kinds_state.js';
import type {KindDeclaration, TagInfo} from '../types.js';
import type {ReportRef} from '../state.js';
import {downloadText, emitStatus, message, type ViewStatus} from './view.js';

/** The Lit declarations of `ModeProps` (modes.ts), spread into the compare and trend elements' `properties`. */
export const modeProperties = {
  api: {attribute: false},
  tag: {attribute: false},
  kind: {attribute: false},
  kindTitle: {attribute: false},
  declaration: {attribute: false},
  runs: {attribute: false},
  run: {attribute: false},
  step: {attribute: false},
  options: {attribute: false},
  params: {attribute: false},
} as const;

/** A button of the error box. */
export interface ErrorAction {
  label: string;
  /** Its `name` (the browser tests click by name); none when absent. */
  name?: string;
  run: () => void;
}

export class ViewLoad implements ReactiveController {
  status: ViewStatus = 'loading';
  /** What the last failed load said (an ApiError carries the server's text). */
  error: string | null = null;

  /** `requests` are cancelled when the view leaves the page: their responses have nowhere to go. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly requests: readonly LatestRequest[],
  ) {
    host.addController(this);
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  hostDisconnected(): void {
    for (const r of this.requests) r.cancel();
  }

  /** A load began; what is on screen stays, dimmed, until it ends. */
  start(): void {
    this.set('loading');
  }

  ready(): void {
    this.error = null;
    this.set('ready');
  }

  /** The load failed: `e` (an error or a sentence) is what the error box says. */
  fail(e: unknown): void {
    this.error = message(e);
    this.set('error');
  }

  /**
   * One load through `request`: `start()`, then on failure `drop()` (what is on
   * screen no longer matches the selection) and `fail`. Resolves to the response,
   * or STALE when a newer load superseded it or it failed; the view takes the
   * response, then calls `ready()`.
   */
  async run<T>(request: LatestRequest, fetch: (signal: AbortSignal) => Promise<T>, drop: () => void): Promise<T | typeof STALE> {
    this.start();
    try {
      return await request.run(fetch);
    } catch (e) {
      drop();
      this.fail(e);
      return STALE;
    }
  }

  private set(status: ViewStatus): void {
    this.status = status;
    emitStatus(this.host, status);
    this.host.requestUpdate();
  }

  /** The error box (title, what went wrong, what to do), when the last load failed. */
  renderError(title: string, actions: readonly ErrorAction[]) {
    if (this.status !== 'error') return nothing;
    return html`<div class="message error" role="alert">
      <h2>${title}</h2>
      <div class="text">${this.error}</div>
      ${actions.map((a) => html`<button class="primary link" name=${a.name ?? nothing} @click=${a.run}>${a.label}</button>`)}
    </div>`;
  }

  /** `body(data)` once there is data; before the first response, the loading line (`waiting`). */
  renderContent<T>(data: T | null, body: (data: T) => TemplateResult, waiting: string) {
    if (data !== null) return body(data);
    return this.loading ? html`<div class="loading">${waiting}</div>` : nothing;
  }

  /**
   * The CSV of what is shown: disabled without data and while the next response loads.
   * `label` names which CSV when a view offers more than one (the per-group views).
   */
  renderCsvButton(name: string, hasData: boolean, download: () => void, title?: string, label = 'Download CSV') {
    return html`<button
      class="primary"
      name=${name}
      ?disabled=${!hasData || this.loading}
      title=${title ?? nothing}
      @click=${download}
    >
      ${label}
    </button>`;
  }
}

/**
 * The CSV downloads of a report view: the `table` route's CSV (the bytes `tb-fairness
 * export` prints for the same options), fetched through api.ts, then saved with
 * `downloadText`. One download at a time (a newer click supersedes the older); the
 * buttons are disabled while it runs, and a failure is said next to them.
 */
export class TableDownload implements ReactiveController {
  /** The name of the button whose download is under way, or null. */
  pending: string | null = null;
  /** Why the last download failed, or null. */
  error: string | null = null;
  private readonly request = new LatestRequest();

  /** `api` and `declaration`: the view's (read when a download starts). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly api: () => Api,
    private readonly declaration: () => KindDeclaration | null,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.request.cancel();
  }

  /**
   * Fetches table `p` as CSV and offers it as `fileName`; `button` names the button clicked.
   * `p.table` is sent when the kind declares a `table` option (kinds_state.ts tableParam).
   * `shown`: only the rows on screen, those whose `column` is one of `keys`, in that order
   * (csv.ts csvShownRows); every row without it.
   */
  async download(button: string, p: TableParams, fileName: string, shown?: {column: string; keys: readonly string[]}): Promise<void> {
    if (p.table !== null) p = {...p, table: tableParam(this.declaration(), p.table)};
    this.pending = button;
    this.error = null;
    this.host.requestUpdate();
    let text: string | typeof STALE;
    try {
      text = await this.request.run((signal) => this.api().tableCsv(p, signal));
    } catch (e) {
      this.error = message(e);
      this.pending = null;
      this.host.requestUpdate();
      return;
    }
    if (text === STALE) return; // a newer download took over
    this.pending = null;
    if (shown) {
      const rows = csvShownRows(text, shown.column, shown.keys);
      if (rows === null) {
        this.error = `the table has no ${shown.column} column to pick the rows shown by`;
        this.host.requestUpdate();
        return;
      }
      text = rows;
    }
    this.host.requestUpdate();
    downloadText(text, fileName);
  }

  /** The failure of the last download, next to the buttons. */
  renderError() {
    if (this.error === null) return nothing;
    return html`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`;
  }
}

/** "showing n of m rows" in a summary line; `extra` follows in the same span (the brush's count). */
export function shownCount(shown: number, total: number, noun: string, extra?: TemplateResult) {
  // " rows" is one text node, as it was when each view wrote this line: split, the text
  // shapes a fraction of a pixel wider and the rest of the line moves.
  return html`<span class="shown">showing <b>${formatCount(shown)}</b> of ${formatCount(total)}${` ${noun}`}${extra ? html` ${extra}` : nothing}</span>`;
}

/** Whether the shell moved the view to another report (run, tag or step): the view reloads. */
export function reportMoved(prev: ReportRef | undefined, next: ReportRef): boolean {
  return !prev || prev.run !== next.run || prev.tag !== next.tag || prev.step !== next.step;
}

/**
 * Whether a reload moved the latest step under a view that shows the latest (`report.step`
 * null): the report's `tags` entry (`info`) has another `max_step`. The view fetches again
 * (app.ts: the list of reports is polled, and TensorBoard's reload asks for it).
 */
export function latestMoved(prev: TagInfo | null | undefined, next: TagInfo | null, report: ReportRef): boolean {
  return report.step === null && prev != null && next !== null && prev.max_step !== next.max_step;
}

/** A number box's text as a number: null when empty (NaN when not a number: the caller's check rejects it). */
export function typedNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** A number box's text as a value of `kind`'s option `name`: the number when the server takes it (optionValid), else null. */
export function typedOption(kind: KindDeclaration | null, name: string, text: string): number | null {
  const v = typedNumber(text);
  return optionValid(kind, name, v) ? v : null;
}

/** The tooltip of a box whose text the server would refuse: "Not a number in (0, 1): ignored" (the declared bounds). */
export function invalidOptionTitle(kind: KindDeclaration | null, name: string): string {
  const what = boundsText(kind, name);
  return what ? `Not ${what}: ignored` : `Not a value of ${name} the server declares: ignored`;
}

/** The declared bounds of `kind`'s option `name` as a number box's `min` and `max` (the spinner's range). */
export function optionBoxBounds(kind: KindDeclaration | null, name: string): {min?: string; max?: string} {
  const o = optionOf(kind, name);
  return {min: o?.minimum == null ? undefined : String(o.minimum), max: o?.maximum == null ? undefined : String(o.maximum)};
}

/** A number box of a controls bar. */
export interface NumberField {
  label: string;
  name: string;
  /** What the box says, as typed; the selection holds only a valid number. */
  text: string;
  invalid: boolean;
  /** The tooltip: why the text is ignored when invalid, else what the number does. */
  title: string;
  min?: string;
  max?: string;
  step: string;
  /** A decimal keypad on touch screens. */
  decimal?: boolean;
  onInput: (text: string) => void;
}

/** A labelled number box that marks (and the view ignores) what is not a valid number. */
export function numberField(f: NumberField) {
  return html`<label class="field">
    <span class="name" title=${f.title}>${f.label}</span>
    <input
      type="number"
      name=${f.name}
      min=${f.min ?? nothing}
      max=${f.max ?? nothing}
      step=${f.step}
      inputmode=${f.decimal ? 'decimal' : nothing}
      class=${f.invalid ? 'invalid' : ''}
      aria-invalid=${f.invalid ? 'true' : 'false'}
      title=${f.title}
      .value=${f.text}
      @input=${(e: Event) => f.onInput((e.target as HTMLInputElement).value)}
    />
  </label>`;
}

/**
 * The FDR box (`fdr`) of the views whose tables carry ★ marks; `title` says over what
 * Benjamini–Hochberg runs. What it takes is `kind`'s `fdr` option (its declared bounds).
 */
export function fdrField(kind: KindDeclaration | null, text: string, title: string, onInput: (text: string) => void) {
  const invalid = typedOption(kind, 'fdr', text) === null;
  return numberField({
    label: optionLabel(kind, 'fdr', 'FDR'),
    name: 'fdr',
    text,
    invalid,
    title: invalid ? invalidOptionTitle(kind, 'fdr') : `${title}. ${optionTooltip(kind, 'fdr')}`,
    ...optionBoxBounds(kind, 'fdr'),
    step: '0.01',
    decimal: true,
    onInput,
  });
}
