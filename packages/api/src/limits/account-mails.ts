import type { AppDatabase } from '@leadpath/db';
import { TooManyRequestsError } from '../errors.ts';
import { clientAddressKey } from './client-address.ts';
import { ACCOUNT_MAILS_PER_IP_PER_HOUR, SIGN_UPS_PER_IP_PER_HOUR } from './limit-defaults.ts';
import { waitInMinutes } from './wait-in-minutes.ts';
import { takeFromWindows, type WindowLimit } from './window-counters.ts';

export { ACCOUNT_MAILS_PER_IP_PER_HOUR, SIGN_UPS_PER_IP_PER_HOUR } from './limit-defaults.ts';

/** The same as ACCOUNT_MAILS_PER_IP_PER_HOUR, per email address typed in: a stranger cannot flood one inbox. */
export const ACCOUNT_MAILS_PER_EMAIL_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export const tooManyAccountMails = (retryAfterSeconds: number) =>
  `Too many requests for account emails. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

export const tooManySignUps = (retryAfterSeconds: number) =>
  `Too many accounts created from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/** Per-address numbers an operator may raise (a shared office address, a test suite); absent: the defaults. */
export interface AccountMailLimitSettings {
  accountMailsPerIpPerHour?: number;
  signUpsPerIpPerHour?: number;
}

/**
 * Requests for account mails per visitor address (IPv6 per /64) and per email address in the
 * current hour, counted in the database so every instance shares them. Counted whether or not an
 * account has the address, so the answer reveals nothing.
 */
export function createAccountMailLimit(db: AppDatabase, settings: AccountMailLimitSettings = {}) {
  const byIp: WindowLimit = {
    scope: 'account-mail:address',
    max: settings.accountMailsPerIpPerHour ?? ACCOUNT_MAILS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  };
  const byEmail: WindowLimit = {
    scope: 'account-mail:recipient',
    max: ACCOUNT_MAILS_PER_EMAIL_PER_HOUR,
    windowMs: HOUR_MS,
  };
  const signUps: WindowLimit = {
    scope: 'sign-up:address',
    max: settings.signUpsPerIpPerHour ?? SIGN_UPS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  };
  const mailCounts = (ip: string, email: string) => [
    { limit: byIp, key: clientAddressKey(ip) },
    { limit: byEmail, key: email.toLowerCase() },
  ];
  return {
    /** Counts one request; refuses one past either limit with 429 and Retry-After. */
    async take(ip: string, email: string, now: number): Promise<void> {
      const refusal = await takeFromWindows(db, mailCounts(ip, email), now);
      if (refusal)
        throw new TooManyRequestsError(
          tooManyAccountMails(refusal.retryAfterSeconds),
          refusal.retryAfterSeconds,
        );
    },
    /** A sign-up: its own per-address limit and the account-mail limits, counted all or nothing. */
    async takeSignUp(ip: string, email: string, now: number): Promise<void> {
      const counts = [{ limit: signUps, key: clientAddressKey(ip) }, ...mailCounts(ip, email)];
      const refusal = await takeFromWindows(db, counts, now);
      if (!refusal) return;
      const wait = refusal.retryAfterSeconds;
      const message = refusal.limit === signUps ? tooManySignUps(wait) : tooManyAccountMails(wait);
      throw new TooManyRequestsError(message, wait);
    },
  };
}

export type AccountMailLimit = ReturnType<typeof createAccountMailLimit>;
