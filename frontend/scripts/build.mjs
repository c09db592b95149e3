// Builds, checks and tests the frontend. Usage (from frontend/, via npm scripts):
//   node scripts/build.mjs build   writes ../tb_fairness/static/index.js and app.js and their stamp,
//                                  index.js.stamp.json
//   node scripts/build.mjs check   rebuilds in memory; exits 1 if it differs from the committed bundles
//                                  or if the committed stamp is not the stamp of the sources and bundles
//   node scripts/build.mjs test    bundles test/*.test.ts into a temp dir and runs `node --test` on them
import * as esbuild from 'esbuild';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, readdirSync, rmSync, existsSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const FRONTEND = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC = resolve(FRONTEND, '..', 'tb_fairness', 'static');
// Three bundles: index.js, the loader TensorBoard imports (a few KiB: it sends the tab's first
// requests at once, src/index.ts); app.js, the app it imports (src/main.ts); and plot.js,
// the charts' library (Observable Plot, src/plot_library.ts), which the app imports when a
// chart is first drawn (src/views/plot.ts). Each is named by its digest in the bundle that
// imports it, so that browsers may keep it.
const LOADER = 'index.js';
const APP = 'app.js';
const PLOT = 'plot.js';
const BUNDLE = join(STATIC, LOADER);
// The stamp lets setup.py refuse to build a wheel or sdist with a stale or hand-edited bundle
// without Node: it holds the SHA-256 of the bundles' sources and of each bundle's bytes.
// setup.py (_sources_sha256) computes the same digest; change both together.
const STAMP = `${BUNDLE}.stamp.json`;

// Everything that shapes the bytes is fixed here (and esbuild's exact version
// in package-lock.json), and paths are relative to frontend/, so the same
// sources give the same bundle on every machine.
const BUNDLE_OPTIONS = {
  absWorkingDir: FRONTEND,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome109', 'firefox115', 'safari16'],
  minify: true,
  legalComments: 'eof',
  charset: 'ascii',
  sourcemap: false,
  metafile: false,
  logLevel: 'warning',
  define: {'process.env.NODE_ENV': '"production"'},
  banner: {js: '// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.'},
  write: false,
};

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function bundleOf(entry, define = {}) {
  const result = await esbuild.build({...BUNDLE_OPTIONS, entryPoints: [entry], define: {...BUNDLE_OPTIONS.define, ...define}});
  if (result.outputFiles.length !== 1) throw new Error('expected one output file');
  return result.outputFiles[0].contents;
}

/** A bundle's digest as its importer names it (as tb_fairness/plugin/responses.py's Bundle does). */
const version = (bytes) => JSON.stringify(sha256(bytes).slice(0, 16));

/** The bundles by file name: the charts' library, the app naming it, and the loader naming both. */
async function bundles() {
  const plot = await bundleOf('src/plot_library.ts');
  const app = await bundleOf('src/main.ts', {PLOT_VERSION: version(plot)});
  const loader = await bundleOf('src/index.ts', {APP_VERSION: version(app), PLOT_VERSION: version(plot)});
  return {[LOADER]: loader, [APP]: app, [PLOT]: plot};
}

// Paths relative to frontend/, '/'-separated: every regular file under src/ (symlinks to files
// count, symlinked directories do not) and package-lock.json (it pins esbuild and the libraries).
function sourceFiles() {
  const files = ['package-lock.json'];
  const walk = (rel) => {
    for (const entry of readdirSync(join(FRONTEND, rel), {withFileTypes: true})) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (statSync(join(FRONTEND, path)).isFile()) files.push(path);
    }
  };
  walk('src');
  // Byte order of the UTF-8 paths (what Python's sorted() and `LC_ALL=C sort` give).
  return files.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

