import { randomUUID } from 'node:crypto';
import type { logCallSchema } from '@leadpath/core/schemas/dialer';
import { PROSPECT_NOT_FOUND } from '@leadpath/core/schemas/prospects';
import {
  type AppDatabase,
  type CallRow,
  calls,
  type Db,
  type DialerDispositionRow,
  dialerDispositions,
  dialerQueueItems,
  doNotCallEntries,
  prospects,
  sequenceEnrollments,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { completeTask, removeEnrollment } from '../sequences/engine/enrollment-actions.ts';
import { recordProspectSignal } from '../sequences/engine/stop-rules.ts';
import { ownSession } from './next-in-session.ts';
import { toE164 } from './phone-number.ts';
import { releaseProspect } from './reservations.ts';
import { dialerScopeOf } from './scope.ts';
import { readDialerSettings } from './settings.ts';
import type { TelephonyProvider } from './telephony.ts';

export const DISPOSITION_NOT_FOUND = 'That disposition is not in your team’s list; choose one from the list';

/** The disposition from the rep's team list, or 400. */
export async function dispositionOf(db: Db, userId: string, id: string): Promise<DialerDispositionRow> {
  const scopeId = await dialerScopeOf(db, userId);
  const row = await db
    .select()
    .from(dialerDispositions)
    .where(and(eq(dialerDispositions.id, id), eq(dialerDispositions.scopeId, scopeId)))
    .get();
  if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: DISPOSITION_NOT_FOUND });
  return row;
}

/**
 * Records a call the rep made, with its required disposition: the queue item is done and the prospect
 * released, then the disposition's effects: a sequence's call task is completed, a booked meeting and
 * "do not call" stop the prospect's sequences through the sequences' own stop rules.
 */
export async function logCall(
  db: AppDatabase,
  input: { ownerId: string; call: z.output<typeof logCallSchema>; provider: TelephonyProvider; now: number },
): Promise<CallRow> {
  const { ownerId, call, now } = input;
  const prospect = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, call.prospectId), eq(prospects.ownerId, ownerId)))
    .get();
  if (!prospect) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  const disposition = await dispositionOf(db, ownerId, call.dispositionId);
  if (call.sessionId) await ownSession(db, ownerId, call.sessionId);
  const settings = await readDialerSettings(db, ownerId, now);
  const number = toE164(prospect.phone, settings.defaultCountryCode);
  const toNumber = number.ok ? number.number : prospect.phone.trim();
  const duration = call.durationSeconds ?? null;
  const { row, taskId } = await db.transaction(
    async (tx) => {
      const row = await tx
        .insert(calls)
        .values({
          id: randomUUID(),
          ownerId,
          prospectId: prospect.id,
          sessionId: call.sessionId ?? null,
          toNumber,
          provider: input.provider.id,
          status: 'completed',
          dispositionId: disposition.id,
          disposition: disposition.label,
          notes: call.notes,
          durationSeconds: duration,
          followUpAt: call.followUp ? new Date(call.followUp.dueAt) : null,
          followUpNote: call.followUp?.note ?? null,
          startedAt: new Date(now - (duration ?? 0) * 1000),
          endedAt: new Date(now),
        })
        .returning()
        .get();
      if (prospect.status === 'new')
        await tx
          .update(prospects)
          .set({ status: 'contacted', updatedAt: new Date(now) })
          .where(eq(prospects.id, prospect.id))
          .run();
      let taskId: string | null = null;
      if (call.sessionId) {
        const item = await tx
          .select()
          .from(dialerQueueItems)
          .where(
            and(eq(dialerQueueItems.sessionId, call.sessionId), eq(dialerQueueItems.prospectId, prospect.id)),
          )
          .get();
        if (item) {
          await tx
            .update(dialerQueueItems)
            .set({ status: 'done', skipReason: null, updatedAt: new Date(now) })
            .where(eq(dialerQueueItems.id, item.id))
            .run();
          taskId = item.scheduledStepId;
        }
        await releaseProspect(tx, prospect.id, call.sessionId);
      }
      if (disposition.effect === 'do_not_call')
        await addToDoNotCall(tx, {
          ownerId,
          prospectId: prospect.id,
          number: number.ok ? number.number : null,
          now,
        });
      return { row, taskId };
    },
    { behavior: 'immediate' },
  );
  // The sequences' own actions, each its own transaction, after the call is on record.
  if (taskId) await completeTask(db, { ownerId, scheduledStepId: taskId, now });
  if (disposition.effect === 'meeting')
    await recordProspectSignal(db, { ownerId, prospectId: prospect.id, kind: 'meeting', now });
  if (disposition.effect === 'do_not_call') await stopSequencesOf(db, ownerId, prospect.id, now);
  return row;
}

async function addToDoNotCall(
  db: Db,
  entry: { ownerId: string; prospectId: string; number: string | null; now: number },
): Promise<void> {
  const base = { ownerId: entry.ownerId, reason: 'Asked not to be called', createdAt: new Date(entry.now) };
  await db
    .insert(doNotCallEntries)
    .values({ id: randomUUID(), ...base, prospectId: entry.prospectId })
    .onConflictDoNothing()
    .run();
  if (entry.number)
    await db
      .insert(doNotCallEntries)
      .values({ id: randomUUID(), ...base, phoneNumber: entry.number })
      .onConflictDoNothing()
      .run();
}

/** "Do not call": the prospect leaves every running sequence ('removed'), as removing them by hand does. */
async function stopSequencesOf(
  db: AppDatabase,
  ownerId: string,
  prospectId: string,
  now: number,
): Promise<void> {
  const running = await db
    .select({ sequenceId: sequenceEnrollments.sequenceId })
    .from(sequenceEnrollments)
    .where(
      and(
        eq(sequenceEnrollments.prospectId, prospectId),
        inArray(sequenceEnrollments.status, ['active', 'paused']),
      ),
    )
    .all();
  for (const { sequenceId } of running) await removeEnrollment(db, { ownerId, sequenceId, prospectId, now });
}
