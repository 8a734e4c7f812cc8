/**
 * The sequence engine's tick (ADR 026): works the due rows of the schedule in small batches, sends
 * each automatic email exactly once (intent, send, mark), opens tasks, and schedules the next step.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { SecretBox } from '@leadpath/auth';
import {
  addCalendarDays,
  gapAfterSendMs,
  localDateOf,
  nextSendSlot,
  renderTemplate,
  type SendSlotInput,
  startOfLocalDay,
} from '@leadpath/core';
import { NO_ACTIVE_MAILBOX_NOTE } from '@leadpath/core/schemas/mailboxes';
import {
  type AppDatabase,
  changesOf,
  mailboxes,
  type OutreachSettingsRow,
  outboxMessages,
  prospects,
  type ScheduledStepRow,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
} from '@leadpath/db';
import type { Mailer, OutgoingMail } from '@leadpath/integrations';
import { and, asc, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { LinkedinServices } from '../../linkedin/execution/connectors.ts';
import {
  createLinkedinTickPlan,
  isLinkedinStepKind,
  workLinkedinStep,
} from '../../linkedin/execution/execute-step.ts';
import { createMailboxPacing, NO_ACTIVE_MAILBOX, type Pace } from '../../mailboxes/engine-pacing.ts';
import { unsubscribeTokenFor, unsubscribeUrlOf } from '../../unsubscribe/token.ts';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import {
  messageIdFor,
  missingNote,
  missingValues,
  prospectValuesOf,
  replySubject,
  type SenderValues,
  senderValuesOf,
  threadOf,
  withSignature,
  withUnsubscribeLine,
} from './compose.ts';
import {
  finishEnrollment,
  insertEvent,
  lastSentAt,
  readSequenceShape,
  type SequenceShape,
  scheduleNextStep,
  variantForSlot,
} from './engine-rows.ts';
import { readOutreachSettings, sendCapsOf, senderTimeZoneOf, sendingWindowOf } from './outreach-settings.ts';
import { engineStatements, hasWebhookSubscribers } from './statements.ts';

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
/** How often a flagged row is looked at again (the prospect may have been fixed). */
export const FLAG_RECHECK_MS = 60 * 60_000;
/** How long a row whose work threw is put off. */
export const RETRY_AFTER_ERROR_MS = 60_000;
export const NO_EMAIL_NOTE = 'The prospect has no email address';
export const NO_WINDOW_NOTE = 'The sending window never opens: every day is excluded';
export const NO_VARIANT_NOTE = 'The step has no email to send';

/** A sender's state during one tick: settings, values, and the sends counted and planned per day. */
interface SenderState {
  settings: OutreachSettingsRow;
  sender: SenderValues;
  /** Sends counted (sent, or planned by a deferral of this tick) on a date of the sender's zone. */
  counted: Map<string, number>;
  /** The earliest the sender's next send may go. */
  notBefore: number | null;
  /** Whether an endpoint of the sender takes email.sent (else no webhook is emitted per send). */
  emailSentWebhook: boolean;
}

const readsByDatabase = new WeakMap<AppDatabase, ReturnType<typeof prepareReads>>();

function prepareReads(db: AppDatabase) {
  return {
    enrollmentById: db
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.id, sql.placeholder('id')))
      .prepare(),
    prospectById: db
      .select()
      .from(prospects)
      .where(eq(prospects.id, sql.placeholder('id')))
      .prepare(),
  };
}

/** The tick's row reads, prepared once per database. */
function preparedReads(db: AppDatabase) {
  let reads = readsByDatabase.get(db);
  if (!reads) {
    reads = prepareReads(db);
    readsByDatabase.set(db, reads);
  }
  return reads;
}

/**
 * nextSendSlot over counts read as the search needs them: a date not read yet stops the search, is
 * read (sentOn may answer a promise), and the search runs again. Each round reads one more date.
 */
async function nextSendSlotReading(
  input: Omit<SendSlotInput, 'sentOn'> & { sentOn: (date: string) => number | Promise<number> },
): Promise<number | null> {
  const read = new Map<string, number>();
  for (;;) {
    let missing: string | undefined;
    const slot = nextSendSlot({
      ...input,
      sentOn: (date) => {
        const known = read.get(date);
        if (known !== undefined) return known;
        missing ??= date;
        return 0; // not read yet: read below, then searched again
      },
    });
    if (missing === undefined) return slot;
    read.set(missing, await input.sentOn(missing));
  }
}

