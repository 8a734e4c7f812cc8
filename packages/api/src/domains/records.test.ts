import { describe, expect, it } from 'vitest';
import { checkDkim, checkDmarc, checkMx, checkSpf, expectedRecords } from './records.ts';

const KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtest';

describe('SPF', () => {
  it('accepts the mechanisms with qualifiers and others around them', () => {
    expect(checkSpf('acme.com', ['v=spf1 +a +mx include:_spf.google.com -all'], {}).state).toBe('ok');
    expect(
      checkSpf('acme.com', ['v=spf1 include:_spf.leadpath.example ~all'], {
        spfInclude: 'include:_spf.leadpath.example',
      }).state,
    ).toBe('ok');
  });

  it('refuses +all, and merges a missing mechanism into a record without all', () => {
    const open = checkSpf('acme.com', ['v=spf1 a mx +all'], {});
    expect(open).toMatchObject({ state: 'wrong' });
    expect(open.fix).toContain('"+all" lets anyone send mail as acme.com');
    expect(checkSpf('acme.com', ['v=spf1 ip4:192.0.2.1'], {}).fix).toContain(
      'Change it to: v=spf1 ip4:192.0.2.1 a mx ~all',
    );
  });

  it('ignores other TXT records at the domain', () => {
    expect(checkSpf('acme.com', ['google-site-verification=abc'], {}).state).toBe('missing');
  });
});

describe('DKIM', () => {
  it('accepts the key split by spaces (long TXT strings) and tags in any order', () => {
    const split = `k=rsa; v=DKIM1; p=${KEY.slice(0, 20)} ${KEY.slice(20)}`;
    expect(checkDkim('lp._domainkey.acme.com', [split], KEY).state).toBe('ok');
    expect(checkDkim('lp._domainkey.acme.com', [`p=${KEY}`], KEY).state).toBe('ok');
  });

  it('says what is wrong: a key type, no key, two records', () => {
    expect(checkDkim('n', [`v=DKIM1; k=ed25519; p=${KEY}`], KEY).fix).toContain('The key type must be k=rsa');
    expect(checkDkim('n', ['v=DKIM1; k=rsa'], KEY).fix).toContain('The record has no public key (p=)');
    expect(checkDkim('n', [`p=${KEY}`, `p=${KEY}`], KEY).fix).toContain('There are 2 TXT records at n');
  });
});

describe('DMARC', () => {
  it('accepts a stricter policy with a reporting address; refuses a policy that is not one', () => {
    expect(checkDmarc('acme.com', ['v=DMARC1; p=reject; rua=mailto:reports@acme.com']).state).toBe('ok');
    expect(checkDmarc('acme.com', ['v=DMARC1; p=monitor; rua=mailto:d@acme.com']).fix).toContain(
      'The record needs a policy',
    );
    expect(checkDmarc('acme.com', ['hello']).fix).toContain('must start with v=DMARC1');
  });
});

describe('MX', () => {
  it('is OK with any MX when replies go to the user’s provider', () => {
    expect(checkMx('acme.com', [{ exchange: 'smtp.google.com', priority: 1 }], {}).state).toBe('ok');
    expect(checkMx('acme.com', [], { inboundMxHost: 'mx.leadpath.example' }).fix).toContain(
      'pointing to mx.leadpath.example with priority 10',
    );
  });
});

describe('the records', () => {
  it('name the selector, the domain and the key exactly', () => {
    const records = expectedRecords('acme.com', 'lp202611', KEY, {});
    expect(records.map((r) => `${r.type} ${r.name} ${r.value}`)).toEqual([
      'TXT acme.com v=spf1 a mx ~all',
      `TXT lp202611._domainkey.acme.com v=DKIM1; k=rsa; p=${KEY}`,
      'TXT _dmarc.acme.com v=DMARC1; p=none; rua=mailto:dmarc@acme.com',
      'MX acme.com null',
    ]);
  });
});
