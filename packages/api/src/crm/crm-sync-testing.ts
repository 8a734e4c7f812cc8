import type { AppDeps } from '../context.ts';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';

/**
 * Runs the due background jobs of a test app until none is due on its clock (which stands still):
 * the job runner's ticks, driven by the test. Answers how many job runs there were.
 */
export async function runDueSyncJobs(deps: AppDeps, owner = 'test-runner'): Promise<number> {
  const handlers = appJobHandlers(deps);
  let runs = 0;
  for (;;) {
    const result = await runDueJobs({ db: deps.db, handlers, now: deps.now, owner, maxJobs: 100 });
    runs += result.claimed;
    if (result.claimed === 0) return runs;
  }
}
