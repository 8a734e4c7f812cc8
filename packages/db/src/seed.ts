import type { Role } from '@leadpath/core';
import { DAY_MS } from '@leadpath/core';
import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { insertLeads, insertTeam, insertUser } from './factories.ts';
import { prospects } from './schema/leads.ts';
import { teams } from './schema/teams.ts';
import { twoFactorCredentials } from './schema/two-factor.ts';
import { users } from './schema/users.ts';
import { seedDemoChats } from './seed-chats.ts';
import { seedDemoGuides } from './seed-guides.ts';

export const DEMO_PASSWORD = 'demo-pass-1234';
/**
 * The demo Admin's authenticator secret (base32), published in the README like the password: the
 * admin tools require two-factor sign-in, so testers add this to an authenticator app.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  trialEndsInDays?: number;
  isDeactivated?: boolean;
  bio: string;
  companyName: string;
  location: string;
  leads: { companies: number; prospects: number };
  /** Two-factor sign-in with this authenticator secret (base32). */
  totpSecret?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    name: 'Ada Admin',
    role: 'Admin',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
    bio: 'Runs support and keeps the lights on.',
    companyName: 'Leadpath',
    location: 'Berlin, Germany',
    leads: { companies: 20, prospects: 60 },
  },
  {
    email: 'pro@demo.test',
    name: 'Priya Pro',
    role: 'Pro',
    bio: 'Head of sales, team lead and heavy user.',
    companyName: 'Northwind Analytics',
    location: 'Austin, USA',
    leads: { companies: 120, prospects: 320 },
  },
  {
    email: 'premium@demo.test',
    name: 'Paul Premium',
    role: 'Premium',
    bio: 'Account executive focused on mid-market.',
    companyName: 'Globex Cloud',
    location: 'Toronto, Canada',
    leads: { companies: 40, prospects: 150 },
  },
  {
    email: 'starter@demo.test',
    name: 'Sam Starter',
    role: 'Starter',
    bio: 'Founder doing founder-led sales.',
    companyName: 'Initech Labs',
    location: 'Lisbon, Portugal',
    leads: { companies: 25, prospects: 80 },
  },
  {
    email: 'trial@demo.test',
    name: 'Tina Trial',
    role: 'Free',
    trialEndsInDays: 7,
    bio: 'Trying the product this week.',
    companyName: 'Hooli Health',
    location: 'Lagos, Nigeria',
    leads: { companies: 15, prospects: 40 },
  },
  {
    email: 'expired@demo.test',
    name: 'Evan Expired',
    role: 'Free',
    trialEndsInDays: -3,
    bio: 'Trial ended; deciding on a plan.',
    companyName: 'Vandelay Logistics',
    location: 'Paris, France',
    leads: { companies: 10, prospects: 30 },
  },
  {
    email: 'deactivated@demo.test',
    name: 'Dana Deactivated',
    role: 'Pro',
    isDeactivated: true,
    bio: 'Left the company.',
    companyName: 'Stark Robotics',
    location: 'Sydney, Australia',
    leads: { companies: 5, prospects: 10 },
  },
];

/**
 * Seeds the demo accounts, their leads and a team; running it again adds nothing. `sealTotpSecret`
 * seals an authenticator secret for the user's row (packages/auth secret-box), as the server reads it.
 */
export async function seedDemoData(
  db: AppDatabase,
  options: {
    now: number;
    hashPassword: (password: string) => Promise<string>;
    sealTotpSecret: (userId: string, secret: string) => string;
  },
): Promise<{ created: number }> {
  let created = 0;
  const ids = new Map<string, string>();
  // One hash for every demo account (they share the published password): argon2 is slow on purpose.
  let passwordHash: Promise<string> | undefined;
  const demoPasswordHash = () => {
    passwordHash ??= options.hashPassword(DEMO_PASSWORD);
    return passwordHash;
  };
  for (const account of demoAccounts) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .get();
    if (existing) {
      ids.set(account.email, existing.id);
      continue;
    }
    const user = await insertUser(
      db,
      {
        email: account.email,
        passwordHash: await demoPasswordHash(),
        name: account.name,
        role: account.role,
        bio: account.bio,
        companyName: account.companyName,
        location: account.location,
        isDeactivated: account.isDeactivated ?? false,
        trialEndDate:
          account.trialEndsInDays === undefined
            ? null
            : new Date(options.now + account.trialEndsInDays * DAY_MS),
      },
      options.now,
    );
    if (account.totpSecret)
      await db
        .insert(twoFactorCredentials)
        .values({
          userId: user.id,
          secretSealed: options.sealTotpSecret(user.id, account.totpSecret),
          confirmedAt: new Date(options.now),
          createdAt: new Date(options.now),
        })
        .run();
    ids.set(account.email, user.id);
    created++;
  }
  for (const [index, account] of demoAccounts.entries()) {
    const ownerId = ids.get(account.email)!;
    const has = await db.select({ n: count() }).from(prospects).where(eq(prospects.ownerId, ownerId)).get();
    if (has?.n) continue;
    await insertLeads(db, ownerId, account.leads, { seed: index + 1, now: options.now });
    await seedDemoGuides(db, ownerId, 6, options.now);
  }
  await seedDemoChats(db, ids.values(), options.now);
  const proId = ids.get('pro@demo.test')!;
  if (!(await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, proId)).get())) {
    await insertTeam(
      db,
      {
        teamName: 'Northwind Sales',
        ownerId: proId,
        members: demoAccounts
          .filter((a) => a.email !== 'deactivated@demo.test')
          .map((a) => ({ userId: ids.get(a.email)!, admin: a.email === 'pro@demo.test' })),
      },
      options.now,
    );
  }
  return { created };
}
