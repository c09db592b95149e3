/**
 * The row drill-down of the report views whose rows are the kind's bias rows
 * without a table of rows of their own (indicator_shell.ts: harmful labels,
 * geodiversity's grouping, retrieval's P@K, binary metrics): `RowHistory`, a
 * Lit reactive controller holding which row is open (its key, kept in the URL
 * as `fairness_drill`: row_state.ts), the key buttons that open it (Enter or
 * Space on them too; `aria-expanded` says which is open), and the drill-down
 * itself (<fairness-row-drilldown>, row_drilldown.ts: the row's numbers per
 * group, its bias in every run and over the steps), for the report on screen
 * with the options the view's tables are read with. It opens as a panel under
 * the view's tables, as wide as they are (its detail table fits there, not in a
 * drawer, and the key that opened it stays in sight), the focus in it, brought
 * into view once drawn; × and Esc close it, the focus back on the key's button.
 * Keys are untrusted text: Lit text and attribute bindings only.
 */
import {css, html, nothing, type LitElement, type ReactiveController, type TemplateResult} from 'lit';
import type {Api, KindOptions} from '../api.js';
import {drillFromParams, drillToParams} from '../row_state.js';
import type {Params} from '../state.js';
import type {KindDeclaration} from '../types.js';
import './row_drilldown.js';
import type {FairnessRowDrilldown} from './row_drilldown.js';

/** What the drill-down reads: the report on screen and the options of what the view shows. */
export interface RowHistoryReport {
  api: Api;
  tag: string;
  run: string;
  step: number;
  /** The options the view's tables are read with (so the numbers agree). */
  options: KindOptions;
  /** What a row is, in words (label, grouping, metric). */
  noun: string;
  declaration: KindDeclaration | null;
}

/** The key buttons' look: text in its cell, dotted underline; the open one underlined in the accent colour, its cell shaded. */
export const rowKeyStyles = css`
  button.row-key {
    max-width: 100%;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
    cursor: pointer;
    text-decoration: underline dotted var(--muted);
    text-underline-offset: 3px;
  }
  button.row-key:hover {
    color: var(--accent);
    text-decoration-color: var(--accent);
  }
  button.row-key:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 1px;
  }
  button.row-key[aria-expanded='true'] {
    color: inherit;
    font-weight: 500;
    text-decoration: underline solid var(--accent) 2px;
  }
  td:has(> button.row-key[aria-expanded='true']),
  th:has(> button.row-key[aria-expanded='true']) {
    background: var(--selected-bg);
  }
  .row-drill {
    scroll-margin: 8px;
  }
`;

export class RowHistory implements ReactiveController {
  /** The open row's key, or null. */
  key: string | null = null;
  /** The button that opened it: the focus goes back there when it closes. */
  private opener: HTMLElement | null = null;
  /** Move the focus into the drill-down after the next render (it was just opened). */
  private focusPending = false;
  /** Bring the drill-down into view once it is drawn (it was just opened, or the URL opened it). */
  private revealPending = false;

  /** `changed`: the open key changed (the host writes its hash parameters). */
  constructor(
    private readonly host: LitElement,
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** The key of the view's hash parameters (read once, when the view is mounted). */
  read(params: Params): void {
    this.key = drillFromParams(params);
    this.revealPending = this.key !== null;
  }

  /** The open key as the view's hash parameters. */
  params(): Params {
    return drillToParams(this.key);
  }

  /** Opens the drill-down of `key` (the focus moves into it). */
  open(key: string, opener: HTMLElement | null): void {
    this.opener = opener;
    this.focusPending = true;
    this.revealPending = true;
    const panel = this.panel();
    if (key === this.key && panel?.status === 'ready') this.reveal(panel);
    if (key !== this.key) {
      this.key = key;
      this.changed();
    }
    this.host.requestUpdate();
  }

  /** Closes it; with `refocus`, the focus goes back to the key's button. */
  close(refocus = true): void {
    const key = this.key;
    if (key === null) return;
    const opener = this.opener?.isConnected && this.opener.dataset.key === key ? this.opener : this.buttonOf(key);
    this.key = null;
    this.opener = null;
    this.focusPending = false;
    this.revealPending = false;
    this.changed();
    this.host.requestUpdate();
    if (refocus) opener?.focus({preventScroll: true});
  }

  /** Closes the drill-down when the report shown has no such row (another run, another grouping). */
  keepIn(keys: readonly string[]): void {
    if (this.key !== null && !keys.includes(this.key)) this.close(false);
  }

  hostUpdated(): void {
    if (!this.focusPending) return;
    const panel = this.panel();
    if (!panel) return;
    this.focusPending = false;
    void panel.updateComplete.then(() => panel.focusPanel());
  }

  private panel(): FairnessRowDrilldown | null {
    return this.host.renderRoot.querySelector('fairness-row-drilldown');
  }

  /** The drill-down is drawn with its numbers (its height known): into view when it was just opened. */
  private onLoaded(e: Event): void {
    if (this.revealPending) this.reveal(e.target as HTMLElement);
  }

  private reveal(panel: HTMLElement): void {
    this.revealPending = false;
    panel.scrollIntoView({block: 'nearest', behavior: 'smooth'});
  }

  /** The button of `key` on screen (a reload opened the drill-down: no click did). */
  private buttonOf(key: string): HTMLElement | null {
    const buttons = this.host.renderRoot.querySelectorAll<HTMLElement>('button.row-key');
    return [...buttons].find((b) => b.dataset.key === key) ?? null;
  }

  /**
   * A row's key as a button (its text `label`, by default the key) that opens its drill-down;
   * `about`: what its cell or head says in its tooltip, which the button's would hide.
   */
  button(key: string, label: unknown = key, noun = 'row', about = ''): TemplateResult {
    const open = key === this.key;
    const title = `${about ? `${about}\n` : ''}${noun} ${key}: click or press Enter for its counts, and its bias in every run and over the steps`;
    return html`<button
      class="row-key"
      data-key=${key}
      aria-expanded=${open ? 'true' : 'false'}
      title=${title}
      @click=${(e: Event) => this.open(key, e.currentTarget as HTMLElement)}
    >${label}</button>`;
  }

  /** The drill-down of the open row, a panel (nothing when none is open). */
  render(r: RowHistoryReport): TemplateResult | typeof nothing {
    if (this.key === null) return nothing;
    return html`<fairness-row-drilldown
      class="row-drill"
      role="region"
      aria-label=${`${r.noun} ${this.key}, drilled down`}
      .api=${r.api}
      .tag=${r.tag}
      .run=${r.run}
      .step=${r.step}
      .rowKey=${this.key}
      .options=${r.options}
      .noun=${r.noun}
      .declaration=${r.declaration}
      .closable=${true}
      @row-close=${() => this.close()}
      @row-loaded=${(e: Event) => this.onLoaded(e)}
    ></fairness-row-drilldown>`;
  }
}
