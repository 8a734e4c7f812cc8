import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function migratedFile() {
  const folder = mkdtempSync(join(tmpdir(), 'leadpath-merge-'));
  folders.push(folder);
  const db = openDatabase(join(folder, 'app.db'));
  await migrateDatabase(db);
  return db;
}

type Db = Awaited<ReturnType<typeof migratedFile>>;

/** The index's segments, from FTS5's structure record (a cookie, a version flag, then varints: levels, segments). */
async function segmentsOf(db: Db): Promise<number> {
  const [block] = await db.$sql.pluck<Buffer>('select block from prospects_search_data where id = 10');
  if (!block) return 0;
  let at = block.readUInt32BE(4) === 0xff000001 ? 8 : 4;
  const varint = () => {
    let value = 0;
    for (;;) {
      const byte = block[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  varint(); // levels
  return varint();
}

const matches = (db: Db, term: string) =>
  db.$sql.pluck<number>('select rowid from prospects_search where prospects_search match ? order by rowid', [
    `"${term}"`,
  ]);

describe('search index merges (ADR 087)', () => {
  it('leaves merging to the background worker: segments of many small writes merge back, searches answer the same rows', async () => {
    const db = await migratedFile();
    expect(await db.$sql.pluck("select v from prospects_search_config where k = 'automerge'")).toEqual([0]);
    // Each insert its own commit: one new segment each, none merged by the writes themselves.
    for (let row = 1; row <= 12; row++)
      await db.$sql.run(
        'insert into prospects_search (rowid, name, email, title, company) values (?, ?, ?, ?, ?)',
        [row, `Person ${row}`, `p${row}@example.test`, 'Head of Sales', row % 2 ? 'Acme' : 'Globex'],
      );
    await db.$sql.run('delete from prospects_search where rowid = ?', [4]);
    const acme = await matches(db, 'acme');
    const globex = await matches(db, 'globex');
    expect(acme).toEqual([1, 3, 5, 7, 9, 11]);
    expect(globex).toEqual([2, 6, 8, 10, 12]);
    await expect.poll(() => segmentsOf(db), { timeout: 5000, interval: 100 }).toBeLessThanOrEqual(2);
    expect(await matches(db, 'acme')).toEqual(acme);
    expect(await matches(db, 'globex')).toEqual(globex);
    await db.close();
  });
});
