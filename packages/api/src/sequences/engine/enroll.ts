import { dueAfterDelay } from '@leadpath/core';
import {
  type AppDatabase,
  type OutreachSettingsRow,
  type ProspectRow,
  type SequenceRow,
  type SequenceStepRow,
  type SequenceStepVariantRow,
  type Tx,
  timeOrderedId,
} from '@leadpath/db';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { idempotencyKeyOf, variantForSlot, variantsByStep } from './engine-rows.ts';
import {
  nextVariantSlot,
  type ProspectStanding,
  readProspectStanding,
  readSequenceAndFirstStep,
} from './enroll-lookups.ts';
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

/**
 * Prospects one enrollment transaction takes (ADR 078): a prospect costs about 0.5 ms of writes (its
 * enrollment, first schedule row and event), so a slice holds the connection and the request thread
 * about 10-15 ms, and other requests run between two slices. One transaction of 10,000 held both
 * about 7 s: a transaction's awaits are microtasks, so nothing else ran until it committed.
 */
export const ENROLL_SLICE = 25;

/**
 * Enrolls prospects, ENROLL_SLICE per transaction with a yield to the event loop between them: an
 * enrollment each (its zone: the prospect's when known and wanted, else the sender's; its variant
 * slot: the next of an even round-robin split) and its first step's schedule row, due after the first
 * step's delay counted from now and placed in the window. A prospect of another owner, already in
 * this sequence, suppressed, or (unless allowOtherActive) active or paused in another sequence is
 * skipped with the reason. While the sequence is not active the rows are held until it is activated.
 * Each slice reads the sequence and each prospect's standing in its own transaction, so a slice
 * never enrolls twice what another request enrolled meanwhile; a call that fails midway keeps the
 * slices before it, and the same call again skips them as already enrolled.
 */
export async function enrollProspects(db: AppDatabase, input: EnrollInput): Promise<EnrollResult> {
  const ids = [...new Set(input.prospectIds)];
  const result: EnrollResult = { enrolled: [], skipped: [] };
  for (let start = 0; start < ids.length; start += ENROLL_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const slice = await enrollSlice(db, { ...input, prospectIds: ids.slice(start, start + ENROLL_SLICE) });
    result.enrolled.push(...slice.enrolled);
    result.skipped.push(...slice.skipped);
  }
  return result;
}

/** One slice of enrollProspects in one transaction. */
async function enrollSlice(db: AppDatabase, input: EnrollInput): Promise<EnrollResult> {
  const { ownerId, sequenceId, now } = input;
  const ids = [...new Set(input.prospectIds)];
  return db.transaction(
    async (tx) => {
      const { sequence, first } = await readSequenceAndFirstStep(tx, ownerId, sequenceId);
      if (!sequence || !first) {
        const reason = sequence ? SKIP_NO_STEPS : SKIP_NO_SEQUENCE;
        return { enrolled: [], skipped: ids.map((prospectId) => ({ prospectId, reason })) };
      }
      const firstVariants = (await variantsByStep(tx, [first.id])).get(first.id);
      const settings = await readOutreachSettings(tx, ownerId, now);
      const standing = await readProspectStanding(tx, ownerId, sequenceId, ids);
      let slot = await nextVariantSlot(tx, sequenceId);
      // The prospect's zone: explicit, else its company's location (prospect-time-zone.ts).
      const knownZones = await knownTimeZonesOf(tx, standing.found.values());
      const writer: EnrollmentWriter = {
        tx,
        // The database's $sql statements join this transaction (its callback's own statements).
        statements: engineStatements(db.$sql),
        ownerId,
        sequence,
        first,
        firstVariants,
        settings,
        webhooks: await hasWebhookSubscribers(tx, ownerId, 'enrollment.started'),
        now,
      };
      const result: EnrollResult = { enrolled: [], skipped: [] };
      for (const prospectId of ids) {
        const prospect = standing.found.get(prospectId);
        const reason = skipReasonOf(standing, prospectId, input.allowOtherActive);
        if (reason || !prospect) {
          result.skipped.push({ prospectId, reason: reason ?? SKIP_NOT_FOUND });
          continue;
        }
        await writeEnrollment(writer, prospect, knownZones.get(prospectId) ?? null, slot);
        slot += 1;
        result.enrolled.push(prospectId);
      }
      return result;
    },
    { behavior: 'immediate' },
  );
}

/** Why a prospect is not enrolled, in the order the reasons are checked; null when it is enrolled. */
function skipReasonOf(
  standing: ProspectStanding,
  prospectId: string,
  allowOtherActive?: boolean,
): string | null {
  const prospect = standing.found.get(prospectId);
  if (!prospect) return SKIP_NOT_FOUND;
  if (standing.inThis.has(prospectId)) return SKIP_ALREADY_ENROLLED;
  if (standing.suppressed.has(prospect.email.trim().toLowerCase())) return SKIP_SUPPRESSED;
  if (standing.elsewhere.has(prospectId) && !allowOtherActive) return SKIP_ACTIVE_ELSEWHERE;
  return null;
}

/** What every enrollment of one call shares. */
interface EnrollmentWriter {
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

/** One enrollment: its row, its first step's schedule row (held while the sequence is not active), its event and webhook. */
async function writeEnrollment(
  writer: EnrollmentWriter,
  prospect: ProspectRow,
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
  await statements.insertScheduledStep.run({
    id: timeOrderedId(),
    ownerId,
    sequenceId,
    enrollmentId,
    prospectId,
    stepId: first.id,
    variantId: variantForSlot(writer.firstVariants, slot)?.id ?? null,
    idempotencyKey: idempotencyKeyOf(enrollmentId, first.id),
    status: sequence.status === 'active' ? 'scheduled' : 'held',
    dueAt,
    now,
  });
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
  if (writer.webhooks)
    await emitWebhookEvent(tx, {
      ownerId,
      type: 'enrollment.started',
      data: { enrollmentId, sequenceId, sequenceName: sequence.name, prospectId, email: prospect.email },
      now,
    });
}
