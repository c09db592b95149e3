/**
 * <fairness-help>: what each number, option and mark of the kind on screen means (from its
 * declaration, help_state.ts). A dialog opened by the "?" beside the mode tabs; Esc or ×
 * closes it.
 */
import {LitElement, html, css, nothing} from 'lit';
import {helpSections} from '../help_state.js';
import type {KindDeclaration} from '../types.js';
import {base} from './styles.js';

export class FairnessHelp extends LitElement {
  static override properties = {
    declaration: {attribute: false},
    open: {type: Boolean, reflect: true},
  };

  declare declaration: KindDeclaration | null;
  declare open: boolean;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.open && e.key === 'Escape') this.close();
  };

  constructor() {
    super();
    this.declaration = null;
    this.open = false;
  }

  static override styles = [
    base,
    css`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
  }

  private close(): void {
    this.open = false;
    this.shadowRoot?.querySelector<HTMLButtonElement>('button.help')?.focus();
  }

  override render() {
    return html`<button
        class="help"
        name="help"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${() => (this.open = !this.open)}
      >
        ?</button
      >${this.open ? this.renderPanel() : nothing}`;
  }

  private renderPanel() {
    return html`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${() => this.close()}>×</button>
      </header>
      ${helpSections(this.declaration).map(
        (section) =>
          html`<section data-section=${section.title}>
            <h3>${section.title}</h3>
            <dl>
              ${section.entries.map((e) => html`<dt>${e.term}${e.code ? html`<code>${e.code}</code>` : nothing}</dt><dd>${e.text}</dd>`)}
            </dl>
          </section>`,
      )}
    </div>`;
  }
}

customElements.define('fairness-help', FairnessHelp);
