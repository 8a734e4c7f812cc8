/**
 * The sandbox LinkedIn network (issue 21): the embedded connector for demos and tests. It behaves
 * like the real thing by seeded, deterministic rules: an invitation is accepted (about 60%) or
 * ignored, after a delay of 1 to 48 hours; some people reply (about 30%) 20 minutes to a day after
 * the first message (or the accepted note); a limit or security signal can be provoked and answers
 * the next action. Its world is kept in a store the app provides (the account row).
 */
import {
  LINKEDIN_NOTE_MAX,
  type LinkedinAcceptance,
  type LinkedinAccountRef,
  type LinkedinActionResult,
  type LinkedinConnector,
  type LinkedinProfileRef,
  type LinkedinSignal,
  type LinkedinSyncedMessage,
} from './linkedin-connector.ts';

interface SandboxMessage {
  id: string;
  direction: 'inbound' | 'outbound';
  text: string;
  at: number;
}

export interface SandboxState {
  invitations: Record<string, { id: string; at: number; note: string | null }>;
  /** Profile URL → when the invitation was accepted (as seen by a sync). */
  connections: Record<string, number>;
  chats: Record<string, { profileUrl: string; messages: SandboxMessage[]; replied: boolean }>;
  /** The signal the next action answers with. */
  signal: { kind: Exclude<LinkedinSignal, 'error'>; message: string } | null;
  counter: number;
  /** The account's chats from before it was connected were delivered (the first sync). */
  seeded?: boolean;
}

export interface SandboxStore {
  read(accountId: string): SandboxState | null;
  write(accountId: string, state: SandboxState): void;
}

export interface SandboxNetworkOptions {
  store: SandboxStore;
  /** Percent of invitations accepted; 60. */
  acceptPercent?: number;
  /** Percent of people who reply; 30. */
  replyPercent?: number;
}

export interface SandboxNetwork extends LinkedinConnector {
  kind: 'sandbox';
  /** The next action answers with this signal (a demo or a test provokes LinkedIn's limit). */
  provoke(account: LinkedinAccountRef, signal: Exclude<LinkedinSignal, 'error'>): void;
  /** When (and whether) the sandbox accepts an invitation sent at `at`. */
  acceptanceOf(account: LinkedinAccountRef, profileUrl: string, at: number): number | null;
}

const HOUR = 3_600_000;
const REPLIES = [
  'Thanks for reaching out! Happy to chat next week.',
  'Hi, thanks. Could you send me more details?',
  'Not interested right now, but thank you.',
  'Sounds interesting. What times work for you?',
];

/** A connection the sandbox account already has, with a chat, as a real account would: delivered by the first sync. */
export const SANDBOX_GUIDE = {
  profileUrl: 'https://www.linkedin.com/in/leadpath-sandbox-guide/',
  name: 'Sandy Guide',
  text: 'Welcome to the LinkedIn sandbox! Invitations you send are accepted or ignored after a few hours, and some people reply.',
};

export const SANDBOX_SIGNAL_MESSAGES: Record<Exclude<LinkedinSignal, 'error'>, string> = {
  limit: 'LinkedIn says the weekly invitation limit is reached',
  security: 'LinkedIn asks for a security check on this account',
};

/** FNV-1a: a stable 32-bit hash, so the same seed and profile always behave the same way. */
export function sandboxHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const emptyState = (): SandboxState => ({
  invitations: {},
  connections: {},
  chats: {},
  signal: null,
  counter: 0,
});

