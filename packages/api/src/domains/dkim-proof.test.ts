/**
 * The end-to-end proof of issue 20's Domains: mail from a domain verified against a (fake) zone
 * goes out through the SMTP mailer to a real SMTP server on loopback carrying a DKIM signature that
 * an independent verifier (mailauth) checks as pass with the same zone's keys.
 */

import { mailboxes } from '@leadpath/db';
import {
  checkMailAuthentication,
  createFakeDnsZone,
  type FakeDnsZone,
  sendSmtp,
  verifyDkimSignatures,
} from '@leadpath/integrations';
import { headerOf, type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailboxMailer } from '../mailboxes/mailbox-mailer.ts';
import { smtpPasswordPurpose } from '../mailboxes/mailbox-rows.ts';
import {
  ALWAYS,
  createEngine,
  DAY,
  MINUTE,
  PUBLIC_URL,
} from '../sequences/engine/testing/engine-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { dkimSignerFor } from './dkim-signer.ts';
import type { SendingDomainView } from './view.ts';

const sinks: SmtpSink[] = [];
afterEach(async () => {
  while (sinks.length) await sinks.pop()?.close();
});

const CREDENTIALS = { username: 'sender', password: 'app-password' };

async function setup() {
  const zone = createFakeDnsZone();
  const t = createTestApp();
  t.deps.services.dnsResolver = zone;
  const user = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const call = async <T>(method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api${path}`, { method, cookie, json });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const sink = await startSmtpSink(CREDENTIALS);
  sinks.push(sink);
  const smtp = { host: '127.0.0.1', port: sink.port, security: 'none' as const, ...CREDENTIALS };
  /** A sequence step's mail as the engine hands it over: its own Message-ID, threading and unsubscribe headers. */
  const send = async (from: string, n = 1) => {
    const key = await dkimSignerFor(t.db, t.deps.secrets, user.id, from);
    await sendSmtp(
      smtp,
      {
        ownerId: user.id,
        from: `Sam Seller <${from}>`,
        to: ['pat@prospect.test'],
        subject: 'Quick question about Acme',
        text: `Hi Pat,\n\nstep ${n} of the sequence.\n\n-- \nSam`,
        messageId: `<step-${n}.enrollment-1@acme.test>`,
        ...(n > 1 && { inReplyTo: '<step-1.enrollment-1@acme.test>' }),
        headers: {
          ...(n > 1 && { References: '<step-1.enrollment-1@acme.test>' }),
          'List-Unsubscribe': '<https://app.test/api/unsubscribe/token>, <mailto:unsubscribe@acme.test>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      // The sink is on loopback: allowed as MAIL_ALLOW_PRIVATE_HOSTS=true allows it.
      { dkim: key, hosts: { allowPrivate: true } },
    );
    const [mail] = (await sink.waitFor(n)).slice(n - 1);
    return mail?.raw ?? '';
  };
  return { t, user, zone, call, send, sink };
}

function publish(zone: FakeDnsZone, domain: SendingDomainView) {
  for (const r of domain.records)
    if (r.type === 'TXT') zone.add({ name: r.name, type: 'TXT', value: r.value ?? '' });
    else zone.add({ name: r.name, type: 'MX', exchange: 'mx.provider.test', priority: 10 });
}

describe('DKIM, end to end', () => {
  it("a sequence's email, sent by the engine through an SMTP mailbox on loopback, passes DKIM and DMARC for the domain verified through the API", {
    timeout: 60_000,
  }, async () => {
    const { t, user, zone, call, sink } = await setup();
    const domain = await call<SendingDomainView>('POST', '/domains', { domain: 'acme.test' });
    publish(zone, domain);
    expect((await call<SendingDomainView>('POST', `/domains/${domain.id}/verify`)).status).toBe('verified');

    // The engine on the same database, for the same user, with the app's mailbox mailer.
    const engine = await createEngine({ db: t.db, user });
    await engine.settings(ALWAYS);
    const mailboxId = 'mailbox-acme';
    await t.db
      .insert(mailboxes)
      .values({
        id: mailboxId,
        ownerId: user.id,
        kind: 'smtp',
        label: 'Sam at Acme',
        fromName: 'Sam Seller',
        fromAddress: 'sam@acme.test',
        smtpHost: '127.0.0.1',
        smtpPort: sink.port,
        smtpSecurity: 'none',
        smtpUsername: CREDENTIALS.username,
        smtpPasswordSealed: t.deps.secrets.seal(CREDENTIALS.password, smtpPasswordPurpose(mailboxId)),
        dailyCap: 100,
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
    const { id } = await engine.createSequence([
      {
        variants: [
          { subject: 'Quick question, {{prospect_first_name}}', body: 'Hello {{prospect_first_name}}' },
        ],
      },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
    ]);
    const pat = await engine.addProspect({ firstName: 'Pat', email: 'pat@prospect.test' });
    await engine.enroll(id, [pat]);
    const mailer = createMailboxMailer({
      db: t.db,
      now: engine.now,
      secrets: t.deps.secrets,
      publicUrl: PUBLIC_URL,
      hosts: { allowPrivate: true },
    });
    await engine.runUntil(engine.clock.now + DAY + MINUTE, 10 * MINUTE, { mailer });

    const arrived = await sink.waitFor(2);
    const rows = await engine.rowsOf(pat);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const [n, mail] of arrived.entries()) {
      expect(headerOf(mail.raw, 'Message-ID')).toBe(rows[n]?.messageId);
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(await verifyDkimSignatures(mail.raw, zone.mailauthResolver)).toEqual([
        { signingDomain: 'acme.test', selector: 'lp202611', result: 'pass', aligned: true, comment: null },
      ]);
      const verdict = await checkMailAuthentication(mail.raw, {
        ip: '127.0.0.1',
        sender: 'sam@acme.test',
        resolver: zone.mailauthResolver,
      });
      expect(verdict.dmarc).toBe('pass');
    }
    expect(headerOf(arrived[1]?.raw ?? '', 'In-Reply-To')).toBe(rows[0]?.messageId);
  });

  it('signs mail from a verified domain; mailauth verifies the signature as pass (aligned) with the zone; DMARC passes', async () => {
    const { zone, call, send } = await setup();
    const domain = await call<SendingDomainView>('POST', '/domains', { domain: 'acme.test' });
    publish(zone, domain);
    expect((await call<SendingDomainView>('POST', `/domains/${domain.id}/verify`)).status).toBe('verified');

    const raw = await send('sam@acme.test');
    expect(raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;/m);
    expect(raw).toContain('d=acme.test;');
    expect(raw).toContain('s=lp202611;');
    expect(raw).toContain('Message-ID: <step-1.enrollment-1@acme.test>');
    expect(await verifyDkimSignatures(raw, zone.mailauthResolver)).toEqual([
      { signingDomain: 'acme.test', selector: 'lp202611', result: 'pass', aligned: true, comment: null },
    ]);

    // The whole check a receiver makes: DKIM pass aligned with From gives DMARC pass (p=none published).
    const verdict = await checkMailAuthentication(raw, {
      ip: '127.0.0.1',
      sender: 'sam@acme.test',
      resolver: zone.mailauthResolver,
    });
    expect(verdict.dkim[0]?.result).toBe('pass');
    expect(verdict.dmarc).toBe('pass');

    // A later step in the same thread is signed too, In-Reply-To and References included.
    const second = await send('sam@acme.test', 2);
    expect(second).toContain('In-Reply-To: <step-1.enrollment-1@acme.test>');
    const [signed] = await verifyDkimSignatures(second, zone.mailauthResolver);
    expect(signed?.result).toBe('pass');
    expect(second).toMatch(/^DKIM-Signature:[\s\S]*h=[^;]*In-Reply-To/im);
  });

  it('a message changed on the way does not pass; a key not the one published fails', async () => {
    const { zone, call, send } = await setup();
    const domain = await call<SendingDomainView>('POST', '/domains', { domain: 'acme.test' });
    publish(zone, domain);
    await call('POST', `/domains/${domain.id}/verify`);
    const raw = await send('sam@acme.test');

    const tampered = raw.replace('step 1 of the sequence', 'step 1 of the sequenc3');
    // mailauth says 'neutral' for a body that no longer matches its hash (RFC 6376 6.1.3): not a pass.
    const [changed] = await verifyDkimSignatures(tampered, zone.mailauthResolver);
    expect(changed?.result).not.toBe('pass');
    expect(changed?.comment).toMatch(/body hash/i);

    const other = createFakeDnsZone(zone.records().filter((r) => !r.name.startsWith('lp202611._domainkey')));
    const another = await call<SendingDomainView>('POST', '/domains', { domain: 'other.test' });
    const otherKey = another.records.find((r) => r.kind === 'dkim')?.value ?? '';
    other.add({ name: 'lp202611._domainkey.acme.test', type: 'TXT', value: otherKey });
    const [foreign] = await verifyDkimSignatures(raw, other.mailauthResolver);
    expect(foreign?.result).toBe('fail');
  });

  it('mail from a domain that is not verified goes out unsigned', async () => {
    const { call, send, zone } = await setup();
    await call<SendingDomainView>('POST', '/domains', { domain: 'acme.test' });
    const raw = await send('sam@acme.test');
    expect(raw).not.toContain('DKIM-Signature');
    expect(await verifyDkimSignatures(raw, zone.mailauthResolver)).toEqual([]);
  });
});
