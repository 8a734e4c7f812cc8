import { type AppDeps, appJobHandlers, createJobRunner, type JobRunner } from '@leadpath/api';

/** Starts the job engine's runner of this process on the app's job handlers (ADR 021). */
export function startJobRunner(deps: AppDeps): JobRunner {
  const runner = createJobRunner({ db: deps.db, now: deps.now, handlers: appJobHandlers(deps) });
  runner.start();
  console.info(JSON.stringify({ level: 'info', msg: 'job runner started', owner: runner.owner }));
  return runner;
}
