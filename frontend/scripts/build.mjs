// Builds, checks and tests the frontend. Usage (from frontend/, via npm scripts):
//   node scripts/build.mjs build   writes ../tb_fairness/static/index.js
//   node scripts/build.mjs check   rebuilds into a temp file; exits 1 if it differs from the committed bundle
//   node scripts/build.mjs test    bundles test/*.test.ts into a temp dir and runs `node --test` on them
import * as esbuild from 'esbuild';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, existsSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const FRONTEND = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = resolve(FRONTEND, '..', 'tb_fairness', 'static', 'index.js');

// Everything that shapes the bytes is fixed here (and esbuild's exact version
// in package-lock.json), and paths are relative to frontend/, so the same
// sources give the same bundle on every machine.
const BUNDLE_OPTIONS = {
  absWorkingDir: FRONTEND,
  entryPoints: ['src/index.ts'],
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

async function bundle() {
  const result = await esbuild.build(BUNDLE_OPTIONS);
  if (result.outputFiles.length !== 1) throw new Error('expected one output file');
  return result.outputFiles[0].contents;
}

async function build() {
  const bytes = await bundle();
  writeFileSync(BUNDLE, bytes);
  console.log(`wrote ${relative(process.cwd(), BUNDLE)} (${(bytes.length / 1024).toFixed(1)} KiB)`);
}

async function check() {
  const dir = mkdtempSync(join(tmpdir(), 'tb-fairness-check-'));
  try {
    const fresh = join(dir, 'index.js');
    writeFileSync(fresh, await bundle());
    const rel = relative(process.cwd(), BUNDLE);
    if (!existsSync(BUNDLE)) {
      console.error(`FAIL: ${rel} is missing. Run \`npm run build\` in frontend/ and commit it.`);
      process.exit(1);
    }
    const a = readFileSync(fresh);
    const b = readFileSync(BUNDLE);
    if (!a.equals(b)) {
      console.error(
        `FAIL: ${rel} is not the build of the current frontend/src ` +
          `(${b.length} bytes committed, ${a.length} bytes built). ` +
          'Run `npm run build` in frontend/ and commit the result.',
      );
      process.exit(1);
    }
    console.log(`OK: ${rel} matches a fresh build of frontend/src (${a.length} bytes).`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

async function test() {
  const files = readdirSync(join(FRONTEND, 'test')).filter((f) => f.endsWith('.test.ts')).sort();
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
    const built = readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => join(dir, f));
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
