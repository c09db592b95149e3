/**
 * The pure reading of the served registry of report kinds (`GET kinds`,
 * types.ts KindDeclaration): the one list of the kinds is the server's, and
 * what differs by kind outside a kind's own view (the options compare and
 * trend pass on, the trend's headline numbers, its gap threshold, the titles
 * of the exported tables) is read from a kind's declaration here.
 * No DOM, no network: every function here is unit-tested under node.
 */
import type {KindDeclaration, KindOption, KindTable, KindsResponse} from './types.js';

/** The declaration of kind `name`, or null when the server does not declare it (or has not answered). */
export function declarationOf(kinds: KindsResponse | null, name: string | null): KindDeclaration | null {
  if (kinds === null || name === null) return null;
  return kinds.kinds.find((k) => k.name === name) ?? null;
}

/** The names of the kind's options (the query parameters of its routes), in declaration order. */
export function optionNames(decl: KindDeclaration | null): string[] {
  return decl ? decl.options.map((o) => o.name) : [];
}

/** The kind's option `name`, or null when it does not declare one. */
export function optionOf(decl: KindDeclaration | null, name: string): KindOption | null {
  return decl?.options.find((o) => o.name === name) ?? null;
}

/** The kind's table `name` (null: its first, the default), or null when it has none by that name. */
export function tableOf(decl: KindDeclaration | null, name: string | null): KindTable | null {
  if (!decl) return null;
  return (name === null ? decl.tables[0] : decl.tables.find((t) => t.name === name)) ?? null;
}

/**
 * The `table` parameter of the `table` route for table `name`: the name when the kind
 * declares a `table` option (it has several tables), else null (its one table, the default:
 * the kind's options are only those it declares, as `tb-fairness export` takes them). A kind
 * the server does not declare keeps the name.
 */
export function tableParam(decl: KindDeclaration | null, name: string): string | null {
  return decl === null || optionOf(decl, 'table') !== null ? name : null;
}

/**
 * The title of a CSV button: which table of the export it downloads and that it holds
 * every row (not only those a search or filter shows), e.g.
 * "All 400 rows as CSV (the export's table gaps: Labels ranked by gap)".
 */
export function tableCsvTitle(decl: KindDeclaration | null, name: string | null, rows: number | null): string {
  const t = tableOf(decl, name);
  const which = t ? `${t.name}: ${t.title}` : (name ?? 'default');
  const all = rows === null ? 'All rows' : `All ${rows} row${rows === 1 ? '' : 's'}`;
  const columns = t ? `; columns ${t.columns.join(',')}` : '';
  return `${all} as CSV (the export's table ${which}${columns})`;
}

/** Which way a headline number is better, in words ("lower is better"); '' when neither way is. */
export function betterText(better: string | null | undefined): string {
  return better === 'lower' ? 'lower is better' : better === 'higher' ? 'higher is better' : '';
}

// ---------------------------------------------------------------------------
// An option's default and bounds, as the server declares them (the one place they are written)

/**
 * The served default of the kind's option `name`: a number for a `float` or `int` option,
 * a string for a `str` or `choice` one. Null when the kind (or the registry) does not declare
 * the option, or when its default is resolved from the report (e.g. `min_count`, the writer's).
 */