export function createSandboxNetwork(options: SandboxNetworkOptions): SandboxNetwork {
  const acceptPercent = options.acceptPercent ?? 60;
  const replyPercent = options.replyPercent ?? 30;
  const seedOf = (account: LinkedinAccountRef) => account.externalAccountId;
  const hash = (account: LinkedinAccountRef, url: string, purpose: string) =>
    sandboxHash(`${seedOf(account)}|${url}|${purpose}`);

  function acceptanceOf(account: LinkedinAccountRef, profileUrl: string, at: number): number | null {
    if (hash(account, profileUrl, 'accept') % 100 >= acceptPercent) return null;
    return at + HOUR + (hash(account, profileUrl, 'delay') % (47 * HOUR));
  }
  function replyOf(account: LinkedinAccountRef, profileUrl: string, firstOutboundAt: number) {
    if (hash(account, profileUrl, 'reply') % 100 >= replyPercent) return null;
    return {
      at: firstOutboundAt + 20 * 60_000 + (hash(account, profileUrl, 'reply-delay') % (24 * HOUR)),
      text: REPLIES[hash(account, profileUrl, 'reply-text') % REPLIES.length] ?? REPLIES[0]!,
    };
  }

  /** Reads the world, lets `change` work on it, writes it back (synchronous: no other call interleaves). */
  function withState<T>(account: LinkedinAccountRef, change: (state: SandboxState) => T): T {
    const state = options.store.read(account.accountId) ?? emptyState();
    const result = change(state);
    options.store.write(account.accountId, state);
    return result;
  }
  const nextId = (state: SandboxState, prefix: string) => {
    state.counter += 1;
    return `${prefix}-${state.counter}`;
  };
  const providerIdOf = (account: LinkedinAccountRef, url: string) =>
    `sbx-${hash(account, url, 'id').toString(36)}`;
  /** A provoked signal answers the action (once). */
  function takeSignal(state: SandboxState): LinkedinActionResult | null {
    if (!state.signal) return null;
    const { kind, message } = state.signal;
    state.signal = null;
    return { ok: false, signal: kind, message };
  }
  function isConnected(account: LinkedinAccountRef, state: SandboxState, url: string, now: number) {
    if (state.connections[url] !== undefined) return true;
    const invitation = state.invitations[url];
    if (!invitation) return false;
    const accepted = acceptanceOf(account, url, invitation.at);
    return accepted !== null && accepted <= now;
  }
  function chatWith(state: SandboxState, url: string): [string, SandboxState['chats'][string]] {
    const found = Object.entries(state.chats).find(([, chat]) => chat.profileUrl === url);
    if (found) return found;
    const id = nextId(state, 'chat');
    const chat = { profileUrl: url, messages: [], replied: false };
    state.chats[id] = chat;
    return [id, chat];
  }

  return {
    kind: 'sandbox',
    acceptanceOf,
    provoke(account, signal) {
      withState(account, (state) => {
        state.signal = { kind: signal, message: SANDBOX_SIGNAL_MESSAGES[signal] };
      });
    },
    async visitProfile(account, profile: LinkedinProfileRef) {
      return withState(account, (state) => {
        const signal = takeSignal(state);
        if (signal) return signal;
        return {
          ok: true,
          externalId: nextId(state, 'visit'),
          providerId: providerIdOf(account, profile.profileUrl),
        };
      });
    },
    async sendInvitation(account, profile, note, now) {
      return withState(account, (state): LinkedinActionResult => {
        const signal = takeSignal(state);
        if (signal) return signal;
        const url = profile.profileUrl;
        if (note && note.length > LINKEDIN_NOTE_MAX)
          return {
            ok: false,
            signal: 'error',
            message: `The note is longer than ${LINKEDIN_NOTE_MAX} characters`,
          };
        if (isConnected(account, state, url, now))
          return { ok: false, signal: 'error', message: 'Already a 1st-degree connection' };
        if (state.invitations[url])
          return { ok: false, signal: 'error', message: 'An invitation is already pending' };
        const id = nextId(state, 'inv');
        state.invitations[url] = { id, at: now, note: note?.trim() ? note : null };
        return { ok: true, externalId: id, providerId: providerIdOf(account, url) };
      });
    },
    async sendMessage(account, profile, text, chatId, now) {
      return withState(account, (state): LinkedinActionResult => {
        const signal = takeSignal(state);
        if (signal) return signal;
        const url = profile.profileUrl;
        if (!isConnected(account, state, url, now))
          return { ok: false, signal: 'error', message: 'Not a 1st-degree connection' };
        const [id, chat] =
          chatId && state.chats[chatId] ? [chatId, state.chats[chatId]] : chatWith(state, url);
        const message: SandboxMessage = { id: nextId(state, 'msg'), direction: 'outbound', text, at: now };
        chat.messages.push(message);
        return { ok: true, externalId: message.id, chatId: id, providerId: providerIdOf(account, url) };
      });
    },
    async sync(account, _cursor, now) {
      return withState(account, (state) => {
        const acceptances: LinkedinAcceptance[] = [];
        const messages: LinkedinSyncedMessage[] = [];
        if (!state.seeded) {
          state.seeded = true;
          state.connections[SANDBOX_GUIDE.profileUrl] = now - 24 * HOUR;
          const [chatId, chat] = chatWith(state, SANDBOX_GUIDE.profileUrl);
          chat.replied = true;
          const welcome: SandboxMessage = {
            id: nextId(state, 'msg'),
            direction: 'inbound',
            text: SANDBOX_GUIDE.text,
            at: now - HOUR,
          };
          chat.messages.push(welcome);
          messages.push({
            externalChatId: chatId,
            externalMessageId: welcome.id,
            profileUrl: SANDBOX_GUIDE.profileUrl,
            providerId: providerIdOf(account, SANDBOX_GUIDE.profileUrl),
            name: SANDBOX_GUIDE.name,
            direction: 'inbound',
            text: welcome.text,
            at: welcome.at,
          });
        }
        for (const [url, invitation] of Object.entries(state.invitations)) {
          if (state.connections[url] !== undefined) continue;
          const accepted = acceptanceOf(account, url, invitation.at);
          if (accepted === null || accepted > now) continue;
          state.connections[url] = accepted;
          acceptances.push({ profileUrl: url, providerId: providerIdOf(account, url), at: accepted });
          // The note becomes the first message of the chat, as on LinkedIn.
          if (invitation.note) {
            const [, chat] = chatWith(state, url);
            chat.messages.unshift({
              id: nextId(state, 'msg'),
              direction: 'outbound',
              text: invitation.note,
              at: invitation.at,
            });
          }
        }
        for (const [chatId, chat] of Object.entries(state.chats)) {
          if (chat.replied) continue;
          const first = chat.messages.find((message) => message.direction === 'outbound');
          if (!first) continue;
          // A note counts from its acceptance: the person sees it then.
          const seenAt = Math.max(first.at, state.connections[chat.profileUrl] ?? first.at);
          const reply = replyOf(account, chat.profileUrl, seenAt);
          if (!reply || reply.at > now) continue;
          chat.replied = true;
          const message: SandboxMessage = {
            id: nextId(state, 'msg'),
            direction: 'inbound',
            text: reply.text,
            at: reply.at,
          };
          chat.messages.push(message);
          messages.push({
            externalChatId: chatId,
            externalMessageId: message.id,
            profileUrl: chat.profileUrl,
            providerId: providerIdOf(account, chat.profileUrl),
            name: null,
            direction: 'inbound',
            text: message.text,
            at: message.at,
          });
        }
        // Outbound notes that opened a chat at acceptance are reported too, so the inbox shows them.
        for (const acceptance of acceptances) {
          const entry = Object.entries(state.chats).find(
            ([, chat]) => chat.profileUrl === acceptance.profileUrl,
          );
          const note = entry?.[1].messages.find((message) => message.direction === 'outbound');
          if (entry && note && state.invitations[acceptance.profileUrl]?.note === note.text)
            messages.unshift({
              externalChatId: entry[0],
              externalMessageId: note.id,
              profileUrl: acceptance.profileUrl,
              providerId: acceptance.providerId,
              name: null,
              direction: 'outbound',
              text: note.text,
              at: note.at,
            });
        }
        return { acceptances, messages, cursor: String(now) };
      });
    },
  };
}

/** A store in memory (tests, and the sandbox without a database). */
export function memorySandboxStore(): SandboxStore & { states: Map<string, SandboxState> } {
  const states = new Map<string, SandboxState>();
  return {
    states,
    read: (accountId) => {
      const state = states.get(accountId);
      return state ? structuredClone(state) : null;
    },
    write: (accountId, state) => {
      states.set(accountId, structuredClone(state));
    },
  };
}
