// node --import tsx scripts/bench/gtm-scores.ts — ADR 074: the kept GTM scores at GTM_SCALE prospects
// (default 100,000) of one account: the owner-wide recompute a playbook's activation queues (its steps
// of 500), and the Prospects list sorted by score (first page, a page 5,000 rows deep, both directions)
// beside the newest-first sort, with the page query's SQLite plan. Median of 5 runs (ms), load average.
// GTM_DB=<file> seeds the account once and reuses it (scripts/bench/gtm-bench-data.ts).
import { runScoreJob, type ScoreJobPayload } from '../../packages/api/src/playbooks/score-job.ts';
import { playbookTemplates } from '../../packages/api/src/playbooks/templates.ts';
import { listProspects } from '../../packages/api/src/prospects/queries.ts';
import { listProspectsSchema } from '../../packages/core/src/schemas/prospects.ts';
import { benchIndustries as industries, openSeededAccount } from './gtm-bench-data.ts';
import { load, median } from './timing.ts';

async function main() {
  const size = Number(process.env.GTM_SCALE ?? 100_000);
  const { db, owner, now, close } = await openSeededAccount({
    email: `scores-${size}@scale.test`,
    prospects: size,
    companies: 2_000,
    companyFacts: (raw, owner) =>
      raw
        .prepare(
          `update companies set industry = json_extract(?, '$[' || (rowid % 8) || ']') where owner_id = ?`,
        )
        .run(JSON.stringify(industries), owner),
  });
  const raw = db.$client;
  const template = playbookTemplates[0]!;
  // Through the raw connection, as the seed: the app's writer waits on the bulk load's connection otherwise.
  // Kept when GTM_DB is reused: the playbook is there already.
  raw
    .prepare(
      `insert or ignore into gtm_playbooks (id, owner_id, name, status, profile, personas, messaging, scoring_rules, created_at, updated_at)
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
  await close();
}

await main();
