/**
 * Issue 20's "done when", offline: a sequence mail goes out through a mailbox's SMTP server on
 * loopback; the answers, built from the bytes that arrived there, come back through the local
 * inbound SMTP listener and act on the enrollment.
 */
import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { inboundMessages, jobs, mailboxes, suppressedAddresses } from '@leadpath/db';
import { createFakeDnsZone } from '@leadpath/integrations';
import { deliverRawMail, dsnMail, replyMail } from '@leadpath/integrations/testing/inbound-mails';
import { headerOf, type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLY_MODEL_CLASSIFY_JOB } from '../assist/replies/inbound/model-classify-job.ts';
import { createMailboxMailer } from '../mailboxes/mailbox-mailer.ts';
import { smtpPasswordPurpose } from '../mailboxes/mailbox-rows.ts';
import { ALWAYS, createEngine, DAY, PUBLIC_URL } from '../sequences/engine/testing/engine-fixtures.ts';
import { startInboundListener } from './smtp-inbound.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function setUp(options: { modelClassifies?: () => boolean } = {}) {
  const sink: SmtpSink = await startSmtpSink({ username: 'sender', password: 'app-password' });
  closers.push(sink.close);
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const mailboxId = randomUUID();
  await engine.db
    .insert(mailboxes)
    .values({
      id: mailboxId,
      ownerId: engine.user.id,
      kind: 'smtp',
      label: 'Work',
      fromName: 'Sam Sender',
      fromAddress: 'sam@northwind.test',
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecurity: 'none',
      smtpUsername: 'sender',
      smtpPasswordSealed: secrets.seal('app-password', smtpPasswordPurpose(mailboxId)),
      dailyCap: 1000,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      createdAt: new Date(engine.clock.now),
      updatedAt: new Date(engine.clock.now),
    })
    .run();
  // The SMTP sink is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
  const mailer = createMailboxMailer({
    db: engine.db,
    now: engine.now,
    secrets,
    publicUrl: PUBLIC_URL,
    hosts: { allowPrivate: true },
  });
  const sequence = await engine.createSequence([{}, { delayDays: 2, sameThread: true }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@beta.test' });
  await engine.enroll(sequence.id, [ada, bob]);
  await engine.tick({ mailer });
  const arrived = await sink.waitFor(2);
  const wireMessageIdTo = (address: string) => {
    const mail = arrived.find((received) => received.to.includes(address));
    const id = mail ? headerOf(mail.raw, 'Message-ID') : null;
    if (!id) throw new Error(`no mail to ${address} arrived`);
    return id.trim();
  };
  // The answers come from acme.test's servers, on this machine (SPF): authentic mail.
  const dns = createFakeDnsZone([{ name: 'acme.test', type: 'TXT', value: 'v=spf1 ip4:127.0.0.1 -all' }]);
  const listener = await startInboundListener({
    db: engine.db,
    now: engine.now,
    port: 0,
    dns,
    modelClassifies: options.modelClassifies,
  });
  closers.push(listener.close);
  const deliver = (raw: string) =>
    deliverRawMail(listener.port, { from: 'someone@acme.test', to: ['sam@northwind.test'] }, raw);
  return { engine, sequence, ada, bob, mailer, mailboxId, sink, wireMessageIdTo, deliver };
}

describe('a sequence mail out through SMTP on loopback, the answers back through the inbound listener', () => {
  it('the reply stops the enrollment; the bounce suppresses the address; later steps go to nobody of them', {
    timeout: 30_000,
  }, async () => {
    const { engine, sequence, ada, bob, mailer, mailboxId, sink, wireMessageIdTo, deliver } = await setUp();
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: 'sam@northwind.test',
        inReplyTo: wireMessageIdTo('ada@acme.test'),
      }),
    );
    await deliver(
      dsnMail({
        to: 'sam@northwind.test',
        failedRecipient: 'bob@beta.test',
        originalMessageId: wireMessageIdTo('bob@beta.test'),
      }),
    );
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'replied',
    });
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({
      status: 'finished',
      finishReason: 'bounced',
    });
    expect(await engine.db.select().from(suppressedAddresses).all()).toMatchObject([
      { email: 'bob@beta.test', reason: 'bounced' },
    ]);
    // Both answers count for the mailbox that sent the mails.
    expect(
      await engine.db
        .select({ classification: inboundMessages.classification, mailboxId: inboundMessages.mailboxId })
        .from(inboundMessages)
        .all(),
    ).toEqual([
      { classification: 'reply', mailboxId },
      { classification: 'bounce', mailboxId },
    ]);
    engine.clock.now += 3 * DAY;
    await engine.tick({ mailer });
    expect(sink.received).toHaveLength(2);
  });

  it('an out-of-office answer leaves the enrollment running: the follow-up goes out in the same thread', {
    timeout: 30_000,
  }, async () => {
    const { engine, sequence, ada, mailer, sink, wireMessageIdTo, deliver } = await setUp();
    const first = wireMessageIdTo('ada@acme.test');
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: 'sam@northwind.test',
        inReplyTo: first,
        subject: 'Automatic reply: Step 1 for Ada',
        headers: ['Auto-Submitted: auto-replied'],
        text: 'I am away until Monday.',
      }),
    );
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
    engine.clock.now += 3 * DAY;
    await engine.tick({ mailer });
    const followUps = (await sink.waitFor(4)).filter((mail) => mail.to.includes('ada@acme.test'));
    expect(followUps).toHaveLength(2);
    expect(headerOf(followUps[1]?.raw ?? '', 'In-Reply-To')?.trim()).toBe(first);
  });

  it('with a model configured, a reply through the listener is read again by it (ADR 063)', {
    timeout: 30_000,
  }, async () => {
    const { engine, wireMessageIdTo, deliver } = await setUp({ modelClassifies: () => true });
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: 'sam@northwind.test',
        inReplyTo: wireMessageIdTo('ada@acme.test'),
      }),
    );
    const [reply] = await engine.db.select().from(inboundMessages).all();
    const queued = (await engine.db.select().from(jobs).all()).filter(
      (job) => job.kind === REPLY_MODEL_CLASSIFY_JOB,
    );
    expect(queued.map((job) => JSON.parse(job.payload))).toEqual([{ inboundMessageId: reply?.id }]);
  });
});
