import { z } from 'zod';
import { canonicalTimeZone, isSupportedTimeZone } from '../timezones.ts';

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Please enter a valid email'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  /**
   * The browser's IANA zone, a hint for the defaults of new settings. A zone this server does not
   * know is dropped rather than refused: it must never stop a sign-in.
   */
  timeZone: z
    .string()
    .max(64)
    .optional()
    .catch(undefined)
    .transform((zone) => (zone && isSupportedTimeZone(zone) ? canonicalTimeZone(zone) : undefined)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Only same-origin paths are honoured as a callback after sign-in. */
export function safeCallbackPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
