import { z } from 'zod';

/** The classes an inbound reply is sorted into (issue 33), most actionable first. */
export const replyClasses = [
  'interested',
  'meeting-request',
  'not-now',
  'not-interested',
  'out-of-office',
  'unsubscribe',
  'wrong-person',
  'bounce',
  'other',
] as const;

export type ReplyClass = (typeof replyClasses)[number];

export const replyClassificationSchema = z.object({
  class: z.enum(replyClasses),
  /** When the sender said to come back (out of office, not now): YYYY-MM-DD, else null. */
  resumeOn: z.string().nullable(),
  /** Who to write instead, when the wrong person named someone. */
  referral: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The rule (or model) that decided, shown to the user. */
  reason: z.string(),
});

export type ReplyClassification = z.infer<typeof replyClassificationSchema>;
