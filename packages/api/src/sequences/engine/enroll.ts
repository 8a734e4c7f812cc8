import { dueAfterDelay } from '@leadpath/core';
import {
  type AppDatabase,
  type ProspectRow,
  prospects,
  sequenceEnrollments,
  sequenceSteps,
  sequences,
  suppressedAddresses,
  timeOrderedId,
} from '@leadpath/db';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { idempotencyKeyOf, variantForSlot, variantsByStep } from './engine-rows.ts';
import { enrollmentTimeZoneFor, readOutreachSettings, sendingWindowOf } from './outreach-settings.ts';
import { knownTimeZonesOf } from './prospect-time-zone.ts';
import { engineStatements, hasWebhookSubscribers } from './statements.ts';

export interface EnrollInput {
  ownerId: string;
  sequenceId: string;
  prospectIds: string[];
  /** Enroll a prospect even when it is active in another sequence. */
  allowOtherActive?: boolean;
  now: number;
}

export interface EnrollResult {
  enrolled: string[];
  skipped: { prospectId: string; reason: string }[];
}

export const SKIP_NOT_FOUND = 'Prospect not found';
export const SKIP_ALREADY_ENROLLED = 'Already enrolled in this sequence';
export const SKIP_ACTIVE_ELSEWHERE = 'Already active in another sequence';
export const SKIP_SUPPRESSED = 'Unsubscribed or bounced: never mailed again';
export const SKIP_NO_STEPS = 'The sequence has no steps';
export const SKIP_NO_SEQUENCE = 'Sequence not found';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Enrolls prospects in one transaction: an enrollment each (its zone: the prospect's when known and
 * wanted, else the sender's; its variant slot: the next of an even round-robin split) and its first
 * step's schedule row, due after the first step's delay counted from now and placed in the window.
 * A prospect of another owner, already in this sequence, suppressed, or (unless allowOtherActive)
 * active or paused in another sequence is skipped with the reason. While the sequence is not active
 * the rows are held until it is activated.
 */
export async function enrollProspects(db: AppDatabase, input: EnrollInput): Promise<EnrollResult> {
  const { ownerId, sequenceId, now } = input;
  const ids = [...new Set(input.prospectIds)];
  return db.transaction(
    async (tx) => {
      const sequence = await tx
        .select()
        .from(sequences)
        .where(and(eq(sequences.id, sequenceId), eq(sequences.ownerId, ownerId)))
        .get();
      const steps = sequence
        ? await tx
            .select()
            .from(sequenceSteps)
            .where(eq(sequenceSteps.sequenceId, sequenceId))
            .orderBy(asc(sequenceSteps.position))
            .all()
        : [];
      const first = steps[0];
      if (!sequence || !first) {
        const reason = sequence ? SKIP_NO_STEPS : SKIP_NO_SEQUENCE;
        return { enrolled: [], skipped: ids.map((prospectId) => ({ prospectId, reason })) };
      }
      const firstVariants = (await variantsByStep(tx, [first.id])).get(first.id);
      const settings = await readOutreachSettings(tx, ownerId, now);

      const found = new Map<string, ProspectRow>();
      const inThis = new Set<string>();
      const elsewhere = new Set<string>();
      for (const part of chunks(ids)) {
        for (const row of await tx
          .select()
          .from(prospects)
          .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, part)))
          .all())
          found.set(row.id, row);
        for (const row of await tx
          .select({ prospectId: sequenceEnrollments.prospectId, sequenceId: sequenceEnrollments.sequenceId })
          .from(sequenceEnrollments)
          .where(
            and(
              inArray(sequenceEnrollments.prospectId, part),
              eq(sequenceEnrollments.sequenceId, sequenceId),
            ),
          )
          .all())
          inThis.add(row.prospectId);
        for (const row of await tx
          .select({ prospectId: sequenceEnrollments.prospectId })
          .from(sequenceEnrollments)
          .where(
            and(
              inArray(sequenceEnrollments.prospectId, part),
              ne(sequenceEnrollments.sequenceId, sequenceId),
              inArray(sequenceEnrollments.status, ['active', 'paused']),
            ),
          )
          .all())
          elsewhere.add(row.prospectId);
      }
      const emails = [...found.values()].map((row) => row.email.trim().toLowerCase()).filter(Boolean);
      const suppressed = new Set<string>();
      for (const part of chunks(emails)) {
        for (const row of await tx
          .select({ email: suppressedAddresses.email })
          .from(suppressedAddresses)
          .where(and(eq(suppressedAddresses.ownerId, ownerId), inArray(suppressedAddresses.email, part)))
          .all())
          suppressed.add(row.email);
      }

      let slot =
        (
          await tx
            .select({ n: count() })
            .from(sequenceEnrollments)
            .where(eq(sequenceEnrollments.sequenceId, sequenceId))
            .get()
        )?.n ?? 0;
      // The prospect's zone: explicit, else its company's location (prospect-time-zone.ts).
      const knownZones = await knownTimeZonesOf(tx, found.values());
      const result: EnrollResult = { enrolled: [], skipped: [] };
      const running = sequence.status === 'active';
      const webhooks = await hasWebhookSubscribers(tx, ownerId, 'enrollment.started');
      // The database's $sql statements join this transaction (its callback's own statements).
      const statements = engineStatements(db.$sql);
      for (const prospectId of ids) {
        const prospect = found.get(prospectId);
        const skip = (reason: string) => result.skipped.push({ prospectId, reason });
        if (!prospect) skip(SKIP_NOT_FOUND);
        else if (inThis.has(prospectId)) skip(SKIP_ALREADY_ENROLLED);
        else if (suppressed.has(prospect.email.trim().toLowerCase())) skip(SKIP_SUPPRESSED);
        else if (elsewhere.has(prospectId) && !input.allowOtherActive) skip(SKIP_ACTIVE_ELSEWHERE);
        else {
          const timeZone = enrollmentTimeZoneFor(settings, knownZones.get(prospectId) ?? null);
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
          await statements.insertScheduledStep.run({
            id: timeOrderedId(),
            ownerId,
            sequenceId,
            enrollmentId,
            prospectId,
            stepId: first.id,
            variantId: variantForSlot(firstVariants, slot)?.id ?? null,
            idempotencyKey: idempotencyKeyOf(enrollmentId, first.id),
            status: running ? 'scheduled' : 'held',
            dueAt,
            now,
          });
          slot += 1;
          await statements.insertEvent.run({
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
          });
          if (webhooks)
            await emitWebhookEvent(tx, {
              ownerId,
              type: 'enrollment.started',
              data: {
                enrollmentId,
                sequenceId,
                sequenceName: sequence.name,
                prospectId,
                email: prospect.email,
              },
              now,
            });
          result.enrolled.push(prospectId);
        }
      }
      return result;
    },
    { behavior: 'immediate' },
  );
}
