/** Mailbox rows (issue 20): what the API shows of them (never a secret), their sealed passwords, their counts. */
import type { SecretBox } from '@leadpath/auth';
import { addCalendarDays, dailyCapOn, localDateOf, type SendCaps, startOfLocalDay } from '@leadpath/core';
import {
  type Db,
  inboundMessages,
  type MailboxRow,
  mailboxes,
  outboxMessages,
  scheduledSteps,
} from '@leadpath/db';
import type { SmtpConfig } from '@leadpath/integrations';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { readOutreachSettings, senderTimeZoneOf } from '../sequences/engine/outreach-settings.ts';

/** Each sealed password is bound to its mailbox row and use: copied elsewhere, it does not open. */
export const smtpPasswordPurpose = (mailboxId: string) => `mailbox-smtp:${mailboxId}`;
export const imapPasswordPurpose = (mailboxId: string) => `mailbox-imap:${mailboxId}`;

const connectionView = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(['tls', 'starttls', 'none']),
  username: z.string(),
  /** Whether a password is stored; the password itself never leaves the server. */
  passwordSet: z.boolean(),
});

export const mailboxViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['smtp', 'google', 'outlook']),
  label: z.string(),
  fromName: z.string(),
  fromAddress: z.string(),
  smtp: connectionView.nullable(),
  imap: connectionView.nullable(),
  dailyCap: z.number().int(),
  minGapSeconds: z.number().int(),
  jitterSeconds: z.number().int(),
  warmupEnabled: z.boolean(),
  warmupStartLimit: z.number().int(),
  warmupIncreaseBy: z.number().int(),
  warmupPeriod: z.number().int(),
  warmupStartedOn: z.string().nullable(),
  status: z.enum(['active', 'paused', 'error']),
  lastError: z.string().nullable(),
  lastTestedAt: z.string().nullable(),
  createdAt: z.string(),
  stats: z.object({
    /** Mails sent from it (sequence steps and others recorded in the outbox). */
    sent: z.number().int(),
    /** Replies and bounces that came back to it. */
    replies: z.number().int(),
    bounces: z.number().int(),
    /** Sequence sends today (the sender's day) and today's cap (the warmup ramp's value while it lasts). */
    today: z.number().int(),
    todayCap: z.number().int(),
  }),
});
export type MailboxView = z.infer<typeof mailboxViewSchema>;

export const mailboxCapsOf = (row: MailboxRow): SendCaps => ({
  dailyCap: row.dailyCap,
  minGapSeconds: row.minGapSeconds,
  jitterSeconds: row.jitterSeconds,
  warmupEnabled: row.warmupEnabled,
  warmupStartLimit: row.warmupStartLimit,
  warmupIncreaseBy: row.warmupIncreaseBy,
  warmupPeriod: row.warmupPeriod,
  warmupStartedOn: row.warmupStartedOn,
});

/** A mailbox's SMTP connection with its password opened, for a send; null when it has none. */
export function smtpConfigOf(secrets: SecretBox, row: MailboxRow): SmtpConfig | null {
  if (row.kind !== 'smtp' || !row.smtpHost || !row.smtpPort) return null;
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    security: row.smtpSecurity ?? 'starttls',
    username: row.smtpUsername ?? '',
    password: row.smtpPasswordSealed ? secrets.open(row.smtpPasswordSealed, smtpPasswordPurpose(row.id)) : '',
  };
}

/** 'Sam Sender <sam@example.com>', or the bare address without a name. */
export function fromHeaderOf(row: Pick<MailboxRow, 'fromName' | 'fromAddress'>): string {
  const name = row.fromName.trim();
  if (!name) return row.fromAddress;
  const quoted = /[",<>@()[\]:;\\.]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${quoted} <${row.fromAddress}>`;
}

export function readMailbox(db: Db, ownerId: string, id: string): Promise<MailboxRow | undefined> {
  return db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.ownerId, ownerId), eq(mailboxes.id, id)))
    .get();
}

