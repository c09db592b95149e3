// The layering rule of src/: the state modules (src/*_state.ts, state.ts,
// url_hash.ts, api.ts, api_error.ts, response_checks.ts, types.ts and
// types_*.ts, format.ts, csv.ts: everything outside views/) never import from
// views/. Views build on state, never the other way round, so the state stays
// pure and unit-testable under node. The one exception is the entry point,
// index.ts, which mounts the app.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

// The tests run bundled from a temp dir, with frontend/ as the working directory (npm test).
const SRC = resolve(process.cwd(), 'src');
const VIEWS = join(SRC, 'views');
const ENTRY_POINTS = new Set(['index.ts']);

/** Every .ts file under `dir`, recursively, except those under `skip`. */
function tsFiles(dir: string, skip: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== skip) out.push(...tsFiles(path, skip));
    } else if (entry.name.endsWith('.ts')) {
      out.push(path);
    }
  }
  return out.sort();
}

/** The module specifiers a source imports or re-exports: static, side-effect and dynamic imports. */
function importSpecifiers(source: string): string[] {
  const re = /(?:\bfrom|\bimport)\s*\(?\s*(['"])([^'"]+)\1/g;
  return [...source.matchAll(re)].map((m) => m[2]);
}

test('import specifiers are found in every form', () => {
  const source = [
    "import {a} from './a.js';",
    "import type {B} from '../b.js';",
    'import {\n  c,\n  type D,\n} from "./views/c.js";',
    "import './side_effect.js';",
    "export {e} from './e.js';",
    "const f = await import('./f.js');",
  ].join('\n');
  assert.deepEqual(importSpecifiers(source), ['./a.js', '../b.js', './views/c.js', './side_effect.js', './e.js', './f.js']);
});

test('modules outside src/views/ never import from src/views/', () => {
  assert.ok(existsSync(VIEWS), `${VIEWS} not found: run the tests from frontend/ (npm test)`);
  const files = tsFiles(SRC, VIEWS).filter((f) => !ENTRY_POINTS.has(relative(SRC, f)));
  assert.ok(files.length >= 10, `expected the state modules under ${SRC}, found ${files.length} files`);
  const offending: string[] = [];
  let relativeImports = 0;
  for (const file of files) {
    for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      relativeImports++;
      const target = resolve(dirname(file), spec);
      if (target === VIEWS || target.startsWith(VIEWS + sep)) offending.push(`${relative(SRC, file)} imports '${spec}'`);
    }
  }
  assert.ok(relativeImports > 0, 'no relative import found: is the scan reading the sources?');
  assert.deepEqual(offending, [], 'state modules must not import from views/; move the shared code into a module outside views/');
});
