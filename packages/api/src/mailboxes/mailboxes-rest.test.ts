import { DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { mailboxes, outboxMessages } from '@leadpath/db';
import { headerOf, type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink({ username: 'sam', password: 'app-password-123' });
});
afterEach(async () => {
  await sink.close();
});

const caps = {
  dailyCap: 40,
  minGapSeconds: 60,
  jitterSeconds: 30,
  warmupEnabled: true,
  warmupStartLimit: 5,
  warmupIncreaseBy: 5,
  warmupPeriod: 10,
};
const connectBody = () => ({
  label: 'Sales',
  fromName: 'Sam Sender',
  fromAddress: 'Sam@Northwind.test',
  smtpHost: '127.0.0.1',
  smtpPort: sink.port,
  smtpSecurity: 'none',
  smtpUsername: 'sam',
  smtpPassword: 'app-password-123',
  imap: {
    imapHost: 'imap.northwind.test',
    imapPort: 993,
    imapSecurity: 'tls',
    imapUsername: 'sam',
    imapPassword: 'imap-secret-456',
  },
  ...caps,
});

/** A test app whose mailboxes may reach the SMTP sink on loopback (MAIL_ALLOW_PRIVATE_HOSTS=true). */
async function signedIn() {
  const t = createTestApp();
  t.deps.config.mail = { allowPrivateHosts: true };
  await t.createUser({ email: 'sam@northwind.test', role: 'Pro', name: 'Sam' });
  const cookie = await t.signIn('sam@northwind.test');
  return { t, cookie };
}

