/** A thread keeps its sender (issue 28): a mailbox connected mid-sequence does not take over a same-thread step. */
import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { mailboxes, outboxMessages } from '@leadpath/db';
import { type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailboxMailer } from '../../mailboxes/mailbox-mailer.ts';
import { smtpPasswordPurpose } from '../../mailboxes/mailbox-rows.ts';
import { ALWAYS, createEngine, DAY, PUBLIC_URL } from './testing/engine-fixtures.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
type Engine = Awaited<ReturnType<typeof createEngine>>;

const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

/** An SMTP mailbox whose server is a sink on loopback. */
async function connectMailbox(engine: Engine, fromAddress: string) {
  const sink = await startSmtpSink({ username: 'sender', password: 'app-password' });
  sinks.push(sink);
  const id = randomUUID();
  await engine.db
    .insert(mailboxes)
    .values({
      id,
      ownerId: engine.user.id,
      kind: 'smtp',
      label: 'Work',
      fromName: 'Sam Sender',
      fromAddress,
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
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
      createdAt: new Date(engine.clock.now),
      updatedAt: new Date(engine.clock.now),
    })
    .run();
  return id;
}

const sent = (engine: Engine) =>
  engine.db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt)).all();

describe('a thread keeps its sender', () => {
  it('sends a same-thread step from the outbox address that sent step 1, with a Message-ID on its domain', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    // The SMTP sink is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
    const mailer = createMailboxMailer({
      db: engine.db,
      now: engine.now,
      secrets,
      publicUrl: PUBLIC_URL,
      hosts: { allowPrivate: true },
    });
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'Hello', body: 'First' }] },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
      { delayDays: 1, variants: [{ subject: 'A new topic', body: 'Third' }] },
    ]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    await engine.tick({ mailer });

    // A mailbox on another domain is connected while the sequence runs.
    const mailboxId = await connectMailbox(engine, 'sam@mail.northwind-sales.test');
    engine.clock.now += DAY;
    await engine.tick({ mailer });
    const [first, second] = await sent(engine);
    expect(second?.from).toBe(first?.from);
    expect(second?.from).toContain(engine.user.email);
    expect(second?.inReplyTo).toBe(first?.messageId);
    expect(second?.messageId).toMatch(/@northwind\.test>$/);
    expect(second?.mailboxId).toBeNull();

    // A step that starts a new thread goes out from the mailbox, its Message-ID on the mailbox's domain.
    engine.clock.now += DAY;
    await engine.tick({ mailer });
    const third = (await sent(engine))[2];
    expect(third).toMatchObject({ mailboxId, subject: 'A new topic' });
    expect(third?.from).toContain('sam@mail.northwind-sales.test');
    expect(third?.messageId).toMatch(/@mail\.northwind-sales\.test>$/);
  });

  it('names the mailbox domain in the Message-ID of a mail sent from a mailbox', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    // The SMTP sink is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
    const mailer = createMailboxMailer({
      db: engine.db,
      now: engine.now,
      secrets,
      publicUrl: PUBLIC_URL,
      hosts: { allowPrivate: true },
    });
    await connectMailbox(engine, 'sam@outreach.example.org');
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'Hello', body: 'First' }] },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
    ]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    await engine.tick({ mailer });
    engine.clock.now += DAY;
    await engine.tick({ mailer });
    const [first, second] = await sent(engine);
    expect(first?.messageId).toMatch(/@outreach\.example\.org>$/);
    expect(second?.messageId).toMatch(/@outreach\.example\.org>$/);
    expect(second?.from).toBe(first?.from);
  });
});
