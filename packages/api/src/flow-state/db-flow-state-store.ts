import { type AppDatabase, flowStates } from '@leadpath/db';
import type { FlowEntry, FlowStateStore } from '@leadpath/integrations';
import { and, desc, eq, gt, lte } from 'drizzle-orm';

type Row = typeof flowStates.$inferSelect;

const entryOf = <Data>(row: Row | undefined): FlowEntry<Data> | null =>
  row
    ? {
        id: row.id,
        subject: row.subject,
        data: JSON.parse(row.data) as Data,
        createdAt: row.createdAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
      }
    : null;

/**
 * Outside flows' state in flow_states, shared by every app instance over the database (ADR 050).
 * Expired rows are never answered; a new entry sweeps its kind's expired rows.
 */
export function createDbFlowStateStore(db: AppDatabase): FlowStateStore {
  const live = (kind: string, id: string, now: number) =>
    and(eq(flowStates.kind, kind), eq(flowStates.id, id), gt(flowStates.expiresAt, new Date(now)));
  return {
    async put(kind, entry) {
      await db
        .delete(flowStates)
        .where(and(eq(flowStates.kind, kind), lte(flowStates.expiresAt, new Date(entry.createdAt))))
        .run();
      await db
        .insert(flowStates)
        .values({
          kind,
          ...entry,
          data: JSON.stringify(entry.data),
          createdAt: new Date(entry.createdAt),
          expiresAt: new Date(entry.expiresAt),
        })
        .run();
    },
    async get<Data>(kind: string, id: string, now: number) {
      return entryOf<Data>(
        await db
          .select()
          .from(flowStates)
          .where(live(kind, id, now))
          .get(),
      );
    },
    async take<Data>(kind: string, id: string, now: number) {
      return entryOf<Data>(
        await db
          .delete(flowStates)
          .where(live(kind, id, now))
          .returning()
          .get(),
      );
    },
    async newest<Data>(kind: string, subject: string, now: number) {
      const row = await db
        .select()
        .from(flowStates)
        .where(
          and(
            eq(flowStates.kind, kind),
            eq(flowStates.subject, subject),
            gt(flowStates.expiresAt, new Date(now)),
          ),
        )
        .orderBy(desc(flowStates.createdAt))
        .limit(1)
        .get();
      return entryOf<Data>(row);
    },
    async remove(kind, id) {
      await db
        .delete(flowStates)
        .where(and(eq(flowStates.kind, kind), eq(flowStates.id, id)))
        .run();
    },
  };
}
