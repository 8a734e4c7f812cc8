import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AsyncAppDatabase } from '../async-sqlite.ts';
import { postgresDatabase } from './async-postgres.ts';
import { createPool } from './pool.ts';

// Test databases on PostgreSQL (ADR 041): the schema is migrated once per run into a template
// database, and every test database is a `CREATE DATABASE … TEMPLATE` copy of it, dropped on close.

/** The migrated database every test database copies. */
export const TEMPLATE_DATABASE = 'leadpath_template';
/** Serializes the template's creation across test processes (vitest forks) of one run. */
const TEMPLATE_LOCK_KEY = 4_100_041;
/** Where ADR 041's PostgreSQL migrator lives once it exists (written beside this change). */
const MIGRATE_PG_MODULE = '../../migrate-pg.ts';

/** A database name of the cluster given by `url`, keeping its host, port and credentials. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * THE HOOK for the template's schema: `migratePostgres(url)` of packages/db/src/migrate-pg.ts (written
 * beside this change). Without that module the template stays empty and tests create their tables.
 */
async function migrateTemplate(templateUrl: string): Promise<void> {
  let migrator: { migratePostgres?: (url: string) => Promise<void> };
  try {
    migrator = await import(/* @vite-ignore */ MIGRATE_PG_MODULE);
  } catch (error) {
    if (
      (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' ||
      /Cannot find module|Failed to load/.test(String(error))
    )
      return;
    throw error;
  }
  if (typeof migrator.migratePostgres !== 'function')
    throw new Error(`${MIGRATE_PG_MODULE} has no migratePostgres(url): the test template cannot be migrated`);
  await migrator.migratePostgres(templateUrl);
}

/** Creates and migrates the template once per cluster; other processes wait on the advisory lock. */
async function ensureTemplate(admin: pg.Pool, adminUrl: string): Promise<void> {
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE_DATABASE]);
    if (found.rowCount === 0) {
      await client.query(`create database ${TEMPLATE_DATABASE}`);
      try {
        // The migrator closes its connection: CREATE DATABASE … TEMPLATE refuses a template in use.
        await migrateTemplate(databaseUrl(adminUrl, TEMPLATE_DATABASE));
      } catch (error) {
        await client.query(`drop database ${TEMPLATE_DATABASE}`);
        throw error;
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

const admins = new Map<string, { pool: pg.Pool; template: Promise<void> }>();

/** One small pool per cluster for CREATE/DROP DATABASE, and the template made once per process. */
function adminOf(adminUrl: string) {
  let admin = admins.get(adminUrl);
  if (!admin) {
    const pool = createPool(adminUrl, 2);
    admin = { pool, template: ensureTemplate(pool, adminUrl) };
    admins.set(adminUrl, admin);
  }
  return admin;
}

/** Resolves once the cluster's template is migrated: a suite's beforeAll, so no one test pays for it. */
export function postgresTemplateReady(adminUrl: string): Promise<void> {
  return adminOf(adminUrl).template;
}

const IN_USE = '55006';

/**
 * Drops a test database once its pool's connections are gone: they close just after pool.end()
 * resolves, and forcing them would log their termination as errors. Forced after a short wait.
 */
async function dropWhenIdle(admin: pg.Pool, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/**
 * A fresh database for one test on the cluster of `adminUrl` (LEADPATH_TEST_PG_URL), returned at once:
 * its statements wait until the copy of the template exists; close() drops it.
 */
export function createPostgresTestDatabase(adminUrl: string): AsyncAppDatabase {
  const admin = adminOf(adminUrl);
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const pool = createPool(databaseUrl(adminUrl, name), 4);
  const ready = admin.template.then(() =>
    // file_copy (PostgreSQL 15+): a plain copy of the template's files, a third of WAL_LOG's time on a test cluster without fsync.
    admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE} strategy file_copy`),
  );
  return postgresDatabase(pool, {
    ready,
    afterClose: async () => {
      await ready.catch(() => undefined);
      await dropWhenIdle(admin.pool, name);
    },
  });
}
