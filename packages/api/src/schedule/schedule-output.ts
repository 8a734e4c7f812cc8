import { z } from 'zod';

/** The zone of a schedule when the user's browser never reported one. */
export const DEFAULT_TIMEZONE = 'UTC';

/** A schedule's timezone as calendar and LinkedIn settings answer it (spec §3). */
export const timezoneOutputSchema = z.object({
  value: z.string(),
  label: z.string(),
  offset: z.number(),
  abbrev: z.string(),
  altName: z.string(),
});
