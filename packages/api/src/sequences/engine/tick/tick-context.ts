/** What one tick of the sequence engine is told, answers, and carries from row to row. */
import type { SecretBox } from '@leadpath/auth';
import { type AppDatabase, outboxMessages } from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';
import { and, eq } from 'drizzle-orm';
import type { LanguageModel } from '../../../assist/language-model/language-model.ts';
import type { LinkedinServices } from '../../../linkedin/execution/connectors.ts';
import { createLinkedinTickPlan, type LinkedinTickPlan } from '../../../linkedin/execution/execute-step.ts';
import { createMailboxPacing, type MailboxPacing } from '../../../mailboxes/engine-pacing.ts';
import { readSequenceShape, type SequenceShape } from '../engine-rows.ts';
import { type PreparedReads, preparedReads } from './prepared-reads.ts';
import { createSenders, type Senders } from './sender-pace.ts';

export interface SequenceTickOptions {
  db: AppDatabase;
  mailer: Mailer;
  now: () => number;
  /** Names this runner in the rows' leases. */
  owner: string;
  /** [0, 1) for the gap jitter; Math.random by default. */
  random?: () => number;
  /** Rows worked per batch; 20 by default. */
  batchSize?: number;
  /** Rows worked per tick at most, batch after batch; 200 by default. */
  maxRows?: number;
  /** How long a recorded intent holds its row (app-clock ms) before another tick reconciles it; 5 minutes. */
  leaseMs?: number;
  /** Where users reach the app, for {{booking_link}}: 'https://app.example.com'. */
  publicUrl?: string;
  /** Asked before each batch; false stops (the runner lost the tick lease). */
  beforeBatch?: () => boolean | Promise<boolean>;
  /**
   * Real milliseconds a send may take before it counts as failed (the row waits for its lease and is
   * reconciled by Message-ID, so a late success is not sent twice); 60 s by default. A hung mailer
   * cannot stop the tick.
   */
  sendTimeoutMs?: number;
  /** LinkedIn connectors (issue 21): the sandbox runs without it; Unipile when configured. */
  linkedin?: LinkedinServices;
  /**
   * Seals the recipient's link of the visible unsubscribe line (with publicUrl); without it the line
   * links a mailto to the sender, whose inbound path reads "unsubscribe".
   */
  secrets?: SecretBox;
  /** Drafts review-mode steps (AI Training's review queue, ADR 058); absent: the template assistant. */
  languageModel?: LanguageModel;
}

export interface SequenceTickResult {
  /** Emails sent (and recorded) by this tick. */
  sent: number;
  /** Task rows opened. */
  tasks: number;
  /** Rows flagged: a placeholder without a value, no address, no window. */
  flagged: number;
  /** Rows moved later by the window, the daily cap or the gap. */
  deferred: number;
  /** Interrupted sends found already sent and recorded without sending again. */
  reconciled: number;
  /** Sends that failed (retried after the lease, 'failed' after the last attempt). */
  failed: number;
}

export const DEFAULT_SEQUENCE_BATCH = 20;
export const DEFAULT_SEND_LEASE_MS = 5 * 60_000;
export const DEFAULT_SEND_TIMEOUT_MS = 60_000;
/** Sends of one step tried at most before the row is 'failed' and the enrollment moves on. */
export const MAX_SEND_ATTEMPTS = 5;

/** One tick's state, shared by its steps: the options, the counts so far, and what it read once. */
export interface TickContext {
  db: AppDatabase;
  options: SequenceTickOptions;
  /** The runner's name in the leases it takes. */
  owner: string;
  random: () => number;
  leaseMs: number;
  result: SequenceTickResult;
  reads: PreparedReads;
  /** A sequence's status, steps and variants, read once per tick. */
  shapeOf: (sequenceId: string) => Promise<SequenceShape | null>;
  senders: Senders;
  mailboxPacing: MailboxPacing;
  linkedinPlan: LinkedinTickPlan;
  /** Whether the mailer stored a message with this Message-ID (the outbox by default). */
  findSent: (ownerId: string, messageId: string) => Promise<{ id: string } | null>;
}

export function createTickContext(options: SequenceTickOptions): TickContext {
  const { db } = options;
  const shapes = new Map<string, SequenceShape | null>();
  return {
    db,
    options,
    owner: options.owner,
    random: options.random ?? Math.random,
    leaseMs: options.leaseMs ?? DEFAULT_SEND_LEASE_MS,
    result: { sent: 0, tasks: 0, flagged: 0, deferred: 0, reconciled: 0, failed: 0 },
    reads: preparedReads(db),
    shapeOf: async (sequenceId) => {
      if (!shapes.has(sequenceId)) shapes.set(sequenceId, await readSequenceShape(db, sequenceId));
      return shapes.get(sequenceId) ?? null;
    },
    senders: createSenders(db, options.publicUrl),
    // Mailboxes (issue 20): a sender with mailboxes paces each one (rotation, sticky per prospect);
    // without, the sender's own caps pace the local outbox.
    mailboxPacing: createMailboxPacing(db),
    linkedinPlan: createLinkedinTickPlan(),
    findSent: options.mailer.findSent?.bind(options.mailer) ?? ((ownerId, id) => outboxHas(db, ownerId, id)),
  };
}

/** The local outbox's answer to findSent, for a mailer that has none. */
async function outboxHas(db: AppDatabase, ownerId: string, messageId: string) {
  return (
    (await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.ownerId, ownerId), eq(outboxMessages.messageId, messageId)))
      .get()) ?? null
  );
}
