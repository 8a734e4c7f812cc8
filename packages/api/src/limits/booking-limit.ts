import { TooManyRequestsError } from '../errors.ts';
import { clientAddressKey } from './client-address.ts';
import { createSlidingWindow } from './sliding-window.ts';
import { waitInMinutes } from './wait-in-minutes.ts';

/** Meetings one visitor address may book in an hour: each sends mail to the address a stranger typed in. */
export const BOOKINGS_PER_HOUR = 5;
const WINDOW_MS = 60 * 60_000;

export const tooManyBookings = (retryAfterSeconds: number) =>
  `Too many meetings booked from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/** Bookings per visitor address in the last hour, in memory (per process), like failed sign-ins. */
export function createBookingLimit() {
  const bookings = createSlidingWindow(WINDOW_MS);
  return {
    /** Refuses a booking past the limit with 429 and Retry-After. */
    check(ip: string, now: number): void {
      const retryAfter = bookings.retryAfterSeconds(clientAddressKey(ip), BOOKINGS_PER_HOUR, now);
      if (retryAfter !== null) throw new TooManyRequestsError(tooManyBookings(retryAfter), retryAfter);
    },
    /** Counts a booking that was made (failed attempts send no mail and are not counted). */
    record(ip: string, now: number): void {
      bookings.record(clientAddressKey(ip), now);
    },
  };
}

export type BookingLimit = ReturnType<typeof createBookingLimit>;
