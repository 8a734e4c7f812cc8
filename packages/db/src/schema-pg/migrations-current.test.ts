import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { pgMigrationsFolder } from '../migrate-pg.ts';
import { derivePgTables } from './derive.ts';
import * as pgSchema from './index.ts';

/** drizzle-kit's snapshot after the last PostgreSQL migration. */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync(join(pgMigrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.at(-1);
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(join(pgMigrationsFolder, 'meta', file), 'utf8'));
}

/** The statements drizzle-kit would generate from the last snapshot to these tables. */
async function pendingStatements(tables: Record<string, unknown>): Promise<string[]> {
  const previous = lastSnapshot();
  return generateMigration(previous, generateDrizzleJson(tables, previous.id, undefined, 'snake_case'));
}

describe('drizzle/pg follows the SQLite schema', () => {
  it('has a migration for every change of the derived tables (else run pnpm db:generate:pg)', async () => {
    expect(await pendingStatements({ ...pgSchema })).toEqual([]);
  });

  it('sees a SQLite table the migrations do not create yet', async () => {
    const added = derivePgTables({ notes: sqliteTable('notes', { id: text().primaryKey() }) });
    const statements = await pendingStatements({ ...pgSchema, ...added });
    expect(statements.join('\n')).toMatch(/CREATE TABLE "notes"/);
  });
});
