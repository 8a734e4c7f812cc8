import { randomUUID } from 'node:crypto';
import { type Db, type DialerDispositionRow, type DispositionEffect, dialerDispositions } from '@leadpath/db';
import { asc, eq } from 'drizzle-orm';

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
