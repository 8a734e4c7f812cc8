import { waitInMinutes } from '../retry-after.ts';

export const tooManySignInAttempts = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

export const tooManyWrongPasswords = (retryAfterSeconds: number) =>
  `Too many wrong passwords. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/**
 * Wrong passwords counted per email and per IP in a sliding window: failed sign-ins, and the
 * password a signed-in user must confirm to change it or delete the account, in one count.
 */
export interface LoginThrottleLimits {
  windowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
}

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
};

export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginThrottleLimits) {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < limits.windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  return {
    /** Seconds until another attempt is allowed, or null when one is allowed now. */
    retryAfterSeconds(email: string, ip: string, now: number): number | null {
      const checks: [string, number][] = [
        [`email:${email}`, limits.maxFailuresPerEmail],
        [`ip:${ip}`, limits.maxFailuresPerIp],
      ];
      let wait = 0;
      for (const [key, max] of checks) {
        const times = recent(key, now);
        if (times.length >= max)
          wait = Math.max(wait, (times[times.length - max] ?? now) + limits.windowMs - now);
      }
      return wait > 0 ? Math.ceil(wait / 1000) : null;
    },
    recordFailure(email: string, ip: string, now: number): void {
      for (const key of [`email:${email}`, `ip:${ip}`]) failures.set(key, [...recent(key, now), now]);
    },
    clear(email: string): void {
      failures.delete(`email:${email}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
