/** One enrollment's rows written one statement at a time: the exact path of enroll.ts (a slice read and written in one transaction). */
import { dueAfterDelay } from '@leadpath/core';
import {
  type OutreachSettingsRow,
  type SequenceRow,
  type SequenceStepRow,
  type SequenceStepVariantRow,
  type Tx,
  timeOrderedId,
} from '@leadpath/db';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { idempotencyKeyOf, variantForSlot } from './engine-rows.ts';
import type { StandingProspect } from './enroll-lookups.ts';
import { enrollmentTimeZoneFor, sendingWindowOf } from './outreach-settings.ts';
import type { engineStatements } from './statements.ts';

/** What every enrollment of one call shares. */
export interface EnrollmentWriter {
  tx: Tx;
  statements: ReturnType<typeof engineStatements>;
  ownerId: string;
  sequence: SequenceRow;
  first: SequenceStepRow;
  firstVariants: SequenceStepVariantRow[] | undefined;
  settings: OutreachSettingsRow;
  /** Whether any webhook endpoint takes enrollment.started (skips emitting per row when none does). */
  webhooks: boolean;
  now: number;
}

/** A new enrollment's first schedule row (held while the sequence is not active) and its 'enrolled' event. */
export function firstRowsOf(input: {
  ownerId: string;
  sequence: SequenceRow;
  first: SequenceStepRow;
  firstVariants: SequenceStepVariantRow[] | undefined;
  enrollmentId: string;
  prospectId: string;
  slot: number;
  dueAt: number;
  now: number;
}) {
  const { ownerId, sequence, first, enrollmentId, prospectId, now } = input;
  const sequenceId = sequence.id;
  return {
    step: {
      id: timeOrderedId(),
      ownerId,
      sequenceId,
      enrollmentId,
      prospectId,
      stepId: first.id,
      variantId: variantForSlot(input.firstVariants, input.slot)?.id ?? null,
      idempotencyKey: idempotencyKeyOf(enrollmentId, first.id),
      status: sequence.status === 'active' ? 'scheduled' : 'held',
      dueAt: input.dueAt,
      now,
    },
    event: {
      id: timeOrderedId(),
      ownerId,
      sequenceId,
      enrollmentId,
      prospectId,
      stepId: null,
      variantId: null,
      kind: 'enrolled',
      detail: null,
      at: now,
    },
  };
}

/** One enrollment: its row, its first step's schedule row (held while the sequence is not active), its event and webhook. */
export async function writeEnrollment(
  writer: EnrollmentWriter,
  prospect: StandingProspect,
  knownZone: string | null,
  slot: number,
): Promise<void> {
  const { tx, statements, ownerId, sequence, first, settings, now } = writer;
  const sequenceId = sequence.id;
  const prospectId = prospect.id;
  const timeZone = enrollmentTimeZoneFor(settings, knownZone);
  const enrollmentId = timeOrderedId();
  await statements.insertEnrollment.run({
    id: enrollmentId,
    ownerId,
    sequenceId,
    prospectId,
    timeZone,
    variantSlot: slot,
    now,
  });
  const window = sendingWindowOf(settings, timeZone);
  const dueAt = dueAfterDelay(window, now, first.delayDays, first.businessDays) ?? now;
  const rows = firstRowsOf({ ...writer, enrollmentId, prospectId, slot, dueAt });
  await statements.insertScheduledStep.run(rows.step);
  await statements.insertEvent.run(rows.event);
  if (writer.webhooks)
    await emitWebhookEvent(tx, {
      ownerId,
      type: 'enrollment.started',
      data: { enrollmentId, sequenceId, sequenceName: sequence.name, prospectId, email: prospect.email },
      now,
    });
}
