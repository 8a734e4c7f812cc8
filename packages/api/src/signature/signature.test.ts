import { outboxMessages } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'sig@example.com', name: 'Sia', role: 'Pro' });
  await t.createUser({ email: 'other@example.com', role: 'Pro' });
  const cookie = await t.signIn('sig@example.com');
  return { ...t, user, cookie };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const edit = (t: Setup, json: unknown, cookie = t.cookie) =>
  t.request('/api/signature/edit-signature', { method: 'PATCH', cookie, json });
const logo = 'https://cdn.example.com/logo.png';

describe('GET /api/signature/get-signature', () => {
  it('answers 401 without a session', async () => {
    const t = await setup();
    const res = await t.request('/api/signature/get-signature');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please login' });
  });

  it('is empty before the first save', async () => {
    const t = await setup();
    const res = await t.request('/api/signature/get-signature', { cookie: t.cookie });
    expect(await res.json()).toEqual({ emailSignatureImage: '', emailSignatureText: '' });
  });
});

describe('PATCH /api/signature/edit-signature', () => {
  it('saves the logo URL and text, for this user only', async () => {
    const t = await setup();
    const res = await edit(t, { emailSignatureImage: logo, emailSignatureText: 'Sia\nHead of Sales' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      emailSignatureImage: logo,
      emailSignatureText: 'Sia\nHead of Sales',
      message: 'Signature saved',
    });
    expect(await (await t.request('/api/signature/get-signature', { cookie: t.cookie })).json()).toEqual({
      emailSignatureImage: logo,
      emailSignatureText: 'Sia\nHead of Sales',
    });
    await edit(t, { emailSignatureImage: 'http://example.com/2.png', emailSignatureText: '' });
    expect(
      (await (await t.request('/api/signature/get-signature', { cookie: t.cookie })).json())
        .emailSignatureImage,
    ).toBe('http://example.com/2.png');
    const other = await t.request('/api/signature/get-signature', {
      cookie: await t.signIn('other@example.com'),
    });
    expect(await other.json()).toEqual({ emailSignatureImage: '', emailSignatureText: '' });
  });

  it('requires the logo URL and an http(s) URL', async () => {
    const t = await setup();
    const cases: [unknown, string][] = [
      [{ emailSignatureText: 'x' }, 'Logo URL is required'],
      [{ emailSignatureImage: '  ', emailSignatureText: 'x' }, 'Logo URL is required'],
      [{ emailSignatureImage: 'javascript:alert(1)' }, 'Logo URL must be an http(s) URL'],
      [{ emailSignatureImage: 'ftp://example.com/logo.png' }, 'Logo URL must be an http(s) URL'],
      [{ emailSignatureImage: '/logo.png' }, 'Logo URL must be an http(s) URL'],
    ];
    for (const [json, message] of cases) {
      const res = await edit(t, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });

  it('allows 800 characters of text and refuses 801', async () => {
    const t = await setup();
    expect((await edit(t, { emailSignatureImage: logo, emailSignatureText: 'a'.repeat(800) })).status).toBe(
      200,
    );
    const res = await edit(t, { emailSignatureImage: logo, emailSignatureText: 'a'.repeat(801) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Signature text must be at most 800 characters' });
    expect(
      (await (await t.request('/api/signature/get-signature', { cookie: t.cookie })).json())
        .emailSignatureText,
    ).toHaveLength(800);
  });

  it('answers 401 without a session', async () => {
    const t = await setup();
    const res = await t.request('/api/signature/edit-signature', {
      method: 'PATCH',
      json: { emailSignatureImage: logo },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/email/createTestSignatureDraft', () => {
  const draft = (t: Setup, json: unknown, cookie = t.cookie) =>
    t.request('/api/email/createTestSignatureDraft', { method: 'POST', cookie, json });

  it('saves a draft holding the signature in the outbox of the user', async () => {
    const t = await setup();
    await edit(t, { emailSignatureImage: logo, emailSignatureText: 'Sia <Sales>' });
    const res = await draft(t, { to: 'Client@Example.com', subject: 'Signature test' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Test draft saved for client@example.com');
    const [row] = await t.db.select().from(outboxMessages).all();
    expect(row).toMatchObject({
      id: body.draftId,
      ownerId: t.user.id,
      kind: 'draft',
      from: 'sig@example.com',
      to: ['client@example.com'],
      subject: 'Signature test',
    });
    expect(row!.text).toContain('Sia <Sales>');
    expect(row!.text).toContain(logo);
    expect(row!.html).toContain('Sia &#60;Sales&#62;');
    expect(row!.html).toContain(`<img src="${logo}"`);
    const listed = await (await t.request('/api/mailboxes/outbox', { cookie: t.cookie })).json();
    expect(listed.messages.map((m: { id: string; kind: string }) => [m.id, m.kind])).toEqual([
      [body.draftId, 'draft'],
    ]);
  });

  it('validates the recipient and subject, and needs a saved signature', async () => {
    const t = await setup();
    const cases: [unknown, string][] = [
      [{ to: 'nope', subject: 'x' }, 'Please enter a valid email address'],
      [{ to: 'a@example.com', subject: ' ' }, 'Please enter a subject'],
      [{ to: 'a@example.com', subject: 'x' }, 'Save your signature before sending a test draft'],
    ];
    for (const [json, message] of cases) {
      const res = await draft(t, json);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await t.db.select().from(outboxMessages).all()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const t = await setup();
    const res = await t.request('/api/email/createTestSignatureDraft', {
      method: 'POST',
      json: { to: 'a@example.com', subject: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/mailboxes/outbox', () => {
  it('lists only the user’s own mails, newest first', async () => {
    const t = await setup();
    const other = await t.signIn('other@example.com');
    await edit(t, { emailSignatureImage: logo });
    await edit(t, { emailSignatureImage: logo }, other);
    await t.request('/api/email/createTestSignatureDraft', {
      method: 'POST',
      cookie: t.cookie,
      json: { to: 'a@example.com', subject: 'first' },
    });
    t.clock.now += 1000;
    await t.request('/api/email/createTestSignatureDraft', {
      method: 'POST',
      cookie: t.cookie,
      json: { to: 'a@example.com', subject: 'second' },
    });
    await t.request('/api/email/createTestSignatureDraft', {
      method: 'POST',
      cookie: other,
      json: { to: 'a@example.com', subject: 'not yours' },
    });
    const res = await t.request('/api/mailboxes/outbox', { cookie: t.cookie });
    expect((await res.json()).messages.map((m: { subject: string }) => m.subject)).toEqual([
      'second',
      'first',
    ]);
    expect((await t.request('/api/mailboxes/outbox')).status).toBe(401);
  });
});
