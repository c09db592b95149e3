// The layering rules of src/.
//
// 1. State never imports views. The state modules (src/*_state.ts, state.ts,
//    url_hash.ts, api.ts, api_error.ts, response_checks.ts, types.ts and
//    types_*.ts, format.ts, csv.ts...: everything outside views/, and in a kind's
//    folder everything that renders nothing) never import from views/, nor from a
//    kind's view modules, nor a UI package (lit, Plot, the virtualizer). Views build
//    on state, never the other way round, so the state stays pure and
//    unit-testable under node. The exceptions are the bundles' entry points main.ts,
//    which mounts the app, and plot_library.ts, the charts' library (index.ts, the
//    loader, is state: it must stay small). In a kind's folder, a module that imports a UI package
//    is one of its view modules; its state.ts, types.ts and checks.ts never are.
// 2. A report kind is one folder, src/kinds/<name>/: a kind's folder never imports
//    from another kind's folder, and a module outside src/kinds/ never imports from
//    inside one, except views/registry.ts, the one list of the kinds' views, and
//    first_views.ts, the list of the kinds' first requests (the loader's). What
//    kinds share lives outside the folders (groups_state.ts, rate_table.ts,
//    disparity_table.ts, indicators_state.ts, views/per_group/,
//    views/indicator_shell.ts...).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

// The tests run bundled from a temp dir, with frontend/ as the working directory (npm test).
const SRC = resolve(process.cwd(), 'src');
const VIEWS = join(SRC, 'views');
const KINDS = join(SRC, 'kinds');
const ENTRY_POINTS = new Set(['main.ts', 'plot_library.ts']);
const REGISTRY = join(VIEWS, 'registry.ts');
const FIRST_VIEWS = join(SRC, 'first_views.ts');
/** The packages that render: a module importing one is a view module. */
const UI_PACKAGES = ['lit', '@observablehq/plot', '@lit-labs/'];
/** The modules of a kind's folder that are its state: pure, whatever else the folder holds. */
const KIND_STATE_MODULES = ['state.ts', 'types.ts', 'checks.ts'];

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

/** The module specifiers a source imports or re-exports: static, side-effect and dynamic imports. */
function importSpecifiers(source: string): string[] {
  const re = /(?:\bfrom|\bimport)\s*\(?\s*(['"])([^'"]+)\1/g;
  return [...source.matchAll(re)].map((m) => m[2]);
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

/** The kind folder `path` is in (its name), or null outside src/kinds/. */
function kindOf(path: string): string | null {
  if (!inside(path, KINDS)) return null;
  return relative(KINDS, path).split(sep)[0] ?? null;
}

interface Module {
  path: string;
  /** Relative imports, resolved to the .ts files they name. */
  imports: {spec: string; target: string}[];
  /** Whether it imports a UI package. */
  ui: boolean;
}

function readModules(): Module[] {
  return tsFiles(SRC).map((path) => {
    const specs = importSpecifiers(readFileSync(path, 'utf8'));
    return {
      path,
      imports: specs.filter((s) => s.startsWith('.')).map((spec) => ({spec, target: resolve(dirname(path), spec).replace(/\.js$/, '.ts')})),
      ui: specs.some((s) => UI_PACKAGES.some((p) => s === p || s.startsWith(p.endsWith('/') ? p : `${p}/`))),
    };
  });
}

/** A view module: under views/, or a module of a kind's folder that renders (imports a UI package). */
function isView(m: Module): boolean {
  return inside(m.path, VIEWS) || (kindOf(m.path) !== null && m.ui);
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

test('state modules never import views (src/views/, a kind folder\u2019s view modules) nor a UI package', () => {
  assert.ok(existsSync(VIEWS), `${VIEWS} not found: run the tests from frontend/ (npm test)`);
  const modules = readModules();
  const byPath = new Map(modules.map((m) => [m.path, m]));
  const state = modules.filter((m) => !isView(m) && !ENTRY_POINTS.has(relative(SRC, m.path)));
  assert.ok(state.length >= 10, `expected the state modules under ${SRC}, found ${state.length} files`);
  const offending: string[] = [];
  let relativeImports = 0;
  for (const m of state) {
    if (m.ui) offending.push(`${relative(SRC, m.path)} imports a UI package`);
    for (const {spec, target} of m.imports) {
      relativeImports++;
      const to = byPath.get(target);
      if (inside(target, VIEWS) || (to !== undefined && isView(to))) offending.push(`${relative(SRC, m.path)} imports '${spec}'`);
    }
  }
  assert.ok(relativeImports > 0, 'no relative import found: is the scan reading the sources?');
  assert.deepEqual(offending, [], 'state modules must not import views; move the shared code into a module outside views/');
});

test("a kind folder's state, types and checks are state (no UI package)", () => {
  const modules = readModules().filter((m) => kindOf(m.path) !== null);
  assert.ok(modules.length > 0, `no module under ${KINDS}`);
  const rendering = modules.filter((m) => KIND_STATE_MODULES.includes(relative(dirname(m.path), m.path)) && m.ui);
  assert.deepEqual(
    rendering.map((m) => relative(SRC, m.path)),
    [],
  );
});

test('each kind is one folder: no import across kind folders, nor into one from outside but the registries', () => {
  assert.ok(existsSync(KINDS), `${KINDS} not found: run the tests from frontend/ (npm test)`);
  const folders = readdirSync(KINDS, {withFileTypes: true}).filter((e) => e.isDirectory());
  assert.ok(folders.length >= 8, `expected a folder per kind under ${KINDS}, found ${folders.length}`);
  for (const f of folders) assert.ok(existsSync(join(KINDS, f.name, 'view.ts')), `kinds/${f.name}/ has no view.ts`);
  const offending: string[] = [];
  let intoKinds = 0;
  for (const m of readModules()) {
    const from = kindOf(m.path);
    for (const {spec, target} of m.imports) {
      const to = kindOf(target);
      if (to === null || to === from) continue;
      if (from === null && m.path === REGISTRY) {
        intoKinds++;
        continue;
      }
      // State (the first rule keeps views out of it): the loader's list of the kinds' first requests.
      if (from === null && m.path === FIRST_VIEWS) continue;
      offending.push(`${relative(SRC, m.path)} imports '${spec}'`);
    }
  }
  assert.ok(intoKinds >= folders.length, 'views/registry.ts should import each kind folder\u2019s view module');
  assert.deepEqual(
    offending,
    [],
    'a kind folder imports only its own modules and the shared ones; what two kinds share belongs outside src/kinds/',
  );
});
