import { randomUUID } from 'node:crypto';
import type { Plan, Role } from '@leadpath/core';
import { DAY_MS } from '@leadpath/core';
import type { AppDatabase, Db } from './client.ts';
import { companies, type ProspectStatus, prospectStatuses, prospects } from './schema/leads.ts';
import { teamMembers, teams } from './schema/teams.ts';
import { type NewUserRow, type UserRow, users } from './schema/users.ts';

/** Shared by the seed and the tests: one way to make each kind of row; `now` is the app clock's time. */
export async function insertUser(
  db: Db,
  fields: Partial<NewUserRow> & { email: string; passwordHash: string; role?: Role },
  now: number,
): Promise<UserRow> {
  const role = fields.role ?? 'Free';
  const tier: Plan = fields.tier ?? (role === 'Admin' ? 'Pro' : role);
  return await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: fields.email.split('@')[0] ?? 'User',
      createdAt: new Date(now),
      updatedAt: new Date(now),
      // Seeded and test users count as verified, as every account made before sign-up existed.
      emailVerifiedAt: new Date(now),
      ...fields,
      email: fields.email.toLowerCase(),
      role,
      tier,
    })
    .returning()
    .get();
}

export async function insertTeam(
  db: Db,
  fields: { teamName: string; ownerId: string; members: { userId: string; admin: boolean }[] },
  now: number,
) {
  const team = await db
    .insert(teams)
    .values({
      id: randomUUID(),
      teamName: fields.teamName,
      ownerId: fields.ownerId,
      createdAt: new Date(now),
    })
    .returning()
    .get();
  for (const member of fields.members) {
    await db
      .insert(teamMembers)
      .values({ id: randomUUID(), teamId: team.id, ...member, joinedAt: new Date(now) })
      .run();
  }
  return team;
}

const firstNames = [
  'Alex',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Gray',
  'Harper',
  'Indigo',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noor',
  'Oakley',
  'Parker',
  'Quinn',
  'Reese',
  'Sage',
  'Taylor',
];
const lastNames = [
  'Nguyen',
  'Garcia',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Tanaka',
  'Silva',
  'Kowalski',
  'Haddad',
  'Larsen',
  'Moreau',
  'Patel',
  'Kim',
  'Novak',
  'Ibrahim',
  'Walsh',
];
const titles = [
  'Founder',
  'Co-Founder',
  'CEO',
  'CTO',
  'VP Sales',
  'Head of Growth',
  'Sales Director',
  'Account Executive',
  'Marketing Manager',
  'Operations Lead',
];
const companyWords = [
  'Acme',
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Soylent',
  'Cyberdyne',
  'Aperture',
  'Wonka',
  'Oscorp',
];
const companySuffixes = [
  'Labs',
  'Systems',
  'Analytics',
  'Cloud',
  'Health',
  'Logistics',
  'Robotics',
  'Capital',
  'Media',
  'Foods',
];
const industries = [
  'Software',
  'Healthcare',
  'Logistics',
  'Finance',
  'Retail',
  'Manufacturing',
  'Education',
  'Media',
];
const sizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'];
const cities = [
  'Berlin, Germany',
  'Austin, USA',
  'Lagos, Nigeria',
  'Lisbon, Portugal',
  'Toronto, Canada',
  'Singapore',
  'Sydney, Australia',
  'Paris, France',
];

/** A small deterministic generator so the demo data is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

/** Inserts companies and prospects for one owner, created in the days before `now` (epoch ms); used by the seed and by tests. */
export async function insertLeads(
  db: AppDatabase,
  ownerId: string,
  counts: { companies: number; prospects: number },
  options: { seed?: number; now: number },
): Promise<void> {
  const { next, pick } = generator(options.seed ?? 42);
  const { now } = options;
  const companyIds: string[] = [];
  const companyRows: unknown[][] = [];
  const prospectRows: unknown[][] = [];
  for (let i = 0; i < counts.companies; i++) {
    const name = `${pick(companyWords)} ${pick(companySuffixes)}${i >= companyWords.length * companySuffixes.length ? ` ${i}` : ''}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const id = randomUUID();
    const createdAt = Math.floor(now - next() * 60 * DAY_MS);
    companyRows.push([
      id,
      ownerId,
      name,
      `${slug}.example`,
      pick(industries),
      pick(sizes),
      pick(cities),
      `https://www.linkedin.com/company/${slug}`,
      createdAt,
      createdAt,
    ]);
    companyIds.push(id);
  }
  for (let i = 0; i < counts.prospects; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const handle = `${first}.${last}.${i}`.toLowerCase();
    const status: ProspectStatus = pick(prospectStatuses);
    const createdAt = Math.floor(now - next() * 30 * DAY_MS);
    const companyId = companyIds.length ? pick(companyIds) : null;
    const title = pick(titles);
    // This draw was the old random CRM state; CRM state is per connection now (crm_sync_links),
    // but the draw stays so a seed keeps generating the same leads.
    next();
    prospectRows.push([
      randomUUID(),
      ownerId,
      companyId,
      first,
      last,
      title,
      `${handle}@example.com`,
      `+1 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
      `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}`,
      status,
      createdAt,
      createdAt,
    ]);
  }
  await db.transaction(async () => {
    await db.$sql.runMany(INSERT_COMPANY, companyRows);
    await db.$sql.runMany(INSERT_PROSPECT, prospectRows);
  });
}

const INSERT_COMPANY =
  'insert into companies (id, owner_id, name, domain, industry, size, location, linkedin_url, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const INSERT_PROSPECT =
  'insert into prospects (id, owner_id, company_id, first_name, last_name, title, email, phone, linkedin_url, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

export { companies, prospects };
