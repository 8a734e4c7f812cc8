import type { AppDatabase } from '@leadpath/db';
import { type AccountMailLimitSettings, createAccountMailLimit } from './account-mails.ts';
import { createBookingLimit } from './booking-limit.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { createRequestRate } from './request-rate.ts';

/**
 * The counters of the app, handed in through its dependencies so each app instance (and each test
 * app) has its own. Account mails and sign-ups count in the database (limit_counters), as API key
 * limits do (api-key-rate-limit.ts); the others are still in memory. Per-address limits count IPv6
 * clients per /64 (client-address.ts).
 */
export function createLimits(db: AppDatabase, settings: AccountMailLimitSettings = {}) {
  return {
    /** Wrong passwords per account and per IP: sign-in, change password and delete account share it. */
    passwordAttempts: createPasswordAttempts(),
    /** Meetings booked per visitor address. */
    bookings: createBookingLimit(),
    /** Calls per minute of each signed-in person and each anonymous address (request-rate.ts). */
    requestRate: createRequestRate(),
    /** Sign-ups, password reset and verification mails, per address and per email (account-mails.ts). */
    accountMails: createAccountMailLimit(db, settings),
  };
}

export type Limits = ReturnType<typeof createLimits>;
