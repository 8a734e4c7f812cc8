import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AsyncAppDatabase } from '../async-sqlite.ts';
import {
  PREPARED_MARK,
  PREPARED_STATEMENT,
  preparedNameOf,
  preparedParts,
  preparedPerRequest,
  runsOnEveryRequest,
} from './prepared-statements.ts';
import { createPostgresTestDatabase } from './test-database.ts';

// Statements the dialect marks are prepared once per connection (ADR 088). Needs the throw-away cluster.
const url = process.env.LEADPATH_TEST_PG_URL;

describe('prepared statements', () => {
  it('names only marked statements, one name per text', () => {
    const marked = `${PREPARED_STATEMENT}select 1`;
    expect(preparedNameOf(marked)).toMatch(/^lp_[0-9a-f]{32}$/);
    expect(preparedNameOf(marked)).toBe(preparedNameOf(marked));
    expect(preparedNameOf(`${PREPARED_STATEMENT}select 2`)).not.toBe(preparedNameOf(marked));
    expect(preparedNameOf('select 1')).toBeUndefined();
  });

  it('names a statement holding a marked part (ADR 092), unless marked parts are off', () => {
    const holding = `select * from t where id in (${PREPARED_MARK} select id from u)`;
    expect(preparedNameOf(holding)).toMatch(/^lp_[0-9a-f]{32}$/);
    preparedParts.enabled = false;
    try {
      expect(preparedNameOf(holding)).toBeUndefined();
      expect(preparedNameOf(`${PREPARED_STATEMENT}select 1`)).toMatch(/^lp_/);
    } finally {
      preparedParts.enabled = true;
    }
  });

  it('names a statement whose source runs on every request (ADR 096), unless that is off', () => {
    const source = 'select "id" from "subscriptions" where "subscriptions"."user_id" = ? -- test';
    const text = 'select "id" from "subscriptions" where "subscriptions"."user_id" = $1 -- test';
    expect(preparedNameOf(text, source)).toBeUndefined();
    runsOnEveryRequest(source);
    expect(preparedNameOf(text, source)).toMatch(/^lp_[0-9a-f]{32}$/);
    expect(preparedNameOf(text)).toBeUndefined();
    preparedPerRequest.enabled = false;
    try {
      expect(preparedNameOf(text, source)).toBeUndefined();
    } finally {
      preparedPerRequest.enabled = true;
    }
  });

  describe.skipIf(!url)('on PostgreSQL', () => {
    let db: AsyncAppDatabase;
    afterAll(() => db?.close());

    it('runs a marked statement as one prepared statement of the connection, each run with its own values', async () => {
      db = createPostgresTestDatabase(url as string);
      const marked = (n: number) => sql`${sql.raw(PREPARED_STATEMENT)}select ${n}::int + 1 as n`;
      // A transaction keeps one connection, whose prepared statements pg_prepared_statements lists.
      const seen = await db.transaction(async (tx) => {
        const answers = [];
        for (const n of [1, 41, 99]) answers.push((await tx.get<{ n: number }>(marked(n)))?.n);
        await tx.get(sql`select ${5}::int as unmarked`);
        const prepared = await tx.all<{ name: string; runs: number }>(
          sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
        );
        return { answers, prepared };
      });
      expect(seen.answers).toEqual([2, 42, 100]);
      expect(seen.prepared).toEqual([{ name: expect.stringMatching(/^lp_/), runs: 3 }]);
    });
  });
});
