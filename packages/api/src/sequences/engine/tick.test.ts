import {
  outboxMessages,
  prospects,
  scheduledSteps,
  sequenceEvents,
  webhookDeliveries,
  webhookEndpoints,
} from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { removeEnrollment } from './enrollment-actions.ts';
import { ALWAYS, createEngine, DAY, HOUR, MINUTE, PUBLIC_URL } from './testing/engine-fixtures.ts';
import { DEFAULT_SEND_LEASE_MS, FLAG_RECHECK_MS, NO_EMAIL_NOTE, RETRY_AFTER_ERROR_MS } from './tick.ts';

describe('the sequence tick', () => {
  it('sends a due email once: placeholders filled, signature appended, then schedules the next step', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await engine.signature('Sam Sender\nNorthwind', 'https://cdn.example.com/logo.png');
    await engine.bookingPage('sam');
    const { id } = await engine.createSequence([
      {
        variants: [
          {
            subject: 'Quick idea for {{prospect_company_name}}',
            body: 'Hi {{prospect_first_name}} {{prospect_last_name}},\n\nAs {{prospect_title}} you may like this. {{my_name}} from {{my_company_name}}. Book: {{booking_link}}',
          },
        ],
      },
      { delayDays: 3 },
    ]);
    const ada = await engine.addProspect({
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'CTO',
      company: 'Acme',
      email: 'ada@acme.test',
    });
    expect(await engine.enroll(id, [ada])).toEqual({ enrolled: [ada], skipped: [] });

    expect(await engine.tick()).toMatchObject({ sent: 1 });
    expect(await engine.tick()).toMatchObject({ sent: 0 });
    const [mail, ...others] = await engine.outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'sent',
      from: engine.user.email,
      to: ['ada@acme.test'],
      subject: 'Quick idea for Acme',
      text: `Hi Ada Lovelace,\n\nAs CTO you may like this. Sam Sender from Northwind. Book: ${PUBLIC_URL}/book/sam\n\n--\nSam Sender\nNorthwind\nhttps://cdn.example.com/logo.png${engine.unsubscribeLine()}`,
    });
    expect(mail?.html).toContain('<img src="https://cdn.example.com/logo.png"');
    expect(mail?.messageId).toMatch(/^<seq-[0-9a-f]{32}@northwind\.test>$/);

    const [first, second] = await engine.rowsOf(ada);
    expect(first).toMatchObject({
      status: 'sent',
      messageId: mail?.messageId,
      attempts: 1,
      leaseOwner: null,
    });
    expect(second).toMatchObject({ status: 'scheduled', dueAt: new Date(engine.clock.now + 3 * DAY) });
    expect((await engine.eventsOf(ada)).map((event) => event.kind)).toEqual(['enrolled', 'sent']);
    expect(
      await engine.db.select({ status: prospects.status }).from(prospects).where(eq(prospects.id, ada)).get(),
    ).toEqual({
      status: 'contacted',
    });
  });

  it('answers in the thread of the previous email: Re: subject, In-Reply-To and References', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'Hello {{prospect_first_name}}', body: 'First' }] },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Last one' }] },
    ]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    await engine.runUntil(engine.clock.now + 2 * DAY + MINUTE, HOUR);
    const [first, second, third] = await engine.outbox();
    expect(second).toMatchObject({
      subject: 'Re: Hello Ada',
      inReplyTo: first?.messageId,
      text: `Following up${engine.unsubscribeLine()}`,
    });
    expect(third).toMatchObject({
      subject: 'Re: Hello Ada',
      inReplyTo: second?.messageId,
      headers: { References: `${first?.messageId} ${second?.messageId}` },
    });
    expect(await engine.enrollmentOf(id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
    expect((await engine.eventsOf(ada)).map((event) => event.kind)).toEqual([
      'enrolled',
      'sent',
      'sent',
      'sent',
      'finished',
    ]);
  });

  it('flags a prospect missing a placeholder value instead of sending a blank; it waits until fixed', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      {
        variants: [
          { subject: 'For {{prospect_company_name}}', body: 'Hi {{prospect_first_name}}, {{booking_link}}' },
        ],
      },
    ]);
    const ada = await engine.addProspect({ firstName: 'Ada' }); // no company, and no booking page
    const noMail = await engine.addProspect({ firstName: 'Bo', email: '', company: 'Beta' });
    await engine.enroll(id, [ada, noMail]);
    expect(await engine.tick()).toMatchObject({ sent: 0, flagged: 2 });
    expect(await engine.outbox()).toEqual([]);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'flagged',
      note: 'Missing value for {{prospect_company_name}}, {{booking_link}}',
    });
    expect((await engine.rowsOf(noMail))[0]).toMatchObject({ status: 'flagged', note: NO_EMAIL_NOTE });
    expect((await engine.eventsOf(ada)).at(-1)).toMatchObject({
      kind: 'flagged',
      detail: 'Missing value for {{prospect_company_name}}, {{booking_link}}',
    });
    expect(await engine.enrollmentOf(id, ada)).toMatchObject({ status: 'active' });
    expect(await engine.tick()).toMatchObject({ flagged: 0 });
  });

  it('looks at a flagged row again every hour: quietly while still missing, sent once the prospect is fixed', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'Hi', body: 'As {{prospect_title}}' }] },
    ]);
    const ada = await engine.addProspect({ title: '' });
    await engine.enroll(id, [ada]);
    expect(await engine.tick()).toMatchObject({ flagged: 1 });
    engine.clock.now += FLAG_RECHECK_MS;
    expect(await engine.tick()).toMatchObject({ flagged: 0, sent: 0 });
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'flagged',
      dueAt: new Date(engine.clock.now + FLAG_RECHECK_MS),
    });
    expect((await engine.eventsOf(ada)).filter((event) => event.kind === 'flagged')).toHaveLength(1);
    await engine.db.$sql.run("UPDATE prospects SET title = 'CTO' WHERE id = ?", [ada]);
    engine.clock.now += FLAG_RECHECK_MS;
    expect(await engine.tick()).toMatchObject({ sent: 1 });
    expect((await engine.outbox()).map((mail) => mail.text)).toEqual([`As CTO${engine.unsubscribeLine()}`]);
  });

  it('opens a task for a task step and waits for it before the next step', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{ kind: 'call', body: 'Call {{prospect_first_name}}' }, {}]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    expect(await engine.tick()).toMatchObject({ tasks: 1, sent: 0 });
    engine.clock.now += DAY;
    expect(await engine.tick()).toMatchObject({ tasks: 0, sent: 0 });
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['task_open']);
  });

  it('splits variants evenly and records which one each prospect got', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      {
        variants: [
          { subject: 'A subject', body: 'A body' },
          { subject: 'B subject', body: 'B body' },
        ],
      },
    ]);
    const people: string[] = [];
    for (let i = 0; i < 6; i++) people.push(await engine.addProspect({ firstName: `P${i}` }));
    await engine.enroll(id, people);
    await engine.tick();
    const subjects = (await engine.outbox()).map((mail) => mail.subject);
    expect(subjects.filter((s) => s === 'A subject')).toHaveLength(3);
    expect(subjects.filter((s) => s === 'B subject')).toHaveLength(3);
    const sentEvents = await engine.db
      .select()
      .from(sequenceEvents)
      .where(eq(sequenceEvents.kind, 'sent'))
      .all();
    expect(new Set(sentEvents.map((event) => event.variantId)).size).toBe(2);
  });

  it('never mails a suppressed address: the enrollment finishes', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect({ email: 'ada@acme.test' });
    await engine.enroll(id, [ada]);
    await engine.db.$sql.run(
      "INSERT INTO suppressed_addresses (owner_id, email, reason, created_at) VALUES (?, 'ada@acme.test', 'unsubscribed', 0)",
      [engine.user.id],
    );
    await engine.tick();
    expect(await engine.outbox()).toEqual([]);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'skipped' });
    expect(await engine.enrollmentOf(id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'unsubscribed',
    });
  });
  it('emits enrollment.started and email.sent to subscribed webhook endpoints', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await engine.db
      .insert(webhookEndpoints)
      .values({
        id: 'wh1',
        ownerId: engine.user.id,
        url: 'https://hooks.example.com/x',
        events: ['enrollment.started', 'email.sent'],
        secretSealed: 'sealed',
        secretHint: 'whsec_…',
        enabled: true,
        createdAt: new Date(engine.clock.now),
        updatedAt: new Date(engine.clock.now),
      })
      .run();
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect({ email: 'ada@acme.test' });
    await engine.enroll(id, [ada]);
    await engine.tick();
    const deliveries = await engine.db.select().from(webhookDeliveries).all();
    expect(deliveries.map((row) => row.eventType).sort()).toEqual(['email.sent', 'enrollment.started']);
    const sent = JSON.parse(deliveries.find((row) => row.eventType === 'email.sent')?.payload ?? '{}');
    expect(sent.data).toMatchObject({
      sequenceId: id,
      prospectId: ada,
      to: 'ada@acme.test',
      subject: 'Step 1 for Pat',
    });
  });

  it('an enrollment removed while its mail goes out: the send is recorded, no next step follows', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    const removing: Mailer = {
      ...engine.mailer,
      async send(mail) {
        const sent = await engine.mailer.send(mail);
        await removeEnrollment(engine.db, {
          ownerId: engine.user.id,
          sequenceId: id,
          prospectId: ada,
          now: engine.clock.now,
        });
        return sent;
      },
    };
    expect(await engine.tick({ mailer: removing })).toMatchObject({ sent: 1 });
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['sent']);
    expect(await engine.enrollmentOf(id, ada)).toMatchObject({ status: 'finished', finishReason: 'removed' });
  });

  it('a row whose work throws is put off a minute and does not stall the rows behind it', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const bad = await engine.addProspect({ firstName: 'Bad' });
    const good = await engine.addProspect({ firstName: 'Good' });
    await engine.enroll(id, [bad, good]);
    await engine.db.$sql.run(
      "UPDATE sequence_enrollments SET time_zone = 'Mars/Olympus' WHERE prospect_id = ?",
      [bad],
    );
    expect(await engine.tick()).toMatchObject({ sent: 1, failed: 1 });
    expect((await engine.outbox()).map((mail) => mail.subject)).toEqual(['Step 1 for Good']);
    expect((await engine.rowsOf(bad))[0]).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now + RETRY_AFTER_ERROR_MS),
    });
    expect((await engine.rowsOf(bad))[0]?.note).toMatch(/^Error: /);
  });
});

