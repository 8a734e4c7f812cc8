import { enrichmentRuns, enrichmentValues, prospects } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { planChunk, writeChunk } from './enrich-chunk.ts';
import { ENRICH_CHUNK, enrichRunJobHandler, startEnrichmentRun } from './enrichment-run.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'bulk@example.com', role: 'Pro' });
  const cookie = await t.signIn('bulk@example.com');
  const add = async (json: Record<string, unknown>) => {
    const res = await t.request('/api/prospects', { method: 'POST', cookie, json });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const rows = (ids: string[]) => t.db.select().from(prospects).where(inArray(prospects.id, ids)).all();
  return { t, user, cookie, add, rows };
}

/** A job context; with `stopAfterFirstChunk` its signal aborts once a chunk took the time (a runner giving up). */
function jobOf(runId: string, now: () => number, stopAfterFirstChunk = false) {
  const controller = new AbortController();
  return {
    context: {
      jobId: 'job',
      kind: 'enrichment.run',
      payload: { runId },
      attempt: 1,
      idempotencyKey: `enrichment-run:${runId}`,
      now: () => {
        if (stopAfterFirstChunk) controller.abort();
        return now();
      },
      signal: controller.signal,
    },
  };
}

describe('bulk enrichment in chunks', { timeout: 60_000 }, () => {
  it('a run stopped mid-way resumes after its last written chunk and writes nothing twice', async () => {
    const { t, user, add, rows } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await add({ firstName: `P${i}`, phone: '+33 6 12 34 56 78' }));
    const { runId } = await startEnrichmentRun(t.db, user.id, { ids, overwrite: [] }, t.clock.now);
    const runRow = () => t.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, runId)).get();
    // The first chunk is written, then the runner gives up.
    const first = jobOf(runId, () => t.clock.now, true);
    await expect(enrichRunJobHandler(t.deps)(first.context)).rejects.toThrow(/resumes from its last chunk/);
    expect(await runRow()).toMatchObject({ done: ENRICH_CHUNK, status: 'running' });
    const afterFirst = await rows(ids);
    expect(afterFirst.filter((row) => row.timeZone === 'Europe/Paris')).toHaveLength(ENRICH_CHUNK);

    t.clock.now += 60_000;
    await enrichRunJobHandler(t.deps)(jobOf(runId, () => t.clock.now).context);
    expect(await runRow()).toMatchObject({ done: 60, status: 'done' });
    const afterAll = await rows(ids);
    expect(afterAll.every((row) => row.timeZone === 'Europe/Paris')).toBe(true);
    // The first chunk's were not written again: their change time is the first pass's.
    const firstPass = new Map(afterFirst.map((row) => [row.id, row.updatedAt.getTime()]));
    const rewritten = afterAll.filter((row) => row.updatedAt.getTime() !== firstPass.get(row.id));
    expect(rewritten).toHaveLength(60 - ENRICH_CHUNK);
    // One value per prospect, field and source, applied once.
    const zones = await t.db
      .select()
      .from(enrichmentValues)
      .where(and(eq(enrichmentValues.field, 'timeZone'), inArray(enrichmentValues.prospectId, ids)))
      .all();
    expect(zones).toHaveLength(60);
    expect(zones.every((value) => value.status === 'applied')).toBe(true);
  });

  it('keeps a field a person filled between the rules and the write', async () => {
    const { t, user, cookie, add, rows } = await setup();
    const id = await add({ firstName: 'Jane', phone: '+44 20 7946 0958' });
    const planned = await planChunk(t.db, user.id, [id], []);
    const typed = await t.request(`/api/prospects/${id}`, {
      method: 'PATCH',
      cookie,
      json: { timeZone: 'America/New_York' },
    });
    expect(typed.status).toBe(200);
    await writeChunk(t.db, user.id, planned, { overwrite: [], now: t.clock.now });
    const [row] = await rows([id]);
    expect(row?.timeZone).toBe('America/New_York');
    const values = await t.db
      .select()
      .from(enrichmentValues)
      .where(eq(enrichmentValues.prospectId, id))
      .all();
    expect(values.find((value) => value.field === 'phoneCountry')?.value).toBe('GB');
  });

  it('gives a LinkedIn URL to one prospect only when two of a chunk normalise to it', async () => {
    const { t, user, add, rows } = await setup();
    const a = await add({ firstName: 'A', linkedinUrl: 'https://fr.linkedin.com/in/same/?trk=1' });
    const b = await add({ firstName: 'B', linkedinUrl: 'https://de.linkedin.com/in/same?x=2' });
    await writeChunk(t.db, user.id, await planChunk(t.db, user.id, [a, b], ['linkedinUrl']), {
      overwrite: ['linkedinUrl'],
      now: t.clock.now,
    });
    const urls = (await rows([a, b])).map((row) => row.linkedinUrl);
    expect(urls.filter((url) => url === 'https://www.linkedin.com/in/same')).toHaveLength(1);
    const statuses = (
      await t.db
        .select()
        .from(enrichmentValues)
        .where(and(eq(enrichmentValues.field, 'linkedinUrl'), inArray(enrichmentValues.prospectId, [a, b])))
        .all()
    ).map((value) => value.status);
    expect(statuses.sort()).toEqual(['applied', 'found']);
  });

  it("skips another owner's prospects", async () => {
    const { t, add, rows } = await setup();
    const id = await add({ firstName: 'Jane', phone: '+33 6 12 34 56 78' });
    const other = await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const result = await writeChunk(t.db, other.id, await planChunk(t.db, other.id, [id], []), {
      overwrite: [],
      now: t.clock.now,
    });
    expect(result).toEqual({ enriched: 0, applied: 0 });
    expect((await rows([id]))[0]?.timeZone).toBeNull();
  });
});
