import Database from 'better-sqlite3';
import pg from 'pg';
import { asyncDatabase } from '../driver/async-sqlite.ts';
import { migrateDatabase } from '../migrate.ts';
import { migratePostgres } from '../migrate-pg.ts';
import { copyTable, moveIdentitiesPastCopiedKeys, type Progress } from './copy-table.ts';
import { copyPlan, type TablePlan } from './plan.ts';
import { compareRowCounts, type TableCount } from './verify.ts';

// Moves an install from its SQLite file to an empty PostgreSQL database (ADR 043): both migrated to
// this version, every table copied in one transaction, then row counts compared table by table.

export interface CopyOptions {
  sqlitePath: string;
  postgresUrl: string;
  onProgress?: Progress;
}

export interface CopyReport {
  tables: TableCount[];
  rows: number;
}

export class CopyRefusedError extends Error {}

/** Copies the SQLite database at `sqlitePath` into the empty PostgreSQL database at `postgresUrl`. */
export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const source = await openMigratedSource(options.sqlitePath);
  try {
    await migratePostgres(options.postgresUrl);
    const target = new pg.Client({ connectionString: options.postgresUrl });
    await target.connect();
    try {
      const plan = await copyPlan(target);
      await refuseNonEmptyTarget(target, plan);
      await copyEverything(source, target, plan, options.onProgress ?? (() => undefined));
      const tables = await compareRowCounts(source, target, plan);
      // Statistics and the visibility map now, not when autovacuum comes by: the planner's first
      // queries on the copied rows would otherwise be planned without statistics, and read the heap.
      await target.query('vacuum analyze');
      return { tables, rows: tables.reduce((sum, table) => sum + table.target, 0) };
    } finally {
      await target.end();
    }
  } finally {
    source.close();
  }
}

/** The source file, brought to this version's schema as the app would at start; read-only after. */
async function openMigratedSource(path: string): Promise<Database.Database> {
  const writable = new Database(path, { fileMustExist: true });
  const db = asyncDatabase(writable);
  await migrateDatabase(db);
  await db.close();
  return new Database(path, { readonly: true, fileMustExist: true });
}

async function refuseNonEmptyTarget(target: pg.ClientBase, plan: TablePlan[]): Promise<void> {
  for (const table of plan) {
    const found = await target.query(`select 1 from "${table.name}" limit 1`);
    if ((found.rowCount ?? 0) > 0) {
      throw new CopyRefusedError(
        `The PostgreSQL database is not empty (${table.name} has rows): copy into a new, empty database`,
      );
    }
  }
}

/**
 * One transaction: a failure leaves the target empty, so the copy can simply run again. The kept
 * counts' triggers are off while rows go in, since the counts are copied as they stand.
 */
async function copyEverything(
  source: Database.Database,
  target: pg.ClientBase,
  plan: TablePlan[],
  onProgress: Progress,
): Promise<void> {
  await target.query('begin');
  try {
    for (const table of plan) await target.query(`alter table "${table.name}" disable trigger user`);
    for (const table of plan) {
      await copyTable(source, target, table, onProgress);
      await moveIdentitiesPastCopiedKeys(target, table);
    }
    for (const table of plan) await target.query(`alter table "${table.name}" enable trigger user`);
    await target.query('commit');
  } catch (error) {
    await target.query('rollback');
    throw error;
  }
}
