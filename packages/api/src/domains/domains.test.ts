import { createPublicKey } from 'node:crypto';
import { DOMAIN_INVALID, DOMAIN_REQUIRED } from '@leadpath/core/schemas/domains';
import { demoDnsRecords, jobs, sendingDomains } from '@leadpath/db';
import { createFakeDnsZone, type FakeDnsZone } from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { dkimKeyPurpose, dkimSignerFor } from './dkim-signer.ts';
import { DOMAIN_RECHECK_INTERVAL_MS, DOMAINS_RECHECK_JOB } from './recheck-job.ts';
import { DEMO_ZONE_OFF, DOMAIN_ALREADY_ADDED, DOMAIN_NOT_FOUND } from './router.ts';
import type { SendingDomainView } from './view.ts';

type Record_ = SendingDomainView['records'][number];

/** A Pro user on a test app whose verification reads `zone` (or the demo zone when none). */
async function setup({ zone = createFakeDnsZone() as FakeDnsZone | null } = {}) {
  const t = createTestApp();
  if (zone) t.deps.services.dnsResolver = zone;
  const user = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const call = async <T>(method: string, path: string, json?: unknown, as = cookie) => {
    const res = await t.request(`/api${path}`, { method, cookie: as, json });
    const text = await res.text();
    return { status: res.status, text, json: (text ? JSON.parse(text) : null) as T };
  };
  const add = async (domain = 'acme.test') => {
    const res = await call<SendingDomainView>('POST', '/domains', { domain });
    expect(res.status, res.text).toBe(200);
    return res.json;
  };
  const verify = async (id: string) => {
    const res = await call<SendingDomainView>('POST', `/domains/${id}/verify`);
    expect(res.status, res.text).toBe(200);
    return res.json;
  };
  const runJobs = () =>
    runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  return { t, user, cookie, call, add, verify, runJobs, zone };
}

const record = (domain: SendingDomainView, kind: Record_['kind']) => {
  const found = domain.records.find((r) => r.kind === kind);
  if (!found) throw new Error(`no ${kind} record`);
  return found;
};

/** Publishes every record the page shows into the zone, as the user would at their DNS provider. */
function publishAll(zone: FakeDnsZone, domain: SendingDomainView, mx = 'mx.provider.test') {
  for (const r of domain.records) {
    if (r.type === 'TXT') zone.add({ name: r.name, type: 'TXT', value: r.value ?? '' });
    else zone.add({ name: r.name, type: 'MX', exchange: r.value ?? mx, priority: r.priority ?? 10 });
  }
}

