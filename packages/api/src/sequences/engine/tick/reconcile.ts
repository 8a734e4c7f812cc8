/**
 * An intent whose lease ran out (a crash after the claim or the send, a send that threw or hung): sent
 * already (the mailer has its Message-ID) → recorded without sending; else back in the schedule.
 */
import {
  changesOf,
  type Db,
  outboxMessages,
  prospects,
  type ScheduledStepRow,
  scheduledSteps,
} from '@leadpath/db';
import { and, eq, lte } from 'drizzle-orm';
import { recordReconciledSend } from '../../../ai-training/review/review-gate.ts';
import { markFailed } from './mark-failed.ts';
import { markSent } from './mark-sent.ts';
import { MAX_SEND_ATTEMPTS, type TickContext } from './tick-context.ts';

export async function reconcile(ctx: TickContext, row: ScheduledStepRow, now: number): Promise<void> {
  if (!(await takeLapsedLease(ctx, row, now))) return;
  const taken = { ...row, leaseOwner: ctx.owner };
  const found = row.messageId ? await ctx.findSent(row.ownerId, row.messageId) : null;
  if (found) return recordFound(ctx, taken, found.id, now);
  if (row.attempts >= MAX_SEND_ATTEMPTS)
    return markFailed(ctx, taken, new Error(row.note ?? 'no answer'), now);
  // Never went out: back in the schedule, due now, keeping its Message-ID; the due path sends it.
  await ctx.db
    .update(scheduledSteps)
    .set({ status: 'scheduled', dueAt: new Date(now), leaseOwner: null, leaseUntil: null })
    .where(
      and(
        eq(scheduledSteps.id, row.id),
        eq(scheduledSteps.status, 'sending'),
        eq(scheduledSteps.leaseOwner, ctx.owner),
      ),
    )
    .run();
}

/** Takes the lapsed lease for this runner, so no other runner reconciles the row at the same time. */
async function takeLapsedLease(ctx: TickContext, row: ScheduledStepRow, now: number): Promise<boolean> {
  const taken = changesOf(
    await ctx.db
      .update(scheduledSteps)
      .set({ leaseOwner: ctx.owner, leaseUntil: new Date(now + ctx.leaseMs) })
      .where(
        and(
          eq(scheduledSteps.id, row.id),
          eq(scheduledSteps.status, 'sending'),
          lte(scheduledSteps.leaseUntil, new Date(now)),
        ),
      )
      .run(),
  );
  return taken > 0;
}

/** The mail went out before the crash: recorded as sent now, with the outbox's subject, and counted. */
async function recordFound(ctx: TickContext, row: ScheduledStepRow, outboxId: string, now: number) {
  const { db } = ctx;
  const stored = await db
    .select({ subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, outboxId))
    .get();
  const to = await db
    .select({ email: prospects.email })
    .from(prospects)
    .where(eq(prospects.id, row.prospectId))
    .get();
  const subject = stored?.subject ?? '';
  const alsoRecord = (tx: Db) => recordReconciledSend(tx, row.id, { messageId: row.messageId, sentAt: now });
  if (!(await markSent(ctx, row, { subject, to: to?.email ?? '', sentAt: now, alsoRecord }))) return;
  ctx.result.reconciled += 1;
  await ctx.senders.countSentAt(row.ownerId, now);
}
