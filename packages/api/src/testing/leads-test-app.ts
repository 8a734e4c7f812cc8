import { companies, insertLeads, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { createTestApp } from './test-app.ts';

/** Two users with leads of their own (23 and 5 prospects), the first signed in. */
export async function createLeadsTestApp() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
  await insertLeads(t.db, pro.id, { companies: 4, prospects: 23 }, { now: t.clock.now });
  await insertLeads(t.db, other.id, { companies: 2, prospects: 5 }, { seed: 7, now: t.clock.now });
  const cookie = await t.signIn('pro@example.com');
  const otherProspect = (await t.db.select().from(prospects).where(eq(prospects.ownerId, other.id)).get())!;
  const otherCompany = (await t.db.select().from(companies).where(eq(companies.ownerId, other.id)).get())!;
  return { ...t, pro, other, cookie, otherProspect, otherCompany };
}
