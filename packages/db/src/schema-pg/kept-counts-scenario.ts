// One sequence of writes to prospects, companies and CRM links, run on both engines by
// migrations-pg.test.ts: the tables the triggers keep must read the same after every step.
// Statements use `?` placeholders and SQL both engines read the same way.

export type Statement = { sql: string; params: (string | number | null)[] };
export type Step = { name: string; statements: Statement[] };

const DAY = 86_400_000;
const T0 = 20_000 * DAY;

const user = (id: string): Statement => ({
  sql: 'insert into users (id, email, password_hash, name, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  params: [id, `${id}@example.test`, 'hash', id, T0, T0],
});

const company = (id: string, owner: string, name: string): Statement => ({
  sql: 'insert into companies (id, owner_id, name, domain, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  params: [id, owner, name, `${id}.example`, T0, T0],
});

const prospect = (id: string, owner: string, companyId: string | null, createdAt: number): Statement => ({
  sql: `insert into prospects (id, owner_id, company_id, first_name, last_name, email, title, created_at, updated_at)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  params: [
    id,
    owner,
    companyId,
    `First ${id}`,
    `Last ${id}`,
    `${id}@leads.test`,
    'Buyer',
    createdAt,
    createdAt,
  ],
});

const link = (
  owner: string,
  kind: 'prospect' | 'company',
  localId: string,
  connection: string,
  versions: { synced?: number; failed?: number },
): Statement => ({
  sql: `insert into crm_sync_links (owner_id, local_kind, local_id, provider, connection_id, external_id, synced_version, failed_version)
        values (?, ?, ?, 'hubspot', ?, ?, ?, ?)`,
  params: [
    owner,
    kind,
    localId,
    connection,
    `ext-${localId}`,
    versions.synced ?? null,
    versions.failed ?? null,
  ],
});

const run = (sql: string, ...params: (string | number | null)[]): Statement => ({ sql, params });

export const keptCountsScenario: Step[] = [
  { name: 'users', statements: [user('u1'), user('u2'), user('u3')] },
  {
    name: 'companies',
    statements: [company('c1', 'u1', 'Acme'), company('c2', 'u1', 'Globex'), company('c3', 'u2', 'Initech')],
  },
  {
    name: 'prospects over three days, one at a day boundary',
    statements: [
      prospect('p1', 'u1', 'c1', T0 + 1),
      prospect('p2', 'u1', 'c1', T0 + DAY - 1),
      prospect('p3', 'u1', null, T0 + DAY),
      prospect('p4', 'u1', 'c2', T0 + 2 * DAY + 5),
      prospect('p5', 'u2', 'c3', T0 + 3),
      prospect('p6', 'u3', null, T0 + 7),
    ],
  },
  {
    name: 'CRM links: synced, failed, pending, a second connection, a company',
    statements: [
      link('u1', 'prospect', 'p1', 'conn-a', { synced: T0 + 1 }),
      link('u1', 'prospect', 'p2', 'conn-a', { failed: T0 + DAY }),
      link('u1', 'prospect', 'p3', 'conn-a', { synced: T0 }),
      link('u1', 'prospect', 'p1', 'conn-b', { synced: T0 + 1, failed: T0 + 1 }),
      link('u1', 'company', 'c1', 'conn-a', { synced: T0 }),
      link('u2', 'prospect', 'p5', 'conn-z', { synced: T0 + 3 }),
    ],
  },
  {
    name: 'an edit moves a synced prospect to pending, a later failure marks it failed',
    statements: [
      run('update prospects set updated_at = ? where id = ?', T0 + 50, 'p1'),
      run(
        "update crm_sync_links set failed_version = ? where local_id = ? and connection_id = 'conn-a'",
        T0 + 60,
        'p1',
      ),
    ],
  },
  {
    name: 'a sync catches up and an upsert rewrites a link',
    statements: [
      run("update crm_sync_links set synced_version = ? where local_id = 'p3'", T0 + DAY),
      run(
        `insert into crm_sync_links (owner_id, local_kind, local_id, provider, connection_id, synced_version)
         values ('u1', 'prospect', 'p2', 'hubspot', 'conn-a', ?)
         on conflict (owner_id, local_kind, local_id, provider, connection_id)
         do update set synced_version = excluded.synced_version`,
        T0 + DAY,
      ),
    ],
  },
  {
    name: 'owners and days change',
    statements: [
      run("update prospects set owner_id = 'u2' where id = 'p4'"),
      run("update prospects set created_at = ? where id = 'p3'", T0 + 5 * DAY),
      run("update prospects set created_at = ? where id = 'p1'", T0 + 2),
      run("update companies set owner_id = 'u3' where id = 'c2'"),
      run("update prospects set owner_id = 'u1' where id = 'p1'"),
    ],
  },
  {
    name: 'titles and companies change (the GTM fact rows of ADR 077), one to the row of another',
    statements: [
      run("update prospects set title = 'VP Sales' where id in ('p1', 'p3')"),
      run("update prospects set company_id = 'c1' where id = 'p3'"),
      run("update prospects set company_id = null, title = 'Buyer' where id = 'p1'"),
      run("update prospects set title = 'VP Sales' where id = 'p2'"),
      run("update prospects set title = title where id = 'p2'"),
    ],
  },
  {
    name: "company facts change (the GTM fact rows of ADR 077): set, changed, cleared, a prospect's company",
    statements: [
      run("update companies set industry = 'Software', size = '51-200', location = 'Paris' where id = 'c1'"),
      run("update companies set location = 'Berlin' where id = 'c1'"),
      run("update companies set industry = 'Retail' where id = 'c2'"),
      run("update companies set industry = '' where id = 'c2'"),
      run("update companies set industry = 'Software', size = '51-200', location = 'Paris' where id = 'c2'"),
      run("update prospects set title = 'CFO' where id = 'p3'"),
    ],
  },
  {
    name: 'deletes: a linked prospect, a company (its prospects keep no company), a link',
    statements: [
      run("delete from prospects where id = 'p2'"),
      run("delete from companies where id = 'c1'"),
      run("delete from crm_sync_links where local_id = 'p1' and connection_id = 'conn-b'"),
    ],
  },
  { name: 'a user deleted with everything they own', statements: [run("delete from users where id = 'u2'")] },
];

/** The tables the triggers keep, and the columns that identify a row. */
export const keptTables = [
  'select owner_id, prospects, companies from lead_counts',
  'select owner_id, day, added from prospect_day_counts',
  'select owner_id, provider, connection_id, synced, failed from crm_sync_counts',
  'select owner_id, local_kind, local_id, connection_id, synced_version, failed_version from crm_sync_links',
  'select key, owner_id from search_owner_keys',
  'select id, owner_id, company_id from prospects',
  'select owner_id, title, industry, size, location, prospects from prospect_fact_counts',
];
