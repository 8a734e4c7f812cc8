// `pnpm worker`: the job engine alone, as a process of its own beside servers started with
// JOB_RUNNER=off. Same environment, same database; the tick lease lets one runner tick at a time.
import { createSecretBox } from '@leadpath/auth';
import { createAppDeps } from './app-deps.ts';
import { databaseLocationOf, openMigratedDatabase } from './database.ts';
import { loadEnv } from './env.ts';
import { startJobRunner } from './job-runner.ts';
import { decideSecretsKey } from './secrets-key.ts';

async function worker() {
  const env = loadEnv();
  const secretsKey = decideSecretsKey(env);
  if (secretsKey.kind === 'refuse-to-start') throw new Error(secretsKey.message);
  const db = await openMigratedDatabase(databaseLocationOf(env));
  const runner = startJobRunner(createAppDeps(env, db, createSecretBox(secretsKey.key)));
  const shutdown = async () => {
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

worker().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
