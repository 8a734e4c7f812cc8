import { describeTimeZone } from '@leadpath/core';
import { calendarSwitchSchema, updateAvailabilitySchema } from '@leadpath/core/schemas/calendar';
import { calendarSettings } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accessProcedure, createTRPCRouter } from '../trpc.ts';
import {
  calendarSettingsOutputSchema,
  ensureCalendarSettings,
  toCalendarSettingsOutput,
} from './calendar-settings.ts';

const tags = ['Calendar'];

// No API-key permission of spec §6 covers the calendar: browser sessions only (permission null).
export const calendarRouter = createTRPCRouter({
  retrieveAvailability: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/calendar/retrieve-availability',
        summary: 'The calendar availability and meeting settings, with the public booking handle',
        tags,
        permission: null,
      },
    })
    .output(calendarSettingsOutputSchema)
    // The first read creates the row: the free-handle check and the insert in one transaction.
    .query(async ({ ctx }) =>
      toCalendarSettingsOutput(
        await ctx.db.transaction((tx) => ensureCalendarSettings(tx, ctx.user, ctx.now())),
      ),
    ),

  calendarSwitch: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/calendar/calendar-switch',
        summary: 'Turn the calendar on or off',
        tags,
        permission: null,
      },
    })
    .input(calendarSwitchSchema)
    .output(z.object({ calendarOn: z.boolean() }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        await ensureCalendarSettings(tx, ctx.user, ctx.now());
        await tx
          .update(calendarSettings)
          .set({ calendarOn: input.calendarOn, updatedAt: new Date(ctx.now()) })
          .where(eq(calendarSettings.userId, ctx.user.id))
          .run();
        return { calendarOn: input.calendarOn };
      }),
    ),

  updateAvailability: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/calendar/update-availability',
        summary: 'Change the availability, meeting days and meeting details',
        description: 'Replaces the availability settings: every field is required.',
        tags,
        permission: null,
      },
    })
    .input(updateAvailabilitySchema)
    .output(calendarSettingsOutputSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        await ensureCalendarSettings(tx, ctx.user, ctx.now());
        const row = await tx
          .update(calendarSettings)
          .set({
            startTime: input.startTime,
            endTime: input.endTime,
            // The description is recomputed from the zone's own data, whatever the client sent.
            timezone: describeTimeZone(input.timezone.value, ctx.now()),
            excludedMeetingDays: input.excludedMeetingDays,
            calendarIntegrationSelected: input.calendarIntegrationSelected,
            meetingLocation: input.meetingLocation,
            meetingTitle: input.meetingTitle,
            meetingDuration: input.meetingDuration,
            eventDescription: input.eventDescription,
            conferenceLink: input.conferenceLinkSettings,
            updatedAt: new Date(ctx.now()),
          })
          .where(eq(calendarSettings.userId, ctx.user.id))
          .returning()
          .get();
        return toCalendarSettingsOutput(row);
      }),
    ),
});
