/**
 * The pure part of living inside TensorBoard (tensorboard_host.ts is the DOM glue):
 * which theme the tab takes, the colour TensorBoard gives each run, and what a fresh
 * `tags` answer means for the report on screen (the reload).
 * No DOM, no network: every function here is unit-tested under node.
 *
 * What TensorBoard 2.x does (paths in github.com/tensorflow/tensorboard; the same code is
 * in the installed 2.21 bundle, tensorboard/webfiles.zip index.js):
 *
 * Theme. The header's toggle (webapp/header/dark_mode_toggle_component.ts: browser default,
 * light, dark) sets a feature flag; `getDarkModeEnabled` (webapp/feature_flag/store/
 * feature_flag_selectors.ts) is the override when set, else the default, which follows
 * `(prefers-color-scheme: dark)` (webapp/webapp_data_source/tb_feature_flag_data_source.ts).
 * `<dark-mode-supporter>` (webapp/core/views/dark_mode_supporter_container.ts) toggles the
 * class `dark-mode` on the top page's <body>; every themed part of TensorBoard keys off
 * `body.dark-mode`. So inside TensorBoard the parent's body class is the truth; alone (or
 * across origins) the tab follows prefers-color-scheme, as TensorBoard's default does.
 *
 * Run colours (what Time Series and the runs table draw). `getRunColorMap`
 * (webapp/util/ui_selectors.ts): a user's override (the colour picker of the runs table;
 * `runColorOverrideForGroupBy`, kept in memory only: not in the URL, not in localStorage)
 * wins; else the run's colour id picks `DEFAULT_PALETTE` (webapp/util/colors.ts: 7 colours,
 * each with a light and a dark hex; the id is taken modulo 7, so TensorBoard repeats colours
 * from the 8th run on), and a run its grouping leaves out (id -1) is the inactive grey.
 * The ids (webapp/runs/store/runs_reducers.ts, `fetchRunsSucceeded`): the runs are grouped
 * (webapp/runs/store/utils.ts `groupRuns`; by run unless the URL's `runColorGroup` says
 * `experiment` or `regex:<re>`, webapp/routes/dashboard_deeplink_provider.ts), and each new
 * group key takes the next id, in the order of `data/runs` (plugins/core/core_plugin.py
 * `_serve_runs`: by start time, then name). Ids stay with their groups across reloads, so a
 * run written later takes the next id. Changing the grouping re-assigns every id.
 */

// ---------------------------------------------------------------------------
// Theme

export type Theme = 'light' | 'dark';

/** The class TensorBoard's <dark-mode-supporter> puts on the top page's <body>. */
export const DARK_MODE_CLASS = 'dark-mode';

/**
 * The theme: TensorBoard's when the tab sees its page (`parentBodyClass`: the top page's
 * <body> class attribute; null when it is not TensorBoard's or cannot be read), else the
 * browser's preference.
 */
export function resolveTheme(parentBodyClass: string | null, prefersDark: boolean): Theme {
  if (parentBodyClass !== null) return parentBodyClass.split(/\s+/).includes(DARK_MODE_CLASS) ? 'dark' : 'light';
  return prefersDark ? 'dark' : 'light';
}

// ---------------------------------------------------------------------------
// Run colours

export interface PaletteColor {
  name: string;
  light: string;
  dark: string;
}

/** TensorBoard's DEFAULT_PALETTE (webapp/util/colors.ts), in its order. */
export const TB_PALETTE: readonly PaletteColor[] = [
  {name: 'Slate', light: '#425066', dark: '#8e98a3'},
  {name: 'Cyan', light: '#12b5cb', dark: '#12b5cb'},
  {name: 'Pink', light: '#e52592', dark: '#e52592'},
  {name: 'Yellow', light: '#f9ab00', dark: '#f9ab00'},
  {name: 'Purple', light: '#9334e6', dark: '#9334e6'},
  {name: 'Light Green', light: '#7cb342', dark: '#7cb342'},
  {name: 'Orange', light: '#e8710a', dark: '#e8710a'},
];

/** The colour of a run its colour grouping leaves out (DEFAULT_PALETTE.inactive). */
export const TB_INACTIVE: PaletteColor = {name: 'Gray', light: '#e0e0e0', dark: '#3b3b3b'};

