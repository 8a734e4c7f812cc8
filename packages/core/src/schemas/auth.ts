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
  /**
   * The token of the sign-in link mailed to the owner while the account-wide lock holds: with it the
   * password (and code) may be tried despite the lock. A token that is not live is simply not used.
   */
  signInLink: z.string().max(200).optional().catch(undefined),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Added to the account-wide lock's 429: said for every address, so it tells nothing about who has an account. */
export const SIGN_IN_LINK_MAILED = 'If this is your account, we mailed you a link that lets you sign in now.';

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
