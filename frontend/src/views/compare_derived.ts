/**
 * What the compare view (views/compare_view.ts) derives from its comparison and
 * selection before each render, each part recomputed only when what it reads
 * changed: the table with the extra runs' columns, the sort order, the rows the
 * search (on a key or its title), brush and verdict filter keep, the scatter's points, the movers, the row
 * noun, the brushed count, and whether the side panel goes below the table.
 */
import type {PropertyValues} from 'lit';
import {compareHeads, tableWidth, type CompareSelection} from '../compare_state.js';
import {
  countInBrush,
  filterCompare,
  scatterPoints,
  sortCompare,
  verdictMovers,
  type CompareTable,
  type ExtraColumn,
  type Mover,
  type ScatterPoints,
} from '../compare_rows.js';
import {keyTitlesOf, rowNoun, type RowNoun} from '../compare_text.js';
import {compileSearch, type SearchFilter} from '../state.js';
import type {KeyTitles, KindDeclaration} from '../types.js';
import type {DiffResponse} from '../types_across_reports.js';
import {PANEL_GAP, PANEL_WIDTH} from './compare_styles.js';

const MOVERS = 5;

/** What the derivation reads: the view's own properties (and its `data-stacked` attribute, which it sets). */
export interface CompareInputs {
  data: DiffResponse | null;
  extras: ExtraColumn[];
  declaration: KindDeclaration | null;
  sel: CompareSelection;
  hostWidth: number;
  toggleAttribute(name: string, force?: boolean): boolean;
}

/** The view reads these fields; only `update` writes them. */
export class CompareDerived {
  table: CompareTable | null = null;
  search: SearchFilter = {regex: null, error: null};
  /** The rows shown, in order (`visibleList`: the same, for the table). */
  visible: Int32Array = new Int32Array(0);
  visibleList: number[] = [];
  points: ScatterPoints | null = null;
  moved: {worsened: Mover[]; improved: Mover[]} = {worsened: [], improved: []};
  noun: RowNoun = {one: 'row', many: 'rows'};
  /** The kind's keys that are codes, in words (compare_text.ts keyText). */
  keyTitles: KeyTitles = {};
  /** How many rows the brush holds. */
  brushed = 0;
  private order: Int32Array | null = null;
  /** The width the table (without its ranks) and the side panel need side by side, px. */
  private besideWidth = 0;
  /** The side panel goes below the table (reflected as `data-stacked`: the CSS reads it). */
  private stacked = false;

  /** Brings everything up to date with `view`; `changed`: the view's changed properties (Lit's, with their old values). */
  update(view: CompareInputs, changed: PropertyValues): void {
    const data = view.data;
    if (changed.has('data') || changed.has('extras')) {
      this.table = data ? {rows: data.rows, columns: data.columns, extras: view.extras} : null;
    }
    if (changed.has('data')) {
      this.points = data ? scatterPoints(data.columns) : null;
      this.moved = data ? verdictMovers(data.columns, MOVERS) : {worsened: [], improved: []};
    }
    if (changed.has('data') || changed.has('declaration')) this.noun = rowNoun(view.declaration, data);
    const titles = keyTitlesOf(view.declaration);
    const titlesChanged = titles !== this.keyTitles;
    this.keyTitles = titles;
    if (changed.has('data') || changed.has('extras') || changed.has('declaration')) {
      const heads = data
        ? compareHeads(
            {value: data.value, bias: data.bias, a: '', b: '', noun: this.noun.one, level: data.level, fdr: data.fdr},
            view.extras.map((e) => e.run),
          )
        : [];
      this.besideWidth = tableWidth(heads, new Set(['ranks'])) + PANEL_GAP + PANEL_WIDTH;
    }
    // Side by side when both fit (before the first measure too, as before).
    const stacked = view.hostWidth > 0 && view.hostWidth < this.besideWidth;
    if (stacked !== this.stacked) {
      this.stacked = stacked;
      view.toggleAttribute('data-stacked', stacked);
    }
    const sel = view.sel;
    // The selection before this update (itself when it did not change; undefined at first).
    const prev = changed.has('sel') ? (changed.get('sel') as CompareSelection | undefined) : sel;
    if (!prev || prev.search !== sel.search) this.search = compileSearch(sel.search);
    const t = this.table;
    if (!t) {
      this.order = null;
      this.visible = new Int32Array(0);
      this.visibleList = [];
      this.brushed = 0;
      return;
    }
    const tableChanged = changed.has('data') || changed.has('extras') || this.order === null;
    const sortChanged = !prev || prev.sort !== sel.sort || prev.dir !== sel.dir;
    if (tableChanged || sortChanged) this.order = sortCompare(t, sel.sort, sel.dir);
    const brushChanged = !prev || prev.brush !== sel.brush;
    const filterChanged = !prev || prev.search !== sel.search || prev.verdict !== sel.verdict || titlesChanged;
    if (tableChanged || sortChanged || brushChanged || filterChanged) {
      const filter = {search: this.search.regex, brush: sel.brush, verdict: sel.verdict, keyTitles: this.keyTitles};
      this.visible = filterCompare(t, this.order!, filter);
      this.visibleList = Array.from(this.visible);
    }
    if (tableChanged || brushChanged) this.brushed = sel.brush ? countInBrush(t, sel.brush) : 0;
  }
}
