import { z } from 'zod';

/** Power Dialer inputs (issue 35), shared by the session screen and the procedures. */

export const MAX_SESSION_PROSPECTS = 500;
export const MAX_CALL_NOTES = 5000;

export const DISPOSITION_REQUIRED = 'Choose a disposition for this call';
export const SESSION_PROSPECTS_REQUIRED = 'Choose at least one prospect to call';
export const TOO_MANY_SESSION_PROSPECTS = `A session holds at most ${MAX_SESSION_PROSPECTS} prospects`;
export const CALL_NOTES_TOO_LONG = `Notes can be at most ${MAX_CALL_NOTES} characters`;
export const CALLING_HOURS_ORDER = 'Calling hours must end after they start';
export const SAVED_FILTER_CHOICE_REQUIRED = 'Choose a saved filter to call';

const id = z.string().trim().min(1).max(64);

/**
 * A session from a selection of prospects, from a saved Prospects filter (its first
 * MAX_SESSION_PROSPECTS prospects in the list's order), or from today's due call tasks of sequences.
 */
export const startDialerSessionSchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('selection'),
      prospectIds: z
        .array(id, { error: SESSION_PROSPECTS_REQUIRED })
        .min(1, SESSION_PROSPECTS_REQUIRED)
        .max(MAX_SESSION_PROSPECTS, TOO_MANY_SESSION_PROSPECTS),
    }),
    z.object({
      source: z.literal('saved_filter'),
      savedFilterId: z
        .string({ error: SAVED_FILTER_CHOICE_REQUIRED })
        .trim()
        .min(1, SAVED_FILTER_CHOICE_REQUIRED)
        .max(64, SAVED_FILTER_CHOICE_REQUIRED),
    }),
    z.object({ source: z.literal('call_tasks') }),
  ],
  {
    error:
      'Start from a selection of prospects, a saved filter or call tasks (source: selection, saved_filter or call_tasks)',
  },
);
export type StartDialerSessionInput = z.infer<typeof startDialerSessionSchema>;

export const dialerSessionIdSchema = z.object({ id });

/** A call from the browser (Twilio's Voice JS SDK) to the prospect on screen of this session. */
export const voiceTokenSchema = z.object({ sessionId: id });

/** Next: the current prospect is left (skipped with "Skipped by you" when skip is true) and the next one reserved. */
export const nextInSessionSchema = z.object({ id, skip: z.boolean().optional() });

const notes = z.string().max(MAX_CALL_NOTES, CALL_NOTES_TOO_LONG);
const followUp = z.object({
  /** When to call back (epoch ms). */
  dueAt: z.number().int().positive(),
  note: z.string().trim().max(500).default(''),
});

/** A call logged after it ended: the disposition is required. */
export const logCallSchema = z.object({
  prospectId: id,
  sessionId: id.optional(),
  /** The call the carrier placed (Call in a session); absent: a call made from one's own phone. */
  callId: id.optional(),
  dispositionId: z.string({ error: DISPOSITION_REQUIRED }).trim().min(1, DISPOSITION_REQUIRED).max(64),
  notes: notes.default(''),
  durationSeconds: z.number().int().min(0).max(86_400).optional(),
  followUp: followUp.optional(),
});
export type LogCallInput = z.input<typeof logCallSchema>;

/** Changing a logged call: its notes, disposition or follow-up (the others are kept). */
export const updateCallSchema = z.object({
  id,
  dispositionId: id.optional(),
  notes: notes.optional(),
  followUp: followUp.nullable().optional(),
});

/** Drop the chosen voice's message into the voicemail that answered. */
export const voicemailDropSchema = z.object({
  id,
  voiceId: z.string({ error: 'Choose a voice' }).trim().min(1, 'Choose a voice').max(64),
});

