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
function groupedStates(db: ReturnType<typeof createTestApp>['db'], ownerId: string) {
  const counts = { pending: 0, synced: 0, failed: 0 };
  const state = crmSyncStateSql(prospects.updatedAt);
  for (const row of db
    .select({ state, n: count() })
    .from(prospects)
    .leftJoin(crmSyncLinks, crmLinkJoin(crmSyncTargetOf(db, ownerId), 'prospect', prospects))
    .where(eq(prospects.ownerId, ownerId))
    .groupBy(state)
    .all())
    counts[row.state] = row.n;
  return counts;
}

describe('CRM sync counts kept by triggers (migration 0017)', () => {
  it('equal the state of every prospect through link changes, edits and deletes, per connection', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'crm-counts@example.com', role: 'Pro' });
    insertLeads(t.db, user.id, { companies: 3, prospects: 60 }, { now: t.clock.now });
    const raw = t.db.$client;
    raw
      .prepare("insert into crm_settings (user_id, enabled, provider) values (?, 1, 'hubspot')")
      .run(user.id);
    raw
      .prepare(
        "insert into user_integrations (id, user_id, provider_config_key, connection_id) values ('i1', ?, 'hubspot', 'conn-a')",
      )
      .run(user.id);
    const check = () => {
      const kept = crmStateCounts(t.db, user.id, crmSyncTargetOf(t.db, user.id));
      expect({ pending: kept.pending, synced: kept.synced, failed: kept.failed }).toEqual(
        groupedStates(t.db, user.id),
      );
      expect(kept.total).toBe(60 - deleted);
    };
    let deleted = 0;
    check();
    // Links in the selected connection and in another one (which must not count).
    for (const connection of ['conn-a', 'conn-b'])
      raw
        .prepare(
          `insert into crm_sync_links (owner_id, local_kind, local_id, provider, connection_id, synced_version, failed_version)
           select owner_id, 'prospect', id, 'hubspot', ?,
             case when rowid % 3 = 0 then updated_at end, case when rowid % 4 = 0 then updated_at end
           from prospects where owner_id = ? and rowid % 2 = 0`,
        )
        .run(connection, user.id);
    check();
    expect(crmStateCounts(t.db, user.id, crmSyncTargetOf(t.db, user.id)).synced).toBeGreaterThan(0);
    // An edit makes a synced prospect pending again.
    raw
      .prepare('update prospects set updated_at = updated_at + 1 where owner_id = ? and rowid % 5 = 0')
      .run(user.id);
    check();
    // A push succeeds or fails.
    raw
      .prepare(
        "update crm_sync_links set synced_version = 9e15 where connection_id = 'conn-a' and rowid % 7 = 0",
      )
      .run();
    raw
      .prepare(
        "update crm_sync_links set failed_version = 9e15 where connection_id = 'conn-a' and rowid % 6 = 0",
      )
      .run();
    check();
    // Links and prospects go.
    raw.prepare("delete from crm_sync_links where connection_id = 'conn-a' and rowid % 9 = 0").run();
    check();
    deleted = raw.prepare('delete from prospects where owner_id = ? and rowid % 8 = 0').run(user.id).changes;
    check();
    // The other connection, once selected, has its own counts.
    raw.prepare("update user_integrations set connection_id = 'conn-b' where id = 'i1'").run();
    check();
  });
});
