import { AVATAR_MISSING, AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from '@leadpath/core/schemas/profile';
import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  return { ...t, user, cookie };
}

function image(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 1000, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

function form(bytes: Uint8Array, name = 'avatar.png', type = 'image/png', field = 'file') {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return body;
}

type TestApp = Awaited<ReturnType<typeof setup>>;
const upload = (t: TestApp, body: FormData, cookie: string = t.cookie, headers?: Record<string, string>) =>
  t.request('/api/imageUploader', { method: 'POST', cookie, body, headers });

describe('POST /api/imageUploader', () => {
  it('stores a PNG re-encoded as an 800x800 WebP and sets it as the user image', async () => {
    const t = await setup();
    const res = await upload(t, form(await image('png')));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(body.user.image).toBe(body.url);
    const fetched = await (await t.request('/api/user-fetch', { cookie: t.cookie })).json();
    expect(fetched.image).toBe(body.url);

    const served = await t.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['gif', 'anim.gif', 'image/gif'],
  ] as const)('accepts a %s', async (format, name, type) => {
    const t = await setup();
    const res = await upload(t, form(await image(format, 300, 300), name, type));
    expect(res.status).toBe(200);
  });

  it('judges by content, not by name: a JPG named .png is accepted, a text file named .png is not', async () => {
    const t = await setup();
    expect((await upload(t, form(await image('jpeg'), 'really-a-jpg.png'))).status).toBe(200);
    const text = new TextEncoder().encode('this is not an image at all');
    const res = await upload(t, form(text, 'notes.png', 'image/png'));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(AVATAR_WRONG_TYPE);
  });

  it('refuses other image formats and a file that only starts like a PNG', async () => {
    const t = await setup();
    const webp = await upload(t, form(await image('webp'), 'a.webp', 'image/webp'));
    expect((await webp.json()).error).toBe(AVATAR_WRONG_TYPE);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    const res = await upload(t, form(fake));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The image could not be read');
    expect((await t.db.select().from(users).where(eq(users.id, t.user.id)).get())?.image).toBeNull();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const t = await setup();
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t, form(big));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(AVATAR_TOO_LARGE);
  });

  it('asks for a file when the field is missing or the body is not multipart', async () => {
    const t = await setup();
    const missing = await upload(t, form(await image('png'), 'a.png', 'image/png', 'other'));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe(AVATAR_MISSING);
    const json = await t.request('/api/imageUploader', { method: 'POST', cookie: t.cookie, json: {} });
    expect((await json.json()).error).toBe(AVATAR_MISSING);
  });

  it('is 401 signed out and 403 cross-site', async () => {
    const t = await setup();
    const signedOut = await upload(t, form(await image('png')), '');
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error).toBe('Please login');
    const crossSite = await upload(t, form(await image('png')), t.cookie, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  it('deletes the previous upload when the avatar is replaced', async () => {
    const t = await setup();
    const first = (await (await upload(t, form(await image('png')))).json()).url;
    const second = (await (await upload(t, form(await image('png')))).json()).url;
    expect(second).not.toBe(first);
    expect((await t.request(first)).status).toBe(404);
    expect((await t.request(second)).status).toBe(200);
  });

  it("sets the impersonated user's avatar when an Admin acts for them", async () => {
    const t = await setup();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Admin' });
    const adminCookie = await t.signIn('ada@example.com');
    const headers = await startImpersonation(t, adminCookie, t.user.email);
    const res = await upload(t, form(await image('png')), adminCookie, headers);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect((await t.db.select().from(users).where(eq(users.id, t.user.id)).get())?.image).toBe(url);
  });

  it('cannot be reached with JSON over /trpc', async () => {
    const t = await setup();
    const res = await t.request('/trpc/profile.uploadAvatar', {
      method: 'POST',
      cookie: t.cookie,
      json: { image: { 0: 137, 1: 80 } },
    });
    expect(res.status).toBe(400);
  });

  it('is described in the OpenAPI document as a multipart upload behind the session cookie', async () => {
    const t = await setup();
    const doc = await (await t.request('/api/openapi.json')).json();
    const op = doc.paths['/api/imageUploader'].post;
    expect(op.security).toEqual([{ sessionCookie: [] }]);
    expect(op.requestBody.content['multipart/form-data'].schema.properties.file).toBeDefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413']));
  });
});

describe('GET /uploads/*', () => {
  it('is 404 for unknown keys and paths that try to leave the uploads folder', async () => {
    const t = await setup();
    const paths = [
      '/uploads/avatars/nope.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/avatars%2F..%2F..%2Fx.webp',
    ];
    for (const path of paths) expect((await t.request(path)).status).toBe(404);
  });
});
