import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../../job-handlers.ts';
import { runDueJobs } from '../../jobs/run-due-jobs.ts';
import { bearer, userWithKey } from '../../testing/api-keys.ts';
import { createTestApp } from '../../testing/test-app.ts';

type Enrichment = { values: { id: string; field: string; value: string; source: string; status: string }[] };

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'enrich@example.com', role: 'Pro' });
  const cookie = await t.signIn('enrich@example.com');
  const add = async (json: Record<string, unknown>) => {
    const res = await t.request('/api/prospects', { method: 'POST', cookie, json });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const row = async (id: string) => await t.db.select().from(prospects).where(eq(prospects.id, id)).get();
  return { t, cookie, add, row };
}

describe('enriching prospects', { timeout: 30_000 }, () => {
  it('keeps every value with its source and fills only the empty fields', async () => {
    const { t, cookie, add, row } = await setup();
    const id = await add({ firstName: 'Jane', email: 'jane@acme-robotics.com', phone: '+33 6 12 34 56 78' });
    const res = await t.request(`/api/prospects/${id}/enrich`, { method: 'POST', cookie, json: {} });
    expect(res.status).toBe(200);
    const { values } = (await res.json()) as Enrichment;
    expect(values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'timeZone', value: 'Europe/Paris', status: 'applied' }),
        expect.objectContaining({ field: 'phone', value: '+33612345678', status: 'found' }),
        expect.objectContaining({
          field: 'companyDomain',
          value: 'acme-robotics.com',
          source: 'Rules (offline): work email',
        }),
      ]),
    );
    // The typed phone stays as the person typed it; the empty time zone was filled.
    expect(await row(id)).toMatchObject({ phone: '+33 6 12 34 56 78', timeZone: 'Europe/Paris' });
  });

  it('overwrites a filled field only when it is ticked', async () => {
    const { t, cookie, add, row } = await setup();
    const id = await add({
      firstName: 'Jane',
      phone: '(415) 555-2671',
      linkedinUrl: 'https://fr.linkedin.com/in/JaneD/?trk=1',
    });
    await t.request(`/api/prospects/${id}/enrich`, {
      method: 'POST',
      cookie,
      json: { overwrite: ['linkedinUrl'] },
    });
    expect(await row(id)).toMatchObject({
      linkedinUrl: 'https://www.linkedin.com/in/janed',
      phone: '(415) 555-2671',
    });
  });

  it('applies or dismisses one value from the drawer', async () => {
    const { t, cookie, add, row } = await setup();
    const id = await add({ firstName: 'Jane', phone: '+44 20 7946 0958' });
    const { values } = (await (
      await t.request(`/api/prospects/${id}/enrich`, { method: 'POST', cookie, json: {} })
    ).json()) as Enrichment;
    const phone = values.find((v) => v.field === 'phone')!;
    const country = values.find((v) => v.field === 'phoneCountry')!;
    const trpc = (input: unknown) =>
      t.request('/trpc/assist.decideEnrichment', { method: 'POST', cookie, json: input });
    expect((await trpc({ id, valueId: phone.id, decision: 'apply' })).status).toBe(200);
    expect((await row(id))?.phone).toBe('+442079460958');
    expect((await trpc({ id, valueId: country.id, decision: 'apply' })).status).toBe(400);
    expect((await trpc({ id, valueId: country.id, decision: 'dismiss' })).status).toBe(200);
    const read = (await (
      await t.request(`/api/prospects/${id}/enrichment`, { cookie })
    ).json()) as Enrichment;
    expect(read.values.find((v) => v.id === country.id)?.status).toBe('dismissed');
    expect(read.values.find((v) => v.id === phone.id)?.status).toBe('applied');
  });

  it('enriches a selection as a job with progress', async () => {
    const { t, cookie, add, row } = await setup();
    const ids = [
      await add({ firstName: 'Ana de la Cruz' }),
      await add({ firstName: 'Bo', phone: '+81 3-1234-5678' }),
    ];
    const res = await t.request('/api/prospects/enrich', { method: 'POST', cookie, json: { ids } });
    expect(res.status).toBe(200);
    const { runId, total } = (await res.json()) as { runId: string; total: number };
    expect(total).toBe(2);
    const before = await (await t.request(`/api/enrichment-runs/${runId}`, { cookie })).json();
    expect(before).toMatchObject({ status: 'queued', done: 0, total: 2 });
    await runDueJobs({ db: t.db, handlers: appJobHandlers(t.deps), now: () => t.clock.now, owner: 'test' });
    const after = await (await t.request(`/api/enrichment-runs/${runId}`, { cookie })).json();
    expect(after).toMatchObject({ status: 'done', done: 2 });
    expect(await row(ids[0]!)).toMatchObject({ firstName: 'Ana', lastName: 'de la Cruz' });
    expect((await row(ids[1]!))?.timeZone).toBe('Asia/Tokyo');
  });

  it('refuses an empty selection with 400 and starts nothing', async () => {
    const { t, cookie } = await setup();
    const res = await t.request('/api/prospects/enrich', { method: 'POST', cookie, json: { ids: [] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Select at least one prospect to enrich.' });
  });

  it('an API key needs leads:enrich to enrich', async () => {
    const { t, add } = await setup();
    const id = await add({ firstName: 'Jane', phone: '+33 6 12 34 56 78' });
    const reader = await userWithKey(t, 'enrich@example.com', { permissions: ['leads:read'] });
    const enricher = await userWithKey(t, 'enrich@example.com', {
      name: 'enricher',
      permissions: ['leads:enrich'],
    });
    const call = (key: string) =>
      t.request(`/api/prospects/${id}/enrich`, { method: 'POST', headers: bearer(key), json: {} });
    expect((await call(reader.key)).status).toBe(403);
    expect((await call(enricher.key)).status).toBe(200);
  });
});

describe('the writer over REST', { timeout: 30_000 }, () => {
  it('drafts a step from the templates, labelled as a template draft', async () => {
    const { t, cookie } = await setup();
    const res = await t.request('/api/writer/draft', {
      method: 'POST',
      cookie,
      json: {
        goal: 'Book a demo of our scheduling tool.',
        prospect: { firstName: 'Jane', companyName: 'Acme' },
      },
    });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as {
      subject: string;
      subjectVariants: string[];
      body: string;
      writtenBy: string;
    };
    expect(draft.writtenBy).toBe('Template draft (no language model)');
    expect(draft.subjectVariants).toHaveLength(3);
    expect(draft.body).toContain('Hi Jane,');
    expect(draft.body).toContain('book a demo of our scheduling tool');
    expect(draft.body).not.toContain('{{');
  });

  it('keeps placeholders when no prospect is given, and refuses an empty goal', async () => {
    const { t, cookie } = await setup();
    const ok = await t.request('/api/writer/draft', {
      method: 'POST',
      cookie,
      json: { goal: 'grow pipeline', stepNumber: 2 },
    });
    expect(((await ok.json()) as { body: string }).body).toContain('{{prospect_company_name}}');
    const bad = await t.request('/api/writer/draft', { method: 'POST', cookie, json: { goal: '' } });
    expect(bad.status).toBe(400);
  });
});
