/** Connecting, changing, removing and testing mailboxes (issue 20). */
import { randomUUID } from 'node:crypto';
import { localDateOf } from '@leadpath/core';
import {
  type ConnectAccountMailboxInput,
  type ConnectSmtpMailboxInput,
  MAILBOX_ADDRESS_TAKEN,
  MAILBOX_DEFAULTS,
  MAILBOX_NOT_FOUND,
  MAILBOX_TEST_SUBJECT,
  mailAccountNotConnected,
  mailAccountProviderLabels,
  type UpdateMailboxInput,
} from '@leadpath/core/schemas/mailboxes';
import {
  changesOf,
  inboundMessages,
  isUniqueViolation,
  type MailboxRow,
  mailboxes,
  outboxMessages,
  scheduledSteps,
  sequenceEnrollments,
} from '@leadpath/db';
import {
  type AddressPolicy,
  MailAccountError,
  type Mailer,
  mailHostRefused,
  PrivateAddressError,
  resolvePublicAddresses,
  type SmtpConfig,
  SmtpError,
  sendSmtp,
  verifySmtp,
} from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { dkimSignerFor } from '../domains/dkim-signer.ts';
import { fieldError } from '../errors.ts';
import { connectionIdOf } from '../integrations/user-integrations.ts';
import { readOutreachSettings, senderTimeZoneOf } from '../sequences/engine/outreach-settings.ts';
import { isAccountKind } from './account-sender.ts';
import { mailHostPolicyOf } from './mail-host-policy.ts';
import {
  fromHeaderOf,
  imapPasswordPurpose,
  readMailbox,
  smtpConfigOf,
  smtpPasswordPurpose,
} from './mailbox-rows.ts';

type Ctx = Pick<Context, 'db' | 'secrets' | 'now'> & {
  user: { id: string; email: string; name: string };
  config?: Pick<Context['config'], 'mail'>;
  services?: Pick<Context['services'], 'resolveHost'>;
};
type MailerCtx = Ctx & { services: { mailer: Mailer } };

/** Checks for SMTP: injectable so tests of the REST surface need no server. */
export interface SmtpChecks {
  verify: (config: SmtpConfig, hosts: AddressPolicy) => Promise<void>;
  send: typeof sendSmtp;
}
export const realSmtpChecks: SmtpChecks = {
  verify: (config, hosts) => verifySmtp(config, { hosts }),
  send: sendSmtp,
};

/**
 * An SMTP failure as the user's answer: 400 on the host field when the address policy refuses the
 * server, else 502 naming what to fix (the remote refused or could not be reached).
 */
function smtpRefusal(error: unknown): TRPCError {
  if (error instanceof SmtpError && error.code === 'EPRIVATE') return fieldError('smtpHost', error.message);
  if (error instanceof SmtpError || error instanceof MailAccountError)
    return new TRPCError({ code: 'BAD_GATEWAY', message: error.message });
  return new TRPCError({
    code: 'BAD_GATEWAY',
    message: error instanceof Error ? error.message : String(error),
  });
}

async function addressTaken(ctx: Ctx, fromAddress: string, exceptId?: string): Promise<boolean> {
  return (
    (await ctx.db
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(
        and(
          eq(mailboxes.ownerId, ctx.user.id),
          eq(mailboxes.fromAddress, fromAddress),
          ...(exceptId ? [ne(mailboxes.id, exceptId)] : []),
        ),
      )
      .get()) !== undefined
  );
}

/** Refuses an IMAP server the address policy does not allow (400), before anything is saved or polled. */
async function checkImapHost(ctx: Ctx, imap: { imapHost: string; imapPort: number } | null | undefined) {
  if (!imap) return;
  try {
    await resolvePublicAddresses(imap.imapHost, mailHostPolicyOf(ctx));
  } catch (error) {
    if (error instanceof PrivateAddressError)
      throw fieldError(
        'imapHost',
        mailHostRefused({ protocol: 'IMAP', host: imap.imapHost, port: imap.imapPort }, error),
      );
    // A name that does not resolve now is the poll's to report: the SMTP check above already passed.
  }
}

const todayOf = async (ctx: Ctx) =>
  localDateOf(ctx.now(), senderTimeZoneOf(await readOutreachSettings(ctx.db, ctx.user.id, ctx.now())));

