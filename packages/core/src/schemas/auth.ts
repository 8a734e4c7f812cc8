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

/**
 * Where to go after sign-in: the callback resolved as the browser would resolve it against this
 * origin, kept only when it stays on this origin, else the fallback. Resolving first matters: the URL
 * parser drops tabs and newlines and reads `\` as `/`, so `/\t/evil.example` is `//evil.example`.
 */
export function safeCallbackPath(
  value: string | null | undefined,
  origin: string,
  fallback = '/dashboard',
): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // A path that starts with two slashes would name another host when assigned: keep one.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
