import { rmSync } from 'node:fs';

/** Deletes the run's SQLite file (see playwright.config.ts) with its WAL companions. */
export default function globalTeardown(): void {
  const databasePath = process.env.LEADPATH_E2E_DB;
  // A PostgreSQL run's cluster is removed by its wrapper (playwright.config.ts).
  if (!databasePath || /^postgres(ql)?:/.test(databasePath)) return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
}
