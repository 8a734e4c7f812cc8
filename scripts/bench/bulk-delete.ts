// Issue 29's bulk-delete proof, in process (no sockets): an account of 100,000 prospects, 200,000 of
// their sequence steps scheduled, deletes 500 prospects at a time through POST /api/prospects/bulk-delete
// while another account's cheap signed-in GET runs in a loop. Prints the GET's p99 idle and during.
// Usage: node --import tsx scripts/bench/bulk-delete.ts [rounds]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { createTestApp } from '../../packages/api/src/testing/test-app.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies } from './scale-data.ts';

const PROSPECTS = 100_000;
const STEPS_PER_PROSPECT = 2;
const BATCH = 500;

const log = (message: string) => process.stderr.write(`${message}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** One sequence of two steps with every prospect enrolled and both steps scheduled. */
function scheduleEveryProspect(sqlite: Database.Database, ownerId: string, now: number) {
  const sequenceId = randomUUID();
  sqlite
    .prepare(
      'insert into sequences (id, owner_id, name, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    )
    .run(sequenceId, ownerId, 'Bench sequence', 'active', now, now);
  const stepIds = Array.from({ length: STEPS_PER_PROSPECT }, (_, position) => {
    const id = randomUUID();
    sqlite
      .prepare(
        'insert into sequence_steps (id, sequence_id, position, kind, delay_days, body) values (?, ?, ?, ?, ?, ?)',
      )
      .run(id, sequenceId, position, 'call', position, 'Call {{prospect_first_name}}');
    return id;
  });
  const prospectIds = sqlite
    .prepare('select id from prospects where owner_id = ?')
    .pluck()
    .all(ownerId) as string[];
  const enroll = sqlite.prepare(
    'insert into sequence_enrollments (id, owner_id, sequence_id, prospect_id, status, time_zone, enrolled_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const schedule = sqlite.prepare(
    'insert into scheduled_steps (id, owner_id, sequence_id, enrollment_id, prospect_id, step_id, idempotency_key, status, due_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (const prospectId of prospectIds) {
      const enrollmentId = randomUUID();
      enroll.run(enrollmentId, ownerId, sequenceId, prospectId, 'active', 'UTC', now, now);
      for (const stepId of stepIds) {
        const id = randomUUID();
        schedule.run(
          id,
          ownerId,
          sequenceId,
          enrollmentId,
          prospectId,
          stepId,
          id,
          'scheduled',
          now + 86_400_000,
          now,
        );
      }
    }
  })();
  return prospectIds;
}

export async function measureBulkDelete(rounds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-bulk-delete-'));
  const db = openDatabase(join(dir, 'bulk-delete.db'));
  await migrateDatabase(db);
  const t = createTestApp({ database: db });
  const owner = await t.createUser({ email: 'owner@bulk.test', name: 'Owner', role: 'Pro' });
  await t.createUser({ email: 'probe@bulk.test', name: 'Probe', role: 'Pro' });
  const ownerCookie = await t.signIn('owner@bulk.test');
  const probeCookie = await t.signIn('probe@bulk.test');
  const now = Date.now();
  log(`seeding ${PROSPECTS} prospects and ${PROSPECTS * STEPS_PER_PROSPECT} scheduled steps`);
  // Seeded on the connection itself before any request runs (the same call before and after issue 29).
  const sqlite = db.$client;
  bulkInsertBenchProspects(
    sqlite,
    owner.id,
    insertBenchCompanies(sqlite, owner.id, 1000, now),
    0,
    PROSPECTS,
    now,
  );
  const prospectIds = scheduleEveryProspect(sqlite, owner.id, now);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');

  async function probe(until: () => boolean): Promise<number[]> {
    const times: number[] = [];
    while (!until()) {
      // Timed from when the call was due: waiting behind someone else's work counts.
      const due = performance.now() + 2;
      await new Promise((resolve) => setTimeout(resolve, 2));
      const response = await t.request('/api/prospects/count', { cookie: probeCookie });
      await response.text();
      times.push(performance.now() - due);
    }
    return times;
  }

  let idleDone = false;
  setTimeout(() => {
    idleDone = true;
  }, 3000);
  const idle = await probe(() => idleDone);

  let deleting = true;
  const during = probe(() => !deleting);
  const started = performance.now();
  let deleted = 0;
  for (let round = 0; round < rounds; round++) {
    const ids = prospectIds.slice(round * BATCH, (round + 1) * BATCH);
    const response = await t.request('/api/prospects/bulk-delete', {
      method: 'POST',
      cookie: ownerCookie,
      json: { ids },
    });
    if (response.status !== 200) throw new Error(`bulk delete: ${response.status} ${await response.text()}`);
    deleted += ((await response.json()) as { deleted: number }).deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const seconds = (performance.now() - started) / 1000;
  deleting = false;
  const duringTimes = await during;
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    deleted,
    seconds,
    idleP99Ms: percentile(idle, 0.99),
    duringP99Ms: percentile(duringTimes, 0.99),
    probes: duringTimes.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBulkDelete(Number(process.argv[2] ?? 10));
  process.stdout.write(
    `bulk delete: ${result.deleted} prospects in ${result.seconds.toFixed(1)} s (${BATCH} a request); cheap GET p99 idle ${result.idleP99Ms.toFixed(1)} ms, during ${result.duringP99Ms.toFixed(1)} ms (${(result.duringP99Ms / result.idleP99Ms).toFixed(1)}×, ${result.probes} calls)\n`,
  );
}
