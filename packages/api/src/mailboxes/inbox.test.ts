/** The Mailboxes inbox (issue 28): replies first, unread state in the database, cursor pages, answering in the thread. */
import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import {
  CANNOT_REPLY_TO_BOUNCE,
  INBOX_MESSAGE_NOT_FOUND,
  REPLY_TEXT_REQUIRED,
} from '@leadpath/core/schemas/inbox';
import { inboundMessages, linkedinMessages, mailboxes, outboxMessages } from '@leadpath/db';
import { headerOf, type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addMessage, upsertConversation } from '../linkedin/messaging/conversations.ts';
import { json } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createMailboxMailer } from './mailbox-mailer.ts';
import { smtpPasswordPurpose } from './mailbox-rows.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

interface InboxPage {
  items: {
    channel: string;
    id: string;
    subject?: string;
    name?: string;
    unread: boolean;
    classification?: string;
  }[];
  nextCursor: string | null;
  unread: { replies: number; automatic: number; unmatched: number };
  includesLinkedin: boolean;
}

/** A Pro user with an SMTP mailbox on a local sink; the app's mailer is the mailbox mailer, as on the server. */
async function setUp() {
  const t = createTestApp();
  const smtp = await startSmtpSink({ username: 'sender', password: 'app-password' });
  sinks.push(smtp);
  // The sink is on loopback: the address policy lets private hosts through, as MAIL_ALLOW_PRIVATE_HOSTS does.
  const mailerOptions = {
    db: t.db,
    now: () => t.clock.now,
    secrets,
    publicUrl: 'https://app.example.com',
    hosts: { allowPrivate: true },
  };
  t.deps.services.mailer = createMailboxMailer(mailerOptions);
  const user = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const cookie = await t.signIn('sam@northwind.test');
  const mailboxId = randomUUID();
  await t.db
    .insert(mailboxes)
    .values({
      id: mailboxId,
      ownerId: user.id,
      kind: 'smtp',
      label: 'Sales',
      fromName: 'Sam Sender',
      fromAddress: 'sam@sales.northwind.test',
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpSecurity: 'none',
      smtpUsername: 'sender',
      smtpPasswordSealed: secrets.seal('app-password', smtpPasswordPurpose(mailboxId)),
      dailyCap: 100,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupEnabled: false,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      createdAt: new Date(t.clock.now),
      updatedAt: new Date(t.clock.now),
    })
    .run();

  /** A mail sent from the mailbox to `to`, and an answer of `kind` to it (the inbound path), a second later. */
  async function answered(to: string, kind: 'reply' | 'out_of_office' | 'bounce' | 'unsubscribe' = 'reply') {
    const sent = await t.deps.services.mailer.send({
      ownerId: user.id,
      from: user.email,
      to: [to],
      subject: `Hello ${to}`,
      text: 'A short question.',
      messageId: `<seq-${randomUUID()}@sales.northwind.test>`,
      mailboxId,
    });
    t.clock.now += 1000;
    const res = await t.request(`/api/mailboxes/messages/${sent.id}/simulate-reply`, {
      method: 'POST',
      cookie,
      json: { kind },
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.outboxMessageId, sent.id))
      .get();
    if (!row) throw new Error('no inbound row');
    return { sent, inbound: row };
  }
  const inbox = async (query = '') =>
    json<InboxPage>(await t.request(`/api/mailboxes/inbox${query}`, { cookie }));
  return { t, smtp, user, cookie, mailboxId, answered, inbox };
}

