import { describe, expect, it } from 'vitest';
import { insertLeads, insertUser } from './factories.ts';
import { createSqliteTestDatabase } from './testing.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;

// SQLite's triggers (migration 0025); PostgreSQL's are held to the same counts by the kept-counts parity test.
describe('prospect_day_counts (migration 0025)', () => {
  it('stays equal to counting the prospects per owner and UTC day through inserts, deletes and moves', async () => {
    const db = createSqliteTestDatabase();
    const ann = await insertUser(db, { email: 'ann@example.com', passwordHash: 'x' }, NOW);
    const ben = await insertUser(db, { email: 'ben@example.com', passwordHash: 'x' }, NOW);
    await insertLeads(db, ann.id, { companies: 3, prospects: 40 }, { now: NOW });
    await insertLeads(db, ben.id, { companies: 2, prospects: 15 }, { seed: 7, now: NOW });
    const client = db.$client;
    const counted = () =>
      client
        .prepare(
          'SELECT owner_id, created_at / 86400000 AS day, count(*) AS added FROM prospects GROUP BY 1, 2 ORDER BY 1, 2',
        )
        .all();
    const kept = () =>
      client
        .prepare('SELECT owner_id, day, added FROM prospect_day_counts WHERE added > 0 ORDER BY 1, 2')
        .all();
    expect(kept()).toEqual(counted());
    expect(kept().length).toBeGreaterThan(2);

    const [first, second, third] = client
      .prepare('SELECT id FROM prospects WHERE owner_id = ? ORDER BY created_at LIMIT 3')
      .pluck()
      .all(ann.id) as string[];
    client.prepare('DELETE FROM prospects WHERE id = ?').run(first);
    client.prepare('UPDATE prospects SET owner_id = ? WHERE id = ?').run(ben.id, second);
    client.prepare('UPDATE prospects SET created_at = ? WHERE id = ?').run(NOW - 30 * DAY, third);
    client.prepare("UPDATE prospects SET title = 'CEO' WHERE owner_id = ?").run(ann.id);
    expect(kept()).toEqual(counted());
  });
});
