import type { SecretBox, SessionStore } from '@leadpath/auth';
import type { LanguageModel } from '@leadpath/core/schemas/assist';
import type { AppDatabase, UserRow } from '@leadpath/db';
import type {
  AppBillingProvider,
  Connector,
  CrmProviderFactory,
  DnsResolver,
  GuideWriter,
  Mailer,
  PlacesSearch,
  PriceIds,
  ResolveHost,
  Storage,
} from '@leadpath/integrations';
import type { LinkedinConnector } from '@leadpath/integrations/linkedin';
import type { Limits } from './limits/limits.ts';
import type { RequestRateLimits } from './limits/request-rate.ts';

/** LinkedIn connectors (issue 21): the real connector when the server was given one (UNIPILE_DSN + UNIPILE_API_KEY); else null. */
export interface LinkedinServices {
  unipile?: LinkedinConnector | null;
}

/** One outgoing webhook POST (packages/api/src/webhooks/http-client.ts implements the client). */
export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: false refuses every address that is not public, after DNS resolution. */
  allowPrivateTargets: boolean;
  signal?: AbortSignal;
}

export interface WebhookAnswer {
  status: number;
  /** The first characters of the answer's body (what the delivery log keeps). */
  body: string;
}

/** Throws when no answer came (refused target, DNS, connection, timeout). */
export interface WebhookHttpClient {
  post(request: WebhookPost): Promise<WebhookAnswer>;
}

/** Power Dialer's telephony (issue 35; packages/api/src/dialer implements the sandbox carrier, the own phone and Twilio). */
export type TelephonyProviderId = 'own_phone' | 'sandbox' | 'twilio';

export interface PlacedCall {
  providerCallId: string;
  /** The carrier's state of the call right after the request (Twilio: queued, ringing...). */
  status: string;
  /** A simulated carrier's status callbacks (Twilio's fields): the app delivers each on its job engine afterMs later. */
  simulatedCallbacks?: { afterMs: number; params: Record<string, string> }[];
}

export interface TelephonyProvider {
  id: TelephonyProviderId;
  /** What the rep sees: it says plainly whether a real call is placed. */
  label: string;
  /** False: nothing is dialled by the app; the screen offers a tel: link and a manual log. */
  placesCalls: boolean;
  /** Places a call to an E.164 number; status changes come back to statusCallbackUrl. */
  placeCall(request: { to: string; statusCallbackUrl: string }): Promise<PlacedCall>;
  hangUp(providerCallId: string): Promise<void>;
  /** Plays dial-pad tones (DTMF: 0-9, *, #; w waits) into a connected call. */
  sendDigits?(providerCallId: string, digits: string): Promise<void>;
  /** Plays the audio at a public URL into a connected call (a voicemail drop), then hangs up. */
  playAndHangUp?(providerCallId: string, audioUrl: string): Promise<void>;
  /** A carrier that calls back over HTTP: whether a status callback to url is its own (Twilio: X-Twilio-Signature). */
  isCallbackAuthentic?(url: string, params: Record<string, string>, signature: string | null): boolean;
  /** Calls from the rep's browser (Twilio's Voice JS SDK and a TwiML App), when the carrier is set up for them. */
  browserCalls?: BrowserCalling;
}

export interface BrowserCalling {
  /** A short-lived token for the browser's SDK; identity names the user the carrier's requests speak for. */
  accessToken(identity: string, now: number): { token: string; expiresAt: number };
  /** The caller id the prospect sees (E.164). */
  callerId: string;
}

/** Outside services behind interfaces: the embedded default or the real client, chosen by the server. */
export interface AppServices {
  mailer: Mailer;
  /** Uploaded files (avatars). */
  storage: Storage;
  /** OAuth-style connect of the integrations (sandbox consent page or Nango). */
  connector: Connector;
  /** The user's CRM (spec §2 crm-settings): the sandbox CRM or the real Salesforce / HubSpot client. */
  crm: CrmProviderFactory;
  /** Proxy location autocomplete: the offline city data set or Google Places. */
  places: PlacesSearch;
  /** Prospects' engagement guides: the template per DISC type, or later an AI provider. */
  guideWriter: GuideWriter;
  /** Payments: the sandbox checkout and portal pages, or Stripe. */
  billing: AppBillingProvider;
  /** Outgoing webhook POSTs; absent: the node:http client that refuses non-public targets after DNS. */
  webhooks?: WebhookHttpClient;
  /** Domains: DNS lookups for verification (DNS_RESOLVER=system: node:dns); absent: the built-in demo zone. */
  dnsResolver?: DnsResolver;
  /** LinkedIn connectors (issue 21): Unipile when configured; the sandbox network needs nothing here. */
  linkedin?: LinkedinServices;
  /** DNS for the mail servers users type (SMTP, IMAP), checked by the address policy; absent: the system's. */
  resolveHost?: ResolveHost;
  /** The writer and reply classifier (issue 33): a chat-completions model when LLM_* is set; absent: the template assistant. */
  languageModel?: LanguageModel;
  /** Power Dialer's carrier (Twilio when configured); absent: calls from the rep's own phone, logged by hand. */
  telephony?: TelephonyProvider;
  /** Voices' text to speech (Power Dialer): a speech service when TTS_* are set; absent, espeak-ng on this server. */
  speech?: {
    id: string;
    label: string;
    synthesize(request: {
      text: string;
      language: string;
      speed: number;
      pitch: number;
    }): Promise<Uint8Array>;
  };
}

