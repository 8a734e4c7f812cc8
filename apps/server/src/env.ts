// Light imports only: the environment is checked before the API is loaded (main.ts).
import type { CrmProvidersConfig } from '@leadpath/api';
import {
  ACCOUNT_MAILS_PER_IP_PER_HOUR,
  DEFAULT_PRICE_IDS,
  DEFAULT_REQUEST_RATE_LIMITS,
  SIGN_UPS_PER_IP_PER_HOUR,
} from '@leadpath/api/config-defaults';
import { parseSecretsKey } from '@leadpath/auth/secret-box';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** How many reverse proxies stand in front of the app; `true`/`false` (the old flag) read as 1/0. */
const proxyCount = z
  .string()
  .regex(/^(true|false|\d)$/, {
    error: 'must be the number of reverse proxies in front of the app: 0, 1, 2 ...',
  })
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

/** Every setting the server reads, validated once at start-up; the only reader of process.env. */
export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
    DATABASE_PATH: z.string().min(1).default('data/app.db'),
    /** postgres://… runs on PostgreSQL (ADR 041); unset, the SQLite file at DATABASE_PATH. */
    DATABASE_URL: z.string().min(1).optional(),
    /** Worker threads for heavy reads of the SQLite file (ADR 051); unset: one per core but one; 0: none. */
    READ_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number of worker threads' })
      .int({ error: 'must be a whole number of worker threads' })
      .min(0)
      .max(64)
      .optional(),
    /** Demo accounts with a published password: only when asked for (demo-data-policy.ts decides). */
    SEED_DEMO_DATA: booleanFlag.default(false),
    /** The operator's explicit yes to demo accounts on a server that listens beyond this machine. */
    ALLOW_DEMO_DATA_ON_PUBLIC_HOST: booleanFlag.default(false),
    LOG_REQUESTS: booleanFlag.default(true),
    /** 1: one reverse proxy appends the client's address to X-Forwarded-For; 0: the socket's address. */
    TRUST_PROXY: proxyCount.default(0),
    /** Whether anyone may create an account at /sign-up; false: only invitations and the Admin's users. */
    SIGN_UP_ENABLED: booleanFlag.default(true),
    /** The free trial of a new sign-up, in days. */
    TRIAL_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int({ error: 'must be a number of days' })
      .min(0, { error: 'must be a number of days' })
      .max(365, { error: 'must be at most 365 days' })
      .default(14),
    /** Calls per minute of one signed-in person (REST with the cookie and /trpc); API keys have their own limits. */
    REQUEST_RATE_PER_USER: z.coerce
      .number({ error: 'must be a number of calls per minute' })
      .int()
      .min(1, { error: 'must be a number of calls per minute' })
      .default(DEFAULT_REQUEST_RATE_LIMITS.perUserPerMinute),
    /** Calls per minute from one address of callers who are not signed in. */
    REQUEST_RATE_PER_IP: z.coerce
      .number({ error: 'must be a number of calls per minute' })
      .int()
      .min(1, { error: 'must be a number of calls per minute' })
      .default(DEFAULT_REQUEST_RATE_LIMITS.perIpPerMinute),
    /** Sign-ups, password reset and verification mails one address (IPv6: one /64) may ask for per hour. */
    ACCOUNT_MAILS_PER_IP_PER_HOUR: z.coerce
      .number({ error: 'must be a number of mails per hour' })
      .int()
      .min(1, { error: 'must be a number of mails per hour' })
      .default(ACCOUNT_MAILS_PER_IP_PER_HOUR),
    /** Accounts one address (IPv6: one /64) may sign up for per hour. */
    SIGN_UPS_PER_IP_PER_HOUR: z.coerce
      .number({ error: 'must be a number of sign-ups per hour' })
      .int()
      .min(1, { error: 'must be a number of sign-ups per hour' })
      .default(SIGN_UPS_PER_IP_PER_HOUR),
    PUBLIC_URL: z
      .url({ error: 'must be an absolute URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    AGENT_EMAILS_URL: z.url({ error: 'must be an absolute URL' }).default('https://agents.example.com'),
    WEB_DIST_PATH: z.string().optional(),
    UPLOADS_PATH: z.string().min(1).default('data/uploads'),
    /** Uploads in an S3-compatible bucket instead of UPLOADS_PATH (several instances share it). */
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** A self-hosted store (MinIO, Garage, Ceph…): its URL; unset: AWS. */
    S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
    /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Both or neither: unset, the AWS SDK's usual chain (AWS_ACCESS_KEY_ID…, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Where the background job engine runs: in the server process, or not there (`pnpm worker` runs it). */
    JOB_RUNNER: z.enum(['inline', 'off'], { error: 'must be inline or off' }).default('inline'),
    /** Demos only: the app clock runs this many times faster than real time from start-up (1: real time). */
    APP_CLOCK_SPEED: z.coerce
      .number({ error: 'must be a number from 1 to 100000' })
      .min(1, { error: 'must be a number from 1 to 100000' })
      .max(100_000, { error: 'must be a number from 1 to 100000' })
      .default(1),
    /**
     * With APP_CLOCK_SPEED: the real time (ms since 1970) the sped-up clock starts from, the same for
     * every instance of a cluster so their clocks agree (pnpm cluster sets it); unset: this start-up.
     */
    APP_CLOCK_STARTED_AT: z.coerce
      .number({ error: 'must be a time in milliseconds since 1970' })
      .int({ error: 'must be a time in milliseconds since 1970' })
      .positive({ error: 'must be a time in milliseconds since 1970' })
      .optional(),
    /**
     * Outgoing webhooks may go to localhost, private and link-local addresses, over plain http too:
     * development and tests only (a receiver on this machine). Off: public https targets only.
     */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
    /**
     * Mailboxes' SMTP and IMAP servers may be on localhost, private and link-local addresses: a local
     * mail catcher in development and tests only. Off: public addresses only (after DNS too).
     */
    MAIL_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
    /** The embedded inbound SMTP listener (replies, bounces; ADR 030): off unless a port is set. */
    INBOUND_SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
    /** The interface the inbound SMTP listener listens on (127.0.0.1: this machine, or a relay in front). */
    INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Domains: where verification looks DNS records up. system: real DNS (node:dns); demo: the
     * built-in demo zone users fill from the Domains page. Unset: demo when NODE_ENV is not
     * production or SEED_DEMO_DATA=true (pnpm demo, the e2e server), system otherwise (dnsResolverModeOf).
     */
    DNS_RESOLVER: z.enum(['system', 'demo'], { error: 'must be system or demo' }).optional(),
    /** Domains: the SPF mechanism(s) users publish, e.g. `include:_spf.leadpath.example`; unset: `a mx`. */
    SPF_INCLUDE: z
      .string()
      .trim()
      .regex(
        /^[+?~-]?(a|mx|ptr|(include|a|mx|ip4|ip6|exists):\S+)(\s+[+?~-]?(a|mx|ptr|(include|a|mx|ip4|ip6|exists):\S+))*$/i,
        {
          error: 'must be SPF mechanisms such as include:_spf.example.com (no v=spf1, no all)',
        },
      )
      .optional(),
    /** Domains: the host replies come back to (an MX record users publish); unset: the user's mailbox provider. */
    INBOUND_MX_HOST: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+\.?$/, {
        error: 'must be a host name such as mx.example.com',
      })
      .optional(),
    /**
     * Base64 of 32 random bytes (`openssl rand -base64 32`): seals two-factor secrets in the database.
     * Unset: the published development key, refused on a server other machines reach (secrets-key.ts).
     */
    SECRETS_KEY: z
      .string()
      .transform((value, ctx) => {
        const key = parseSecretsKey(value);
        if (!key)
          ctx.addIssue({
            code: 'custom',
            message: 'must be base64 of 32 random bytes, for example the output of `openssl rand -base64 32`',
          });
        return key ?? Buffer.alloc(0);
      })
      .optional(),
    /** Set to connect integrations through Nango instead of the built-in sandbox consent page. */
    NANGO_SECRET_KEY: z.string().min(1).optional(),
    NANGO_HOST: z.url({ error: 'must be an absolute URL' }).default('https://api.nango.dev'),
    /** LinkedIn through Unipile (issue 21): both set offers the Unipile connector; otherwise sandbox and manual only. */
    UNIPILE_DSN: z.string().min(1).optional(),
    UNIPILE_API_KEY: z.string().min(1).optional(),
    /** Power Dialer through Twilio (issue 35, ADR 048): all three set; none: the sandbox carrier (no real calls). */
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM_NUMBER: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +15005550006')
      .optional(),
    /** Calls from the rep's browser (Voice JS SDK, ADR 072): an API key, its secret and a TwiML App, all three set. */
    TWILIO_API_KEY_SID: z
      .string()
      .regex(/^SK[0-9a-fA-F]{32}$/, 'must be an API key SID (SK and 32 hex digits)')
      .optional(),
    TWILIO_API_KEY_SECRET: z.string().min(1).optional(),
    TWILIO_TWIML_APP_SID: z
      .string()
      .regex(/^AP[0-9a-fA-F]{32}$/, 'must be a TwiML App SID (AP and 32 hex digits)')
      .optional(),
    /** Voices (issue 35, ADR 057): an OpenAI-compatible /audio/speech service when all three are set; none: espeak-ng. */
    TTS_BASE_URL: z.url({ error: 'must be an absolute URL, e.g. https://api.openai.com/v1' }).optional(),
    TTS_API_KEY: z.string().min(1).optional(),
    TTS_MODEL: z.string().min(1).optional(),
    TTS_VOICE: z.string().min(1).optional(),
    /** The writer and reply classifier (issue 33): an OpenAI-compatible server when LLM_BASE_URL and LLM_MODEL are set; else the template assistant. */
    LLM_BASE_URL: z.url({ error: 'must be an absolute URL, e.g. https://api.openai.com/v1' }).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    /** Language-model calls per user per UTC day (default 200). */
    LLM_DAILY_CALLS: z.coerce.number().int().min(1).optional(),
    // Proxy location search: Google Places when set, otherwise the offline city data set.
    GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
    /**
     * The single-tenant CRM mode: every user's CRM calls go to the one account of the tokens below.
     * Without it each user's own connection is used (through Nango), or the sandbox CRM.
     */
    CRM_SINGLE_TENANT: booleanFlag.default(false),
    /** Single-tenant only (CRM_SINGLE_TENANT=true): set both to send every Salesforce call to this org. */
    SALESFORCE_INSTANCE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
    SALESFORCE_ACCESS_TOKEN: z.string().min(1).optional(),
    SALESFORCE_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d$/, { error: 'must look like v60.0' })
      .default('v60.0'),
    /** Single-tenant only (CRM_SINGLE_TENANT=true): every HubSpot call goes to this account (a private app token). */
    HUBSPOT_ACCESS_TOKEN: z.string().min(1).optional(),
    HUBSPOT_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.hubapi.com'),
    /** The HubSpot account's request limit per 10 s (private apps: 100, or 190 on Professional and Enterprise). */
    HUBSPOT_REQUESTS_PER_10S: z.enum(['100', '190']).default('100').transform(Number),
    /** Stripe for payments when both are set; the sandbox checkout pages otherwise. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    PRICE_ID_STARTER_MONTHLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Starter.monthly),
    PRICE_ID_STARTER_YEARLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Starter.yearly),
    PRICE_ID_PREMIUM_MONTHLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Premium.monthly),
    PRICE_ID_PREMIUM_YEARLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Premium.yearly),
    PRICE_ID_PRO_MONTHLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Pro.monthly),
    PRICE_ID_PRO_YEARLY: z.string().min(1).default(DEFAULT_PRICE_IDS.Pro.yearly),
  })
  .superRefine((env, ctx) => {
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
      });
    // A sped-up clock is for a demo on this machine (and the LinkedIn browser proof), never a real server.
    if (env.APP_CLOCK_SPEED !== 1 && !['127.0.0.1', '::1', 'localhost'].includes(env.HOST))
      ctx.addIssue({
        code: 'custom',
        path: ['APP_CLOCK_SPEED'],
        message: 'speeds the app clock up for demos on this machine only: set HOST=127.0.0.1',
      });
    // An installation-wide CRM token sends every user's leads to one account: only when asked for.
    const tokens = (
      ['HUBSPOT_ACCESS_TOKEN', 'SALESFORCE_ACCESS_TOKEN', 'SALESFORCE_INSTANCE_URL'] as const
    ).filter((name) => env[name] !== undefined);
    if (!env.CRM_SINGLE_TENANT) {
      for (const name of tokens)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            "is an installation-wide CRM credential: every user's leads would go to its one account. Set CRM_SINGLE_TENANT=true to use it for all users, or unset it so each user connects their own CRM",
        });
      return;
    }
    if (tokens.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['CRM_SINGLE_TENANT'],
        message: 'needs HUBSPOT_ACCESS_TOKEN, or SALESFORCE_INSTANCE_URL and SALESFORCE_ACCESS_TOKEN',
      });
    if ((env.SALESFORCE_INSTANCE_URL === undefined) !== (env.SALESFORCE_ACCESS_TOKEN === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [env.SALESFORCE_INSTANCE_URL ? 'SALESFORCE_ACCESS_TOKEN' : 'SALESFORCE_INSTANCE_URL'],
        message: 'must be set together with the other Salesforce variable',
      });
  });

/** The price ids of the payment provider, per plan and period. */
export function priceIdsOf(env: Env) {
  return {
    Starter: { monthly: env.PRICE_ID_STARTER_MONTHLY, yearly: env.PRICE_ID_STARTER_YEARLY },
    Premium: { monthly: env.PRICE_ID_PREMIUM_MONTHLY, yearly: env.PRICE_ID_PREMIUM_YEARLY },
    Pro: { monthly: env.PRICE_ID_PRO_MONTHLY, yearly: env.PRICE_ID_PRO_YEARLY },
  };
}

