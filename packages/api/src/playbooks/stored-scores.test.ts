import type { ScoringRule } from '@leadpath/core/schemas/playbooks';
import { type AppDatabase, jobs, prospects } from '@leadpath/db';
import { insertLeads, postgresTestUrl } from '@leadpath/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { createSequence, json, signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { pageScores } from './page-scores.ts';
import { GTM_SCORE_JOB, queueOwnerRescore } from './score-job.ts';
import { SCORE_CHUNK } from './stored-scores.ts';

const onPostgres = Boolean(postgresTestUrl());

const rule = (attribute: string, match: string, value: string, points: number): ScoringRule =>
  ({ attribute, match, value, points, reason: `${attribute} ${match} ${value}` }) as ScoringRule;

const rules = [
  rule('title', 'contains', 'VP', 20),
  rule('industry', 'is', 'Software', 15),
  rule('status', 'is', 'replied', 10),
];

/** A Pro user with a draft playbook scoring VPs, software companies and replies. */
async function setup() {
  const t = createTestApp();
  t.clock.now = Date.UTC(2026, 10, 25, 12);
  const { user, cookie } = await signedIn(t);
  const sequence = await createSequence(t, cookie, { name: 'VPs', steps: [{ kind: 'call', body: 'Call' }] });
  const created = await t.request('/api/gtm/playbooks', {
    method: 'POST',
    cookie,
    json: { name: 'VPs', personas: [{ name: 'VP', sequenceId: sequence.id }], scoringRules: rules },
  });
  const playbook = await json<{ id: string }>(created);
  const call = async (path: string, method: string, body?: unknown) => {
    const res = await t.request(path, { method, cookie, ...(body === undefined ? {} : { json: body }) });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return json<{ id: string }>(res);
  };
  const work = () =>
    runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  /** Every prospect's kept score beside the score computed now (0 where no playbook is active). */
  const keptAndComputed = async () => {
    const rows = await t.db
      .select({ id: prospects.id, name: prospects.firstName, kept: prospects.gtmScore })
      .from(prospects)
      .where(eq(prospects.ownerId, user.id))
      .all();
    const computed = new Map(
      (
        await pageScores(
          t.db,
          user.id,
          rows.map((row) => row.id),
        )
      ).scores.map((s) => [s.prospectId, s.score]),
    );
    const kept = Object.fromEntries(rows.map((row) => [row.name, row.kept]));
    return { kept, computed: Object.fromEntries(rows.map((row) => [row.name, computed.get(row.id) ?? 0])) };
  };
  const expectKeptIsComputed = async (after: string) => {
    await work();
    const { kept, computed } = await keptAndComputed();
    expect(kept, after).toEqual(computed);
    return kept;
  };
  return { t, user, cookie, playbook, call, work, expectKeptIsComputed };
}

