// node --import tsx scripts/bench/gtm-scores.ts — ADR 074: the kept GTM scores at GTM_SCALE prospects
// (default 100,000) of one account: the owner-wide recompute a playbook's activation queues (its steps
// of 500), and the Prospects list sorted by score (first page, a page 5,000 rows deep, both directions)
// beside the newest-first sort, with the page query's SQLite plan. Median of 5 runs (ms), load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScoreJob, type ScoreJobPayload } from '../../packages/api/src/playbooks/score-job.ts';
import { playbookTemplates } from '../../packages/api/src/playbooks/templates.ts';
import { listProspects } from '../../packages/api/src/prospects/queries.ts';
import { listProspectsSchema } from '../../packages/core/src/schemas/prospects.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies, insertBenchUser } from './scale-data.ts';

const industries = ['Software', 'SaaS', 'Banking', 'Retail', 'Health', 'Logistics', 'Media', 'Energy'];

async function median(run: () => unknown, times = 5): Promise<number> {
  await run();
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const size = Number(process.env.GTM_SCALE ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-gtm-scores-'));
  const db = openDatabase(join(dir, 'scores.db'));
  await migrateDatabase(db);
  const raw = db.$client;
  const now = Date.now();
  const owner = insertBenchUser(raw, 'scores@scale.test');
  const companyIds = insertBenchCompanies(raw, owner, 2_000, now);
  raw
    .prepare(`update companies set industry = json_extract(?, '$[' || (rowid % 8) || ']') where owner_id = ?`)
    .run(JSON.stringify(industries), owner);
  bulkInsertBenchProspects(raw, owner, companyIds, 0, size, now);
  const template = playbookTemplates[0]!;
  // Through the raw connection, as the seed: the app's writer waits on the bulk load's connection otherwise.
  raw
    .prepare(
      `insert into gtm_playbooks (id, owner_id, name, status, profile, personas, messaging, scoring_rules, created_at, updated_at)
       values ('pb', ?, ?, 'active', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      owner,
      template.name,
      JSON.stringify(template.profile),
      JSON.stringify(template.personas),
      JSON.stringify(template.messaging),
      JSON.stringify(template.scoringRules),
      now,
      now,
    );
  raw.exec('analyze');
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`GTM kept scores at ${size.toLocaleString('en-US')} prospects (load ${load()})`);

  // The owner-wide pass as the engine runs it: each step records the next one.
  const started = performance.now();
  let payload: ScoreJobPayload | null = { ownerId: owner, scope: 'all', after: null, pass: 'bench' };
  let steps = 0;
  while (payload) {
    await runScoreJob(db, payload, now);
    steps += 1;
    const next = raw
      .prepare(`select payload from jobs where kind = 'gtm.scoreProspects' and status = 'queued' limit 1`)
      .get() as { payload: string } | undefined;
    raw.prepare(`delete from jobs where kind = 'gtm.scoreProspects'`).run();
    payload = next ? (JSON.parse(next.payload) as ScoreJobPayload) : null;
  }
  const pass = performance.now() - started;
  const distinct = raw.prepare('select count(distinct gtm_score) as n from prospects').get() as { n: number };
  print(
    `owner-wide recompute: ${steps} steps, ${(pass / 1000).toFixed(1)} s (${((pass / size) * 1000).toFixed(0)} us a prospect), ${distinct.n} distinct scores`,
  );

  const page = async (sort: string, direction: string, deep: number) => {
    let input = listProspectsSchema.parse({ sort, direction, limit: 25 });
    // A cursor `deep` rows in: walk there once, then time the page read from it.
    for (let read = 0; read < deep; read += 100) {
      const chunk = await listProspects(
        db,
        owner,
        listProspectsSchema.parse({
          sort,
          direction,
          limit: 100,
          ...(input.cursor ? { cursor: input.cursor } : {}),
        }),
      );
      input = { ...input, cursor: chunk.nextCursor ?? undefined };
    }
    return median(() => listProspects(db, owner, input));
  };
  for (const [sort, direction] of [
    ['score', 'desc'],
    ['score', 'asc'],
    ['createdAt', 'desc'],
  ] as const) {
    const first = await page(sort, direction, 0);
    const deep = await page(sort, direction, 5_000);
    print(
      `list sort=${sort} ${direction}: first page ${first.toFixed(2)} ms, 5,000 rows deep ${deep.toFixed(2)} ms`,
    );
  }
  const plan = raw
    .prepare(
      `explain query plan select id from prospects where owner_id = ? and (gtm_score, id) < (?, ?) order by gtm_score desc, id desc limit 26`,
    )
    .all(owner, 20, '~') as { detail: string }[];
  print(`plan: ${plan.map((step) => step.detail).join(' / ')}`);
  print(`load after: ${load()}`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
