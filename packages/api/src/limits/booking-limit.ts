import type { AppDatabase } from '@leadpath/db';
import { TooManyRequestsError } from '../errors.ts';
import { type AnchoredLimit, countOne, sweepClosed, takeBackOne, waitOf } from './anchored-windows.ts';
import { clientAddressKey } from './client-address.ts';
import { waitInMinutes } from './wait-in-minutes.ts';

/** Meetings one visitor address may book in an hour: each sends mail to the address a stranger typed in. */
export const BOOKINGS_PER_HOUR = 5;
const limit: AnchoredLimit = { scope: 'booking:address', max: BOOKINGS_PER_HOUR, windowMs: 60 * 60_000 };

export const tooManyBookings = (retryAfterSeconds: number) =>
  `Too many meetings booked from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/** A booking counted ahead: given back when the booking is not made (failed attempts send no mail). */
export interface BookingSlot {
  giveBack(): Promise<void>;
}

/**
 * Bookings per visitor address (IPv6 per /64) in an hour that opens with the first, counted in the
 * database (limit_counters) so every app instance shares them.
 */
export function createBookingLimit(db: AppDatabase) {
  return {
    /**
     * Counts a booking ahead, in one transaction with the check, so parallel bookings cannot all take
     * the last slot; refuses one past the limit with 429 and Retry-After.
     */
    async take(ip: string, now: number): Promise<BookingSlot> {
      const key = clientAddressKey(ip);
      const taken = await db.transaction(
        async (tx) => {
          const wait = await waitOf(tx, limit, key, now);
          if (wait !== null) return { wait };
          await sweepClosed(tx, limit, now);
          return { wait: null, counted: await countOne(tx, limit, key, now) };
        },
        { behavior: 'immediate' },
      );
      if (taken.wait !== null) throw new TooManyRequestsError(tooManyBookings(taken.wait), taken.wait);
      return { giveBack: () => takeBackOne(db, limit, key, taken.counted.windowStart) };
    },
  };
}

export type BookingLimit = ReturnType<typeof createBookingLimit>;
