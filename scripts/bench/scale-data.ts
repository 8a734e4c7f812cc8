// Raw SQL seeding for the scale bench: prospects for one account in batches of prepared inserts,
// with the triggers of the app (counts, search index) doing their work as they would on an import.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

const DAY_MS = 86_400_000;
// No "z" and no "q" anywhere in the generated text: searches for "z" and "qz" match nothing.
const firstNames = [
  'Taylor',
  'Jordan',
  'Morgan',
  'Casey',
  'Riley',
  'Avery',
  'Jamie',
  'Cameron',
  'Drew',
  'Emerson',
  'Harper',
  'Kendall',
  'Logan',
  'Parker',
  'Reese',
  'Rowan',
  'Sawyer',
  'Skyler',
  'Blake',
  'Dakota',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
];
const titles = [
  'Head of Sales',
  'VP Marketing',
  'CTO',
  'Founder',
  'Account Executive',
  'Sales Manager',
  'Growth Lead',
  'Product Manager',
  'Engineering Manager',
  'Operations Director',
  'CFO',
  'Chief of Staff',
  'Data Analyst',
  'Customer Success Lead',
  'Recruiter',
  'Designer',
  'Developer',
  'Partnerships Manager',
  'Marketing Manager',
  'CEO',
];
const companyWords = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Initech',
  'Globex',
  'Umbrella',
  'Hooli',
  'Stark',
  'Wayne',
  'Acme',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Wonka',
  'Oscorp',
  'Aperture',
  'Vandelay',
  'Pied Piper',
  'Dunder',
  'Monarch',
];
const statuses = ['new', 'contacted', 'qualified', 'won', 'lost'];

/** A small deterministic generator, so runs are comparable. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** A signed-in-able user row is not needed: the bench calls the list functions with the owner id. */
export function insertBenchUser(db: Database.Database, email: string): string {
  const id = randomUUID();
  db.prepare('insert into users (id, email, password_hash, name) values (?, ?, ?, ?)').run(
    id,
    email,
    'x',
    email,
  );
  return id;
}

/** Adds `count` companies of one owner and returns their ids. */
export function insertBenchCompanies(
  db: Database.Database,
  ownerId: string,
  count: number,
  now: number,
): string[] {
  const { next, pick } = generator(count + 7);
  const insert = db.prepare(
    'insert into companies (id, owner_id, name, domain, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  );
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const name = `${pick(companyWords)} ${i}`;
      const at = Math.floor(now - next() * 400 * DAY_MS);
      insert.run(id, ownerId, name, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`, at, at);
      ids.push(id);
    }
  })();
  return ids;
}

/**
 * Adds prospects `from`..`to` (exclusive) of one owner in transactions of `batch` rows. Created over the
 * last two years, so "added this week" is about 1 % of them.
 */
export function insertBenchProspects(
  db: Database.Database,
  ownerId: string,
  companyIds: readonly string[],
  from: number,
  to: number,
  now: number,
  batch = 10_000,
): void {
  const { next, pick } = generator(from + 1);
  const insert = db.prepare(
    'insert into prospects (id, owner_id, company_id, first_name, last_name, title, email, phone, linkedin_url, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let start = from; start < to; start += batch) {
    db.transaction(() => {
      for (let i = start; i < Math.min(to, start + batch); i++) {
        const first = pick(firstNames);
        const last = pick(lastNames);
        const handle = `${first}.${last}.${i}`.toLowerCase();
        const at = Math.floor(now - next() * 730 * DAY_MS);
        insert.run(
          randomUUID(),
          ownerId,
          pick(companyIds),
          first,
          last,
          pick(titles),
          `${handle}@example.com`,
          `+1 555 ${String(1000 + (i % 9000))}`,
          `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}`,
          pick(statuses),
          at,
          at,
        );
      }
    })();
  }
}

/**
 * insertBenchProspects for large counts: the prospects' secondary indexes and triggers are set aside
 * while the rows go in, then the indexes are built, the triggers restored, and what the triggers keep
 * (lead_counts, prospect_day_counts, prospect_fact_counts, search_owner_keys, the trigram index) is brought up to date in
 * bulk. The end state is the one row-by-row inserts would leave.
 */
export function bulkInsertBenchProspects(
  db: Database.Database,
  ownerId: string,
  companyIds: readonly string[],
  from: number,
  to: number,
  now: number,
): void {
  const indexes = db
    .prepare(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'prospects' and sql is not null",
    )
    .all() as { name: string; sql: string }[];
  const triggers = db
    .prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'prospects'")
    .all() as { name: string; sql: string }[];
  const lastRowid = db.prepare('select coalesce(max(rowid), 0) from prospects').pluck().get() as number;
  const cacheSize = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -262144');
  try {
    for (const { name } of [...indexes, ...triggers])
      db.exec(`drop ${indexes.some((i) => i.name === name) ? 'index' : 'trigger'} "${name}"`);
    insertBenchProspects(db, ownerId, companyIds, from, to, now, 50_000);
  } finally {
    for (const { sql } of [...indexes, ...triggers]) db.exec(sql);
    db.pragma(`cache_size = ${cacheSize}`);
  }
  db.transaction(() => {
    db.prepare('insert or ignore into search_owner_keys (owner_id) values (?)').run(ownerId);
    db.prepare(
      `insert into lead_counts (owner_id, prospects, companies)
       values (?, (select count(*) from prospects where owner_id = ?), (select count(*) from companies where owner_id = ?))
       on conflict (owner_id) do update set prospects = excluded.prospects, companies = excluded.companies`,
    ).run(ownerId, ownerId, ownerId);
    db.prepare(
      `insert into prospect_day_counts (owner_id, day, added)
       select owner_id, created_at / 86400000, count(*) from prospects where owner_id = ? group by 2
       on conflict (owner_id, day) do update set added = excluded.added`,
    ).run(ownerId);
    db.prepare(
      `insert into prospect_fact_counts (owner_id, title, industry, size, location, prospects)
       select p.owner_id, p.title, coalesce(c.industry, ''), coalesce(c.size, ''), coalesce(c.location, ''), count(*)
       from prospects p left join companies c on c.id = p.company_id where p.owner_id = ? group by 2, 3, 4, 5
       on conflict (owner_id, title, industry, size, location) do update set prospects = excluded.prospects`,
    ).run(ownerId);
    db.prepare(
      `insert into prospects_search (rowid, name, email, title, company)
       select k.key * 4294967296 + p.rowid, p.first_name || ' ' || p.last_name, p.email, p.title, c.name
       from prospects p join search_owner_keys k on k.owner_id = p.owner_id
       left join companies c on c.id = p.company_id
       where p.rowid > ?`,
    ).run(lastRowid);
  })();
}
