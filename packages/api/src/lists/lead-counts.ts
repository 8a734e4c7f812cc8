import { type AppDatabase, leadCounts } from '@leadpath/db';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

const statements = new WeakMap<AppDatabase, ReturnType<typeof prepare>>();

function prepare(db: AppDatabase) {
  return db
    .select({ prospects: leadCounts.prospects, companies: leadCounts.companies })
    .from(leadCounts)
    .where(eq(leadCounts.ownerId, sql.placeholder('ownerId')))
    .prepare();
}

/** How many prospects and companies a user owns: one row that triggers keep exact (migration 0002). */
export async function leadCountsOf(
  db: AppDatabase,
  ownerId: string,
): Promise<{ prospects: number; companies: number }> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  return (await statement.get({ ownerId })) ?? { prospects: 0, companies: 0 };
}

/** A count as the sidebar's count calls answer it. */
export const countSchema = z.object({ count: z.number().int().nonnegative() });
