import { createAccountMailLimit } from './account-mails.ts';
import { createBookingLimit } from './booking-limit.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { createRequestRate } from './request-rate.ts';

/**
 * The in-memory counters of the app, handed in through its dependencies so each app instance (and
 * each test app) has its own. API key limits are kept in the database instead (api-key-rate-limit.ts).
 */
export function createLimits() {
  return {
    /** Wrong passwords per account and per IP: sign-in, change password and delete account share it. */
    passwordAttempts: createPasswordAttempts(),
    /** Meetings booked per visitor address. */
    bookings: createBookingLimit(),
    /** Calls per minute of each signed-in person and each anonymous address (request-rate.ts). */
    requestRate: createRequestRate(),
    /** Password reset and verification mails asked for, per address and per email (account-mails.ts). */
    accountMails: createAccountMailLimit(),
  };
}

export type Limits = ReturnType<typeof createLimits>;
