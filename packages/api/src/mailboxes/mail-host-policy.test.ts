/**
 * Issue 27: "Send test" and connect must not be an SSRF and port scanner. SMTP and IMAP servers on
 * loopback, private, link-local or metadata addresses are refused by default (as typed and after
 * DNS), with the webhooks' address policy; MAIL_ALLOW_PRIVATE_HOSTS lets a local mail catcher in.
 */
import { mailboxes, users } from '@leadpath/db';
import { type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink({ username: 'sam', password: 'app-password-123' });
});
afterEach(async () => {
  await sink.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** A mailbox saved before (on a public host), straight in the database. */
async function seededMailbox(t: ReturnType<typeof createTestApp>) {
  const owner = (await t.db.select().from(users).all())[0]!;
  const now = new Date(t.clock.now);
  return t.db
    .insert(mailboxes)
    .values({
      id: 'mailbox-1',
      ownerId: owner.id,
      kind: 'smtp',
      label: 'Work',
      fromAddress: 'mallory@example.com',
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpSecurity: 'starttls',
      smtpUsername: 'm',
      dailyCap: 50,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupStartLimit: 5,
      warmupIncreaseBy: 5,
      warmupPeriod: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .all();
}

/** Anyone signed in, even a Free account whose trial ended long ago, as an attacker would be. */
async function expiredTrialUser() {
  const t = createTestApp();
  await t.createUser({
    email: 'mallory@example.com',
    role: 'Free',
    trialEndDate: new Date(t.clock.now - 30 * DAY),
  });
  const cookie = await t.signIn('mallory@example.com');
  const post = async (path: string, json: unknown) => {
    const res = await t.request(`/api${path}`, { method: 'POST', cookie, json });
    return { status: res.status, body: (await res.json()) as { error: string } };
  };
  return { t, post };
}

const settings = (smtpHost: string, extra: Record<string, unknown> = {}) => ({
  fromName: 'Mallory',
  fromAddress: 'mallory@example.com',
  smtpHost,
  smtpPort: sink.port,
  smtpSecurity: 'none',
  smtpUsername: 'sam',
  smtpPassword: 'app-password-123',
  ...extra,
});
const refusedText = (host: string, port: number, what: string) =>
  `The SMTP server ${host}:${port} is not allowed: ${what} a localhost, private, link-local or metadata address. Use a mail server on a public address.`;

describe('the address policy for mailbox servers, through HTTP', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1 is'],
    ['localhost', 'localhost is'],
    ['::1', '::1 is'],
    ['::127.0.0.1', '::127.0.0.1 is'],
    ['::ffff:0:127.0.0.1', '::ffff:0:127.0.0.1 is'],
    ['169.254.169.254', '169.254.169.254 is'],
    ['10.0.0.8', '10.0.0.8 is'],
  ])('"Send test" to %s is refused with 400 and connects nowhere', async (host, what) => {
    const { post } = await expiredTrialUser();
    const res = await post('/mailboxes/test', { ...settings(host), to: 'victim@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(refusedText(host, sink.port, what));
    expect(sink.connections).toBe(0);
  });

  it('refuses a host name that resolves to a private address (checked after DNS)', async () => {
    const { t, post } = await expiredTrialUser();
    t.deps.services.resolveHost = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const res = await post('/mailboxes/test', {
      ...settings('mail.attacker.test'),
      to: 'victim@example.com',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      refusedText('mail.attacker.test', sink.port, 'mail.attacker.test resolves to 127.0.0.1,'),
    );
    expect(sink.connections).toBe(0);
  });

  it('connect refuses a private SMTP or IMAP server and saves nothing', async () => {
    const { t, post } = await expiredTrialUser();
    const connect = (smtpHost: string, imap: Record<string, unknown> | null) =>
      post('/mailboxes', {
        label: 'Scan',
        ...settings(smtpHost),
        imap,
        dailyCap: 40,
        minGapSeconds: 60,
        jitterSeconds: 30,
        warmupEnabled: false,
        warmupStartLimit: 5,
        warmupIncreaseBy: 5,
        warmupPeriod: 10,
      });
    const smtp = await connect('169.254.169.254', null);
    expect(smtp.status).toBe(400);
    expect(smtp.body.error).toBe(refusedText('169.254.169.254', sink.port, '169.254.169.254 is'));
    const imap = await connect('smtp.example.com', {
      imapHost: '192.168.1.20',
      imapPort: 993,
      imapSecurity: 'tls',
      imapUsername: 'mallory',
      imapPassword: 'x',
    });
    expect(imap.status).toBe(400);
    expect(imap.body.error).toBe(
      'The IMAP server 192.168.1.20:993 is not allowed: 192.168.1.20 is a localhost, private, link-local or metadata address. Use a mail server on a public address.',
    );
    expect(await t.db.select().from(mailboxes).all()).toEqual([]);
    expect(sink.connections).toBe(0);
  });

  it('a change that points IMAP at a private server is refused and changes nothing', async () => {
    const { t } = await expiredTrialUser();
    const [row] = await seededMailbox(t);
    if (!row) throw new Error('the mailbox was not seeded');
    const res = await t.request(`/api/mailboxes/${row.id}`, {
      method: 'PATCH',
      cookie: await t.signIn('mallory@example.com'),
      json: {
        imap: {
          imapHost: '::ffff:0:10.1.2.3',
          imapPort: 143,
          imapSecurity: 'starttls',
          imapUsername: 'm',
          imapPassword: 'x',
        },
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^The IMAP server ::ffff:0:10\.1\.2\.3:143 is not allowed: /,
    );
    expect((await t.db.select().from(mailboxes).all())[0]?.imapHost).toBeNull();
  });

  it('MAIL_ALLOW_PRIVATE_HOSTS=true lets a local mail catcher in', async () => {
    const { t, post } = await expiredTrialUser();
    t.deps.config.mail = { allowPrivateHosts: true };
    const res = await post('/mailboxes/test', { ...settings('127.0.0.1'), to: 'pat@example.com' });
    expect(res.status).toBe(200);
    expect(await sink.waitFor(1)).toHaveLength(1);
  });

  it('says what failed in words, not OpenSSL text', async () => {
    const { t, post } = await expiredTrialUser();
    t.deps.config.mail = { allowPrivateHosts: true };
    const res = await post('/mailboxes/test', {
      ...settings('127.0.0.1', { smtpSecurity: 'tls' }),
      to: 'pat@example.com',
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      `Could not connect to the SMTP server 127.0.0.1:${sink.port}: it did not answer with TLS on port ${sink.port}. Port 465 (and 993 for IMAP) takes TLS; port 587 (and 143) takes STARTTLS.`,
    );
    expect(res.body.error).not.toMatch(/SSL routines|ssl3_get_record|:error:/);
  });
});
