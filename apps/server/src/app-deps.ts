import {
  type AppDeps,
  createCrmProviderFactory,
  createDbFlowStateStore,
  createLimits,
  createMailboxMailer,
  selectLanguageModel,
  selectSpeechSynthesizer,
  selectTelephony,
} from '@leadpath/api';
import { createSessionStore, type SecretBox } from '@leadpath/auth';
import type { AppDatabase } from '@leadpath/db';
import {
  createBillingProvider,
  createNangoConnector,
  createPlacesSearch,
  createSandboxConnector,
  createSystemDnsResolver,
  createTemplateGuideWriter,
} from '@leadpath/integrations';
import { createUnipileClient } from '@leadpath/integrations/linkedin';
import { createAppClock } from './app-clock.ts';
import { crmConfigOf, dnsResolverModeOf, type Env, priceIdsOf } from './env.ts';
import { storageOf } from './storage-env.ts';

/** Where users reach the app: PUBLIC_URL, or this machine's port. */
export const publicUrlOf = (env: Env) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/** Everything the API layer and the job handlers use, as the environment configures it. */
export function createAppDeps(env: Env, db: AppDatabase, secrets: SecretBox): AppDeps {
  const publicUrl = publicUrlOf(env);
  // APP_CLOCK_SPEED (demos only) runs the app clock faster than real time; 1: Date.now.
  const now = createAppClock(env.APP_CLOCK_SPEED, Date.now, env.APP_CLOCK_STARTED_AT);
  // The sandboxes' consent and checkout sessions, in the database so any instance can finish them.
  const flowState = createDbFlowStateStore(db);
  return {
    db,
    services: {
      // Mailboxes (issue 20): a mail naming a mailbox goes out through its SMTP server, or its Google or
      // Outlook account (the user's own token through Nango; the sandbox records it in the outbox); others to the outbox.
      mailer: createMailboxMailer({
        db,
        now,
        secrets,
        publicUrl,
        hosts: { allowPrivate: env.MAIL_ALLOW_PRIVATE_HOSTS },
        accounts: env.NANGO_SECRET_KEY
          ? { nango: { host: env.NANGO_HOST, secretKey: env.NANGO_SECRET_KEY } }
          : {},
      }),
      storage: storageOf(env),
      connector: env.NANGO_SECRET_KEY
        ? createNangoConnector({ host: env.NANGO_HOST, secretKey: env.NANGO_SECRET_KEY })
        : createSandboxConnector(flowState, now),
      crm: createCrmProviderFactory(db, now, crmConfigOf(env)),
      places: createPlacesSearch({ googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY }),
      guideWriter: createTemplateGuideWriter(),
      billing: createBillingProvider({
        stripeSecretKey: env.STRIPE_SECRET_KEY,
        stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
        priceIds: priceIdsOf(env),
        now,
        flowState,
      }),
      // LinkedIn (issue 21): the sandbox network is built in; Unipile when UNIPILE_DSN and UNIPILE_API_KEY are set.
      linkedin: {
        unipile:
          env.UNIPILE_DSN && env.UNIPILE_API_KEY
            ? createUnipileClient({ dsn: env.UNIPILE_DSN, apiKey: env.UNIPILE_API_KEY })
            : null,
      },
      // Domains: real DNS, or (absent) the built-in demo zone.
      ...(dnsResolverModeOf(env) === 'system' && { dnsResolver: createSystemDnsResolver() }),
      // The writer and reply classifier: a chat-completions model when LLM_* is set, else the template assistant.
      languageModel: selectLanguageModel(env, db, now),
      // Power Dialer: Twilio when TWILIO_* are set; else the sandbox carrier (no real calls are placed).
      telephony: selectTelephony(env),
      // Voices: a text-to-speech service when TTS_* are set; else espeak-ng on this server.
      speech: selectSpeechSynthesizer(env),
    },
    sessions: createSessionStore(db, now, { publicUrl }),
    secrets,
    limits: createLimits(db, {
      accountMailsPerIpPerHour: env.ACCOUNT_MAILS_PER_IP_PER_HOUR,
      signUpsPerIpPerHour: env.SIGN_UPS_PER_IP_PER_HOUR,
    }),
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
      mail: { allowPrivateHosts: env.MAIL_ALLOW_PRIVATE_HOSTS },
      domains: { spfInclude: env.SPF_INCLUDE, inboundMxHost: env.INBOUND_MX_HOST },
    },
  };
}