export async function runSequenceTick(options: SequenceTickOptions): Promise<SequenceTickResult> {
  const { db, owner } = options;
  const batchSize = options.batchSize ?? DEFAULT_SEQUENCE_BATCH;
  const maxRows = options.maxRows ?? 10 * batchSize;
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? DEFAULT_SEND_LEASE_MS;
  const result: SequenceTickResult = { sent: 0, tasks: 0, flagged: 0, deferred: 0, reconciled: 0, failed: 0 };
  const senders = new Map<string, SenderState | null>();
  const reads = preparedReads(db);
  const linkedinPlan = createLinkedinTickPlan();
  // A sequence's status, steps and variants, read once per tick.
  const shapes = new Map<string, SequenceShape | null>();
  const shapeOf = async (sequenceId: string) => {
    if (!shapes.has(sequenceId)) shapes.set(sequenceId, await readSequenceShape(db, sequenceId));
    return shapes.get(sequenceId) ?? null;
  };
  const mailerFindSent =
    options.mailer.findSent?.bind(options.mailer) ??
    (async (ownerId: string, messageId: string) =>
      (await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.ownerId, ownerId), eq(outboxMessages.messageId, messageId)))
        .get()) ?? null);

  async function senderState(ownerId: string, now: number): Promise<SenderState | null> {
    if (senders.has(ownerId)) return senders.get(ownerId) ?? null;
    const sender = await senderValuesOf(db, ownerId, options.publicUrl);
    if (!sender) {
      senders.set(ownerId, null);
      return null;
    }
    const settings = await readOutreachSettings(db, ownerId, now);
    const last = await lastSentAt(db, ownerId);
    const state: SenderState = {
      settings,
      sender,
      counted: new Map(),
      notBefore: last ? last.getTime() + settings.minGapSeconds * 1000 : null,
      emailSentWebhook: await hasWebhookSubscribers(db, ownerId, 'email.sent'),
    };
    senders.set(ownerId, state);
    return state;
  }

  /** Sends of the sender on a date of their zone: the recorded ones, plus those planned this tick. */
  async function countedOn(ownerId: string, state: SenderState, date: string): Promise<number> {
    const known = state.counted.get(date);
    if (known !== undefined) return known;
    const zone = senderTimeZoneOf(state.settings);
    const from = startOfLocalDay(date, zone);
    const to = startOfLocalDay(addCalendarDays(date, 1), zone);
    const sent =
      (
        await db
          .select({ n: count() })
          .from(scheduledSteps)
          .where(
            and(
              eq(scheduledSteps.ownerId, ownerId),
              eq(scheduledSteps.status, 'sent'),
              gte(scheduledSteps.doneAt, new Date(from)),
              lt(scheduledSteps.doneAt, new Date(to)),
            ),
          )
          .get()
      )?.n ?? 0;
    state.counted.set(date, sent);
    return sent;
  }

  // Mailboxes (issue 20): a sender with mailboxes paces each one (rotation, sticky per prospect);
  // without, the sender's own caps pace the local outbox as before.
  const mailboxPacing = createMailboxPacing(db);
  const senderPace = (ownerId: string, state: SenderState): Pace => ({
    mailboxId: null,
    caps: sendCapsOf(state.settings),
    get notBefore() {
      return state.notBefore;
    },
    set notBefore(value) {
      state.notBefore = value;
    },
    sentOn: (date) => countedOn(ownerId, state, date),
    countOn: async (date) => {
      state.counted.set(date, (await countedOn(ownerId, state, date)) + 1);
    },
  });

  const setRow = async (
    row: ScheduledStepRow,
    values: Partial<ScheduledStepRow>,
    from: ScheduledStepRow['status'],
  ) =>
    changesOf(
      await db
        .update(scheduledSteps)
        .set(values)
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, from)))
        .run(),
    ) === 1;

  /**
   * Flags a row: what is missing is its note, and it is looked at again in FLAG_RECHECK_MS (its due
   * time), so a prospect fixed since goes out without the user resuming anything. The 'flagged' event
   * is written when the row is flagged for a new reason, not at each recheck.
   */
  async function flag(row: ScheduledStepRow, note: string, now: number) {
    await db.transaction(async (tx) => {
      const changed = changesOf(
        await tx
          .update(scheduledSteps)
          .set({ status: 'flagged', note, dueAt: new Date(now + FLAG_RECHECK_MS) })
          .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
          .run(),
      );
      if (changed === 0 || (row.status === 'flagged' && row.note === note)) return;
      await insertEvent(tx, {
        ...row,
        stepId: row.stepId,
        variantId: row.variantId,
        kind: 'flagged',
        detail: note,
        at: now,
      });
      result.flagged += 1;
    });
  }

  /** Records the send as done: 'sent', its event, webhook and the next step, in one transaction. */
  async function markSent(
    row: ScheduledStepRow,
    subject: string,
    to: string,
    sentAt: number,
    known?: {
      shape: SequenceShape;
      settings: OutreachSettingsRow;
      emailSentWebhook: boolean;
    },
  ) {
    return db.transaction(
      async (tx) => {
        const statements = engineStatements(db.$sql);
        const changed = (await statements.markSent.run({ id: row.id, owner, doneAt: sentAt })).changes;
        if (changed === 0) return false; // another runner took the row over after our lease ran out
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
              to,
            },
            now: sentAt,
          });
        // Read again: the enrollment may have been removed or stopped while the mail was going out.
        const enrollment = await reads.enrollmentById.get({ id: row.enrollmentId });
        const shape = known?.shape ?? (await readSequenceShape(tx, row.sequenceId)) ?? undefined;
        const step = shape?.steps.find((candidate) => candidate.id === row.stepId);
        if (enrollment && step && enrollment.status !== 'finished')
          await scheduleNextStep(db, {
            enrollment,
            afterPosition: step.position,
            from: sentAt,
            now: sentAt,
            shape,
            settings: known?.settings,
          });
        return true;
      },
      { behavior: 'immediate' },
    );
  }

  /** A send that failed: its note keeps the error; after the last attempt the row is 'failed' and the enrollment moves on. */
  async function sendFailed(row: ScheduledStepRow, error: unknown, attempts: number, now: number) {
    const note = `Send failed: ${error instanceof Error ? error.message : String(error)}`;
    result.failed += 1;
    await db.transaction(
      async (tx) => {
        if (attempts < MAX_SEND_ATTEMPTS) {
          // Left 'sending' under its lease: once it runs out the row is reconciled (sent, or sent again).
          await tx.update(scheduledSteps).set({ note }).where(eq(scheduledSteps.id, row.id)).run();
          return;
        }
        const changed = changesOf(
          await tx
            .update(scheduledSteps)
            .set({ status: 'failed', note, doneAt: new Date(now), leaseOwner: null, leaseUntil: null })
            .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'sending')))
            .run(),
        );
        if (changed === 0) return;
        const enrollment = await tx
          .select()
          .from(sequenceEnrollments)
          .where(eq(sequenceEnrollments.id, row.enrollmentId))
          .get();
        const step = await tx.select().from(sequenceSteps).where(eq(sequenceSteps.id, row.stepId)).get();
        if (enrollment && step && enrollment.status === 'active')
          await scheduleNextStep(tx, { enrollment, afterPosition: step.position, from: now, now });
      },
      { behavior: 'immediate' },
    );
  }

  async function workDueRow(row: ScheduledStepRow, now: number) {
    const enrollment = await reads.enrollmentById.get({ id: row.enrollmentId });
    const shape = await shapeOf(row.sequenceId);
    const step = shape?.steps.find((candidate) => candidate.id === row.stepId);
    if (!enrollment || !shape || !step) return;
    if (enrollment.status === 'finished') {
      await setRow(row, { status: 'canceled' }, 'scheduled');
      return;
    }
    if (enrollment.status !== 'active' || shape.status !== 'active') {
      await setRow(row, { status: 'held' }, 'scheduled');
      return;
    }
    // LinkedIn steps run through the user's connector within its pacing (issue 21); manual mode: a task.
    if (
      isLinkedinStepKind(step.kind) &&
      (await workLinkedinStep({
        db,
        row,
        enrollment,
        step,
        now,
        owner,
        random,
        services: options.linkedin,
        plan: linkedinPlan,
      })) !== 'task'
    )
      return;
    if (step.kind !== 'auto_email') {
      await db.transaction(async (tx) => {
        const opened = changesOf(
          await tx
            .update(scheduledSteps)
            .set({ status: 'task_open' })
            .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
            .run(),
        );
        if (opened === 0) return;
        await insertEvent(tx, { ...row, kind: 'task_created', detail: step.kind, at: now });
        result.tasks += 1;
      });
      return;
    }

    const prospect = await reads.prospectById.get({ id: row.prospectId });
    const state = await senderState(row.ownerId, now);
    if (!prospect || !state) return;
    const to = prospect.email.trim();
    if (!to) return flag(row, NO_EMAIL_NOTE, now);
    const suppression = await engineStatements(db.$sql).suppression.get(row.ownerId, to.toLowerCase());
    if (suppression) {
      await db.transaction(
        async (tx) => {
          if (
            !(await setRowIn(tx, row, {
              status: 'skipped',
              note: `Not sent: the address ${suppression.reason}`,
            }))
          )
            return;
          await finishEnrollment(
            tx,
            enrollment,
            suppression.reason === 'bounced' ? 'bounced' : 'unsubscribed',
            now,
          );
        },
        { behavior: 'immediate' },
      );
      return;
    }

    // The variant: the one chosen at scheduling, else (deleted since) the enrollment's slot now.
    const variants = shape.variants.get(step.id) ?? [];
    const variant =
      variants.find((candidate) => candidate.id === row.variantId) ??
      variantForSlot(variants, enrollment.variantSlot);
    if (!variant) return flag(row, NO_VARIANT_NOTE, now);
    const values = { ...(await prospectValuesOf(db, prospect)), ...state.sender.values };
    const missing = missingValues([variant.subject, variant.body], values);
    if (missing.length > 0) return flag(row, missingNote(missing), now);

    // Window (the enrollment's zone), daily cap (the sender's days) and gap.
    const window = sendingWindowOf(state.settings, enrollment.timeZone);
    const senderZone = senderTimeZoneOf(state.settings);
    // A thread keeps its sender: a same-thread step answering an email of the local outbox goes out
    // from it too, even when a mailbox was connected since (the rotation would pick the new one).
    const thread = step.sameThread ? await threadOf(db, enrollment) : null;
    const threadFromOutbox = thread !== null && thread.messageIds.length > 0 && thread.lastMailboxId === null;
    const mailboxPace = threadFromOutbox
      ? null
      : await mailboxPacing.paceFor({
          ownerId: row.ownerId,
          enrollment,
          senderTimeZone: senderZone,
          window,
          now,
        });
    if (mailboxPace === NO_ACTIVE_MAILBOX) return flag(row, NO_ACTIVE_MAILBOX_NOTE, now);
    const pace = mailboxPace ?? senderPace(row.ownerId, state);
    const caps = pace.caps;
    const slot = await nextSendSlotReading({
      at: now,
      window,
      senderTimeZone: senderZone,
      caps,
      sentOn: pace.sentOn,
      notBefore: pace.notBefore,
    });
    if (slot === null) return flag(row, NO_WINDOW_NOTE, now);
    if (slot > now) {
      // Wait: plan it at that slot (with jitter) and count it on that day, so the next rows queue
      // behind it. Only a wait for the gap moves the sender's next free time: a wait for this
      // prospect's window (another zone) must not hold back prospects whose window is open.
      const planned = slot + Math.floor(random() * caps.jitterSeconds * 1000);
      const gapBound = pace.notBefore !== null && slot === pace.notBefore;
      if (await setRow(row, { dueAt: new Date(planned) }, 'scheduled')) {
        result.deferred += 1;
        await pace.countOn(localDateOf(slot, senderZone));
        if (gapBound) pace.notBefore = planned + caps.minGapSeconds * 1000;
      }
      return;
    }

    // Same-thread steps answer the previous email of this enrollment.
    const previous = thread?.messageIds.at(-1);
    const renderedSubject = renderTemplate(variant.subject, values).text;
    const subject =
      thread?.lastSubject && (step.sameThread || !renderedSubject.trim())
        ? replySubject(thread.lastSubject)
        : renderedSubject;
    // The address it goes out from: the mailbox's, else the user's (the Message-ID names its domain).
    const fromAddress = pace.mailboxId
      ? ((
          await db
            .select({ address: mailboxes.fromAddress })
            .from(mailboxes)
            .where(eq(mailboxes.id, pace.mailboxId))
            .get()
        )?.address ?? state.sender.user.email)
      : state.sender.user.email;
    const body = withUnsubscribeLine(
      withSignature(renderTemplate(variant.body, values).text, state.sender.signature),
      state.settings.unsubscribeLine,
      unsubscribeLinkFor(row.ownerId, to, fromAddress),
    );
    const messageId = row.messageId ?? messageIdFor(row.idempotencyKey, fromAddress);

    // 1. Record the intent under a lease: one guarded UPDATE (status 'scheduled'), the claim itself.
    const attempts = row.attempts + 1;
    const claimed = (
      await engineStatements(db.$sql).claimIntent.run({
        id: row.id,
        owner,
        leaseUntil: now + leaseMs,
        attempts,
        messageId,
        variantId: variant.id,
      })
    ).changes;
    if (claimed === 0) return; // another runner took it
    await mailboxPacing.claimed(row.id, pace);
    const claimedRow: ScheduledStepRow = {
      ...row,
      status: 'sending',
      messageId,
      variantId: variant.id,
      attempts,
    };

    // 2. Send, carrying the Message-ID derived from the idempotency key.
    const mail: OutgoingMail = {
      ownerId: row.ownerId,
      from: state.sender.user.email,
      to: [to],
      subject,
      text: body.text,
      html: body.html,
      messageId,
      // Mailboxes (issue 20): sent from the lane's mailbox, with one-click List-Unsubscribe headers.
      ...(pace.mailboxId ? { mailboxId: pace.mailboxId } : {}),
      listUnsubscribe: true,
      ...(previous
        ? { inReplyTo: previous, headers: { References: thread?.messageIds.join(' ') ?? previous } }
        : {}),
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        options.mailer.send(mail),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('The mail service did not answer in time')),
            options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      await sendFailed(claimedRow, error, attempts, now);
      return;
    } finally {
      clearTimeout(timer);
    }

    // 3. Mark it sent, with its event and the next step, in one transaction.
    const sentAt = options.now();
    if (
      await markSent(claimedRow, subject, to, sentAt, {
        shape,
        settings: state.settings,
        emailSentWebhook: state.emailSentWebhook,
      })
    ) {
      result.sent += 1;
      await pace.countOn(localDateOf(sentAt, senderZone));
      pace.notBefore = Math.max(pace.notBefore ?? 0, sentAt + gapAfterSendMs(caps, random));
    }
  }

  /** The recipient's own unsubscribe link: the one-click page, or a mailto to the sender without secrets. */
  function unsubscribeLinkFor(ownerId: string, email: string, fromAddress: string) {
    if (options.secrets && options.publicUrl)
      return unsubscribeUrlOf(options.publicUrl, unsubscribeTokenFor(options.secrets, { ownerId, email }));
    return `mailto:${fromAddress}?subject=unsubscribe`;
  }

  const setRowIn = async (
    tx: Parameters<Parameters<AppDatabase['transaction']>[0]>[0],
    row: ScheduledStepRow,
    values: Partial<ScheduledStepRow>,
  ) =>
    changesOf(
      await tx
        .update(scheduledSteps)
        .set(values)
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
        .run(),
    ) === 1;

  /** An intent whose lease ran out: sent already (the outbox has its Message-ID) → recorded; else scheduled again now. */
  async function reconcile(row: ScheduledStepRow, now: number) {
    const taken = changesOf(
      await db
        .update(scheduledSteps)
        .set({ leaseOwner: owner, leaseUntil: new Date(now + leaseMs) })
        .where(
          and(
            eq(scheduledSteps.id, row.id),
            eq(scheduledSteps.status, 'sending'),
            lte(scheduledSteps.leaseUntil, new Date(now)),
          ),
        )
        .run(),
    );
    if (taken === 0) return;
    const found = row.messageId ? await mailerFindSent(row.ownerId, row.messageId) : null;
    if (found) {
      const subject =
        (
          await db
            .select({ subject: outboxMessages.subject })
            .from(outboxMessages)
            .where(eq(outboxMessages.id, found.id))
            .get()
        )?.subject ?? '';
      const to = await db
        .select({ email: prospects.email })
        .from(prospects)
        .where(eq(prospects.id, row.prospectId))
        .get();
      if (await markSent({ ...row, leaseOwner: owner }, subject, to?.email ?? '', now)) {
        result.reconciled += 1;
        const state = await senderState(row.ownerId, now);
        if (state) {
          const day = localDateOf(now, senderTimeZoneOf(state.settings));
          state.counted.set(day, (await countedOn(row.ownerId, state, day)) + 1);
        }
      }
      return;
    }
    if (row.attempts >= MAX_SEND_ATTEMPTS) {
      await sendFailed({ ...row, leaseOwner: owner }, new Error(row.note ?? 'no answer'), row.attempts, now);
      return;
    }
    // Never went out: back in the schedule, due now, keeping its Message-ID; the due path sends it.
    await db
      .update(scheduledSteps)
      .set({ status: 'scheduled', dueAt: new Date(now), leaseOwner: null, leaseUntil: null })
      .where(
        and(
          eq(scheduledSteps.id, row.id),
          eq(scheduledSteps.status, 'sending'),
          eq(scheduledSteps.leaseOwner, owner),
        ),
      )
      .run();
  }

  async function putOff(row: ScheduledStepRow, error: unknown) {
    try {
      await db
        .update(scheduledSteps)
        .set({
          dueAt: new Date(options.now() + RETRY_AFTER_ERROR_MS),
          note: `Error: ${error instanceof Error ? error.message : String(error)}`,
        })
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
        .run();
    } catch {
      // The database itself is failing: the next tick sees the row again.
    }
  }

  let worked = 0;
  while (worked < maxRows) {
    if (worked > 0) await yieldToEventLoop();
    if (options.beforeBatch && !(await options.beforeBatch())) break;
    const now = options.now();
    const limit = Math.min(batchSize, maxRows - worked);
    // Interrupted sends first: their lease ran out (few rows; the (status, due_at) index finds them).
    const stale = await db
      .select()
      .from(scheduledSteps)
      .where(
        and(
          eq(scheduledSteps.status, 'sending'),
          lte(scheduledSteps.dueAt, new Date(now)),
          lte(scheduledSteps.leaseUntil, new Date(now)),
        ),
      )
      .orderBy(asc(scheduledSteps.dueAt))
      .limit(limit)
      .all();
    for (const row of stale) {
      try {
        await reconcile(row, now);
      } catch {
        // The mail service could not be asked: the row keeps the lease just taken and is tried again after it.
        result.failed += 1;
      }
    }
    // Flagged rows whose recheck is due go through the due path again (flagged again quietly if
    // nothing changed); the same index finds them.
    const recheck = await db
      .select()
      .from(scheduledSteps)
      .where(and(eq(scheduledSteps.status, 'flagged'), lte(scheduledSteps.dueAt, new Date(now))))
      .orderBy(asc(scheduledSteps.dueAt))
      .limit(limit)
      .all();
    for (const row of recheck) {
      const reopened = changesOf(
        await db
          .update(scheduledSteps)
          .set({ status: 'scheduled' })
          .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'flagged')))
          .run(),
      );
      if (reopened === 0) continue;
      try {
        await workDueRow(row, options.now());
      } catch (error) {
        result.failed += 1;
        await putOff(row, error);
      }
    }
    // Then the due rows, oldest first: the (status, due_at) index walks only them.
    const due = await db
      .select()
      .from(scheduledSteps)
      .where(and(eq(scheduledSteps.status, 'scheduled'), lte(scheduledSteps.dueAt, new Date(now))))
      .orderBy(asc(scheduledSteps.dueAt))
      .limit(limit)
      .all();
    for (const row of due) {
      try {
        await workDueRow(row, options.now());
      } catch (error) {
        // A row that throws (a busy database, bad data) must not stall the rows behind it: it is put
        // off a minute with the error as its note, and the tick goes on.
        result.failed += 1;
        await putOff(row, error);
      }
      // Each row is a few transactions: requests waiting for the event loop go between rows too.
      await yieldToEventLoop();
    }
    worked += stale.length + recheck.length + due.length;
    if (stale.length + recheck.length + due.length < limit) break;
  }
  return result;
}
