import {
  demoDnsRecords,
  inboundMessages,
  mailboxes,
  outboxMessages,
  prospects,
  suppressedAddresses,
} from '@leadpath/db';
import { createFakeDnsZone } from '@leadpath/integrations';
import { deliverRawMail, dsnMail, replyMail } from '@leadpath/integrations/testing/inbound-mails';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SKIP_SUPPRESSED } from '../sequences/engine/enroll.ts';
import { ALWAYS, createEngine, DAY } from '../sequences/engine/testing/engine-fixtures.ts';
import { ingestInboundMail } from './ingest.ts';
import { NO_SUCH_RECIPIENT, startInboundListener } from './smtp-inbound.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A sender with a two-step sequence; Ada and Bob got step 1; the local listener on a free loopback port. */
async function setUp() {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'Ada@Acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@beta.test' });
  await engine.enroll(sequence.id, [ada, bob]);
  await engine.tick();
  const sentTo = async (address: string) => {
    const mail = (await engine.outbox()).find((row) => row.to[0]?.toLowerCase() === address.toLowerCase());
    if (!mail?.messageId) throw new Error(`nothing sent to ${address}`);
    return mail;
  };
  // acme.test and beta.test send from this machine (SPF), so their mail through the listener is authentic.
  const zone = createFakeDnsZone([
    { name: 'acme.test', type: 'TXT', value: 'v=spf1 ip4:127.0.0.1 -all' },
    { name: 'beta.test', type: 'TXT', value: 'v=spf1 ip4:127.0.0.1 -all' },
    { name: 'evil.test', type: 'TXT', value: 'v=spf1 ip4:203.0.113.9 -all' },
  ]);
  const listener = await startInboundListener({ db: engine.db, now: engine.now, port: 0, dns: zone });
  closers.push(listener.close);
  const deliver = (raw: string, to = engine.user.email, from = 'someone@acme.test') =>
    deliverRawMail(listener.port, { from, to: [to] }, raw);
  const stored = () => engine.db.select().from(inboundMessages).all();
  const suppressed = () =>
    engine.db
      .select({ email: suppressedAddresses.email, reason: suppressedAddresses.reason })
      .from(suppressedAddresses)
      .all();
  return { engine, sequence, ada, bob, sentTo, deliver, stored, suppressed, zone };
}

