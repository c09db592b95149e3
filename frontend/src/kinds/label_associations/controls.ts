/**
 * The association view's controls bar: which comparison (metric, identities
 * A and B), which rows (search, gap and count ranges) and the CSV download,
 * after the shared report pickers (run, tag, step), which the app slots in as
 * `slot="report"`. It only reports what the user changed, as
 * `selection-change` events carrying a partial Selection, and `download-csv`.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {base, fields} from '../../views/styles.js';
import {formatCount} from '../../format.js';
import {COLUMNS_MODES, LEVELS, type ColumnsMode, type Selection} from './state.js';
import {formatRate} from './cells.js';
import {boundsText, optionChoices, optionLabel, optionTooltip, optionValid} from '../../kinds_state.js';
import type {Range} from '../../state.js';
import type {KindDeclaration} from '../../types.js';
import type {IdentityInfo, MetricInfo, RankBy} from './types.js';
import {invalidOptionTitle, optionBoxBounds} from '../../views/view_shell.js';

/** The `value` of the B picker's one-vs-rest option (never an identity: empty names are not sent). */
const REST = '';

type RangeField = 'gapMin' | 'gapMax' | 'countMin' | 'countMax';
/** The statistics' number boxes: what the user typed, and the selection's value they stand for. */
type StatField = 'fdr' | 'minCount';
/** How the choices of the kind's `rank_by` option read in the picker. */
const RANK_LABELS: Record<string, string> = {signed: 'signed gap', bound: 'conservative bound'};
/** How the choices of the columns picker read. */
const COLUMNS_LABELS: Record<ColumnsMode, string> = {auto: 'fit the width', all: 'all', compact: 'without A and B'};
/** The kind's option each box sets. */
const STAT_OPTION: Record<StatField, string> = {fdr: 'fdr', minCount: 'min_count'};

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
    reportMinCount: {attribute: false},
    declaration: {attribute: false},
    searchError: {attribute: false},
    canDownload: {attribute: false},
    downloadTitle: {attribute: false},
    canDownloadShown: {attribute: false},
    downloadShownTitle: {attribute: false},
    fieldText: {state: true},
    statText: {state: true},
  };

  declare selection: Selection;
  declare metrics: MetricInfo[];
  declare identities: IdentityInfo[];
  /** The min count the report is read with when the selection names none (its writer's); null before the first response. */
  declare reportMinCount: number | null;
  /** The kind's declaration: what the FDR and min count boxes take. */
  declare declaration: KindDeclaration | null;
  declare searchError: string | null;
  declare canDownload: boolean;
  /** The CSV button's tooltip: which table it downloads. */
  declare downloadTitle: string;
  /** Whether "CSV of rows shown" is offered (a windowed table: up to the server's largest window), and its tooltip. */
  declare canDownloadShown: boolean;
  declare downloadShownTitle: string;
  /** What the user typed in the range boxes; the selection holds only the valid numbers. */
  declare fieldText: Record<RangeField, string>;
  /** What the user typed in the FDR and min count boxes; the selection holds only valid values. */
  declare statText: Record<StatField, string>;

  constructor() {
    super();
    this.metrics = [];
    this.identities = [];
    this.reportMinCount = null;
    this.declaration = null;
    this.searchError = null;
    this.canDownload = false;
    this.downloadTitle = 'Every row as CSV';
    this.canDownloadShown = false;
    this.downloadShownTitle = '';
    this.fieldText = {gapMin: '', gapMax: '', countMin: '', countMax: ''};
    this.statText = {fdr: '', minCount: ''};
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
        max-width: 220px;
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
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('selection') || changed.has('reportMinCount')) && this.selection) {
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
      const stats: Record<StatField, number | null> = {
        fdr: this.selection.fdr,
        minCount: this.selection.minCount ?? this.reportMinCount,
      };
      let nextStat: Record<StatField, string> | null = null;
      for (const key of Object.keys(stats) as StatField[]) {
        const want = stats[key];
        // Nothing known yet (no default declared, no response): the box keeps what it says.
        if (want !== null && parseNumberField(this.statText[key]) !== want) {
          nextStat ??= {...this.statText};
          nextStat[key] = String(want);
        }
      }
      if (nextStat) this.statText = nextStat;
    }
  }

  /** Whether the kind's option takes the number typed (its declared type and bounds). */
  private statValid(field: StatField, v: number | null): v is number {
    return optionValid(this.declaration, STAT_OPTION[field], v);
  }

  /** Typing only marks the box; the value is sent on Enter or when the box loses focus (each is a new request). */
  private onStatInput(field: StatField, e: Event): void {
    this.statText = {...this.statText, [field]: (e.target as HTMLInputElement).value};
  }

  private commitStat(field: StatField): void {
    const v = parseNumberField(this.statText[field]);
    if (!this.statValid(field, v)) return;
    if (v !== this.selection[field]) this.emit({[field]: v});
  }

  private statInput(field: StatField, label: string, help: string) {
    const text = this.statText[field];
    const option = STAT_OPTION[field];
    const invalid = !this.statValid(field, parseNumberField(text));
    const {min, max} = optionBoxBounds(this.declaration, option);
    return html`<input
      type="number"
      class="stat ${invalid ? 'invalid' : ''}"
      name=${option}
      aria-label=${label}
      aria-invalid=${invalid ? 'true' : 'false'}
      title=${invalid ? `${help} ${invalidOptionTitle(this.declaration, option)}.` : help}
      min=${min ?? nothing}
      max=${max ?? nothing}
      step=${field === 'fdr' ? '0.01' : '1'}
      .value=${text}
      @input=${(e: Event) => this.onStatInput(field, e)}
      @change=${() => this.commitStat(field)}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter') this.commitStat(field);
      }}
    />`;
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
            ${ids.map((i) => html`<option .value=${i.name} .selected=${i.name === sel.a}>${i.name} (${formatCount(i.count)})</option>`)}
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
            ${others.map((i) => html`<option .value=${i.name} .selected=${i.name === sel.b}>${i.name} (${formatCount(i.count)})</option>`)}
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
            ${this.rangeInput('countMin', 'min', 'minimum count')} – ${this.rangeInput('countMax', 'max', 'maximum count')}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${(e: Event) => this.emit({columns: (e.target as HTMLSelectElement).value as ColumnsMode})}>
            ${COLUMNS_MODES.map((m) => html`<option .value=${m} .selected=${sel.columns === m}>${COLUMNS_LABELS[m]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${optionTooltip(
            this.declaration,
            'rank_by',
            'signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.',
          )}
        >
          <span class="name">${optionLabel(this.declaration, 'rank_by', 'Rank by')}</span>
          <select
            name="rank_by"
            @change=${(e: Event) => this.emit({rankBy: (e.target as HTMLSelectElement).value as RankBy})}
          >
            ${optionChoices(this.declaration, 'rank_by').map(
              (r) => html`<option .value=${r} .selected=${sel.rankBy === r}>${RANK_LABELS[r] ?? r}</option>`,
            )}
          </select>
        </label>
        <label class="field" title=${optionTooltip(this.declaration, 'level', 'The intervals are the whiskers.')}>
          <span class="name">${optionLabel(this.declaration, 'level', 'Confidence level')}</span>
          <select name="level" @change=${(e: Event) => this.emit({level: Number((e.target as HTMLSelectElement).value)})}>
            ${(sel.level === null || LEVELS.includes(sel.level) ? LEVELS : [...LEVELS, sel.level].sort((x, y) => x - y)).map(
              (l) => html`<option .value=${String(l)} .selected=${l === sel.level}>${formatRate(l)}</option>`,
            )}
          </select>
        </label>
        <label class="field">
          <span class="name">${optionLabel(this.declaration, 'fdr', 'FDR')}</span>
          ${this.statInput(
            'fdr',
            'false discovery rate q',
            `False discovery rate of the ★ marks (Benjamini-Hochberg): ${boundsText(this.declaration, 'fdr')}.`,
          )}
        </label>
        <label class="field">
          <span class="name">${optionLabel(this.declaration, 'min_count', 'Min count')}</span>
          ${this.statInput(
            'minCount',
            'minimum count',
            'A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.',
          )}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${sel.significantOnly}
            @change=${(e: Event) => this.emit({significantOnly: (e.target as HTMLInputElement).checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${() => this.dispatchEvent(new CustomEvent('download-csv', {bubbles: true, composed: true}))}
      >
        Download CSV
      </button>
      <button
        class="primary"
        name="download-shown"
        ?disabled=${!this.canDownloadShown}
        title=${this.downloadShownTitle}
        @click=${() => this.dispatchEvent(new CustomEvent('download-csv', {detail: 'shown', bubbles: true, composed: true}))}
      >
        CSV of rows shown
      </button>
      </div>
      ${
        this.searchError
          ? html`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`
          : nothing
      }
    `;
  }
}

customElements.define('fairness-controls', FairnessControls);
