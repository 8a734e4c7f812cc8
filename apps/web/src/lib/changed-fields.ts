/**
 * The fields of an edit form that differ from the record it started from: the PATCH sends only these
 * (a merge patch), so saving never overwrites a field the user did not touch, e.g. one another tab changed.
 */
export function changedFields<T extends object>(values: T, initial: object): Partial<T> {
  const before = initial as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== before[key]),
  ) as Partial<T>;
}
