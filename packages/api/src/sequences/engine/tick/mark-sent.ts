/** Step 3 of exactly once: the send recorded as done, with what follows from it, in one transaction. */
import type { Db, OutreachSettingsRow, ScheduledStepRow } from '@leadpath/db';
import { emitWebhookEvent } from '../../../webhooks/emit.ts';
import { insertEvent, type SequenceShape } from '../engine-rows.ts';
import { engineStatements } from '../statements.ts';
import { scheduleAfterSend } from './schedule-next.ts';
import type { TickContext } from './tick-context.ts';

/** What the send path already read; reconciling reads it in the transaction instead. */
export interface KnownForMark {
  shape: SequenceShape;
  settings: OutreachSettingsRow;
  emailSentWebhook: boolean;
}

/**
 * Marks the row 'sent' (only while this runner owns its intent), writes the 'sent' event, marks the
 * prospect contacted, emits email.sent and schedules the next step. False when another runner took
 * the row over after this one's lease ran out.
 */
export async function markSent(
  ctx: TickContext,
  row: ScheduledStepRow,
  sent: {
    subject: string;
    to: string;
    sentAt: number;
    known?: KnownForMark;
    /** Recorded in the same transaction (a reviewed draft notes the message it became, ADR 058). */
    alsoRecord?: (tx: Db) => Promise<void>;
  },
): Promise<boolean> {
  const { db } = ctx;
  const { subject, sentAt, known } = sent;
  return db.transaction(
    async (tx) => {
      const statements = engineStatements(db.$sql);
      const changed = (await statements.markSent.run({ id: row.id, owner: ctx.owner, doneAt: sentAt }))
        .changes;
      if (changed === 0) return false;
      // The database's $sql statements run inside this transaction (its callback's own statements).
      await insertEvent(db, { ...row, kind: 'sent', detail: subject, at: sentAt });
      await statements.markContacted.run({ id: row.prospectId, now: sentAt });
      if (known?.emailSentWebhook ?? true)
        await emitWebhookEvent(tx, {
          ownerId: row.ownerId,
          type: 'email.sent',
          data: {
            sequenceId: row.sequenceId,
            enrollmentId: row.enrollmentId,
            prospectId: row.prospectId,
            stepId: row.stepId,
            variantId: row.variantId,
            messageId: row.messageId,
            subject,
            to: sent.to,
          },
          now: sentAt,
        });
      await scheduleAfterSend(ctx, tx, row, sentAt, known);
      await sent.alsoRecord?.(tx);
      return true;
    },
    { behavior: 'immediate' },
  );
}
