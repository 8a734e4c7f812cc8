import { eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { insertLeads } from './factories.ts';
import { companies, prospects } from './schema/leads.ts';
import { users } from './schema/users.ts';

export const LARGE_SEED = { email: 'pro@demo.test', companies: 10_000, prospects: 100_000 } as const;

/**
 * Replaces one account's leads with a benchmark-sized set (prepared statements, one transaction),
 * so running it twice leaves the same counts.
 */
export async function seedLargeLeads(
  db: AppDatabase,
  options: { now: number; email?: string; companies?: number; prospects?: number },
): Promise<{ email: string; companies: number; prospects: number }> {
  const email = options.email ?? LARGE_SEED.email;
  const counts = {
    companies: options.companies ?? LARGE_SEED.companies,
    prospects: options.prospects ?? LARGE_SEED.prospects,
  };
  const owner = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (!owner) throw new Error(`No account ${email}: seed the demo data first`);
  await db.transaction(async (tx) => {
    await tx.delete(prospects).where(eq(prospects.ownerId, owner.id)).run();
    await tx.delete(companies).where(eq(companies.ownerId, owner.id)).run();
    // Its own transaction becomes a savepoint of this one.
    await insertLeads(db, owner.id, counts, { seed: 2024, now: options.now });
  });
  return { email, ...counts };
}