describe('GET /api/mailboxes/inbox', { timeout: 30_000 }, () => {
  it('lists replies first, bounces and auto-replies apart, unmatched mail in its own group, each unread', async () => {
    const { t, user, answered, inbox } = await setUp();
    await answered('ada@acme.test', 'reply');
    await answered('otto@acme.test', 'out_of_office');
    await answered('nobody@acme.test', 'bounce');
    await t.db
      .insert(inboundMessages)
      .values({
        id: randomUUID(),
        ownerId: user.id,
        source: 'smtp',
        messageId: '<stray@elsewhere.test>',
        from: 'stranger@elsewhere.test',
        subject: 'Re: something you never sent',
        text: 'Hi',
        classification: 'unmatched',
        receivedAt: new Date(t.clock.now),
      })
      .run();

    const replies = await inbox();
    expect(replies.items.map((item) => [item.channel, item.subject, item.unread])).toEqual([
      ['email', 'Re: Hello ada@acme.test', true],
    ]);
    expect(replies.unread).toEqual({ replies: 1, automatic: 2, unmatched: 1 });
    const automatic = await inbox('?group=automatic');
    expect(automatic.items.map((item) => item.classification)).toEqual(['bounce', 'out_of_office']);
    const unmatched = await inbox('?group=unmatched');
    expect(unmatched.items.map((item) => item.subject)).toEqual(['Re: something you never sent']);
  });

  it('pages with a cursor, newest first, LinkedIn conversations merged with email replies', async () => {
    const { t, user, answered, inbox } = await setUp();
    await answered('ada@acme.test');
    t.clock.now += 1000;
    const conversation = await upsertConversation(t.db, {
      ownerId: user.id,
      externalChatId: 'chat-1',
      profileUrl: 'https://www.linkedin.com/in/lin-lee/',
      name: 'Lin Lee',
      at: t.clock.now,
    });
    await addMessage(t.db, conversation, {
      externalMessageId: 'm-1',
      direction: 'inbound',
      status: 'received',
      text: 'Happy to talk next week',
      at: t.clock.now,
    });
    await answered('bob@beta.test');

    // Both email answers read as interested: they come first (ADR 052), then the LinkedIn conversation.
    const first = await inbox('?limit=2');
    expect(first.includesLinkedin).toBe(true);
    expect(first.items.map((item) => item.subject ?? item.name)).toEqual([
      'Re: Hello bob@beta.test',
      'Re: Hello ada@acme.test',
    ]);
    expect(first.unread.replies).toBe(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.subject ?? item.name)).toEqual(['Lin Lee']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await t.request('/api/mailboxes/inbox?cursor=not-a-cursor', { cookie: await t.signIn(user.email) }))
        .status,
    ).toBe(400);
  });

  it('ranks a LinkedIn conversation by its latest reply class and keeps it under the class filter (ADR 069)', async () => {
    const { t, user, answered, inbox } = await setUp();
    /** A conversation whose one inbound message the classifier read as `replyClass` (null: not classified). */
    const conversationWith = async (slug: string, replyClass: 'interested' | 'not-interested' | null) => {
      t.clock.now += 1000;
      const conversation = await upsertConversation(t.db, {
        ownerId: user.id,
        externalChatId: `chat-${slug}`,
        profileUrl: `https://www.linkedin.com/in/${slug}/`,
        name: slug,
        at: t.clock.now,
      });
      const message = await addMessage(t.db, conversation, {
        externalMessageId: `${slug}-1`,
        direction: 'inbound',
        status: 'received',
        text: 'A reply',
        at: t.clock.now,
      });
      if (message && replyClass)
        await t.db
          .update(linkedinMessages)
          .set({
            replyClass,
            replyClassSource: 'rules',
            replyClassReason: 'test',
            replyClassifiedAt: new Date(),
          })
          .where(eq(linkedinMessages.id, message.id))
          .run();
    };
    await conversationWith('old-interested', 'interested');
    await answered('ada@acme.test'); // an interested email reply, newer
    await conversationWith('not-interested', 'not-interested');
    await conversationWith('unclassified', null);
    await conversationWith('new-interested', 'interested');

    const names = (page: InboxPage) => page.items.map((item) => item.subject ?? item.name);
    // Interested first (newest first among them), then the rest newest first, across both channels.
    const order = [
      'new-interested',
      'Re: Hello ada@acme.test',
      'old-interested',
      'unclassified',
      'not-interested',
    ];
    expect(names(await inbox())).toEqual(order);
    // Page by page with the shared cursor, nothing lost or repeated.
    const seen: (string | undefined)[] = [];
    let cursor = '';
    for (let pages = 0; pages < 6; pages++) {
      const page = await inbox(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(page));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(order);
    expect(names(await inbox('?replyClass=interested'))).toEqual([
      'new-interested',
      'Re: Hello ada@acme.test',
      'old-interested',
    ]);
    expect(names(await inbox('?replyClass=not-interested'))).toEqual(['not-interested']);
    expect(names(await inbox('?replyClass=out-of-office'))).toEqual([]);
  });

  it('keeps read and unread in the database', async () => {
    const { t, cookie, answered, inbox } = await setUp();
    const { inbound } = await answered('ada@acme.test');
    const read = await t.request(`/api/mailboxes/inbox/${inbound.id}/read`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(read.status).toBe(200);
    expect((await json<{ unread: boolean }>(read)).unread).toBe(false);
    const after = await inbox();
    expect(after.items[0]?.unread).toBe(false);
    expect(after.unread.replies).toBe(0);
    await t.request(`/api/mailboxes/inbox/${inbound.id}/read`, {
      method: 'POST',
      cookie,
      json: { read: false },
    });
    expect((await inbox('?unreadOnly=true')).items.map((item) => item.id)).toEqual([inbound.id]);
  });

  it('shows nothing of another user', async () => {
    const { t, answered } = await setUp();
    const { inbound } = await answered('ada@acme.test');
    await t.createUser({ email: 'eve@other.test', role: 'Pro' });
    const eve = await t.signIn('eve@other.test');
    expect((await json<InboxPage>(await t.request('/api/mailboxes/inbox', { cookie: eve }))).items).toEqual(
      [],
    );
    const res = await t.request(`/api/mailboxes/inbox/${inbound.id}`, { cookie: eve });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: INBOX_MESSAGE_NOT_FOUND });
    const reply = await t.request(`/api/mailboxes/inbox/${inbound.id}/reply`, {
      method: 'POST',
      cookie: eve,
      json: { text: 'Hi' },
    });
    expect(reply.status).toBe(404);
  });
});

