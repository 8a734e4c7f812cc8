import { personalityTypes, writeEngagementGuide } from '@leadpath/core';
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { companies, prospects } from './schema/leads.ts';

/** Gives the owner's newest prospects a DISC type and its template guide, so the viewer has something to show. */
export async function seedDemoGuides(
  db: AppDatabase,
  ownerId: string,
  howMany: number,
  now: number,
): Promise<void> {
  const rows = await db
    .select({
      id: prospects.id,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      companyName: companies.name,
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(eq(prospects.ownerId, ownerId))
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(howMany)
    .all();
  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      const type = personalityTypes[index % personalityTypes.length]!;
      const guide = writeEngagementGuide(type, { ...row, companyName: row.companyName ?? '' });
      await tx
        .update(prospects)
        .set({ personalityType: type, engagementGuide: guide, updatedAt: new Date(now) })
        .where(eq(prospects.id, row.id))
        .run();
    }
  });
}
