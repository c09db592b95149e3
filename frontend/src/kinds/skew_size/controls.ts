/**
 * The controls bar of the SkewSize view (view.ts): the report pickers
 * (slotted), the mev noise filter, the interval level, the FDR, the min count of a group, the class search
 * and the CSV buttons (every class, and the classes the search shows).
 */
import {html, nothing} from 'lit';
import {optionLabel, optionTooltip, optionValid, tableCsvTitle} from '../../kinds_state.js';
import {SKEW_CLASSES_TABLE, SKEW_LEVELS, formatLevel, type SkewSelection} from './state.js';
import type {KindDeclaration} from '../../types.js';
import {invalidOptionTitle, numberField, optionBoxBounds, type TableDownload, type ViewLoad} from '../../views/view_shell.js';

/** A number box's text: null when empty, NaN when not a number. */
export function parseField(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : NaN;
}

/**
 * The number box of `kind`'s option `name` (its declared label and bounds): what is typed
 * goes to `onInput`; a text the option does not take is marked, with why. Its tooltip: `lead`,
 * then the option's own words (with `hint` where the server declares none).
 */
function numberBox(
  kind: KindDeclaration | null,
  name: string,
  text: string,
  step: string,
  onInput: (text: string) => void,
  o: {label?: string; hint?: string; lead?: string; decimal?: boolean},
) {
  const invalid = !optionValid(kind, name, parseField(text));
  const bounds = optionBoxBounds(kind, name);
  return numberField({
    label: optionLabel(kind, name, o.label),
    name,
    text,
    invalid,
    title: invalid ? invalidOptionTitle(kind, name) : `${o.lead ?? ''}${optionTooltip(kind, name, o.hint)}`,
    ...bounds,
    step,
    decimal: o.decimal,
    onInput,
  });
}

/** The selection's keys that a number box sets, and the kind's option of each. */
export const BOX_OPTIONS = {mev: 'mev', fdr: 'fdr', minCount: 'min_count'} as const;
export type BoxKey = keyof typeof BOX_OPTIONS;
export type BoxTexts = Record<BoxKey, string>;

/** What the boxes say for `sel`: its numbers ('' where the server's default applies). */
export function boxTexts(sel: Pick<SkewSelection, BoxKey>): BoxTexts {
  return {mev: String(sel.mev ?? ''), fdr: String(sel.fdr ?? ''), minCount: String(sel.minCount ?? '')};
}

/** What the controls show. */
export interface SkewControls {
  sel: SkewSelection;
  declaration: KindDeclaration | null;
  /** What the number boxes say (the selection holds only valid numbers). */
  texts: BoxTexts;
  /** Why the search is not a valid regex, or null. */
  searchError: string | null;
  /** The rows of the report on screen (the CSV button's title), or null. */
  rows: number | null;
  canDownload: boolean;
  /** The view's load (its CSV button) and its table download (its error). */
  shell: ViewLoad;
  downloads: TableDownload;
}

/** What the controls ask of the view. */
export interface SkewControlsActions {
  /** The text typed in a number box. */
  box: (key: BoxKey, text: string) => void;
  level: (e: Event) => void;
  search: (text: string) => void;
  /** `shown`: only the classes the search shows, in the table's order; else every class. */
  downloadCsv: (which: 'all' | 'shown') => void;
}

export function skewControls(c: SkewControls, actions: SkewControlsActions) {
  const sel = c.sel;
  const kind = c.declaration;
  const levels: readonly number[] =
    sel.level === null || (SKEW_LEVELS as readonly number[]).includes(sel.level)
      ? SKEW_LEVELS
      : [...SKEW_LEVELS, sel.level].sort((x, y) => x - y);
  return html`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        ${numberBox(kind, 'mev', c.texts.mev, 'any', (t) => actions.box('mev', t), {
          decimal: true,
          hint: 'Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).',
        })}
        <label class="field" title=${optionTooltip(kind, 'level', 'Here: the interval of V (the whiskers).')}>
          <span class="name">${optionLabel(kind, 'level')}</span>
          <select name="level" @change=${(e: Event) => actions.level(e)}>
            ${levels.map((l) => html`<option .value=${String(l)} .selected=${l === sel.level}>${formatLevel(l)}</option>`)}
          </select>
        </label>
        ${numberBox(kind, 'fdr', c.texts.fdr, '0.01', (t) => actions.box('fdr', t), {
          decimal: true,
          label: 'FDR',
          lead: 'False discovery rate of the ★ marks (Benjamini–Hochberg over the classes with a p-value). ',
        })}
        ${numberBox(kind, 'min_count', c.texts.minCount, '1', (t) => actions.box('minCount', t), {
          label: 'Min count',
          hint: "Groups with fewer examples are left out of the worst group: the model's, and each class's (V counts every group).",
        })}
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${c.searchError ? 'invalid' : ''}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${c.searchError ? 'true' : 'false'}
            .value=${sel.search}
            @input=${(e: Event) => actions.search((e.target as HTMLInputElement).value)}
          />
        </label>
        <span class="spacer"></span>
        ${c.shell.renderCsvButton(
          'download',
          c.canDownload,
          () => actions.downloadCsv('all'),
          `${tableCsvTitle(c.declaration, SKEW_CLASSES_TABLE, c.rows)}; not only the classes the search shows`,
        )}
        ${c.shell.renderCsvButton(
          'download-shown',
          c.canDownload,
          () => actions.downloadCsv('shown'),
          'The classes the search shows, in their order, as CSV (the same columns and values as the full download)',
          'CSV of rows shown',
        )}
        ${c.downloads.renderError()}
        ${
          c.searchError
            ? html`<div class="search-error" role="alert" title=${c.searchError}>
              Invalid regex, search ignored: ${c.searchError}
            </div>`
            : nothing
        }
      </div>
    </div>`;
}