export function optionDefault(kind: KindDeclaration | null, name: string): number | string | null {
  const v = optionOf(kind, name)?.default;
  return (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string' ? v : null;
}

/** optionDefault when it is a number (a `float` or `int` option), else null. */
export function numberDefault(kind: KindDeclaration | null, name: string): number | null {
  const v = optionDefault(kind, name);
  return typeof v === 'number' ? v : null;
}

/** optionDefault when it is a string (a `str` or `choice` option), else null. */
export function textDefault(kind: KindDeclaration | null, name: string): string | null {
  const v = optionDefault(kind, name);
  return typeof v === 'string' ? v : null;
}

/**
 * The choices of the kind's `choice` option `name`, in the declared order ([] for any other
 * option), without those only other tables take (`table`: null for the views and modes,
 * which read none).
 */
export function optionChoices(kind: KindDeclaration | null, name: string, table: string | null = null): string[] {
  const o = optionOf(kind, name);
  return o?.type === 'choice' ? choicesFor(o, table) : [];
}

/** The option's choices that `table` takes (null: the views and modes, which read no table). */
export function choicesFor(o: KindOption, table: string | null): string[] {
  const only = o.table_only ?? {};
  return (o.choices ?? []).filter((c) => only[c] === undefined || (table !== null && only[c].includes(table)));
}

/**
 * Whether the server takes `value` as a value of the kind's option `name`, as its
 * `Option.check` decides: a `str` is any string; a `choice` one of the declared choices; a
 * `float` a finite number and an `int` a whole one (booleans, strings, NaN and infinities are
 * not numbers here: parse typed text first, e.g. with state.ts parseNumber), within
 * `minimum` and `maximum`, each end open (`minimum_open`, `maximum_open`: the bound itself
 * is out) or closed. False for an option the kind does not declare, and for null (which the
 * server reads as "the default": not a value).
 */
export function optionValid(kind: KindDeclaration | null, name: string, value: unknown): boolean {
  const o = optionOf(kind, name);
  if (o === null || value === null || value === undefined) return false;
  switch (o.type) {
    case 'str':
      return typeof value === 'string';
    case 'choice':
      return typeof value === 'string' && (o.choices ?? []).includes(value);
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      break;
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return false;
      break;
    default:
      return false;
  }
  if (o.minimum !== null && !(o.minimum_open ? value > o.minimum : value >= o.minimum)) return false;
  if (o.maximum !== null && !(o.maximum_open ? value < o.maximum : value <= o.maximum)) return false;
  return true;
}

/** `value` when the server takes it as the option's (optionValid), else the served default (numberDefault). */
export function numberOrDefault(kind: KindDeclaration | null, name: string, value: number | null): number | null {
  return optionValid(kind, name, value) ? value : numberDefault(kind, name);
}

/** `value` when the server takes it as the option's (optionValid), else the served default (textDefault). */
export function textOrDefault(kind: KindDeclaration | null, name: string, value: string | null | undefined): string | null {
  return value !== undefined && optionValid(kind, name, value) ? value : textDefault(kind, name);
}

/** A bound as Python's `:g` writes it: six significant digits, trailing zeros dropped (1e+09, 0.05). */
function formatBound(v: number): string {
  if (v === 0) return '0';
  const exp = Math.floor(Math.log10(Math.abs(v)));
  if (exp < -4 || exp >= 6) {
    const [mantissa, e] = v.toExponential(5).split('e');
    const m = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
    return `${m}e${e[0]}${e.slice(1).padStart(2, '0')}`;
  }
  return String(Number(v.toPrecision(6)));
}

/**
 * What the option takes, in words, as the server's messages say it (`Option.bounds_text`):
 * "a number in (0, 1)", "a whole number >= 1", "one of dp, pmi"; '' for an option the kind
 * does not declare. (The server leaves out the guard maximum of its whole numbers; here it shows.)
 */
export function boundsText(kind: KindDeclaration | null, name: string): string {
  const o = optionOf(kind, name);
  if (o === null) return '';
  if (o.type === 'choice') return `one of ${(o.choices ?? []).join(', ')}`;
  if (o.type !== 'float' && o.type !== 'int') return 'a string';
  if (o.minimum === null && o.maximum === null) return 'a number';
  const what = o.type === 'int' ? 'a whole number' : 'a number';
  if (o.minimum !== null && o.maximum !== null) {
    return `${what} in ${o.minimum_open ? '(' : '['}${formatBound(o.minimum)}, ${formatBound(o.maximum)}${o.maximum_open ? ')' : ']'}`;
  }
  return o.minimum !== null
    ? `${what} ${o.minimum_open ? '>' : '>='} ${formatBound(o.minimum)}`
    : `${what} ${o.maximum_open ? '<' : '<='} ${formatBound(o.maximum!)}`;
}

/**
 * The plain label of the control of the kind's option `name`: its served `title` ("Min count"),
 * else `fallback` when given, else the name with spaces ("min count").
 */
export function optionLabel(kind: KindDeclaration | null, name: string, fallback?: string): string {
  const t = optionOf(kind, name)?.title;
  return t || fallback || name.replace(/_/g, ' ');
}

/**
 * The tooltip of the control of the kind's option `name`: its code name (the URL parameter
 * and the export's flag), what it does, and what it takes, e.g.
 * "min_count (--min-count): cells with fewer people are insufficient. Takes a whole number >= 1."
 * `extra` is added as a last sentence. Only `extra` for an option the kind does not declare.
 */
export function optionTooltip(kind: KindDeclaration | null, name: string, extra = ''): string {
  const o = optionOf(kind, name);
  if (o === null) return extra;
  const takes = o.type === 'str' ? '' : ` Takes ${boundsText(kind, name)}.`;
  const help = o.help.replace(/\.$/, '');
  return `${o.name} (--${o.name.replace(/_/g, '-')}): ${help}.${takes}${extra ? ` ${extra}` : ''}`;
}