describe('POST /api/domains', () => {
  it('generates a 2048-bit RSA DKIM key and shows the four exact records, never the private key', async () => {
    const { add, t, call } = await setup();
    const domain = await add('Acme.TEST.');
    expect(domain.domain).toBe('acme.test');
    // The test clock is 23 November 2026: the selector the app chose is lp202611.
    expect(domain.dkimSelector).toBe('lp202611');
    expect(domain.status).toBe('unchecked');
    const dkim = record(domain, 'dkim');
    const publicKey = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(dkim.value ?? '')?.[1] ?? '';
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(
      domain.records.map(({ kind, type, name, host, value, priority, required, state }) => ({
        kind,
        type,
        name,
        host,
        value,
        priority,
        required,
        state,
      })),
    ).toEqual([
      {
        kind: 'spf',
        type: 'TXT',
        name: 'acme.test',
        host: '@',
        value: 'v=spf1 a mx ~all',
        priority: null,
        required: true,
        state: 'unchecked',
      },
      {
        kind: 'dkim',
        type: 'TXT',
        name: 'lp202611._domainkey.acme.test',
        host: 'lp202611._domainkey',
        value: `v=DKIM1; k=rsa; p=${publicKey}`,
        priority: null,
        required: true,
        state: 'unchecked',
      },
      {
        kind: 'dmarc',
        type: 'TXT',
        name: '_dmarc.acme.test',
        host: '_dmarc',
        value: 'v=DMARC1; p=none; rua=mailto:dmarc@acme.test',
        priority: null,
        required: true,
        state: 'unchecked',
      },
      {
        kind: 'mx',
        type: 'MX',
        name: 'acme.test',
        host: '@',
        value: null,
        priority: 10,
        required: false,
        state: 'unchecked',
      },
    ]);

    // Sealed at rest, bound to its row; never in any answer.
    const row = await t.db.select().from(sendingDomains).where(eq(sendingDomains.id, domain.id)).get();
    expect(row?.dkimPrivateKeySealed).not.toContain('PRIVATE KEY');
    const pem = t.deps.secrets.open(row?.dkimPrivateKeySealed ?? '', dkimKeyPurpose(domain.id));
    expect(pem).toContain('BEGIN PRIVATE KEY');
    expect(() => t.deps.secrets.open(row?.dkimPrivateKeySealed ?? '', dkimKeyPurpose('another'))).toThrow();
    for (const path of ['/domains', `/domains/${domain.id}`]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('PRIVATE');
      expect(res.text).not.toContain(row?.dkimPrivateKeySealed ?? 'x');
      // No key material other than the public key of the DKIM record (a PKCS#8 key is base64 'MII...').
      expect(res.text.replaceAll(publicKey, '')).not.toContain('MII');
    }
  });

  it('uses SPF_INCLUDE and INBOUND_MX_HOST when the server sets them', async () => {
    const { t, add } = await setup();
    t.deps.config.domains = {
      spfInclude: 'include:_spf.leadpath.example',
      inboundMxHost: 'mx.leadpath.example',
    };
    const domain = await add();
    expect(record(domain, 'spf').value).toBe('v=spf1 include:_spf.leadpath.example ~all');
    expect(record(domain, 'mx')).toMatchObject({ value: 'mx.leadpath.example', priority: 10 });
  });

  it('refuses a bad domain with 400 and the reason, and a second add of the same domain with 409; nothing is recorded', async () => {
    const { call, add, t } = await setup();
    for (const [domain, message] of [
      ['', DOMAIN_REQUIRED],
      ['https://acme.test/', DOMAIN_INVALID],
      ['sam@acme.test', DOMAIN_INVALID],
      ['localhost', DOMAIN_INVALID],
      ['-acme.test', DOMAIN_INVALID],
      [`${'a'.repeat(64)}.test`, DOMAIN_INVALID],
    ] as const) {
      const res = await call<{ error: string }>('POST', '/domains', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.text).toContain(message);
    }
    expect(await t.db.select().from(sendingDomains).all()).toHaveLength(0);
    await add('acme.test');
    const again = await call<{ error: string }>('POST', '/domains', { domain: 'ACME.test' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(DOMAIN_ALREADY_ADDED);
    expect(await t.db.select().from(sendingDomains).all()).toHaveLength(1);
  });

  it("does not show, verify or delete another user's domain", async () => {
    const { add, t, call } = await setup();
    const domain = await add();
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const other = await t.signIn('other@example.com');
    for (const [method, path] of [
      ['GET', `/domains/${domain.id}`],
      ['POST', `/domains/${domain.id}/verify`],
      ['DELETE', `/domains/${domain.id}`],
    ] as const) {
      const res = await call<{ error: string }>(method, path, undefined, other);
      expect(res.status, path).toBe(404);
      expect(res.json.error).toBe(DOMAIN_NOT_FOUND);
    }
    expect((await call<{ domains: unknown[] }>('GET', '/domains', undefined, other)).json.domains).toEqual(
      [],
    );
  });
});

describe('POST /api/domains/{id}/verify against a zone', () => {
  it('says missing with what to publish, then ok once published: the domain is verified and its key signs', async () => {
    const { add, verify, zone, t, user } = await setup();
    const domain = await add();
    const before = await verify(domain.id);
    expect(before.status).toBe('not_verified');
    expect(before.records.map((r) => r.state)).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect(record(before, 'spf').fix).toBe(
      'Publish a TXT record at acme.test (host @) with the value: v=spf1 a mx ~all',
    );
    expect(record(before, 'dkim').fix).toBe(
      `Publish a TXT record at lp202611._domainkey.acme.test with the value: ${record(domain, 'dkim').value}`,
    );
    expect(record(before, 'dmarc').fix).toBe(
      'Publish a TXT record at _dmarc.acme.test with the value: v=DMARC1; p=none; rua=mailto:dmarc@acme.test',
    );
    expect(record(before, 'mx').fix).toContain('Publish the MX records your mailbox provider gives you');
    expect(await dkimSignerFor(t.db, t.deps.secrets, user.id, 'sam@acme.test')).toBeNull();

    publishAll(zone as FakeDnsZone, domain);
    t.clock.now += 60_000;
    const after = await verify(domain.id);
    expect(after.records.map((r) => [r.kind, r.state, r.fix])).toEqual([
      ['spf', 'ok', null],
      ['dkim', 'ok', null],
      ['dmarc', 'ok', null],
      ['mx', 'ok', null],
    ]);
    expect(after.status).toBe('verified');
    expect(after.verifiedAt).toBe(new Date(t.clock.now).toISOString());
    expect(after.lastCheckedAt).toBe(new Date(t.clock.now).toISOString());
    expect(record(after, 'dkim').found).toEqual([record(domain, 'dkim').value]);

    const key = await dkimSignerFor(t.db, t.deps.secrets, user.id, 'Sam Seller <Sam@ACME.test>');
    expect(key).toMatchObject({ domainName: 'acme.test', keySelector: 'lp202611' });
    expect(key?.privateKey).toContain('BEGIN PRIVATE KEY');
    // Only the exact From domain, only its owner.
    expect(await dkimSignerFor(t.db, t.deps.secrets, user.id, 'sam@mail.acme.test')).toBeNull();
    expect(await dkimSignerFor(t.db, t.deps.secrets, 'someone-else', 'sam@acme.test')).toBeNull();
  });

  it('says wrong, with what to fix, for a key that is not the domain’s, two SPF records, a DMARC without reports, an MX elsewhere', async () => {
    const { t, add, verify, zone } = await setup();
    t.deps.config.domains = { inboundMxHost: 'mx.leadpath.example' };
    const domain = await add();
    const z = zone as FakeDnsZone;
    z.add({ name: 'acme.test', type: 'TXT', value: 'v=spf1 include:_spf.google.com ~all' });
    z.add({ name: 'acme.test', type: 'TXT', value: 'v=spf1 a mx ~all' });
    z.add({
      name: 'lp202611._domainkey.acme.test',
      type: 'TXT',
      value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAcut',
    });
    z.add({ name: '_dmarc.acme.test', type: 'TXT', value: 'v=DMARC1; p=none' });
    z.add({ name: 'acme.test', type: 'MX', exchange: 'smtp.google.com', priority: 1 });
    const checked = await verify(domain.id);
    expect(checked.status).toBe('not_verified');
    expect(checked.records.map((r) => r.state)).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(record(checked, 'spf').fix).toContain('There are 2 SPF records at acme.test');
    expect(record(checked, 'dkim').fix).toContain("The public key (p=) is not this domain's key");
    expect(record(checked, 'dkim').fix).toContain(record(domain, 'dkim').value ?? 'x');
    expect(record(checked, 'dmarc').fix).toContain('Add rua=mailto:dmarc@acme.test');
    expect(record(checked, 'mx').fix).toContain(
      'Replies to acme.test go to smtp.google.com, not to mx.leadpath.example',
    );
    expect(record(checked, 'mx').found).toEqual(['1 smtp.google.com']);

    // An SPF record without the mechanism: the fix is the merged record.
    z.remove('acme.test', 'TXT');
    z.add({ name: 'acme.test', type: 'TXT', value: 'v=spf1 include:_spf.google.com -all' });
    const spf = record(await verify(domain.id), 'spf');
    expect(spf.state).toBe('wrong');
    expect(spf.fix).toContain('Change it to: v=spf1 include:_spf.google.com a mx -all');
  });

  it('a record that breaks later unverifies the domain (its mail goes out unsigned); a lookup that gets no answer keeps the last result', async () => {
    const { t, add, verify, zone, user } = await setup();
    const domain = await add();
    const z = zone as FakeDnsZone;
    publishAll(z, domain);
    const verifiedAt = (await verify(domain.id)).verifiedAt;
    expect(verifiedAt).not.toBeNull();

    z.fail('lp202611._domainkey.acme.test');
    t.clock.now += 3_600_000;
    const outage = await verify(domain.id);
    expect(outage.status).toBe('verified');
    expect(outage.verifiedAt).toBe(verifiedAt);
    expect(record(outage, 'dkim')).toMatchObject({ state: 'ok' });
    expect(record(outage, 'dkim').fix).toContain(
      'Could not look up lp202611._domainkey.acme.test (ETIMEOUT)',
    );

    z.clear();
    publishAll(z, domain);
    z.remove('lp202611._domainkey.acme.test');
    const broken = await verify(domain.id);
    expect(broken.status).toBe('not_verified');
    expect(broken.verifiedAt).toBeNull();
    expect(record(broken, 'dkim').state).toBe('missing');
    expect(await dkimSignerFor(t.db, t.deps.secrets, user.id, 'sam@acme.test')).toBeNull();
  });
});

describe('the daily recheck (domains.recheck job)', () => {
  it('checks each domain again a day after it was added, and every day after', async () => {
    const { t, add, zone, runJobs } = await setup();
    const domain = await add();
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, DOMAINS_RECHECK_JOB)).all();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBe(t.clock.now + DOMAIN_RECHECK_INTERVAL_MS);

    publishAll(zone as FakeDnsZone, domain);
    t.clock.now += DOMAIN_RECHECK_INTERVAL_MS - 1;
    await runJobs();
    expect((await t.db.select().from(sendingDomains).get())?.lastCheckedAt).toBeNull();
    t.clock.now += 1;
    await runJobs();
    const row = await t.db.select().from(sendingDomains).get();
    expect(row?.lastCheckedAt?.getTime()).toBe(t.clock.now);
    expect(row?.verifiedAt?.getTime()).toBe(t.clock.now);

    (zone as FakeDnsZone).remove('_dmarc.acme.test');
    t.clock.now += DOMAIN_RECHECK_INTERVAL_MS;
    await runJobs();
    const next = await t.db.select().from(sendingDomains).get();
    expect(next?.verifiedAt).toBeNull();
    expect(next?.recordChecks.dmarc?.state).toBe('missing');
    const all = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, DOMAINS_RECHECK_JOB))
      .orderBy(jobs.runAt)
      .all();
    expect(all.map((job) => job.status)).toEqual(['done', 'done', 'queued']);
  });

  it('keeps one check a day however often the user verifies, and a check that failed for good is restarted by Verify now', async () => {
    const { t, add, verify } = await setup();
    const domain = await add();
    await verify(domain.id);
    await verify(domain.id);
    const queued = () => t.db.select().from(jobs).where(eq(jobs.kind, DOMAINS_RECHECK_JOB)).all();
    expect(await queued()).toHaveLength(1);
    await t.db.update(jobs).set({ status: 'dead' }).where(eq(jobs.kind, DOMAINS_RECHECK_JOB)).run();
    t.clock.now += DOMAIN_RECHECK_INTERVAL_MS;
    await verify(domain.id);
    expect((await queued()).map((job) => [job.status, job.runAt.getTime()])).toEqual([
      ['dead', t.clock.now],
      ['queued', t.clock.now + DOMAIN_RECHECK_INTERVAL_MS],
    ]);
  });

  it('ends with a deleted domain', async () => {
    const { t, add, call, runJobs } = await setup();
    const domain = await add();
    expect((await call('DELETE', `/domains/${domain.id}`)).status).toBe(200);
    expect((await call('GET', `/domains/${domain.id}`)).status).toBe(404);
    t.clock.now += DOMAIN_RECHECK_INTERVAL_MS;
    await runJobs();
    const all = await t.db.select().from(jobs).where(eq(jobs.kind, DOMAINS_RECHECK_JOB)).all();
    expect(all.map((job) => job.status)).toEqual(['done']);
  });
});

