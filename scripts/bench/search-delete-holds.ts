// Issue 30 (ADR 095): what a bulk delete's 2-row transactions write, with and without the prospects' search
// index's delete trigger, on the server's schema (migrations applied: FTS5's automerge off, ADR 087). The
// trigram index is contentless with contentless_delete=1 (migration 0003): a deleted row becomes a tombstone of
// its segment. Pages written come from the WAL's growth, which does not depend on the machine's load as times do;
// a transaction that writes hundreds of pages is a merge or a tombstone table rewritten inside the delete.
// Usage: BENCH_DATABASE=<a db:seed --large file> node --import tsx scripts/bench/search-delete-holds.ts [rows]
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrateConnection } from '../../packages/db/src/migrate.ts';

const source = process.env.BENCH_DATABASE;
if (!source)
  throw new Error('BENCH_DATABASE=<a database seeded by pnpm db:seed --large> (copied, not changed)');
const rows = Number(process.argv[2] ?? 15_000);
const IMPORT_BATCH = 40; // the CSV import's rows a transaction
const DELETE_CHUNK = 2; // packages/api/src/lists/delete-owned.ts
const WAL_FRAME = 4096 + 24;

function copyOf(label: string): { sqlite: Database.Database; path: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), `lp-search-delete-${label}-`));
  const path = join(dir, 'app.db');
  copyFileSync(source!, path);
  if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${path}-wal`);
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // The server's schema: migration 0066 turns FTS5's automerge off (the merge worker merges instead).
  migrateConnection(sqlite);
  return { sqlite, path, dir };
}

/** `rows` new prospects like the bench's CSV import, 40 a transaction, then merged as the worker would. */
function importRows(sqlite: Database.Database, ownerId: string): string[] {
  const template = sqlite
    .prepare('select * from prospects where owner_id = ? limit 1')
    .get(ownerId) as Record<string, unknown>;
  const columns = Object.keys(template);
  const insert = sqlite.prepare(
    `insert into prospects (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const ids: string[] = [];
  for (let start = 0; start < rows; start += IMPORT_BATCH)
    sqlite.transaction(() => {
      for (let n = start; n < Math.min(rows, start + IMPORT_BATCH); n++) {
        const id = `bench-delete-${String(n).padStart(8, '0')}`;
        ids.push(id);
        insert.run({
          ...template,
          id,
          email: `w-${n}@bench-writes.test`,
          first_name: 'Bench',
          last_name: `Writer ${n}`,
          linkedin_url: '',
        });
      }
    })();
  const merge = sqlite.prepare("insert into prospects_search (prospects_search, rank) values ('merge', 8)");
  const changes = sqlite.prepare('select total_changes()').pluck();
  for (;;) {
    const before = changes.get() as number;
    merge.run();
    if ((changes.get() as number) - before < 2) break;
  }
  return ids;
}

function measure(label: string, withSearchTrigger: boolean): void {
  const { sqlite, path, dir } = copyOf(label);
  try {
    const ownerId = sqlite
      .prepare("select id from users where email = 'pro@demo.test'")
      .pluck()
      .get() as string;
    const ids = importRows(sqlite, ownerId);
    if (!withSearchTrigger) sqlite.exec('drop trigger prospects_search_delete');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.pragma('wal_autocheckpoint = 0');
    const remove = sqlite.prepare('delete from prospects where id in (?, ?) and +owner_id = ?');
    const written: Array<{ at: number; pages: number; ms: number }> = [];
    let walBytes = statSync(`${path}-wal`).size;
    for (let at = 0; at + DELETE_CHUNK <= ids.length; at += DELETE_CHUNK) {
      const started = performance.now();
      sqlite.transaction(() => remove.run(ids[at], ids[at + 1], ownerId))();
      const ms = performance.now() - started;
      const now = statSync(`${path}-wal`).size;
      written.push({ at, pages: Math.round((now - walBytes) / WAL_FRAME), ms });
      walBytes = now;
    }
    const pages = written.map((w) => w.pages).sort((a, b) => a - b);
    const big = written.filter((w) => w.pages > 100);
    const biggest = [...written].sort((a, b) => b.pages - a.pages).slice(0, 6);
    process.stdout.write(
      `${label}: ${written.length} transactions of ${DELETE_CHUNK} rows; pages written median ${pages[pages.length >> 1]}, ` +
        `p99 ${pages[Math.floor(pages.length * 0.99)]}, max ${pages.at(-1)}; over 100 pages: ${big.length} ` +
        `(${biggest.map((w) => `${w.pages} pages ${w.ms.toFixed(1)} ms after ${w.at} rows`).join(', ')})\n`,
    );
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

measure('with the search index', true);
measure('without its delete trigger', false);
