import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@leadpath/core/schemas/webhooks';
import { type Db, webhookDeliveries, webhookEndpoints } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { recordPlayEventOf } from '../playbooks/plays/play-events.ts';
import { recordScoreEventOf } from '../playbooks/score-job.ts';

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';
/** Attempts per delivery before it is 'failed': the engine's backoff (10 s doubling, at most 1 h) spreads them over about an hour. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export interface WebhookDeliverPayload {
  deliveryId: string;
}

export interface WebhookEventInput {
  ownerId: string;
  type: WebhookEventType;
  data: object;
  now: number;
}

/** The body every endpoint receives, signed as is. */
export function webhookBody(event: { id: string; type: string; createdAt: number; data: unknown }): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
}

/**
 * Records one event for every enabled endpoint of the owner subscribed to its type: a delivery row
 * each and its 'webhook.deliver' job, in the caller's transaction when given one (both or neither).
 * Cheap when the owner has no endpoint (one indexed read).
 */
export async function emitWebhookEvent(
  db: Db,
  { ownerId, type, data, now }: WebhookEventInput,
): Promise<void> {
  // The same event starts the owner's triggered plays (a job in this transaction), endpoints or not.
  await recordPlayEventOf(db, { ownerId, type, data, now });
  // And the prospect's kept GTM score is recomputed when its facts may have changed (ADR 074).
  await recordScoreEventOf(db, { ownerId, type, data, now });
  const endpoints = (
    await db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.enabled, true)))
      .all()
  ).filter((endpoint) => endpoint.events.includes(type));
  if (endpoints.length === 0) return;
  const eventId = `evt_${randomUUID()}`;
  const payload = webhookBody({ id: eventId, type, createdAt: now, data });
  for (const endpoint of endpoints) {
    await recordDelivery(db, { endpointId: endpoint.id, ownerId, eventId, eventType: type, payload, now });
  }
}

/** One delivery row and its job (also used by "Send test event" and "Redeliver"). */
export async function recordDelivery(
  db: Db,
  input: {
    endpointId: string;
    ownerId: string;
    eventId: string;
    eventType: string;
    payload: string;
    now: number;
  },
): Promise<string> {
  const deliveryId = randomUUID();
  await db
    .insert(webhookDeliveries)
    .values({
      id: deliveryId,
      endpointId: input.endpointId,
      ownerId: input.ownerId,
      eventId: input.eventId,
      eventType: input.eventType,
      payload: input.payload,
      status: 'pending',
      attempts: 0,
      createdAt: new Date(input.now),
    })
    .run();
  await enqueueJob<typeof WEBHOOK_DELIVER_JOB, WebhookDeliverPayload>(
    db,
    {
      kind: WEBHOOK_DELIVER_JOB,
      payload: { deliveryId },
      idempotencyKey: `webhook-delivery:${deliveryId}`,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    },
    input.now,
  );
  return deliveryId;
}
