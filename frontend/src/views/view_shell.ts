/**
 * What the shells of the association, SkewSize, compare and trend views
 * share: the load status they tell the app (`view-status`: its `data-status`),
 * the error box with its actions, the loading line shown before the first
 * response, the "showing n of m" count and the CSV button; and the Lit
 * declarations of what the shell hands the compare and trend elements.
 *
 * `ViewLoad` is a Lit reactive controller, so a view composes it rather than
 * inheriting a base class: the view still owns its requests and its data,
 * and only tells the controller how a load went (`start`, `ready`, `fail`).
 */
import {html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult} from 'lit';
import type {LatestRequest} from '../api.js';
import {formatCount} from '../format.js';
import {emitStatus, message, type ViewStatus} from './view.js';

/** The Lit declarations of `ModeProps` (modes.ts), spread into the compare and trend elements' `properties`. */
export const modeProperties = {
  api: {attribute: false},
  tag: {attribute: false},
  kind: {attribute: false},
  kindTitle: {attribute: false},
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

  /** The CSV of what is shown: disabled without data and while the next response loads. */
  renderCsvButton(name: string, hasData: boolean, download: () => void, title?: string) {
    return html`<button
      class="primary"
      name=${name}
      ?disabled=${!hasData || this.loading}
      title=${title ?? nothing}
      @click=${download}
    >
      Download CSV
    </button>`;
  }
}

/** "showing n of m rows" in a summary line; `extra` follows in the same span (the brush's count). */
export function shownCount(shown: number, total: number, noun: string, extra?: TemplateResult) {
  // " rows" is one text node, as it was when each view wrote this line: split, the text
  // shapes a fraction of a pixel wider and the rest of the line moves.
  return html`<span class="shown">showing <b>${formatCount(shown)}</b> of ${formatCount(total)}${` ${noun}`}${extra ? html` ${extra}` : nothing}</span>`;
}
