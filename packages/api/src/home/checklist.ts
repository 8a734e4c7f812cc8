import { type AppDatabase, mailboxes, sendingDomains, sequences } from '@leadpath/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { leadCountsOf } from '../lists/lead-counts.ts';

/** The first steps of a new account, each ticked from the account's own rows. */
export const homeChecklistSchema = z.object({
  importedProspects: z.boolean(),
  connectedMailbox: z.boolean(),
  verifiedDomain: z.boolean(),
  createdSequence: z.boolean(),
});
export type HomeChecklist = z.infer<typeof homeChecklistSchema>;

/** One indexed lookup per step (owner_id leads each index), so the home page stays cheap at any size. */
export async function homeChecklistOf(db: AppDatabase, ownerId: string): Promise<HomeChecklist> {
  const exists = (row: unknown) => row !== undefined;
  return {
    importedProspects: (await leadCountsOf(db, ownerId)).prospects > 0,
    connectedMailbox: exists(
      await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(eq(mailboxes.ownerId, ownerId))
        .limit(1)
        .get(),
    ),
    verifiedDomain: exists(
      await db
        .select({ id: sendingDomains.id })
        .from(sendingDomains)
        .where(and(eq(sendingDomains.ownerId, ownerId), isNotNull(sendingDomains.verifiedAt)))
        .limit(1)
        .get(),
    ),
    createdSequence: exists(
      await db
        .select({ id: sequences.id })
        .from(sequences)
        .where(eq(sequences.ownerId, ownerId))
        .limit(1)
        .get(),
    ),
  };
}
