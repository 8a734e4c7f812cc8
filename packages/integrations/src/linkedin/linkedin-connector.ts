/**
 * The LinkedIn connector (issue 21): what executes a LinkedIn step of a sequence and brings back
 * what happened (accepted invitations, messages). The embedded default is the sandbox network
 * (sandbox-network.ts); the real client speaks Unipile's documented HTTP API (unipile-client.ts).
 * Manual mode has no connector: each step becomes a task.
 */

export type LinkedinConnectorKind = 'sandbox' | 'unipile';

/** What the user chose for their LinkedIn account: a connector, or tasks done by hand. */
export type LinkedinAccountKind = LinkedinConnectorKind | 'manual';

/** The three things a LinkedIn step does. */
export type LinkedinActionKind = 'visit' | 'invite' | 'message';

/** A connection note is at most this long (LinkedIn's own limit). */
export const LINKEDIN_NOTE_MAX = 300;

/** Whose profile: the public URL (https://www.linkedin.com/in/<slug>/) and the provider's id once known. */
export interface LinkedinProfileRef {
  profileUrl: string;
  providerId?: string | null;
}

/** The account at the connector the action runs as. */
export interface LinkedinAccountRef {
  /** The app's linkedin_accounts id. */
  accountId: string;
  /** The connector's own account id (Unipile's account_id; the sandbox's seed name). */
  externalAccountId: string;
}

/**
 * Why the connector refused: limit (LinkedIn's weekly/daily limit reached), security (a checkpoint,
 * captcha or a logged-out session), or error (anything else: the step may be retried later).
 * limit and security pause the account for some hours.
 */
export type LinkedinSignal = 'limit' | 'security' | 'error';

export type LinkedinActionResult =
  | {
      ok: true;
      /** The connector's id of what was done (invitation id, message id), when it has one. */
      externalId: string | null;
      /** The profile's provider id, learned along the way. */
      providerId?: string | null;
      /** The chat a message went to. */
      chatId?: string | null;
    }
  | { ok: false; signal: LinkedinSignal; message: string };

export interface LinkedinAcceptance {
  profileUrl: string;
  providerId: string | null;
  /** Epoch ms. */
  at: number;
}

export interface LinkedinSyncedMessage {
  externalChatId: string;
  externalMessageId: string;
  /** The other person of the chat. */
  profileUrl: string;
  providerId: string | null;
  name: string | null;
  direction: 'inbound' | 'outbound';
  text: string;
  /** Epoch ms. */
  at: number;
}

/** What changed at the connector since the cursor. */
export interface LinkedinSyncBatch {
  acceptances: LinkedinAcceptance[];
  messages: LinkedinSyncedMessage[];
  /** Pass it back on the next sync; null when the connector keeps no cursor. */
  cursor: string | null;
}

export interface LinkedinConnector {
  kind: LinkedinConnectorKind;
  visitProfile(
    account: LinkedinAccountRef,
    profile: LinkedinProfileRef,
    now: number,
  ): Promise<LinkedinActionResult>;
  /** A connection request with an optional note of at most LINKEDIN_NOTE_MAX characters. */
  sendInvitation(
    account: LinkedinAccountRef,
    profile: LinkedinProfileRef,
    note: string | null,
    now: number,
  ): Promise<LinkedinActionResult>;
  /** A message to a 1st-degree connection: into the chat given, else a new chat with them. */
  sendMessage(
    account: LinkedinAccountRef,
    profile: LinkedinProfileRef,
    text: string,
    chatId: string | null,
    now: number,
  ): Promise<LinkedinActionResult>;
  /** Acceptances and messages since the cursor (polling; webhooks feed the same path). */
  sync(account: LinkedinAccountRef, cursor: string | null, now: number): Promise<LinkedinSyncBatch>;
}

/** The connector could not be reached or answered with an error that is not a LinkedIn signal. */
export class LinkedinConnectorError extends Error {
  override name = 'LinkedinConnectorError';
}