describe('POST /api/mailboxes/inbox/{id}/reply', { timeout: 30_000 }, () => {
  it('answers in the thread from the mailbox that sent, through its SMTP server, recorded in the outbox; once per requestId', {
    timeout: 30_000,
  }, async () => {
    const { t, smtp, cookie, mailboxId, answered } = await setUp();
    const { sent, inbound } = await answered('ada@acme.test');
    await smtp.waitFor(1);

    const before = await json<{
      reply: { from: string; to: string; subject: string; mailbox: { id: string } | null };
    }>(await t.request(`/api/mailboxes/inbox/${inbound.id}`, { cookie }));
    expect(before.reply).toMatchObject({
      from: 'Sam Sender <sam@sales.northwind.test>',
      to: 'ada@acme.test',
      subject: 'Re: Hello ada@acme.test',
      mailbox: { id: mailboxId },
    });

    t.clock.now += 60_000;
    const requestId = randomUUID();
    const send = () =>
      t.request(`/api/mailboxes/inbox/${inbound.id}/reply`, {
        method: 'POST',
        cookie,
        json: { text: 'Thursday at 10 works for me.', requestId },
      });
    const res = await send();
    expect(res.status).toBe(200);
    const answer = await json<{ message: string; messageId: string; outboxMessageId: string }>(res);
    expect(answer.message).toBe('Reply sent');
    expect(answer.messageId).toMatch(/^<reply-[0-9a-f]{32}@sales\.northwind\.test>$/);

    const [, arrived] = await smtp.waitFor(2);
    const raw = arrived?.raw ?? '';
    expect(arrived?.to).toEqual(['ada@acme.test']);
    expect(headerOf(raw, 'From')).toBe('Sam Sender <sam@sales.northwind.test>');
    expect(headerOf(raw, 'Subject')).toBe('Re: Hello ada@acme.test');
    expect(headerOf(raw, 'Message-ID')).toBe(answer.messageId);
    expect(headerOf(raw, 'In-Reply-To')).toBe(inbound.messageId);
    const sentRow = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.id)).get();
    expect(headerOf(raw, 'References')?.split(/\s+/)).toEqual([sentRow?.messageId, inbound.messageId]);
    expect(raw).toContain('Thursday at 10 works for me.');

    const recorded = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, answer.outboxMessageId))
      .get();
    expect(recorded).toMatchObject({
      kind: 'sent',
      mailboxId,
      inReplyTo: inbound.messageId,
      messageId: answer.messageId,
    });

    // The same requestId again (a retried click): nothing goes out twice.
    expect((await send()).status).toBe(200);
    expect(smtp.received).toHaveLength(2);

    // The thread shows the answer last, and the reply is read.
    const thread = await json<{
      message: { unread: boolean };
      thread: { direction: string; subject: string }[];
    }>(await t.request(`/api/mailboxes/inbox/${inbound.id}`, { cookie }));
    expect(thread.message.unread).toBe(false);
    expect(thread.thread.map((entry) => [entry.direction, entry.subject])).toEqual([
      ['sent', 'Hello ada@acme.test'],
      ['received', 'Re: Hello ada@acme.test'],
      ['sent', 'Re: Hello ada@acme.test'],
    ]);
  });

  it('refuses an empty answer and an answer to a bounce, and sends nothing', async () => {
    const { t, smtp, cookie, answered } = await setUp();
    const { inbound } = await answered('ada@acme.test');
    const { inbound: bounce } = await answered('gone@acme.test', 'bounce');
    const empty = await t.request(`/api/mailboxes/inbox/${inbound.id}/reply`, {
      method: 'POST',
      cookie,
      json: { text: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await json(empty))).toContain(REPLY_TEXT_REQUIRED);
    const toBounce = await t.request(`/api/mailboxes/inbox/${bounce.id}/reply`, {
      method: 'POST',
      cookie,
      json: { text: 'Hello?' },
    });
    expect(toBounce.status).toBe(400);
    expect(await json(toBounce)).toEqual({ error: CANNOT_REPLY_TO_BOUNCE });
    await smtp.waitFor(2);
    expect(smtp.received).toHaveLength(2);
  });
});

