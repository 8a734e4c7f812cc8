import { suppressedAddresses } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { listUnsubscribeHeaders, openUnsubscribeToken, unsubscribeTokenFor } from './token.ts';

async function setup() {
  const t = createTestApp({ publicUrl: 'https://app.example.com' });
  const owner = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const token = unsubscribeTokenFor(t.deps.secrets, { ownerId: owner.id, email: 'Pat@Acme.test' });
  return { t, owner, token };
}

const onePost = { 'content-type': 'application/x-www-form-urlencoded' };

describe('one-click unsubscribe (RFC 8058)', () => {
  it('names the sender and the address in an opaque token that a change breaks', async () => {
    const { t, owner, token } = await setup();
    expect(token).not.toContain('acme');
    expect(openUnsubscribeToken(t.deps.secrets, token)).toEqual({
      ownerId: owner.id,
      email: 'pat@acme.test',
    });
    // The character replaced is the one tested: with the last tested instead, 1 token in 64 kept its own.
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.slice(-1)}`;
    expect(flipped).not.toBe(token);
    expect(openUnsubscribeToken(t.deps.secrets, flipped)).toBeNull();
    expect(openUnsubscribeToken(t.deps.secrets, 'nonsense')).toBeNull();
    const headers = listUnsubscribeHeaders(
      t.deps.secrets,
      'https://app.example.com/',
      { ownerId: owner.id, email: 'pat@acme.test' },
      'sam@northwind.test',
    );
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/app\.example\.com\/api\/unsubscribe\/[A-Za-z0-9_.-]+>, <mailto:sam@northwind\.test\?subject=unsubscribe>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('GET shows a page with one button and changes nothing (link scanners follow links)', async () => {
    const { t, token } = await setup();
    const res = await t.app.request(`/api/unsubscribe/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Stop emails from Sam Sender to pat@acme.test?');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await t.db.select().from(suppressedAddresses).all()).toEqual([]);
  });

  it('POST without cookie or Origin (a mail provider) suppresses the address once; again changes nothing', async () => {
    const { t, owner, token } = await setup();
    const first = await t.app.request(`/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: onePost,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('pat@acme.test will get no more emails from Sam Sender.');
    const rows = await t.db.select().from(suppressedAddresses).all();
    expect(rows).toMatchObject([{ ownerId: owner.id, email: 'pat@acme.test', reason: 'unsubscribed' }]);
    t.clock.now += 60_000;
    const again = await t.app.request(`/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: onePost,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(await t.db.select().from(suppressedAddresses).all()).toEqual(rows);
    // The page now says so.
    expect(await (await t.app.request(`/api/unsubscribe/${token}`)).text()).toContain('You are unsubscribed');
  });

  it('answers 404 with a page for a token that does not open, and 405 for other methods', async () => {
    const { t, token } = await setup();
    const bad = await t.app.request('/api/unsubscribe/v1.abc.def.ghi', {
      method: 'POST',
      headers: onePost,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('This unsubscribe link is not valid');
    expect(await t.db.select().from(suppressedAddresses).all()).toEqual([]);
    const put = await t.app.request(`/api/unsubscribe/${token}`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});