// SHA-256 of the `sha256sum` listing of the sources: one "<sha256 hex of the file>  <path>\n"
// line per file, in that order. For a tree without symlinks (and spaces in names) that is
//   cd frontend && (find src -type f; echo package-lock.json) | LC_ALL=C sort | xargs sha256sum | sha256sum
function sourcesSha256() {
  const listing = sourceFiles()
    .map((path) => `${sha256(readFileSync(join(FRONTEND, path)))}  ${path}\n`)
    .join('');
  return sha256(Buffer.from(listing, 'utf8'));
}

function stampText(built) {
  const stamp = {
    generated_by: 'frontend/scripts/build.mjs build (npm run build); checked by npm run check and setup.py',
    sources: 'frontend/src/** and frontend/package-lock.json: sha256 of their sha256sum listing, sorted by path relative to frontend/',
    sources_sha256: sourcesSha256(),
    bundles: 'tb_fairness/static/: each file and its sha256',
    bundles_sha256: Object.fromEntries(Object.entries(built).map(([name, bytes]) => [name, sha256(bytes)])),
  };
  return `${JSON.stringify(stamp, null, 2)}\n`;
}

async function build() {
  const built = await bundles();
  for (const [name, bytes] of Object.entries(built)) {
    writeFileSync(join(STATIC, name), bytes);
    console.log(`wrote ${relative(process.cwd(), join(STATIC, name))} (${(bytes.length / 1024).toFixed(1)} KiB)`);
  }
  writeFileSync(STAMP, stampText(built));
  console.log(`wrote ${relative(process.cwd(), STAMP)}`);
}

async function check() {
  const built = await bundles();
  for (const [name, fresh] of Object.entries(built)) {
    const path = join(STATIC, name);
    const rel = relative(process.cwd(), path);
    if (!existsSync(path)) {
      console.error(`FAIL: ${rel} is missing. Run \`npm run build\` in frontend/ and commit it.`);
      process.exit(1);
    }
    const committed = readFileSync(path);
    if (!Buffer.from(fresh).equals(committed)) {
      console.error(
        `FAIL: ${rel} is not the build of the current frontend/src ` +
          `(${committed.length} bytes committed, ${fresh.length} bytes built). ` +
          'Run `npm run build` in frontend/ and commit the result.',
      );
      process.exit(1);
    }
  }
  const stampRel = relative(process.cwd(), STAMP);
  if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== stampText(built)) {
    console.error(
      `FAIL: ${stampRel} is ${existsSync(STAMP) ? 'out of date' : 'missing'}: ` +
        'it must hold the SHA-256 of frontend/src + package-lock.json and of each bundle ' +
        '(setup.py checks it when building a wheel or sdist). ' +
        'Run `npm run build` in frontend/ and commit the bundles and the stamp.',
    );
    process.exit(1);
  }
  const sizes = Object.entries(built).map(([name, bytes]) => `${name} ${bytes.length} bytes`);
  console.log(`OK: ${sizes.join(', ')} match a fresh build of frontend/src, and ${stampRel} is current.`);
}

async function test() {
  const files = readdirSync(join(FRONTEND, 'test'))
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
  if (files.length === 0) throw new Error('no test/*.test.ts files');
  const dir = mkdtempSync(join(tmpdir(), 'tb-fairness-test-'));
  try {
    await esbuild.build({
      absWorkingDir: FRONTEND,
      entryPoints: files.map((f) => `test/${f}`),
      outdir: dir,
      outExtension: {'.js': '.mjs'},
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'warning',
      // The tests import only pure modules; keep node built-ins external.
      packages: 'external',
    });
    const built = readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => join(dir, f));
    const r = spawnSync(process.execPath, ['--enable-source-maps', '--test', ...built], {stdio: 'inherit'});
    process.exitCode = r.status ?? 1;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const mode = process.argv[2];
const modes = {build, check, test};
if (!(mode in modes)) {
  console.error('usage: node scripts/build.mjs build|check|test');
  process.exit(2);
}
await modes[mode]();
