import type { listCallsSchema, updateCallSchema } from '@leadpath/core/schemas/dialer';
import { type CallRow, calls, type Db, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { dispositionOf } from './log-call.ts';

export const CALL_NOT_FOUND = 'Call not found';
export const DEFAULT_CALLS_LIMIT = 100;

export const callSchema = z.object({
  id: z.string(),
  prospectId: z.string(),
  /** Who called. */
  userId: z.string(),
  userName: z.string(),
  sessionId: z.string().nullable(),
  toNumber: z.string(),
  provider: z.string(),
  status: z.string(),
  disposition: z.string().nullable(),
  notes: z.string(),
  durationSeconds: z.number().int().nullable(),
  /** The carrier's recording; null when none was made (always for a call from one's own phone). */
  recordingUrl: z.string().nullable(),
  /** Who answered a carrier's call (answering-machine detection): human, machine, or null when unknown. */
  answeredBy: z.enum(['human', 'machine']).nullable(),
  /** The voice whose message was dropped into the voicemail, and when. */
  voicemail: z.object({ voiceId: z.string().nullable(), droppedAt: z.number() }).nullable(),
  followUp: z.object({ dueAt: z.number(), note: z.string() }).nullable(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
});
export type CallView = z.infer<typeof callSchema>;

export function toCallView(row: CallRow, userName: string): CallView {
  return {
    id: row.id,
    prospectId: row.prospectId,
    userId: row.ownerId,
    userName,
    sessionId: row.sessionId,
    toNumber: row.toNumber,
    provider: row.provider,
    status: row.status,
    disposition: row.disposition,
    notes: row.notes,
    durationSeconds: row.durationSeconds,
    recordingUrl: row.recordingUrl,
    answeredBy: row.answeredBy,
    voicemail: row.voicemailDroppedAt
      ? { voiceId: row.voicemailVoiceId, droppedAt: row.voicemailDroppedAt.getTime() }
      : null,
    followUp: row.followUpAt ? { dueAt: row.followUpAt.getTime(), note: row.followUpNote ?? '' } : null,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
  };
}

/** The owner's calls, newest first, filtered by prospect, caller, disposition and start time. */
export async function listCalls(
  db: Db,
  ownerId: string,
  filter: z.output<typeof listCallsSchema>,
): Promise<CallView[]> {
  const rows = await db
    .select({ call: calls, userName: users.name })
    .from(calls)
    .innerJoin(users, eq(users.id, calls.ownerId))
    .where(
      and(
        eq(calls.ownerId, ownerId),
        filter.prospectId ? eq(calls.prospectId, filter.prospectId) : undefined,
        filter.userId ? eq(calls.ownerId, filter.userId) : undefined,
        filter.disposition ? eq(calls.disposition, filter.disposition) : undefined,
        filter.from !== undefined ? gte(calls.startedAt, new Date(filter.from)) : undefined,
        filter.to !== undefined ? lt(calls.startedAt, new Date(filter.to)) : undefined,
      ),
    )
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(filter.limit ?? DEFAULT_CALLS_LIMIT)
    .all();
  return rows.map((row) => toCallView(row.call, row.userName));
}

export async function updateCall(
  db: Db,
  ownerId: string,
  input: z.output<typeof updateCallSchema>,
): Promise<CallView> {
  const disposition = input.dispositionId ? await dispositionOf(db, ownerId, input.dispositionId) : null;
  const patch = {
    ...(disposition && { dispositionId: disposition.id, disposition: disposition.label }),
    ...(input.notes !== undefined && { notes: input.notes }),
    ...(input.followUp !== undefined && {
      followUpAt: input.followUp ? new Date(input.followUp.dueAt) : null,
      followUpNote: input.followUp?.note ?? null,
    }),
  };
  const own = and(eq(calls.id, input.id), eq(calls.ownerId, ownerId));
  // An empty change answers the call as it is (SQL has no UPDATE without a SET).
  const row =
    Object.keys(patch).length === 0
      ? await db.select().from(calls).where(own).get()
      : await db.update(calls).set(patch).where(own).returning().get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: CALL_NOT_FOUND });
  const user = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId)).get();
  return toCallView(row, user?.name ?? '');
}
