/**
 * The options a mode element (Compare, Trends, Runs) sets for itself: the kind's declared options,
 * each either the element's own value (in its hash keys, `fairness_<mode prefix>o_<name>`)
 * or, where it has none, the report view's. So Compare and Trends never reuse the report
 * view's metric or pair silently: their option bar shows what is in use and lets it change.
 *
 * A mode shows and sends only the options that change what it shows (each option's
 * `used_by`, as the server declares it); an option whose values the report knows (`GET
 * values`: identities, groupings, groups, classes, thresholds) is a dropdown of them, a
 * choice a dropdown of its choices, any other a text box. Pure: no DOM.
 */
import type {KindOptions} from './api.js';
import {GROUPING_SEPARATOR} from './groups_state.js';
import {choicesFor, optionOf, optionValid} from './kinds_state.js';
import {HASH_PREFIX, type Params} from './state.js';
import type {KindDeclaration, KindOption} from './types.js';

/** The modes with an option bar of their own. */
export type OptionMode = 'compare' | 'trend' | 'runs';

/** What each mode shows, as an option's `used_by` names it: compare's rows and headline cards; trends' and the runs table's headline numbers. */
export const MODE_READS: Readonly<Record<OptionMode, readonly string[]>> = {
  compare: ['compare', 'headline'],
  trend: ['headline'],
  runs: ['headline'],
};

/** An option's `used_by`; an older server's option (none declared) changes everything. */
export function usedBy(o: KindOption): readonly string[] {
  return o.used_by ?? ['view', 'compare', 'headline'];
}

/** Whether changing option `o` changes what `mode` shows. */
export function usedInMode(o: KindOption, mode: OptionMode): boolean {
  return usedBy(o).some((u) => MODE_READS[mode].includes(u));
}

/** The hash key of a mode's own value of option `name` (`prefix`: the mode's, e.g. `trend_`). */
export function ownOptionKey(prefix: string, name: string): string {
  return `${HASH_PREFIX}${prefix}o_${name}`;
}

/** The declared options `mode`'s bar shows, in declaration order: those it reads, but `skip` (set by controls of its own). */
export function modeOptionList(kind: KindDeclaration | null, mode: OptionMode, skip: readonly string[] = []): KindOption[] {
  return (kind?.options ?? []).filter((o) => usedInMode(o, mode) && !skip.includes(o.name));
}

/** `options` (any values: a response's resolved ones too) but those `kind` declares `mode` does not read. */
export function readOptions<T>(kind: KindDeclaration | null, mode: OptionMode, options: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(options)) {
    const o = optionOf(kind, k);
    if (o === null || usedInMode(o, mode)) out[k] = v;
  }
  return out;
}

/** The options `name` is only taken with (its `requires`) that `options` lacks: [] when it can be sent. */
export function missingRequired(kind: KindDeclaration | null, name: string, options: KindOptions): string[] {
  return (optionOf(kind, name)?.requires ?? []).filter((r) => !options[r]);
}

/**
 * The options `mode` sends: `options` but those the kind declares it does not read (they
 * change nothing there, and one inherited from the report view could only fail: its
 * baseline group, say, after Compare chose another grouping) and those still waiting for
 * the options they require (one group of a pair: the server takes both or neither).
 * Undeclared names are kept.
 */
