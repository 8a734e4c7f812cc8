import { randomUUID } from 'node:crypto';
import { DAY_MS, freeSlots, isSlotTaken, renderMeetingTitle, scheduledSlots } from '@leadpath/core';
import {
  BOOKING_PAGE_NOT_FOUND,
  BOOKING_WINDOW_DAYS,
  bookingPageSchema,
  bookingSlotsSchema,
  bookMeetingSchema,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
} from '@leadpath/core/schemas/calendar';
import {
  type AppDatabase,
  bookings,
  type CalendarSettingsRow,
  calendarSettings,
  type Db,
  isUniqueViolation,
  users,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import { recordProspectSignal } from '../sequences/engine/stop-rules.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';
import { sendBookingMails } from './booking-mails.ts';

/**
 * The settings and owner behind a handle. Deactivated owners and owners whose calendar is off have
 * no page: the same 404 as an unknown handle, so a stranger learns nothing about who has an account.
 */
async function findPage(db: Db, handle: string) {
  const found = await db
    .select({ settings: calendarSettings, owner: users })
    .from(calendarSettings)
    .innerJoin(users, eq(users.id, calendarSettings.userId))
    .where(eq(calendarSettings.bookingHandle, handle))
    .get();
  if (!found || found.owner.isDeactivated || !found.settings.calendarOn)
    throw new TRPCError({ code: 'NOT_FOUND', message: BOOKING_PAGE_NOT_FOUND });
  return found;
}

function rulesOf(settings: CalendarSettingsRow) {
  return {
    startTime: settings.startTime,
    endTime: settings.endTime,
    timeZone: settings.timezone.value,
    excludedDays: settings.excludedMeetingDays,
    durationMinutes: settings.meetingDuration,
  };
}

async function bookedBetween(db: Db, ownerId: string, from: number, to: number) {
  const rows = await db
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        lt(bookings.startAt, new Date(to)),
        gt(bookings.endAt, new Date(from)),
      ),
    )
    .all();
  return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
}

const slotSchema = z.object({ start: z.string(), end: z.string() });

/**
 * Creates the booking in one transaction (the page, the check that the slot is free and the insert:
 * a request for the same slot waits for it); the unique (owner, start) index settles a race besides.
 */
function createBooking(db: AppDatabase, input: z.output<typeof bookMeetingSchema>, now: number) {
  return db.transaction(async (tx) => {
    const { settings, owner } = await findPage(tx, input.handle);
    const start = Date.parse(input.start);
    const rules = rulesOf(settings);
    const offered = scheduledSlots(rules, start, start + 1).find((slot) => slot.start === start);
    if (!offered || start <= now || start > now + BOOKING_WINDOW_DAYS * DAY_MS)
      throw new TRPCError({ code: 'BAD_REQUEST', message: SLOT_UNAVAILABLE });
    if (isSlotTaken(offered, await bookedBetween(tx, owner.id, offered.start, offered.end)))
      throw new TRPCError({ code: 'CONFLICT', message: SLOT_TAKEN });
    const title = renderMeetingTitle(settings.meetingTitle, {
      my_name: owner.name,
      my_company_name: owner.companyName,
      prospect_first_name: input.name.split(/\s+/)[0] ?? input.name,
      prospect_company_name: '',
    });
    try {
      const booking = await tx
        .insert(bookings)
        .values({
          id: randomUUID(),
          ownerId: owner.id,
          startAt: new Date(offered.start),
          endAt: new Date(offered.end),
          name: input.name,
          email: input.email,
          title,
          visitorTimeZone: input.timeZone ?? null,
          createdAt: new Date(now),
        })
        .returning()
        .get();
      return { booking, settings, owner };
    } catch (error) {
      if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: SLOT_TAKEN });
      throw error;
    }
  });
}

/** The public booking page (DECISIONS.md §2): no sign-in, looked up by the owner's handle. */
export const bookingRouter = createTRPCRouter({
  page: publicProcedure
    .input(bookingPageSchema)
    .output(
      z.object({
        handle: z.string(),
        ownerName: z.string(),
        companyName: z.string(),
        image: z.string().nullable(),
        meetingTitle: z.string(),
        meetingDuration: z.number(),
        meetingLocation: z.string(),
        eventDescription: z.string(),
        ownerTimeZone: z.string(),
        windowDays: z.number(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const { settings, owner } = await findPage(ctx.db, input.handle);
      return {
        handle: settings.bookingHandle,
        ownerName: owner.name,
        companyName: owner.companyName,
        image: owner.image,
        meetingTitle: renderMeetingTitle(settings.meetingTitle, {
          my_name: owner.name,
          my_company_name: owner.companyName,
          prospect_first_name: 'you',
          prospect_company_name: 'your company',
        }),
        meetingDuration: settings.meetingDuration,
        meetingLocation: settings.meetingLocation,
        eventDescription: settings.eventDescription,
        ownerTimeZone: settings.timezone.value,
        windowDays: BOOKING_WINDOW_DAYS,
      };
    }),

  slots: publicProcedure
    .input(bookingSlotsSchema)
    .output(z.object({ slots: z.array(slotSchema) }))
    .query(async ({ ctx, input }) => {
      const { settings, owner } = await findPage(ctx.db, input.handle);
      const now = ctx.now();
      const from = Math.max(Date.parse(input.from), now);
      const to = Math.min(Date.parse(input.to), now + BOOKING_WINDOW_DAYS * DAY_MS);
      if (from >= to) return { slots: [] };
      const booked = await bookedBetween(ctx.db, owner.id, from - DAY_MS, to + DAY_MS);
      const slots = freeSlots({ rules: rulesOf(settings), from, to, now, booked });
      return {
        slots: slots.map((slot) => ({
          start: new Date(slot.start).toISOString(),
          end: new Date(slot.end).toISOString(),
        })),
      };
    }),

  book: publicProcedure
    .input(bookMeetingSchema)
    .output(z.object({ id: z.string(), start: z.string(), end: z.string(), title: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      // Counted ahead (shared by every instance) and given back when no booking is made.
      const slot = await ctx.limits.bookings.take(ctx.request.ip, now);
      const { booking, settings, owner } = await createBooking(ctx.db, input, now).catch(async (error) => {
        await slot.giveBack();
        throw error;
      });
      // Stop rule (issue 19): a booking by a prospect's address finishes their sequences, status Meeting.
      await recordProspectSignal(ctx.db, { ownerId: owner.id, email: input.email, kind: 'meeting', now });
      await sendBookingMails(ctx.services.mailer, {
        booking,
        owner,
        ownerTimeZone: settings.timezone.value,
        location: [settings.meetingLocation, settings.conferenceLink.location].filter(Boolean).join(': '),
        description: [settings.eventDescription, settings.conferenceLink.description]
          .filter(Boolean)
          .join('\n\n'),
        now,
      });
      return {
        id: booking.id,
        start: booking.startAt.toISOString(),
        end: booking.endAt.toISOString(),
        title: booking.title,
      };
    }),
});
