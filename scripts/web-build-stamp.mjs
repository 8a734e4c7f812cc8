// Whether the built web app (apps/web/dist) was built from the sources as they are now: a SHA-256 of
// what the bundle is made of (the web app, the core package it imports, the lockfile), stored beside
// the build. `pnpm demo` skips the build when it matches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the bundle is made of, relative to the repository root. */
const SOURCES = ['apps/web', 'packages/core/src', 'pnpm-lock.yaml'];
/** Inside those: what never goes into the bundle (the build itself, browser tests, installed packages). */
const SKIPPED = new Set(['node_modules', 'dist', 'e2e', 'test-results']);

export const webDistOf = (root) => join(root, 'apps/web/dist');
export const stampPathOf = (root) => join(webDistOf(root), '.sources.sha256');

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** The SHA-256 of every source file's path and content, in a fixed order. */
export function webSourcesHash(root) {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => filesUnder(join(root, source)))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when a build exists and was made from sources with this hash. */
export function webBuildIsCurrent(root, sourcesHash) {
  const stamp = stampPathOf(root);
  if (!existsSync(join(webDistOf(root), 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourcesHash;
}

/** Notes, after a successful build, which sources it was made from. */
export function recordWebBuild(root, sourcesHash) {
  writeFileSync(stampPathOf(root), `${sourcesHash}\n`);
}
