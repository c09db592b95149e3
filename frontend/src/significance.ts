/**
 * The words of the ★ marks, shared by every table that has them: the mark's
 * tooltip and accessible name (`significanceLabel`), and the one legend line
 * above such a table (`marksLegendText`): "★ significant after
 * Benjamini–Hochberg at FDR q = 0.05 (3 of 12 cells with a p-value); <what
 * each row or cell tests>". The kinds' state modules count their marks and
 * tests into a `MarksLegend`; views/fdr_legend.ts renders it. No DOM: unit-tested
 * under node.
 */

/** The rate q as typed, without trailing zeros (0.05 reads 0.05, 0.1 reads 0.1). */
function qText(q: number): string {
  return String(Number(q.toPrecision(4)));
}

/**
 * The ★'s tooltip and accessible name at the false discovery rate `q` in use (null: a
 * response that says none, on a kind that declares none).
 */
export function significanceLabel(q: number | null): string {
  const at = q === null ? "the server's FDR" : `FDR q = ${qText(q)}`;
  return `significant after Benjamini\u2013Hochberg at ${at}`;
}

/** What the legend line of a table with ★ marks states. */
export interface MarksLegend {
  /** The false discovery rate of the marks (null: the server's, unknown here). */
  q: number | null;
  /** How many rows or cells are marked: the ★s of the table. */
  significant: number;
  /** How many have a p-value (the ones Benjamini–Hochberg runs over); null: unknown (no p-value column). */
  tested: number | null;
  /** What is marked, one and many: `cell`, `class` and `classes`... */
  unit: string;
  units?: string;
  /** What each row or cell tests, after the count; empty: nothing said. */
  what?: string;
}

/** How many of `ps` are p-values (finite numbers: a typed array's NaN, as null, is not). */
export function testedCount(ps: ArrayLike<number | null | undefined>): number {
  let n = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i];
    if (typeof p === 'number' && Number.isFinite(p)) n++;
  }
  return n;
}

/**
 * The legend line: "★ significant after Benjamini–Hochberg at FDR q = 0.05 (3 of 12 cells
 * with a p-value); each cell tests …" (without a tested count: "(3 rows)").
 */
export function marksLegendText(l: MarksLegend): string {
  const many = l.units ?? `${l.unit}s`;
  const count =
    l.tested === null
      ? `${l.significant} ${l.significant === 1 ? l.unit : many}`
      : `${l.significant} of ${l.tested} ${l.tested === 1 ? l.unit : many} with a p-value`;
  return `\u2605 ${significanceLabel(l.q)} (${count})${l.what ? `; ${l.what}` : ''}`;
}