describe('GET /api/mailboxes/outbox in pages', { timeout: 30_000 }, () => {
  it('pages newest first with a cursor and filters drafts and sent mail on the server', async () => {
    const { t, user, cookie } = await setUp();
    for (const [index, kind] of (['sent', 'draft', 'sent'] as const).entries()) {
      const mail = {
        ownerId: user.id,
        from: user.email,
        to: ['x@acme.test'],
        subject: `Mail ${index}`,
        text: '.',
      };
      await (kind === 'sent' ? t.deps.services.mailer.send(mail) : t.deps.services.mailer.saveDraft(mail));
      // A millisecond apart: within one, the order is the engine's tie-break (ADR 041), not the writing order.
      t.clock.now += 1;
    }
    type Page = { messages: { subject: string }[]; nextCursor: string | null };
    const first = await json<Page>(await t.request('/api/mailboxes/outbox?limit=2', { cookie }));
    expect(first.messages.map((m) => m.subject)).toEqual(['Mail 2', 'Mail 1']);
    const second = await json<Page>(
      await t.request(`/api/mailboxes/outbox?limit=2&cursor=${first.nextCursor}`, { cookie }),
    );
    expect(second.messages.map((m) => m.subject)).toEqual(['Mail 0']);
    expect(second.nextCursor).toBeNull();
    const sent = await json<Page>(await t.request('/api/mailboxes/outbox?kind=sent', { cookie }));
    expect(sent.messages.map((m) => m.subject)).toEqual(['Mail 2', 'Mail 0']);
  });
});