/**
 * Connects an SMTP mailbox: the server must accept the sign-in first (nothing is saved otherwise).
 * Passwords are sealed, bound to the new row.
 */
export async function connectSmtpMailbox(
  ctx: Ctx,
  input: ConnectSmtpMailboxInput & { imap: ConnectSmtpMailboxInput['imap'] | null },
  checks: SmtpChecks = realSmtpChecks,
): Promise<MailboxRow> {
  const fromAddress = input.fromAddress;
  if (await addressTaken(ctx, fromAddress)) throw fieldError('fromAddress', MAILBOX_ADDRESS_TAKEN);
  const config: SmtpConfig = {
    host: input.smtpHost,
    port: input.smtpPort,
    security: input.smtpSecurity,
    username: input.smtpUsername,
    password: input.smtpPassword,
  };
  await checkImapHost(ctx, input.imap);
  try {
    await checks.verify(config, mailHostPolicyOf(ctx));
  } catch (error) {
    throw smtpRefusal(error);
  }
  const id = randomUUID();
  const now = new Date(ctx.now());
  const imap = input.imap ?? null;
  const row = {
    id,
    ownerId: ctx.user.id,
    kind: 'smtp' as const,
    label: input.label,
    fromName: input.fromName,
    fromAddress,
    connectionId: null,
    smtpHost: input.smtpHost,
    smtpPort: input.smtpPort,
    smtpSecurity: input.smtpSecurity,
    smtpUsername: input.smtpUsername,
    smtpPasswordSealed: input.smtpPassword
      ? ctx.secrets.seal(input.smtpPassword, smtpPasswordPurpose(id))
      : null,
    imapHost: imap?.imapHost ?? null,
    imapPort: imap?.imapPort ?? null,
    imapSecurity: imap?.imapSecurity ?? null,
    imapUsername: imap?.imapUsername ?? null,
    imapPasswordSealed: imap?.imapPassword
      ? ctx.secrets.seal(imap.imapPassword, imapPasswordPurpose(id))
      : null,
    dailyCap: input.dailyCap,
    minGapSeconds: input.minGapSeconds,
    jitterSeconds: input.jitterSeconds,
    warmupEnabled: input.warmupEnabled,
    warmupStartLimit: input.warmupStartLimit,
    warmupIncreaseBy: input.warmupIncreaseBy,
    warmupPeriod: input.warmupPeriod,
    warmupStartedOn: input.warmupEnabled ? await todayOf(ctx) : null,
    status: 'active' as const,
    lastError: null,
    lastTestedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const inserted = changesOf(await ctx.db.insert(mailboxes).values(row).onConflictDoNothing().run());
  if (inserted === 0) throw fieldError('fromAddress', MAILBOX_ADDRESS_TAKEN);
  return row;
}

/**
 * Adds the user's connected Google or Outlook account as a sending mailbox ("Use my Google account"):
 * its From address is the one the provider gives for the account (the user's email when it gives
 * none, as in the sandbox), its caps the ones given or the defaults. Not connected under
 * Integrations: 400; the provider refusing the token: 502 naming what to fix; nothing saved either way.
 */
export async function connectAccountMailbox(
  ctx: MailerCtx,
  input: ConnectAccountMailboxInput,
): Promise<MailboxRow> {
  const provider = input.provider;
  const connectionId = await connectionIdOf(ctx.db, ctx.user.id, provider);
  if (!connectionId) throw fieldError('provider', mailAccountNotConnected(provider));
  let given: string | null = null;
  try {
    given = (await ctx.services.mailer.accountAddress?.(ctx.user.id, provider)) ?? null;
  } catch (error) {
    throw smtpRefusal(error);
  }
  const fromAddress = (given ?? ctx.user.email).trim().toLowerCase();
  if (await addressTaken(ctx, fromAddress)) throw fieldError('provider', MAILBOX_ADDRESS_TAKEN);
  const caps = {
    dailyCap: input.dailyCap ?? MAILBOX_DEFAULTS.dailyCap,
    minGapSeconds: input.minGapSeconds ?? MAILBOX_DEFAULTS.minGapSeconds,
    jitterSeconds: input.jitterSeconds ?? MAILBOX_DEFAULTS.jitterSeconds,
    warmupEnabled: input.warmupEnabled ?? MAILBOX_DEFAULTS.warmupEnabled,
    warmupStartLimit: input.warmupStartLimit ?? MAILBOX_DEFAULTS.warmupStartLimit,
    warmupIncreaseBy: input.warmupIncreaseBy ?? MAILBOX_DEFAULTS.warmupIncreaseBy,
    warmupPeriod: input.warmupPeriod ?? MAILBOX_DEFAULTS.warmupPeriod,
  };
  const id = randomUUID();
  const now = new Date(ctx.now());
  const row = {
    id,
    ownerId: ctx.user.id,
    kind: provider,
    label: input.label ?? `${mailAccountProviderLabels[provider]} (${fromAddress})`,
    fromName: input.fromName ?? ctx.user.name,
    fromAddress,
    connectionId,
    smtpHost: null,
    smtpPort: null,
    smtpSecurity: null,
    smtpUsername: null,
    smtpPasswordSealed: null,
    imapHost: null,
    imapPort: null,
    imapSecurity: null,
    imapUsername: null,
    imapPasswordSealed: null,
    ...caps,
    warmupStartedOn: caps.warmupEnabled ? await todayOf(ctx) : null,
    status: 'active' as const,
    lastError: null,
    lastTestedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const inserted = changesOf(await ctx.db.insert(mailboxes).values(row).onConflictDoNothing().run());
  if (inserted === 0) throw fieldError('provider', MAILBOX_ADDRESS_TAKEN);
  return row;
}

async function mustRead(ctx: Ctx, id: string): Promise<MailboxRow> {
  const row = await readMailbox(ctx.db, ctx.user.id, id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: MAILBOX_NOT_FOUND });
  return row;
}

/**
 * Changes a mailbox: only the fields sent. A new SMTP connection (host, port, security, username or
 * password) is checked with the server before it is saved; an empty password keeps the stored one.
 */
export async function updateMailbox(
  ctx: Ctx,
  input: UpdateMailboxInput,
  checks: SmtpChecks = realSmtpChecks,
): Promise<MailboxRow> {
  const current = await mustRead(ctx, input.id);
  const cap = input.dailyCap ?? current.dailyCap;
  const start = input.warmupStartLimit ?? current.warmupStartLimit;
  if (start > cap)
    throw fieldError('warmupStartLimit', 'The warmup start limit must not be above the daily cap');
  if (input.fromAddress !== undefined && (await addressTaken(ctx, input.fromAddress, current.id)))
    throw fieldError('fromAddress', MAILBOX_ADDRESS_TAKEN);
  // Before any connection: a refused IMAP server changes nothing.
  await checkImapHost(ctx, input.imap);
  const values: Partial<MailboxRow> = {
    updatedAt: new Date(ctx.now()),
    ...(await settingsSent(ctx, input, current)),
    ...(smtpConnectionChanged(input, current) ? await checkedSmtp(ctx, input, current, checks) : {}),
    ...imapValues(ctx, input, current.id),
  };
  try {
    await ctx.db.update(mailboxes).set(values).where(eq(mailboxes.id, current.id)).run();
  } catch (error) {
    // Another request took the address after the check above (the unique index decides): a 400, not a 500.
    if (isUniqueViolation(error)) throw fieldError('fromAddress', MAILBOX_ADDRESS_TAKEN);
    throw error;
  }
  return mustRead(ctx, current.id);
}

/** The plain settings sent (a partial update keeps the rest), warmup's start day and the status. */
async function settingsSent(
  ctx: Ctx,
  input: UpdateMailboxInput,
  current: MailboxRow,
): Promise<Partial<MailboxRow>> {
  const values: Partial<MailboxRow> = {};
  for (const key of [
    'label',
    'fromName',
    'fromAddress',
    'dailyCap',
    'minGapSeconds',
    'jitterSeconds',
    'warmupStartLimit',
    'warmupIncreaseBy',
    'warmupPeriod',
  ] as const) {
    const value = input[key];
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (input.warmupEnabled !== undefined) {
    values.warmupEnabled = input.warmupEnabled;
    if (input.warmupEnabled && !current.warmupEnabled) values.warmupStartedOn = await todayOf(ctx);
  }
  if (input.status !== undefined) {
    values.status = input.status;
    if (input.status === 'active') values.lastError = null;
  }
  return values;
}

function smtpConnectionChanged(input: UpdateMailboxInput, current: MailboxRow): boolean {
  return (
    (input.smtpHost !== undefined && input.smtpHost !== current.smtpHost) ||
    (input.smtpPort !== undefined && input.smtpPort !== current.smtpPort) ||
    (input.smtpSecurity !== undefined && input.smtpSecurity !== current.smtpSecurity) ||
    (input.smtpUsername !== undefined && input.smtpUsername !== current.smtpUsername) ||
    Boolean(input.smtpPassword)
  );
}

/** The new SMTP connection, checked with the server first; a mailbox in error comes back to active. */
async function checkedSmtp(
  ctx: Ctx,
  input: UpdateMailboxInput,
  current: MailboxRow,
  checks: SmtpChecks,
): Promise<Partial<MailboxRow>> {
  const stored = smtpConfigOf(ctx.secrets, current);
  const config: SmtpConfig = {
    host: input.smtpHost ?? current.smtpHost ?? '',
    port: input.smtpPort ?? current.smtpPort ?? 587,
    security: input.smtpSecurity ?? current.smtpSecurity ?? 'starttls',
    username: input.smtpUsername ?? current.smtpUsername ?? '',
    password: input.smtpPassword || stored?.password || '',
  };
  try {
    await checks.verify(config, mailHostPolicyOf(ctx));
  } catch (error) {
    throw smtpRefusal(error);
  }
  return {
    smtpHost: config.host,
    smtpPort: config.port,
    smtpSecurity: config.security,
    smtpUsername: config.username,
    ...(input.smtpPassword
      ? { smtpPasswordSealed: ctx.secrets.seal(input.smtpPassword, smtpPasswordPurpose(current.id)) }
      : {}),
    lastTestedAt: new Date(ctx.now()),
    ...(current.status === 'error' && input.status === undefined
      ? { status: 'active' as const, lastError: null }
      : {}),
  };
}

/** IMAP cleared (null), replaced (an empty password keeps the stored one), or untouched. */
function imapValues(ctx: Ctx, input: UpdateMailboxInput, mailboxId: string): Partial<MailboxRow> {
  if (input.imap === null)
    return {
      imapHost: null,
      imapPort: null,
      imapSecurity: null,
      imapUsername: null,
      imapPasswordSealed: null,
    };
  if (!input.imap) return {};
  return {
    imapHost: input.imap.imapHost,
    imapPort: input.imap.imapPort,
    imapSecurity: input.imap.imapSecurity,
    imapUsername: input.imap.imapUsername,
    ...(input.imap.imapPassword
      ? { imapPasswordSealed: ctx.secrets.seal(input.imap.imapPassword, imapPasswordPurpose(mailboxId)) }
      : {}),
  };
}

/**
 * Removes a mailbox. Its sent mail stays in the outbox; prospects it was sending to get another
 * mailbox (or the local outbox) at their next step.
 */
export async function removeMailbox(ctx: Ctx, id: string): Promise<void> {
  const current = await mustRead(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // These references were added to existing tables (no ON DELETE action there): cleared by hand.
    await tx
      .update(sequenceEnrollments)
      .set({ mailboxId: null })
      .where(eq(sequenceEnrollments.mailboxId, id))
      .run();
    await tx.update(scheduledSteps).set({ mailboxId: null }).where(eq(scheduledSteps.mailboxId, id)).run();
    await tx.update(outboxMessages).set({ mailboxId: null }).where(eq(outboxMessages.mailboxId, id)).run();
    await tx.update(inboundMessages).set({ mailboxId: null }).where(eq(inboundMessages.mailboxId, id)).run();
    await tx.delete(mailboxes).where(eq(mailboxes.id, current.id)).run();
  });
}

const testBody = (label: string) =>
  `This is a test message from Leadpath, sent through the mailbox "${label}".\n\nIf you can read it, sending works.`;

/** Sends one test message through a saved mailbox, signed when its domain is verified; records the outcome on the mailbox. */
export async function testMailbox(
  ctx: MailerCtx,
  input: { id: string; to: string },
  checks: SmtpChecks = realSmtpChecks,
): Promise<{ messageId: string }> {
  const row = await mustRead(ctx, input.id);
  if (isAccountKind(row.kind)) return testAccountMailbox(ctx, row, input.to);
  const config = smtpConfigOf(ctx.secrets, row);
  if (!config)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'This mailbox has no SMTP server to test' });
  const dkim = await dkimSignerFor(ctx.db, ctx.secrets, ctx.user.id, row.fromAddress);
  try {
    const sent = await checks.send(
      config,
      {
        ownerId: ctx.user.id,
        from: fromHeaderOf(row),
        to: [input.to],
        subject: MAILBOX_TEST_SUBJECT,
        text: testBody(row.label),
      },
      { dkim, hosts: mailHostPolicyOf(ctx) },
    );
    await ctx.db
      .update(mailboxes)
      .set({
        lastTestedAt: new Date(ctx.now()),
        ...(row.status === 'error' ? { status: 'active' as const, lastError: null } : {}),
      })
      .where(eq(mailboxes.id, row.id))
      .run();
    return { messageId: sent.messageId };
  } catch (error) {
    const refusal = smtpRefusal(error);
    await ctx.db
      .update(mailboxes)
      .set({
        lastTestedAt: new Date(ctx.now()),
        ...(row.status === 'paused' ? {} : { status: 'error' as const }),
        lastError: refusal.message,
      })
      .where(eq(mailboxes.id, row.id))
      .run();
    throw refusal;
  }
}

