import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { totpCode } from '@leadpath/auth';
import { createTestDatabase } from '@leadpath/db/testing';
import { createSandboxConnector, createStripeBilling, signStripePayload } from '@leadpath/integrations';
import { startFakeStripe } from '@leadpath/integrations/testing/fake-stripe';
import { startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import sharp from 'sharp';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_IDS } from '../billing/price-ids.ts';
import {
  carrierCallbackJobHandler,
  DIALER_CARRIER_CALLBACK_JOB,
} from '../dialer/carrier/carrier-callback-job.ts';
import { selectTelephony } from '../dialer/telephony.ts';
import { twilioSignature } from '../dialer/twilio/twilio-signature.ts';
import { voicemailAudioToken } from '../dialer/voices/voicemail-audio.ts';
import { createDbFlowStateStore } from '../flow-state/db-flow-state-store.ts';
import { defineJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { runSequenceTick } from '../sequences/engine/tick.ts';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET } from '../testing/test-app.ts';
import { unsubscribeTokenFor } from '../unsubscribe/token.ts';
import { callEveryOperation } from './openapi-contract-calls.ts';
import { createContractChecker, type OpenApiDocument, operationKey } from './openapi-contract-check.ts';
import { generateContractClientSource } from './openapi-contract-generate.ts';

/**
 * The contract a client developer relies on: a client generated from /api/openapi.json by
 * openapi-typescript typechecks with a program that calls every operation through openapi-fetch,
 * and every answer that program gets (successes and the refusals it provokes) is one the document
 * allows: status, media type, headers and body. A route the document does not describe, or an answer
 * it does not allow, fails here. After a change to the API: `npx vitest run <this file> -u`.
 */

const here = dirname(fileURLToPath(import.meta.url));
const TOTP_STEP_MS = 30_000;
const GENERATED = join(here, 'openapi-contract.gen.ts');
const CALLS = join(here, 'openapi-contract-calls.ts');