describe('kept prospect scores', { timeout: 30_000 }, () => {
  it('equal the computed score after activation, rule edits, prospects created, imported or edited, company facts and archiving', async () => {
    const { playbook, call, expectKeptIsComputed } = await setup();
    const acme = await call('/api/companies', 'POST', { name: 'Acme', industry: 'Software' });
    await call('/api/prospects', 'POST', { firstName: 'ada', title: 'VP Sales', companyId: acme.id });
    const bo = await call('/api/prospects', 'POST', {
      firstName: 'bo',
      title: 'Engineer',
      companyId: acme.id,
    });
    await call('/api/prospects', 'POST', { firstName: 'cy', title: 'VP Ops' });
    expect(await expectKeptIsComputed('draft: nothing active')).toEqual({ ada: 0, bo: 0, cy: 0 });

    await call(`/api/gtm/playbooks/${playbook.id}/activate`, 'POST');
    expect(await expectKeptIsComputed('activated')).toEqual({ ada: 35, bo: 15, cy: 20 });

    await call(`/api/gtm/playbooks/${playbook.id}`, 'PATCH', {
      scoringRules: [...rules, rule('title', 'contains', 'Engineer', 40)],
    });
    expect(await expectKeptIsComputed('rules edited')).toEqual({ ada: 35, bo: 55, cy: 20 });

    await call('/api/prospects', 'POST', { firstName: 'di', title: 'VP Marketing', companyId: acme.id });
    await call('/api/prospects/import', 'POST', {
      rows: [
        {
          line: 2,
          values: { firstName: 'ed', title: 'VP Finance', company: 'Acme', email: 'ed@acme.example' },
        },
      ],
    });
    expect(await expectKeptIsComputed('created and imported')).toMatchObject({ di: 35, ed: 35 });

    await call(`/api/prospects/${bo.id}`, 'PATCH', { title: 'Intern', status: 'replied' });
    expect(await expectKeptIsComputed('edited')).toMatchObject({ bo: 25 });

    await call(`/api/companies/${acme.id}`, 'PATCH', { industry: 'Retail' });
    expect(await expectKeptIsComputed('company facts')).toEqual({ ada: 20, bo: 10, cy: 20, di: 20, ed: 20 });

    await call(`/api/gtm/playbooks/${playbook.id}/status`, 'POST', { status: 'archived' });
    expect(await expectKeptIsComputed('archived')).toEqual({ ada: 0, bo: 0, cy: 0, di: 0, ed: 0 });
  });

  it('sort the list by score both ways in keyset pages that lose and repeat nothing', async () => {
    const { t, user, cookie, playbook, call, work } = await setup();
    await insertLeads(t.db, user.id, { companies: 12, prospects: 90 }, { now: t.clock.now });
    await call(`/api/gtm/playbooks/${playbook.id}/activate`, 'POST');
    await work();
    const kept = new Map(
      (await t.db.select({ id: prospects.id, score: prospects.gtmScore }).from(prospects).all()).map((r) => [
        r.id,
        r.score,
      ]),
    );
    expect(new Set(kept.values()).size, 'several distinct scores, many ties').toBeGreaterThan(2);
    for (const direction of ['desc', 'asc'] as const) {
      const seen: { id: string; score: number }[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ sort: 'score', direction, limit: '7' });
        if (cursor) query.set('cursor', cursor);
        const page = await json<{ items: { id: string; score: number }[]; nextCursor: string | null }>(
          await t.request(`/api/prospects?${query}`, { cookie }),
        );
        seen.push(...page.items.map((item) => ({ id: item.id, score: item.score })));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.map((row) => row.id).sort(), direction).toEqual([...kept.keys()].sort());
      for (const row of seen) expect(row.score).toBe(kept.get(row.id));
      const order = [...seen].sort((a, b) => a.score - b.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      expect(seen, `${direction}: by score, then id`).toEqual(direction === 'asc' ? order : order.reverse());
    }
  });

  it('are all recomputed by an owner-wide pass longer than one step', async () => {
    const { t, user, playbook, call, work } = await setup();
    await insertLeads(t.db, user.id, { companies: 8, prospects: 2 * SCORE_CHUNK + 7 }, { now: t.clock.now });
    await call(`/api/gtm/playbooks/${playbook.id}/activate`, 'POST');
    // Each step records the next: one engine run per step.
    for (let step = 0; step < 3; step++) await work();
    const rows = await t.db
      .select({ id: prospects.id, kept: prospects.gtmScore })
      .from(prospects)
      .where(eq(prospects.ownerId, user.id))
      .all();
    const computed = new Map(
      (
        await pageScores(
          t.db,
          user.id,
          rows.slice(0, 100).map((row) => row.id),
        )
      ).scores.map((s) => [s.prospectId, s.score]),
    );
    expect(rows).toHaveLength(2 * SCORE_CHUNK + 7);
    expect(rows.filter((row) => row.kept === 0).length, 'each template fit scores above 0').toBeLessThan(
      rows.length,
    );
    for (const row of rows.slice(0, 100)) expect(row.kept).toBe(computed.get(row.id));
    const steps = await t.db.select().from(jobs).where(eq(jobs.kind, GTM_SCORE_JOB)).all();
    expect(steps.length, 'three steps of the pass, each done').toBe(3);
    expect(steps.every((job) => job.status === 'done')).toBe(true);
  });

  it("walk the owner's score index for a page, without sorting the list", async () => {
    const { t, user } = await setup();
    await insertLeads(t.db, user.id, { companies: 5, prospects: 50 }, { now: t.clock.now });
    await queueOwnerRescore(t.db, user.id, t.clock.now);
    const page = sql`select ${prospects.id} from ${prospects} where ${prospects.ownerId} = ${user.id}
      and (${prospects.gtmScore}, ${prospects.id}) < (${20}, ${'~'})
      order by ${prospects.gtmScore} desc, ${prospects.id} desc limit 26`;
    const plan = await planOf(t.db, page);
    if (onPostgres)
      expect(plan).toMatch(/Index (Only )?Scan (Backward )?using prospects_owner_gtm_score_idx/);
    else {
      expect(plan).toMatch(/prospects_owner_gtm_score_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

async function planOf(db: AppDatabase, query: ReturnType<typeof sql>): Promise<string> {
  if (!onPostgres) {
    const rows = await db.all<{ detail: string }>(sql`explain query plan ${query}`);
    return rows.map((row) => row.detail).join('\n');
  }
  return db.transaction(async (tx) => {
    await tx.run(sql`set local enable_seqscan = off`);
    const rows = await tx.all<Record<string, string>>(sql`explain ${query}`);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}