describe('mailboxes over REST', () => {
  it('connects an SMTP mailbox after the server accepted the sign-in; passwords are sealed and never answered', async () => {
    const { t, cookie } = await signedIn();
    const res = await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain('app-password-123');
    expect(text).not.toContain('imap-secret-456');
    const { message, mailbox } = JSON.parse(text);
    expect(message).toBe('Mailbox connected');
    expect(mailbox).toMatchObject({
      kind: 'smtp',
      label: 'Sales',
      fromAddress: 'sam@northwind.test',
      smtp: { host: '127.0.0.1', port: sink.port, security: 'none', username: 'sam', passwordSet: true },
      imap: { host: 'imap.northwind.test', port: 993, security: 'tls', username: 'sam', passwordSet: true },
      dailyCap: 40,
      warmupEnabled: true,
      warmupStartedOn: '2026-11-23',
      status: 'active',
      stats: { sent: 0, replies: 0, bounces: 0, today: 0, todayCap: 5 },
    });
    // At rest: sealed, not the password.
    const row = await t.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox.id)).get();
    expect(row?.smtpPasswordSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('app-password-123');
    expect(DEVELOPMENT_SECRETS_KEY.length).toBe(32);

    const list = await t.request('/api/mailboxes', { cookie });
    const listed = await list.text();
    expect(listed).not.toContain('app-password-123');
    expect(listed).not.toContain(row?.smtpPasswordSealed ?? 'x');
    expect(JSON.parse(listed).mailboxes.map((m: { label: string }) => m.label)).toEqual(['Sales']);
  });

  it('refuses a sign-in the server refuses with 502 naming the problem, and saves nothing', async () => {
    const { t, cookie } = await signedIn();
    const res = await t.request('/api/mailboxes', {
      method: 'POST',
      cookie,
      json: { ...connectBody(), smtpPassword: 'wrong-password-789' },
    });
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body).toEqual({
      error: `The SMTP server 127.0.0.1:${sink.port} refused the username or password`,
    });
    expect(await t.db.select().from(mailboxes).all()).toEqual([]);
  });

  it('answers 400 with the field message for bad input, and 400 for a second mailbox with the same address', async () => {
    const { t, cookie } = await signedIn();
    const bad = await t.request('/api/mailboxes', {
      method: 'POST',
      cookie,
      json: { ...connectBody(), smtpPort: 70000, warmupStartLimit: 50 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Port must be between 1 and 65535');
    expect((await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() })).status).toBe(
      200,
    );
    const twice = await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() });
    expect(twice.status).toBe(400);
    expect((await twice.json()).error).toBe('A mailbox with this address is already connected');
  });

  it('two mailboxes moved to one address at the same time: one is changed, the other refused with 400', async () => {
    const { t, cookie } = await signedIn();
    const connect = async (fromAddress: string) =>
      (
        await (
          await t.request('/api/mailboxes', {
            method: 'POST',
            cookie,
            json: { ...connectBody(), fromAddress },
          })
        ).json()
      ).mailbox.id as string;
    const ids = [await connect('one@northwind.test'), await connect('two@northwind.test')];
    const moves = await Promise.all(
      ids.map((id) =>
        t.request(`/api/mailboxes/${id}`, {
          method: 'PATCH',
          cookie,
          json: { fromAddress: 'same@northwind.test' },
        }),
      ),
    );
    expect(moves.map((res) => res.status).sort()).toEqual([200, 400]);
    const refused = moves.find((res) => res.status === 400);
    expect(await refused?.json()).toMatchObject({
      error: 'A mailbox with this address is already connected',
    });
    const addresses = (await t.db.select().from(mailboxes).all()).map((row) => row.fromAddress).sort();
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((address) => address === 'same@northwind.test')).toHaveLength(1);
  });

  it('changes only the fields sent, keeps the password when none is sent, pauses, removes', async () => {
    const { t, cookie } = await signedIn();
    const { mailbox } = await (
      await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() })
    ).json();
    const sealed = (await t.db.select().from(mailboxes).get())?.smtpPasswordSealed;
    const res = await t.request(`/api/mailboxes/${mailbox.id}`, {
      method: 'PATCH',
      cookie,
      json: { dailyCap: 25, status: 'paused', imap: null },
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()).mailbox;
    expect(changed).toMatchObject({
      dailyCap: 25,
      status: 'paused',
      imap: null,
      label: 'Sales',
      minGapSeconds: 60,
    });
    expect((await t.db.select().from(mailboxes).get())?.smtpPasswordSealed).toBe(sealed);

    const unknown = await t.request('/api/mailboxes/nope', {
      method: 'PATCH',
      cookie,
      json: { dailyCap: 3 },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Mailbox not found' });

    const removed = await t.request(`/api/mailboxes/${mailbox.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(mailboxes).all()).toEqual([]);
  });

  it('"Send test" delivers a test message through the mailbox, from its name and address', async () => {
    const { t, cookie } = await signedIn();
    const { mailbox } = await (
      await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() })
    ).json();
    const res = await t.request(`/api/mailboxes/${mailbox.id}/test`, {
      method: 'POST',
      cookie,
      json: { to: 'me@example.com' },
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.message).toBe('Test message sent to me@example.com');
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toEqual(['me@example.com']);
    expect(headerOf(mail?.raw ?? '', 'From')).toBe('Sam Sender <sam@northwind.test>');
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('Leadpath test message');
    expect(headerOf(mail?.raw ?? '', 'Message-ID')).toBe(answer.messageId);

    // Before saving: the settings as typed.
    const typed = await t.request('/api/mailboxes/test', {
      method: 'POST',
      cookie,
      json: {
        fromName: '',
        fromAddress: 'sam@northwind.test',
        smtpHost: '127.0.0.1',
        smtpPort: sink.port,
        smtpSecurity: 'none',
        smtpUsername: 'sam',
        smtpPassword: 'app-password-123',
        to: 'me@example.com',
      },
    });
    expect(typed.status).toBe(200);
    await sink.waitFor(2);
  });

  it("a failed test marks the mailbox in error with the reason; another user's mailbox is not found", async () => {
    const { t, cookie } = await signedIn();
    const { mailbox } = await (
      await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() })
    ).json();
    await sink.close();
    sink = await startSmtpSink({ username: 'sam', password: 'changed-elsewhere' });
    await t.db.update(mailboxes).set({ smtpPort: sink.port }).run();
    const res = await t.request(`/api/mailboxes/${mailbox.id}/test`, {
      method: 'POST',
      cookie,
      json: { to: 'me@example.com' },
    });
    expect(res.status).toBe(502);
    const list = await (await t.request('/api/mailboxes', { cookie })).json();
    expect(list.mailboxes[0]).toMatchObject({
      status: 'error',
      lastError: `The SMTP server 127.0.0.1:${sink.port} refused the username or password`,
    });

    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const other = await t.signIn('other@example.com');
    const theirs = await t.request(`/api/mailboxes/${mailbox.id}`, { method: 'DELETE', cookie: other });
    expect(theirs.status).toBe(404);
    expect((await (await t.request('/api/mailboxes', { cookie: other })).json()).mailboxes).toEqual([]);
  });

  it('deleting the account removes its mailboxes, and the mail and steps sent from them', async () => {
    const { t, cookie } = await signedIn();
    const { mailbox } = await (
      await t.request('/api/mailboxes', { method: 'POST', cookie, json: connectBody() })
    ).json();
    const owner = (await t.db.select().from(mailboxes).get())?.ownerId ?? '';
    await t.deps.services.mailer.send({
      ownerId: owner,
      from: 'sam@northwind.test',
      to: ['pat@acme.test'],
      subject: 'Sent from the mailbox',
      text: 'Hello',
      mailboxId: mailbox.id,
    });
    const res = await t.request('/api/account/delete', {
      method: 'POST',
      cookie,
      json: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(mailboxes).all()).toEqual([]);
    expect(await t.db.select().from(outboxMessages).all()).toEqual([]);
  });

  it('answers 401 "Please login" without a session', async () => {
    const t = createTestApp();
    const res = await t.request('/api/mailboxes');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please login' });
  });
});
