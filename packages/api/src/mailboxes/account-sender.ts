/**
 * Sending through a user's Google or Outlook account (issue 20): the Gmail API or Microsoft Graph with
 * the user's own connection token, read through Nango as the CRM clients read theirs (ADR 025).
 * Without Nango (the sandbox connector) nothing leaves the machine: the mailer records the mail in the
 * local outbox as sent through the mailbox, so the product works offline.
 */
import type { AppDatabase, MailboxRow } from '@leadpath/db';
import {
  type AccountSendOptions,
  gmailAddressOf,
  graphAddressOf,
  type MailAccountCredentialSource,
  MailAccountError,
  type MailAccountProvider,
  mailAccountLabels,
  type NangoConfig,
  nangoMailCredentials,
  type OutgoingMail,
  sendViaGmail,
  sendViaGraph,
} from '@leadpath/integrations';
import { connectionIdOf } from '../integrations/user-integrations.ts';

export interface AccountSender {
  /** Sends one mail through the account of a google or outlook mailbox; resolves once the provider took it. */
  send(row: MailboxRow, mail: OutgoingMail): Promise<void>;
  /** The address the provider gives for the user's connected account; null in the sandbox or when it gives none. */
  addressOf(ownerId: string, provider: MailAccountProvider): Promise<string | null>;
}

export interface AccountSenderConfig {
  /** Each user's own connection; absent: the sandbox (the mail only lands in the local outbox). */
  nango?: NangoConfig;
  /** Where the Gmail and Graph calls go (a local fake in tests); the providers' own by default. */
  gmail?: AccountSendOptions;
  graph?: AccountSendOptions;
}

export const isAccountKind = (kind: MailboxRow['kind']): kind is MailAccountProvider =>
  kind === 'google' || kind === 'outlook';

export const accountNotConnected = (provider: MailAccountProvider) =>
  `${mailAccountLabels[provider]} is no longer connected for this account. Reconnect ${mailAccountLabels[provider]} under Integrations.`;

export function createAccountSender(db: AppDatabase, config: AccountSenderConfig = {}): AccountSender {
  const { nango } = config;
  // One credential source per user and connection: a token is reused until shortly before it expires.
  const sources = new Map<string, MailAccountCredentialSource>();

  function credentialsOf(ownerId: string, provider: MailAccountProvider, connectionId: string) {
    if (!nango) throw new Error('unreachable');
    const key = `${provider}:${connectionId}:${ownerId}`;
    let source = sources.get(key);
    if (!source) {
      source = nangoMailCredentials(nango, { provider, connectionId, ownerId });
      sources.set(key, source);
    }
    return source;
  }

  async function connectionOf(ownerId: string, provider: MailAccountProvider): Promise<string> {
    const connectionId = await connectionIdOf(db, ownerId, provider);
    if (!connectionId) throw new MailAccountError(accountNotConnected(provider), 'invalid_credentials');
    return connectionId;
  }

  return {
    async send(row, mail) {
      const provider = row.kind;
      if (!isAccountKind(provider))
        throw new Error('Only Google and Outlook mailboxes send through an account');
      const connectionId = await connectionOf(row.ownerId, provider);
      // The sandbox connector: the mailer's outbox record is the send.
      if (!nango) return;
      const credentials = credentialsOf(row.ownerId, provider, connectionId);
      if (provider === 'google') await sendViaGmail(credentials, mail, config.gmail);
      else await sendViaGraph(credentials, mail, config.graph);
    },
    async addressOf(ownerId, provider) {
      const connectionId = await connectionOf(ownerId, provider);
      if (!nango) return null;
      const credentials = credentialsOf(ownerId, provider, connectionId);
      return provider === 'google'
        ? gmailAddressOf(credentials, config.gmail)
        : graphAddressOf(credentials, config.graph);
    },
  };
}