describe('inbound mail through the local SMTP listener on loopback', () => {
  it('a reply stops the enrollment, marks the prospect replied and is threaded to the sent mail', async () => {
    const { engine, sequence, ada, bob, sentTo, deliver, stored } = await setUp();
    const sent = await sentTo('ada@acme.test');
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: engine.user.email,
        inReplyTo: sent.messageId as string,
        messageId: '<ada-reply@acme.test>',
      }),
    );
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'replied',
    });
    expect((await engine.db.select().from(prospects).where(eq(prospects.id, ada)).get())?.status).toBe(
      'replied',
    );
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['sent', 'canceled']);
    expect(await stored()).toMatchObject([
      {
        ownerId: engine.user.id,
        source: 'smtp',
        classification: 'reply',
        from: 'ada@acme.test',
        messageId: '<ada-reply@acme.test>',
        outboxMessageId: sent.id,
        enrollmentId: (await engine.enrollmentOf(sequence.id, ada))?.id,
        prospectId: ada,
      },
    ]);
    // Bob goes on: his second (last) step goes out two days later, Ada's does not.
    engine.clock.now += 3 * DAY;
    await engine.tick();
    expect((await engine.outbox()).map((row) => row.to[0])).toEqual([
      'Ada@Acme.test',
      'bob@beta.test',
      'bob@beta.test',
    ]);
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ finishReason: 'completed' });
  });

  it('a reply from another address (a colleague answering) still stops the prospect it answers', async () => {
    const { engine, sequence, ada, sentTo, deliver } = await setUp();
    await deliver(
      replyMail({
        from: 'assistant@acme.test',
        to: engine.user.email,
        inReplyTo: (await sentTo('ada@acme.test')).messageId as string,
      }),
    );
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ finishReason: 'replied' });
  });

  it('an out-of-office answer is stored but does not stop the enrollment', async () => {
    const { engine, sequence, ada, sentTo, deliver, stored } = await setUp();
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: engine.user.email,
        inReplyTo: (await sentTo('ada@acme.test')).messageId as string,
        subject: 'Automatic reply: Step 1 for Ada',
        headers: ['Auto-Submitted: auto-replied'],
        text: 'I am out of the office until Monday.',
      }),
    );
    expect(await stored()).toMatchObject([
      { classification: 'out_of_office', prospectId: ada, signaledAt: null },
    ]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'active',
      finishReason: null,
    });
    engine.clock.now += 3 * DAY;
    await engine.tick();
    expect((await engine.outbox()).filter((row) => row.to[0] === 'Ada@Acme.test')).toHaveLength(2);
  });

  it('a DSN (RFC 3464) marks the address bounced: enrollment finished, address suppressed, never enrolled again', async () => {
    const { engine, sequence, ada, sentTo, deliver, stored, suppressed } = await setUp();
    // The DSN comes from the receiving server, answers nothing by In-Reply-To: matched by the returned headers.
    await deliver(
      dsnMail({
        to: engine.user.email,
        failedRecipient: 'Ada@Acme.test',
        originalMessageId: (await sentTo('ada@acme.test')).messageId as string,
      }),
    );
    expect(await stored()).toMatchObject([
      { classification: 'bounce', bouncedRecipients: ['ada@acme.test'], prospectId: ada },
    ]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'bounced',
    });
    expect(await suppressed()).toEqual([{ email: 'ada@acme.test', reason: 'bounced' }]);
    const next = await engine.createSequence([{}]);
    expect((await engine.enroll(next.id, [ada])).skipped).toEqual([
      { prospectId: ada, reason: SKIP_SUPPRESSED },
    ]);
  });

  it('unsubscribe words stop the enrollment and suppress the address', async () => {
    const { engine, sequence, bob, sentTo, deliver, stored, suppressed } = await setUp();
    await deliver(
      replyMail({
        from: 'bob@beta.test',
        to: engine.user.email,
        inReplyTo: (await sentTo('bob@beta.test')).messageId as string,
        text: 'Please remove me from your list.',
      }),
    );
    expect(await stored()).toMatchObject([{ classification: 'unsubscribe' }]);
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ finishReason: 'unsubscribed' });
    expect(await suppressed()).toEqual([{ email: 'bob@beta.test', reason: 'unsubscribed' }]);
  });

  it('the same mail delivered twice is stored and acted on once', async () => {
    const { engine, sentTo, deliver, stored } = await setUp();
    const raw = replyMail({
      from: 'ada@acme.test',
      to: engine.user.email,
      inReplyTo: (await sentTo('ada@acme.test')).messageId as string,
      messageId: '<twice@acme.test>',
    });
    await deliver(raw);
    await deliver(raw);
    expect(await stored()).toHaveLength(1);
    const again = await ingestInboundMail(engine.db, { raw, source: 'smtp', now: engine.now() });
    expect(again).toMatchObject({ stored: true, duplicate: true, signal: null });
  });

  it('a reply to no sent mail is kept as unmatched for its recipient user and stops nothing', async () => {
    const { engine, sequence, ada, deliver, stored } = await setUp();
    await deliver(
      replyMail({ from: 'ada@acme.test', to: engine.user.email, inReplyTo: '<unknown@elsewhere.test>' }),
    );
    expect(await stored()).toMatchObject([
      { classification: 'unmatched', ownerId: engine.user.id, enrollmentId: null },
    ]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
  });

  it('a mail for nobody here is refused with 550 and not stored', async () => {
    const { deliver, stored } = await setUp();
    await expect(
      deliver(
        replyMail({ from: 'x@y.test', to: 'nobody@nowhere.test', inReplyTo: '<nope@x.test>' }),
        'nobody@nowhere.test',
      ),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining(NO_SUCH_RECIPIENT) });
    expect(await stored()).toEqual([]);
  });

  it("another owner's sent mail is not matched through an IMAP mailbox of a different user", async () => {
    const { engine, sequence, ada, sentTo } = await setUp();
    const other = await createEngine({ db: engine.db });
    const result = await ingestInboundMail(engine.db, {
      raw: replyMail({
        from: 'ada@acme.test',
        to: other.user.email,
        inReplyTo: (await sentTo('ada@acme.test')).messageId as string,
      }),
      source: 'simulated',
      ownerId: other.user.id,
      now: engine.now(),
    });
    expect(result).toMatchObject({ stored: true, classification: 'unmatched', enrollmentId: null });
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
  });
});

describe('the mailbox a mail comes back to', () => {
  it('an answer to a mail a mailbox sent counts for that mailbox (its replies and bounces)', async () => {
    const engine = await createEngine();
    const mailboxId = 'mailbox-1';
    await engine.db
      .insert(mailboxes)
      .values({
        id: mailboxId,
        ownerId: engine.user.id,
        kind: 'smtp',
        label: 'Work',
        fromAddress: 'sam@northwind.test',
        dailyCap: 50,
        minGapSeconds: 0,
        jitterSeconds: 0,
        warmupStartLimit: 5,
        warmupIncreaseBy: 5,
        warmupPeriod: 1,
        createdAt: new Date(engine.clock.now),
        updatedAt: new Date(engine.clock.now),
      })
      .run();
    await engine.db
      .insert(outboxMessages)
      .values({
        id: 'sent-1',
        ownerId: engine.user.id,
        kind: 'sent',
        from: 'sam@northwind.test',
        to: ['ada@acme.test'],
        subject: 'Hello',
        text: 'Hi',
        messageId: '<sent-1@northwind.test>',
        mailboxId,
        createdAt: new Date(engine.clock.now),
      })
      .run();
    const result = await ingestInboundMail(engine.db, {
      raw: dsnMail({
        to: 'sam@northwind.test',
        failedRecipient: 'ada@acme.test',
        originalMessageId: '<sent-1@northwind.test>',
      }),
      source: 'smtp',
      now: engine.now(),
    });
    expect(result).toMatchObject({ stored: true, classification: 'bounce', ownerId: engine.user.id });
    expect(await engine.db.select().from(inboundMessages).all()).toMatchObject([
      { mailboxId, outboxMessageId: 'sent-1', bouncedRecipients: ['ada@acme.test'] },
    ]);
  });
});

