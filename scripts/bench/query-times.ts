import Database from 'better-sqlite3';
import { searchParams, searchSql } from './search-sql.ts';

export interface QueryTiming {
  name: string;
  microseconds: number;
  plan: string;
}

/** Median time and plan of the list queries at the seeded size, straight on SQLite. */
export function measureQueries(databasePath: string, ownerId: string): QueryTiming[] {
  const db = new Database(databasePath, { readonly: true });
  const broad = searchParams(ownerId, 'tay');
  const narrow = searchParams(ownerId, 'tayl0r-not-here');
  const queries: [string, string, unknown[]][] = [
    ['count prospects (kept by triggers)', 'select prospects from lead_counts where owner_id = ?', [ownerId]],
    ['count prospects (counted)', 'select count(*) from prospects where owner_id = ?', [ownerId]],
    ['search "tay": trigram index probe', searchSql.probe, broad.probe],
    ['search "tay" (broad): first page', searchSql.broadPage, broad.broadPage],
    ['search "tay": count up to 1,000', searchSql.cappedCount, broad.cappedCount],
    ['search with no match (narrow): first page', searchSql.narrowPage, narrow.narrowPage],
    [
      'page 40 by cursor',
      'select * from prospects where owner_id = ? and created_at < ? order by created_at desc, id desc limit 25',
      [ownerId, Math.floor(Date.now() / 1000) - 86_400 * 10],
    ],
    ['count companies', 'select count(*) from companies where owner_id = ?', [ownerId]],
  ];
  try {
    return queries.map(([name, sql, params]) => {
      const statement = db.prepare(sql);
      const runs: number[] = [];
      for (let i = 0; i < 25; i++) {
        const started = process.hrtime.bigint();
        statement.all(...params);
        runs.push(Number(process.hrtime.bigint() - started) / 1000);
      }
      runs.sort((a, b) => a - b);
      const plan = (db.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[])
        .map((row) => row.detail)
        .join('; ');
      return { name, microseconds: Math.round(runs[Math.floor(runs.length / 2)]!), plan };
    });
  } finally {
    db.close();
  }
}
