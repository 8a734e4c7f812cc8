/**
 * IMAP polling on the job engine (ADR 030): an 'inbound.poll' job per mailbox with IMAP settings,
 * one per 5-minute slot (the slot is the idempotency key), enqueued by a ticker at most once a
 * minute; each job reads the new mail of the mailbox's INBOX into the inbound path.
 */

import { type AppDatabase, imapCursors, mailboxes } from '@leadpath/db';
import {
  type ImapPollOptions,
  type ImapPollResult,
  pollImapInbox,
} from '@leadpath/integrations/mail/inbound';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { modelReadsReplies } from '../assist/replies/inbound/model-classify-job.ts';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobHandler } from '../jobs/job-handlers.ts';
import type { Ticker } from '../jobs/job-runner.ts';
import { periodicTicker } from '../jobs/periodic-ticker.ts';
import { mailHostPolicyOf } from '../mailboxes/mail-host-policy.ts';
import { ingestInboundMail } from './ingest.ts';

export const INBOUND_POLL_JOB = 'inbound.poll';
/** How often each mailbox's INBOX is read. */
export const INBOUND_POLL_INTERVAL_MS = 5 * 60_000;
/** How often the ticker looks for mailboxes due a poll. */
const SCHEDULE_EVERY_MS = 60_000;

export interface InboundPollPayload {
  mailboxId: string;
}

/** The purpose the mailboxes area seals an IMAP password under (packages/api/src/mailboxes). */
export const imapPasswordPurposeOf = (mailboxId: string) => `mailbox-imap:${mailboxId}`;

/** The poller: imapflow for real; tests pass one that talks to a scripted IMAP peer. */
export type ImapPoll = typeof pollImapInbox;

/** Enqueues this slot's poll of every mailbox with IMAP settings that is not paused (known slots change nothing). */
export async function scheduleInboundPolls(db: AppDatabase, now: number): Promise<number> {
  const slot = Math.floor(now / INBOUND_POLL_INTERVAL_MS);
  const due = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(isNotNull(mailboxes.imapHost), isNotNull(mailboxes.imapPort), ne(mailboxes.status, 'paused')))
    .all();
  for (const mailbox of due)
    await enqueueJob(
      db,
      {
        kind: INBOUND_POLL_JOB,
        payload: { mailboxId: mailbox.id } satisfies InboundPollPayload,
        idempotencyKey: `${INBOUND_POLL_JOB}:${mailbox.id}:${slot}`,
        // The next slot polls again: a failed poll is not retried on top of it.
        maxAttempts: 1,
      },
      now,
    );
  return due.length;
}

/** A ticker for the job runner: schedules the polls at most once a minute of app time. */
export const inboundPollTicker = (db: AppDatabase, now: () => number): Ticker =>
  periodicTicker(now, SCHEDULE_EVERY_MS, (at) => scheduleInboundPolls(db, at));

/** What a poll needs: MAIL_ALLOW_PRIVATE_HOSTS (config.mail) decides which IMAP servers it may reach. */
type PollDeps = Pick<AppDeps, 'db' | 'secrets' | 'now'> & {
  config?: Pick<AppDeps['config'], 'mail'>;
  services?: Pick<AppDeps['services'], 'resolveHost' | 'languageModel'>;
};

/** Reads one mailbox's new mail into the inbound path and moves its cursor. */
export async function pollMailbox(
  deps: PollDeps,
  mailboxId: string,
  poll: ImapPoll = pollImapInbox,
  options: ImapPollOptions = {},
): Promise<ImapPollResult | null> {
  const { db } = deps;
  const mailbox = await db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId)).get();
  if (!mailbox?.imapHost || !mailbox.imapPort || mailbox.status === 'paused') return null;
  const cursorRow = await db.select().from(imapCursors).where(eq(imapCursors.mailboxId, mailboxId)).get();
  const account = {
    host: mailbox.imapHost,
    port: mailbox.imapPort,
    security: mailbox.imapSecurity ?? 'tls',
    username: mailbox.imapUsername ?? mailbox.fromAddress,
    password: mailbox.imapPasswordSealed
      ? deps.secrets.open(mailbox.imapPasswordSealed, imapPasswordPurposeOf(mailbox.id))
      : '',
  };
  const saveCursor = (values: { uidValidity: string; lastUid: number; lastError: string | null }) =>
    db
      .insert(imapCursors)
      .values({ mailboxId, ...values, lastPolledAt: new Date(deps.now()) })
      .onConflictDoUpdate({
        target: imapCursors.mailboxId,
        set: { ...values, lastPolledAt: new Date(deps.now()) },
      })
      .run();
  try {
    const result = await poll(
      account,
      cursorRow ? { uidValidity: cursorRow.uidValidity, lastUid: cursorRow.lastUid } : null,
      async (raw) => {
        await ingestInboundMail(db, {
          raw,
          source: 'imap',
          now: deps.now(),
          mailbox: { id: mailbox.id, ownerId: mailbox.ownerId },
          modelClassifies: modelReadsReplies(deps.services?.languageModel),
        });
      },
      { hosts: mailHostPolicyOf(deps), ...options },
    );
    await saveCursor({ ...result.cursor, lastError: null });
    return result;
  } catch (error) {
    // Never the password: the error's message only (imapflow names the server's answer).
    const message = error instanceof Error ? error.message.slice(0, 500) : 'The IMAP poll failed';
    await saveCursor({
      uidValidity: cursorRow?.uidValidity ?? '',
      lastUid: cursorRow?.lastUid ?? 0,
      lastError: message,
    });
    throw error;
  }
}

/** The 'inbound.poll' job: one poll; more mail than a batch queues the next poll at once. */
export function inboundPollJobHandler(
  deps: PollDeps,
  poll: ImapPoll = pollImapInbox,
): JobHandler<InboundPollPayload> {
  return async (job) => {
    const result = await pollMailbox(deps, job.payload.mailboxId, poll);
    if (result?.more)
      await enqueueJob(
        deps.db,
        {
          kind: INBOUND_POLL_JOB,
          payload: job.payload,
          idempotencyKey: `${INBOUND_POLL_JOB}:${job.payload.mailboxId}:more:${result.cursor.lastUid}`,
          maxAttempts: 1,
        },
        deps.now(),
      );
  };
}
