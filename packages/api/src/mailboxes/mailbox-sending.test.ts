/** Sequences sent through mailboxes: real SMTP on loopback, rotation, sticky mailbox, per-mailbox caps (issue 20). */
import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { NO_ACTIVE_MAILBOX_NOTE } from '@leadpath/core/schemas/mailboxes';
import {
  type MailboxRow,
  mailboxes,
  outboxMessages,
  sendingDomains,
  suppressedAddresses,
} from '@leadpath/db';
import {
  dkimResultsOf,
  headerOf,
  type SmtpSink,
  startSmtpSink,
} from '@leadpath/integrations/testing/smtp-sink';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDkimKeyPair } from '../domains/dkim-keys.ts';
import { dkimKeyPurpose } from '../domains/dkim-signer.ts';
import {
  ALWAYS,
  createEngine,
  DAY,
  MINUTE,
  PUBLIC_URL,
} from '../sequences/engine/testing/engine-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { openUnsubscribeToken } from '../unsubscribe/token.ts';
import { createMailboxMailer } from './mailbox-mailer.ts';
import { smtpPasswordPurpose } from './mailbox-rows.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

async function sink() {
  const started = await startSmtpSink({ username: 'sender', password: 'app-password' });
  sinks.push(started);
  return started;
}

type Engine = Awaited<ReturnType<typeof createEngine>>;

async function addMailbox(engine: Engine, port: number, fields: Partial<MailboxRow> = {}) {
  const id = fields.id ?? randomUUID();
  await engine.db
    .insert(mailboxes)
    .values({
      id,
      ownerId: engine.user.id,
      kind: 'smtp',
      label: fields.label ?? `Mailbox ${port}`,
      fromName: fields.fromName ?? 'Sam Sender',
      fromAddress: fields.fromAddress ?? `sam-${port}@northwind.test`,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpSecurity: 'none',
      smtpUsername: 'sender',
      smtpPasswordSealed: secrets.seal('app-password', smtpPasswordPurpose(id)),
      dailyCap: 1000,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupEnabled: false,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      createdAt: new Date(engine.clock.now + (fields.createdAt ? 0 : 0)),
      updatedAt: new Date(engine.clock.now),
      ...fields,
    })
    .run();
  return id;
}

const mailerOf = (engine: Engine) =>
  // The SMTP sink is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
  createMailboxMailer({
    db: engine.db,
    now: engine.now,
    secrets,
    publicUrl: PUBLIC_URL,
    hosts: { allowPrivate: true },
  });

