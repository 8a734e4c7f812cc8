/**
 * The one inbound path (ADR 030): every mail that comes back (the local SMTP listener, a mailbox's
 * IMAP folder, "Simulate a reply") is parsed, classified, matched to the mail it answers and its
 * sequence step, stored once per Message-ID, and turned into the stop signal its kind calls for.
 */
import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  type Db,
  type InboundClassification,
  type InboundSource,
  inboundMessages,
  mailboxes,
  outboxMessages,
  prospects,
  scheduledSteps,
  users,
} from '@leadpath/db';
import {
  classifyInbound,
  failedRecipientsOf,
  type ParsedInbound,
  parseInboundMail,
} from '@leadpath/integrations/mail/inbound';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { publishedReplyRules, recordReplyClassified } from '../ai-training/published.ts';
import { applyReplyEffect, emitReplyClassified } from '../assist/replies/inbound/apply-reply-effect.ts';
import { enqueueModelClassify } from '../assist/replies/inbound/model-classify-job.ts';
import { replyEffectOf } from '../assist/replies/inbound/reply-effect.ts';
import { classifierDecides, rulesVerdict, verdictColumns } from '../assist/replies/inbound/reply-verdict.ts';
import type { ProspectSignalKind } from '../sequences/engine/stop-rules.ts';

export interface InboundMail {
  raw: Buffer | string;
  source: InboundSource;
  now: number;
  /** IMAP: the mailbox it was read from (its owner is the mail's owner). */
  mailbox?: { id: string; ownerId: string };
  /** A simulation: the owner. */
  ownerId?: string;
  /** SMTP: the envelope's recipients; they name the owner when the mail answers nothing sent. */
  recipients?: string[];
  /**
   * SMTP: whether the mail is authentic (SPF, DKIM, DMARC), asked once its owner is known; false keeps
   * it as unmatched. Absent (IMAP: the user's own provider received it; a simulation): not asked.
   */
  authenticate?: (ownerId: string) => Promise<boolean>;
  /** A chat-completions model is configured: a person's reply is read again by it, as a job (ADR 052). */
  modelClassifies?: boolean;
}

export type InboundResult =
  | { stored: false; reason: 'no_owner' }
  | {
      stored: true;
      /** The same Message-ID was stored before: nothing new happened. */
      duplicate: boolean;
      id: string;
      ownerId: string;
      classification: InboundClassification;
      enrollmentId: string | null;
      prospectId: string | null;
      /** The stop signal recorded (null: none, such as an out-of-office answer). */
      signal: ProspectSignalKind | null;
      /** What the reply says (ADR 052) and whether its enrollment was paused until the date it named. */
      replyClass: string | null;
      paused: boolean;
    };

interface ThreadMatch {
  ownerId: string;
  outboxMessageId: string | null;
  /** The mailbox that sent the answered mail (null: the local outbox). */
  mailboxId: string | null;
  scheduledStepId: string | null;
  enrollmentId: string | null;
  prospectId: string | null;
}

/** The Message-IDs a mail may answer, most specific first: In-Reply-To, References newest first, a DSN's original. */
const candidatesOf = (mail: ParsedInbound) =>
  [
    ...new Set(
      [mail.inReplyTo, ...[...mail.references].reverse(), mail.dsn?.originalMessageId].filter(
        (id): id is string => Boolean(id),
      ),
    ),
  ].slice(0, 50);

