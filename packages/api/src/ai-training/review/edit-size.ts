/**
 * How much a reviewer changed: the characters between the longest common prefix and suffix (the
 * longer side), so a fixed word counts as its length and an untouched text as 0.
 */
export function editSize(before: string, after: string): number {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return Math.max(before.length - start - end, after.length - start - end);
}
