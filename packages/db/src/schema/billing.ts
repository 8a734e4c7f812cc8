import type { BillingPeriod, PaidPlan } from '@leadpath/core';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** A user's wish to move to a plan, kept until a payment provider is connected. */
export const checkoutIntents = sqliteTable('checkout_intents', {
  id: text().primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text().$type<PaidPlan>().notNull(),
  period: text().$type<BillingPeriod>().notNull(),
  priceId: text('price_id').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