describe('sequence mail through an SMTP mailbox', () => {
  it('arrives with the recorded Message-ID, threading, List-Unsubscribe headers and the signature', {
    timeout: 30_000,
  }, async () => {
    const smtp = await sink();
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await engine.signature('Best, Sam');
    const mailboxId = await addMailbox(engine, smtp.port, { fromAddress: 'sam@northwind.test' });
    const { id } = await engine.createSequence([
      {
        variants: [
          { subject: 'Quick question, {{prospect_first_name}}', body: 'Hello {{prospect_first_name}}' },
        ],
      },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
    ]);
    const pat = await engine.addProspect({ firstName: 'Pat', email: 'pat@acme.test' });
    await engine.enroll(id, [pat]);
    const mailer = mailerOf(engine);
    await engine.runUntil(engine.clock.now + DAY + MINUTE, 10 * MINUTE, { mailer });

    const arrived = await smtp.waitFor(2);
    const [first, second] = arrived.map((mail) => mail.raw);
    const rows = await engine.rowsOf(pat);
    expect(rows.map((row) => [row.status, row.mailboxId])).toEqual([
      ['sent', mailboxId],
      ['sent', mailboxId],
    ]);
    expect(arrived.map((mail) => mail.to)).toEqual([['pat@acme.test'], ['pat@acme.test']]);
    expect(headerOf(first ?? '', 'From')).toBe('Sam Sender <sam@northwind.test>');
    expect(headerOf(first ?? '', 'Message-ID')).toBe(rows[0]?.messageId);
    expect(headerOf(first ?? '', 'Subject')).toBe('Quick question, Pat');
    expect(first).toMatch(/\r\n\r\nHello Pat\r\n\r\n-- ?\r\nBest, Sam\r\n/);
    expect(headerOf(second ?? '', 'Message-ID')).toBe(rows[1]?.messageId);
    expect(headerOf(second ?? '', 'In-Reply-To')).toBe(rows[0]?.messageId);
    expect(headerOf(second ?? '', 'References')).toBe(rows[0]?.messageId);
    expect(headerOf(second ?? '', 'Subject')).toBe('Re: Quick question, Pat');

    const listUnsubscribe = headerOf(first ?? '', 'List-Unsubscribe') ?? '';
    const match =
      /^<https:\/\/app\.example\.com\/api\/unsubscribe\/([A-Za-z0-9_.-]+)>, <mailto:sam@northwind\.test\?subject=unsubscribe>$/.exec(
        listUnsubscribe,
      );
    expect(match).not.toBeNull();
    expect(openUnsubscribeToken(secrets, match?.[1] ?? '')).toEqual({
      ownerId: engine.user.id,
      email: 'pat@acme.test',
    });
    expect(headerOf(first ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The outbox keeps what was sent, with the mailbox.
    const outbox = await engine.db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt)).all();
    expect(outbox.map((row) => [row.mailboxId, row.from, row.messageId])).toEqual([
      [mailboxId, 'Sam Sender <sam@northwind.test>', rows[0]?.messageId],
      [mailboxId, 'Sam Sender <sam@northwind.test>', rows[1]?.messageId],
    ]);
  });

  it("is DKIM-signed with the key of the From address's verified domain, and an independent verifier passes it", {
    timeout: 30_000,
  }, async () => {
    const smtp = await sink();
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await addMailbox(engine, smtp.port, { fromAddress: 'sam@northwind.test' });
    const { privateKeyPem, publicKey } = generateDkimKeyPair();
    const domainId = randomUUID();
    await engine.db
      .insert(sendingDomains)
      .values({
        id: domainId,
        ownerId: engine.user.id,
        domain: 'northwind.test',
        dkimSelector: 'lp202611',
        dkimPrivateKeySealed: secrets.seal(privateKeyPem, dkimKeyPurpose(domainId)),
        dkimPublicKey: publicKey,
        recordChecks: {},
        verifiedAt: new Date(engine.clock.now),
        createdAt: new Date(engine.clock.now),
      })
      .run();
    const { id } = await engine.createSequence([{}]);
    await engine.enroll(id, [await engine.addProspect({ email: 'pat@acme.test' })]);
    await engine.tick({ mailer: mailerOf(engine) });
    const [mail] = await smtp.waitFor(1);
    expect(
      await dkimResultsOf(mail?.raw ?? '', {
        'lp202611._domainkey.northwind.test': `v=DKIM1; k=rsa; p=${publicKey}`,
      }),
    ).toEqual([['northwind.test', 'pass']]);
  });

  it('rotates prospects across mailboxes, keeps each prospect on one mailbox, and honours each cap', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = [await sink(), await sink()];
    const engine = await createEngine();
    await engine.settings({ ...ALWAYS, dailyCap: 1000 });
    const boxA = await addMailbox(engine, a.port, { dailyCap: 2, label: 'A' });
    engine.clock.now += 1;
    const boxB = await addMailbox(engine, b.port, { dailyCap: 2, label: 'B' });
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const people: string[] = [];
    for (const firstName of ['P1', 'P2', 'P3', 'P4', 'P5'])
      people.push(await engine.addProspect({ firstName, email: `${firstName.toLowerCase()}@acme.test` }));
    await engine.enroll(id, people);
    const mailer = mailerOf(engine);
    const monday = engine.clock.now;
    await engine.runUntil(monday + 6 * 60 * MINUTE, 10 * MINUTE, { mailer });
    // Monday: two from each mailbox (their caps), the fifth waits for Tuesday.
    expect(a.received.length).toBe(2);
    expect(b.received.length).toBe(2);
    const unsent: string[] = [];
    for (const person of people)
      if ((await engine.rowsOf(person)).every((row) => row.status !== 'sent')) unsent.push(person);
    const fifth = unsent[0];
    expect(fifth).toBeDefined();

    await engine.runUntil(monday + 3 * DAY, 10 * MINUTE, { mailer });
    // Every prospect got both steps, both from the same mailbox.
    for (const person of people) {
      const rows = await engine.rowsOf(person);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      expect(new Set(rows.map((row) => row.mailboxId)).size).toBe(1);
      expect((await engine.enrollmentOf(id, person))?.mailboxId).toBe(rows[0]?.mailboxId);
      const sinkOf = rows[0]?.mailboxId === boxA ? a : b;
      const address = `${
        (await engine.db.select().from(mailboxes).all()).find((row) => row.id === rows[0]?.mailboxId)
          ?.fromAddress
      }`;
      const email = await emailOf(engine, person);
      expect(sinkOf.received.filter((mail) => mail.to.includes(email)).length).toBe(2);
      expect(sinkOf.received.every((mail) => mail.from === address)).toBe(true);
    }
    // No mailbox ever sent more than its cap on one day.
    const perDay = new Map<string, number>();
    const allRows = [];
    for (const person of people) allRows.push(...(await engine.rowsOf(person)));
    for (const row of allRows) {
      const key = `${row.mailboxId} ${row.doneAt?.toISOString().slice(0, 10)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2);
    expect([boxA, boxB].every((box) => [...perDay.keys()].some((key) => key.startsWith(box)))).toBe(true);
  });

  it("keeps each mailbox's minimum gap and warmup ramp on a driven clock", { timeout: 60_000 }, async () => {
    const smtp = await sink();
    const engine = await createEngine();
    await engine.settings({ ...ALWAYS, dailyCap: 1000, minGapSeconds: 0 });
    await addMailbox(engine, smtp.port, {
      minGapSeconds: 600,
      dailyCap: 10,
      warmupEnabled: true,
      warmupStartLimit: 2,
      warmupIncreaseBy: 1,
      warmupPeriod: 5,
      warmupStartedOn: '2026-11-23',
    });
    const { id } = await engine.createSequence([{}]);
    const people: string[] = [];
    for (let i = 0; i < 6; i += 1) people.push(await engine.addProspect({ firstName: `N${i}` }));
    await engine.enroll(id, people);
    await engine.runUntil(engine.clock.now + 2 * DAY, 10 * MINUTE, { mailer: mailerOf(engine) });
    const times = (await engine.outbox()).map((mail) => mail.createdAt.toISOString()).sort();
    // Day 1 of the ramp: 2 sends, 10 minutes apart; day 2: 3 sends, 10 minutes apart; then the rest on day 3.
    expect(times.filter((at) => at.startsWith('2026-11-23'))).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T12:10:00.000Z',
    ]);
    expect(times.filter((at) => at.startsWith('2026-11-24'))).toEqual([
      '2026-11-24T00:00:00.000Z',
      '2026-11-24T00:10:00.000Z',
      '2026-11-24T00:20:00.000Z',
    ]);
  });

  it('sends nothing while every mailbox is paused: the step is flagged with what to do', async () => {
    const smtp = await sink();
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await addMailbox(engine, smtp.port, { status: 'paused' });
    const { id } = await engine.createSequence([{}]);
    const pat = await engine.addProspect();
    await engine.enroll(id, [pat]);
    await engine.tick({ mailer: mailerOf(engine) });
    expect((await engine.rowsOf(pat))[0]).toMatchObject({ status: 'flagged', note: NO_ACTIVE_MAILBOX_NOTE });
    expect(smtp.received).toEqual([]);
    expect(await engine.outbox()).toEqual([]);
  });

  it('without a mailbox, mail goes to the local outbox as before, with the unsubscribe headers', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const pat = await engine.addProspect({ email: 'pat@acme.test' });
    await engine.enroll(id, [pat]);
    await engine.tick({ mailer: mailerOf(engine) });
    const [mail] = await engine.outbox();
    expect(mail?.mailboxId).toBeNull();
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('an unsubscribe click (one-click POST) suppresses the address: the next step is not sent', async () => {
    const smtp = await sink();
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await addMailbox(engine, smtp.port);
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const pat = await engine.addProspect({ email: 'Pat@Acme.test' });
    await engine.enroll(id, [pat]);
    const mailer = mailerOf(engine);
    await engine.tick({ mailer });
    const [first] = await smtp.waitFor(1);
    const url = /<(https:[^>]+)>/.exec(headerOf(first?.raw ?? '', 'List-Unsubscribe') ?? '')?.[1] ?? '';
    const t = createTestApp({ database: engine.db, publicUrl: PUBLIC_URL });
    t.clock.now = engine.clock.now;
    // As a mail provider posts it (RFC 8058): no Origin, no cookie.
    const res = await t.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    expect(await engine.db.select().from(suppressedAddresses).all()).toMatchObject([
      { ownerId: engine.user.id, email: 'pat@acme.test', reason: 'unsubscribed' },
    ]);
    expect(await engine.enrollmentOf(id, pat)).toMatchObject({
      status: 'finished',
      finishReason: 'unsubscribed',
    });
    await engine.runUntil(engine.clock.now + 2 * DAY, 60 * MINUTE, { mailer });
    expect(smtp.received.length).toBe(1);
  });
});

async function emailOf(engine: Engine, prospectId: string) {
  const [email] = await engine.db.$sql.pluck<string>('SELECT email FROM prospects WHERE id = ?', [
    prospectId,
  ]);
  return email as string;
}
