import { randomUUID } from 'node:crypto';
import { type AppDatabase, crmRequestWindows, type Db } from '@leadpath/db';
import { type RequestBooking, type RequestPacer, readyAtIn } from '@leadpath/integrations';
import { and, eq, gt, lte } from 'drizzle-orm';

/** A booking a crashed instance never released frees its room after this long. */
export const BOOKING_EXPIRES_AFTER_MS = 5 * 60_000;

/** The entries of an account's window that still count now. */
async function entriesOf(db: Db, accountKey: string, now: number) {
  const rows = await db
    .select({ at: crmRequestWindows.at, requests: crmRequestWindows.requests, kind: crmRequestWindows.kind })
    .from(crmRequestWindows)
    .where(and(eq(crmRequestWindows.accountKey, accountKey), gt(crmRequestWindows.expiresAt, new Date(now))))
    .all();
  return rows.map((row) => ({
    at: row.at.getTime(),
    requests: row.requests,
    booking: row.kind === 'booking',
  }));
}

/**
 * The request window of one CRM account in the database (crm_request_windows), so every instance
 * paces the account under one window (issue 32). `accountKey` is read at each call: a connection's
 * account becomes known (HubSpot's portal) after its first call.
 */
export function createAccountRequestWindow(
  db: AppDatabase,
  accountKey: () => string,
  limit: { requests: number; perMs: number },
  now: () => number,
): RequestPacer {
  return {
    requests: limit.requests,
    perMs: limit.perMs,
    async note() {
      const at = now();
      const key = accountKey();
      await db
        .delete(crmRequestWindows)
        .where(and(eq(crmRequestWindows.accountKey, key), lte(crmRequestWindows.expiresAt, new Date(at))))
        .run();
      await db
        .insert(crmRequestWindows)
        .values({
          id: randomUUID(),
          accountKey: key,
          kind: 'sent',
          requests: 1,
          at: new Date(at),
          expiresAt: new Date(at + limit.perMs),
        })
        .run();
    },
    async readyAt(room = 1) {
      const at = now();
      return readyAtIn(await entriesOf(db, accountKey(), at), limit, at, room);
    },
    // Read and book in one transaction, so two instances never both see the last room free.
    reserve(room): Promise<RequestBooking> {
      const key = accountKey();
      return db.transaction(async (tx) => {
        const at = now();
        const readyAt = readyAtIn(await entriesOf(tx, key, at), limit, at, room);
        if (readyAt > at) return { ok: false as const, readyAt };
        const id = randomUUID();
        const requests = Math.min(Math.max(room, 1), limit.requests);
        const expiresAt = new Date(at + BOOKING_EXPIRES_AFTER_MS);
        await tx
          .insert(crmRequestWindows)
          .values({ id, accountKey: key, kind: 'booking', requests, at: new Date(at), expiresAt })
          .run();
        const release = async () => {
          await db.delete(crmRequestWindows).where(eq(crmRequestWindows.id, id)).run();
        };
        return { ok: true as const, release };
      });
    },
  };
}
