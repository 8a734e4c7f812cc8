import { type Db, dialerReservations } from '@leadpath/db';
import { and, eq, lte } from 'drizzle-orm';

/** How long a prospect on a rep's screen is held from the others (renewed by each Next). */
export const RESERVATION_MS = 10 * 60_000;

/**
 * Takes the prospect for a session: true when this session holds it now. An expired hold of anyone
 * is cleared first; the primary key on the prospect makes two takers meet in the database.
 */
export async function reserveProspect(
  db: Db,
  input: { prospectId: string; sessionId: string; userId: string; now: number },
): Promise<boolean> {
  await db
    .delete(dialerReservations)
    .where(
      and(
        eq(dialerReservations.prospectId, input.prospectId),
        lte(dialerReservations.expiresAt, new Date(input.now)),
      ),
    )
    .run();
  const taken = await db
    .insert(dialerReservations)
    .values({
      prospectId: input.prospectId,
      sessionId: input.sessionId,
      userId: input.userId,
      expiresAt: new Date(input.now + RESERVATION_MS),
    })
    .onConflictDoNothing()
    .returning({ prospectId: dialerReservations.prospectId })
    .all();
  if (taken.length > 0) return true;
  const holder = await db
    .select({ sessionId: dialerReservations.sessionId })
    .from(dialerReservations)
    .where(eq(dialerReservations.prospectId, input.prospectId))
    .get();
  return holder?.sessionId === input.sessionId;
}

/** Lets the prospect go (the call was logged, or the rep moved on). */
export async function releaseProspect(db: Db, prospectId: string, sessionId: string): Promise<void> {
  await db
    .delete(dialerReservations)
    .where(and(eq(dialerReservations.prospectId, prospectId), eq(dialerReservations.sessionId, sessionId)))
    .run();
}
