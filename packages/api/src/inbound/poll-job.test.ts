import { randomUUID } from 'node:crypto';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { imapCursors, inboundMessages, jobs, mailboxes } from '@leadpath/db';
import { replyMail } from '@leadpath/integrations/testing/inbound-mails';
import { type ScriptedImap, startScriptedImap } from '@leadpath/integrations/testing/scripted-imap';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { ALWAYS, createEngine, MINUTE } from '../sequences/engine/testing/engine-fixtures.ts';
import {
  INBOUND_POLL_INTERVAL_MS,
  INBOUND_POLL_JOB,
  imapPasswordPurposeOf,
  inboundPollJobHandler,
  inboundPollTicker,
  scheduleInboundPolls,
} from './poll-job.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
let imap: ScriptedImap | undefined;
afterEach(async () => {
  await imap?.close();
  imap = undefined;
});

/** A sender whose sequence mailed Ada, with a mailbox reading replies from a scripted IMAP peer on loopback. */
async function setUp() {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  await engine.enroll(sequence.id, [ada]);
  await engine.tick();
  const sent = (await engine.outbox())[0];
  imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'imap-secret', uidValidity: 7 });
  const mailboxId = randomUUID();
  await engine.db
    .insert(mailboxes)
    .values({
      id: mailboxId,
      ownerId: engine.user.id,
      kind: 'smtp',
      label: 'Work',
      fromAddress: 'sam@northwind.test',
      imapHost: '127.0.0.1',
      imapPort: imap.port,
      imapSecurity: 'none',
      imapUsername: 'sam@northwind.test',
      imapPasswordSealed: secrets.seal('imap-secret', imapPasswordPurposeOf(mailboxId)),
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
  const runJobs = () =>
    runDueJobs({
      db: engine.db,
      handlers: {
        [INBOUND_POLL_JOB]: inboundPollJobHandler({
          db: engine.db,
          secrets,
          now: engine.now,
          // The scripted IMAP peer is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
          config: { mail: { allowPrivateHosts: true } },
        }),
      },
      now: engine.now,
      owner: 'test',
      random: () => 0,
    });
  return { engine, sequence, ada, sent, mailboxId, runJobs, imap };
}

describe("the 'inbound.poll' job (imapflow against a scripted IMAP peer on loopback)", () => {
  it('a reply in the INBOX stops the enrollment; the cursor moves; a second poll reads nothing again', async () => {
    const { engine, sequence, ada, sent, mailboxId, runJobs, imap } = await setUp();
    imap.mails.set(
      11,
      replyMail({ from: 'ada@acme.test', to: 'sam@northwind.test', inReplyTo: sent?.messageId as string }),
    );
    imap.mails.set(
      12,
      'From: news@shop.test\r\nSubject: Sale\r\nMessage-ID: <sale@shop.test>\r\n\r\n50% off\r\n',
    );
    expect(await scheduleInboundPolls(engine.db, engine.clock.now)).toBe(1);
    expect(await runJobs()).toMatchObject({ done: 1 });
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ finishReason: 'replied' });
    expect(
      await engine.db
        .select({
          classification: inboundMessages.classification,
          source: inboundMessages.source,
          mailboxId: inboundMessages.mailboxId,
        })
        .from(inboundMessages)
        .all(),
    ).toEqual([
      { classification: 'reply', source: 'imap', mailboxId },
      { classification: 'unmatched', source: 'imap', mailboxId },
    ]);
    expect(await engine.db.select().from(imapCursors).get()).toMatchObject({
      uidValidity: '7',
      lastUid: 12,
      lastError: null,
    });
    // The password went over IMAP (LOGIN) and nowhere into the database in clear.
    expect(JSON.stringify(await engine.db.select().from(mailboxes).all())).not.toContain('imap-secret');

    engine.clock.now += INBOUND_POLL_INTERVAL_MS;
    await scheduleInboundPolls(engine.db, engine.clock.now);
    const before = imap.commands.filter((line) => /BODY/i.test(line)).length;
    expect(await runJobs()).toMatchObject({ done: 1 });
    expect(imap.commands.filter((line) => /BODY/i.test(line)).length).toBe(before);
    expect(await engine.db.select().from(inboundMessages).all()).toHaveLength(2);
  });

  it('one job per mailbox per 5-minute slot; the ticker schedules at most once a minute; a paused mailbox is not read', async () => {
    const { engine, mailboxId } = await setUp();
    const tick = inboundPollTicker(engine.db, engine.now);
    const context = { owner: 'test', holdsLease: async () => true };
    expect(await tick(context)).toBe(1);
    engine.clock.now += 30_000;
    expect(await tick(context)).toBe(0);
    engine.clock.now += MINUTE;
    await tick(context);
    const pollJobs = () => engine.db.select().from(jobs).where(eq(jobs.kind, INBOUND_POLL_JOB)).all();
    // Same 5-minute slot: the second scheduling found its key and added nothing.
    expect(await pollJobs()).toHaveLength(1);
    await engine.db.update(mailboxes).set({ status: 'paused' }).where(eq(mailboxes.id, mailboxId)).run();
    engine.clock.now += INBOUND_POLL_INTERVAL_MS;
    expect(await scheduleInboundPolls(engine.db, engine.clock.now)).toBe(0);
  });

  it('wrong IMAP credentials: the job fails, the error is kept on the cursor without the password', async () => {
    const { engine, mailboxId, runJobs } = await setUp();
    await engine.db
      .update(mailboxes)
      .set({ imapPasswordSealed: secrets.seal('wrong-pass', imapPasswordPurposeOf(mailboxId)) })
      .where(eq(mailboxes.id, mailboxId))
      .run();
    await scheduleInboundPolls(engine.db, engine.clock.now);
    const outcome = await runJobs();
    expect(outcome.done).toBe(0);
    const cursor = await engine.db.select().from(imapCursors).get();
    expect(cursor?.lastError).toBeTruthy();
    expect(cursor?.lastError).not.toContain('wrong-pass');
  });
});
