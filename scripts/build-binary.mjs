// pnpm build:binary: dist/leadpath, the whole product as one executable (issue 37, ADR 055). The
// server bundled into one CommonJS file (esbuild), the files it reads at run time as one compressed
// asset (scripts/binary/payload.mjs), both injected into a copy of this Node with Node's single
// executable support (node --experimental-sea-config, postject).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'postject';
import { EXTRACTED_PACKAGES, packPayload, payloadFiles } from './binary/payload.mjs';
import { recordWebBuild, webBuildIsCurrent, webSourcesHash } from './web-build-stamp.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const out = join(repoRoot, 'dist');
const work = join(out, 'binary');
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function buildWebApp() {
  const hash = webSourcesHash(repoRoot);
  if (webBuildIsCurrent(repoRoot, hash)) return;
  execFileSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  recordWebBuild(repoRoot, hash);
}

function version() {
  const { version = '0.0.0' } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return commit.status === 0 ? `${version}+${commit.stdout.trim()}` : version;
}

/** Packages the bundle leaves to the extracted folder: `require` there instead of here. */
const extractedPackages = {
  name: 'leadpath-extracted',
  setup(esbuild) {
    const names = EXTRACTED_PACKAGES.map((entry) => entry.name.replace(/[/@.-]/g, '\\$&')).join('|');
    esbuild.onResolve({ filter: new RegExp(`^(${names})$`) }, (args) => ({
      path: args.path,
      namespace: 'extracted',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'extracted' }, (args) => ({
      contents: `module.exports = __leadpathRequire(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

async function bundle(payloadId) {
  const bootstrap = readFileSync(join(repoRoot, 'scripts', 'binary', 'bootstrap.cjs'), 'utf8').replace(
    '__LEADPATH_PAYLOAD_ID__',
    JSON.stringify(payloadId),
  );
  const outfile = join(work, 'leadpath.cjs');
  await build({
    entryPoints: [join(repoRoot, 'apps', 'server', 'src', 'binary', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    banner: { js: bootstrap },
    define: {
      'import.meta.url': '__leadpathModuleUrl',
      __LEADPATH_VERSION__: JSON.stringify(version()),
    },
    // pg's optional native binding: never loaded unless NODE_PG_FORCE_NATIVE asks for it.
    external: ['pg-native'],
    plugins: [extractedPackages],
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outfile;
}

function injectInto(executable, blob) {
  copyFileSync(process.execPath, executable);
  chmodSync(executable, 0o755);
  // Debian's node carries its symbols and debug information (99 MB): without them 86 MB. Optional
  // (binutils); strip's warnings about Node's many ELF notes are noise.
  const stripped = spawnSync('strip', [executable], { stdio: 'ignore' });
  if (stripped.error && stripped.error.code !== 'ENOENT') throw stripped.error;
  return inject(executable, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: SEA_FUSE });
}

async function main() {
  buildWebApp();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const files = payloadFiles(repoRoot);
  const payload = packPayload(files);
  const payloadPath = join(work, 'payload.bin');
  writeFileSync(payloadPath, payload);
  const payloadId = createHash('sha256').update(payload).digest('hex').slice(0, 16);
  const main = await bundle(payloadId);
  const seaConfig = join(work, 'sea-config.json');
  const blob = join(work, 'sea-prep.blob');
  writeFileSync(
    seaConfig,
    JSON.stringify({
      main,
      output: blob,
      disableExperimentalSEAWarning: true,
      assets: { payload: payloadPath },
    }),
  );
  execFileSync(process.execPath, ['--experimental-sea-config', seaConfig], { stdio: 'inherit' });
  const executable = join(out, 'leadpath');
  await injectInto(executable, blob);
  console.info(
    [
      `dist/leadpath: ${megabytes(statSync(executable).size)} (Node ${process.version}, Linux ${process.arch})`,
      `  server bundle ${megabytes(statSync(main).size)}`,
      `  files ${megabytes(payload.length)} compressed: ${files.length} (migrations, web app, ${EXTRACTED_PACKAGES.map((entry) => entry.name).join(', ')} and their dependencies)`,
    ].join('\n'),
  );
}

await main();
