import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import * as schema from './schema/index.ts';

/** A copy of the migrations folder that stops before the given migration, as an older release shipped it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lp-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const T = 1_795_000_000_000;

/** A database of the release before 0014, with the shared sync state of three users. */
async function databaseBeforeSyncLinks() {
  const db = openDatabase(':memory:');
  await db.$withConnection((sqlite) =>
    migrate(drizzle({ client: sqlite }), {
      migrationsFolder: migrationsBefore('0014_crm_sync_state_per_connection'),
    }),
  );
  const run = (statement: string, ...values: unknown[]) => db.$client.prepare(statement).run(...values);
  const user = (id: string, provider: string | null, connections: Record<string, string>) => {
    run(
      'insert into users (id, email, password_hash, name, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
      id,
      `${id}@example.com`,
      'x',
      id,
      T,
      T,
    );
    run(
      'insert into crm_settings (user_id, enabled, provider, updated_at) values (?, 1, ?, ?)',
      id,
      provider,
      T,
    );
    for (const [key, connectionId] of Object.entries(connections)) {
      run(
        'insert into user_integrations (id, user_id, provider_config_key, connection_id, added_date) values (?, ?, ?, ?, ?)',
        `${id}-${key}`,
        id,
        key,
        connectionId,
        T,
      );
    }
  };
  const prospect = (id: string, owner: string, state: string, externalId: string | null, updatedAt = T) =>
    run(
      'insert into prospects (id, owner_id, first_name, crm_sync_state, crm_external_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
      id,
      owner,
      id,
      state,
      externalId,
      T,
      updatedAt,
    );
  const company = (id: string, owner: string, links: Record<string, string>) => {
    run(
      'insert into companies (id, owner_id, name, created_at, updated_at) values (?, ?, ?, ?, ?)',
      id,
      owner,
      id,
      T,
      T + 5,
    );
    for (const [provider, externalId] of Object.entries(links))
      run(
        'insert into crm_company_links (company_id, provider, external_id) values (?, ?, ?)',
        id,
        provider,
        externalId,
      );
  };

  // HubSpot selected, both providers connected.
  user('u1', 'hubspot', { hubspot: 'conn-h1', salesforce: 'conn-s1' });
  prospect('p1', 'u1', 'synced', '1087', T + 1);
  prospect('p2', 'u1', 'pending', '2001');
  prospect('p3', 'u1', 'failed', null, T + 3);
  prospect('p4', 'u1', 'synced', '003SBX0123456789AB'); // a Salesforce id from before a switch
  prospect('p5', 'u1', 'pending', null);
  company('c1', 'u1', { hubspot: '55' });
  company('c2', 'u1', { salesforce: '001SBX0123456789' });
  // Salesforce selected but not connected: nothing can be attributed.
  user('u2', 'salesforce', {});
  prospect('q1', 'u2', 'synced', '003SBX0000000000AA');
  company('d1', 'u2', { salesforce: '001SBX0000000000' });
  // Salesforce selected and connected.
  user('u3', 'salesforce', { salesforce: 'conn-s3' });
  prospect('r1', 'u3', 'synced', '0035g00000ABCDEFAA', T + 7);
  prospect('r2', 'u3', 'synced', '1087'); // a HubSpot id from before a switch
  return db;
}

describe('migrations 0014-0015: sync state per provider and connection', () => {
  it('moves each id to the provider and connection it belongs to, and never across providers', async () => {
    const db = await databaseBeforeSyncLinks();
    await migrateDatabase(db);
    const links = await db.select().from(schema.crmSyncLinks).all();
    const linkOf = (id: string) => links.filter((link) => link.localId === id);
    expect(linkOf('p1')).toEqual([
      {
        ownerId: 'u1',
        localKind: 'prospect',
        localId: 'p1',
        provider: 'hubspot',
        connectionId: 'conn-h1',
        externalId: '1087',
        syncedVersion: T + 1,
        syncedAt: new Date(T + 1),
        failedVersion: null,
        failedAt: null,
        lastError: null,
      },
    ]);
    // Pending with an id: the next sync updates that record.
    expect(linkOf('p2')).toMatchObject([
      { externalId: '2001', syncedVersion: null, connectionId: 'conn-h1' },
    ]);
    expect(linkOf('p3')).toMatchObject([{ externalId: null, syncedVersion: null, failedVersion: T + 3 }]);
    expect(linkOf('p4')).toEqual([]);
    expect(linkOf('p5')).toEqual([]);
    expect(linkOf('c1')).toMatchObject([
      {
        localKind: 'company',
        provider: 'hubspot',
        connectionId: 'conn-h1',
        externalId: '55',
        syncedVersion: T + 5,
      },
    ]);
    expect(linkOf('c2')).toMatchObject([
      {
        localKind: 'company',
        provider: 'salesforce',
        connectionId: 'conn-s1',
        externalId: '001SBX0123456789',
      },
    ]);
    expect(linkOf('q1')).toEqual([]);
    expect(linkOf('d1')).toEqual([]);
    expect(linkOf('r1')).toMatchObject([
      {
        provider: 'salesforce',
        connectionId: 'conn-s3',
        externalId: '0035g00000ABCDEFAA',
        syncedVersion: T + 7,
      },
    ]);
    expect(linkOf('r2')).toEqual([]);

    // The shared columns and table are gone; nothing was rebuilt, so the lead counts still hold.
    const columns = db.$client.prepare("select name from pragma_table_info('prospects')").pluck().all();
    expect(columns).not.toContain('crm_sync_state');
    expect(columns).not.toContain('crm_external_id');
    const tables = db.$client.prepare("select name from sqlite_master where type = 'table'").pluck().all();
    expect(tables).not.toContain('crm_company_links');
    expect(await db.select().from(schema.leadCounts).all()).toContainEqual({
      ownerId: 'u1',
      prospects: 5,
      companies: 2,
    });

    // Deleting a prospect or a company deletes its links.
    db.$client.prepare("delete from prospects where id = 'p1'").run();
    db.$client.prepare("delete from companies where id = 'c1'").run();
    const left = (await db.select().from(schema.crmSyncLinks).all()).map((link) => link.localId);
    expect(left.sort()).toEqual(['c2', 'p2', 'p3', 'r1']);
  });
});
