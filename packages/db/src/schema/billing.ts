import type { BillingPeriod, PaidPlan, Plan, Role, SubscriptionState } from '@leadpath/core';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * A user's subscription as the billing provider last reported it (one per user). The customer id is
 * known from the first completed checkout; `status` stays null until the subscription itself arrives.
 */
export const subscriptions = sqliteTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id').unique(),
  plan: text().$type<PaidPlan>(),
  period: text().$type<BillingPeriod>(),
  status: text().$type<SubscriptionState>(),
  currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
  /** Past due: access continues until then (PAYMENT_GRACE_DAYS after the first failed payment). */
  graceUntil: integer('grace_until', { mode: 'timestamp_ms' }),
  /** Canceled in the portal: the plan stays until currentPeriodEnd, then the subscription ends (as at Stripe). */
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  /** The provider time of the newest event applied: an older event arriving late changes nothing. */
  lastEventAt: integer('last_event_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Every provider event received, by the provider's id: the same event twice is applied once. */
export const billingEvents = sqliteTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** What handling it did, in words ('applied', 'no matching customer', …). */
  outcome: text().notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The history of a user's plan and role: who changed it (the provider's event or an Admin), from what, to what. */
export const planChanges = sqliteTable(
  'plan_changes',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').$type<Plan>().notNull(),
    toTier: text('to_tier').$type<Plan>().notNull(),
    fromRole: text('from_role').$type<Role>().notNull(),
    toRole: text('to_role').$type<Role>().notNull(),
    period: text().$type<BillingPeriod>(),
    source: text().$type<'provider' | 'admin' | 'grace-ended'>().notNull(),
    /** The Admin who set it by hand; null for the provider. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider event behind it, if any. */
    eventId: text('event_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('plan_changes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The invoices the sandbox billing provider issued: what was charged, and when it was paid. Stripe
 * keeps its own and shows them in its portal; these stand in for them in the sandbox portal.
 */
export const sandboxInvoices = sqliteTable(
  'sandbox_invoices',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number on the invoice and its receipt, e.g. LP-1A2B3C4D-0001. */
    number: text().notNull().unique(),
    subscriptionId: text('subscription_id').notNull(),
    plan: text().$type<PaidPlan>().notNull(),
    period: text().$type<BillingPeriod>().notNull(),
    /** Whole US dollars (spec §9's prices). */
    amount: integer().notNull(),
    status: text().$type<'paid' | 'open'>().notNull(),
    periodStart: integer('period_start', { mode: 'timestamp_ms' }).notNull(),
    periodEnd: integer('period_end', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('sandbox_invoices_user_idx').on(table.userId, table.createdAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
export type PlanChangeRow = typeof planChanges.$inferSelect;
