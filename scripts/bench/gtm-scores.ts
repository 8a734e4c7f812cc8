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

type SeededAccount = Awaited<ReturnType<typeof openSeededAccount>>;
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The account of `size` prospects over 2,000 companies of eight industries (seeded once with GTM_DB). */
function openScoresAccount(size: number): Promise<SeededAccount> {
  return openSeededAccount({
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
}

/** The first template as the owner's active playbook; kept when GTM_DB is reused. */
function activateTemplatePlaybook({ db, owner, now }: SeededAccount): void {
  const template = playbookTemplates[0]!;
  // Through the raw connection, as the seed: the app's writer waits on the bulk load's connection otherwise.
  db.$client
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
}

/** The owner-wide pass as the engine runs it: each step records the next one. */
async function recomputeEveryScore({ db, owner, now }: SeededAccount, size: number): Promise<void> {
  const raw = db.$client;
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
}

/** Median ms of one list page in the given order, `deep` rows in (walked there once first). */
async function timePage({ db, owner }: SeededAccount, sort: string, direction: string, deep: number) {
  let input = listProspectsSchema.parse({ sort, direction, limit: 25 });
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
}

async function printListPages(account: SeededAccount): Promise<void> {
  for (const [sort, direction] of [
    ['score', 'desc'],
    ['score', 'asc'],
    ['createdAt', 'desc'],
  ] as const) {
    const first = await timePage(account, sort, direction, 0);
    const deep = await timePage(account, sort, direction, 5_000);
    print(
      `list sort=${sort} ${direction}: first page ${first.toFixed(2)} ms, 5,000 rows deep ${deep.toFixed(2)} ms`,
    );
  }
  const plan = account.db.$client
    .prepare(
      `explain query plan select id from prospects where owner_id = ? and (gtm_score, id) < (?, ?) order by gtm_score desc, id desc limit 26`,
    )
    .all(account.owner, 20, '~') as { detail: string }[];
  print(`plan: ${plan.map((step) => step.detail).join(' / ')}`);
}

async function main() {
  const size = Number(process.env.GTM_SCALE ?? 100_000);
  const account = await openScoresAccount(size);
  activateTemplatePlaybook(account);
  print(`GTM kept scores at ${size.toLocaleString('en-US')} prospects (load ${load()})`);
  await recomputeEveryScore(account, size);
  await printListPages(account);
  print(`load after: ${load()}`);
  await account.close();
}

await main();
