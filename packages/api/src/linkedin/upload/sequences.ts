/** The sequences an upload can go to: the owner's with at least one LinkedIn step. */
import { type Db, sequences } from '@leadpath/db';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

export const linkedinSequenceListSchema = z.object({
  sequences: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(['draft', 'active', 'paused']),
      stepCount: z.number().int(),
      enrolled: z.number().int(),
    }),
  ),
});

export async function linkedinSequences(
  db: Db,
  ownerId: string,
): Promise<z.infer<typeof linkedinSequenceListSchema>> {
  const rows = await db
    .select({
      id: sequences.id,
      name: sequences.name,
      status: sequences.status,
      stepCount: sql<number>`(select count(*) from sequence_steps s where s.sequence_id = "sequences"."id")`,
      linkedinSteps: sql<number>`(select count(*) from sequence_steps s where s.sequence_id = "sequences"."id" and s.kind like 'linkedin\\_%' escape '\\')`,
      enrolled: sql<number>`(select count(*) from sequence_enrollments n where n.sequence_id = "sequences"."id")`,
    })
    .from(sequences)
    .where(eq(sequences.ownerId, ownerId))
    .orderBy(desc(sequences.createdAt), desc(sequences.id))
    .all();
  return {
    sequences: rows.filter((row) => row.linkedinSteps > 0).map(({ linkedinSteps: _, ...row }) => row),
  };
}
