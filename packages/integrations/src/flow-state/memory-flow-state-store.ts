import type { FlowEntry, FlowStateStore } from './flow-state-store.ts';

/**
 * A flow store in one process's memory, for the sandboxes' own unit tests only: the app hands them
 * its database store (packages/api/src/flow-state/), which every instance shares.
 */
export function createMemoryFlowStateStore(): FlowStateStore {
  const entries = new Map<string, FlowEntry<unknown>>();
  const keyOf = (kind: string, id: string) => `${kind}\n${id}`;
  const live = (kind: string, id: string, now: number) => {
    const entry = entries.get(keyOf(kind, id));
    return entry && entry.expiresAt > now ? entry : null;
  };
  return {
    async put(kind, entry) {
      entries.set(keyOf(kind, entry.id), entry);
    },
    async get<Data>(kind: string, id: string, now: number) {
      return live(kind, id, now) as FlowEntry<Data> | null;
    },
    async take<Data>(kind: string, id: string, now: number) {
      const entry = live(kind, id, now);
      entries.delete(keyOf(kind, id));
      return entry as FlowEntry<Data> | null;
    },
    async newest<Data>(kind: string, subject: string, now: number) {
      let newest: FlowEntry<unknown> | null = null;
      for (const [key, entry] of entries) {
        if (!key.startsWith(`${kind}\n`) || entry.subject !== subject || entry.expiresAt <= now) continue;
        if (!newest || entry.createdAt >= newest.createdAt) newest = entry;
      }
      return newest as FlowEntry<Data> | null;
    },
    async remove(kind, id) {
      entries.delete(keyOf(kind, id));
    },
  };
}
