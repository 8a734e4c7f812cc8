import type { AppDatabase } from '@leadpath/db';
import { type AccountMailLimitSettings, createAccountMailLimit } from './account-mails.ts';
import { createBookingLimit } from './booking-limit.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { createRequestRate } from './request-rate.ts';

/**
 * The limits of the app, handed in through its dependencies. Every one counts in the database
 * (limit_counters), as API key limits do (api-key-rate-limit.ts), so several app instances over one
 * database enforce each limit together, not once each (ADR 050); nothing is counted in memory, and
 * in-memory-limits.test.ts refuses a new limit that would be. Per-address limits count IPv6 clients per
 * /64 (client-address.ts).
 */
export function createLimits(db: AppDatabase, settings: AccountMailLimitSettings = {}) {
  return {
    /** Wrong passwords per account and per IP: sign-in, change password and delete account share it. */
    passwordAttempts: createPasswordAttempts(db),
    /** Meetings booked per visitor address. */
    bookings: createBookingLimit(db),
    /** Calls per minute of each signed-in person and each anonymous address (request-rate.ts). */
    requestRate: createRequestRate(db),
    /** Sign-ups, password reset and verification mails, per address and per email (account-mails.ts). */
    accountMails: createAccountMailLimit(db, settings),
  };
}

export type Limits = ReturnType<typeof createLimits>;
