/**
 * How much a test of a group could see (issue 29, item 3), in words: its minimum detectable
 * effect (the smallest gap it detects at the server's power and level) and, for a test that
 * is not significant while that effect exceeds the smallest gap that matters, why it reads
 * "low power" rather than "no significant gap", and how many more examples would do. Every
 * number is the server's (tb_fairness/metrics/power.py); no DOM: unit-tested under node.
 */
import {formatCount, pointsNumber} from './format.js';

/** One test's power, as the view route sends it. */
export interface TestPower {
  /** The smallest gap (a difference of rates) the test detects; null: undefined. */
  mde: number | null;
  /** How many more examples of the group it would need to see `minGap`; null: undefined. */
  more: number | null;
  /** Not significant, and `mde` above `minGap`. */
  underpowered: boolean;
}

/** The server's settings the words name. */
export interface PowerSettings {
  power: number;
  minGap: number;
  level: number;
}

function percent(v: number): string {
  return `${Number((v * 100).toPrecision(3))}%`;
}

/** "13.2 pp" (one decimal, as gaps read), or "—". */
export function mdeText(mde: number | null): string {
  if (mde === null || !Number.isFinite(mde)) return mde === Infinity ? 'none' : '\u2014';
  return `${pointsNumber(mde)} pp`;
}

/** How a gap reads in a view's words: `mdeText` (percentage points) by default. */
export type GapText = (gap: number | null) => string;

/**
 * The tooltip of a "low power" mark: "Low power: this test sees a gap of 13.2 pp or more (80%
 * power at the 95% level), larger than the smallest gap that matters (5 pp): no significant
 * gap here does not mean there is none. About 1,234 more examples of this group would see
 * 5 pp." (`more`: who the extra examples are: "households of this group", "examples in the
 * report"; `gapText`: how the mde and min_gap read, for a view whose gaps are not rates).
 */
export function underpoweredTitle(t: TestPower, s: PowerSettings, more = 'examples of this group', gapText: GapText = mdeText): string {
  const sees = t.mde === Infinity ? 'cannot see any gap' : `sees a gap of ${gapText(t.mde)} or more`;
  const needed =
    t.more !== null && Number.isFinite(t.more) && t.more > 0
      ? ` About ${formatCount(Math.ceil(t.more))} more ${more} would see ${gapText(s.minGap)}.`
      : '';
  return (
    `Low power: this test ${sees} (${percent(s.power)} power at the ${percent(s.level)} level), ` +
    `larger than the smallest gap that matters (${gapText(s.minGap)}): no significant gap here does not mean there is none.${needed}`
  );
}

/** The settings of a response that has them (an older server's has none: no marks). */
export function powerSettings(r: {power?: number; min_gap?: number; level: number}): PowerSettings | null {
  return typeof r.power === 'number' && typeof r.min_gap === 'number' ? {power: r.power, minGap: r.min_gap, level: r.level} : null;
}

/**
 * The line under a table's ★ legend, in its unit: "low power: 4 of 20 cells with a p-value
 * could not have seen a gap of 5.0 pp (80% power at the 95% level), so their missing ★ is not
 * a finding"; '' when none (`gapText`: how min_gap reads, as for `underpoweredTitle`).
 */
export function lowPowerNote(low: number, tested: number, s: PowerSettings | null, unit = 'cell', gapText: GapText = mdeText): string {
  if (s === null || low === 0) return '';
  const units = tested === 1 ? unit : `${unit}s`;
  return (
    `low power: ${formatCount(low)} of ${formatCount(tested)} ${units} with a p-value could not have seen a gap of ${gapText(s.minGap)} ` +
    `(${percent(s.power)} power at the ${percent(s.level)} level), so their missing \u2605 is not a finding`
  );
}

/** "This test detects gaps of 13.2 pp or more (80% power at the 95% level)": a test's mde in words. */
export function detectsText(mde: number, s: PowerSettings, gapText: GapText = mdeText): string {
  return `This test detects gaps of ${gapText(mde)} or more (${percent(s.power)} power at the ${percent(s.level)} level)`;
}
