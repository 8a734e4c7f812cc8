// ENGINES_PROBE_TERMS' whole searches on PostgreSQL, as ADR 092 left them ("before") and as they run now,
// alternately in one run (pnpm bench:engines), each answer checked against SQLite's. "Before" reads a
// broad page after the route's probe and parses and plans the per-request statements (session,
// subscription, request rate) on every request (ADR 092); "now" reads the broad page beside the probe
// when the smallest sample says the term looks broad, and prepares those statements (ADR 096).
import { broadPageBesideProbe } from '../../packages/api/src/prospects/queries.ts';
import { preparedPerRequest } from '../../packages/db/src/driver/pg/prepared-statements.ts';
import { benchOrigin, signedInBenchApp } from './engines-app.ts';

const origin = benchOrigin;

async function signedIn(location: string) {
  const { db, app, cookie } = await signedInBenchApp(location);
  const search = async (term: string) => {
    const res = await app.fetch(
      new Request(`${origin}/api/prospects?q=${encodeURIComponent(term)}`, { headers: { cookie, origin } }),
    );
    if (!res.ok) throw new Error(`q=${term}: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      items: { id: string }[];
      total: number;
      totalIsCapped: boolean;
      nextCursor: string | null;
    };
  };
  return { db, search };
}

/** What a client sees of a page: its rows, total and cursor. */
const answerOf = (page: Awaited<ReturnType<Awaited<ReturnType<typeof signedIn>>['search']>>) =>
  JSON.stringify({
    ids: page.items.map((item) => item.id),
    total: page.total,
    capped: page.totalIsCapped,
    next: page.nextCursor,
  });

export interface SearchCompareRow {
  term: string;
  beforeUs: number;
  afterUs: number;
  /** Both PostgreSQL answers equal SQLite's (rows, total, cursor). */
  sameAsSqlite: boolean;
  total: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function compareSearches(
  sqlitePath: string,
  postgresUrl: string,
  terms: string[],
  rounds: number,
): Promise<SearchCompareRow[]> {
  const lite = await signedIn(sqlitePath);
  const pg = await signedIn(postgresUrl);
  const use = (variant: 'before' | 'after') => {
    broadPageBesideProbe.enabled = variant === 'after';
    preparedPerRequest.enabled = variant === 'after';
  };
  const rows: SearchCompareRow[] = [];
  try {
    for (const term of terms) {
      const expected = answerOf(await lite.search(term));
      const timed = { before: [] as number[], after: [] as number[] };
      let same = true;
      let total = '';
      for (let round = -2; round < rounds; round++) {
        for (const variant of round % 2 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
          use(variant);
          const started = performance.now();
          const page = await pg.search(term);
          if (round >= 0) timed[variant].push((performance.now() - started) * 1000);
          same &&= answerOf(page) === expected;
          total = page.totalIsCapped ? `${page.total}+` : String(page.total);
        }
      }
      rows.push({
        term,
        beforeUs: median(timed.before),
        afterUs: median(timed.after),
        sameAsSqlite: same,
        total,
      });
      process.stderr.write(
        `  q=${term}: ADR 092 ${(median(timed.before) / 1000).toFixed(2)} ms, now ${(median(timed.after) / 1000).toFixed(2)} ms, total ${total}, same as SQLite: ${same}\n`,
      );
    }
  } finally {
    use('after');
    await lite.db.close();
    await pg.db.close();
  }
  return rows;
}
