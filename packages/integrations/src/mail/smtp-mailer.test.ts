import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendingDomainOf, sendSmtp, verifySmtp } from './smtp-mailer.ts';
import { headerOf, type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

const configOf = (port: number, password = 'app-password') => ({
  host: '127.0.0.1',
  port,
  security: 'none' as const,
  username: 'sender',
  password,
});
/** The sink is on loopback: these tests allow private hosts, as MAIL_ALLOW_PRIVATE_HOSTS=true does. */
const local = { hosts: { allowPrivate: true } };

describe('sendSmtp through a real SMTP server on loopback', () => {
  it('delivers the Message-ID, the thread headers and the List-Unsubscribe headers byte for byte', async () => {
    sink = await startSmtpSink();
    const result = await sendSmtp(
      configOf(sink.port),
      {
        ownerId: 'u1',
        from: 'Sam Sender <sam@northwind.test>',
        to: ['pat@acme.test'],
        subject: 'Re: Quick question',
        text: 'Hello Pat\n\n-- \nSam',
        messageId: '<step-2.abc@northwind.test>',
        inReplyTo: '<step-1.abc@northwind.test>',
        headers: {
          References: '<step-1.abc@northwind.test>',
          'List-Unsubscribe':
            '<https://app.example.com/api/unsubscribe/tok>, <mailto:sam@northwind.test?subject=unsubscribe>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      local,
    );
    const [mail] = await sink.waitFor(1);
    expect(result.messageId).toBe('<step-2.abc@northwind.test>');
    expect(result.accepted).toEqual(['pat@acme.test']);
    expect(mail?.user).toBe('sender');
    expect(mail?.from).toBe('sam@northwind.test');
    expect(mail?.to).toEqual(['pat@acme.test']);
    const raw = mail?.raw ?? '';
    expect(headerOf(raw, 'Message-ID')).toBe('<step-2.abc@northwind.test>');
    expect(headerOf(raw, 'In-Reply-To')).toBe('<step-1.abc@northwind.test>');
    expect(headerOf(raw, 'References')).toBe('<step-1.abc@northwind.test>');
    expect(headerOf(raw, 'Subject')).toBe('Re: Quick question');
    expect(headerOf(raw, 'From')).toBe('Sam Sender <sam@northwind.test>');
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(
      '<https://app.example.com/api/unsubscribe/tok>, <mailto:sam@northwind.test?subject=unsubscribe>',
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(raw).toContain('Hello Pat\r\n\r\n-- \r\nSam');
  });

  it('signs with the DKIM key given, and an independent verifier (mailauth) passes it', async () => {
    sink = await startSmtpSink();
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await sendSmtp(
      configOf(sink.port),
      { ownerId: 'u1', from: 'sam@northwind.test', to: ['pat@acme.test'], subject: 'Hi', text: 'Hello' },
      { ...local, dkim: { domainName: 'northwind.test', keySelector: 'lp202611', privateKey: pem } },
    );
    const [mail] = await sink.waitFor(1);
    const resolver = async (name: string, type: string) => {
      if (name === 'lp202611._domainkey.northwind.test' && type === 'TXT')
        return [[`v=DKIM1; k=rsa; p=${p}`]];
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    const verified = await dkimVerify(Buffer.from(mail?.raw ?? ''), { resolver } as never);
    expect(verified.results.map((r) => [r.signingDomain, r.status.result])).toEqual([
      ['northwind.test', 'pass'],
    ]);
  });

  it('says the username or password was refused, without the password', async () => {
    sink = await startSmtpSink();
    const error = await verifySmtp(configOf(sink.port, 'wrong-secret-123'), local).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `The SMTP server 127.0.0.1:${sink.port} refused the username or password`,
    );
    expect((error as Error).message).not.toContain('wrong-secret-123');
  });

  it('says it could not connect when nothing listens', async () => {
    sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    sink = undefined;
    const error = await verifySmtp(configOf(port), { ...local, timeoutMs: 2000 }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `Could not connect to the SMTP server 127.0.0.1:${port}: nothing accepted the connection on port ${port}`,
    );
  });

  it('says in words that a plain port does not answer TLS (no OpenSSL text)', async () => {
    sink = await startSmtpSink();
    const error = await verifySmtp({ ...configOf(sink.port), security: 'tls' }, local).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `Could not connect to the SMTP server 127.0.0.1:${sink.port}: it did not answer with TLS on port ${sink.port}. Port 465 (and 993 for IMAP) takes TLS; port 587 (and 143) takes STARTTLS.`,
    );
  });

  it('says a server without STARTTLS does not offer it', async () => {
    sink = await startSmtpSink();
    const error = await verifySmtp({ ...configOf(sink.port), security: 'starttls' }, local).catch(
      (e: Error) => e,
    );
    expect((error as Error).message).toMatch(/: it does not offer STARTTLS on port \d+\./);
  });
});

describe('the address policy for SMTP servers', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '[::1]',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    '169.254.169.254',
    '10.0.0.8',
  ])('refuses %s by default without connecting', async (host) => {
    sink = await startSmtpSink();
    const error = await verifySmtp({ ...configOf(sink.port), host }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      /^The SMTP server .+ is not allowed: .+ is a localhost, private, link-local or metadata address\. Use a mail server on a public address\.$/,
    );
    expect(sink.connections).toBe(0);
  });

  it('refuses a name that resolves to a private address, and connects to the checked address otherwise', async () => {
    sink = await startSmtpSink();
    const rebinding = { resolve: async () => [{ address: '127.0.0.1', family: 4 }] };
    const refused = await verifySmtp(
      { ...configOf(sink.port), host: 'mail.attacker.test' },
      { hosts: { allowPrivate: false, ...rebinding } },
    ).catch((e: Error) => e);
    expect((refused as Error).message).toBe(
      `The SMTP server mail.attacker.test:${sink.port} is not allowed: mail.attacker.test resolves to 127.0.0.1, a localhost, private, link-local or metadata address. Use a mail server on a public address.`,
    );
    expect(sink.connections).toBe(0);
    await verifySmtp(
      { ...configOf(sink.port), host: 'mail.catcher.test' },
      { hosts: { allowPrivate: true, ...rebinding } },
    );
    expect(sink.connections).toBe(1);
  });

  it('says a host name that does not resolve was not found', async () => {
    const error = await verifySmtp(
      { ...configOf(25), host: 'mail.nowhere.test' },
      {
        hosts: {
          allowPrivate: false,
          resolve: async () => {
            throw Object.assign(new Error('getaddrinfo ENOTFOUND mail.nowhere.test'), { code: 'ENOTFOUND' });
          },
        },
      },
    ).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      'Could not connect to the SMTP server mail.nowhere.test:25: the host name mail.nowhere.test was not found in DNS',
    );
  });
});

describe('sendingDomainOf', () => {
  it('reads the domain of a bare or named address, lower-case', () => {
    expect(sendingDomainOf('Sam <sam@NorthWind.Test>')).toBe('northwind.test');
    expect(sendingDomainOf('sam@northwind.test.')).toBe('northwind.test');
    expect(sendingDomainOf('nobody')).toBeNull();
  });
});
