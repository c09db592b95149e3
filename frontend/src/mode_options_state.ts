/**
 * The options a mode element (Compare, Trends) sets for itself: the kind's declared options,
 * each either the element's own value (in its hash keys, `fairness_<mode prefix>o_<name>`)
 * or, where it has none, the report view's. So Compare and Trends never reuse the report
 * view's metric or pair silently: their option bar shows what is in use and lets it change.
 * Pure: no DOM.
 */
import type {KindOptions} from './api.js';
import {optionOf, optionValid} from './kinds_state.js';
import {HASH_PREFIX, type Params} from './state.js';
import type {KindDeclaration, KindOption} from './types.js';

/** Options that pick what a single report's view shows (a table, an order), not what a mode reads. */
export const VIEW_ONLY_OPTIONS: readonly string[] = ['table', 'rank_by', 'class_name'];

/** The hash key of a mode's own value of option `name` (`prefix`: the mode's, e.g. `trend_`). */
export function ownOptionKey(prefix: string, name: string): string {
  return `${HASH_PREFIX}${prefix}o_${name}`;
}

/** The declared options a mode's bar shows, in declaration order, but `skip` and VIEW_ONLY_OPTIONS. */
export function modeOptionList(kind: KindDeclaration | null, skip: readonly string[] = []): KindOption[] {
  return (kind?.options ?? []).filter((o) => !VIEW_ONLY_OPTIONS.includes(o.name) && !skip.includes(o.name));
}

/** A typed value of option `o` read from text, or undefined when the text is not one. */
export function parseOptionText(o: KindOption, text: string): number | string | undefined {
  if (o.type === 'float' || o.type === 'int') {
    const t = text.trim();
    if (t === '') return undefined;
    const v = Number(t);
    return Number.isFinite(v) ? v : undefined;
  }
  return text;
}

/** Whether `text` is a value `kind`'s option `name` takes ('' always is: the inherited value). */
export function ownOptionValid(kind: KindDeclaration | null, name: string, text: string): boolean {
  if (text === '') return true;
  const o = optionOf(kind, name);
  if (o === null) return false;
  const v = parseOptionText(o, text);
  return v !== undefined && optionValid(kind, name, v);
}

/** The mode's own values among its hash parameters (only names the kind declares, only valid values). */
export function ownOptionsFromParams(params: Iterable<[string, string]>, prefix: string, kind: KindDeclaration | null): KindOptions {
  const out: KindOptions = {};
  const head = `${HASH_PREFIX}${prefix}o_`;
  for (const [k, v] of params) {
    if (!k.startsWith(head) || v === '') continue;
    const name = k.slice(head.length);
    if (optionOf(kind, name) !== null && ownOptionValid(kind, name, v)) out[name] = v;
  }
  return out;
}

/** The mode's own values as hash parameters, in the kind's declaration order. */
export function ownOptionsToParams(own: KindOptions, prefix: string, kind: KindDeclaration | null): Params {
  const names = (kind?.options ?? []).map((o) => o.name);
  return names.filter((n) => own[n] !== undefined && own[n] !== '').map((n) => [ownOptionKey(prefix, n), own[n]] as [string, string]);
}

/** What the mode sends: the report view's options, each overridden by the mode's own value. */
export function effectiveOptions(inherited: KindOptions, own: KindOptions): KindOptions {
  const out: KindOptions = {...inherited};
  for (const [k, v] of Object.entries(own)) if (v !== '') out[k] = v;
  return out;
}

/** The value in use where the mode has none of its own: the report view's, else the declared default; '' for a default the report decides. */
export function inheritedText(kind: KindDeclaration | null, name: string, inherited: KindOptions): string {
  if (inherited[name] !== undefined && inherited[name] !== '') return inherited[name];
  const d = optionOf(kind, name)?.default;
  return d === null || d === undefined ? '' : String(d);
}
