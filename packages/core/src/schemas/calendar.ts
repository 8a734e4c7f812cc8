import { z } from 'zod';
import { calendarIntegrations, meetingLocations, TEXT_LIMIT_800 } from '../constants.ts';
import { isStartBeforeEnd } from '../schedule.ts';
import { excludedDaysSchema, START_BEFORE_END, timeSchema, timezoneSchema } from './schedule.ts';

export const MEETING_DURATION_REQUIRED = 'Meeting duration is required';
export const MEETING_DURATION_MINUTES = 'Meeting duration must be a number of minutes';
export const MEETING_DURATION_RANGE = 'Meeting duration must be between 5 and 480 minutes';
export const MEETING_TITLE_REQUIRED = 'Meeting title is required';
export const EVENT_DESCRIPTION_TOO_LONG = `Event description must be at most ${TEXT_LIMIT_800} characters`;
export const CALENDAR_UPDATE_FAILED = 'Failed to update calendar';
export const MEETING_DURATION_LIMITS = { min: 5, max: 480 } as const;

export const conferenceLinkSchema = z.object({
  location: z.string().trim().max(500, 'The conference link must be at most 500 characters'),
  description: z
    .string()
    .trim()
    .max(TEXT_LIMIT_800, `The conference note must be at most ${TEXT_LIMIT_800} characters`),
});

/** The fields of PATCH /api/calendar/update-availability (spec §7). */
export const updateAvailabilitySchema = z
  .object({
    startTime: timeSchema,
    endTime: timeSchema,
    timezone: timezoneSchema,
    conferenceLinkSettings: conferenceLinkSchema,
    eventDescription: z.string().max(TEXT_LIMIT_800, EVENT_DESCRIPTION_TOO_LONG),
    excludedMeetingDays: excludedDaysSchema.refine(
      (days) => days.length < 7,
      'Keep at least one meeting day',
    ),
    calendarIntegrationSelected: z
      .enum(calendarIntegrations, { error: 'Choose Google Calendar or Outlook' })
      .nullable(),
    meetingLocation: z.enum(meetingLocations, { error: 'Choose a meeting location' }),
    meetingTitle: z
      .string({ error: MEETING_TITLE_REQUIRED })
      .trim()
      .min(1, MEETING_TITLE_REQUIRED)
      .max(200, 'Meeting title must be at most 200 characters'),
    meetingDuration: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? MEETING_DURATION_REQUIRED
            : MEETING_DURATION_MINUTES,
      })
      .int(MEETING_DURATION_MINUTES)
      .min(MEETING_DURATION_LIMITS.min, MEETING_DURATION_RANGE)
      .max(MEETING_DURATION_LIMITS.max, MEETING_DURATION_RANGE),
  })
  .superRefine((value, ctx) => {
    if (!isStartBeforeEnd(value))
      ctx.addIssue({ code: 'custom', message: START_BEFORE_END, path: ['endTime'] });
  });
export type UpdateAvailabilityInput = z.input<typeof updateAvailabilitySchema>;
export type AvailabilityValues = z.output<typeof updateAvailabilitySchema>;

export const calendarSwitchSchema = z.object({
  calendarOn: z.boolean({ error: 'calendarOn must be true or false' }),
});

export const SLOT_TAKEN = 'Sorry, that time was just taken. Please pick another slot.';
export const SLOT_UNAVAILABLE = 'That time is not available. Please pick one of the offered slots.';
export const BOOKING_PAGE_NOT_FOUND = 'This booking page does not exist';
export const BOOKING_NAME_REQUIRED = 'Please enter your name';
export const BOOKING_EMAIL_INVALID = 'Please enter a valid email address';
/** How far ahead the booking page offers slots. */
export const BOOKING_WINDOW_DAYS = 28;

export const bookingHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, BOOKING_PAGE_NOT_FOUND);

export const bookingPageSchema = z.object({ handle: bookingHandleSchema });

export const bookingSlotsSchema = z
  .object({
    handle: bookingHandleSchema,
    from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }),
  })
  .refine((value) => Date.parse(value.from) < Date.parse(value.to), {
    message: 'from must be before to',
    path: ['to'],
  })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 35 * 86_400_000, {
    message: 'Ask for at most 35 days of slots at once',
    path: ['to'],
  });

export const bookMeetingSchema = z.object({
  handle: bookingHandleSchema,
  start: z.iso.datetime({ offset: true, error: 'Please pick a time slot' }),
  name: z
    .string({ error: BOOKING_NAME_REQUIRED })
    .trim()
    .min(1, BOOKING_NAME_REQUIRED)
    .max(100, 'Your name must be at most 100 characters'),
  email: z.string({ error: BOOKING_EMAIL_INVALID }).trim().toLowerCase().email(BOOKING_EMAIL_INVALID),
  /** The visitor's IANA zone, shown in the invitation mail. */
  timeZone: z.string().max(100).optional(),
});
export type BookMeetingInput = z.input<typeof bookMeetingSchema>;
