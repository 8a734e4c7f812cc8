import { WEBHOOK_TEST_EVENT_TYPE } from '@leadpath/core/schemas/webhooks';
import {
  type Db,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import type { JobContext } from '../jobs/job-handlers.ts';
import { WEBHOOK_MAX_ATTEMPTS, type WebhookDeliverPayload } from './emit.ts';
import {
  createWebhookHttpClient,
  WEBHOOK_LOG_CHARS,
  WEBHOOK_TIMEOUT_MS,
  type WebhookHttpClient,
  WebhookTargetRefusedError,
} from './http-client.ts';
import { openWebhookSecret } from './secret.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signWebhookPayload } from './sign.ts';
import { webhookPolicyOf, webhookUrlRefusal } from './targets.ts';

export const ENDPOINT_DISABLED = 'The endpoint is disabled: not delivered';
export const ENDPOINT_GONE = 'The endpoint answered 410 Gone: it has been disabled';
export const SECRET_UNREADABLE =
  'The signing secret cannot be opened (was SECRETS_KEY changed?): rotate the secret';
export const DELIVERY_ID_HEADER = 'Leadpath-Delivery-Id';

let defaultClient: WebhookHttpClient | undefined;
function clientOf(deps: AppDeps): WebhookHttpClient {
  if (deps.services.webhooks) return deps.services.webhooks;
  defaultClient ??= createWebhookHttpClient();
  return defaultClient;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, WEBHOOK_LOG_CHARS);

/**
 * The 'webhook.deliver' job: one attempt at POSTing one delivery. 2xx: delivered. Any other answer,
 * no answer or a timeout (10 s): the attempt is logged and the handler throws, so the job engine
 * retries it after its backoff, up to WEBHOOK_MAX_ATTEMPTS, as Stripe retries any non-2xx; the last
 * one leaves the delivery 'failed'. 410 Gone disables the endpoint. A refused (non-public) target, a
 * disabled endpoint and an unreadable secret fail at once: retrying cannot help.
 * Delivery is at least once (a crash after the POST sends it again): receivers deduplicate on the event id.
 */
export function webhookDeliverJobHandler(deps: AppDeps) {
  return async (job: JobContext<WebhookDeliverPayload>) => {
    const found = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, job.payload.deliveryId))
      .get();
    // The endpoint was deleted with its log, or an earlier attempt finished it.
    if (found?.delivery.status !== 'pending') return;
    const attempt = attemptOf(deps, job, found.delivery, found.endpoint);
    const secret = await secretIfSendable(attempt);
    if (secret === null) return;
    const answer = await postDelivery(attempt, secret);
    await settleAnswer(attempt, answer);
  };
}

/** One attempt at one delivery: what it sends, and how it writes its outcome on the delivery's row. */
interface Attempt {
  deps: AppDeps;
  job: JobContext<WebhookDeliverPayload>;
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  now: number;
  lastAttempt: boolean;
  record: (fields: Partial<WebhookDeliveryRow>, on?: Db) => Promise<unknown>;
  fail: (lastError: string) => Promise<unknown>;
}

function attemptOf(
  deps: AppDeps,
  job: JobContext<WebhookDeliverPayload>,
  delivery: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow,
): Attempt {
  const now = job.now();
  const record = (fields: Partial<WebhookDeliveryRow>, on: Db = deps.db) =>
    on
      .update(webhookDeliveries)
      .set({ attempts: job.attempt, lastAttemptAt: new Date(now), ...fields })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')))
      .run();
  const fail = (lastError: string) => record({ status: 'failed', responseStatus: null, lastError });
  return {
    deps,
    job,
    delivery,
    endpoint,
    now,
    lastAttempt: job.attempt >= WEBHOOK_MAX_ATTEMPTS,
    record,
    fail,
  };
}

/** The signing secret, or null once the delivery has failed for good (retrying cannot help). */
async function secretIfSendable({ deps, delivery, endpoint, fail }: Attempt): Promise<string | null> {
  if (!endpoint.enabled && delivery.eventType !== WEBHOOK_TEST_EVENT_TYPE) {
    await fail(ENDPOINT_DISABLED);
    return null;
  }
  const refusal = webhookUrlRefusal(endpoint.url, webhookPolicyOf(deps.config));
  if (refusal) {
    await fail(refusal);
    return null;
  }
  try {
    return openWebhookSecret(deps.secrets, endpoint.id, endpoint.secretSealed);
  } catch {
    await fail(SECRET_UNREADABLE);
    return null;
  }
}

/** The POST; no answer is logged and thrown (the job engine retries), a refused target fails at once. */
async function postDelivery(
  attempt: Attempt,
  secret: string,
): Promise<{ status: number; body: string } | null> {
  const { deps, job, delivery, endpoint, now } = attempt;
  try {
    return await clientOf(deps).post({
      url: endpoint.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Leadpath-Webhooks/1.0',
        [SIGNATURE_HEADER]: signWebhookPayload(secret, delivery.payload, now),
        [EVENT_ID_HEADER]: delivery.eventId,
        [EVENT_TYPE_HEADER]: delivery.eventType,
        [DELIVERY_ID_HEADER]: delivery.id,
      },
      body: delivery.payload,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets: webhookPolicyOf(deps.config).allowPrivateTargets,
      signal: job.signal,
    });
  } catch (error) {
    const message = errorText(error);
    if (error instanceof WebhookTargetRefusedError) {
      await attempt.fail(message);
      return null;
    }
    await attempt.record({
      status: attempt.lastAttempt ? 'failed' : 'pending',
      responseStatus: null,
      lastError: message,
    });
    throw new Error(message);
  }
}

/** 2xx: delivered; 410: failed and the endpoint disabled; anything else: logged and thrown to retry. */
async function settleAnswer(
  attempt: Attempt,
  answer: { status: number; body: string } | null,
): Promise<void> {
  if (!answer) return;
  const { deps, endpoint, now, record } = attempt;
  const body = answer.body.slice(0, WEBHOOK_LOG_CHARS);
  if (answer.status >= 200 && answer.status < 300) {
    await record({
      status: 'delivered',
      responseStatus: answer.status,
      lastError: body,
      deliveredAt: new Date(now),
    });
    return;
  }
  if (answer.status === 410) {
    // The failed delivery and the disabled endpoint together: both or neither.
    await deps.db.transaction(async (tx) => {
      await record({ status: 'failed', responseStatus: 410, lastError: body || ENDPOINT_GONE }, tx);
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, updatedAt: new Date(now) })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .run();
    });
    return;
  }
  await record({
    status: attempt.lastAttempt ? 'failed' : 'pending',
    responseStatus: answer.status,
    lastError: body || `HTTP ${answer.status}`,
  });
  throw new Error(`The endpoint answered ${answer.status}`);
}