describe('forged mail through the listener acts on nothing (issue 27)', () => {
  it('a DSN that does not pass SPF/DMARC is kept as unmatched: nothing bounced or suppressed', async () => {
    const { engine, sequence, ada, sentTo, deliver, stored, suppressed } = await setUp();
    // evil.test allows only 203.0.113.9 to send: this DSN comes from elsewhere.
    await deliver(
      dsnMail({
        to: engine.user.email,
        failedRecipient: 'ada@acme.test',
        originalMessageId: (await sentTo('ada@acme.test')).messageId as string,
      }),
      engine.user.email,
      'bounces@evil.test',
    );
    expect(await stored()).toMatchObject([{ classification: 'unmatched', signaledAt: null }]);
    expect(await suppressed()).toEqual([]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
  });

  it('a DSN answering no mail we sent, or naming someone that mail did not go to, suppresses nobody', async () => {
    const { engine, sequence, ada, sentTo, deliver, stored, suppressed } = await setUp();
    await deliver(
      dsnMail({
        to: engine.user.email,
        failedRecipient: 'victim@acme.test',
        originalMessageId: '<made-up@acme.test>',
      }),
    );
    await deliver(
      dsnMail({
        to: engine.user.email,
        failedRecipient: 'victim@acme.test',
        originalMessageId: (await sentTo('ada@acme.test')).messageId as string,
      }),
    );
    expect((await stored()).map((row) => row.classification)).toEqual(['unmatched', 'unmatched']);
    expect(await suppressed()).toEqual([]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
  });

  it('an "unsubscribe" mail answering nothing we sent, or from someone we did not mail, suppresses nobody', async () => {
    const { engine, sequence, bob, sentTo, deliver, stored, suppressed } = await setUp();
    await deliver(
      replyMail({
        from: 'victim@acme.test',
        to: engine.user.email,
        inReplyTo: '<made-up@acme.test>',
        text: 'Please remove me from your list.',
      }),
    );
    await deliver(
      replyMail({
        from: 'victim@acme.test',
        to: engine.user.email,
        inReplyTo: (await sentTo('bob@beta.test')).messageId as string,
        text: 'Unsubscribe me.',
      }),
    );
    expect((await stored()).map((row) => row.classification)).toEqual(['unmatched', 'unmatched']);
    expect(await suppressed()).toEqual([]);
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ status: 'active' });
  });

  it('a mail whose From domain fails DMARC acts on nothing, even answering a real mail', async () => {
    const { engine, sequence, ada, sentTo, deliver, stored, zone } = await setUp();
    zone.add({ name: '_dmarc.acme.test', type: 'TXT', value: 'v=DMARC1; p=reject' });
    // Sent through evil.test's envelope (SPF not aligned with acme.test, no DKIM): DMARC fails.
    await deliver(
      replyMail({
        from: 'ada@acme.test',
        to: engine.user.email,
        inReplyTo: (await sentTo('ada@acme.test')).messageId as string,
      }),
      engine.user.email,
      'x@beta.test',
    );
    expect(await stored()).toMatchObject([{ classification: 'unmatched' }]);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
  });
});

describe('offline (no DNS resolver): the demo zone', () => {
  it("authenticates listener mail with the owner's demo records, and without them acts on nothing", async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
    const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
    await engine.enroll(sequence.id, [ada]);
    await engine.tick();
    const sent = (await engine.outbox())[0]?.messageId as string;
    const listener = await startInboundListener({ db: engine.db, now: engine.now, port: 0 });
    closers.push(listener.close);
    const reply = () =>
      deliverRawMail(
        listener.port,
        { from: 'ada@acme.test', to: [engine.user.email] },
        replyMail({ from: 'ada@acme.test', to: engine.user.email, inReplyTo: sent }),
      );
    await reply();
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ status: 'active' });
    await engine.db
      .insert(demoDnsRecords)
      .values({
        id: 'spf-acme',
        ownerId: engine.user.id,
        name: 'acme.test',
        type: 'TXT',
        value: 'v=spf1 ip4:127.0.0.1 -all',
        createdAt: new Date(engine.clock.now),
      })
      .run();
    await reply();
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ finishReason: 'replied' });
  });
});
