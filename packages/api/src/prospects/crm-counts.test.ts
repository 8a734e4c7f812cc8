import {
  crmLinkJoin,
  crmSyncLinks,
  crmSyncStateSql,
  crmSyncTargetOf,
  insertLeads,
  prospects,
} from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { crmStateCounts } from './crm-counts.ts';

/** The states as crmSyncStateSql reads them, prospect by prospect: what the kept counts must equal. */
async function groupedStates(db: ReturnType<typeof createTestApp>['db'], ownerId: string) {
  const counts = { pending: 0, synced: 0, failed: 0 };
  const state = crmSyncStateSql(prospects.updatedAt);
  for (const row of await db
    .select({ state, n: count() })
    .from(prospects)
    .leftJoin(crmSyncLinks, crmLinkJoin(await crmSyncTargetOf(db, ownerId), 'prospect', prospects))
    .where(eq(prospects.ownerId, ownerId))
    .groupBy(state)
    .all())
    counts[row.state] = row.n;
  return counts;
}

/**
 * A spread of links, every n-th by their prospect's creation time (random milliseconds): a subset
 * chosen the same way on both engines, which have no common rowid (ADR 041).
 */
const someOf = (n: number) => `local_id in (select id from prospects where created_at % ${n} = 0)`;

describe('CRM sync counts kept by triggers (migration 0017)', () => {
  it('equal the state of every prospect through link changes, edits and deletes, per connection', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'crm-counts@example.com', role: 'Pro' });
    await insertLeads(t.db, user.id, { companies: 3, prospects: 60 }, { now: t.clock.now });
    await t.db.$sql.run("insert into crm_settings (user_id, enabled, provider) values (?, 1, 'hubspot')", [
      user.id,
    ]);
    await t.db.$sql.run(
      "insert into user_integrations (id, user_id, provider_config_key, connection_id) values ('i1', ?, 'hubspot', 'conn-a')",
      [user.id],
    );
    const check = async () => {
      const kept = await crmStateCounts(t.db, user.id, await crmSyncTargetOf(t.db, user.id));
      expect({ pending: kept.pending, synced: kept.synced, failed: kept.failed }).toEqual(
        await groupedStates(t.db, user.id),
      );
      expect(kept.total).toBe(60 - deleted);
    };
    let deleted = 0;
    await check();
    // Links in the selected connection and in another one (which must not count).
    for (const connection of ['conn-a', 'conn-b'])
      await t.db.$sql.run(
        `insert into crm_sync_links (owner_id, local_kind, local_id, provider, connection_id, synced_version, failed_version)
           select owner_id, 'prospect', id, 'hubspot', ?,
             case when created_at % 3 = 0 then updated_at end, case when created_at % 4 = 0 then updated_at end
           from prospects where owner_id = ? and created_at % 2 = 0`,
        [connection, user.id],
      );
    await check();
    expect(
      (await crmStateCounts(t.db, user.id, await crmSyncTargetOf(t.db, user.id))).synced,
    ).toBeGreaterThan(0);
    // An edit makes a synced prospect pending again.
    await t.db.$sql.run(
      'update prospects set updated_at = updated_at + 1 where owner_id = ? and created_at % 5 = 0',
      [user.id],
    );
    await check();
    // A push succeeds or fails.
    await t.db.$sql.run(
      `update crm_sync_links set synced_version = 9e15 where connection_id = 'conn-a' and ${someOf(7)}`,
    );
    await t.db.$sql.run(
      `update crm_sync_links set failed_version = 9e15 where connection_id = 'conn-a' and ${someOf(6)}`,
    );
    await check();
    // Links and prospects go.
    await t.db.$sql.run(`delete from crm_sync_links where connection_id = 'conn-a' and ${someOf(9)}`);
    await check();
    deleted = (
      await t.db.$sql.run('delete from prospects where owner_id = ? and created_at % 8 = 0', [user.id])
    ).changes;
    await check();
    // The other connection, once selected, has its own counts.
    await t.db.$sql.run("update user_integrations set connection_id = 'conn-b' where id = 'i1'");
    await check();
  });
});
