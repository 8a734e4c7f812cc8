import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { waitInMinutes } from '../retry-after.ts';

/** Meetings one visitor address may book in an hour: each sends mail to the address a stranger typed in. */
export const BOOKINGS_PER_HOUR = 5;
const WINDOW_MS = 60 * 60_000;

export const tooManyBookings = (retryAfterSeconds: number) =>
  `Too many meetings booked from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

// Per database, so each app instance (and each test app) keeps its own count; in memory, like sign-in failures.
const bookingTimesByDatabase = new WeakMap<AppDatabase, Map<string, number[]>>();

function recentBookings(db: AppDatabase, ip: string, now: number): number[] {
  let byIp = bookingTimesByDatabase.get(db);
  if (!byIp) {
    byIp = new Map();
    bookingTimesByDatabase.set(db, byIp);
  }
  const kept = (byIp.get(ip) ?? []).filter((at) => now - at < WINDOW_MS);
  if (kept.length) byIp.set(ip, kept);
  else byIp.delete(ip);
  return kept;
}

/** Refuses a booking past the limit: 429 with Retry-After (set on responseHeaders). */
export function checkBookingLimit(db: AppDatabase, ip: string, now: number, responseHeaders: Headers): void {
  const times = recentBookings(db, ip, now);
  if (times.length < BOOKINGS_PER_HOUR) return;
  const retryAfter = Math.ceil(((times[times.length - BOOKINGS_PER_HOUR] ?? now) + WINDOW_MS - now) / 1000);
  responseHeaders.set('Retry-After', String(retryAfter));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyBookings(retryAfter) });
}

/** Counts a booking that was made (failed attempts send no mail and are not counted). */
export function recordBooking(db: AppDatabase, ip: string, now: number): void {
  bookingTimesByDatabase.get(db)?.set(ip, [...recentBookings(db, ip, now), now]);
}
