import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { pollImapInbox } from './imap-poller.ts';
import { parseInboundMail } from './parse.ts';
import { type InboundEnvelope, startInboundSmtpListener } from './smtp-listener.ts';
import { replyMail } from './testing/sample-mails.ts';
import { type ScriptedImap, startScriptedImap } from './testing/scripted-imap.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const transportTo = (port: number) =>
  createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });

describe('the local inbound SMTP listener', () => {
  it('hands each mail delivered on loopback to the app with its envelope', async () => {
    const received: { raw: Buffer; envelope: InboundEnvelope }[] = [];
    const listener = await startInboundSmtpListener({
      port: 0,
      onMail: async (raw, envelope) => {
        received.push({ raw, envelope });
        return { accepted: true };
      },
    });
    closers.push(listener.close);
    const raw = replyMail({
      from: 'ada@acme.test',
      to: 'sam@northwind.test',
      inReplyTo: '<s@northwind.test>',
    });
    const info = await transportTo(listener.port).sendMail({
      envelope: { from: 'ada@acme.test', to: ['Sam@Northwind.test'] },
      raw,
    });
    expect(info.accepted).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.envelope).toMatchObject({
      mailFrom: 'ada@acme.test',
      rcptTo: ['sam@northwind.test'],
    });
    expect((await parseInboundMail(received[0]?.raw ?? '')).inReplyTo).toBe('<s@northwind.test>');
  });

  it('answers 550 when the app refuses the mail, and 451 when it fails (the sender retries)', async () => {
    let answer: 'refuse' | 'throw' = 'refuse';
    const listener = await startInboundSmtpListener({
      port: 0,
      onMail: async () => {
        if (answer === 'throw') throw new Error('database busy');
        return { accepted: false, reason: 'No such recipient here' };
      },
    });
    closers.push(listener.close);
    const send = () =>
      transportTo(listener.port).sendMail({
        envelope: { from: 'ada@acme.test', to: ['nobody@northwind.test'] },
        raw: 'Subject: x\r\n\r\nhello\r\n',
      });
    await expect(send()).rejects.toMatchObject({ responseCode: 550 });
    answer = 'throw';
    await expect(send()).rejects.toMatchObject({ responseCode: 451 });
  });
});

describe('the IMAP poller (imapflow against a scripted IMAP responder on loopback)', () => {
  let imap: ScriptedImap;
  const account = () => ({
    host: '127.0.0.1',
    port: imap.port,
    security: 'none' as const,
    username: 'sam@northwind.test',
    password: 'app pass "1"',
  });
  /** The responder is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it. */
  const poll: typeof pollImapInbox = (who, cursor, onMail, options = {}) =>
    pollImapInbox(who, cursor, onMail, { hosts: { allowPrivate: true }, ...options });
  const mail = (n: number) =>
    replyMail({
      from: `p${n}@acme.test`,
      to: 'sam@northwind.test',
      inReplyTo: `<s${n}@northwind.test>`,
      messageId: `<r${n}@acme.test>`,
    });

  it('reads the new mails after the cursor, oldest first, and moves the cursor past each', async () => {
    imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'app pass "1"', uidValidity: 42 });
    closers.push(() => imap.close());
    imap.mails.set(3, mail(3));
    imap.mails.set(7, mail(7));
    const read: { uid: number; messageId: string }[] = [];
    const onMail = async (raw: Buffer, uid: number) => {
      read.push({ uid, messageId: (await parseInboundMail(raw)).messageId });
    };
    const first = await poll(account(), null, onMail);
    expect(first).toEqual({ cursor: { uidValidity: '42', lastUid: 7 }, read: 2, skipped: 0, more: false });
    expect(read).toEqual([
      { uid: 3, messageId: '<r3@acme.test>' },
      { uid: 7, messageId: '<r7@acme.test>' },
    ]);
    // Read-only: the folder is examined, never selected for writing, and nothing is stored or expunged.
    expect(imap.commands.some((line) => / EXAMINE /i.test(line))).toBe(true);
    expect(imap.commands.some((line) => / (STORE|EXPUNGE|UID STORE) /i.test(line))).toBe(false);

    // Nothing new: nothing read, the cursor stays.
    read.length = 0;
    expect(await poll(account(), first.cursor, onMail)).toEqual({ ...first, read: 0 });
    expect(read).toEqual([]);

    imap.mails.set(8, mail(8));
    imap.mails.set(9, mail(9));
    imap.mails.set(10, mail(10));
    const batched = await poll(account(), first.cursor, onMail, { batch: 2 });
    expect(batched).toEqual({ cursor: { uidValidity: '42', lastUid: 9 }, read: 2, skipped: 0, more: true });
    expect(read.map((entry) => entry.uid)).toEqual([8, 9]);
  });

  it('a mail bigger than maxBytes is passed over (the cursor moves past it)', async () => {
    imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'app pass "1"', uidValidity: 5 });
    closers.push(() => imap.close());
    imap.mails.set(1, `${mail(1)}${'x'.repeat(5000)}\r\n`);
    imap.mails.set(2, mail(2));
    const read: number[] = [];
    const result = await poll(
      account(),
      { uidValidity: '5', lastUid: 0 },
      async (_raw, uid) => {
        read.push(uid);
      },
      { maxBytes: 4000 },
    );
    expect(result).toEqual({ cursor: { uidValidity: '5', lastUid: 2 }, read: 1, skipped: 1, more: false });
    expect(read).toEqual([2]);
  });

  it('a failing onMail leaves the cursor before that mail; a changed UIDVALIDITY reads again', async () => {
    imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'app pass "1"', uidValidity: 1 });
    closers.push(() => imap.close());
    imap.mails.set(1, mail(1));
    imap.mails.set(2, mail(2));
    const seen: number[] = [];
    await expect(
      poll(account(), { uidValidity: '1', lastUid: 0 }, async (_raw, uid) => {
        if (uid === 2) throw new Error('database busy');
        seen.push(uid);
      }),
    ).rejects.toThrow('database busy');
    expect(seen).toEqual([1]);
    imap.uidValidity = 2;
    const again = await poll(account(), { uidValidity: '1', lastUid: 2 }, async (_raw, uid) => {
      seen.push(uid);
    });
    expect(again.cursor).toEqual({ uidValidity: '2', lastUid: 2 });
    expect(seen).toEqual([1, 1, 2]);
  });

  it('wrong credentials fail the poll', async () => {
    imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'right' });
    closers.push(() => imap.close());
    await expect(poll(account(), null, async () => {})).rejects.toThrow(
      `The IMAP server 127.0.0.1:${imap.port} refused the username or password`,
    );
  });

  it('refuses a loopback or private server by default, and a name resolving to one, without connecting', async () => {
    imap = await startScriptedImap({ user: 'sam@northwind.test', pass: 'app pass "1"' });
    closers.push(() => imap.close());
    await expect(pollImapInbox(account(), null, async () => {})).rejects.toThrow(
      `The IMAP server 127.0.0.1:${imap.port} is not allowed: 127.0.0.1 is a localhost, private, link-local or metadata address. Use a mail server on a public address.`,
    );
    await expect(
      pollImapInbox({ ...account(), host: 'imap.attacker.test' }, null, async () => {}, {
        hosts: { allowPrivate: false, resolve: async () => [{ address: '::ffff:0:7f00:1', family: 6 }] },
      }),
    ).rejects.toThrow('imap.attacker.test resolves to ::ffff:0:7f00:1, a localhost, private');
    expect(imap.commands).toEqual([]);
  });
});
