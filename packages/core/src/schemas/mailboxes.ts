import { z } from 'zod';
import {
  DAILY_CAP_RANGE,
  JITTER_RANGE,
  MIN_GAP_RANGE,
  OUTREACH_LIMITS,
  OUTREACH_WARMUP_PERIOD_RANGE,
  WARMUP_INCREASE_RANGE,
  WARMUP_START_ABOVE_CAP,
  WARMUP_START_RANGE,
} from './sequences.ts';

/** Sending mailboxes (issue 20): SMTP settings, IMAP (optional) and each mailbox's caps. */

export const mailSecurities = ['tls', 'starttls', 'none'] as const;
export type MailSecurityInput = (typeof mailSecurities)[number];
export const mailSecurityLabels: Record<MailSecurityInput, string> = {
  tls: 'TLS (port 465)',
  starttls: 'STARTTLS (port 587)',
  none: 'None (local servers only)',
};
export const mailboxStatuses = ['active', 'paused'] as const;

export const MAILBOX_LABEL_REQUIRED = 'Please enter a name for this mailbox';
export const FROM_ADDRESS_INVALID = 'Enter the address mail is sent from, such as sam@example.com';
export const SMTP_HOST_REQUIRED = 'Please enter the SMTP server, such as smtp.example.com';
export const IMAP_HOST_REQUIRED = 'Please enter the IMAP server, such as imap.example.com';
export const HOST_INVALID = 'Enter a host name such as smtp.example.com, or an IP address';
export const PORT_RANGE = 'Port must be between 1 and 65535';
export const SECURITY_INVALID = 'Choose TLS, STARTTLS or None';
export const PASSWORD_REQUIRED_WITH_USERNAME = 'Please enter the password or app password';
export const TEST_RECIPIENT_INVALID = 'Enter the address the test message goes to';
export const MAILBOX_STATUS_INVALID = 'Choose active or paused';

/** The defaults of a new mailbox: a careful start for a fresh address. */
export const MAILBOX_DEFAULTS = {
  dailyCap: 50,
  minGapSeconds: 120,
  jitterSeconds: 60,
  warmupEnabled: true,
  warmupStartLimit: 10,
  warmupIncreaseBy: 5,
  warmupPeriod: 14,
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(254, message)
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, message)
    .transform((value) => value.toLowerCase());

const hostSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(253, HOST_INVALID)
    .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/, HOST_INVALID);

const portSchema = whole(1, 65535, PORT_RANGE);
const securitySchema = z.enum(mailSecurities, { error: SECURITY_INVALID });
const usernameSchema = z.string().trim().max(254, 'The username must be at most 254 characters');
const passwordSchema = z.string().max(500, 'The password must be at most 500 characters');

export const mailboxCapsSchema = z.object({
  dailyCap: whole(OUTREACH_LIMITS.dailyCap.min, OUTREACH_LIMITS.dailyCap.max, DAILY_CAP_RANGE),
  minGapSeconds: whole(OUTREACH_LIMITS.minGapSeconds.min, OUTREACH_LIMITS.minGapSeconds.max, MIN_GAP_RANGE),
  jitterSeconds: whole(OUTREACH_LIMITS.jitterSeconds.min, OUTREACH_LIMITS.jitterSeconds.max, JITTER_RANGE),
  warmupEnabled: z.boolean(),
  warmupStartLimit: whole(
    OUTREACH_LIMITS.warmupStartLimit.min,
    OUTREACH_LIMITS.warmupStartLimit.max,
    WARMUP_START_RANGE,
  ),
  warmupIncreaseBy: whole(
    OUTREACH_LIMITS.warmupIncreaseBy.min,
    OUTREACH_LIMITS.warmupIncreaseBy.max,
    WARMUP_INCREASE_RANGE,
  ),
  warmupPeriod: whole(
    OUTREACH_LIMITS.warmupPeriod.min,
    OUTREACH_LIMITS.warmupPeriod.max,
    OUTREACH_WARMUP_PERIOD_RANGE,
  ),
});

/** IMAP, where replies are read; optional. */
export const imapSettingsSchema = z.object({
  imapHost: hostSchema(IMAP_HOST_REQUIRED),
  imapPort: portSchema,
  imapSecurity: securitySchema,
  imapUsername: usernameSchema,
  imapPassword: passwordSchema,
});

const labelSchema = z
  .string({ error: MAILBOX_LABEL_REQUIRED })
  .trim()
  .min(1, MAILBOX_LABEL_REQUIRED)
  .max(80, 'The name must be at most 80 characters');

const warmupNotAboveCap = (value: { dailyCap?: number; warmupStartLimit?: number }, ctx: z.RefinementCtx) => {
  if (
    value.dailyCap !== undefined &&
    value.warmupStartLimit !== undefined &&
    value.warmupStartLimit > value.dailyCap
  )
    ctx.addIssue({ code: 'custom', message: WARMUP_START_ABOVE_CAP, path: ['warmupStartLimit'] });
};

