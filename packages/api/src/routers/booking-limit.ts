import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { waitInMinutes } from '../retry-after.ts';
import { createSlidingWindow, type SlidingWindow } from '../sliding-window.ts';

/** Meetings one visitor address may book in an hour: each sends mail to the address a stranger typed in. */
export const BOOKINGS_PER_HOUR = 5;
const WINDOW_MS = 60 * 60_000;

export const tooManyBookings = (retryAfterSeconds: number) =>
  `Too many meetings booked from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

// Per database, so each app instance (and each test app) keeps its own count; in memory, like sign-in failures.
const bookingsByDatabase = new WeakMap<AppDatabase, SlidingWindow>();

function bookingsOf(db: AppDatabase): SlidingWindow {
  let bookings = bookingsByDatabase.get(db);
  if (!bookings) {
    bookings = createSlidingWindow(WINDOW_MS);
    bookingsByDatabase.set(db, bookings);
  }
  return bookings;
}

/** Refuses a booking past the limit: 429 with Retry-After (set on responseHeaders). */
export function checkBookingLimit(db: AppDatabase, ip: string, now: number, responseHeaders: Headers): void {
  const retryAfter = bookingsOf(db).retryAfterSeconds(ip, BOOKINGS_PER_HOUR, now);
  if (retryAfter === null) return;
  responseHeaders.set('Retry-After', String(retryAfter));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyBookings(retryAfter) });
}

/** Counts a booking that was made (failed attempts send no mail and are not counted). */
export function recordBooking(db: AppDatabase, ip: string, now: number): void {
  bookingsOf(db).record(ip, now);
}
