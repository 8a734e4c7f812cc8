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
  type LinkedinAccountRow,
  linkedinAccounts,
  linkedinActions,
  linkedinConversations,
  linkedinMessages,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
} from '@leadpath/db';
import type { LinkedinSyncBatch } from '@leadpath/integrations/linkedin';
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
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
import { addMessage, upsertConversation } from '../messaging/conversations.ts';
import { pauseForSignal, resumeIfDue } from './accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices, normaliseProfileUrl } from './connectors.ts';
import { actionGapMs, actionsOn, nextActionSlot, settingsOfOwner } from './pacing.ts';

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

/**
 * Records what the connector brought back, in one transaction. `modelClassifies`: a chat-completions
 * model is configured, so a prospect's reply is read again by it as a job (ADR 052, 063).
 */
export async function applySyncBatch(
  db: AppDatabase,
  account: LinkedinAccountRow,
  batch: LinkedinSyncBatch,
  now: number,
  options: { modelClassifies?: boolean } = {},
) {
  const result: LinkedinSyncResult = { accepted: 0, messages: 0, replies: 0, sent: 0 };
  await db.transaction(
    async (tx) => {
      for (const acceptance of batch.acceptances) {
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
        for (const invitation of invitations) {
          const at = Math.min(acceptance.at, now);
          await tx
            .update(linkedinActions)
            .set({ status: 'accepted', acceptedAt: new Date(at) })
            .where(eq(linkedinActions.id, invitation.id))
            .run();
          result.accepted += 1;
          const step = invitation.scheduledStepId
            ? await tx
                .select()
                .from(scheduledSteps)
                .where(eq(scheduledSteps.id, invitation.scheduledStepId))
                .get()
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
          // The next step's delay counts from the acceptance.
          if (position !== undefined)
            await scheduleNextStep(tx, { enrollment, afterPosition: position, from: Math.max(at, now), now });
        }
      }
      for (const message of batch.messages) {
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
        if (!added) continue;
        result.messages += 1;
        if (message.direction !== 'inbound') continue;
        if (!conversation.prospectId) {
          // Classified for the inbox; it answers no sequence.
          await classifyLinkedinReply(db, { message: added, prospectId: null, running: [], now });
          continue;
        }
        result.replies += 1;
        // A reply: written on the prospect's running enrollments, then its class acts (ADR 063).
        const running = await tx
          .select()
          .from(sequenceEnrollments)
          .where(
            and(
              eq(sequenceEnrollments.prospectId, conversation.prospectId),
              inArray(sequenceEnrollments.status, ['active', 'paused']),
            ),
          )
          .all();
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
          prospectId: conversation.prospectId,
          running,
          now,
          modelClassifies: options.modelClassifies,
        });
      }
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

/** Sends the inbox's queued messages whose turn has come, one at a time within the pacing. */
async function sendQueued(
  db: AppDatabase,
  account: LinkedinAccountRow,
  services: LinkedinServices | undefined,
  now: number,
  random: () => number,
) {
  const connector = connectorFor(db, account, services);
  if (!connector) return 0;
  const settings = await settingsOfOwner(db, account.ownerId, now);
  let sent = 0;
  const queued = await db
    .select()
    .from(linkedinMessages)
    .where(
      and(
        eq(linkedinMessages.ownerId, account.ownerId),
        eq(linkedinMessages.status, 'queued'),
        lte(linkedinMessages.at, new Date(now)),
      ),
    )
    .orderBy(asc(linkedinMessages.at))
    .limit(20)
    .all();
  for (const message of queued) {
    const actionId = crypto.randomUUID();
    // The pacing's decision and the pending action in one transaction: an inbox send or the tick
    // cannot take the same slot (today's limit, the gap) in between.
    const claimed = await db.transaction(async (tx) => {
      const current = await tx
        .select()
        .from(linkedinAccounts)
        .where(eq(linkedinAccounts.id, account.id))
        .get();
      if (!current) return 'stop' as const;
      const slot = await nextActionSlot({
        at: now,
        settings,
        account: current,
        countedOn: (date) => actionsOn(tx, account.id, settings, date),
      });
      if (slot === null || slot > now) return 'stop' as const;
      const conversation = await tx
        .select()
        .from(linkedinConversations)
        .where(eq(linkedinConversations.id, message.conversationId))
        .get();
      if (!conversation) return 'skip' as const;
      await tx
        .insert(linkedinActions)
        .values({
          id: actionId,
          ownerId: account.ownerId,
          accountId: account.id,
          prospectId: conversation.prospectId,
          kind: 'message',
          status: 'pending',
          profileUrl: conversation.profileUrl,
          text: message.text,
          at: new Date(now),
        })
        .run();
      await tx
        .update(linkedinAccounts)
        .set({ nextActionAt: new Date(now + actionGapMs(random)) })
        .where(eq(linkedinAccounts.id, account.id))
        .run();
      return conversation;
    });
    if (claimed === 'stop') break;
    if (claimed === 'skip') continue;
    const conversation = claimed;
    const result = await connector
      .sendMessage(
        accountRefOf(account),
        { profileUrl: conversation.profileUrl },
        message.text,
        conversation.externalChatId,
        now,
      )
      .catch((error: unknown) => ({ ok: false as const, signal: 'error' as const, message: String(error) }));
    await db.transaction(async (tx) => {
      if (result.ok) {
        await tx
          .update(linkedinActions)
          .set({ status: 'done', externalId: result.externalId })
          .where(eq(linkedinActions.id, actionId))
          .run();
        await tx
          .update(linkedinMessages)
          .set({ status: 'sent', externalMessageId: result.externalId, at: new Date(now), note: null })
          .where(eq(linkedinMessages.id, message.id))
          .run();
        await tx
          .update(linkedinConversations)
          .set({ lastMessageAt: new Date(now), lastMessageText: message.text })
          .where(eq(linkedinConversations.id, conversation.id))
          .run();
        sent += 1;
        return;
      }
      await tx
        .update(linkedinActions)
        .set({ status: 'failed', note: result.message })
        .where(eq(linkedinActions.id, actionId))
        .run();
      if (result.signal === 'error')
        await tx
          .update(linkedinMessages)
          .set({ status: 'failed', note: result.message })
          .where(eq(linkedinMessages.id, message.id))
          .run();
      else await pauseForSignal(tx, account, result.signal, result.message, now);
    });
    // One message per run: the next one waits for the gap (the next run).
    break;
  }
  return sent;
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