/** How TensorBoard groups runs into colours (the URL's `runColorGroup`; by run when absent). */
export type ColorGroupBy = {key: 'run'} | {key: 'experiment'} | {key: 'regex'; regex: string};

/** The query parameter of the top page that holds the colour grouping. */
export const COLOR_GROUP_PARAM = 'runColorGroup';

/**
 * The grouping a `runColorGroup` value names (`run`, `experiment`, `regex:<re>`); anything
 * else (absent, `regex_by_exp:`, which needs experiment aliases a single logdir does not
 * have) is by run.
 */
export function parseColorGroup(value: string | null): ColorGroupBy {
  if (value === 'experiment') return {key: 'experiment'};
  if (value !== null && value.startsWith('regex:')) return {key: 'regex', regex: value.slice('regex:'.length)};
  return {key: 'run'};
}

/**
 * The group key of `run` (groupRuns): the run itself, the one experiment, or the regex's
 * captured groups (JSON) or `pseudo_group` when it captures none; null when the regex does
 * not match (the run is inactive). An empty or invalid regex groups nothing in TensorBoard
 * (the runs keep the ids they had); here they are grouped by run.
 */
export function groupKey(run: string, groupBy: ColorGroupBy): string | null {
  if (groupBy.key === 'experiment') return 'experiment';
  if (groupBy.key === 'regex' && groupBy.regex !== '') {
    let re: RegExp;
    try {
      re = new RegExp(groupBy.regex);
    } catch {
      return 'run:' + run;
    }
    const m = run.match(re);
    if (!m) return null;
    return m.length > 1 ? 'regex:' + JSON.stringify(m.slice(1)) : 'regex:pseudo_group';
  }
  return 'run:' + run;
}

/**
 * TensorBoard's colour ids (runs_reducers.ts), replayed: `update` with the run list as
 * TensorBoard has it (its order) gives each new group key the next id and keeps the ids
 * already given; a new grouping starts over.
 */
export class RunColorIds {
  private groupIds = new Map<string, number>();
  private runIds = new Map<string, number>();
  private runs: string[] = [];
  private groupBy: ColorGroupBy = {key: 'run'};

  /** The ids as TensorBoard gives them to `runs` (its order) on top of those given so far. */
  update(runs: readonly string[]): void {
    for (const run of runs) this.runIds.set(run, this.idFor(run, this.groupIds));
    this.runs = [...new Set([...this.runs, ...runs])];
  }

  /** Another grouping: every id re-assigned, in the order of the runs known (runGroupByChanged). */
  setGroupBy(groupBy: ColorGroupBy): boolean {
    if (JSON.stringify(groupBy) === JSON.stringify(this.groupBy)) return false;
    this.groupBy = groupBy;
    this.groupIds = new Map();
    this.runIds = new Map();
    this.update(this.runs);
    return true;
  }

  /** Whether TensorBoard's run list named `run`. */
  has(run: string): boolean {
    return this.runIds.has(run);
  }

  /** The runs TensorBoard listed so far, in its order. */
  known(): string[] {
    return [...this.runs];
  }

  /**
   * The id of each of `runs`: the one given, else the one TensorBoard would give next (runs
   * it does not list yet, in `runs`' order; nothing is recorded). -1: inactive.
   */
  ids(runs: readonly string[]): number[] {
    const groups = new Map(this.groupIds);
    return runs.map((run) => this.runIds.get(run) ?? this.idFor(run, groups));
  }

  private idFor(run: string, groups: Map<string, number>): number {
    const key = groupKey(run, this.groupBy);
    if (key === null) return -1;
    const id = groups.get(key) ?? groups.size;
    groups.set(key, id);
    return id;
  }
}

/** The colour of id `id` (-1: inactive) in `theme`: the palette's, modulo its length, as TensorBoard. */
export function paletteColor(id: number, theme: Theme): string {
  const c = id < 0 ? TB_INACTIVE : TB_PALETTE[id % TB_PALETTE.length];
  return theme === 'dark' ? c.dark : c.light;
}

/**
 * A run's colour as TensorBoard's page shows it (the runs table's swatch), read back: a
 * palette id (whichever theme it was drawn in), inactive (-1), or a user's own colour.
 */
export type SeenColor = {id: number} | {custom: string};

