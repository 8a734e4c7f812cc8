import { sessions } from '@leadpath/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, enableApiAccess, userWithKey } from '../testing/api-keys.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { isSameOrigin } from './same-origin.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  return { ...t, user, cookie };
}

async function avatarForm() {
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#c82a5a' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(png)], 'avatar.png', { type: 'image/png' }));
  return body;
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The three cookie writes the issue names, each with the given extra headers. */
async function cookieWrites(t: Setup, headers: Record<string, string>) {
  return {
    upload: await t.request('/api/imageUploader', {
      method: 'POST',
      cookie: t.cookie,
      headers,
      body: await avatarForm(),
    }),
    chatExport: await t.request('/api/chat-export/download', {
      method: 'POST',
      cookie: t.cookie,
      headers,
      json: { lists: ['Favourite'], format: 'PDF' },
    }),
    logout: await t.request('/api/auth/logout', { method: 'POST', cookie: t.cookie, headers }),
  };
}

describe('a request with an Authorization header is never authenticated by its cookie', () => {
  it('Bearer junk plus a valid cookie: 401 on upload, chat export and logout, and the session lives on', async () => {
    const t = await setup();
    for (const origin of [TEST_ORIGIN, 'https://evil.example']) {
      const { upload, chatExport, logout } = await cookieWrites(t, {
        authorization: 'Bearer junk',
        origin,
      });
      for (const res of [upload, chatExport, logout]) {
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: 'Invalid API key' });
      }
    }
    expect(await t.db.select().from(sessions).all()).toHaveLength(1);
    expect((await t.request('/api/user-fetch', { cookie: t.cookie })).status).toBe(200);
  });

  it('any other Authorization scheme plus a valid cookie: treated as signed out', async () => {
    const t = await setup();
    for (const authorization of ['Basic cGF0OnB3', 'Token junk', 'bearerjunk']) {
      const { upload, chatExport, logout } = await cookieWrites(t, { authorization });
      expect(upload.status).toBe(401);
      expect(await upload.json()).toEqual({ error: 'Please login' });
      expect(chatExport.status).toBe(401);
      // Signing out without a session has nothing to end: the cookie's session survives.
      expect(logout.status).toBe(200);
    }
    expect(await t.db.select().from(sessions).all()).toHaveLength(1);
    const read = await t.request('/api/user-fetch', {
      cookie: t.cookie,
      headers: { authorization: 'Basic x' },
    });
    expect(read.status).toBe(401);
  });

  it('a cross-site write with a non-key Authorization header is refused as cross-site', async () => {
    const t = await setup();
    const res = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie: t.cookie,
      headers: { authorization: 'Basic cGF0OnB3', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('a verified key still writes from another origin its owner allowed, and with no Origin at all', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const allowed = 'https://app.customer.example';
    const { key, cookie } = await userWithKey(t, 'pro@example.com', { permissions: ['leads:write'] });
    await enableApiAccess(t, cookie, { allowedOrigins: [allowed] });
    const crossOrigin = await t.request('/api/companies', {
      method: 'POST',
      headers: { ...bearer(key), origin: allowed },
      json: { name: 'Acme' },
    });
    expect(crossOrigin.status).toBe(200);
    const script = await t.app.request(`${TEST_ORIGIN}/api/companies`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Globex' }),
    });
    expect(script.status).toBe(200);
  });
});

describe('cookie writes without Origin or Sec-Fetch-Site', () => {
  it('are refused with a message that says what to send', async () => {
    const t = await setup();
    for (const path of ['/api/auth/logout', '/trpc/auth.logout']) {
      const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
        method: 'POST',
        headers: { cookie: t.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(
        'Cross-site request refused: send an Origin header, or use an API key',
      );
    }
    expect((await t.request('/api/user-fetch', { cookie: t.cookie })).status).toBe(200);
  });

  it('reads are not affected', async () => {
    const t = await setup();
    const res = await t.app.request(`${TEST_ORIGIN}/api/user-fetch`, { headers: { cookie: t.cookie } });
    expect(res.status).toBe(200);
  });
});

describe('an Origin compared with the Host header without parsing it (ADR 094)', () => {
  it('agrees with the URL parse on hosts it rewrites or refuses', () => {
    const hosts = [
      'localhost',
      'localhost:3000',
      'LOCALHOST',
      'a.b-c.example.com:8443',
      'localhost:80',
      'localhost:443',
    ];
    hosts.push('127.0.0.1:4720', '0x7f.1', '1.2.3', '256.1.1.1', '01.2.3.4', 'xn--nxasmq6b.com', 'host:080');
    hosts.push('host:65536', '[::1]:3000', 'a..b', 'café.com', '1a.com', 'com.1');
    for (const host of hosts)
      for (const origin of [`http://${host}`, `https://${host}`, `http://${host.toLowerCase()}`]) {
        const parsed = (() => {
          try {
            return new URL(origin).host === host;
          } catch {
            return false;
          }
        })();
        const headers = { get: (name: string) => ({ origin, host })[name] };
        expect(isSameOrigin(headers, 'http://unused/'), `${origin} from ${host}`).toBe(parsed);
      }
  });
});
