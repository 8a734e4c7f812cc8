import { TooManyRequestsError } from '../errors.ts';
import { createSlidingWindow } from './sliding-window.ts';
import { waitInMinutes } from './wait-in-minutes.ts';

/** Account mails (password reset links, verification links) a visitor address may ask for in an hour. */
export const ACCOUNT_MAILS_PER_IP_PER_HOUR = 10;
/** The same, per email address typed in: a stranger cannot flood one inbox. */
export const ACCOUNT_MAILS_PER_EMAIL_PER_HOUR = 3;
const WINDOW_MS = 60 * 60_000;

export const tooManyAccountMails = (retryAfterSeconds: number) =>
  `Too many requests for account emails. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/**
 * Requests for account mails per visitor address and per email address in the last hour, in memory
 * (per process). Counted whether or not an account has the address, so the answer reveals nothing.
 */
export function createAccountMailLimit() {
  const byIp = createSlidingWindow(WINDOW_MS);
  const byEmail = createSlidingWindow(WINDOW_MS);
  return {
    /** Counts one request; refuses one past either limit with 429 and Retry-After. */
    take(ip: string, email: string, now: number): void {
      const key = email.toLowerCase();
      const retryAfter =
        byIp.retryAfterSeconds(ip, ACCOUNT_MAILS_PER_IP_PER_HOUR, now) ??
        byEmail.retryAfterSeconds(key, ACCOUNT_MAILS_PER_EMAIL_PER_HOUR, now);
      if (retryAfter !== null) throw new TooManyRequestsError(tooManyAccountMails(retryAfter), retryAfter);
      byIp.record(ip, now);
      byEmail.record(key, now);
    },
  };
}

export type AccountMailLimit = ReturnType<typeof createAccountMailLimit>;
