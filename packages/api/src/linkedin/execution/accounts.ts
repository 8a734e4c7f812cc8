/** The user's LinkedIn account row: connect (sandbox, Unipile, manual), pause on a signal, resume. */
import { randomUUID } from 'node:crypto';
import { localDateOf } from '@leadpath/core';
import {
  type AppDatabase,
  changesOf,
  type Db,
  type LinkedinAccountRow,
  linkedinAccounts,
  scheduledSteps,
  sequenceSteps,
  sequences,
} from '@leadpath/db';
import type { LinkedinAccountKind, LinkedinSignal } from '@leadpath/integrations/linkedin';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { settingsOfOwner } from './pacing.ts';

/** How long a limit signal pauses the account. */
export const LIMIT_PAUSE_MS = 12 * 3_600_000;
/** How long a security check pauses it. */
export const SECURITY_PAUSE_MS = 6 * 3_600_000;

export async function readLinkedinAccount(db: Db, ownerId: string): Promise<LinkedinAccountRow | null> {
  return (
    (await db.select().from(linkedinAccounts).where(eq(linkedinAccounts.ownerId, ownerId)).get()) ?? null
  );
}

/**
 * Connects (or switches) the user's account; the warmup ramp starts today on a new connection. A
 * connector (not manual mode) takes over the LinkedIn tasks still open: they go back to the
 * schedule, due now, and run within the pacing.
 */
export async function connectLinkedinAccount(
  db: AppDatabase,
  input: {
    ownerId: string;
    kind: LinkedinAccountKind;
    externalAccountId: string | null;
    name: string;
    now: number;
  },
): Promise<LinkedinAccountRow> {
  return db.transaction(async (tx) => {
    const account = await saveLinkedinAccount(tx, input);
    if (input.kind !== 'manual') await returnLinkedinTasksToSchedule(tx, input.ownerId, input.now);
    return account;
  });
}

/** The owner's open LinkedIn tasks become automatic steps again, due now; how many. */
export async function returnLinkedinTasksToSchedule(db: Db, ownerId: string, now: number): Promise<number> {
  const linkedinStepIds = db
    .select({ id: sequenceSteps.id })
    .from(sequenceSteps)
    .innerJoin(sequences, eq(sequences.id, sequenceSteps.sequenceId))
    .where(and(eq(sequences.ownerId, ownerId), inArray(sequenceSteps.kind, [...LINKEDIN_TASK_KINDS])));
  return changesOf(
    await db
      .update(scheduledSteps)
      .set({ status: 'scheduled', dueAt: new Date(now), note: null })
      .where(
        and(
          eq(scheduledSteps.ownerId, ownerId),
          eq(scheduledSteps.status, 'task_open'),
          inArray(scheduledSteps.stepId, linkedinStepIds),
        ),
      )
      .run(),
  );
}

const LINKEDIN_TASK_KINDS = ['linkedin_visit', 'linkedin_connect', 'linkedin_message'] as const;

async function saveLinkedinAccount(
  db: Db,
  input: {
    ownerId: string;
    kind: LinkedinAccountKind;
    externalAccountId: string | null;
    name: string;
    now: number;
  },
): Promise<LinkedinAccountRow> {
  const settings = await settingsOfOwner(db, input.ownerId, input.now);
  const today = localDateOf(input.now, settings.timezone.value);
  const existing = await readLinkedinAccount(db, input.ownerId);
  if (existing) {
    return db
      .update(linkedinAccounts)
      .set({
        kind: input.kind,
        externalAccountId: input.externalAccountId,
        name: input.name,
        status: 'active',
        pausedUntil: null,
        pauseReason: null,
        syncCursor: existing.kind === input.kind ? existing.syncCursor : null,
        updatedAt: new Date(input.now),
      })
      .where(eq(linkedinAccounts.id, existing.id))
      .returning()
      .get();
  }
  return db
    .insert(linkedinAccounts)
    .values({
      id: randomUUID(),
      ownerId: input.ownerId,
      kind: input.kind,
      externalAccountId: input.externalAccountId,
      name: input.name,
      status: 'active',
      warmupStartedOn: today,
      createdAt: new Date(input.now),
      updatedAt: new Date(input.now),
    })
    .returning()
    .get();
}

/** Pauses the account after a limit or security signal: the reason is shown until it resumes. */
export async function pauseForSignal(
  db: Db,
  account: Pick<LinkedinAccountRow, 'id'>,
  signal: Exclude<LinkedinSignal, 'error'>,
  message: string,
  now: number,
): Promise<number> {
  const until = now + (signal === 'limit' ? LIMIT_PAUSE_MS : SECURITY_PAUSE_MS);
  const reason = signal === 'limit' ? `Limit reached: ${message}` : `Security check: ${message}`;
  await db
    .update(linkedinAccounts)
    .set({ status: 'paused', pausedUntil: new Date(until), pauseReason: reason, updatedAt: new Date(now) })
    .where(eq(linkedinAccounts.id, account.id))
    .run();
  return until;
}

/** A paused account whose pause is over is active again. Returns the row as it is now. */
export async function resumeIfDue(
  db: Db,
  account: LinkedinAccountRow,
  now: number,
): Promise<LinkedinAccountRow> {
  if (account.status !== 'paused' || !account.pausedUntil || account.pausedUntil.getTime() > now)
    return account;
  await db
    .update(linkedinAccounts)
    .set({ status: 'active', pausedUntil: null, pauseReason: null, updatedAt: new Date(now) })
    .where(
      and(
        eq(linkedinAccounts.id, account.id),
        eq(linkedinAccounts.status, 'paused'),
        lte(linkedinAccounts.pausedUntil, new Date(now)),
      ),
    )
    .run();
  return { ...account, status: 'active', pausedUntil: null, pauseReason: null };
}
