import { type AppDeps, createCrmProviderFactory, createLimits, createOutboxMailer } from '@leadpath/api';
import { createSessionStore, type SecretBox } from '@leadpath/auth';
import type { AppDatabase } from '@leadpath/db';
import {
  createBillingProvider,
  createLocalDiskStorage,
  createNangoConnector,
  createPlacesSearch,
  createSandboxConnector,
  createTemplateGuideWriter,
} from '@leadpath/integrations';
import { crmConfigOf, type Env, priceIdsOf } from './env.ts';

/** Where users reach the app: PUBLIC_URL, or this machine's port. */
export const publicUrlOf = (env: Env) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/** Everything the API layer and the job handlers use, as the environment configures it. */
export function createAppDeps(env: Env, db: AppDatabase, secrets: SecretBox): AppDeps {
  const publicUrl = publicUrlOf(env);
  const now = () => Date.now();
  return {
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
      webhooks: {
        requireHttps: env.NODE_ENV === 'production',
        allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      },
    },
  };
}