/** `#rrggbb` of a CSS colour as the browser computes it (`rgb(r, g, b)`, `#rgb`, `#rrggbb`); null otherwise. */
export function hexColor(css: string): string | null {
  const s = css.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(s)) return s;
  if (/^#[0-9a-f]{3}$/.test(s)) return '#' + [...s.slice(1)].map((c) => c + c).join('');
  const m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(s);
  if (!m) return null;
  if (m[4] !== undefined && Number.parseFloat(m[4]) === 0) return null; // transparent: no colour drawn
  const parts = [m[1], m[2], m[3]].map(Number);
  if (parts.some((v) => v > 255)) return null;
  return '#' + parts.map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** What a swatch's colour says: its palette id in either theme, inactive, else the user's own colour; null when unreadable. */
export function readSwatch(css: string): SeenColor | null {
  const hex = hexColor(css);
  if (hex === null) return null;
  const id = TB_PALETTE.findIndex((c) => c.light === hex || c.dark === hex);
  if (id >= 0) return {id};
  if (hex === TB_INACTIVE.light || hex === TB_INACTIVE.dark) return {id: -1};
  return {custom: hex};
}

/** Everything the run colours depend on. */
export interface RunColorState {
  theme: Theme;
  /** TensorBoard's ids, replayed from its run list; null when the tab is not inside TensorBoard. */
  ids: RunColorIds | null;
  /** The colours TensorBoard's page shows (its runs table), by run: they win. */
  seen: ReadonlyMap<string, SeenColor>;
}

/** The colours outside TensorBoard, until tensorboard_host.ts says otherwise. */
let current: RunColorState = {theme: 'light', ids: null, seen: new Map()};

/** What the run colours of the page depend on now (set by tensorboard_host.ts). */
export function runColorState(): RunColorState {
  return current;
}

export function setRunColorState(state: RunColorState): void {
  current = state;
}

/**
 * The colour of each of `runs`: what TensorBoard's page shows for it, else its replayed id,
 * else (outside TensorBoard) the palette in `runs`' order. Like TensorBoard, colours repeat
 * from the 8th colour id on.
 */
export function colorsFor(runs: readonly string[], state: RunColorState): string[] {
  const ids = state.ids ? state.ids.ids(runs) : runs.map((_, i) => i);
  return runs.map((run, i) => {
    const seen = state.seen.get(run);
    if (seen && 'custom' in seen) return seen.custom;
    return paletteColor(seen ? seen.id : ids[i], state.theme);
  });
}

// ---------------------------------------------------------------------------
// Reload: what a fresh `tags` answer changes

/** The part of a `tags` answer the reload compares: the reports and their latest steps. */
export type TagSteps = Record<string, Record<string, {kind: string; max_step: number}>>;

/** Whether two `tags` answers list the same reports at the same latest steps. */
export function sameTags(a: TagSteps, b: TagSteps): boolean {
  const ra = Object.keys(a).sort();
  const rb = Object.keys(b).sort();
  if (ra.length !== rb.length || ra.some((r, i) => r !== rb[i])) return false;
  for (const run of ra) {
    const ta = Object.keys(a[run]).sort();
    const tb = Object.keys(b[run]).sort();
    if (ta.length !== tb.length || ta.some((t, i) => t !== tb[i])) return false;
    for (const tag of ta) {
      if (a[run][tag].kind !== b[run][tag].kind || a[run][tag].max_step !== b[run][tag].max_step) return false;
    }
  }
  return true;
}

/** The latest step of report (run, tag), or null when `tags` does not list it. */
export function latestStep(tags: TagSteps, run: string | null, tag: string | null): number | null {
  if (run === null || tag === null) return null;
  const info = tags[run]?.[tag];
  return info === undefined ? null : info.max_step;
}

/**
 * The step to show after a reload: a user on the latest step (`step` was the old latest)
 * moves to the new latest; "latest" (null) stays, as does any older step.
 */
export function stepAfterReload(step: number | null, oldLatest: number | null, newLatest: number | null): number | null {
  if (step !== null && oldLatest !== null && newLatest !== null && step === oldLatest && newLatest > oldLatest) return newLatest;
  return step;
}

/** A key that changes when any run's latest step of `tag` changes (the trend's refetch signal). */
export function tagRevision(tags: TagSteps, tag: string): string {
  return Object.keys(tags)
    .sort()
    .filter((run) => tags[run][tag] !== undefined)
    .map((run) => `${JSON.stringify(run)}:${tags[run][tag].max_step}`)
    .join(',');
}