export const listCallsSchema = z.object({
  prospectId: id.optional(),
  userId: id.optional(),
  disposition: z.string().trim().min(1).max(100).optional(),
  /** Calls started at or after this instant (epoch ms). */
  from: z.coerce.number().int().min(0).optional(),
  /** Calls started before this instant (epoch ms). */
  to: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const updateDialerSettingsSchema = z
  .object({
    callingStartMinute: minuteOfDay.optional(),
    callingEndMinute: minuteOfDay.optional(),
    defaultCountryCode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,2}$/, 'Enter a country calling code such as 1 or 44')
      .optional(),
  })
  .refine(
    (value) =>
      value.callingStartMinute === undefined ||
      value.callingEndMinute === undefined ||
      value.callingEndMinute > value.callingStartMinute,
    { message: CALLING_HOURS_ORDER, path: ['callingEndMinute'] },
  );

/** What logging a disposition does besides the record (the meaning the team gives a label). */
export const DISPOSITION_EFFECTS = ['none', 'meeting', 'do_not_call', 'bad_number'] as const;
export const MAX_DISPOSITIONS = 30;
export const DISPOSITIONS_REQUIRED = 'Keep at least one disposition';
export const TOO_MANY_DISPOSITIONS = `A team has at most ${MAX_DISPOSITIONS} dispositions`;
export const DISPOSITION_LABEL_REQUIRED = 'Name each disposition';
export const DUPLICATE_DISPOSITION = (label: string) => `"${label}" is in the list twice`;

const dispositionLabel = z
  .string({ error: DISPOSITION_LABEL_REQUIRED })
  .trim()
  .min(1, DISPOSITION_LABEL_REQUIRED)
  .max(60, 'A disposition is at most 60 characters');

/** The team's whole list in the picker's order; an entry with an id keeps that disposition (and its calls' link). */
export const dispositionListSchema = z
  .object({
    dispositions: z
      .array(
        z.object({
          id: id.optional(),
          label: dispositionLabel,
          effect: z.enum(DISPOSITION_EFFECTS, {
            error: 'Choose what the disposition does: none, meeting, do_not_call or bad_number',
          }),
        }),
        { error: DISPOSITIONS_REQUIRED },
      )
      .min(1, DISPOSITIONS_REQUIRED)
      .max(MAX_DISPOSITIONS, TOO_MANY_DISPOSITIONS),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.dispositions.forEach((entry, index) => {
      const key = entry.label.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: DUPLICATE_DISPOSITION(entry.label),
          path: ['dispositions', index, 'label'],
        });
      seen.add(key);
    });
  });
export type DispositionListInput = z.input<typeof dispositionListSchema>;

/** Placeholders a call script may use, filled for the prospect on screen. */
export const SCRIPT_PLACEHOLDERS = [
  'my_name',
  'prospect_first_name',
  'prospect_last_name',
  'prospect_title',
  'prospect_company_name',
] as const;
export const MAX_SCRIPT_OBJECTIONS = 20;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const unknownScriptPlaceholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(SCRIPT_PLACEHOLDERS as readonly string[]).includes(name));

/** The team's call script: an opener (a template) and answers to objections. */
export const callScriptSchema = z.object({
  opener: z
    .string({ error: 'Write the opener' })
    .trim()
    .min(1, 'Write the opener')
    .max(2000, 'The opener is at most 2,000 characters')
    .refine((text) => unknownScriptPlaceholders(text).length === 0, {
      error: (issue) =>
        `Unknown placeholder {{${unknownScriptPlaceholders(String(issue.input))[0]}}}; use ${SCRIPT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}`,
    }),
  objections: z
    .array(
      z.object({
        objection: z
          .string()
          .trim()
          .min(1, 'Write the objection')
          .max(200, 'An objection is at most 200 characters'),
        answer: z
          .string()
          .trim()
          .min(1, 'Write the answer')
          .max(1000, 'An answer is at most 1,000 characters'),
      }),
    )
    .max(MAX_SCRIPT_OBJECTIONS, `A script has at most ${MAX_SCRIPT_OBJECTIONS} objections`),
});
export type CallScriptInput = z.input<typeof callScriptSchema>;

export const DIAL_PAD_DIGITS = 'Dial pad tones are 0-9, * and # (w waits half a second), at most 32';

/** Dial-pad tones (DTMF) for a connected call. */
export const callDigitsSchema = z.object({
  id,
  digits: z.string({ error: DIAL_PAD_DIGITS }).regex(/^[0-9*#w]{1,32}$/, DIAL_PAD_DIGITS),
});
