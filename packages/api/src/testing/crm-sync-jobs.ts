import { jobs } from '@leadpath/db';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';

/** The next sync step that waits only for the pacing to the request budget (no 429, no error). */
async function nextPacedStep(deps: AppDeps) {
  const next = await deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'crm.sync'), eq(jobs.status, 'queued')))
    .orderBy(asc(jobs.runAt))
    .get();
  if (!next || next.lastError !== null || 'rateLimited' in JSON.parse(next.payload)) return null;
  return next;
}

/**
 * Runs the due background jobs of a test app until none is due on its clock: the job runner's
 * ticks, driven by the test. Given the clock, it also moves it over the pacing between two steps
 * (never over a 429's Retry-After). Answers how many job runs there were.
 */
export async function runDueSyncJobs(
  deps: AppDeps,
  clock?: { now: number },
  owner = 'test-runner',
): Promise<number> {
  const handlers = appJobHandlers(deps);
  let runs = 0;
  for (;;) {
    const result = await runDueJobs({ db: deps.db, handlers, now: deps.now, owner, maxJobs: 100 });
    runs += result.claimed;
    if (result.claimed > 0) continue;
    const paced = clock ? await nextPacedStep(deps) : null;
    if (!clock || !paced) return runs;
    clock.now = Math.max(clock.now, paced.runAt.getTime());
  }
}
