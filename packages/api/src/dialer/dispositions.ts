import { randomUUID } from 'node:crypto';
import type { DispositionListInput } from '@leadpath/core/schemas/dialer';
import {
  type AppDatabase,
  type Db,
  type DialerDispositionRow,
  type DispositionEffect,
  dialerDispositions,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { asc, eq, inArray, sql } from 'drizzle-orm';

/** The defaults of issue 35, in the order the picker shows them. */
export const DEFAULT_DISPOSITIONS: readonly { label: string; effect: DispositionEffect }[] = [
  { label: 'Connected', effect: 'none' },
  { label: 'No answer', effect: 'none' },
  { label: 'Left voicemail', effect: 'none' },
  { label: 'Busy', effect: 'none' },
  { label: 'Wrong number', effect: 'bad_number' },
  { label: 'Not interested', effect: 'none' },
  { label: 'Meeting booked', effect: 'meeting' },
  { label: 'Do not call', effect: 'do_not_call' },
];

/** The scope's list; the first read writes the defaults (a concurrent first read adds nothing twice). */
export async function dispositionsOf(db: Db, scopeId: string, now: number): Promise<DialerDispositionRow[]> {
  const read = () =>
    db
      .select()
      .from(dialerDispositions)
      .where(eq(dialerDispositions.scopeId, scopeId))
      .orderBy(asc(dialerDispositions.position))
      .all();
  const rows = await read();
  if (rows.length > 0) return rows;
  await db
    .insert(dialerDispositions)
    .values(
      DEFAULT_DISPOSITIONS.map((entry, position) => ({
        id: randomUUID(),
        scopeId,
        label: entry.label,
        effect: entry.effect,
        position,
        createdAt: new Date(now),
      })),
    )
    .onConflictDoNothing()
    .run();
  return read();
}

export const NOT_IN_TEAM_LIST = 'A disposition in the list is not in your team’s list; reload and edit again';

/**
 * Replaces the scope's list with the one sent, in its order. Entries with an id keep their row (calls
 * keep their link); rows left out are deleted (their calls keep the label they were logged with).
 */
export async function replaceDispositions(
  db: AppDatabase,
  scopeId: string,
  list: DispositionListInput['dispositions'],
  now: number,
): Promise<DialerDispositionRow[]> {
  await dispositionsOf(db, scopeId, now);
  await db.transaction(
    async (tx) => {
      const existing = await tx
        .select()
        .from(dialerDispositions)
        .where(eq(dialerDispositions.scopeId, scopeId))
        .all();
      const existingIds = new Set(existing.map((row) => row.id));
      const keptIds = list.flatMap((entry) => (entry.id ? [entry.id] : []));
      if (keptIds.some((id) => !existingIds.has(id)) || new Set(keptIds).size !== keptIds.length)
        throw new TRPCError({ code: 'BAD_REQUEST', message: NOT_IN_TEAM_LIST });
      const dropped = existing.filter((row) => !keptIds.includes(row.id)).map((row) => row.id);
      if (dropped.length > 0)
        await tx.delete(dialerDispositions).where(inArray(dialerDispositions.id, dropped)).run();
      // Labels are unique per scope: kept rows step aside first so two labels can swap.
      if (keptIds.length > 0)
        await tx
          .update(dialerDispositions)
          .set({ label: sql`'(renaming) ' || ${dialerDispositions.id}` })
          .where(inArray(dialerDispositions.id, keptIds))
          .run();
      for (const [position, entry] of list.entries()) {
        const fields = { label: entry.label.trim(), effect: entry.effect, position };
        if (entry.id)
          await tx.update(dialerDispositions).set(fields).where(eq(dialerDispositions.id, entry.id)).run();
        else
          await tx
            .insert(dialerDispositions)
            .values({ id: randomUUID(), scopeId, createdAt: new Date(now), ...fields })
            .run();
      }
    },
    { behavior: 'immediate' },
  );
  return dispositionsOf(db, scopeId, now);
}
