/**
 * The Unipile client (issue 21): the LinkedIn connector over Unipile's documented HTTP API
 * (https://developer.unipile.com, v1): base https://{UNIPILE_DSN}/api/v1, header X-API-KEY.
 * - visit: GET /users/{public identifier}?account_id= (reads the profile, which LinkedIn counts as
 *   a visit, and gives the provider_id the other calls need)
 * - invitation: POST /users/invite { provider_id, account_id, message? }
 * - message: POST /chats/{chat_id}/messages { text }, or a new chat POST /chats
 *   { account_id, attendees_ids: [provider_id], text } (multipart/form-data, as documented)
 * - sync: GET /users/relations?account_id= (new connections = acceptances) and
 *   GET /chats?account_id=&after= then GET /chats/{chat_id}/messages?after= (new messages)
 * Errors come as { status, type: 'errors/...', title, detail }: 429 and the limit types
 * (cannot_resend_yet, limit_exceeded, too_many_requests) are the limit signal; a disconnected
 * account or a checkpoint is the security signal.
 */
import {
  type LinkedinAcceptance,
  type LinkedinAccountRef,
  type LinkedinActionResult,
  type LinkedinConnector,
  LinkedinConnectorError,
  type LinkedinProfileRef,
  type LinkedinSignal,
  type LinkedinSyncedMessage,
} from './linkedin-connector.ts';

export interface UnipileConfig {
  /** host[:port] as Unipile's dashboard shows it, e.g. api8.unipile.com:13851. */
  dsn: string;
  apiKey: string;
  fetch?: typeof fetch;
}

interface UnipileError {
  status?: number;
  type?: string;
  title?: string;
  detail?: string;
}

const LIMIT_TYPES = ['cannot_resend_yet', 'limit_exceeded', 'too_many_requests', 'rate_limit'];
const SECURITY_TYPES = ['disconnected_account', 'checkpoint', 'account_restricted', 'invalid_credentials'];