/** What the server hands the API layer: every outside dependency, swappable in tests. */
export interface AppDeps {
  services: AppServices;
  db: AppDatabase;
  sessions: SessionStore;
  /** Seals secrets stored in the database (TOTP secrets) under SECRETS_KEY. */
  secrets: SecretBox;
  /** The in-memory counters: wrong passwords, bookings. */
  limits: Limits;
  /** The clock; tests move it. */
  now: () => number;
  config: {
    agentEmailsUrl: string;
    /** Where users reach the app, for links in mails: 'https://app.example.com'. */
    publicUrl: string;
    /**
     * How many reverse proxies stand in front of the app (0: none, trust no forwarded header). The
     * client's address is the one the outermost of them appended: that many entries from the right.
     */
    trustProxy: number;
    /** The payment provider's price id for each plan and period. */
    priceIds: PriceIds;
    /** Calls per minute per signed-in person and per anonymous address; absent: the defaults. */
    requestRateLimits?: RequestRateLimits;
    /** SIGN_UP_ENABLED: whether anyone may create an account at /sign-up; absent: true. */
    signUpEnabled?: boolean;
    /** TRIAL_DAYS: the trial of a new sign-up, in days; absent: 14. */
    trialDays?: number;
    /**
     * Outgoing webhooks: requireHttps (NODE_ENV=production) and allowPrivateTargets
     * (WEBHOOK_ALLOW_PRIVATE_TARGETS, development and tests); absent: https only, public targets only.
     */
    webhooks?: { requireHttps?: boolean; allowPrivateTargets?: boolean };
    /**
     * Mailboxes: MAIL_ALLOW_PRIVATE_HOSTS lets SMTP and IMAP servers be on loopback or private
     * addresses (a local mail catcher in development); absent: public addresses only.
     */
    mail?: { allowPrivateHosts?: boolean };
    /** Domains: SPF_INCLUDE (the SPF mechanism to publish) and INBOUND_MX_HOST (where replies come back). */
    domains?: { spfInclude?: string; inboundMxHost?: string };
  };
}

/** Who is calling: a browser session or (later) an API key. */
export type RequestAuth =
  | {
      kind: 'session';
      /** The session's stored id (the cookie token's SHA-256), never the cookie itself. */
      sessionId: string;
      user: UserRow;
      /** This session passed the second factor at sign-in (or confirmed an authenticator): the admin tools need it. */
      twoFactorVerified: boolean;
    }
  | { kind: 'apiKey'; keyId: string; user: UserRow; permissions: readonly string[] };

export interface RequestInfo {
  ip: string;
  userAgent: string;
  /** True when the request came over https, so cookies get the Secure flag. */
  secure: boolean;
}

export interface Context {
  db: AppDatabase;
  services: AppServices;
  sessions: SessionStore;
  secrets: SecretBox;
  limits: Limits;
  now: () => number;
  config: AppDeps['config'];
  auth: RequestAuth | null;
  /** The signed-in person (an Admin while impersonating). */
  actor: UserRow | null;
  /** Whose data the call acts on: the actor, or the impersonated user. */
  user: UserRow | null;
  request: RequestInfo;
  /** Headers a procedure adds to the response (cookies). */
  responseHeaders: Headers;
}

export function createContext(deps: AppDeps, auth: RequestAuth | null, request: RequestInfo): Context {
  return {
    db: deps.db,
    services: deps.services,
    sessions: deps.sessions,
    secrets: deps.secrets,
    limits: deps.limits,
    now: deps.now,
    config: deps.config,
    auth,
    actor: auth?.user ?? null,
    user: auth?.user ?? null,
    request,
    responseHeaders: new Headers(),
  };
}
