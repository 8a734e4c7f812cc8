// One "server process" of the two-process job engine test: runs the due jobs of the database at
// argv[2] as owner argv[3] until none is left, recording every handler run in test_job_runs.
// Usage: node --import tsx job-runner-process.ts <database> <owner> <clock epoch ms> [hang]
// With `hang`, each handler records its run and never returns: the test kills the process mid-job.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { openDatabase } from '@leadpath/db';
import { defineJobHandlers, type JobContext } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';

const [databasePath, owner, clockText, mode] = process.argv.slice(2);
if (!databasePath || !owner || !clockText) throw new Error('usage: <database> <owner> <clock epoch ms>');
const db = openDatabase(databasePath);
const now = () => Number(clockText);
const handlers = defineJobHandlers({
  count: async ({ jobId, attempt }: JobContext<unknown>) => {
    await db.$sql.run('INSERT INTO test_job_runs (job_id, owner, attempt) VALUES (?, ?, ?)', [
      jobId,
      owner,
      attempt,
    ]);
    if (mode === 'hang') await new Promise(() => setInterval(() => {}, 1_000)); // alive, never done
    await yieldToEventLoop();
  },
});
// JOB_TEST_BARRIER=n: start only once n processes are up, so a slow start-up cannot leave one process all the jobs.
const barrier = Number(process.env.JOB_TEST_BARRIER ?? 0);
if (barrier > 0) {
  await db.$sql.exec('CREATE TABLE IF NOT EXISTS test_runners_ready (owner TEXT PRIMARY KEY)');
  await db.$sql.run('INSERT INTO test_runners_ready (owner) VALUES (?)', [owner]);
  const ready = async () => (await db.$sql.pluck<number>('SELECT count(*) FROM test_runners_ready'))[0] ?? 0;
  const giveUpAt = Date.now() + 30_000;
  while ((await ready()) < barrier && Date.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
let idle = 0;
while (idle < 20) {
  const result = await runDueJobs({ db, handlers, now, owner, batchSize: 5, maxJobs: 20 });
  idle = result.claimed === 0 ? idle + 1 : 0;
  await yieldToEventLoop();
}
await db.close();
