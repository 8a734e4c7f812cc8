/**
 * LinkedIn sequence upload and analytics (issue 21): the inputs shared by the upload page, the
 * analytics page and their procedures. Exact messages are contracts.
 */
import { z } from 'zod';
import { LINKEDIN_UPLOAD_MAX_ROWS, linkedinUploadFields, UPLOAD_TOO_MANY_ROWS } from '../linkedin-upload.ts';
import { SEQUENCE_LIMITS, SEQUENCE_NAME_REQUIRED, SEQUENCE_NAME_TOO_LONG } from './sequences.ts';

export * from '../linkedin-upload.ts';

/** LinkedIn's own limit on the note of a connection request. */
export const CONNECT_NOTE_MAX = 300;
export const CONNECT_NOTE_TOO_LONG = `The connection note must be at most ${CONNECT_NOTE_MAX} characters`;
export const MESSAGE_REQUIRED = 'Please enter the message sent once the invitation is accepted';
export const MESSAGE_TOO_LONG = 'The message must be at most 8,000 characters';
export const UPLOAD_CHOOSE_SOURCE = 'Send the file as csv or as rows, not both';
export const UPLOAD_NO_ROWS = 'The file has no rows under its header line';
export const UPLOAD_NO_URL_COLUMN = 'Map a column to LinkedIn URL';
export const UPLOAD_CHOOSE_SEQUENCE = 'Choose a LinkedIn sequence or create one';
export const UPLOAD_NOT_LINKEDIN_SEQUENCE = 'This sequence has no LinkedIn steps; choose a LinkedIn sequence';
export const UPLOAD_NOTHING_VALID = 'No row has a valid LinkedIn profile address';

/** A new LinkedIn sequence: visit the profile, invite with an optional note, message once accepted. */
export const newLinkedinSequenceSchema = z.object({
  name: z.string().trim().min(1, SEQUENCE_NAME_REQUIRED).max(SEQUENCE_LIMITS.name, SEQUENCE_NAME_TOO_LONG),
  connectNote: z.string().trim().max(CONNECT_NOTE_MAX, CONNECT_NOTE_TOO_LONG).default(''),
  message: z.string().trim().min(1, MESSAGE_REQUIRED).max(8000, MESSAGE_TOO_LONG),
  /** Days between the accepted invitation and the message. */
  messageDelayDays: z.number().int().min(0).max(30).default(1),
});
export type NewLinkedinSequenceInput = z.input<typeof newLinkedinSequenceSchema>;

export const linkedinUploadActions = ['validate', 'preview', 'start'] as const;

export const linkedinUploadSchema = z
  .object({
    /** The file as CSV text with a header line. */
    csv: z.string().max(8_000_000, UPLOAD_TOO_MANY_ROWS).optional(),
    /** Or JSON rows: one object per row, keyed by column name. */
    rows: z
      .array(z.record(z.string().max(200), z.string().max(1000)))
      .max(LINKEDIN_UPLOAD_MAX_ROWS, UPLOAD_TOO_MANY_ROWS)
      .optional(),
    /** Column name → field ('' leaves it out). Omitted: guessed from the column names. */
    mapping: z.record(z.string().max(200), z.enum([...linkedinUploadFields, ''])).optional(),
    /** An existing sequence with LinkedIn steps. */
    sequenceId: z.string().max(64).optional(),
    /** Or a new LinkedIn sequence. */
    newSequence: newLinkedinSequenceSchema.optional(),
    /** validate: the report only; preview: and the schedule; start: upload, enroll and start. */
    action: z.enum(linkedinUploadActions).default('start'),
  })
  .superRefine((input, ctx) => {
    if ((input.csv === undefined) === (input.rows === undefined))
      ctx.addIssue({ code: 'custom', message: UPLOAD_CHOOSE_SOURCE, path: ['csv'] });
    if (input.action !== 'validate' && (input.sequenceId === undefined) === (input.newSequence === undefined))
      ctx.addIssue({ code: 'custom', message: UPLOAD_CHOOSE_SEQUENCE, path: ['sequenceId'] });
  });
export type LinkedinUploadInput = z.input<typeof linkedinUploadSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const ANALYTICS_DATE_INVALID = 'Dates are YYYY-MM-DD';
export const ANALYTICS_DAYS_INVALID = 'Days must be a whole number from 1 to 366';
export const ANALYTICS_RANGE_INVALID = 'The first day must not be after the last, at most 366 days apart';

/** The analytics' days (in the LinkedIn settings' timezone): from-to, or the last `days` (default 30) up to today. */
export const linkedinAnalyticsSchema = z
  .object({
    from: z.string().regex(DATE, ANALYTICS_DATE_INVALID).optional(),
    to: z.string().regex(DATE, ANALYTICS_DATE_INVALID).optional(),
    sequenceId: z.string().max(64).optional(),
    /** Without from: this many days up to `to` (default today), 1 to 366; default 30. */
    days: z.coerce
      .number({ error: ANALYTICS_DAYS_INVALID })
      .int(ANALYTICS_DAYS_INVALID)
      .min(1, ANALYTICS_DAYS_INVALID)
      .max(366, ANALYTICS_DAYS_INVALID)
      .optional(),
  })
  .refine(
    (input) =>
      !input.from ||
      !input.to ||
      (input.from <= input.to && Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000),
    { message: ANALYTICS_RANGE_INVALID, path: ['from'] },
  );
export type LinkedinAnalyticsInput = z.input<typeof linkedinAnalyticsSchema>;
