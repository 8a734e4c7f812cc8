import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { percentile, runWorkload } from './load-workload.ts';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
  UNLIMITED_REQUEST_RATE,
} from './server-process.ts';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.LOAD_TEST_SECONDS ?? 30) * 1000;
const ROWS_PER_CONNECTION = 2;

/** The rows the PATCHes go to, made before the clock starts: connection i alone writes rows[i]. */
async function createRows(baseUrl: string, cookie: string, marker: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (let c = 0; c < CONNECTIONS; c++) {
    const ids: string[] = [];
    for (let r = 0; r < ROWS_PER_CONNECTION; r++) {
      const response = await fetch(`${baseUrl}/api/prospects`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Row',
          title: 'initial',
          email: `row-${c}-${r}@${marker}.rows.test`,
        }),
      });
      if (response.status !== 200) throw new Error(`creating row failed with ${response.status}`);
      ids.push(((await response.json()) as { id: string }).id);
    }
    rows.push(ids);
  }
  return rows;
}

describe('load', () => {
  it(`${CONNECTIONS} connections of mixed reads and writes: zero 5xx, no lost creates or updates`, async () => {
    const databasePath = temporaryDatabasePath();
    const server = await startServerProcess(databasePath, UNLIMITED_REQUEST_RATE);
    const marker = `m${randomUUID().slice(0, 8)}`;
    let result: Awaited<ReturnType<typeof runWorkload>>;
    try {
      const cookie = await signInOverHttp(server.baseUrl, 'pro@demo.test');
      const rows = await createRows(server.baseUrl, cookie, marker);
      result = await runWorkload({
        baseUrl: server.baseUrl,
        cookie,
        marker,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        rowsOf: (c) => rows[c]!,
      });
    } finally {
      await server.stop();
    }
    console.info(
      `load: ${result.requests} requests in ${DURATION_MS / 1000} s (${Math.round(result.requests / (DURATION_MS / 1000))}/s),` +
        ` p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms,` +
        ` statuses ${JSON.stringify(Object.fromEntries(result.statuses))}`,
    );

    expect(result.networkErrors).toEqual([]);
    expect([...result.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(result.unexpected.slice(0, 10)).toEqual([]);
    expect(result.createdIds.length).toBeGreaterThan(CONNECTIONS);
    expect(result.lastTitle.size).toBe(CONNECTIONS * ROWS_PER_CONNECTION);

    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const created = db
        .prepare('select id from prospects where email like ?')
        .all(`%@${marker}.load.test`) as { id: string }[];
      expect(created.length).toBe(result.createdIds.length);
      const stored = new Set(created.map((row) => row.id));
      expect(result.createdIds.filter((id) => !stored.has(id))).toEqual([]);
      const titleOf = db.prepare('select title from prospects where id = ?');
      const lost = [...result.lastTitle].filter(
        ([id, title]) => (titleOf.get(id) as { title: string } | undefined)?.title !== title,
      );
      expect(lost).toEqual([]);

      // The search index followed every create and update that ran concurrently (ADR 014 triggers).
      const searchHits = db
        .prepare('select rowid from prospects_search where prospects_search match ?')
        .pluck();
      // An entry's rowid is the owner's search key * 2^32 + the prospect's rowid (migration 0017, ADR 028).
      const rowidOf = db
        .prepare(
          'select k.key * 4294967296 + p.rowid from prospects p join search_owner_keys k on k.owner_id = p.owner_id where p.id = ?',
        )
        .pluck();
      expect(searchHits.all(`"${marker}.load"`).length).toBe(created.length);
      const unsearchable = [...result.lastTitle].filter(
        ([id, title]) => !searchHits.all(`title : "${title}"`).includes(rowidOf.get(id)),
      );
      expect(unsearchable).toEqual([]);
    } finally {
      db.close();
    }
  });
});
