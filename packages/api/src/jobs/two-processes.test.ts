import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';

const runnerScript = fileURLToPath(new URL('../testing/job-runner-process.ts', import.meta.url));

let shared: ReturnType<typeof openSharedDatabase> | undefined;
afterEach(() => {
  shared?.close();
  shared = undefined;
});

function runProcess(path: string, owner: string, clock: number) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', runnerScript, path, owner, String(clock)], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
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
    shared = openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const { clock } = createTestClock();
    const total = 2_000;
    db.$client.exec(
      'CREATE TABLE test_job_runs (job_id TEXT NOT NULL, owner TEXT NOT NULL, attempt INTEGER NOT NULL)',
    );
    db.$client.transaction(() => {
      for (let i = 0; i < total; i++) enqueueJob(db, { kind: 'count', payload: { i } }, clock.now);
    })();

    await Promise.all([runProcess(shared.path, 'a', clock.now), runProcess(shared.path, 'b', clock.now)]);

    const perJob = db.$client
      .prepare('SELECT job_id AS jobId, count(*) AS runs FROM test_job_runs GROUP BY job_id')
      .all() as { jobId: string; runs: number }[];
    expect(perJob).toHaveLength(total);
    expect(perJob.filter((row) => row.runs !== 1)).toEqual([]);
    const byOwner = db.$client
      .prepare('SELECT owner, count(*) AS runs FROM test_job_runs GROUP BY owner ORDER BY owner')
      .all() as { owner: string; runs: number }[];
    expect(byOwner.map((row) => row.owner)).toEqual(['a', 'b']);
    expect(db.$client.prepare("SELECT count(*) FROM jobs WHERE status = 'done'").pluck().get()).toBe(total);
  });
});
