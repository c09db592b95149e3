/**
 * <fairness-mode-options>: the option bar of Compare and Trends. One control per option the
 * kind declares (mode_options_state.ts): a select for a choice, a box for a number or a name.
 * Empty means "as the report view" (its value, or the default, shows as the placeholder);
 * anything else is the mode's own, announced with `own-options` ({detail: KindOptions}).
 */
import {LitElement, html, css, nothing} from 'lit';
import type {KindOptions} from '../api.js';
import {optionLabel, optionTooltip} from '../kinds_state.js';
import {inheritedText, modeOptionList, ownOptionValid} from '../mode_options_state.js';
import type {KindDeclaration, KindOption} from '../types.js';
import {base, fields} from './styles.js';

export const OWN_OPTIONS_EVENT = 'own-options';

export class FairnessModeOptions extends LitElement {
  static override properties = {
    declaration: {attribute: false},
    inherited: {attribute: false},
    own: {attribute: false},
    skip: {attribute: false},
  };

  declare declaration: KindDeclaration | null;
  /** The report view's options. */
  declare inherited: KindOptions;
  /** The mode's own values. */
  declare own: KindOptions;
  /** Options the mode sets with controls of its own (e.g. the trend's gap threshold). */
  declare skip: string[];

  constructor() {
    super();
    this.declaration = null;
    this.inherited = {};
    this.own = {};
    this.skip = [];
  }

  static override styles = [
    base,
    fields,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `,
  ];

  private set(name: string, text: string): void {
    const own = {...this.own};
    if (text === '') delete own[name];
    else own[name] = text;
    this.dispatchEvent(new CustomEvent(OWN_OPTIONS_EVENT, {detail: own, bubbles: true, composed: true}));
  }

  private control(o: KindOption) {
    const kind = this.declaration;
    const mine = this.own[o.name] ?? '';
    const inherited = inheritedText(kind, o.name, this.inherited);
    const as = inherited === '' ? 'as the report decides' : `as the report view: ${inherited}`;
    const title = optionTooltip(kind, o.name, `Empty: ${as}.`);
    if (o.type === 'choice') {
      return html`<select name=${'opt-' + o.name} class=${mine ? 'own' : ''} title=${title} @change=${(e: Event) => this.set(o.name, (e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${mine === ''}>${inherited || 'default'} (report view)</option>
        ${(o.choices ?? []).map((c) => html`<option value=${c} ?selected=${mine === c}>${c}</option>`)}
      </select>`;
    }
    const valid = ownOptionValid(kind, o.name, mine);
    return html`<input
      name=${'opt-' + o.name}
      class=${[mine ? 'own' : '', valid ? '' : 'invalid'].join(' ').trim()}
      placeholder=${inherited || 'default'}
      title=${title}
      .value=${mine}
      @change=${(e: Event) => {
        const text = (e.target as HTMLInputElement).value.trim();
        if (ownOptionValid(kind, o.name, text)) this.set(o.name, text);
        else this.requestUpdate();
      }}
    />`;
  }

  override render() {
    const list = modeOptionList(this.declaration, this.skip);
    if (list.length === 0) return nothing;
    return html`${list.map(
      (o) => html`<label class="field">
          <span class="name" title=${optionTooltip(this.declaration, o.name)}>${optionLabel(this.declaration, o.name)}</span>
          ${this.control(o)}
        </label>`,
    )}
      ${
        Object.keys(this.own).length
          ? html`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${() =>
              this.dispatchEvent(new CustomEvent(OWN_OPTIONS_EVENT, {detail: {}, bubbles: true, composed: true}))}>
            As the report view
          </button>`
          : nothing
      }`;
  }
}

customElements.define('fairness-mode-options', FairnessModeOptions);
