/**
 * <fairness-mode-options>: the option bar of Compare, Trends and Runs. One control per option
 * the kind declares that changes what the mode shows (its `used_by`, mode_options_state.ts):
 * a dropdown for a choice and for an option whose values the report lists (`GET values`
 * of `source`, the report the mode reads: identities, groupings, groups, classes,
 * thresholds), a box for a number. Until the values arrive (or when they cannot be read)
 * those options are boxes: the bar never waits for them. The first entry, or an empty box,
 * means "as the report view" (its value, or the default); anything else is the mode's own,
 * announced with `own-options` ({detail: KindOptions}). One group of a pair is not sent
 * until the other is chosen (its box is dashed, its title says so). Values are untrusted text: Lit text
 * and attribute bindings only.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {optionLabel, optionTooltip} from '../kinds_state.js';
import {
  effectiveOptions,
  inheritedText,
  missingRequired,
  modeOptionList,
  optionControl,
  ownOptionValid,
  valuesKey,
  withOwnOption,
  type OptionMode,
  type OptionValues,
  type ValuesSource,
} from '../mode_options_state.js';
import type {KindDeclaration, KindOption} from '../types.js';
import {base, fields} from './styles.js';

export const OWN_OPTIONS_EVENT = 'own-options';

/** The values read so far, per report (valuesKey), shared by the modes: switching between them asks once. */
const VALUES = new Map<string, OptionValues>();
const MAX_VALUES = 64;

function remember(key: string, values: OptionValues): void {
  VALUES.delete(key);
  VALUES.set(key, values);
  if (VALUES.size > MAX_VALUES) VALUES.delete(VALUES.keys().next().value as string);
}

export class FairnessModeOptions extends LitElement {
  static override properties = {
    declaration: {attribute: false},
    inherited: {attribute: false},
    own: {attribute: false},
    skip: {attribute: false},
    mode: {attribute: false},
    api: {attribute: false},
    source: {attribute: false},
    revision: {attribute: false},
    values: {state: true},
  };

  declare declaration: KindDeclaration | null;
  /** The report view's options. */
  declare inherited: KindOptions;
  /** The mode's own values. */
  declare own: KindOptions;
  /** Options the mode sets with controls of its own (e.g. the trend's gap threshold). */
  declare skip: string[];
  declare mode: OptionMode;
  declare api: Api | null;
  /** The report whose values fill the dropdowns; null: none (boxes). */
  declare source: ValuesSource | null;
  /** The app's revision: the latest step's values are asked again when it changes. */
  declare revision: string;
  /** The values of `source`, or null until they arrive. */
  declare values: OptionValues | null;

  private readonly request = new LatestRequest();
  private key = '';

  constructor() {
    super();
    this.declaration = null;
    this.inherited = {};
    this.own = {};
    this.skip = [];
    this.mode = 'compare';
    this.api = null;
    this.source = null;
    this.revision = '';
    this.values = null;
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
      select {
        max-width: 16em;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      input.incomplete,
      select.incomplete {
        border-style: dashed;
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.request.cancel();
    this.key = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('source') || changed.has('api') || changed.has('revision')) this.readValues();
  }

  /** The values of `source`: from the cache, else asked for (the bar shows boxes meanwhile). */
  private readValues(): void {
    const source = this.source;
    const api = this.api;
    if (source === null || api === null) {
      this.request.cancel();
      this.key = '';
      this.values = null;
      return;
    }
    const key = valuesKey(source, this.revision);
    if (key === this.key) return;
    const sameTag = this.key.split('\u0000')[1] === source.tag;
    this.key = key;
    const cached = VALUES.get(key);
    if (cached) {
      this.request.cancel();
      this.values = cached;
      return;
    }
    // Another step of the same report keeps its values until its own arrive; another tag's would mislead.
    if (!sameTag) this.values = null;
    void this.request
      .run((signal) => api.values(source, signal))
      .then(
        (res) => {
          if (res === STALE) return;
          remember(key, res.values);
          if (this.key === key) this.values = res.values;
        },
        () => {
          // The dropdowns are a convenience: without the values the boxes stay.
          if (this.key === key) this.values = null;
        },
      );
  }

  private set(name: string, text: string): void {
    const own = withOwnOption(this.own, name, text, this.values, this.inherited);
    this.dispatchEvent(new CustomEvent(OWN_OPTIONS_EVENT, {detail: own, bubbles: true, composed: true}));
  }

  private control(o: KindOption) {
    const kind = this.declaration;
    const mine = this.own[o.name] ?? '';
    const inherited = inheritedText(kind, o.name, this.inherited);
    const as = inherited === '' ? 'as the report decides' : `as the report view: ${inherited}`;
    const c = optionControl(kind, o, this.values, this.inherited, this.own);
    // One group of a pair waits for the other (the server takes both or neither).
    const effective = effectiveOptions(this.inherited, this.own);
    const missing = effective[o.name] ? missingRequired(kind, o.name, effective) : [];
    const waiting = missing.length ? ` Not sent until ${missing.map((m) => optionLabel(kind, m)).join(', ')} is chosen too.` : '';
    if (c.type === 'select') {
      const title = optionTooltip(kind, o.name, `The first entry: ${as}.${mine ? ` Chosen: ${mine}.` : ''}${waiting}`);
      return html`<select
        name=${'opt-' + o.name}
        class=${[mine ? 'own' : '', waiting ? 'incomplete' : ''].join(' ').trim()}
        title=${title}
        data-entries=${c.entries.length - 1}
        @change=${(e: Event) => this.set(o.name, (e.target as HTMLSelectElement).value)}
      >
        ${c.entries.map((entry) => html`<option value=${entry.value} .selected=${mine === entry.value}>${entry.label}</option>`)}
      </select>`;
    }
    const title = optionTooltip(kind, o.name, `Empty: ${as}.${waiting}`);
    const valid = ownOptionValid(kind, o.name, mine);
    return html`<input
      name=${'opt-' + o.name}
      class=${[mine ? 'own' : '', valid ? '' : 'invalid', waiting ? 'incomplete' : ''].join(' ').trim()}
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
    const list = modeOptionList(this.declaration, this.mode, this.skip);
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