/** "Send test" in the connect dialog: the settings as typed, nothing saved. */
export async function testSmtpSettings(
  ctx: Ctx,
  input: {
    fromName: string;
    fromAddress: string;
    smtpHost: string;
    smtpPort: number;
    smtpSecurity: SmtpConfig['security'];
    smtpUsername: string;
    smtpPassword: string;
    to: string;
  },
  checks: SmtpChecks = realSmtpChecks,
): Promise<{ messageId: string }> {
  const config: SmtpConfig = {
    host: input.smtpHost,
    port: input.smtpPort,
    security: input.smtpSecurity,
    username: input.smtpUsername,
    password: input.smtpPassword,
  };
  try {
    const sent = await checks.send(
      config,
      {
        ownerId: ctx.user.id,
        from: fromHeaderOf({ fromName: input.fromName, fromAddress: input.fromAddress }),
        to: [input.to],
        subject: MAILBOX_TEST_SUBJECT,
        text: testBody(input.fromAddress),
      },
      { hosts: mailHostPolicyOf(ctx) },
    );
    return { messageId: sent.messageId };
  } catch (error) {
    throw smtpRefusal(error);
  }
}

/**
 * "Send test" of a Google or Outlook mailbox: one message through the app's mailer, so it goes out as
 * a sequence step would (the account's API, or the local outbox in the sandbox) and is recorded there.
 */
async function testAccountMailbox(
  ctx: MailerCtx,
  row: MailboxRow,
  to: string,
): Promise<{ messageId: string }> {
  const messageId = `<test.${randomUUID()}@${row.fromAddress.split('@')[1] ?? 'leadpath.local'}>`;
  try {
    await ctx.services.mailer.send({
      ownerId: ctx.user.id,
      from: fromHeaderOf(row),
      to: [to],
      subject: MAILBOX_TEST_SUBJECT,
      text: testBody(row.label),
      messageId,
      mailboxId: row.id,
    });
  } catch (error) {
    const refusal = smtpRefusal(error);
    await ctx.db
      .update(mailboxes)
      .set({
        lastTestedAt: new Date(ctx.now()),
        ...(row.status === 'paused' ? {} : { status: 'error' as const }),
        lastError: refusal.message,
      })
      .where(eq(mailboxes.id, row.id))
      .run();
    throw refusal;
  }
  await ctx.db
    .update(mailboxes)
    .set({
      lastTestedAt: new Date(ctx.now()),
      ...(row.status === 'error' ? { status: 'active' as const, lastError: null } : {}),
    })
    .where(eq(mailboxes.id, row.id))
    .run();
  return { messageId };
}
