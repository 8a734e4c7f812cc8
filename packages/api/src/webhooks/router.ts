import { randomUUID } from 'node:crypto';
import { hasProductAccess } from '@leadpath/core';
import {
  createWebhookSchema,
  redeliverWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_TEST_EVENT_TYPE,
  webhookDeliveriesSchema,
  webhookEventTypes,
  webhookIdSchema,
} from '@leadpath/core/schemas/webhooks';
import {
  type Db,
  insertionOrder,
  jobs,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accessProcedure, createTRPCRouter, PICK_A_PLAN, selfOnlyProcedure } from '../trpc.ts';
import { recordDelivery, WEBHOOK_MAX_ATTEMPTS, webhookBody } from './emit.ts';
import { newWebhookSecret } from './secret.ts';
import { webhookPolicyOf, webhookUrlRefusal } from './targets.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook delivery not found';
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const MAX_WEBHOOK_ENDPOINTS_REACHED = `You can add at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one first.`;
export const DEFAULT_DELIVERIES_LIMIT = 50;

const tags = ['Webhooks'];

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The secret's last four characters; the secret itself is only in the create and rotate answers. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** The receiver's HTTP status of the latest attempt; null when no answer came. */
  responseStatus: z.number().int().nullable(),
  /** The first 500 characters of the latest answer, or why no answer came. */
  response: z.string().nullable(),
  /** The JSON body as signed and sent. */
  payload: z.string(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the next attempt is due, while retrying. */
  nextAttemptAt: z.string().nullable(),
});

const withSecret = webhookEndpointSchema.extend({
  /** The signing secret: shown in this answer only. */
  secret: z.string(),
});

function toEndpoint(row: WebhookEndpointRow): z.infer<typeof webhookEndpointSchema> {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The deliveries with the state of their job (a job that died on a lost lease leaves the row pending). */
function selectDeliveries(db: Db) {
  return db
    .select({
      delivery: webhookDeliveries,
      jobStatus: jobs.status,
      jobRunAt: jobs.runAt,
    })
    .from(webhookDeliveries)
    .leftJoin(jobs, sql`${jobs.idempotencyKey} = 'webhook-delivery:' || ${webhookDeliveries.id}`);
}

type DeliveryWithJob = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['all']>>[number];

function toDelivery({
  delivery,
  jobStatus,
  jobRunAt,
}: DeliveryWithJob): z.infer<typeof webhookDeliverySchema> {
  const jobEnded = jobStatus === 'dead' || jobStatus === 'failed';
  const status = delivery.status === 'pending' && jobEnded ? 'failed' : delivery.status;
  const retrying = status === 'pending' && jobStatus === 'queued' && delivery.attempts > 0;
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status,
    attempts: delivery.attempts,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    responseStatus: delivery.responseStatus,
    response: delivery.lastError,
    payload: delivery.payload,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: iso(delivery.lastAttemptAt),
    deliveredAt: iso(delivery.deliveredAt),
    nextAttemptAt: retrying ? iso(jobRunAt) : null,
  };
}

async function endpointOf(db: Db, ownerId: string, id: string): Promise<WebhookEndpointRow> {
  const row = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_NOT_FOUND });
  return row;
}

async function deliveryOf(db: Db, id: string) {
  const row = await selectDeliveries(db).where(eq(webhookDeliveries.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_DELIVERY_NOT_FOUND });
  return toDelivery(row);
}

function refuseTarget(url: string, config: Parameters<typeof webhookPolicyOf>[0]) {
  const refusal = webhookUrlRefusal(url, webhookPolicyOf(config));
  if (refusal) throw new TRPCError({ code: 'BAD_REQUEST', message: refusal });
}

/**
 * Only the account's owner adds an endpoint, points it elsewhere or sees a secret: an Admin acting
 * for them never sends the user's events to an address of their choosing, as with API keys.
 */
const ownerWithAccessProcedure = selfOnlyProcedure.use(({ ctx, next }) => {
  if (!hasProductAccess(ctx.user, ctx.now()))
    throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
  return next();
});

