import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { runDueJobs } from './run-due-jobs.ts';

const runnerScript = fileURLToPath(new URL('../testing/job-runner-process.ts', import.meta.url));

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

function startProcess(path: string, owner: string, clock: number, mode?: 'hang', barrier?: number) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', runnerScript, path, owner, String(clock), ...(mode ? [mode] : [])],
    {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: barrier ? { ...process.env, JOB_TEST_BARRIER: String(barrier) } : process.env,
    },
  );
}

/** Runs one runner process to the end; with a barrier it starts working once that many are up. */
function runProcess(path: string, owner: string, clock: number, barrier?: number) {
  return new Promise<void>((resolve, reject) => {
    const child = startProcess(path, owner, clock, undefined, barrier);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${owner} exited ${code}: ${stderr}`)),
    );
  });
}

describe('two processes on one database file', () => {
  it('never run the same job twice', { timeout: 60_000 }, async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const { clock } = createTestClock();
    const total = 2_000;
    await db.$sql.exec(
      'CREATE TABLE test_job_runs (job_id TEXT NOT NULL, owner TEXT NOT NULL, attempt INTEGER NOT NULL)',
    );
    await db.transaction(async (tx) => {
      for (let i = 0; i < total; i++) await enqueueJob(tx, { kind: 'count', payload: { i } }, clock.now);
    });

    await Promise.all([
      runProcess(shared.path, 'a', clock.now, 2),
      runProcess(shared.path, 'b', clock.now, 2),
    ]);

    const perJob = await db.$sql.all<{ jobId: string; runs: number }>(
      'SELECT job_id AS jobId, count(*) AS runs FROM test_job_runs GROUP BY job_id',
    );
    expect(perJob).toHaveLength(total);
    expect(perJob.filter((row) => row.runs !== 1)).toEqual([]);
    const byOwner = await db.$sql.all<{ owner: string; runs: number }>(
      'SELECT owner, count(*) AS runs FROM test_job_runs GROUP BY owner ORDER BY owner',
    );
    expect(byOwner.map((row) => row.owner)).toEqual(['a', 'b']);
    expect(await db.$sql.pluck("SELECT count(*) FROM jobs WHERE status = 'done'")).toEqual([total]);
  });

  it('take over the job of a process killed in the middle of it, once its lease ran out', {
    timeout: 60_000,
  }, async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const { clock, now } = createTestClock();
    await db.$sql.exec(
      'CREATE TABLE test_job_runs (job_id TEXT NOT NULL, owner TEXT NOT NULL, attempt INTEGER NOT NULL)',
    );
    const job = await enqueueJob(db, { kind: 'count', payload: {}, idempotencyKey: 'send-once' }, clock.now);
    const runs = () =>
      db.$sql.all('SELECT owner, attempt FROM test_job_runs WHERE job_id = ? ORDER BY attempt', [job.id]);

    const child = startProcess(shared.path, 'a', clock.now, 'hang');
    await vi.waitFor(async () => expect(await runs()).toEqual([{ owner: 'a', attempt: 1 }]), {
      timeout: 30_000,
      interval: 50,
    });
    expect(child.exitCode).toBe(null); // still in the middle of the job
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const handlers = defineJobHandlers({
      count: async ({ jobId, attempt }: JobContext<unknown>) => {
        await db.$sql.run('INSERT INTO test_job_runs VALUES (?, ?, ?)', [jobId, 'b', attempt]);
      },
    });
    const leaseMs = 5 * 60_000; // the default lease process a took
    clock.advance(leaseMs - 1);
    expect(await runDueJobs({ db, handlers, now, owner: 'b' })).toMatchObject({ claimed: 0 });
    clock.advance(1);
    expect(await runDueJobs({ db, handlers, now, owner: 'b' })).toMatchObject({ claimed: 1, done: 1 });
    expect(await runs()).toEqual([
      { owner: 'a', attempt: 1 },
      { owner: 'b', attempt: 2 },
    ]);
    expect(await db.$sql.get('SELECT status, attempts FROM jobs WHERE id = ?', [job.id])).toEqual({
      status: 'done',
      attempts: 2,
    });
  });
});
