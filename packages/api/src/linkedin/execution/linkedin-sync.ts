/**
 * The 'linkedin.sync' job (issue 21): polls the account's connector for what happened since the
 * cursor. An accepted invitation advances its enrollment to the next step ('invitation_accepted');
 * a message from a prospect lands in the inbox, is classified like an email reply and acts by its
 * class in the same transaction (ADR 063: a dated out-of-office pauses, an unsubscribe suppresses,
 * anything else is the reply stop; 'linkedin_reply' on the timeline unless out of office). Messages written in the inbox and queued
 * by the pacing are sent here when their turn comes. A pause that is over ends here too.
 */
import {
  type AppDatabase,
  type Db,
  type LinkedinAccountRow,
  type LinkedinMessageRow,
  linkedinAccounts,
  linkedinActions,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
} from '@leadpath/db';
import type {
  LinkedinAcceptance,
  LinkedinSyncBatch,
  LinkedinSyncedMessage,
} from '@leadpath/integrations/linkedin';
import { and, eq, ne } from 'drizzle-orm';
import {
  classifyLinkedinReply,
  isAutomaticAnswer,
} from '../../assist/replies/inbound/linkedin-reply-class.ts';
import { modelReadsReplies } from '../../assist/replies/inbound/model-classify-job.ts';
import type { AppDeps, AppServices } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import { periodicTicker } from '../../jobs/periodic-ticker.ts';
import { insertEvent, scheduleNextStep } from '../../sequences/engine/engine-rows.ts';
import { runningEnrollmentsOf } from '../../sequences/engine/running-enrollments.ts';
import { addMessage, upsertConversation } from '../messaging/conversations.ts';
import { resumeIfDue } from './accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices, normaliseProfileUrl } from './connectors.ts';
import { sendQueued } from './send-queued.ts';

export const LINKEDIN_SYNC_JOB = 'linkedin.sync';
/** How often each connected account is polled. */
export const LINKEDIN_SYNC_EVERY_MS = 5 * 60_000;

export interface LinkedinSyncPayload {
  accountId: string;
}

export interface LinkedinSyncResult {
  accepted: number;
  messages: number;
  replies: number;
  sent: number;
}

type ClassifyOptions = { modelClassifies?: boolean };

/**
 * Records what the connector brought back, in one transaction. `modelClassifies`: a chat-completions
 * model is configured, so a prospect's reply is read again by it as a job (ADR 052, 063).
 */
export async function applySyncBatch(
  db: AppDatabase,
  account: LinkedinAccountRow,
  batch: LinkedinSyncBatch,
  now: number,
  options: ClassifyOptions = {},
) {
  const result: LinkedinSyncResult = { accepted: 0, messages: 0, replies: 0, sent: 0 };
  await db.transaction(
    async (tx) => {
      for (const acceptance of batch.acceptances)
        result.accepted += await recordAcceptance(tx, account, acceptance, now);
      for (const message of batch.messages)
        await recordSyncedMessage({ db, tx }, account, message, now, options, result);
      await tx
        .update(linkedinAccounts)
        .set({ syncCursor: batch.cursor, lastSyncedAt: new Date(now) })
        .where(eq(linkedinAccounts.id, account.id))
        .run();
    },
    { behavior: 'immediate' },
  );
  return result;
}

/**
 * An accepted invitation: each invitation sent to that profile is marked accepted, and its enrollment
 * moves on to the next step, whose delay counts from the acceptance. Returns how many were accepted.
 */
async function recordAcceptance(
  tx: Db,
  account: LinkedinAccountRow,
  acceptance: LinkedinAcceptance,
  now: number,
) {
  const url = normaliseProfileUrl(acceptance.profileUrl);
  const invitations = await tx
    .select()
    .from(linkedinActions)
    .where(
      and(
        eq(linkedinActions.accountId, account.id),
        eq(linkedinActions.kind, 'invite'),
        eq(linkedinActions.status, 'done'),
        eq(linkedinActions.profileUrl, url),
      ),
    )
    .all();
  const at = Math.min(acceptance.at, now);
  for (const invitation of invitations) {
    await tx
      .update(linkedinActions)
      .set({ status: 'accepted', acceptedAt: new Date(at) })
      .where(eq(linkedinActions.id, invitation.id))
      .run();
    const step = invitation.scheduledStepId
      ? await tx.select().from(scheduledSteps).where(eq(scheduledSteps.id, invitation.scheduledStepId)).get()
      : undefined;
    const enrollment = invitation.enrollmentId
      ? await tx
          .select()
          .from(sequenceEnrollments)
          .where(eq(sequenceEnrollments.id, invitation.enrollmentId))
          .get()
      : undefined;
    if (!step || !enrollment) continue;
    await insertEvent(tx, { ...step, kind: 'invitation_accepted', detail: url, at });
    if (enrollment.status === 'finished') continue;
    const position = (
      await tx
        .select({ position: sequenceSteps.position })
        .from(sequenceSteps)
        .where(eq(sequenceSteps.id, step.stepId))
        .get()
    )?.position;
    if (position !== undefined)
      await scheduleNextStep(tx, { enrollment, afterPosition: position, from: Math.max(at, now), now });
  }
  return invitations.length;
}