/** Records a delivery of an event to one endpoint and returns it as the log shows it (in the caller's transaction). */
async function deliverNow(
  db: Db,
  input: {
    endpointId: string;
    ownerId: string;
    eventId: string;
    eventType: string;
    payload: string;
    now: number;
  },
) {
  return deliveryOf(db, await recordDelivery(db, input));
}

export const webhooksRouter = createTRPCRouter({
  list: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/webhooks',
        summary: 'The webhook endpoints: URL, events, on or off, the last four characters of the secret',
        tags,
        permission: null,
      },
    })
    .output(z.object({ endpoints: z.array(webhookEndpointSchema), eventTypes: z.array(z.string()) }))
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.ownerId, ctx.user.id))
        .orderBy(asc(webhookEndpoints.createdAt))
        .all();
      return { endpoints: rows.map(toEndpoint), eventTypes: [...webhookEventTypes] };
    }),

  create: ownerWithAccessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/webhooks',
        summary: 'Add a webhook endpoint; its signing secret is in this answer only',
        description:
          'The URL must be https (in production) and reach a public address: localhost, private, link-local and multicast addresses are refused, here as written and at each delivery after DNS resolution.',
        tags,
        permission: null,
      },
    })
    .input(createWebhookSchema)
    .output(withSecret)
    .mutation(({ ctx, input }) => {
      refuseTarget(input.url, ctx.config);
      return ctx.db.transaction(async (tx) => {
        const existing =
          (
            await tx
              .select({ n: count() })
              .from(webhookEndpoints)
              .where(eq(webhookEndpoints.ownerId, ctx.user.id))
              .get()
          )?.n ?? 0;
        if (existing >= MAX_WEBHOOK_ENDPOINTS)
          throw new TRPCError({ code: 'BAD_REQUEST', message: MAX_WEBHOOK_ENDPOINTS_REACHED });
        const id = randomUUID();
        const { secret, secretSealed, secretHint } = newWebhookSecret(ctx.secrets, id);
        const now = new Date(ctx.now());
        const row = await tx
          .insert(webhookEndpoints)
          .values({
            id,
            ownerId: ctx.user.id,
            url: input.url,
            events: input.events,
            secretSealed,
            secretHint,
            enabled: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get();
        return { ...toEndpoint(row), secret };
      });
    }),

  get: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/webhooks/{id}',
        summary: 'One webhook endpoint',
        tags,
        permission: null,
      },
    })
    .input(webhookIdSchema)
    .output(webhookEndpointSchema)
    .query(async ({ ctx, input }) => toEndpoint(await endpointOf(ctx.db, ctx.user.id, input.id))),

  update: ownerWithAccessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/webhooks/{id}',
        summary: 'Change a webhook endpoint: its URL, its events, on or off',
        description: 'A partial update: send any of url, events and enabled; the others are kept.',
        tags,
        permission: null,
      },
    })
    .input(updateWebhookSchema)
    .output(webhookEndpointSchema)
    .mutation(async ({ ctx, input }) => {
      await endpointOf(ctx.db, ctx.user.id, input.id);
      if (input.url !== undefined) refuseTarget(input.url, ctx.config);
      const row = await ctx.db
        .update(webhookEndpoints)
        .set({
          ...(input.url !== undefined && { url: input.url }),
          ...(input.events !== undefined && { events: input.events }),
          ...(input.enabled !== undefined && { enabled: input.enabled }),
          updatedAt: new Date(ctx.now()),
        })
        .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.ownerId, ctx.user.id)))
        .returning()
        .get();
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_NOT_FOUND });
      return toEndpoint(row);
    }),

  delete: accessProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/webhooks/{id}',
        summary: 'Delete a webhook endpoint and its delivery log',
        tags,
        permission: null,
      },
    })
    .input(webhookIdSchema)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const gone = await ctx.db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.ownerId, ctx.user.id)))
        .returning({ id: webhookEndpoints.id })
        .get();
      if (!gone) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_NOT_FOUND });
      return { deleted: true as const };
    }),

  rotateSecret: ownerWithAccessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/webhooks/{id}/rotate-secret',
        summary: 'Replace the signing secret of a webhook endpoint; the new secret is in this answer only',
        description: 'Deliveries from now on, retries included, are signed with the new secret only.',
        tags,
        permission: null,
      },
    })
    .input(webhookIdSchema)
    .output(withSecret)
    .mutation(async ({ ctx, input }) => {
      await endpointOf(ctx.db, ctx.user.id, input.id);
      const { secret, secretSealed, secretHint } = newWebhookSecret(ctx.secrets, input.id);
      const row = await ctx.db
        .update(webhookEndpoints)
        .set({ secretSealed, secretHint, updatedAt: new Date(ctx.now()) })
        .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.ownerId, ctx.user.id)))
        .returning()
        .get();
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_NOT_FOUND });
      return { ...toEndpoint(row), secret };
    }),

  deliveries: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/webhooks/{id}/deliveries',
        summary:
          "An endpoint's delivery log, newest first: status, attempts, the answer's status and first 500 characters",
        tags,
        permission: null,
      },
    })
    .input(webhookDeliveriesSchema)
    .output(z.object({ deliveries: z.array(webhookDeliverySchema) }))
    .query(async ({ ctx, input }) => {
      await endpointOf(ctx.db, ctx.user.id, input.id);
      const rows = await selectDeliveries(ctx.db)
        .where(eq(webhookDeliveries.endpointId, input.id))
        .orderBy(
          desc(webhookDeliveries.createdAt),
          desc(insertionOrder(ctx.db, webhookDeliveries, webhookDeliveries.id)),
        )
        .limit(input.limit ?? DEFAULT_DELIVERIES_LIMIT)
        .all();
      return { deliveries: rows.map(toDelivery) };
    }),

  redeliver: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/webhooks/deliveries/{id}/redeliver',
        summary:
          'Send a delivery again: a new delivery of the same event (same event id and body), signed anew',
        tags,
        permission: null,
      },
    })
    .input(redeliverWebhookSchema)
    .output(z.object({ delivery: webhookDeliverySchema }))
    .mutation(({ ctx, input }) =>
      // The lookup and the new delivery in one transaction: the endpoint cannot be deleted in between.
      ctx.db.transaction(async (tx) => {
        const original = await tx
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, input.id), eq(webhookDeliveries.ownerId, ctx.user.id)))
          .get();
        if (!original) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_DELIVERY_NOT_FOUND });
        const delivery = await deliverNow(tx, {
          endpointId: original.endpointId,
          ownerId: ctx.user.id,
          eventId: original.eventId,
          eventType: original.eventType,
          payload: original.payload,
          now: ctx.now(),
        });
        return { delivery };
      }),
    ),

  sendTest: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/webhooks/{id}/test',
        summary: `Send a test event (type "${WEBHOOK_TEST_EVENT_TYPE}") to an endpoint, whatever events it receives`,
        tags,
        permission: null,
      },
    })
    .input(webhookIdSchema)
    .output(z.object({ delivery: webhookDeliverySchema }))
    .mutation(({ ctx, input }) =>
      // The endpoint's lookup and its test delivery in one transaction: it cannot be deleted in between.
      ctx.db.transaction(async (tx) => {
        const endpoint = await endpointOf(tx, ctx.user.id, input.id);
        const now = ctx.now();
        const eventId = `evt_${randomUUID()}`;
        const payload = webhookBody({
          id: eventId,
          type: WEBHOOK_TEST_EVENT_TYPE,
          createdAt: now,
          data: { message: 'A test event from Leadpath', endpointId: endpoint.id },
        });
        const delivery = await deliverNow(tx, {
          endpointId: endpoint.id,
          ownerId: ctx.user.id,
          eventId,
          eventType: WEBHOOK_TEST_EVENT_TYPE,
          payload,
          now,
        });
        return { delivery };
      }),
    ),
});
