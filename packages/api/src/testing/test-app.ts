import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSecretBox,
  createSessionStore,
  DEVELOPMENT_SECRETS_KEY,
  hashPassword,
  totpCode,
} from '@leadpath/auth';
import type { Role } from '@leadpath/core';
import { type AppDatabase, insertUser, type NewUserRow, twoFactorCredentials, users } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import {
  type AppBillingProvider,
  type Connector,
  createEmbeddedPlacesSearch,
  createLocalDiskStorage,
  createSandboxBilling,
  createSandboxConnector,
  createTemplateGuideWriter,
} from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { DEFAULT_PRICE_IDS } from '../billing/price-ids.ts';
import type { AppDeps } from '../context.ts';
import { createCrmProviderFactory } from '../crm/crm-providers.ts';
import { createDbFlowStateStore } from '../flow-state/db-flow-state-store.ts';
import { mountHttpRoutes } from '../http/http-routes.ts';
import { createLimits } from '../limits/limits.ts';
import type { RequestRateLimits } from '../limits/request-rate.ts';
import { createOutboxMailer } from '../mailboxes/outbox-mailer.ts';
import { saveTotpSecret } from '../two-factor/credentials.ts';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_PASSWORD = 'correct-horse-battery';
/** The authenticator secret of test users created with two-factor on (every Admin, unless told otherwise). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
let passwordHash: Promise<string> | undefined;

export interface TestAppOptions {
  /** A given database stands for a restart: a new app instance over the same data. */
  database?: AppDatabase;
  /** Reverse proxies in front of the app (TRUST_PROXY); 0 by default. */
  trustProxy?: number;
  /** PUBLIC_URL; TEST_ORIGIN by default. An https one gives the Secure __Host- session cookie. */
  publicUrl?: string;
  /** Lower request rate limits for a test of them; the defaults otherwise. */
  requestRateLimits?: RequestRateLimits;
  connector?: Connector;
  /** The payment provider; the sandbox (on the test clock) by default. */
  billing?: (now: () => number) => AppBillingProvider;
  /** Routes the server adds after the API (the built web app), for tests of the whole process. */
  mount?: (app: Hono) => void;
}

/** The real API on a fresh in-memory database, with a clock the test controls. */
export function createTestApp(options: TestAppOptions = {}) {
  const db: AppDatabase = options.database ?? createTestDatabase();
  const clock = { now: Date.UTC(2026, 10, 23, 12, 0, 0) };
  const now = () => clock.now;
  const publicUrl = options.publicUrl ?? TEST_ORIGIN;
  // Outside flows' state in the database: two test apps over one database share it, as instances do.
  const flowState = createDbFlowStateStore(db);
  const deps: AppDeps = {
    db,
    services: {
      mailer: createOutboxMailer(db, now),
      storage: createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'lp-uploads-'))),
      connector: options.connector ?? createSandboxConnector(flowState, now),
      crm: createCrmProviderFactory(db, now),
      places: createEmbeddedPlacesSearch(),
      guideWriter: createTemplateGuideWriter(),
      billing: options.billing?.(now) ?? createSandboxBilling(flowState, now),
    },
    sessions: createSessionStore(db, now, { publicUrl }),
    // The published development key: one fixed key, so a second app over the same database opens its secrets.
    secrets: createSecretBox(DEVELOPMENT_SECRETS_KEY),
    limits: createLimits(db),
    now,
    config: {
      agentEmailsUrl: 'https://agents.example.com',
      publicUrl,
      trustProxy: options.trustProxy ?? 0,
      priceIds: DEFAULT_PRICE_IDS,
      requestRateLimits: options.requestRateLimits,
    },
  };
  const app = new Hono();
  mountHttpRoutes(app, deps);
  options.mount?.(app);

  /**
   * A user with TEST_PASSWORD. `twoFactor` (default: on for Admins, whom the admin tools require to
   * have it) confirms TEST_TOTP_SECRET as their authenticator; signIn then enters its code.
   */
  async function createUser({
    twoFactor,
    ...fields
  }: Partial<NewUserRow> & { email: string; role?: Role; twoFactor?: boolean }) {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const user = await insertUser(db, { passwordHash: await passwordHash, ...fields }, clock.now);
    if (twoFactor ?? fields.role === 'Admin')
      await saveTotpSecret(deps, user.id, TEST_TOTP_SECRET, clock.now, { confirmed: true });
    return user;
  }

  /** A same-origin request, as the app's own pages make it. */
  function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
  }

  /** Signs in through the API; for an account with two-factor on, with the current TEST_TOTP_SECRET code. */
  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    let response = await request('/api/auth/login', { method: 'POST', json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed with ${response.status}`);
    const answer = (await response.clone().json()) as { twoFactorRequired?: true; challengeToken?: string };
    if (answer.twoFactorRequired) {
      // The test clock stands still, so every sign-in falls in one 30-second step: a code works once,
      // so the step the last sign-in used is forgotten first. two-factor.test.ts tests reuse itself.
      const owner = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .get();
      const userId = owner?.id ?? '';
      await db
        .update(twoFactorCredentials)
        .set({ lastUsedStep: null })
        .where(eq(twoFactorCredentials.userId, userId))
        .run();
      response = await request('/api/auth/two-factor', {
        method: 'POST',
        json: { challengeToken: answer.challengeToken, code: totpCode(TEST_TOTP_SECRET, clock.now) },
      });
      if (response.status !== 200)
        throw new Error(`two-factor sign-in of ${email} failed with ${response.status}`);
    }
    const cookie = response.headers.get('set-cookie');
    if (!cookie) throw new Error('no session cookie');
    return cookie.split(';')[0]!;
  }

  return { app, db, deps, clock, createUser, request, signIn };
}
