import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSecretBox } from '@leadpath/auth';
import { readPoolSizeOf } from '@leadpath/db';
import { createApp } from './app.ts';
import { createAppDeps, publicUrlOf } from './app-deps.ts';
import { databaseLocationOf, prepareDatabase } from './database.ts';
import type { Env } from './env.ts';
import { startInboundSmtp } from './inbound-smtp.ts';
import { startJobRunner } from './job-runner.ts';
import { lingerOnUnreadBodies } from './lingering-close.ts';
import { defaultWebDistPath } from './web-app.ts';

/** What main.ts decided from the environment before loading this module. */
export interface StartChoices {
  seedDemoData: boolean;
  secretsKey: Buffer;
}

/** Opens the database, serves the app, runs the job engine and the inbound SMTP listener, stops on a signal. */
export async function startServer(env: Env, choices: StartChoices) {
  const secrets = createSecretBox(choices.secretsKey);
  const publicUrl = publicUrlOf(env);
  const db = await prepareDatabase(databaseLocationOf(env), {
    seed: choices.seedDemoData,
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
