import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing.ts';

// Rows of these tables are deleted many at a time (a bulk delete of prospects, a deleted sequence's
// enrollments, steps and scheduled steps): each deleted row's cascade or `set null` looks up its child rows
// by the foreign key, so without an index each one scans the child table (ADR 079: deleting a sequence of
// 2,000 enrollments took 22 s). A key to any other parent (a user, a mailbox) is deleted one at a time.
const DELETED_IN_BULK = [
  'companies',
  'prospects',
  'scheduled_steps',
  'sequence_enrollments',
  'sequence_steps',
];

type ForeignKey = { child: string; column: string; parent: string };

/** Single-column foreign keys no index starts with, on SQLite. */
async function unindexedSqliteKeys(db: ReturnType<typeof createTestDatabase>): Promise<ForeignKey[]> {
  const tables = await db.$sql.all<{ name: string }>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like '%VIRTUAL TABLE%'",
  );
  const found: ForeignKey[] = [];
  for (const { name } of tables) {
    const keys = await db.$sql.all<{ from: string; table: string }>(
      `select * from pragma_foreign_key_list('${name}')`,
    );
    const leading = await db.$sql.all<{ column: string }>(
      `select (select name from pragma_index_info(l.name) where seqno = 0) as "column" from pragma_index_list('${name}') l`,
    );
    const primary = await db.$sql.all<{ name: string }>(
      `select name from pragma_table_info('${name}') where pk = 1`,
    );
    const indexed = new Set([...leading.map((row) => row.column), ...primary.map((row) => row.name)]);
    for (const key of keys)
      if (!indexed.has(key.from)) found.push({ child: name, column: key.from, parent: key.table });
  }
  return found;
}

/** Single-column foreign keys no index starts with, on PostgreSQL. */
function unindexedPostgresKeys(db: ReturnType<typeof createTestDatabase>): Promise<ForeignKey[]> {
  return db.$sql.all<ForeignKey>(
    `select c.conrelid::regclass::text as child, a.attname as "column", c.confrelid::regclass::text as parent
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`,
  );
}

describe('foreign keys to rows deleted in bulk', () => {
  it('each has an index that starts with it, so a delete of many parents never scans a child table per row', async () => {
    const db = createTestDatabase();
    const keys = db.$dialect === 'sqlite' ? await unindexedSqliteKeys(db) : await unindexedPostgresKeys(db);
    const slow = keys
      .filter((key) => DELETED_IN_BULK.includes(key.parent))
      .map((key) => `${key.child}.${key.column} -> ${key.parent}`)
      .sort();
    expect(slow).toEqual([]);
    // The check sees foreign keys at all (a catalog query that finds nothing would pass).
    expect(keys.length).toBeGreaterThan(0);
  });
});
