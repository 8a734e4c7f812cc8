import {
  ACTIVATE_NEEDS_PERSONA_SEQUENCE,
  PLAYBOOK_NOT_FOUND,
  SEQUENCE_NOT_YOURS,
  TEMPLATE_NOT_FOUND,
} from '@leadpath/core/schemas/playbooks';
import { companies, gtmPlaybooks, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSequence, json, signedIn, threeSteps } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { PICK_A_PLAN } from '../trpc.ts';

type TestApp = ReturnType<typeof createTestApp>;
interface PlaybookAnswer {
  id: string;
  name: string;
  status: string;
  templateKey: string | null;
  profile: Record<string, string[]>;
  personas: { name: string; sequenceId: string | null }[];
  scoringRules: unknown[];
}
interface Preview {
  companies: number;
  prospects: number;
  capped: boolean;
  sample: { name: string; title: string; company: string; score: number; reasons: { reason: string }[] }[];
}

async function createPlaybook(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const res = await t.request('/api/gtm/playbooks', { method: 'POST', cookie, json: body });
  expect(res.status).toBe(200);
  return json<PlaybookAnswer>(res);
}

/** Two software companies and a bank, with sales leaders, an intern and an engineer. */
async function seedLeads(t: TestApp, ownerId: string) {
  const at = (minutes: number) => new Date(t.clock.now - minutes * 60_000);
  const company = (id: string, name: string, industry: string, size: string, location: string) => ({
    id: `${ownerId}-${id}`,
    ownerId,
    name,
    industry,
    size,
    location,
    createdAt: at(100),
    updatedAt: at(100),
  });
  await t.db
    .insert(companies)
    .values([
      company('acme', 'Acme', 'Software', '51-200', 'Paris, France'),
      company('globex', 'Globex', 'SaaS', '201-500', 'Berlin, Germany'),
      company('bank', 'First Bank', 'Banking', '1000+', 'London, UK'),
    ])
    .run();
  const person = (id: string, companyId: string, firstName: string, title: string, minutes: number) => ({
    id: `${ownerId}-${id}`,
    ownerId,
    companyId: `${ownerId}-${companyId}`,
    firstName,
    lastName: 'Doe',
    title,
    email: `${id}@example.com`,
    createdAt: at(minutes),
    updatedAt: at(minutes),
  });
  await t.db
    .insert(prospects)
    .values([
      person('ada', 'acme', 'Ada', 'VP Sales', 1),
      person('bob', 'acme', 'Bob', 'Sales Intern', 2),
      person('cy', 'globex', 'Cy', 'Head of Revenue', 3),
      person('di', 'globex', 'Di', 'Software Engineer', 4),
      person('ed', 'bank', 'Ed', 'VP Sales', 5),
    ])
    .run();
}

