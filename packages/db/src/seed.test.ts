import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, prospects } from './schema/leads.ts';
import { teamMembers, teams } from './schema/teams.ts';
import { twoFactorCredentials } from './schema/two-factor.ts';
import { users } from './schema/users.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, seedDemoData } from './seed.ts';
import { createTestDatabase } from './testing.ts';

const now = Date.UTC(2026, 10, 23);
const fakeHash = async (password: string) => `hashed:${password}`;
const fakeSeal = (userId: string, secret: string) => `sealed:${userId}:${secret}`;
const options = { now, hashPassword: fakeHash, sealTotpSecret: fakeSeal };
const countOf = async (
  db: ReturnType<typeof createTestDatabase>,
  table: typeof users | typeof prospects | typeof companies,
) => (await db.select({ n: count() }).from(table).get())?.n ?? 0;

describe('seedDemoData', () => {
  it('creates the seven demo accounts with their roles, trials and leads', async () => {
    const db = createTestDatabase();
    await seedDemoData(db, options);
    const byEmail = Object.fromEntries((await db.select().from(users).all()).map((u) => [u.email, u]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'admin@demo.test',
      'deactivated@demo.test',
      'expired@demo.test',
      'premium@demo.test',
      'pro@demo.test',
      'starter@demo.test',
      'trial@demo.test',
    ]);
    expect(byEmail['admin@demo.test']?.role).toBe('Admin');
    expect(byEmail['trial@demo.test']?.trialEndDate?.getTime()).toBe(now + 7 * 86_400_000);
    expect(byEmail['expired@demo.test']?.trialEndDate?.getTime()).toBe(now - 3 * 86_400_000);
    expect(byEmail['deactivated@demo.test']?.isDeactivated).toBe(true);
    expect(byEmail['pro@demo.test']?.passwordHash).toBe(`hashed:${DEMO_PASSWORD}`);
    expect(await countOf(db, prospects)).toBeGreaterThanOrEqual(300);
    expect(await countOf(db, companies)).toBeGreaterThanOrEqual(200);
    const team = await db.select().from(teams).get();
    expect(team?.ownerId).toBe(byEmail['pro@demo.test']?.id);
    const admins = await db.select().from(teamMembers).where(eq(teamMembers.admin, true)).all();
    expect(admins.map((m) => m.userId)).toEqual([byEmail['pro@demo.test']?.id]);
  });

  it('gives the demo Admin two-factor sign-in with the published secret, and nobody else', async () => {
    const db = createTestDatabase();
    await seedDemoData(db, options);
    const admin = (await db.select().from(users).where(eq(users.email, 'admin@demo.test')).get())!;
    expect(await db.select().from(twoFactorCredentials).all()).toEqual([
      {
        userId: admin.id,
        secretSealed: `sealed:${admin.id}:${DEMO_ADMIN_TOTP_SECRET}`,
        confirmedAt: new Date(now),
        lastUsedStep: null,
        failedCodes: 0,
        createdAt: new Date(now),
      },
    ]);
  });

  it('gives each account’s newest prospects a personality type and its guide', async () => {
    const db = createTestDatabase();
    await seedDemoData(db, options);
    const pro = (await db.select().from(users).where(eq(users.email, 'pro@demo.test')).get())!;
    const typed = await db
      .select()
      .from(prospects)
      .where(and(eq(prospects.ownerId, pro.id), isNotNull(prospects.personalityType)))
      .all();
    expect(typed.map((row) => row.personalityType).sort()).toEqual(['C', 'D', 'D', 'I', 'I', 'S']);
    for (const row of typed) {
      expect(row.engagementGuide).toContain(`## Working With Type ${row.personalityType}`);
      expect(row.engagementGuide).toContain(row.firstName);
    }
  });

  it('adds nothing when run again', async () => {
    const db = createTestDatabase();
    await seedDemoData(db, options);
    const before = [await countOf(db, users), await countOf(db, prospects), await countOf(db, companies)];
    const again = await seedDemoData(db, options);
    expect(again.created).toBe(0);
    expect([await countOf(db, users), await countOf(db, prospects), await countOf(db, companies)]).toEqual(
      before,
    );
    expect((await db.select({ n: count() }).from(teams).get())?.n).toBe(1);
  });
});
