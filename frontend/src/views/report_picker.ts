/**
 * <fairness-report-picker>: which report (run, tag, step), shared by every
 * view. The app renders it and each view slots it (`slot="report"`) at the
 * start of its own controls bar. It only reports what the user picked, as a
 * `report-change` event carrying a partial ReportRef.
 */
import {LitElement, html, css, nothing} from 'lit';
import {base, fields} from './styles.js';
import {formatWallTime} from '../format.js';
import type {ReportRef, RunTags} from '../state.js';
import type {StepInfo} from '../types.js';

const LATEST = '';

export class FairnessReportPicker extends LitElement {
  static override properties = {
    runs: {attribute: false},
    ref: {attribute: false},
    steps: {attribute: false},
    kindTitle: {attribute: false},
  };

  declare runs: RunTags[];
  declare ref: ReportRef;
  declare steps: StepInfo[] | null;
  /** What kind of report a tag holds, for its option's tooltip. */
  declare kindTitle: (run: string, tag: string) => string;

  constructor() {
    super();
    this.runs = [];
    this.ref = {run: null, tag: null, step: null};
    this.steps = null;
    this.kindTitle = () => '';
  }

  static override styles = [
    base,
    fields,
    css`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `,
  ];

  private emit(patch: Partial<ReportRef>): void {
    this.dispatchEvent(new CustomEvent('report-change', {detail: patch, bubbles: true, composed: true}));
  }

  override render() {
    const ref = this.ref;
    const run = this.runs.find((r) => r.run === ref.run);
    const tags = run?.tags ?? [];
    return html`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${(e: Event) => this.emit({run: (e.target as HTMLSelectElement).value})}>
          ${this.runs.map((r) => html`<option .value=${r.run} .selected=${r.run === ref.run}>${r.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${(e: Event) => this.emit({tag: (e.target as HTMLSelectElement).value})}>
          ${tags.map(
            (t) =>
              html`<option .value=${t} .selected=${t === ref.tag} title=${run ? this.kindTitle(run.run, t) : nothing}>
                ${t}
              </option>`,
          )}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            this.emit({step: v === LATEST ? null : Number(v)});
          }}
        >
          <option .value=${LATEST} .selected=${ref.step === null}>latest</option>
          ${(this.steps ?? []).map(
            (s) =>
              html`<option .value=${String(s.step)} .selected=${s.step === ref.step}>
                ${s.step} · ${formatWallTime(s.wall_time)}
              </option>`,
          )}
        </select>
      </label>
    `;
  }
}

customElements.define('fairness-report-picker', FairnessReportPicker);