/** A synced message into its conversation; a prospect's reply is written on its running enrollments and classified. */
async function recordSyncedMessage(
  // The classifier takes the app's database; inside this transaction its statements join it.
  { db, tx }: { db: AppDatabase; tx: Db },
  account: LinkedinAccountRow,
  message: LinkedinSyncedMessage,
  now: number,
  options: ClassifyOptions,
  result: LinkedinSyncResult,
) {
  const conversation = await upsertConversation(tx, {
    ownerId: account.ownerId,
    externalChatId: message.externalChatId,
    profileUrl: message.profileUrl,
    name: message.name,
    at: message.at,
  });
  const added = await addMessage(tx, conversation, {
    externalMessageId: message.externalMessageId,
    direction: message.direction,
    status: message.direction === 'inbound' ? 'received' : 'sent',
    text: message.text,
    at: message.at,
  });
  if (!added) return;
  result.messages += 1;
  if (message.direction !== 'inbound') return;
  if (!conversation.prospectId) {
    // Classified for the inbox; it answers no sequence.
    await classifyLinkedinReply(db, { message: added, prospectId: null, running: [], now });
    return;
  }
  result.replies += 1;
  await actOnReply({ db, tx }, { prospectId: conversation.prospectId, added, message, now }, options);
}

/** A prospect's reply: written on its running enrollments (unless out of office), then its class acts (ADR 063). */
async function actOnReply(
  { db, tx }: { db: AppDatabase; tx: Db },
  reply: { prospectId: string; added: LinkedinMessageRow; message: LinkedinSyncedMessage; now: number },
  options: ClassifyOptions,
) {
  const { prospectId, added, message, now } = reply;
  const running = await runningEnrollmentsOf(tx, prospectId);
  // An out-of-office answer pauses or changes nothing; it is not the prospect replying.
  const written = isAutomaticAnswer(added.text, added.at) ? [] : running;
  for (const enrollment of written)
    await insertEvent(tx, {
      ownerId: enrollment.ownerId,
      sequenceId: enrollment.sequenceId,
      enrollmentId: enrollment.id,
      prospectId: enrollment.prospectId,
      kind: 'linkedin_reply',
      detail: message.text.slice(0, 200),
      at: Math.min(message.at, now),
    });
  await classifyLinkedinReply(db, {
    message: added,
    prospectId: prospectId,
    running,
    now,
    modelClassifies: options.modelClassifies,
  });
}

/** One sync of one account: resume a pause that is over, poll, record, send a queued message. */
export async function syncLinkedinAccount(
  db: AppDatabase,
  accountId: string,
  options: { now: number; services?: LinkedinServices; random?: () => number; modelClassifies?: boolean },
): Promise<LinkedinSyncResult | null> {
  const found = await db.select().from(linkedinAccounts).where(eq(linkedinAccounts.id, accountId)).get();
  if (!found) return null;
  const account = await resumeIfDue(db, found, options.now);
  const connector = connectorFor(db, account, options.services);
  if (!connector) return null;
  const batch = await connector.sync(accountRefOf(account), account.syncCursor, options.now);
  const result = await applySyncBatch(db, account, batch, options.now, {
    modelClassifies: options.modelClassifies,
  });
  result.sent = await sendQueued(db, account, options.services, options.now, options.random ?? Math.random);
  return result;
}

export function linkedinSyncJobHandler(
  deps: Pick<AppDeps, 'db' | 'now'> & { services: Pick<AppServices, 'linkedin' | 'languageModel'> },
) {
  return async (job: JobContext<LinkedinSyncPayload>) => {
    await syncLinkedinAccount(deps.db, job.payload.accountId, {
      now: job.now(),
      services: deps.services.linkedin,
      modelClassifies: modelReadsReplies(deps.services.languageModel),
    });
  };
}

/**
 * Enqueues a 'linkedin.sync' job for every connected account not synced within
 * LINKEDIN_SYNC_EVERY_MS (one per account and period: the idempotency key). A ticker of the job runner.
 */
export async function enqueueDueLinkedinSyncs(db: AppDatabase, now: number): Promise<number> {
  const accounts = await db
    .select({
      id: linkedinAccounts.id,
      lastSyncedAt: linkedinAccounts.lastSyncedAt,
    })
    .from(linkedinAccounts)
    .where(ne(linkedinAccounts.kind, 'manual'))
    .all();
  let enqueued = 0;
  for (const account of accounts) {
    if (account.lastSyncedAt && account.lastSyncedAt.getTime() + LINKEDIN_SYNC_EVERY_MS > now) continue;
    const period = Math.floor(now / LINKEDIN_SYNC_EVERY_MS);
    await enqueueJob(
      db,
      {
        kind: LINKEDIN_SYNC_JOB,
        payload: { accountId: account.id } satisfies LinkedinSyncPayload,
        idempotencyKey: `linkedin-sync:${account.id}:${period}`,
        maxAttempts: 1,
      },
      now,
    );
    enqueued += 1;
  }
  return enqueued;
}

/** The job runner's ticker: enqueues the due 'linkedin.sync' jobs, looking at most once a minute of app time. */
export const linkedinSyncTicker = (db: AppDatabase, now: () => number) =>
  periodicTicker(now, 60_000, (at) => enqueueDueLinkedinSyncs(db, at));
