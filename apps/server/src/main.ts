import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSecretBox } from '@leadpath/auth';
import { readPoolSizeOf } from '@leadpath/db';
import { createApp } from './app.ts';
import { createAppDeps, publicUrlOf } from './app-deps.ts';
import { sandboxBillingWarning } from './billing-warning.ts';
import { databaseLocationOf, prepareDatabase } from './database.ts';
import { decideDemoData } from './demo-data-policy.ts';
import { loadEnv } from './env.ts';
import { startInboundSmtp } from './inbound-smtp.ts';
import { startJobRunner } from './job-runner.ts';
import { lingerOnUnreadBodies } from './lingering-close.ts';
import { decideSecretsKey } from './secrets-key.ts';
import { defaultWebDistPath } from './web-app.ts';

async function main() {
  const env = loadEnv();
  const demoData = decideDemoData(env);
  if (demoData.kind === 'refuse-to-start') throw new Error(demoData.message);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or neither.',
    );
  const sandboxWarning = sandboxBillingWarning(env);
  // On stderr as well as in the log: an operator starting the server by hand must not miss it.
  if (sandboxWarning) console.warn(JSON.stringify({ level: 'warn', msg: sandboxWarning }));
  const secretsKey = decideSecretsKey(env);
  if (secretsKey.kind === 'refuse-to-start') throw new Error(secretsKey.message);
  if (secretsKey.kind === 'development')
    console.info(JSON.stringify({ level: 'warn', msg: secretsKey.message }));
  const secrets = createSecretBox(secretsKey.key);
  const publicUrl = publicUrlOf(env);
  const db = await prepareDatabase(databaseLocationOf(env), {
    seed: demoData.kind === 'seed-when-empty',
    now: Date.now(),
    firstAdminUrl: `${publicUrl}/setup`,
    secrets,
    // Heavy reads run in worker threads on a SQLite file (ADR 051); db.close() stops them.
    readPoolSize: readPoolSizeOf(env.READ_POOL_SIZE),
  });
  const deps = createAppDeps(env, db, secrets);
  const app = createApp(deps, {
    webDistPath: env.WEB_DIST_PATH ?? defaultWebDistPath,
    logLine: env.LOG_REQUESTS ? (line) => process.stdout.write(`${line}\n`) : undefined,
  });
  // The job engine runs in this process unless JOB_RUNNER=off (then `pnpm worker` runs it).
  const jobRunner = env.JOB_RUNNER === 'inline' ? startJobRunner(deps) : undefined;
  // Issue 20: the embedded inbound SMTP listener, only when INBOUND_SMTP_PORT is set (ADR 030).
  const inboundSmtp = await startInboundSmtp(env, deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.info(
      JSON.stringify({ level: 'info', msg: `Leadpath is running on http://localhost:${info.port}` }),
    );
  });
  // A refused upload's client reads its 413 before the connection ends (ADR 064).
  lingerOnUnreadBodies(server as Server);
  let stopping = false;
  const shutdown = async () => {
    // Ctrl+C under `pnpm demo` reaches this process twice (from the terminal and from the script).
    if (stopping) return;
    stopping = true;
    await jobRunner?.stop();
    await inboundSmtp?.close();
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
