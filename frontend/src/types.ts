/**
 * The JSON shapes the plugin's HTTP routes share, exactly as docs/http_api.md
 * writes them down: the list of reports (`tags`, `steps`), a value's state, and
 * the registry of report kinds (`kinds`). The routes' own responses are in the
 * types_*.ts modules, one per family of views. Only response_checks.ts vouches
 * for values of these types (api.ts fetches them); everything else reads them.
 */

/** `GET tags`: one entry per report. */
export interface TagInfo {
  kind: string;
  version: number;
  description: string;
  max_step: number;
}

export interface TagsResponse {
  runs: Record<string, Record<string, TagInfo>>;
}

/** `GET steps?run=R&tag=T` */
export interface StepInfo {
  step: number;
  wall_time: number;
}

export interface StepsResponse {
  run: string;
  tag: string;
  kind: string;
  steps: StepInfo[];
}

/**
 * `GET values?run=R&tag=T[&step=S]`: the values the kind's options take in one report
 * (identities, groupings, groups, classes, thresholds), each as the option's URL text.
 */
export interface ValuesResponse {
  /** null: the union over every run's latest report (asked without a run). */
  run: string | null;
  tag: string;
  step: number | null;
  kind: string;
  values: Record<string, string[]>;
}

/** The state of a value that is not a finite number (null when it is). */
export type ValueState = '+inf' | '-inf' | 'undefined';

// ---------------------------------------------------------------------------
// The registry of report kinds (`GET kinds`): what each kind declares

/** One option of a kind's tables and views (the query parameter and the export's flag). */
export interface KindOption {
  name: string;
  /** `float`, `int`, `str` or `choice` (one of `choices`). */
  type: string;
  /** null: resolved from the report (e.g. `min_count` from the writer's). */
  default: unknown;
  help: string;
  minimum: number | null;
  maximum: number | null;
  minimum_open: boolean;
  maximum_open: boolean;
  choices: string[] | null;
  /** The plain label of the option's control ("Min count"); absent from an older server. */
  title?: string;
  /**
   * What changing it changes: `view` (the report view), `compare` (the rows `diff` judges),
   * `headline` (the headline numbers: trends, the runs table, compare's cards). Absent from
   * an older server: all three.
   */
  used_by?: string[];
  /** The options it is only taken with (a pair of groups: both or neither); absent from an older server: none. */
  requires?: string[];
  /** Choices only some tables take (`error_rate`: the slices table's), by choice; absent from an older server: none. */
  table_only?: Record<string, string[]>;
}

/** One exported table of a kind (the `table` route's `table`; the first is the default). */
export interface KindTable {
  name: string;
  title: string;
  columns: string[];
  /** How each numeric column reads (`percent`, `points`, `count`, `p`, `value`, or `bias`: as the kind's bias); absent from an older server. */
  formats?: Record<string, string>;
}

/** How a headline number of `trend` reads. */
export interface KindHeadline {
  name: string;
  title: string;
  /** One line: what the number is. */
  explanation: string;
  /** `percent` (a proportion), `count` or `value`. */
  format: string;
  /** Which way is better: `higher`, `lower`, or null (neither). */
  better: string | null;
}

/** A kind's keys that are codes, in words: the binary kind's `for` is "False omission rate". */
export type KeyTitles = Readonly<Record<string, string>>;

/** A report kind as the server declares it. */
export interface KindDeclaration {
  name: string;
  title: string;
  version: number;
  options: KindOption[];
  tables: KindTable[];
  /** The signed value `diff` compares (e.g. `gap`, `cramers_v`). */
  compared: string;
  /**
   * The size of the bias `diff` judges: its title (`|gap|`), the signed value it comes from, the key of a row (`label`, `class`),
   * and the keys that are codes in words (`key_titles`; absent from an older server).
   */
  bias: {name: string; value: string; key: string; format?: string; key_titles?: KeyTitles};
  headlines: KindHeadline[];
  /** The view routes' paths: the kind's name, then `name/view` for the others. */
  views: string[];
}

/** `GET kinds`: every kind the server reads, in the registry's order. */
export interface KindsResponse {
  kinds: KindDeclaration[];
}
