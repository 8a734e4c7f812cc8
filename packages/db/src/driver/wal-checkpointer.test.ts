import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databasePath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'leadpath-wal-'));
  folders.push(folder);
  return join(folder, 'app.db');
}

describe('the WAL checkpointer', () => {
  it('copies committed pages into the database file from its own thread, never at the app’s commits', async () => {
    const path = databasePath();
    const db = openDatabase(path);
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await db.$sql.exec('create table filler (body text)');
    // About 400 KB: far below SQLite's own automatic checkpoint (1,000 pages), so only the worker copies it.
    const rows = Array.from({ length: 200 }, (_, index) => [String(index).padStart(2000, '.')]);
    await db.$sql.runMany('insert into filler (body) values (?)', rows);
    await expect.poll(() => statSync(path).size, { timeout: 10_000 }).toBeGreaterThan(400_000);
    expect(await db.$sql.get('select count(*) as count from filler')).toEqual({ count: 200 });
    await db.close();
  });

  it('stops with the database, and the file opens again with every row', async () => {
    const path = databasePath();
    const db = openDatabase(path);
    await db.$sql.exec('create table notes (body text)');
    await db.$sql.run('insert into notes (body) values (?)', ['kept']);
    await db.close();
    const again = openDatabase(path);
    expect(await again.$sql.pluck('select body from notes')).toEqual(['kept']);
    await again.close();
  });
});