async function servedDocument(): Promise<OpenApiDocument> {
  const res = await createTestApp().request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

function typeErrorsOf(files: string[]): string[] {
  const configPath = ts.findConfigFile(here, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error('no tsconfig.json above this folder');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    dirname(configPath),
  );
  // Node's types are not needed by a client program; leaving them out halves the time.
  const program = ts.createProgram(files, { ...config.options, types: [], noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}:${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('the OpenAPI contract', { timeout: 60_000 }, () => {
  it('the generated client is up to date with the served document', async () => {
    const source = await generateContractClientSource(await servedDocument());
    await expect(
      source,
      'The API changed: regenerate with `npx vitest run packages/api/src/http/openapi-contract.test.ts -u` and commit openapi-contract.gen.ts',
    ).toMatchFileSnapshot(GENERATED);
  });

  it('the generated client and a program calling every operation typecheck, without casts', () => {
    expect(typeErrorsOf([GENERATED, CALLS])).toEqual([]);
  });

  it('every operation answers as the document says, through the generated client', async () => {
    const doc = await servedDocument();
    const checker = createContractChecker(doc);
    // The connector's sessions in the app's database, as the app's own connector keeps them.
    const database = createTestDatabase();
    const connector = createSandboxConnector(createDbFlowStateStore(database));
    // Payments through Stripe (a local fake of its API): the webhook and the portal answer for real.
    const stripe = await startFakeStripe('sk_test_contract');
    const webhookSecret = 'whsec_contract';
    const t = createTestApp({
      database,
      connector,
      billing: (now) =>
        createStripeBilling({
          secretKey: 'sk_test_contract',
          webhookSecret,
          priceIds: DEFAULT_PRICE_IDS,
          baseUrl: stripe.url,
          now,
        }),
    });
    const emptyInstall = createTestApp();
    // A server with Twilio configured, for its signed status route (nothing is sent to Twilio).
    const twilioInstall = createTestApp();
    const twilioToken = 'contract-twilio-token';
    twilioInstall.deps.services.telephony = selectTelephony({
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000003',
      TWILIO_AUTH_TOKEN: twilioToken,
      TWILIO_FROM_NUMBER: '+15005550006',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
      // Browser calls (ADR 072): the token is signed here; Twilio's Voice URL request is simulated.
      TWILIO_API_KEY_SID: `SK${'0'.repeat(32)}`,
      TWILIO_API_KEY_SECRET: 'contract-api-key-secret',
      TWILIO_TWIML_APP_SID: `AP${'0'.repeat(32)}`,
    });
    await twilioInstall.createUser({ email: 'caller@example.com', name: 'Cal', role: 'Pro' });
    const twilioInstallCookie = await twilioInstall.signIn('caller@example.com');
    const emails = {
      pro: 'pro@example.com',
      account: 'account@example.com',
      invitee: 'invitee@example.com',
      admin: 'admin@example.com',
    };
    const pro = await t.createUser({ email: emails.pro, name: 'Priya', role: 'Pro' });
    await t.createUser({ email: emails.account, name: 'Ann', role: 'Pro' });
    await t.createUser({ email: emails.invitee, name: 'Ivan', role: 'Starter' });
    await t.createUser({ email: emails.admin, name: 'Ada', role: 'Admin' });
    const connections: Record<string, string> = {};
    for (const provider of ['salesforce', 'hubspot', 'google'] as const) {
      const session = await connector.startSession(pro, provider);
      const token = new URL(session.url, 'http://localhost').searchParams.get('session') ?? '';
      connections[provider] = (await connector.decide(pro.id, provider, token, 'allow'))?.connectionId ?? '';
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();

    const smtp = await startSmtpSink();
    // The mailbox calls reach that sink on loopback (MAIL_ALLOW_PRIVATE_HOSTS=true).
    t.deps.config.mail = { allowPrivateHosts: true };
    await callEveryOperation({
      fetch: checker.fetchThrough(t.app),
      emptyInstallFetch: checker.fetchThrough(emptyInstall.app),
      twilioInstallFetch: checker.fetchThrough(twilioInstall.app),
      twilioSignatureOf: (params) =>
        twilioSignature(twilioToken, 'http://localhost/api/dialer/twilio/status', params),
      twilioInstallCookie,
      twilioVoiceSignatureOf: (params) =>
        twilioSignature(twilioToken, 'http://localhost/api/dialer/twilio/voice', params),
      carrierCallbacksAfter: async (ms) => {
        t.clock.now += ms;
        const handlers = defineJobHandlers({
          [DIALER_CARRIER_CALLBACK_JOB]: carrierCallbackJobHandler(t.deps),
        });
        await runDueJobs({ db: t.db, handlers, now: t.deps.now, owner: 'contract', maxJobs: 100 });
      },
      baseUrl: 'http://localhost',
      password: TEST_PASSWORD,
      emails,
      avatar: new Blob([new Uint8Array(png)], { type: 'image/png' }),
      connectionIdFor: (provider) => connections[provider] ?? '',
      adminTotpSecret: TEST_TOTP_SECRET,
      stripeSubscriptionEvent: (userId) => ({
        id: 'evt_contract',
        object: 'event',
        type: 'customer.subscription.created',
        created: Math.floor(t.clock.now / 1000),
        data: {
          object: {
            id: 'sub_contract',
            object: 'subscription',
            customer: 'cus_contract',
            metadata: { user_id: userId },
            status: 'active',
            items: { data: [{ price: { id: DEFAULT_PRICE_IDS.Premium.yearly }, current_period_end: null }] },
          },
        },
      }),
      stripeSignatureOf: (body) => signStripePayload(body, webhookSecret, Math.floor(t.clock.now / 1000)),
      totpCode: (secret) => {
        t.clock.now += TOTP_STEP_MS;
        return totpCode(secret, t.clock.now);
      },
      runSequenceTick: async () => {
        await runSequenceTick({
          db: t.db,
          mailer: t.deps.services.mailer,
          now: t.deps.now,
          owner: 'contract',
        });
      },
      smtpPort: smtp.port,
      unsubscribeToken: unsubscribeTokenFor(t.deps.secrets, { ownerId: pro.id, email: 'lead@example.com' }),
      voicemailAudioToken: (callId, voiceId) =>
        voicemailAudioToken(t.deps.secrets, { callId, voiceId, now: t.clock.now }),
    });
    await stripe.close();
    await smtp.close();

    expect(checker.problems).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationKey(method, path)),
    );
    const notCalled = documented.filter((key) => !checker.seen.has(key));
    expect(notCalled, 'call these in openapi-contract-calls.ts').toEqual([]);
    // Staff paths may meet the Admin's two-factor gate; every other operation succeeded at least once.
    const neverSucceeded = documented.filter(
      (key) => !key.includes(' /api/admin/') && ![...(checker.seen.get(key) ?? [])].some((s) => s < 300),
    );
    expect(neverSucceeded).toEqual([]);
  });
});
