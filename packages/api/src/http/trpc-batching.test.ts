import {
  BATCH_TOO_LARGE,
  MAX_BATCH_CALLS,
  UNBATCHED_PROCEDURES,
  unbatchedProcedureInBatch,
} from '@leadpath/core';
import { insertLeads, prospects } from '@leadpath/db';
import type { AnyProcedure } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../root.ts';
import { createTestApp } from '../testing/test-app.ts';

type BatchItem = { result?: unknown; error?: { message: string; data?: { httpStatus?: number } } };

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  await insertLeads(t.db, pro.id, { companies: 3, prospects: 40 }, { now: t.clock.now });
  const cookie = await t.signIn('pro@example.com');
  return { ...t, pro, cookie };
}

/** A GET batch as the web client's batch link sends it. */
function batchUrl(paths: string[], inputOf: (index: number) => unknown = () => undefined): string {
  const input = Object.fromEntries(paths.map((_, index) => [index, inputOf(index)]));
  return `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('tRPC batches', () => {
  it(`answer a batch of up to ${MAX_BATCH_CALLS} calls`, async () => {
    const t = await setup();
    const res = await t.request(
      batchUrl(Array(MAX_BATCH_CALLS).fill('prospects.list'), () => ({ limit: 5 })),
      { cookie: t.cookie },
    );
    expect(res.status).toBe(200);
    const items = (await res.json()) as BatchItem[];
    expect(items).toHaveLength(MAX_BATCH_CALLS);
    expect(items.every((item) => item.result !== undefined)).toBe(true);
  });

  it('refuse a larger batch with 400 and a clear message, before any call runs', async () => {
    const t = await setup();
    const res = await t.request(
      batchUrl(Array(100).fill('prospects.list'), () => ({ q: 'zq', limit: 100 })),
      { cookie: t.cookie },
    );
    expect(res.status).toBe(400);
    const items = (await res.json()) as BatchItem[];
    expect(items[0]?.error?.message).toBe(BATCH_TOO_LARGE);

    // A batch of writes is refused whole: nothing is created.
    const paths = Array(MAX_BATCH_CALLS + 1).fill('prospects.create');
    const input = Object.fromEntries(
      paths.map((_, i) => [i, { firstName: 'Batch', email: `batch-${i}@example.com` }]),
    );
    const writes = await t.request(`/trpc/${paths.join(',')}?batch=1`, {
      method: 'POST',
      cookie: t.cookie,
      json: input,
    });
    expect(writes.status).toBe(400);
    const created = await t.db.select().from(prospects).where(eq(prospects.firstName, 'Batch')).all();
    expect(created).toEqual([]);
  });

  it('refuse a batch that holds a procedure anyone may call, signed in or not', async () => {
    const t = await setup();
    const slots = { handle: 'nobody', from: '2026-11-24', to: '2026-11-25' };
    for (const cookie of [undefined, t.cookie]) {
      const res = await t.request(
        batchUrl(['booking.slots', 'booking.slots'], () => slots),
        cookie ? { cookie } : {},
      );
      expect(res.status).toBe(400);
      const items = (await res.json()) as BatchItem[];
      expect(items.map((item) => item.error?.message)).toEqual([
        unbatchedProcedureInBatch('booking.slots'),
        unbatchedProcedureInBatch('booking.slots'),
      ]);
    }
    const mixed = await t.request(batchUrl(['user.fetch', 'config.public']), { cookie: t.cookie });
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as BatchItem[])[0]?.error?.message).toBe(
      unbatchedProcedureInBatch('config.public'),
    );

    // Alone (a batch of one, or no batch at all) it is answered.
    expect((await t.request(batchUrl(['config.public']))).status).toBe(200);
    expect((await t.request('/trpc/config.public')).status).toBe(200);
  });

  it('the web client sends every procedure anyone may call unbatched', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const publicPaths = Object.entries(procedures)
      .filter(([, procedure]) => (procedure._def as { meta?: { public?: boolean } }).meta?.public)
      .map(([path]) => path);
    expect(publicPaths.length).toBeGreaterThan(0);
    expect(publicPaths.filter((path) => !UNBATCHED_PROCEDURES.includes(path))).toEqual([]);
  });
});