/** Connect an SMTP mailbox: the connection, optionally IMAP, and its caps. */
export const connectSmtpMailboxSchema = z
  .object({
    label: labelSchema,
    fromName: z.string().trim().max(100, 'The sender name must be at most 100 characters'),
    fromAddress: emailAddress(FROM_ADDRESS_INVALID),
    smtpHost: hostSchema(SMTP_HOST_REQUIRED),
    smtpPort: portSchema,
    smtpSecurity: securitySchema,
    smtpUsername: usernameSchema,
    smtpPassword: passwordSchema,
    imap: imapSettingsSchema.nullable().default(null),
  })
  .extend(mailboxCapsSchema.shape)
  .superRefine((value, ctx) => {
    if (value.smtpUsername && !value.smtpPassword)
      ctx.addIssue({ code: 'custom', message: PASSWORD_REQUIRED_WITH_USERNAME, path: ['smtpPassword'] });
    warmupNotAboveCap(value, ctx);
  });
export type ConnectSmtpMailboxInput = z.input<typeof connectSmtpMailboxSchema>;

/**
 * A change to a mailbox: only the fields sent change. A password left out (or empty) is kept; IMAP
 * null removes it.
 */
export const updateMailboxSchema = z
  .object({
    id: z.string().min(1).max(64),
    label: labelSchema.optional(),
    fromName: z.string().trim().max(100, 'The sender name must be at most 100 characters').optional(),
    fromAddress: emailAddress(FROM_ADDRESS_INVALID).optional(),
    smtpHost: hostSchema(SMTP_HOST_REQUIRED).optional(),
    smtpPort: portSchema.optional(),
    smtpSecurity: securitySchema.optional(),
    smtpUsername: usernameSchema.optional(),
    smtpPassword: passwordSchema.optional(),
    imap: imapSettingsSchema.nullable().optional(),
    status: z.enum(mailboxStatuses, { error: MAILBOX_STATUS_INVALID }).optional(),
  })
  .extend(mailboxCapsSchema.partial().shape)
  .superRefine(warmupNotAboveCap);
export type UpdateMailboxInput = z.input<typeof updateMailboxSchema>;

export const mailboxIdSchema = z.object({ id: z.string().min(1).max(64) });

/** "Send test" of a saved mailbox: one message to this address. */
export const testMailboxSchema = z.object({
  id: z.string().min(1).max(64),
  to: emailAddress(TEST_RECIPIENT_INVALID),
});

/** "Send test" in the connect dialog, before saving: the settings as typed and the recipient. */
export const testSmtpSettingsSchema = z
  .object({
    fromName: z.string().trim().max(100, 'The sender name must be at most 100 characters'),
    fromAddress: emailAddress(FROM_ADDRESS_INVALID),
    smtpHost: hostSchema(SMTP_HOST_REQUIRED),
    smtpPort: portSchema,
    smtpSecurity: securitySchema,
    smtpUsername: usernameSchema,
    smtpPassword: passwordSchema,
    to: emailAddress(TEST_RECIPIENT_INVALID),
  })
  .superRefine((value, ctx) => {
    if (value.smtpUsername && !value.smtpPassword)
      ctx.addIssue({ code: 'custom', message: PASSWORD_REQUIRED_WITH_USERNAME, path: ['smtpPassword'] });
  });

export const mailAccountProviders = ['google', 'outlook'] as const;
export type MailAccountProviderInput = (typeof mailAccountProviders)[number];
export const MAIL_ACCOUNT_PROVIDER_INVALID = 'Choose Google or Outlook';
export const mailAccountProviderLabels: Record<MailAccountProviderInput, string> = {
  google: 'Google',
  outlook: 'Outlook',
};
/** "Use my Google account" when the integration is not connected (400, nothing saved). */
export const mailAccountNotConnected = (provider: MailAccountProviderInput) =>
  `Connect ${mailAccountProviderLabels[provider]} under Integrations first`;

/**
 * Add the user's connected Google or Outlook account as a sending mailbox: the From address is the
 * connection's; a name, a sender name and the caps are optional (the defaults of a new mailbox).
 */
export const connectAccountMailboxSchema = z
  .object({
    provider: z.enum(mailAccountProviders, { error: MAIL_ACCOUNT_PROVIDER_INVALID }),
    label: labelSchema.optional(),
    fromName: z.string().trim().max(100, 'The sender name must be at most 100 characters').optional(),
  })
  .extend(mailboxCapsSchema.partial().shape)
  .superRefine((value, ctx) =>
    warmupNotAboveCap(
      {
        dailyCap: value.dailyCap ?? MAILBOX_DEFAULTS.dailyCap,
        warmupStartLimit: value.warmupStartLimit ?? MAILBOX_DEFAULTS.warmupStartLimit,
      },
      ctx,
    ),
  );
export type ConnectAccountMailboxInput = z.input<typeof connectAccountMailboxSchema>;

// Texts the user sees (contracts).
export const MAILBOX_NOT_FOUND = 'Mailbox not found';
export const MAILBOX_ADDRESS_TAKEN = 'A mailbox with this address is already connected';
export const MAILBOX_TEST_SUBJECT = 'Leadpath test message';
export const mailboxTestSent = (to: string) => `Test message sent to ${to}`;
export const MAILBOX_CONNECTED = 'Mailbox connected';
export const NO_ACTIVE_MAILBOX_NOTE = 'No active mailbox: connect or resume one under Mailboxes';
