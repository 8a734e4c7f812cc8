// node --import tsx scripts/bench/gtm-audience-pg.ts — ADR 077's audience count on PostgreSQL: the
// account of gtm-audience.ts (GTM_SCALE prospects, default 100,000; seeded into GTM_DB when missing)
// copied into a throw-away cluster on GTM_PG_PORT (default 4411), then, per profile, the count from the
// kept fact rows (median and slowest of 5, ms) and its
// plan (EXPLAIN ANALYZE, BUFFERS). GTM_POSTGRES_URL=<url of an empty or already copied database> keeps the copy.
import { countAudience, factCountsQuery } from '../../packages/api/src/playbooks/audience-count.ts';
import type { IdealCustomerProfile } from '../../packages/core/src/schemas/playbooks.ts';
import { copySqliteToPostgres } from '../../packages/db/src/copy/copy-to-postgres.ts';
import { type AppDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { startPostgresCluster } from '../postgres-cluster.mjs';
import { audienceAccount, audienceProfiles, openSeededAccount } from './gtm-bench-data.ts';
import { load, timed } from './timing.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const slowest = (t: { median: number; max: number }) =>
  `${t.median.toFixed(1)} (slowest ${t.max.toFixed(1)})`;

async function measure(
  db: AppDatabase,
  owner: string,
  name: string,
  profile: IdealCustomerProfile,
  withPlan: boolean,
) {
  const facts = await timed(() => countAudience(db, owner, profile));
  const n = await countAudience(db, owner, profile);
  print(`- ${name}: ${n.toLocaleString('en-US')} prospects; kept facts ${slowest(facts)}`);
  if (!withPlan) return;
  const query = factCountsQuery(db, owner, profile).toSQL();
  const plan = await db.$sql.all<Record<string, string>>(
    `explain (analyze, buffers, costs off) ${query.sql}`,
    query.params as never[],
  );
  print(plan.map((row) => `    ${Object.values(row).join(' ')}`).join('\n'));
}

async function main() {
  const size = Number(process.env.GTM_SCALE ?? 100_000);
  if (!process.env.GTM_DB) throw new Error('GTM_DB=<file>: the SQLite database to seed or reuse, then copy');
  const account = audienceAccount(size);
  await (await openSeededAccount(account)).close();
  const kept = process.env.GTM_POSTGRES_URL;
  const cluster = kept ? null : await startPostgresCluster({ port: Number(process.env.GTM_PG_PORT ?? 4411) });
  const url = kept ?? cluster!.url;
  try {
    const db = openDatabase(url);
    const [copied] = await db.$sql.pluck<number>(
      "select count(*)::int from information_schema.tables where table_name = 'prospects'",
      [],
    );
    if (!copied) {
      const started = performance.now();
      await copySqliteToPostgres({ sqlitePath: process.env.GTM_DB, postgresUrl: url });
      process.stderr.write(`copied in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    }
    const [owner] = await db.$sql.pluck<string>('select id from users where email = $1', [account.email]);
    print(
      `GTM audience count on PostgreSQL at ${size.toLocaleString('en-US')} prospects (load ${load()}), ms`,
    );
    // Twice: the first round follows the copy (its statistics pass and the cold cache), the second is the figure.
    for (const round of [1, 2]) {
      print(`round ${round}`);
      for (const [name, profile] of audienceProfiles()) await measure(db, owner!, name, profile, round === 2);
    }
    print(`load after: ${load()}`);
    await db.close();
  } finally {
    cluster?.stop();
  }
}

await main();
