/**
 * LinkedIn actions in a schedule preview (issue 28): placed as the pacing will run them (the
 * activity window, today's limit and the warmup ramp, about a minute apart; the random part of the
 * gap is left out, as the email preview leaves out jitter), not all at the minute they come due.
 * Manual mode has no pacing: its steps become tasks when due.
 */
import { firstGapFreeTime, localDateOf } from '@leadpath/core';
import type { Db } from '@leadpath/db';
import { readLinkedinAccount } from './accounts.ts';
import { ACTION_GAP_MIN_MS, actionsOn, nextActionSlot, settingsOfOwner } from './pacing.ts';

/** Places one action at or after `from`; null when the window never opens. */
export type LinkedinPreviewPlacer = (from: number) => Promise<number | null>;

export async function createLinkedinPreviewPlacer(
  db: Db,
  ownerId: string,
  now: number,
): Promise<LinkedinPreviewPlacer | null> {
  const account = await readLinkedinAccount(db, ownerId);
  if (account?.kind === 'manual') return null;
  const settings = await settingsOfOwner(db, ownerId, now);
  // Without an account yet: as if connected now (day 1 of the ramp today).
  const pacedAs = account ?? {
    warmupStartedOn: localDateOf(now, settings.timezone.value),
    nextActionAt: null,
    pausedUntil: null,
    status: 'active' as const,
  };
  const counted = new Map<string, number>();
  const countedOn = async (date: string) => {
    let known = counted.get(date);
    if (known === undefined) {
      known = account ? await actionsOn(db, account.id, settings, date) : 0;
      counted.set(date, known);
    }
    return known;
  };
  // The actions placed so far, in time order: a new one keeps the gap to both neighbours.
  const placed: number[] = [];
  return async (from) => {
    let at = Math.max(from, now);
    for (let i = 0; i < 10_000; i++) {
      const slot = await nextActionSlot({ at, settings, account: pacedAs, countedOn });
      if (slot === null) return null;
      const { free, index } = firstGapFreeTime(placed, slot, ACTION_GAP_MIN_MS);
      if (free === slot) {
        placed.splice(index, 0, slot);
        const day = localDateOf(slot, settings.timezone.value);
        counted.set(day, (await countedOn(day)) + 1);
        return slot;
      }
      at = free; // checked against the window and the limit again
    }
    return null;
  };
}
