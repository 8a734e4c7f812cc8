import { randomUUID } from 'node:crypto';
import { toE164 } from '@leadpath/core/phone-number';
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
  type ProspectRow,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { completeTask, removeEnrollment } from '../sequences/engine/enrollment-actions.ts';
import { runningEnrollmentsOf } from '../sequences/engine/running-enrollments.ts';
import { recordProspectSignal } from '../sequences/engine/stop-rules.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { isFinalCallStatus } from './carrier/carrier-status.ts';
import { ownSession } from './next-in-session.ts';
import { releaseProspect } from './reservations.ts';
import { dialerScopeOf } from './scope.ts';
import { readDialerSettings } from './settings.ts';

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
  input: { ownerId: string; call: z.output<typeof logCallSchema>; now: number },
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
  const number = toE164(prospect.phone, { callingCode: settings.defaultCountryCode });
  const logged: LoggedCall = { ownerId, call, now, prospect, disposition, number };
  const { row, taskId } = await db.transaction((tx) => recordCall(tx, logged), {
    behavior: 'immediate',
  });
  // The sequences' own actions, each its own transaction, after the call is on record.
  if (taskId) await completeTask(db, { ownerId, scheduledStepId: taskId, now });
  if (disposition.effect === 'meeting')
    await recordProspectSignal(db, { ownerId, prospectId: prospect.id, kind: 'meeting', now });
  if (disposition.effect === 'do_not_call') await stopSequencesOf(db, ownerId, prospect.id, now);
  return row;
}

interface LoggedCall {
  ownerId: string;
  call: z.output<typeof logCallSchema>;
  now: number;
  prospect: ProspectRow;
  disposition: DialerDispositionRow;
  number: ReturnType<typeof toE164>;
}

/** The call on record, the prospect contacted, its queue item done, "do not call" noted, the webhook. */
async function recordCall(tx: Db, logged: LoggedCall): Promise<{ row: CallRow; taskId: string | null }> {
  const { ownerId, call, now, prospect, disposition, number } = logged;
  const fields = {
    dispositionId: disposition.id,
    disposition: disposition.label,
    notes: call.notes,
    followUpAt: call.followUp ? new Date(call.followUp.dueAt) : null,
    followUpNote: call.followUp?.note ?? null,
  };
  const duration = call.durationSeconds ?? null;
  const row = call.callId
    ? await dispositionPlacedCall(tx, {
        ownerId,
        prospectId: prospect.id,
        callId: call.callId,
        fields,
        duration,
      })
    : await insertOwnPhoneCall(tx, logged, fields);
  if (prospect.status === 'new')
    await tx
      .update(prospects)
      .set({ status: 'contacted', updatedAt: new Date(now) })
      .where(eq(prospects.id, prospect.id))
      .run();
  const taskId = call.sessionId ? await finishQueueItem(tx, call.sessionId, prospect.id, now) : null;
  if (disposition.effect === 'do_not_call')
    await addToDoNotCall(tx, {
      ownerId,
      prospectId: prospect.id,
      number: number.ok ? number.number : null,
      now,
    });
  await emitWebhookEvent(tx, { ownerId, type: 'call.completed', data: callCompletedData(row), now });
  return { row, taskId };
}

/** A call made on the rep's own phone: on record as completed, ending now. */
async function insertOwnPhoneCall(tx: Db, logged: LoggedCall, fields: Partial<CallRow>): Promise<CallRow> {
  const { ownerId, call, now, prospect, number } = logged;
  const duration = call.durationSeconds ?? null;
  return tx
    .insert(calls)
    .values({
      id: randomUUID(),
      ownerId,
      prospectId: prospect.id,
      sessionId: call.sessionId ?? null,
      toNumber: number.ok ? number.number : prospect.phone.trim(),
      provider: 'own_phone',
      status: 'completed',
      ...fields,
      durationSeconds: duration,
      startedAt: new Date(now - (duration ?? 0) * 1000),
      endedAt: new Date(now),
    })
    .returning()
    .get();
}

/** The session's queue item for the prospect is done and the prospect released; its call task, if any. */
async function finishQueueItem(
  tx: Db,
  sessionId: string,
  prospectId: string,
  now: number,
): Promise<string | null> {
  const item = await tx
    .select()
    .from(dialerQueueItems)
    .where(and(eq(dialerQueueItems.sessionId, sessionId), eq(dialerQueueItems.prospectId, prospectId)))
    .get();
  if (item)
    await tx
      .update(dialerQueueItems)
      .set({ status: 'done', skipReason: null, updatedAt: new Date(now) })
      .where(eq(dialerQueueItems.id, item.id))
      .run();
  await releaseProspect(tx, prospectId, sessionId);
  return item?.scheduledStepId ?? null;
}

export const PLACED_CALL_NOT_FOUND = 'That call is not one of yours to this prospect';
export const HANG_UP_FIRST = 'The call is still on the line: hang up before choosing its disposition';

/** A call the carrier placed gets its disposition once it has ended; the carrier's duration is kept. */
async function dispositionPlacedCall(
  db: Db,
  input: {
    ownerId: string;
    prospectId: string;
    callId: string;
    fields: Partial<CallRow>;
    duration: number | null;
  },
): Promise<CallRow> {
  const placed = await db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.id, input.callId),
        eq(calls.ownerId, input.ownerId),
        eq(calls.prospectId, input.prospectId),
      ),
    )
    .get();
  if (!placed) throw new TRPCError({ code: 'NOT_FOUND', message: PLACED_CALL_NOT_FOUND });
  if (!isFinalCallStatus(placed.status)) throw new TRPCError({ code: 'BAD_REQUEST', message: HANG_UP_FIRST });
  const row = await db
    .update(calls)
    .set({ ...input.fields, durationSeconds: input.duration ?? placed.durationSeconds })
    .where(eq(calls.id, placed.id))
    .returning()
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PLACED_CALL_NOT_FOUND });
  return row;
}

/** The call.completed webhook's data: the call as on record with its outcome. */
export function callCompletedData(row: CallRow) {
  return {
    callId: row.id,
    prospectId: row.prospectId,
    userId: row.ownerId,
    toNumber: row.toNumber,
    provider: row.provider,
    status: row.status,
    answeredBy: row.answeredBy,
    disposition: row.disposition,
    notes: row.notes,
    durationSeconds: row.durationSeconds,
    recordingUrl: row.recordingUrl,
    voicemailDropped: row.voicemailDroppedAt !== null,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
  };
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
  const running = await runningEnrollmentsOf(db, prospectId);
  for (const { sequenceId } of running) await removeEnrollment(db, { ownerId, sequenceId, prospectId, now });
}