describe('GTM playbooks', () => {
  it('lists at least four templates, starts a draft from one, edits, reads and deletes it', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const templates = await json<{ templates: { key: string; name: string }[] }>(
      await t.request('/api/gtm/templates', { cookie }),
    );
    expect(templates.templates.map((template) => template.key)).toEqual(
      expect.arrayContaining([
        'outbound-sales-leaders',
        'event-follow-up',
        're-engage-closed-lost',
        'inbound-speed-to-lead',
      ]),
    );
    const playbook = await createPlaybook(t, cookie, { templateKey: 'outbound-sales-leaders' });
    expect(playbook).toMatchObject({
      name: 'Outbound to sales leaders',
      status: 'draft',
      templateKey: 'outbound-sales-leaders',
      profile: { industries: ['Software', 'SaaS'] },
    });
    expect(playbook.personas.length).toBeGreaterThan(0);

    const patched = await t.request(`/api/gtm/playbooks/${playbook.id}`, {
      method: 'PATCH',
      cookie,
      json: { name: ' EMEA sales leaders ', profile: { ...playbook.profile, locations: ['France'] } },
    });
    expect(patched.status).toBe(200);
    expect(await json<PlaybookAnswer>(patched)).toMatchObject({
      name: 'EMEA sales leaders',
      profile: { industries: ['Software', 'SaaS'], locations: ['France'] },
      personas: playbook.personas,
    });

    const deleted = await t.request(`/api/gtm/playbooks/${playbook.id}`, { method: 'DELETE', cookie });
    expect(await json(deleted)).toEqual({ deleted: true });
    const gone = await t.request(`/api/gtm/playbooks/${playbook.id}`, { cookie });
    expect(gone.status).toBe(404);
    expect((await json<{ error: string }>(gone)).error).toBe(PLAYBOOK_NOT_FOUND);
  });

  it('refuses an unknown template, bad input and another owner’s sequence, and saves nothing', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const other = await signedIn(t, 'other@example.com');
    const theirs = await createSequence(t, other.cookie, { name: 'Theirs', steps: threeSteps });

    const unknown = await t.request('/api/gtm/playbooks', {
      method: 'POST',
      cookie,
      json: { templateKey: 'nope' },
    });
    expect(unknown.status).toBe(404);
    expect((await json<{ error: string }>(unknown)).error).toBe(TEMPLATE_NOT_FOUND);
    const bad = await t.request('/api/gtm/playbooks', {
      method: 'POST',
      cookie,
      json: {
        scoringRules: [{ attribute: 'title', match: 'contains', value: 'VP', points: 1.5, reason: 'x' }],
      },
    });
    expect(bad.status).toBe(400);
    const foreign = await t.request('/api/gtm/playbooks', {
      method: 'POST',
      cookie,
      json: { personas: [{ name: 'Buyer', sequenceId: theirs.id }] },
    });
    expect(foreign.status).toBe(400);
    expect((await json<{ error: string }>(foreign)).error).toBe(SEQUENCE_NOT_YOURS);
    expect(await t.db.select().from(gtmPlaybooks).all()).toEqual([]);

    // Someone else's playbook answers as an unknown one.
    const mine = await createPlaybook(t, cookie, {});
    const peek = await t.request(`/api/gtm/playbooks/${mine.id}`, { cookie: other.cookie });
    expect(peek.status).toBe(404);
  });

  it('activates only with a linked sequence, then archives', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const playbook = await createPlaybook(t, cookie, { templateKey: 'event-follow-up' });
    const early = await t.request(`/api/gtm/playbooks/${playbook.id}/activate`, { method: 'POST', cookie });
    expect(early.status).toBe(400);
    expect((await json<{ error: string }>(early)).error).toBe(ACTIVATE_NEEDS_PERSONA_SEQUENCE);

    const sequence = await createSequence(t, cookie, { name: 'Follow-up', steps: threeSteps });
    const personas = playbook.personas.map((persona) => ({ ...persona, sequenceId: sequence.id }));
    await t.request(`/api/gtm/playbooks/${playbook.id}`, { method: 'PATCH', cookie, json: { personas } });
    const active = await t.request(`/api/gtm/playbooks/${playbook.id}/activate`, { method: 'POST', cookie });
    expect(active.status).toBe(200);
    expect(await json(active)).toMatchObject({ status: 'active', activatedAt: t.clock.now });

    const unlink = await t.request(`/api/gtm/playbooks/${playbook.id}`, {
      method: 'PATCH',
      cookie,
      json: { personas: personas.map((persona) => ({ ...persona, sequenceId: null })) },
    });
    expect(unlink.status).toBe(400);
    const archived = await t.request(`/api/gtm/playbooks/${playbook.id}/status`, {
      method: 'POST',
      cookie,
      json: { status: 'archived' },
    });
    expect(await json(archived)).toMatchObject({ status: 'archived' });
  });

  it('previews the audience as the profile narrows, scores the sample and counts only the owner’s leads', async () => {
    const t = createTestApp();
    const { user, cookie } = await signedIn(t);
    const other = await signedIn(t, 'other@example.com');
    await seedLeads(t, user.id);
    await seedLeads(t, other.user.id);
    const playbook = await createPlaybook(t, cookie, {
      scoringRules: [
        { attribute: 'title', match: 'contains', value: 'VP', points: 20, reason: 'Vice president' },
        { attribute: 'industry', match: 'is', value: 'software', points: 5, reason: 'Software' },
      ],
    });
    const preview = async (profile?: Record<string, string[]>) => {
      const res = await t.request(`/api/gtm/playbooks/${playbook.id}/audience-preview`, {
        method: 'POST',
        cookie,
        json: profile ? { profile } : {},
      });
      expect(res.status).toBe(200);
      return json<Preview>(res);
    };
    const everyone = await preview();
    expect(everyone).toMatchObject({ companies: 3, prospects: 5, capped: false });
    expect(everyone.sample.map((row) => row.name)).toEqual([
      'Ada Doe',
      'Bob Doe',
      'Cy Doe',
      'Di Doe',
      'Ed Doe',
    ]);
    expect(everyone.sample[0]).toMatchObject({ score: 25, company: 'Acme' });
    expect(everyone.sample[0]?.reasons.map((r) => r.reason)).toEqual(['Vice president', 'Software']);

    const software = await preview({ industries: ['software', 'saas'] });
    expect(software).toMatchObject({ companies: 2, prospects: 4 });
    const leaders = await preview({
      industries: ['software', 'saas'],
      titles: ['sales', 'revenue'],
      excludedTitles: ['intern'],
    });
    expect(leaders).toMatchObject({ companies: 2, prospects: 2 });
    expect(leaders.sample.map((row) => row.name)).toEqual(['Ada Doe', 'Cy Doe']);
    const france = await preview({ locations: ['France'], companySizes: ['51-200'] });
    expect(france).toMatchObject({ companies: 1, prospects: 2 });
    const noBanks = await preview({ excludedIndustries: ['bank'] });
    expect(noBanks).toMatchObject({ companies: 2, prospects: 4 });
    // A LIKE wildcard in a value is matched as the character itself.
    expect(await preview({ titles: ['%'] })).toMatchObject({ prospects: 0 });
  });

  it('lists playbooks with audience size, score histogram and the linked sequence’s results per persona', async () => {
    const t = createTestApp();
    const { user, cookie } = await signedIn(t);
    await seedLeads(t, user.id);
    const sequence = await createSequence(t, cookie, { name: 'Leaders', steps: threeSteps });
    const enrolled = await t.request(`/api/sequences/${sequence.id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: [`${user.id}-ada`, `${user.id}-cy`] },
    });
    expect(enrolled.status).toBe(200);
    await createPlaybook(t, cookie, {
      name: 'Leaders',
      profile: { titles: ['VP', 'Head'] },
      personas: [
        { name: 'VP', sequenceId: sequence.id },
        { name: 'Head', sequenceId: null },
      ],
      scoringRules: [{ attribute: 'title', match: 'contains', value: 'VP', points: 20, reason: 'VP' }],
    });
    const list = await json<{ playbooks: Record<string, unknown>[] }>(
      await t.request('/api/gtm/playbooks', { cookie }),
    );
    expect(list.playbooks).toHaveLength(1);
    expect(list.playbooks[0]).toMatchObject({
      name: 'Leaders',
      audience: { companies: 3, prospects: 3, capped: false },
      scoreHistogram: [
        { from: 0, count: 1 },
        { from: 20, count: 2 },
      ],
      results: { enrolled: 2, replied: 0, meetings: 0 },
      personas: [
        { name: 'VP', sequenceId: sequence.id, sequenceName: 'Leaders', enrolled: 2 },
        { name: 'Head', sequenceId: null, sequenceName: null, enrolled: 0 },
      ],
    });
  });

  it('refuses a Free user whose trial ended with 403 "Pick a plan to use this feature"', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'free@example.com', role: 'Free', trialEndDate: new Date(t.clock.now - 1) });
    const cookie = await t.signIn('free@example.com');
    const res = await t.request('/api/gtm/playbooks', { cookie });
    expect(res.status).toBe(403);
    expect((await json<{ error: string }>(res)).error).toBe(PICK_A_PLAN);
  });
});

describe('the suggested profile', () => {
  it('offers the most frequent industries, sizes and titles of the won deals, and nothing without any', async () => {
    const t = createTestApp();
    const { user, cookie } = await signedIn(t);
    const empty = await json(await t.request('/api/gtm/suggested-profile', { cookie }));
    expect(empty).toMatchObject({ wonProspects: 0, profile: { industries: [], titles: [] } });

    await seedLeads(t, user.id);
    for (const id of ['ada', 'cy', 'di'])
      await t.db
        .update(prospects)
        .set({ status: 'won' })
        .where(eq(prospects.id, `${user.id}-${id}`))
        .run();
    const suggested = await json(await t.request('/api/gtm/suggested-profile', { cookie }));
    expect(suggested).toMatchObject({
      wonProspects: 3,
      profile: {
        industries: ['SaaS', 'Software'],
        companySizes: ['201-500', '51-200'],
        titles: ['Head of Revenue', 'Software Engineer', 'VP Sales'],
      },
    });
  });
});

describe("a prospect's scores", () => {
  it('scores the prospect under each active playbook with the reasons, and hides another owner’s prospect', async () => {
    const t = createTestApp();
    const { user, cookie } = await signedIn(t);
    const other = await signedIn(t, 'other@example.com');
    await seedLeads(t, user.id);
    const sequence = await createSequence(t, cookie, { name: 'S', steps: threeSteps });
    const active = await createPlaybook(t, cookie, {
      name: 'Leaders',
      personas: [{ name: 'VP', sequenceId: sequence.id }],
      scoringRules: [
        { attribute: 'title', match: 'contains', value: 'VP', points: 20, reason: 'Vice president' },
        { attribute: 'industry', match: 'is', value: 'Software', points: 5, reason: 'Software' },
        { attribute: 'location', match: 'contains', value: 'Berlin', points: 50, reason: 'Berlin' },
      ],
    });
    await t.request(`/api/gtm/playbooks/${active.id}/activate`, { method: 'POST', cookie });
    await createPlaybook(t, cookie, { name: 'Draft' });

    const res = await t.request(`/api/prospects/${user.id}-ada/scores`, { cookie });
    expect(await json(res)).toEqual({
      scores: [
        {
          playbookId: active.id,
          playbookName: 'Leaders',
          score: 25,
          reasons: [
            { points: 20, reason: 'Vice president' },
            { points: 5, reason: 'Software' },
          ],
        },
      ],
    });
    const theirs = await t.request(`/api/prospects/${user.id}-ada/scores`, { cookie: other.cookie });
    expect(theirs.status).toBe(404);
  });
});
