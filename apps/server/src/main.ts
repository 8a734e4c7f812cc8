import { serve } from '@hono/node-server';
import { createCrmProviderFactory, createLimits, createOutboxMailer } from '@leadpath/api';
import { createSecretBox, createSessionStore } from '@leadpath/auth';
import {
  createBillingProvider,
  createLocalDiskStorage,
  createNangoConnector,
  createPlacesSearch,
  createSandboxConnector,
  createTemplateGuideWriter,
} from '@leadpath/integrations';
import { createApp } from './app.ts';
import { prepareDatabase } from './database.ts';
import { decideDemoData } from './demo-data-policy.ts';
import { crmConfigOf, loadEnv, priceIdsOf } from './env.ts';
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
  const secretsKey = decideSecretsKey(env);
  if (secretsKey.kind === 'refuse-to-start') throw new Error(secretsKey.message);
  if (secretsKey.kind === 'development')
    console.info(JSON.stringify({ level: 'warn', msg: secretsKey.message }));
  const secrets = createSecretBox(secretsKey.key);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const db = await prepareDatabase(env.DATABASE_PATH, {
    seed: demoData.kind === 'seed-when-empty',
    now: Date.now(),
    firstAdminUrl: `${publicUrl}/setup`,
    secrets,
  });
  const now = () => Date.now();
  const app = createApp(
    {
      db,
      services: {
        mailer: createOutboxMailer(db, now),
        storage: createLocalDiskStorage(env.UPLOADS_PATH),
        connector: env.NANGO_SECRET_KEY
          ? createNangoConnector({ host: env.NANGO_HOST, secretKey: env.NANGO_SECRET_KEY })
          : createSandboxConnector(now),
        crm: createCrmProviderFactory(db, now, crmConfigOf(env)),
        places: createPlacesSearch({ googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY }),
        guideWriter: createTemplateGuideWriter(),
        billing: createBillingProvider({
          stripeSecretKey: env.STRIPE_SECRET_KEY,
          stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
          priceIds: priceIdsOf(env),
          now,
        }),
      },
      sessions: createSessionStore(db, now, { publicUrl }),
      secrets,
      limits: createLimits(),
      now,
      config: {
        agentEmailsUrl: env.AGENT_EMAILS_URL,
        publicUrl,
        trustProxy: env.TRUST_PROXY,
        signUpEnabled: env.SIGN_UP_ENABLED,
        trialDays: env.TRIAL_DAYS,
        requestRateLimits: {
          perUserPerMinute: env.REQUEST_RATE_PER_USER,
          perIpPerMinute: env.REQUEST_RATE_PER_IP,
        },
        priceIds: priceIdsOf(env),
      },
    },
    {
      webDistPath: env.WEB_DIST_PATH ?? defaultWebDistPath,
      logLine: env.LOG_REQUESTS ? (line) => process.stdout.write(`${line}\n`) : undefined,
    },
  );
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.info(
      JSON.stringify({ level: 'info', msg: `Leadpath is running on http://localhost:${info.port}` }),
    );
  });
  const shutdown = () => {
    server.close(() => {
      db.$client.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
