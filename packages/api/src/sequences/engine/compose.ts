/** What a step sends: placeholders filled from the prospect and the sender, signature, threading. */
import { createHash } from 'node:crypto';
import {
  renderTemplate,
  renderUnsubscribeLine,
  type SequencePlaceholder,
  type SequencePlaceholderValues,
} from '@leadpath/core';
import {
  calendarSettings,
  companies,
  type Db,
  emailSignatures,
  type ProspectRow,
  scheduledSteps,
  sequenceEvents,
  type UserRow,
  users,
} from '@leadpath/db';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';

/** The sender's side of a template: name, company, booking link, signature. */
export interface SenderValues {
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'companyName'>;
  values: SequencePlaceholderValues;
  signature: { text: string; imageUrl: string } | null;
}

/**
 * The sender's values: my_name and my_company_name from the profile, booking_link the public booking
 * page (publicUrl/book/<handle>) when the calendar's booking page is on. Null for an unknown user.
 */
export async function senderValuesOf(
  db: Db,
  ownerId: string,
  publicUrl: string | undefined,
): Promise<SenderValues | null> {
  const user = await db
    .select({ id: users.id, email: users.email, name: users.name, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, ownerId))
    .get();
  if (!user) return null;
  const calendar = await db
    .select({ handle: calendarSettings.bookingHandle, on: calendarSettings.calendarOn })
    .from(calendarSettings)
    .where(eq(calendarSettings.userId, ownerId))
    .get();
  const signature = await db.select().from(emailSignatures).where(eq(emailSignatures.userId, ownerId)).get();
  const bookingLink =
    calendar?.on && publicUrl ? `${publicUrl.replace(/\/+$/, '')}/book/${calendar.handle}` : undefined;
  return {
    user,
    values: { my_name: user.name, my_company_name: user.companyName, booking_link: bookingLink },
    signature:
      signature && (signature.text.trim() || signature.imageUrl.trim())
        ? { text: signature.text, imageUrl: signature.imageUrl }
        : null,
  };
}

/** The prospect's side of a template. */
export async function prospectValuesOf(
  db: Db,
  prospect: Pick<ProspectRow, 'firstName' | 'lastName' | 'title' | 'companyId'>,
  companyNames?: ReadonlyMap<string, string>,
): Promise<SequencePlaceholderValues> {
  const company = !prospect.companyId
    ? undefined
    : companyNames
      ? { name: companyNames.get(prospect.companyId) }
      : await db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, prospect.companyId))
          .get();
  return {
    prospect_first_name: prospect.firstName,
    prospect_last_name: prospect.lastName,
    prospect_title: prospect.title,
    prospect_company_name: company?.name,
  };
}

/** The names of these companies, read in chunks (a preview of thousands reads them once). */
export async function companyNamesOf(db: Db, companyIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(companyIds)];
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500)
    for (const row of await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids.slice(i, i + 500)))
      .all())
      names.set(row.id, row.name);
  return names;
}

/** The placeholders of a subject and body that have no value, each once. */
export function missingValues(
  texts: readonly string[],
  values: SequencePlaceholderValues,
): SequencePlaceholder[] {
  const missing: SequencePlaceholder[] = [];
  for (const text of texts)
    for (const name of renderTemplate(text, values).missing) if (!missing.includes(name)) missing.push(name);
  return missing;
}

/** The note of a flagged step: which placeholders the user must fill in. */
export const missingNote = (missing: readonly string[]) =>
  `Missing value for ${missing.map((name) => `{{${name}}}`).join(', ')}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The body as sent: the text, then the signature after '--', and the same as HTML. */
export function withSignature(
  body: string,
  signature: SenderValues['signature'],
): { text: string; html: string } {
  const bodyHtml = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  if (!signature) return { text: body, html: bodyHtml };
  const text =
    `${body}\n\n--\n${signature.text}${signature.imageUrl ? `\n${signature.imageUrl}` : ''}`.trimEnd();
  const image = signature.imageUrl
    ? `<p><img src="${escapeHtml(signature.imageUrl)}" alt="Signature logo" style="max-height:64px"></p>`
    : '';
  const html = `${bodyHtml}<hr><div>${escapeHtml(signature.text).replace(/\n/g, '<br>')}</div>${image}`;
  return { text, html };
}

/** The body with the visible unsubscribe line (the user's wording, the recipient's link) at its end. */
export function withUnsubscribeLine(
  body: { text: string; html: string },
  line: string | null,
  url: string,
): { text: string; html: string } {
  const rendered = renderUnsubscribeLine(line ?? '', url);
  return { text: `${body.text}\n\n${rendered.text}`, html: `${body.html}${rendered.html}` };
}

/**
 * The Message-ID of a step's one send, derived from its idempotency key: a send repeated after a
 * crash carries the same one, so the outbox (or a provider) recognises it.
 */
export function messageIdFor(idempotencyKey: string, senderEmail: string): string {
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  const domain = senderEmail.split('@')[1]?.trim() || 'leadpath.local';
  return `<seq-${hash}@${domain}>`;
}

/** An enrollment's emails so far: Message-IDs in send order, the last subject, the last one's mailbox. */
export interface EmailThread {
  messageIds: string[];
  lastSubject: string | null;
  /** The mailbox the last email went out from; null: the local outbox (or a mailbox removed since). */
  lastMailboxId: string | null;
}

/** The thread an enrollment's emails form so far. */
export async function threadOf(db: Db, enrollment: { id: string; prospectId: string }): Promise<EmailThread> {
  const sent = await db
    .select({ messageId: scheduledSteps.messageId, mailboxId: scheduledSteps.mailboxId })
    .from(scheduledSteps)
    .where(
      and(
        eq(scheduledSteps.enrollmentId, enrollment.id),
        eq(scheduledSteps.status, 'sent'),
        isNotNull(scheduledSteps.messageId),
      ),
    )
    .orderBy(asc(scheduledSteps.doneAt))
    .all();
  const messageIds = sent.map((row) => row.messageId as string);
  const last = await db
    .select({ detail: sequenceEvents.detail })
    .from(sequenceEvents)
    .where(
      and(
        eq(sequenceEvents.prospectId, enrollment.prospectId),
        eq(sequenceEvents.enrollmentId, enrollment.id),
        eq(sequenceEvents.kind, 'sent'),
      ),
    )
    .orderBy(desc(sequenceEvents.at))
    .limit(1)
    .get();
  return { messageIds, lastSubject: last?.detail ?? null, lastMailboxId: sent.at(-1)?.mailboxId ?? null };
}

/** 'Re: <subject>', not doubled. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
