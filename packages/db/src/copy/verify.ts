import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { TablePlan } from './plan.ts';

/** One table's rows on each side after a copy. */
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/** Counts every table on both sides; throws, naming each table, when any differs. */
export async function compareRowCounts(
  source: Database.Database,
  target: pg.ClientBase,
  plan: TablePlan[],
): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const { name } of plan) {
    const sourceRows = (source.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n;
    const targetRows = Number((await target.query(`select count(*) as n from "${name}"`)).rows[0].n);
    counts.push({ table: name, source: sourceRows, target: targetRows });
  }
  const differing = counts.filter((count) => count.source !== count.target);
  if (differing.length > 0) {
    const list = differing.map((count) => `${count.table} ${count.source} → ${count.target}`).join(', ');
    throw new Error(`Row counts differ after the copy: ${list}`);
  }
  return counts;
}
