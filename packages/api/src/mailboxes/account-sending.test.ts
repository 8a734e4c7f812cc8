/** Sequences sent through a user's Google or Outlook account (issue 20): the Gmail API / Graph with the user's own token. */
import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { type AppDatabase, type MailboxRow, mailboxes, outboxMessages, userIntegrations } from '@leadpath/db';
import { startFakeNango } from '@leadpath/integrations/oauth/nango-fake';
import { mimeHeaderOf, startFakeMailApi } from '@leadpath/integrations/testing/fake-mail-api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS, createEngine, PUBLIC_URL } from '../sequences/engine/testing/engine-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { connectAccountMailbox } from './mailbox-actions.ts';
import { createMailboxMailer } from './mailbox-mailer.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
const NANGO_SECRET = 'nango-secret-test';
let nango: Awaited<ReturnType<typeof startFakeNango>>;
let api: Awaited<ReturnType<typeof startFakeMailApi>> | undefined;
beforeAll(async () => {
  nango = await startFakeNango(NANGO_SECRET);
});
afterAll(() => nango.close());
afterEach(async () => {
  await api?.close();
  api = undefined;
});

type Engine = Awaited<ReturnType<typeof createEngine>>;

/** The user's Google or Outlook integration as Integrations saves it, and a mailbox sending through it. */
async function connectAccount(
  engine: Engine,
  kind: 'google' | 'outlook',
  connectionId: string,
): Promise<string> {
  await engine.db
    .insert(userIntegrations)
    .values({
      id: randomUUID(),
      userId: engine.user.id,
      providerConfigKey: kind,
      connectionId,
      addedDate: new Date(engine.clock.now),
    })
    .run();
  const id = randomUUID();
  await engine.db
    .insert(mailboxes)
    .values({
      id,
      ownerId: engine.user.id,
      kind,
      label: `${kind} of ${engine.user.email}`,
      fromName: engine.user.name,
      fromAddress: engine.user.email,
      connectionId,
      dailyCap: 1000,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupEnabled: false,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      createdAt: new Date(engine.clock.now),
      updatedAt: new Date(engine.clock.now),
    })
    .run();
  return id;
}

const mailerThroughNango = (db: AppDatabase, engine: Engine, apiUrl: string) =>
  createMailboxMailer({
    db,
    now: engine.now,
    secrets,
    publicUrl: PUBLIC_URL,
    accounts: {
      nango: { host: nango.host, secretKey: NANGO_SECRET },
      gmail: { baseUrl: apiUrl },
      graph: { baseUrl: apiUrl },
    },
  });

const mailboxOf = (db: AppDatabase, id: string): Promise<MailboxRow | undefined> =>
  db.select().from(mailboxes).where(eq(mailboxes.id, id)).get();

