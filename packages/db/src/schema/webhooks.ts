import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** A user's outgoing webhook endpoint (Settings, API Access): where events are POSTed, signed. */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The event types it receives. */
    events: text({ mode: 'json' }).$type<string[]>().notNull(),
    /** The signing secret, sealed with the secrets key (shown to the user once, at creation). */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last four characters, so the user can tell which one they hold. */
    secretHint: text('secret_hint').notNull(),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('webhook_endpoints_owner_idx').on(table.ownerId, table.createdAt)],
);

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to one endpoint: the delivery log, with the outcome of the latest attempt. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text().primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint it goes to (receivers deduplicate on it). */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body as signed and sent. */
    payload: text().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    responseStatus: integer('response_status'),
    /** The first characters of the answer, or why no answer came. */
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
