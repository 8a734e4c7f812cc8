import { chatMessages, chats, seedChatsFor } from '@leadpath/db';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'chat@example.com', name: 'Chad Chatter', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', name: 'Olga Other', role: 'Pro' });
  await seedChatsFor(t.db, user.id, t.clock.now);
  const otherChat = 'c0ffee00-0000-4000-8000-000000000000';
  await t.db
    .insert(chats)
    .values({
      id: otherChat,
      ownerId: other.id,
      list: 'Favourite',
      title: 'Secret of Olga',
      createdAt: new Date(t.clock.now),
    })
    .run();
  await t.db
    .insert(chatMessages)
    .values({
      id: 'm-olga',
      chatId: otherChat,
      sender: 'user',
      body: 'olga-only text',
      sentAt: new Date(t.clock.now),
    })
    .run();
  const cookie = await t.signIn('chat@example.com');
  return { ...t, user, cookie };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const download = (t: Setup, json: unknown, cookie: string = t.cookie) =>
  t.request('/api/chat-export/download', { method: 'POST', cookie, json });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('chat export download', () => {
  it('PDF: a real PDF of the chosen lists only, as an attachment', async () => {
    const t = await setup();
    const res = await download(t, { lists: ['Favourite', 'Archived'], format: 'PDF' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="leadpath-chats-2026-11-23.pdf"',
    );
    const bytes = await bytesOf(res);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Chat export for Chad Chatter');
  });

  it('DOC: a .docx holding the chats of the lists, never another user’s', async () => {
    const t = await setup();
    const res = await download(t, { lists: ['Favourite', 'Your Sales Agent'], format: 'DOC' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.docx"');
    const bytes = await bytesOf(res);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
    expect(xml).toContain('Objection handling: price');
    expect(xml).toContain('Prospects in logistics');
    expect(xml).not.toContain('Q3 territory plan');
    expect(xml).not.toContain('olga-only text');
  });

  it('JPG: a JPEG image', async () => {
    const t = await setup();
    const res = await download(t, { lists: ['Deleted'], format: 'JPG' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = await bytesOf(res);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1000);
  });

  it('GET takes the same input from the query string', async () => {
    const t = await setup();
    const res = await t.request('/api/chat-export/download?lists=Archived&lists=Deleted&format=PDF', {
      cookie: t.cookie,
    });
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses an empty selection and an unknown format with 400', async () => {
    const t = await setup();
    const cases: [unknown, string][] = [
      [{ lists: [], format: 'PDF' }, 'Select at least one chat list'],
      [{ format: 'PDF' }, 'Select at least one chat list'],
      [{ lists: ['Spam'], format: 'PDF' }, 'Select at least one chat list'],
      [{ lists: ['Favourite'], format: 'PNG' }, 'Choose PDF, DOC or JPG'],
    ];
    for (const [json, message] of cases) {
      const res = await download(t, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    const get = await t.request('/api/chat-export/download?format=PDF', { cookie: t.cookie });
    expect(get.status).toBe(400);
    expect((await get.json()).error).toBe('Select at least one chat list');
  });

  it('answers 401 without a session and 403 cross-site', async () => {
    const t = await setup();
    const res = await download(t, { lists: ['Favourite'], format: 'PDF' }, '');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please login' });
    const crossSite = await t.request('/api/chat-export/download', {
      method: 'POST',
      cookie: t.cookie,
      headers: { origin: 'https://evil.example' },
      json: { lists: ['Favourite'], format: 'PDF' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('GET /api/chat-export/lists counts the chats in each list', async () => {
    const t = await setup();
    const res = await t.request('/api/chat-export/lists', { cookie: t.cookie });
    expect(await res.json()).toEqual({
      lists: [
        { list: 'Your Sales Agent', chats: 2 },
        { list: 'Favourite', chats: 1 },
        { list: 'Archived', chats: 1 },
        { list: 'Deleted', chats: 1 },
      ],
    });
  });

  it('is described in the OpenAPI document', async () => {
    const t = await setup();
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.paths['/api/chat-export/download'].post.summary).toContain('PDF');
  });
});
