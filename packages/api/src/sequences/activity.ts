/** A prospect's outreach timeline, and the manual "mark as replied / bounced / unsubscribed". */
import { PROSPECT_NOT_FOUND } from '@leadpath/core/schemas/prospects';
import type { recordSignalSchema } from '@leadpath/core/schemas/sequences';
import { type AppDatabase, type Db, prospects, sequenceEvents, sequenceSteps, sequences } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordProspectSignal } from './engine/stop-rules.ts';
import type { activitySchema, signalResultSchema } from './output-schemas.ts';

type ActivityEvent = z.infer<typeof activitySchema>['events'][number];
type SignalResult = z.infer<typeof signalResultSchema>;

export const ACTIVITY_LIMIT = 200;

/** The owner's prospect, or 404. */
export async function ownProspect(db: Db, ownerId: string, id: string) {
  const row = await db
    .select({ id: prospects.id, email: prospects.email, status: prospects.status })
    .from(prospects)
    .where(and(eq(prospects.id, id), eq(prospects.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  return row;
}

export async function prospectActivity(
  db: Db,
  ownerId: string,
  prospectId: string,
): Promise<ActivityEvent[]> {
  await ownProspect(db, ownerId, prospectId);
  return (
    await db
      .select({
        at: sequenceEvents.at,
        kind: sequenceEvents.kind,
        sequenceId: sequenceEvents.sequenceId,
        sequenceName: sequences.name,
        stepPosition: sequenceSteps.position,
        detail: sequenceEvents.detail,
      })
      .from(sequenceEvents)
      .innerJoin(sequences, eq(sequences.id, sequenceEvents.sequenceId))
      .leftJoin(sequenceSteps, eq(sequenceSteps.id, sequenceEvents.stepId))
      .where(and(eq(sequenceEvents.prospectId, prospectId), eq(sequenceEvents.ownerId, ownerId)))
      .orderBy(desc(sequenceEvents.at), desc(sequenceEvents.id))
      .limit(ACTIVITY_LIMIT)
      .all()
  ).map((row) => ({ ...row, at: row.at.getTime(), stepPosition: row.stepPosition ?? null }));
}

export async function recordSignal(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof recordSignalSchema>,
  now: number,
): Promise<SignalResult> {
  await ownProspect(db, ownerId, input.id);
  const { finished } = await recordProspectSignal(db, {
    ownerId,
    prospectId: input.id,
    kind: input.kind,
    now,
  });
  return { finished, status: (await ownProspect(db, ownerId, input.id)).status };
}