/** The public identifier of a profile URL: https://www.linkedin.com/in/jane-doe/ → jane-doe. */
export function publicIdentifierOf(profileUrl: string): string {
  const match = /linkedin\.com\/in\/([^/?#]+)/i.exec(profileUrl);
  return decodeURIComponent(match?.[1] ?? profileUrl).toLowerCase();
}

export const profileUrlOf = (publicIdentifier: string) =>
  `https://www.linkedin.com/in/${publicIdentifier.toLowerCase()}/`;

/** The signal an error answer means. */
export function signalOfUnipileError(status: number, body: UnipileError | null): LinkedinSignal {
  const type = body?.type ?? '';
  if (status === 429 || LIMIT_TYPES.some((name) => type.includes(name))) return 'limit';
  if (SECURITY_TYPES.some((name) => type.includes(name))) return 'security';
  return 'error';
}

export function createUnipileClient(config: UnipileConfig): LinkedinConnector {
  const doFetch = config.fetch ?? fetch;
  const base = `https://${config.dsn.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/api/v1`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string | undefined>; json?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { 'X-API-KEY': config.apiKey, accept: 'application/json' };
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body });
    } catch (error) {
      throw new LinkedinConnectorError(`Unipile could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  const failure = (status: number, body: unknown): LinkedinActionResult => {
    const error = (body ?? null) as UnipileError | null;
    return {
      ok: false,
      signal: signalOfUnipileError(status, error),
      message: error?.detail || error?.title || `Unipile answered ${status}`,
    };
  };

  async function providerIdOf(account: LinkedinAccountRef, profile: LinkedinProfileRef) {
    if (profile.providerId) return { ok: true as const, providerId: profile.providerId };
    const answer = await call('GET', `/users/${encodeURIComponent(publicIdentifierOf(profile.profileUrl))}`, {
      query: { account_id: account.externalAccountId },
    });
    if (answer.status !== 200) return { ok: false as const, result: failure(answer.status, answer.body) };
    const providerId = (answer.body as { provider_id?: string } | null)?.provider_id;
    if (!providerId)
      return {
        ok: false as const,
        result: {
          ok: false,
          signal: 'error',
          message: 'Unipile returned no provider_id',
        } as LinkedinActionResult,
      };
    return { ok: true as const, providerId };
  }

  return {
    kind: 'unipile',
    async visitProfile(account, profile) {
      const answer = await call(
        'GET',
        `/users/${encodeURIComponent(publicIdentifierOf(profile.profileUrl))}`,
        {
          query: { account_id: account.externalAccountId },
        },
      );
      if (answer.status !== 200) return failure(answer.status, answer.body);
      const providerId = (answer.body as { provider_id?: string } | null)?.provider_id ?? null;
      return { ok: true, externalId: null, providerId };
    },
    async sendInvitation(account, profile, note) {
      const id = await providerIdOf(account, profile);
      if (!id.ok) return id.result;
      const answer = await call('POST', '/users/invite', {
        json: {
          provider_id: id.providerId,
          account_id: account.externalAccountId,
          ...(note?.trim() ? { message: note } : {}),
        },
      });
      if (answer.status !== 200 && answer.status !== 201) return failure(answer.status, answer.body);
      const invitationId = (answer.body as { invitation_id?: string } | null)?.invitation_id ?? null;
      return { ok: true, externalId: invitationId, providerId: id.providerId };
    },
    async sendMessage(account, profile, text, chatId) {
      if (chatId) {
        const form = new FormData();
        form.set('text', text);
        const answer = await call('POST', `/chats/${encodeURIComponent(chatId)}/messages`, { form });
        if (answer.status !== 200 && answer.status !== 201) return failure(answer.status, answer.body);
        const messageId = (answer.body as { message_id?: string } | null)?.message_id ?? null;
        return { ok: true, externalId: messageId, chatId };
      }
      const id = await providerIdOf(account, profile);
      if (!id.ok) return id.result;
      const form = new FormData();
      form.set('account_id', account.externalAccountId);
      form.append('attendees_ids', id.providerId);
      form.set('text', text);
      const answer = await call('POST', '/chats', { form });
      if (answer.status !== 200 && answer.status !== 201) return failure(answer.status, answer.body);
      const started = (answer.body ?? {}) as { chat_id?: string; message_id?: string };
      return {
        ok: true,
        externalId: started.message_id ?? null,
        chatId: started.chat_id ?? null,
        providerId: id.providerId,
      };
    },
    async sync(account, cursor) {
      const since = cursor ? Number(cursor) : 0;
      const relations = await newRelations(call, account, since);
      const messages = await newMessages(call, account, since);
      const latest = messages.reduce((at, message) => Math.max(at, message.at), relations.latest);
      return { acceptances: relations.acceptances, messages, cursor: String(latest) };
    },
  };
}

type UnipileCall = (
  method: 'GET',
  path: string,
  options: { query: Record<string, string | undefined> },
) => Promise<{ status: number; body: unknown }>;

/** New connections since the cursor: relations come newest first, so stop at the first one already seen. */
async function newRelations(call: UnipileCall, account: LinkedinAccountRef, since: number) {
  const acceptances: LinkedinAcceptance[] = [];
  let latest = since;
  let page: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const answer = await call('GET', '/users/relations', {
      query: { account_id: account.externalAccountId, limit: '100', cursor: page },
    });
    if (answer.status !== 200)
      throw new LinkedinConnectorError(`Unipile answered ${answer.status} to the relations list`);
    const body = answer.body as {
      items?: { created_at?: number; member_id?: string; public_identifier?: string }[];
      cursor?: string | null;
    };
    const items = body.items ?? [];
    const seen = items.findIndex((item) => (item.created_at ?? 0) <= since);
    for (const item of seen === -1 ? items : items.slice(0, seen)) {
      const at = item.created_at ?? 0;
      latest = Math.max(latest, at);
      if (item.public_identifier)
        acceptances.push({
          profileUrl: profileUrlOf(item.public_identifier),
          providerId: item.member_id ?? null,
          at,
        });
    }
    if (seen !== -1 || !body.cursor) break;
    page = body.cursor;
  }
  return { acceptances, latest };
}

/**
 * New messages since the cursor: the chats changed since it, then each one's messages since it. A chat
 * whose messages cannot be read fails the sync: skipping it would move the cursor past its messages.
 */
async function newMessages(call: UnipileCall, account: LinkedinAccountRef, since: number) {
  const after = new Date(since).toISOString();
  const chats = await call('GET', '/chats', {
    query: { account_id: account.externalAccountId, after, limit: '100' },
  });
  if (chats.status !== 200)
    throw new LinkedinConnectorError(`Unipile answered ${chats.status} to the chats list`);
  const messages: LinkedinSyncedMessage[] = [];
  for (const chat of (chats.body as { items?: UnipileChat[] }).items ?? []) {
    const list = await call('GET', `/chats/${encodeURIComponent(chat.id)}/messages`, { query: { after } });
    if (list.status !== 200)
      throw new LinkedinConnectorError(`Unipile answered ${list.status} to the messages of chat ${chat.id}`);
    for (const message of (list.body as { items?: UnipileMessage[] }).items ?? []) {
      const at = Date.parse(message.timestamp);
      if (at > since) messages.push(syncedMessageOf(chat, message, at));
    }
  }
  return messages;
}

function syncedMessageOf(chat: UnipileChat, message: UnipileMessage, at: number): LinkedinSyncedMessage {
  return {
    externalChatId: chat.id,
    externalMessageId: message.id,
    profileUrl: chat.attendee_public_identifier ? profileUrlOf(chat.attendee_public_identifier) : '',
    providerId: chat.attendee_provider_id ?? null,
    name: chat.name ?? null,
    direction: message.is_sender ? 'outbound' : 'inbound',
    text: message.text ?? '',
    at,
  };
}

interface UnipileChat {
  id: string;
  name?: string | null;
  attendee_provider_id?: string | null;
  attendee_public_identifier?: string | null;
}

interface UnipileMessage {
  id: string;
  text?: string | null;
  timestamp: string;
  is_sender?: number | boolean;
}