describe('sequence mail through a Google or Outlook mailbox', () => {
  it("goes out through the Gmail API and Graph with each user's own token, headers as SMTP sends them", async () => {
    api = await startFakeMailApi();
    const ann = await createEngine();
    const ben = await createEngine({ db: ann.db });
    for (const engine of [ann, ben]) await engine.settings(ALWAYS);
    const annBox = await connectAccount(ann, 'google', 'ann-google');
    const benBox = await connectAccount(ben, 'outlook', 'ben-outlook');
    nango.addConnection({
      connection_id: 'ann-google',
      provider_config_key: 'google',
      tags: { end_user_id: ann.user.id },
      credentials: { access_token: 'ann-token' },
    });
    nango.addConnection({
      connection_id: 'ben-outlook',
      provider_config_key: 'outlook',
      tags: { end_user_id: ben.user.id },
      credentials: { access_token: 'ben-token' },
    });
    const pat = await ann.addProspect({ firstName: 'Pat', email: 'pat@acme.test' });
    const annSequence = await ann.createSequence([
      { variants: [{ subject: 'Hi {{prospect_first_name}}', body: 'Hello' }] },
    ]);
    await ann.enroll(annSequence.id, [pat]);
    const kim = await ben.addProspect({ firstName: 'Kim', email: 'kim@acme.test' });
    await ben.enroll((await ben.createSequence([{}])).id, [kim]);

    await ann.tick({ mailer: mailerThroughNango(ann.db, ann, api.url) });

    const sends = api.requests.map((request) => ({
      path: request.path,
      authorization: request.authorization,
      to: mimeHeaderOf(request.mime ?? '', 'To'),
    }));
    expect(sends).toEqual(
      expect.arrayContaining([
        { path: '/gmail/v1/users/me/messages/send', authorization: 'Bearer ann-token', to: 'pat@acme.test' },
        { path: '/v1.0/me/sendMail', authorization: 'Bearer ben-token', to: 'kim@acme.test' },
      ]),
    );
    expect(sends).toHaveLength(2);
    const [step] = await ann.rowsOf(pat);
    expect(step).toMatchObject({ status: 'sent', mailboxId: annBox });
    const gmail = api.requests.find((request) => request.path.startsWith('/gmail/'))?.mime ?? '';
    expect(mimeHeaderOf(gmail, 'Message-ID')).toBe(step?.messageId);
    expect(mimeHeaderOf(gmail, 'From')).toBe(`Sam Sender <${ann.user.email}>`);
    expect(mimeHeaderOf(gmail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/app\.example\.com\/api\/unsubscribe\//,
    );
    expect(mimeHeaderOf(gmail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The outbox keeps each mail with the mailbox it went out through.
    const outbox = await ann.db.select().from(outboxMessages).all();
    expect(outbox.map((row) => [row.ownerId, row.mailboxId]).sort()).toEqual(
      [
        [ann.user.id, annBox],
        [ben.user.id, benBox],
      ].sort(),
    );
  });

  it('without Nango (the sandbox) the mail is recorded in the local outbox as sent through the mailbox', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const box = await connectAccount(engine, 'google', 'sandbox-google');
    const pat = await engine.addProspect({ email: 'pat@acme.test' });
    await engine.enroll((await engine.createSequence([{}])).id, [pat]);
    await engine.tick({
      mailer: createMailboxMailer({ db: engine.db, now: engine.now, secrets, publicUrl: PUBLIC_URL }),
    });
    const [mail] = await engine.outbox();
    expect(mail).toMatchObject({ kind: 'sent', mailboxId: box, to: ['pat@acme.test'] });
    expect(mail?.messageId).toBe((await engine.rowsOf(pat))[0]?.messageId);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('an integration disconnected since: nothing is sent and the mailbox shows what to fix', async () => {
    api = await startFakeMailApi();
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const box = await connectAccount(engine, 'google', 'gone-google');
    await engine.db.delete(userIntegrations).where(eq(userIntegrations.userId, engine.user.id)).run();
    await engine.enroll((await engine.createSequence([{}])).id, [
      await engine.addProspect({ email: 'pat@acme.test' }),
    ]);
    await engine.tick({ mailer: mailerThroughNango(engine.db, engine, api.url) });
    expect(api.requests).toEqual([]);
    expect(await engine.outbox()).toEqual([]);
    expect(await mailboxOf(engine.db, box)).toMatchObject({
      status: 'error',
      lastError: 'Google is no longer connected for this account. Reconnect Google under Integrations.',
    });
  });
});

describe('adding a connected account as a mailbox', () => {
  it("takes the From address the provider gives (Gmail profile, Graph /me) with the user's own token", async () => {
    api = await startFakeMailApi(undefined, { google: 'Gail.Work@Gmail.test', outlook: 'gail@contoso.test' });
    const engine = await createEngine();
    for (const [provider, connectionId] of [
      ['google', 'gail-google'],
      ['outlook', 'gail-outlook'],
    ] as const) {
      await engine.db
        .insert(userIntegrations)
        .values({
          id: randomUUID(),
          userId: engine.user.id,
          providerConfigKey: provider,
          connectionId,
          addedDate: new Date(engine.clock.now),
        })
        .run();
      nango.addConnection({
        connection_id: connectionId,
        provider_config_key: provider,
        tags: { end_user_id: engine.user.id },
        credentials: { access_token: `${provider}-token` },
      });
    }
    const ctx = {
      db: engine.db,
      secrets,
      now: engine.now,
      user: { id: engine.user.id, email: engine.user.email, name: 'Gail' },
      services: { mailer: mailerThroughNango(engine.db, engine, api.url) },
    };
    const google = await connectAccountMailbox(ctx, { provider: 'google' });
    const outlook = await connectAccountMailbox(ctx, { provider: 'outlook' });
    expect([google.fromAddress, outlook.fromAddress]).toEqual(['gail.work@gmail.test', 'gail@contoso.test']);
    expect(
      api.requests.map((request) => [request.method, request.path.split('?')[0], request.authorization]),
    ).toEqual([
      ['GET', '/gmail/v1/users/me/profile', 'Bearer google-token'],
      ['GET', '/v1.0/me', 'Bearer outlook-token'],
    ]);
  });

  it('a token the provider refuses: 502 naming what to fix, nothing saved', async () => {
    api = await startFakeMailApi(() => ({ status: 401, message: 'Invalid Credentials' }));
    const engine = await createEngine();
    await engine.db
      .insert(userIntegrations)
      .values({
        id: randomUUID(),
        userId: engine.user.id,
        providerConfigKey: 'google',
        connectionId: 'revoked-google',
        addedDate: new Date(engine.clock.now),
      })
      .run();
    nango.addConnection({
      connection_id: 'revoked-google',
      provider_config_key: 'google',
      tags: { end_user_id: engine.user.id },
      credentials: { access_token: 'revoked-token' },
    });
    const ctx = {
      db: engine.db,
      secrets,
      now: engine.now,
      user: { id: engine.user.id, email: engine.user.email, name: 'Gail' },
      services: { mailer: mailerThroughNango(engine.db, engine, api.url) },
    };
    await expect(connectAccountMailbox(ctx, { provider: 'google' })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'Google refused the sign-in of this mailbox. Reconnect Google under Integrations.',
    });
    expect(await engine.db.select().from(mailboxes).all()).toEqual([]);
  });
});

describe('POST /api/mailboxes/account', () => {
  async function signedIn() {
    const t = createTestApp();
    const user = await t.createUser({ email: 'sam@northwind.test', role: 'Pro', name: 'Sam Sender' });
    const cookie = await t.signIn('sam@northwind.test');
    return { t, cookie, user };
  }

  it('refuses while Google is not connected under Integrations, and saves nothing', async () => {
    const { t, cookie } = await signedIn();
    const res = await t.request('/api/mailboxes/account', {
      method: 'POST',
      cookie,
      json: { provider: 'google' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Connect Google under Integrations first');
    expect(await t.db.select().from(mailboxes).all()).toEqual([]);
  });

  it('refuses an unknown provider', async () => {
    const { t, cookie } = await signedIn();
    const res = await t.request('/api/mailboxes/account', {
      method: 'POST',
      cookie,
      json: { provider: 'yahoo' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Choose Google or Outlook');
  });

  it("adds the connected account with the user's address and the caps, and Send test records it in the outbox", async () => {
    const { t, cookie, user } = await signedIn();
    await t.db
      .insert(userIntegrations)
      .values({
        id: randomUUID(),
        userId: user.id,
        providerConfigKey: 'outlook',
        connectionId: 'c-outlook',
        addedDate: new Date(t.clock.now),
      })
      .run();
    const res = await t.request('/api/mailboxes/account', {
      method: 'POST',
      cookie,
      json: { provider: 'outlook', dailyCap: 30, warmupEnabled: false },
    });
    expect(res.status).toBe(200);
    const { message, mailbox } = await res.json();
    expect(message).toBe('Mailbox connected');
    expect(mailbox).toMatchObject({
      kind: 'outlook',
      label: 'Outlook (sam@northwind.test)',
      fromName: 'Sam Sender',
      fromAddress: 'sam@northwind.test',
      smtp: null,
      dailyCap: 30,
      minGapSeconds: 120,
      warmupEnabled: false,
      status: 'active',
    });
    const again = await t.request('/api/mailboxes/account', {
      method: 'POST',
      cookie,
      json: { provider: 'outlook' },
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain('A mailbox with this address is already connected');

    const test = await t.request(`/api/mailboxes/${mailbox.id}/test`, {
      method: 'POST',
      cookie,
      json: { to: 'me@example.com' },
    });
    expect(test.status).toBe(200);
    expect((await test.json()).message).toBe('Test message sent to me@example.com');
    expect(await t.db.select().from(outboxMessages).all()).toMatchObject([
      { kind: 'sent', mailboxId: mailbox.id, to: ['me@example.com'], subject: 'Leadpath test message' },
    ]);
  });
});