/**
 * The CRM clients the environment configures (ADR 025): each user's own connection through Nango
 * when NANGO_SECRET_KEY is set; the installation's tokens for every user only in the single-tenant
 * mode; the sandbox CRM otherwise.
 */
export function crmConfigOf(env: Env): CrmProvidersConfig {
  const singleTenant = env.CRM_SINGLE_TENANT
    ? {
        salesforce:
          env.SALESFORCE_INSTANCE_URL && env.SALESFORCE_ACCESS_TOKEN
            ? {
                instanceUrl: env.SALESFORCE_INSTANCE_URL,
                accessToken: env.SALESFORCE_ACCESS_TOKEN,
                apiVersion: env.SALESFORCE_API_VERSION,
              }
            : undefined,
        hubspot: env.HUBSPOT_ACCESS_TOKEN
          ? {
              baseUrl: env.HUBSPOT_BASE_URL,
              accessToken: env.HUBSPOT_ACCESS_TOKEN,
              requestsPer10Seconds: env.HUBSPOT_REQUESTS_PER_10S,
            }
          : undefined,
      }
    : undefined;
  const nango = env.NANGO_SECRET_KEY
    ? {
        host: env.NANGO_HOST,
        secretKey: env.NANGO_SECRET_KEY,
        hubspot: { baseUrl: env.HUBSPOT_BASE_URL, requestsPer10Seconds: env.HUBSPOT_REQUESTS_PER_10S },
        salesforce: { apiVersion: env.SALESFORCE_API_VERSION },
      }
    : undefined;
  return { singleTenant, nango };
}

export type Env = z.infer<typeof envSchema>;

/** DNS_RESOLVER, or its default: the demo zone off production and on a demo-data server, real DNS otherwise. */
export function dnsResolverModeOf(env: Env): 'system' | 'demo' {
  return env.DNS_RESOLVER ?? (env.NODE_ENV !== 'production' || env.SEED_DEMO_DATA ? 'demo' : 'system');
}

/** Parses the environment; a bad value stops start-up with the variable's name. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
