import { afterEach, describe, expect, it } from 'vitest';
import { createFakeDnsZone } from './fake-zone.ts';
import { DnsLookupError } from './resolver.ts';
import { createSystemDnsResolver } from './system-resolver.ts';
import { type DnsResponder, startDnsResponder } from './testing/dns-responder.ts';

const closers: DnsResponder[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.close();
});

describe('the system resolver (node:dns/promises) against a DNS server on loopback', () => {
  async function resolverWith(records: Parameters<typeof startDnsResponder>[0]) {
    const responder = await startDnsResponder(records);
    closers.push(responder);
    return {
      responder,
      resolver: createSystemDnsResolver({ servers: [responder.server], timeoutMs: 500, tries: 1 }),
    };
  }

  it('joins the character strings of each TXT record, and answers MX lower-case without the trailing dot', async () => {
    const { resolver } = await resolverWith([
      { name: 'acme.test', type: 'TXT', chunks: ['v=spf1 a mx', ' ~all'] },
      { name: 'acme.test', type: 'TXT', chunks: ['google-site-verification=x'] },
      { name: 'acme.test', type: 'MX', exchange: 'MX1.Mail.Test', priority: 5 },
    ]);
    expect((await resolver.txt('ACME.test.')).sort()).toEqual([
      'google-site-verification=x',
      'v=spf1 a mx ~all',
    ]);
    expect(await resolver.mx('acme.test')).toEqual([{ exchange: 'mx1.mail.test', priority: 5 }]);
  });

  it('answers an empty list for a name that does not exist (NXDOMAIN) and for one without such records (NODATA)', async () => {
    const { resolver } = await resolverWith([
      { name: 'acme.test', type: 'MX', exchange: 'mx.acme.test', priority: 10 },
    ]);
    expect(await resolver.txt('_dmarc.acme.test')).toEqual([]);
    expect(await resolver.txt('acme.test')).toEqual([]);
  });

  it('throws DnsLookupError when the server fails (SERVFAIL) or does not answer', async () => {
    const { resolver, responder } = await resolverWith([{ name: 'acme.test', type: 'TXT', chunks: ['x'] }]);
    responder.failing.add('acme.test');
    await expect(resolver.txt('acme.test')).rejects.toBeInstanceOf(DnsLookupError);
    const silent = createSystemDnsResolver({ servers: ['127.0.0.1:9'], timeoutMs: 200, tries: 1 });
    await expect(silent.mx('acme.test')).rejects.toMatchObject({
      name: 'DnsLookupError',
      hostname: 'acme.test',
    });
  });
});

describe('the fake zone', () => {
  it('answers what was added, by name (case and trailing dot ignored) and type, and nothing else', async () => {
    const zone = createFakeDnsZone([
      { name: 'Acme.test.', type: 'TXT', value: 'v=spf1 a mx ~all' },
      { name: 'acme.test', type: 'MX', exchange: 'MX.acme.test.', priority: 20 },
    ]);
    expect(await zone.txt('acme.test')).toEqual(['v=spf1 a mx ~all']);
    expect(await zone.mx('ACME.TEST')).toEqual([{ exchange: 'mx.acme.test', priority: 20 }]);
    expect(await zone.txt('_dmarc.acme.test')).toEqual([]);
    zone.remove('acme.test', 'TXT');
    expect(await zone.txt('acme.test')).toEqual([]);
    expect(await zone.mx('acme.test')).toHaveLength(1);
  });

  it('fails lookups of a name as an unreachable server would, until cleared', async () => {
    const zone = createFakeDnsZone([{ name: 'acme.test', type: 'TXT', value: 'x' }]);
    zone.fail('acme.test');
    await expect(zone.txt('acme.test')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    zone.clear();
    expect(await zone.txt('acme.test')).toEqual([]);
  });

  it('serves mailauth long TXT values as 255-character strings, and ENOTFOUND when there is nothing', async () => {
    const long = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    const zone = createFakeDnsZone([{ name: 'lp.acme.test', type: 'TXT', value: long }]);
    const [record] = (await zone.mailauthResolver('lp.acme.test', 'TXT')) as string[][];
    expect(record?.map((chunk) => chunk.length)).toEqual([255, long.length - 255]);
    expect(record?.join('')).toBe(long);
    await expect(zone.mailauthResolver('nothing.acme.test', 'TXT')).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });
});
