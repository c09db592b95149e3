/**
 * The association view's controls bar: which comparison (metric, identities
 * A and B), which rows (search, gap and count ranges) and the CSV download,
 * after the shared report pickers (run, tag, step), which the app slots in as
 * `slot="report"`. It only reports what the user changed, as
 * `selection-change` events carrying a partial Selection, and `download-csv`.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {base, fields} from './styles.js';
import {formatCount} from '../format.js';
import type {Selection} from '../associations_state.js';
import type {Range} from '../state.js';
import type {IdentityInfo, MetricInfo} from '../types.js';

/** The `value` of the B picker's one-vs-rest option (never an identity: empty names are not sent). */
const REST = '';

type RangeField = 'gapMin' | 'gapMax' | 'countMin' | 'countMax';

/** A number typed in a text box: null when empty, NaN when not a number. */
export function parseNumberField(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : NaN;
}

export class FairnessControls extends LitElement {
  static override properties = {
    selection: {attribute: false},
    metrics: {attribute: false},
    identities: {attribute: false},
    searchError: {attribute: false},
    canDownload: {attribute: false},
    fieldText: {state: true},
  };

  declare selection: Selection;
  declare metrics: MetricInfo[];
  declare identities: IdentityInfo[];
  declare searchError: string | null;
  declare canDownload: boolean;
  /** What the user typed in the range boxes; the selection holds only the valid numbers. */
  declare fieldText: Record<RangeField, string>;

  constructor() {
    super();
    this.metrics = [];
    this.identities = [];
    this.searchError = null;
    this.canDownload = false;
    this.fieldText = {gapMin: '', gapMax: '', countMin: '', countMax: ''};
  }

  static override styles = [
    base,
    fields,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 260px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('selection') && this.selection) {
      // Take the selection's ranges unless the box already says the same number
      // (so typing "0." or "1e" is not rewritten under the user's cursor).
      const want: Record<RangeField, number | null> = {
        gapMin: this.selection.gap[0],
        gapMax: this.selection.gap[1],
        countMin: this.selection.count[0],
        countMax: this.selection.count[1],
      };
      let next: Record<RangeField, string> | null = null;
      for (const key of Object.keys(want) as RangeField[]) {
        const typed = parseNumberField(this.fieldText[key]);
        const same = typed === want[key] || (Number.isNaN(typed) && want[key] === null);
        if (!same) {
          next ??= {...this.fieldText};
          next[key] = want[key] === null ? '' : String(want[key]);
        }
      }
      if (next) this.fieldText = next;
    }
  }

  private emit(patch: Partial<Selection>): void {
    this.dispatchEvent(new CustomEvent('selection-change', {detail: patch, bubbles: true, composed: true}));
  }

  private onRange(field: RangeField, e: Event): void {
    const text = (e.target as HTMLInputElement).value;
    this.fieldText = {...this.fieldText, [field]: text};
    const v = parseNumberField(text);
    const value = v === null || Number.isNaN(v) ? null : v;
    const sel = this.selection;
    const gap: Range = [...sel.gap];
    const count: Range = [...sel.count];
    if (field === 'gapMin') gap[0] = value;
    if (field === 'gapMax') gap[1] = value;
    if (field === 'countMin') count[0] = value;
    if (field === 'countMax') count[1] = value;
    this.emit(field.startsWith('gap') ? {gap} : {count});
  }

  private rangeInput(field: RangeField, placeholder: string, label: string) {
    const text = this.fieldText[field];
    const invalid = Number.isNaN(parseNumberField(text));
    return html`<input
      type="text"
      inputmode="decimal"
      class=${invalid ? 'invalid' : ''}
      name=${field}
      aria-label=${label}
      aria-invalid=${invalid ? 'true' : 'false'}
      title=${invalid ? 'Not a number: ignored' : label}
      placeholder=${placeholder}
      .value=${text}
      @input=${(e: Event) => this.onRange(field, e)}
    />`;
  }

  override render() {
    const sel = this.selection;
    if (!sel) return nothing;
    const metricNames = this.metrics.length ? this.metrics : [{name: sel.metric, title: sel.metric, range: null}];
    const ids = this.identities;
    const others = ids.filter((i) => i.name !== sel.a);
    return html`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${(e: Event) => this.emit({metric: (e.target as HTMLSelectElement).value})}
          >
            ${metricNames.map(
              (m) =>
                html`<option .value=${m.name} .selected=${m.name === sel.metric} title=${m.title}>
                  ${m.name}${m.title && m.title !== m.name ? ` — ${m.title}` : ''}
                </option>`,
            )}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${(e: Event) => {
              const a = (e.target as HTMLSelectElement).value;
              this.emit(a === sel.b ? {a, b: null} : {a});
            }}
          >
            ${ids.length === 0 && sel.a !== null ? html`<option .selected=${true} .value=${sel.a}>${sel.a}</option>` : nothing}
            ${ids.map(
              (i) => html`<option .value=${i.name} .selected=${i.name === sel.a}>${i.name} (${formatCount(i.count)})</option>`,
            )}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${(e: Event) => {
              const b = (e.target as HTMLSelectElement).value;
              this.emit({b: b === REST ? null : b});
            }}
          >
            <option .value=${REST} .selected=${sel.b === null}>rest (one-vs-rest)</option>
            ${others.map(
              (i) => html`<option .value=${i.name} .selected=${i.name === sel.b}>${i.name} (${formatCount(i.count)})</option>`,
            )}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError ? 'invalid' : ''}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError ? 'true' : 'false'}
            .value=${sel.search}
            @input=${(e: Event) => this.emit({search: (e.target as HTMLInputElement).value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput('gapMin', 'min', 'minimum gap')} – ${this.rangeInput('gapMax', 'max', 'maximum gap')}
          </div>
      </div>
      <div class="field">
        <span class="name">Count c(y)</span>
        <div class="pair">
          ${this.rangeInput('countMin', 'min', 'minimum count')} –
          ${this.rangeInput('countMax', 'max', 'maximum count')}
        </div>
      </div>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title="The rows shown, in the order shown, as CSV"
        @click=${() => this.dispatchEvent(new CustomEvent('download-csv', {bubbles: true, composed: true}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError
        ? html`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`
        : nothing}
    `;
  }
}

customElements.define('fairness-controls', FairnessControls);
