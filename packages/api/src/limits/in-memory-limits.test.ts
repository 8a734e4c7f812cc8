import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Several app instances share one database (issue 32): a limit counted in one process's memory would
// let N instances allow N times it. The limits' module offers only the shared store (ADR 050).
const repo = join(import.meta.dirname, '..', '..', '..', '..');
const roots = ['packages/api/src', 'packages/integrations/src', 'apps/server/src'].map((root) =>
  join(repo, root),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = roots.flatMap(sourceFiles).map((path) => ({
  path: relative(repo, path),
  text: readFileSync(path, 'utf8'),
}));

/** Counts kept in a process: a Map, Set, or array of times held by a limit, a throttle or a rate. */
const inMemoryStore = /new (Map|Set|WeakMap)\b|:\s*number\[\]\s*=\s*\[\]/;
const isLimitFile = (path: string) =>
  path.split(sep).includes('limits') ||
  /(throttle|rate-limit|request-rate|request-window|pacer|limiter)[^/]*\.tsx?$/.test(path);

describe('limits count only in the shared store', () => {
  it('finds no in-memory counter in the limits module or in any throttle or rate limit', () => {
    const offenders = files.filter(({ path, text }) => isLimitFile(path) && inMemoryStore.test(text));
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });

  it('finds nothing importing the removed in-memory sliding window', () => {
    const offenders = files.filter(({ text }) => /sliding-window(\.ts)?['"]/.test(text));
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });

  it('would catch one: the check sees a Map in a limit file', () => {
    expect(isLimitFile(join('packages', 'api', 'src', 'limits', 'new-throttle.ts'))).toBe(true);
    // The CRM request pacer that kept its window in memory (before issue 32) is one too.
    expect(isLimitFile(join('packages', 'integrations', 'src', 'crm', 'request-pacer.ts'))).toBe(true);
    expect(inMemoryStore.test('const sent: number[] = [];')).toBe(true);
    expect(inMemoryStore.test('const hits = new Map<string, number>();')).toBe(true);
  });
});
