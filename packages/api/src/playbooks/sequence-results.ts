/** Results of the sequences a playbook's personas link: enrolled, replied, meetings per sequence. */
import { type Db, sequenceEnrollments, sequenceEvents, sequences } from '@leadpath/db';
import { and, count, eq, inArray } from 'drizzle-orm';

export interface SequenceResult {
  name: string;
  enrolled: number;
  replied: number;
  meetings: number;
}

/** The owner's sequences among `ids`, by id; another owner's id is simply absent. */
export async function sequenceResults(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<Map<string, SequenceResult>> {
  const results = new Map<string, SequenceResult>();
  if (ids.length === 0) return results;
  const owned = await db
    .select({ id: sequences.id, name: sequences.name })
    .from(sequences)
    .where(and(eq(sequences.ownerId, ownerId), inArray(sequences.id, ids)))
    .all();
  for (const row of owned) results.set(row.id, { name: row.name, enrolled: 0, replied: 0, meetings: 0 });
  const ownedIds = [...results.keys()];
  if (ownedIds.length === 0) return results;
  const enrolled = await db
    .select({ id: sequenceEnrollments.sequenceId, n: count() })
    .from(sequenceEnrollments)
    .where(inArray(sequenceEnrollments.sequenceId, ownedIds))
    .groupBy(sequenceEnrollments.sequenceId)
    .all();
  for (const row of enrolled) {
    const result = results.get(row.id);
    if (result) result.enrolled = row.n;
  }
  const events = await db
    .select({ id: sequenceEvents.sequenceId, kind: sequenceEvents.kind, n: count() })
    .from(sequenceEvents)
    .where(
      and(inArray(sequenceEvents.sequenceId, ownedIds), inArray(sequenceEvents.kind, ['replied', 'meeting'])),
    )
    .groupBy(sequenceEvents.sequenceId, sequenceEvents.kind)
    .all();
  for (const row of events) {
    const result = results.get(row.id);
    if (!result) continue;
    if (row.kind === 'replied') result.replied = row.n;
    else result.meetings = row.n;
  }
  return results;
}