export function modeOptions(kind: KindDeclaration | null, mode: OptionMode, options: KindOptions): KindOptions {
  const used = readOptions(kind, mode, options);
  const out: KindOptions = {};
  for (const [k, v] of Object.entries(used)) if (missingRequired(kind, k, used).length === 0) out[k] = v;
  return out;
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

/** What the mode sends: the report view's options, each overridden by the mode's own. */
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

// ---------------------------------------------------------------------------
// Dropdowns filled from the report (`GET values`)

/** The values the kind's options take in one report, by option (the `values` route's `values`). */
export type OptionValues = Readonly<Record<string, readonly string[]>>;

/** Which report a mode reads its options' values from. */
export interface ValuesSource {
  /** null: the latest report of every run holding the tag (the modes that draw every run). */
  run: string | null;
  tag: string;
  /** null: the latest step. */
  step: number | null;
}

/**
 * The cache key of `source`'s values. The latest step's values (`step` null) may change when
 * a reload finds a new step: `revision` (the app's, which changes then) is part of its key.
 */
export function valuesKey(source: ValuesSource, revision = ''): string {
  const run = source.run === null ? '\u0001every run' : source.run;
  return [run, source.tag, source.step === null ? `latest ${revision}` : String(source.step)].join('\u0000');
}

/** The grouping a group's name says it belongs to, as `grouping` spells it: `gender=f & skin=darker` is one of `gender & skin`. */
export function groupingOfGroup(group: string): string {
  return group
    .split(GROUPING_SEPARATOR)
    .map((part) => part.split('=', 1)[0])
    .join(GROUPING_SEPARATOR);
}

/** A grouping whatever the order of its attributes (the server takes `skin & gender` for `gender & skin`). */
function groupingKey(grouping: string): string {
  return grouping.split(GROUPING_SEPARATOR).sort().join(GROUPING_SEPARATOR);
}

/** The grouping in use: the mode's own, else the report view's, else the report's first (the server's default); null for a kind without one. */
export function groupingInUse(values: OptionValues | null, inherited: KindOptions, own: KindOptions): string | null {
  return own.grouping || inherited.grouping || values?.grouping?.[0] || null;
}

/**
 * The values the report lists for option `name`, or null when it lists none. Groups (every
 * value names a listed grouping, as `a`, `b` and `baseline` do) are narrowed to those of
 * the grouping in use: the report view's pickers offer those, and a baseline of another
 * grouping is refused.
 */
export function listedValues(name: string, values: OptionValues | null, inherited: KindOptions, own: KindOptions): string[] | null {
  const list = values?.[name];
  if (!list || list.length === 0) return null;
  const groupings = new Set((values?.grouping ?? []).map(groupingKey));
  if (name === 'grouping' || groupings.size === 0 || !list.every((v) => groupings.has(groupingKey(groupingOfGroup(v))))) {
    return [...list];
  }
  const chosen = groupingInUse(values, inherited, own);
  if (chosen === null) return [...list];
  const key = groupingKey(chosen);
  return list.filter((v) => groupingKey(groupingOfGroup(v)) === key);
}

/** One entry of a dropdown: the option's text (`''`: the inherited value) and what it reads. */
export interface SelectEntry {
  value: string;
  label: string;
}

/** A control of the mode's bar: a dropdown of entries (the inherited value first), or a text box. */
export type OptionControl = {type: 'select'; entries: SelectEntry[]} | {type: 'text'};

/** The first entry of a dropdown: what is in use without a value of the mode's own. */
export function inheritedEntry(kind: KindDeclaration | null, name: string, inherited: KindOptions): SelectEntry {
  const from = inherited[name];
  if (from !== undefined && from !== '') return {value: '', label: `report view's: ${from}`};
  const d = inheritedText(kind, name, {});
  return {value: '', label: d === '' ? 'default' : `default: ${d}`};
}

/**
 * The control of option `o` in the mode's bar: a dropdown of its choices, or of the values the
 * report lists for it (`values`, null while they load: a text box meanwhile); a text box for
 * any other (a number any value of which within bounds is valid). The mode's own value stays
 * an entry even when the report does not list it (a URL from another report), said so.
 */
export function optionControl(
  kind: KindDeclaration | null,
  o: KindOption,
  values: OptionValues | null,
  inherited: KindOptions,
  own: KindOptions,
): OptionControl {
  const list = o.type === 'choice' ? choicesFor(o, null) : listedValues(o.name, values, inherited, own);
  if (list === null) return {type: 'text'};
  const entries = [inheritedEntry(kind, o.name, inherited), ...list.map((v) => ({value: v, label: v}))];
  const mine = own[o.name];
  if (mine !== undefined && mine !== '' && !list.includes(mine)) entries.push({value: mine, label: `${mine} (not in this report)`});
  return {type: 'select', entries};
}

/**
 * The mode's own values after option `name` is set to `text` ('' : back to the inherited
 * value). Another grouping drops the own groups that are not of it (they would pair groups
 * of two groupings, or name a baseline the server refuses).
 */
export function withOwnOption(
  own: KindOptions,
  name: string,
  text: string,
  values: OptionValues | null,
  inherited: KindOptions,
): KindOptions {
  const out: KindOptions = {...own};
  if (text === '') delete out[name];
  else out[name] = text;
  if (name !== 'grouping' || values === null) return out;
  for (const [k, v] of Object.entries(out)) {
    if (k === 'grouping') continue;
    const list = listedValues(k, values, inherited, out);
    if (list !== null && values[k] !== undefined && values[k].includes(v) && !list.includes(v)) delete out[k];
  }
  return out;
}
