/**
 * The first time at or after `slot` that keeps at least `gapMs` from every time already placed
 * (`placed` sorted ascending), and where `slot` would go in `placed`. Schedule previews use it to
 * spread sends and LinkedIn actions the way the pacing will.
 */
export function firstGapFreeTime(
  placed: readonly number[],
  slot: number,
  gapMs: number,
): { free: number; index: number } {
  let low = 0;
  let high = placed.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((placed[mid] as number) < slot) low = mid + 1;
    else high = mid;
  }
  // Walk the placed times from there to the first time that keeps the gap on both sides.
  let free = slot;
  const before = placed[low - 1];
  if (before !== undefined && free - before < gapMs) free = before + gapMs;
  let next = low;
  while (next < placed.length && (placed[next] as number) - free < gapMs) {
    free = (placed[next] as number) + gapMs;
    next += 1;
  }
  return { free, index: low };
}