export function listMailboxRows(db: Db, ownerId: string): Promise<MailboxRow[]> {
  return db
    .select()
    .from(mailboxes)
    .where(eq(mailboxes.ownerId, ownerId))
    .orderBy(asc(mailboxes.createdAt), asc(mailboxes.id))
    .all();
}

function countsBy<K extends string>(rows: { id: string | null; n: number }[]): Map<K, number> {
  return new Map(rows.filter((row) => row.id).map((row) => [row.id as K, row.n]));
}

/** The user's mailboxes as the API shows them, with their counts; never a password. */
export async function mailboxViews(db: Db, ownerId: string, now: number): Promise<MailboxView[]> {
  const rows = await listMailboxRows(db, ownerId);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const zone = senderTimeZoneOf(await readOutreachSettings(db, ownerId, now));
  const today = localDateOf(now, zone);
  const from = new Date(startOfLocalDay(today, zone));
  const to = new Date(startOfLocalDay(addCalendarDays(today, 1), zone));
  const sent = countsBy(
    await db
      .select({ id: outboxMessages.mailboxId, n: count() })
      .from(outboxMessages)
      .where(and(inArray(outboxMessages.mailboxId, ids), eq(outboxMessages.kind, 'sent')))
      .groupBy(outboxMessages.mailboxId)
      .all(),
  );
  const inbound = await db
    .select({ id: inboundMessages.mailboxId, kind: inboundMessages.classification, n: count() })
    .from(inboundMessages)
    .where(inArray(inboundMessages.mailboxId, ids))
    .groupBy(inboundMessages.mailboxId, inboundMessages.classification)
    .all();
  const todays = countsBy(
    await db
      .select({ id: scheduledSteps.mailboxId, n: count() })
      .from(scheduledSteps)
      .where(
        and(
          inArray(scheduledSteps.mailboxId, ids),
          eq(scheduledSteps.status, 'sent'),
          gte(scheduledSteps.doneAt, from),
          lt(scheduledSteps.doneAt, to),
        ),
      )
      .groupBy(scheduledSteps.mailboxId)
      .all(),
  );
  const inboundOf = (id: string, kinds: string[]) =>
    inbound.filter((row) => row.id === id && kinds.includes(row.kind)).reduce((sum, row) => sum + row.n, 0);
  return rows.map((row) =>
    toMailboxView(row, {
      sent: sent.get(row.id) ?? 0,
      replies: inboundOf(row.id, ['reply', 'out_of_office', 'unsubscribe']),
      bounces: inboundOf(row.id, ['bounce']),
      today: todays.get(row.id) ?? 0,
      todayCap: dailyCapOn(mailboxCapsOf(row), today),
    }),
  );
}

export function toMailboxView(row: MailboxRow, stats: MailboxView['stats']): MailboxView {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    smtp:
      row.smtpHost && row.smtpPort
        ? {
            host: row.smtpHost,
            port: row.smtpPort,
            security: row.smtpSecurity ?? 'starttls',
            username: row.smtpUsername ?? '',
            passwordSet: Boolean(row.smtpPasswordSealed),
          }
        : null,
    imap:
      row.imapHost && row.imapPort
        ? {
            host: row.imapHost,
            port: row.imapPort,
            security: row.imapSecurity ?? 'tls',
            username: row.imapUsername ?? '',
            passwordSet: Boolean(row.imapPasswordSealed),
          }
        : null,
    dailyCap: row.dailyCap,
    minGapSeconds: row.minGapSeconds,
    jitterSeconds: row.jitterSeconds,
    warmupEnabled: row.warmupEnabled,
    warmupStartLimit: row.warmupStartLimit,
    warmupIncreaseBy: row.warmupIncreaseBy,
    warmupPeriod: row.warmupPeriod,
    warmupStartedOn: row.warmupStartedOn,
    status: row.status,
    lastError: row.lastError,
    lastTestedAt: row.lastTestedAt ? row.lastTestedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    stats,
  };
}
