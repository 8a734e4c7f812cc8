import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import { type AddressPolicy, preferredAddress, resolvePublicAddresses } from '../../net/address-policy.ts';
import { mailConnectionFailure } from '../connection-problem.ts';

/** A mailbox's IMAP account, the password already unsealed. */
export interface ImapAccount {
  host: string;
  port: number;
  /** tls: implicit TLS (993); starttls: upgrade required; none: plain (loopback only). */
  security: 'tls' | 'starttls' | 'none';
  username: string;
  password: string;
}

/** Where the last poll stopped: the INBOX's UIDVALIDITY and the last UID handed to the app. */
export interface ImapCursor {
  uidValidity: string;
  lastUid: number;
}

export interface ImapPollOptions {
  /** At most this many mails per poll (default 50); `more` says whether others wait. */
  batch?: number;
  /** A first poll (or one after UIDVALIDITY changed) reads this many of the newest mails (default 50). */
  firstPollBack?: number;
  /** Gives up after this many ms of connecting or waiting on the server (default 30 s). */
  timeoutMs?: number;
  /** Mails bigger than this (bytes, default 10 MB) are skipped: no reply or bounce notice is that big. */
  maxBytes?: number;
  /** TLS: accept a certificate that does not verify (tests against a loopback server only). */
  allowUnverifiedTls?: boolean;
  /** Which addresses the server may be on; absent: public addresses only, resolved by the system's DNS. */
  hosts?: AddressPolicy;
}

/** A poll that failed, with a sentence naming the server and what to fix (never the password). */
export class ImapError extends Error {
  override name = 'ImapError';
}

/** An imapflow or connection failure as an ImapError in words (no OpenSSL text). */
export function imapErrorOf(error: unknown, account: Pick<ImapAccount, 'host' | 'port'>): ImapError {
  if (error instanceof ImapError) return error;
  const where = `${account.host}:${account.port}`;
  if ((error as { authenticationFailed?: boolean })?.authenticationFailed)
    return new ImapError(`The IMAP server ${where} refused the username or password`);
  const failure = mailConnectionFailure(error, { protocol: 'IMAP', host: account.host, port: account.port });
  if (failure) return new ImapError(failure);
  const said = (error as { responseText?: string })?.responseText;
  return new ImapError(`The IMAP server ${where} refused the request${said ? `: ${said}` : ''}`);
}

export interface ImapPollResult {
  cursor: ImapCursor;
  /** Mails handed to onMail in this poll. */
  read: number;
  /** Mails passed over for their size. */
  skipped: number;
  /** More new mail is waiting than one batch took. */
  more: boolean;
}

/** What one poll may read: mails per poll, how far back a first poll looks, the largest mail. */
interface PollLimits {
  batch: number;
  firstPollBack: number;
  maxBytes: number;
}

/**
 * Reads the new mail of a mailbox's INBOX with imapflow, read-only (nothing is marked or moved):
 * the UIDs after the cursor, oldest first, each handed to onMail as its raw bytes; the cursor moves
 * past each mail only once onMail returned, so a failure leaves it for the next poll. A changed
 * UIDVALIDITY starts again from the newest mails (the app dedupes by Message-ID).
 */
export async function pollImapInbox(
  account: ImapAccount,
  cursor: ImapCursor | null,
  onMail: (raw: Buffer, uid: number) => Promise<void>,
  options: ImapPollOptions = {},
): Promise<ImapPollResult> {
  const limits: PollLimits = {
    batch: options.batch ?? 50,
    firstPollBack: options.firstPollBack ?? 50,
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
  };
  const client = await connectedClient(account, options);
  try {
    const lock = await client.getMailboxLock('INBOX', { readOnly: true });
    try {
      return await readNewMail(client, cursor, onMail, limits);
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** An imapflow client connected to the account's checked address, or an ImapError in words. */
async function connectedClient(account: ImapAccount, options: ImapPollOptions): Promise<ImapFlow> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let addresses: Awaited<ReturnType<typeof resolvePublicAddresses>>;
  try {
    addresses = await resolvePublicAddresses(account.host, options.hosts ?? { allowPrivate: false });
  } catch (error) {
    throw imapErrorOf(error, account);
  }
  const bareHost = account.host.trim().replace(/^\[|\]$/g, '');
  // The checked address, with the typed name for TLS: a name that resolves elsewhere later reaches nothing else.
  const client = new ImapFlow({
    host: preferredAddress(addresses).address,
    ...(isIP(bareHost) ? {} : { servername: bareHost }),
    port: account.port,
    secure: account.security === 'tls',
    doSTARTTLS: account.security === 'starttls' ? true : account.security === 'none' ? false : undefined,
    auth: { user: account.username, pass: account.password },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: options.allowUnverifiedTls ? { rejectUnauthorized: false } : undefined,
    disableAutoIdle: true,
  });
  client.on('error', () => {
    // A socket error after the poll settled; the poll itself reports failures by throwing.
  });
  try {
    await client.connect();
  } catch (error) {
    throw imapErrorOf(error, account);
  }
  return client;
}

/** The open INBOX's mails after the cursor, at most a batch, each handed to onMail in UID order. */
async function readNewMail(
  client: ImapFlow,
  cursor: ImapCursor | null,
  onMail: (raw: Buffer, uid: number) => Promise<void>,
  limits: PollLimits,
): Promise<ImapPollResult> {
  const mailbox = client.mailbox;
  if (!mailbox) throw new Error('The INBOX could not be opened');
  const uidValidity = String(mailbox.uidValidity);
  const uidNext = mailbox.uidNext;
  const same = cursor !== null && cursor.uidValidity === uidValidity;
  const after = same ? cursor.lastUid : Math.max(0, uidNext - 1 - limits.firstPollBack);
  if (mailbox.exists === 0 || after >= uidNext - 1)
    return { cursor: { uidValidity, lastUid: after }, read: 0, skipped: 0, more: false };
  // 'n:*' also names the newest mail when n is past it: keep only UIDs after the cursor.
  const listed = (await client.fetchAll(`${after + 1}:*`, { uid: true, size: true }, { uid: true }))
    .filter((message) => message.uid > after)
    .sort((a, b) => a.uid - b.uid);
  const taken = listed.slice(0, limits.batch);
  const wanted = taken
    .filter((message) => (message.size ?? 0) <= limits.maxBytes)
    .map((message) => message.uid);
  const messages = wanted.length
    ? await client.fetchAll(wanted.join(','), { uid: true, source: true }, { uid: true })
    : [];
  const sources = new Map(messages.map((message) => [message.uid, message.source]));
  let read = 0;
  let lastUid = after;
  for (const { uid } of taken) {
    const source = sources.get(uid);
    if (source) {
      await onMail(source, uid);
      read += 1;
    }
    lastUid = uid;
  }
  const more = listed.length > taken.length;
  return { cursor: { uidValidity, lastUid }, read, skipped: taken.length - wanted.length, more };
}
