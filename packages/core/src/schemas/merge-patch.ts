import type { z } from 'zod';

/**
 * One field of a JSON merge patch (RFC 7396): an absent field keeps the stored value (undefined),
 * null clears it to `cleared`, anything else is checked by `field`.
 */
export function clearableField<T extends z.ZodType>(field: T, cleared: z.output<T>) {
  return field
    .nullable()
    .optional()
    .transform((value): z.output<T> | undefined =>
      value === null ? cleared : (value as z.output<T> | undefined),
    );
}

/** The fields a merge patch sets, without the absent ones: what an UPDATE ... SET may write. */
export function presentFieldsOf<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
