/**
 * The pure state the visual fairness indicator views share (Goyal et al. 2022:
 * harmful label associations, geodiversity and same-attribute retrieval; and
 * the binary classification view, on the same base): the FDR in the hash, and
 * the p-values and ★ marks of a group tested against the rest (Benjamini-Hochberg
 * at `fdr`) with their legend. Each kind's own selection, rows, chart points and
 * CSV options are its folder's (kinds/<name>/state.ts).
 * No DOM, no network: every function here is unit-tested under node.
 */
import {formatPValue} from './format.js';
import {numberOrDefault} from './kinds_state.js';
import {testedCount, type MarksLegend} from './significance.js';
import {parseNumber, putOptionParam, type Params} from './state.js';
import type {KindDeclaration} from './types.js';

// ---------------------------------------------------------------------------
// Each group against the rest: p-values, marks, the FDR in the hash

/** The hash key of the false discovery rate (as every view spells it). */
const FDR_KEY = 'fdr';
/** What the hash called it before it had one name everywhere (these views have no search box): still read. */
const OLD_FDR_KEY = 'q';

/** The FDR in the hash unless it is `kind`'s served default. */
export function fdrToParams(out: Params, fdr: number | null, kind: KindDeclaration | null): void {
  putOptionParam(out, FDR_KEY, fdr, kind, 'fdr');
}

/** The FDR of the hash (`m`: the view's own keys) when `kind`'s `fdr` option takes it, else its served default. */
export function fdrFromParams(m: Map<string, string>, kind: KindDeclaration | null): number | null {
  return numberOrDefault(kind, 'fdr', parseNumber(m.get(FDR_KEY) ?? m.get(OLD_FDR_KEY)));
}

export interface TestCell {
  p: number | null;
  /** "0.012", "<1e−6", or "—" without a p-value. */
  text: string;
  /** The exact value and its test, or why there is none. */
  title: string;
  significant: boolean;
  /** Not significant, and too few examples to see the smallest gap that matters: the mark's tooltip (power_text.ts); absent otherwise. */
  lowPower?: string;
}

/** A p-value as shown, with the test named in its title (`why`: the reason when there is none). */
export function testCell(p: number | null | undefined, significant: boolean | null | undefined, test: string, why: string): TestCell {
  if (typeof p === 'number' && Number.isFinite(p)) {
    return {p, text: formatPValue(p), title: `p = ${p} (${test})`, significant: significant === true};
  }
  return {p: null, text: '\u2014', title: `No p-value: ${why}`, significant: false};
}

/**
 * The legend of a table of tests (significance.ts): "★ significant after Benjamini–Hochberg
 * at FDR q = 0.05 (2 of 4 groups with a p-value); <what each row tests>", counting the marks
 * of the rows or cells that have a p-value.
 */
export function testLegend(
  q: number | null,
  marks: readonly (boolean | null | undefined)[],
  ps: readonly (number | null | undefined)[],
  unit: string,
  what: string,
): MarksLegend {
  const significant = marks.filter((m, i) => m === true && typeof ps[i] === 'number').length;
  return {q, significant, tested: testedCount(ps), unit, what};
}
