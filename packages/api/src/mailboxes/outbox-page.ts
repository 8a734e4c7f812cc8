/** The outbox in cursor pages (issue 28): newest first, by time and then insertion order (dialect: insertionOrder). */

import { type AppDatabase, insertionOrder, insertionOrderValue, outboxMessages } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../lists/cursor.ts';

export async function outboxPage(
  db: AppDatabase,
  ownerId: string,
  input: { kind?: 'sent' | 'draft'; cursor?: string; limit: number },
) {
  const order = insertionOrder(db, outboxMessages, outboxMessages.id);
  const conditions: (SQL | undefined)[] = [eq(outboxMessages.ownerId, ownerId)];
  if (input.kind) conditions.push(eq(outboxMessages.kind, input.kind));
  if (input.cursor) {
    const [at, stored] = decodeCursor(input.cursor);
    const after = insertionOrderValue(db, stored);
    if (after === null) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CURSOR });
    conditions.push(sql`(${outboxMessages.createdAt}, ${order}) < (${Number(at)}, ${after})`);
  }
  const rows = await db
    .select({ row: outboxMessages, order: sql<number | string>`${order}` })
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(order))
    .limit(input.limit + 1)
    .all();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    messages: page.map(({ row }) => ({
      id: row.id,
      kind: row.kind,
      from: row.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor(last.row.createdAt.getTime(), String(last.order))
        : null,
  };
}
