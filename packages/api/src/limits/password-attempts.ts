import { createSlidingWindow } from './sliding-window.ts';
import { waitInMinutes } from './wait-in-minutes.ts';

export const tooManySignInAttempts = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

export const tooManyWrongPasswords = (retryAfterSeconds: number) =>
  `Too many wrong passwords. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/**
 * Wrong passwords counted per email and per IP in a sliding window: failed sign-ins, and the
 * password a signed-in user must confirm to change it or delete the account, in one count.
 */
export interface PasswordAttemptLimits {
  windowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
}

export const defaultPasswordAttemptLimits: PasswordAttemptLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
};

export function createPasswordAttempts(limits: PasswordAttemptLimits = defaultPasswordAttemptLimits) {
  const failures = createSlidingWindow(limits.windowMs);
  const checks = (email: string, ip: string): [string, number][] => [
    [`email:${email}`, limits.maxFailuresPerEmail],
    [`ip:${ip}`, limits.maxFailuresPerIp],
  ];

  return {
    /** Seconds until another attempt is allowed, or null when one is allowed now. */
    retryAfterSeconds(email: string, ip: string, now: number): number | null {
      const waits = checks(email, ip).map(([key, max]) => failures.retryAfterSeconds(key, max, now) ?? 0);
      const wait = Math.max(...waits);
      return wait > 0 ? wait : null;
    },
    recordFailure(email: string, ip: string, now: number): void {
      for (const [key] of checks(email, ip)) failures.record(key, now);
    },
    clear(email: string): void {
      failures.clear(`email:${email}`);
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
