import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, migrateDatabase, openDatabase } from '@leadpath/db';

/** The app clock of a job engine test: tests move `clock.now` instead of waiting. */
export function createTestClock(start = Date.UTC(2026, 10, 23, 12, 0, 0)) {
  const clock = { now: start, advance: (ms: number) => (clock.now += ms) };
  return { clock, now: () => clock.now };
}

/**
 * `count` connections to one migrated SQLite file, as two server processes on one database have:
 * each its own connection, WAL, busy timeout. `close()` closes them and removes the file.
 */
export async function openSharedDatabase(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'lp-jobs-'));
  const path = join(dir, 'app.db');
  const first = openDatabase(path);
  await migrateDatabase(first);
  const connections: AppDatabase[] = [first];
  while (connections.length < count) connections.push(openDatabase(path));
  return {
    path,
    connections,
    async close() {
      for (const db of connections) await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