describe('the demo zone (no resolver configured: DNS_RESOLVER=demo)', () => {
  it('says so, publishes the records for the user, verifies ok; a wrong record set there shows what to fix', async () => {
    const { call, add, verify, t, user } = await setup({ zone: null });
    const list = await call<{ resolver: string }>('GET', '/domains');
    expect(list.json.resolver).toBe('demo');
    const domain = await add();
    expect((await verify(domain.id)).records.map((r) => r.state)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
    ]);

    const published = await call<SendingDomainView>('POST', `/domains/${domain.id}/demo-records`, {});
    expect(published.status, published.text).toBe(200);
    const checked = await verify(domain.id);
    expect(checked.records.map((r) => r.state)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(checked.status).toBe('verified');
    expect(
      await t.db.select().from(demoDnsRecords).where(eq(demoDnsRecords.ownerId, user.id)).all(),
    ).toHaveLength(4);

    const set = await call('PUT', `/domains/${domain.id}/demo-records`, {
      kind: 'dkim',
      value: 'v=DKIM1; k=rsa; p=',
    });
    expect(set.status, set.text).toBe(200);
    const wrong = await verify(domain.id);
    expect(record(wrong, 'dkim').state).toBe('wrong');
    expect(record(wrong, 'dkim').fix).toContain('The public key (p=) is empty, which revokes the key');
    expect(wrong.status).toBe('not_verified');

    // Another user's demo zone is theirs: the same domain there is missing.
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const other = await t.signIn('other@example.com');
    const theirs = await call<SendingDomainView>('POST', '/domains', { domain: 'acme.test' }, other);
    const theirCheck = await call<SendingDomainView>(
      'POST',
      `/domains/${theirs.json.id}/verify`,
      undefined,
      other,
    );
    expect(theirCheck.json.records.map((r) => r.state)).toEqual(['missing', 'missing', 'missing', 'missing']);
  });

  it('refuses to publish in the demo zone when the server uses real DNS', async () => {
    const { call, add } = await setup();
    const domain = await add();
    expect((await call<{ resolver: string }>('GET', '/domains')).json.resolver).toBe('system');
    const res = await call<{ error: string }>('POST', `/domains/${domain.id}/demo-records`, {});
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(DEMO_ZONE_OFF);
  });
});