/** The sent mail (outbox) and the sequence step a mail answers, within one owner when it is known. */
async function matchThread(
  db: AppDatabase,
  mail: ParsedInbound,
  ownerId: string | undefined,
): Promise<ThreadMatch | null> {
  const candidates = candidatesOf(mail);
  if (candidates.length === 0) return null;
  const rank = (id: string | null) => (id ? candidates.indexOf(id) : candidates.length);
  const sent = (
    await db
      .select({
        id: outboxMessages.id,
        ownerId: outboxMessages.ownerId,
        messageId: outboxMessages.messageId,
        mailboxId: outboxMessages.mailboxId,
      })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.messageId, candidates),
          eq(outboxMessages.kind, 'sent'),
          ownerId ? eq(outboxMessages.ownerId, ownerId) : undefined,
        ),
      )
      .all()
  ).sort((a, b) => rank(a.messageId) - rank(b.messageId))[0];
  const owner = ownerId ?? sent?.ownerId;
  if (!owner) return null;
  const step = (
    await db
      .select({
        id: scheduledSteps.id,
        enrollmentId: scheduledSteps.enrollmentId,
        prospectId: scheduledSteps.prospectId,
        messageId: scheduledSteps.messageId,
      })
      .from(scheduledSteps)
      .where(
        and(
          // Unary + keeps the planner on the message_id index, not the owner's rows (checked after it).
          eq(sql`+${scheduledSteps.ownerId}`, owner),
          isNotNull(scheduledSteps.messageId),
          inArray(scheduledSteps.messageId, sent?.messageId ? [sent.messageId] : candidates),
        ),
      )
      .all()
  ).sort((a, b) => rank(a.messageId) - rank(b.messageId))[0];
  if (!sent && !step) return null;
  return {
    ownerId: owner,
    outboxMessageId: sent?.id ?? null,
    mailboxId: sent?.mailboxId ?? null,
    scheduledStepId: step?.id ?? null,
    enrollmentId: step?.enrollmentId ?? null,
    prospectId: step?.prospectId ?? null,
  };
}

/** The user a mail was delivered to: a user's sign-in address or a mailbox's From address. */
async function ownerOfRecipients(db: AppDatabase, recipients: string[]): Promise<string | null> {
  const addresses = [...new Set(recipients.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  if (addresses.length === 0) return null;
  const mailbox = await db
    .select({ ownerId: mailboxes.ownerId })
    .from(mailboxes)
    .where(inArray(sql`lower(${mailboxes.fromAddress})`, addresses))
    .get();
  if (mailbox) return mailbox.ownerId;
  return (
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, addresses))
        .get()
    )?.id ?? null
  );
}

/** The addresses the matched mail went to (lower-case): its recipients and the step's prospect. */
async function recipientsOfMatch(db: AppDatabase, match: ThreadMatch): Promise<Set<string>> {
  const addresses = new Set<string>();
  if (match.outboxMessageId) {
    const sent = await db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, match.outboxMessageId))
      .get();
    for (const address of sent?.to ?? []) addresses.add(address.trim().toLowerCase());
  }
  if (match.prospectId) {
    const prospect = await db
      .select({ email: prospects.email })
      .from(prospects)
      .where(and(eq(prospects.id, match.prospectId), eq(prospects.ownerId, match.ownerId)))
      .get();
    if (prospect?.email) addresses.add(prospect.email.trim().toLowerCase());
  }
  return addresses;
}

/**
 * What a mail may act on (issue 27): a forged mail must not suppress anyone. Mail that fails
 * authentication acts on nothing; a bounce acts only for failed recipients of a mail we sent and it
 * answers (matched by Message-ID); an unsubscribe only from a recipient of the mail it answers; a
 * reply only when it answers a mail we sent. Anything else is kept as unmatched.
 */
async function actionOf(
  db: AppDatabase,
  mail: ParsedInbound,
  kind: InboundClassification,
  match: ThreadMatch | null,
  authentic: boolean,
): Promise<{ classification: InboundClassification; bounced: string[] }> {
  if (!authentic) return { classification: 'unmatched', bounced: [] };
  if (kind === 'out_of_office') return { classification: kind, bounced: [] };
  if (!match) return { classification: 'unmatched', bounced: [] };
  if (kind === 'bounce') {
    const sentTo = await recipientsOfMatch(db, match);
    const bounced = [...new Set(failedRecipientsOf(mail).map((address) => address.toLowerCase()))].filter(
      (address) => sentTo.has(address),
    );
    return bounced.length > 0
      ? { classification: kind, bounced }
      : { classification: 'unmatched', bounced: [] };
  }
  if (kind === 'unsubscribe' && !(await recipientsOfMatch(db, match)).has(mail.from.trim().toLowerCase()))
    return { classification: 'unmatched', bounced: [] };
  return { classification: kind, bounced: [] };
}

