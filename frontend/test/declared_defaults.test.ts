// "One declaration per report kind": an option's default and bounds are declared once, on
// the server (`GET kinds`, tb_fairness/kinds/), and the frontend reads them from the served
// declaration (kinds_state.ts optionDefault, optionValid). This test fails when src/ spells
// a served default again as a named constant (e.g. `DEFAULT_FDR = 0.05`), so the duplication
// cannot come back unnoticed. The fixture (test/fixtures.ts) is the one place outside the
// server that writes the served values down, for the unit tests.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {KIND_OPTIONS} from './fixtures.js';

// The tests run bundled from a temp dir, with frontend/ as the working directory (npm test).
const SRC = resolve(process.cwd(), 'src');

/** Every .ts file under `dir`, recursively. */
function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsFiles(path));
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out.sort();
}

/** A value as a regular expression of its literal spellings: 0.05 as 0.05, .05, 5e-2...; 'recall' in any quotes. */
function literalPattern(value: number | string): string {
  if (typeof value === 'string') return `(['"\`])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`;
  const spellings = new Set([String(value), value.toExponential(), value.toExponential().replace('e+', 'e')]);
  if (Number.isInteger(value)) spellings.add(`${value}.0`);
  if (Math.abs(value) < 1) spellings.add(String(value).replace(/^0\./, '.'));
  const alternatives = [...spellings].map((s) => s.replace(/[.+]/g, '\\$&'));
  return `(?<![\\w.])(?:${alternatives.join('|')})(?![\\w.])`;
}

/**
 * The defaults the server resolves an option to when the report names none (declared as
 * `default: null`): `min_count`, the writer's, else 10 for label associations
 * (tb_fairness/metrics/associations.py) and 50 for the per-group kinds (metrics/groups/rates.py).
 */
const RESOLVED_DEFAULTS: readonly number[] = [10, 50];

/** The served defaults of every kind's options (the fixture's copy of the server's declarations) and the resolved ones, each once. */
function servedDefaults(): (number | string)[] {
  const values = new Set<number | string>(RESOLVED_DEFAULTS);
  for (const options of Object.values(KIND_OPTIONS)) {
    for (const o of options) if (typeof o.default === 'number' || typeof o.default === 'string') values.add(o.default);
  }
  return [...values];
}

/**
 * The declarations in `source` of a constant named DEFAULT_* (or *_DEFAULT) whose value is a
 * served default: `export const DEFAULT_SKEW_FDR = 0.05;`, `const DEFAULT_METRIC: string = 'npmi_xy'`.
 */
export function defaultConstants(source: string, values: readonly (number | string)[]): string[] {
  const found: string[] = [];
  for (const value of values) {
    const re = new RegExp(`\\b(?:[A-Z0-9_]*_)?DEFAULT(?:_[A-Z0-9_]*)?\\s*(?::[^=;\\n]*)?=\\s*${literalPattern(value)}`, 'g');
    for (const m of source.matchAll(re)) found.push(m[0]);
  }
  return found;
}

test('the scan finds a served default written as a DEFAULT_* constant, in any spelling', () => {
  const values = servedDefaults();
  for (const v of [0.95, 0.05, 5, 10, 50, 1000, 0.1, 'npmi_xy', 'recall', 'income', 'signed', 'classes']) {
    assert.ok(values.includes(v), `${v} is a served default`);
  }
  const hits = (s: string) => defaultConstants(s, values);
  assert.equal(hits('export const DEFAULT_SKEW_FDR = 0.05;').length, 1);
  assert.equal(hits('const DEFAULT_LEVEL=0.95').length, 1);
  assert.equal(hits('export const DEFAULT_MEV = 5;').length, 1);
  assert.equal(hits('export const DEFAULT_MEV = 5.0;').length, 1);
  assert.equal(hits('const DEFAULT_FDR = .05;').length, 1);
  assert.equal(hits('const DEFAULT_FDR = 5e-2;').length, 1);
  assert.equal(hits('export const DEFAULT_RESAMPLES: number = 1000;').length, 1);
  assert.equal(hits('export const DEFAULT_GAP_THRESHOLD = 0.1;').length, 1);
  assert.equal(hits("export const DEFAULT_METRIC = 'npmi_xy';").length, 1);
  assert.equal(hits('export const DEFAULT_GEO_BY: GeoBy = "income";').length, 1);
  assert.equal(hits("const DEFAULT_RANK_BY: RankBy = 'signed';").length, 1);
  assert.equal(hits('const LEVEL_DEFAULT = 0.95;').length, 1);
  // Not a served default, or not a DEFAULT_* constant: fine.
  assert.equal(hits('export const DEFAULT_TOP_K = 100;').length, 0);
  assert.equal(hits('export const DEFAULT_FDR_TEXT = 0.055;').length, 0);
  assert.equal(hits('export const DEFAULT_MIN_COUNT = 50;').length, 1);
  assert.equal(hits('export const DEFAULT_SORT = 51;').length, 0);
  assert.equal(hits("export const DEFAULT_HARMFUL_TYPE = 'harmful';").length, 0);
  assert.equal(hits('export const LEVELS = [0.9, 0.95, 0.99];').length, 0);
  assert.equal(hits('if (sel.fdr !== DEFAULT_FDR) put(0.05);').length, 0);
});

test("src/ names no served option default as a constant: it reads the kind's declaration", () => {
  assert.ok(existsSync(SRC), `${SRC} not found: run the tests from frontend/ (npm test)`);
  const files = tsFiles(SRC);
  assert.ok(files.length >= 10, `expected the sources under ${SRC}, found ${files.length} files`);
  const values = servedDefaults();
  const offending: string[] = [];
  for (const file of files) {
    for (const hit of defaultConstants(readFileSync(file, 'utf8'), values)) offending.push(`${relative(SRC, file)}: ${hit}`);
  }
  assert.deepEqual(
    offending,
    [],
    "a server option's default is declared once, on the server: read it with kinds_state.ts optionDefault (and check values with optionValid)",
  );
});