describe('exactly once', () => {
  /** A mailer that stores the mail, then "crashes" before the engine can record it. */
  function crashingAfterSend(inner: Mailer): Mailer {
    return {
      ...inner,
      async send(mail) {
        await inner.send(mail);
        throw new Error('process killed after the send');
      },
    };
  }

  it('a crash between the send and its record sends nothing twice: the outbox has the Message-ID', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    await engine.tick({ mailer: crashingAfterSend(engine.mailer) });
    expect(await engine.outbox()).toHaveLength(1);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'sending',
      attempts: 1,
      leaseOwner: 'test-runner',
    });

    // Another runner, before the lease ran out: leaves it alone.
    engine.clock.now += DEFAULT_SEND_LEASE_MS - 1;
    expect(await engine.tick({ owner: 'other' })).toMatchObject({ sent: 0, reconciled: 0 });
    engine.clock.now += 1;
    expect(await engine.tick({ owner: 'other' })).toMatchObject({ sent: 0, reconciled: 1 });
    expect(await engine.outbox()).toHaveLength(1);
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['sent', 'scheduled']);
    expect((await engine.eventsOf(ada)).filter((event) => event.kind === 'sent')).toHaveLength(1);
  });

  it('a send that never went out is sent again after the lease, with the same Message-ID', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    const failing: Mailer = { ...engine.mailer, send: () => Promise.reject(new Error('SMTP timeout')) };
    expect(await engine.tick({ mailer: failing })).toMatchObject({ failed: 1 });
    const [row] = await engine.rowsOf(ada);
    expect(row).toMatchObject({ status: 'sending', note: 'Send failed: SMTP timeout' });
    engine.clock.now += DEFAULT_SEND_LEASE_MS;
    expect(await engine.tick()).toMatchObject({ sent: 1, reconciled: 0 });
    expect((await engine.outbox()).map((mail) => mail.messageId)).toEqual([row?.messageId]);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a mailer that never answers cannot stop the tick: the send counts as failed and is reconciled later', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect();
    const bob = await engine.addProspect();
    await engine.enroll(id, [ada, bob]);
    const hanging: Mailer = { ...engine.mailer, send: () => new Promise(() => {}) };
    expect(await engine.tick({ mailer: hanging, sendTimeoutMs: 20 })).toMatchObject({ failed: 2, sent: 0 });
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'sending',
      note: 'Send failed: The mail service did not answer in time',
    });
    engine.clock.now += DEFAULT_SEND_LEASE_MS;
    expect(await engine.tick()).toMatchObject({ sent: 2 });
    expect(await engine.outbox()).toHaveLength(2);
  });

  it('the outbox refuses a second message with the same Message-ID', async () => {
    const engine = await createEngine();
    const mail = {
      ownerId: engine.user.id,
      from: 'a@x.test',
      to: ['b@y.test'],
      subject: 's',
      text: 't',
      messageId: '<m@x.test>',
    };
    const first = await engine.mailer.send(mail);
    const second = await engine.mailer.send(mail);
    expect(second.id).toBe(first.id);
    expect(await engine.db.select().from(outboxMessages).all()).toHaveLength(1);
  });

  it('after the last attempt the row fails and the enrollment moves on', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    const failing: Mailer = { ...engine.mailer, send: () => Promise.reject(new Error('refused')) };
    for (let i = 0; i < 6; i++) {
      await engine.tick({ mailer: failing });
      engine.clock.now += DEFAULT_SEND_LEASE_MS;
    }
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'failed',
      attempts: 5,
      note: 'Send failed: refused',
    });
    expect(await engine.enrollmentOf(id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
    expect(
      await engine.db.select().from(scheduledSteps).where(eq(scheduledSteps.status, 'sending')).all(),
    ).toEqual([]);
  });
});