/** Parses, classifies, matches, stores (once per owner and Message-ID) and acts on one inbound mail. */
export async function ingestInboundMail(db: AppDatabase, input: InboundMail): Promise<InboundResult> {
  const mail = await parseInboundMail(input.raw);
  const knownOwner = input.mailbox?.ownerId ?? input.ownerId;
  const match = await matchThread(db, mail, knownOwner);
  const ownerId = knownOwner ?? match?.ownerId ?? (await ownerOfRecipients(db, input.recipients ?? []));
  if (!ownerId) return { stored: false, reason: 'no_owner' };
  const judged = await judgeInbound(db, input, mail, match, ownerId);
  // Store, find the first delivery and record its signal in one transaction: two deliveries of the
  // same Message-ID at once must not both see it unsignaled and act twice.
  return db.transaction(async (tx): Promise<InboundResult> => {
    const { row, inserted } = await storeOnce(tx, input, mail, match, ownerId, judged);
    // A second delivery acts only if the first one stopped before its signal was recorded.
    const recorded =
      row.signaledAt === null ? await applyReplyEffect(db, row, judged.effect, input.now) : null;
    if (inserted) {
      await emitReplyClassified(tx, row, input.now);
      if (classifierDecides(judged.classification))
        await recordReplyClassified(tx, judged.classifierVersionId, 'email', row.id, input.now);
      if (input.modelClassifies && row.classification === 'reply')
        await enqueueModelClassify(tx, row.id, input.now);
    }
    return {
      stored: true,
      duplicate: !inserted,
      id: row.id,
      ownerId,
      classification: row.classification,
      enrollmentId: row.enrollmentId,
      prospectId: row.prospectId,
      signal: inserted && recorded !== 'paused' ? recorded : null,
      replyClass: row.replyClass,
      paused: inserted ? recorded === 'paused' : false,
    };
  });
}

/**
 * What the mail is and what it does: its kind as far as it may act (actionOf), the reply class by the
 * published classifier version's embedded runtime (its rules and the phrase rules, ADR 073; a
 * configured model reads it again as the same version, ADR 052), and the effect on its sequence.
 */
async function judgeInbound(
  db: AppDatabase,
  input: InboundMail,
  mail: ParsedInbound,
  match: ThreadMatch | null,
  ownerId: string,
) {
  const authentic = input.authenticate ? await input.authenticate(ownerId) : true;
  const { classification, bounced } = await actionOf(db, mail, classifyInbound(mail), match, authentic);
  const classifier = await publishedReplyRules(db);
  const verdict = rulesVerdict(classification, mail.text, new Date(input.now), classifier.rules);
  const senderWasWrittenTo =
    verdict.replyClass === 'unsubscribe' && match !== null
      ? (await recipientsOfMatch(db, match)).has(mail.from.trim().toLowerCase())
      : false;
  const effect = replyEffectOf(classification, verdict.replyClass, verdict.resumeOn, senderWasWrittenTo);
  return { classification, bounced, verdict, effect, classifierVersionId: classifier.versionId };
}

/** The mail stored once per owner and Message-ID: the new row, or the one an earlier delivery stored. */
async function storeOnce(
  tx: Db,
  input: InboundMail,
  mail: ParsedInbound,
  match: ThreadMatch | null,
  ownerId: string,
  judged: Awaited<ReturnType<typeof judgeInbound>>,
) {
  const inserted = await tx
    .insert(inboundMessages)
    .values({
      id: randomUUID(),
      ownerId,
      // The mailbox it came back to: the IMAP folder's, else the one that sent the mail it answers.
      mailboxId: input.mailbox?.id ?? match?.mailboxId ?? null,
      source: input.source,
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      from: mail.from,
      fromName: mail.fromName,
      subject: mail.subject,
      text: mail.text,
      classification: judged.classification,
      bouncedRecipients: judged.bounced,
      outboxMessageId: match?.outboxMessageId ?? null,
      scheduledStepId: match?.scheduledStepId ?? null,
      enrollmentId: match?.enrollmentId ?? null,
      prospectId: match?.prospectId ?? null,
      signaledAt: null,
      receivedAt: new Date(input.now),
      ...verdictColumns(judged.verdict, input.now),
    })
    .onConflictDoNothing({ target: [inboundMessages.ownerId, inboundMessages.messageId] })
    .returning()
    .get();
  const row =
    inserted ??
    (await tx
      .select()
      .from(inboundMessages)
      .where(and(eq(inboundMessages.ownerId, ownerId), eq(inboundMessages.messageId, mail.messageId)))
      .get());
  if (!row) throw new Error('The inbound mail could not be stored');
  return { row, inserted: Boolean(inserted) };
}
