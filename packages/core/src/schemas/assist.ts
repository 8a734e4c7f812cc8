// The assistants' shared types (issue 33): reply classes, model results and the LanguageModel seam.
import { z } from 'zod';
import type { DraftRequest, StepDraft } from './writer.ts';

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

/** Why an assistant gave no answer; the message says what to do about it. */
export type ModelFailure =
  | 'budget-exhausted'
  | 'timeout'
  | 'rate-limited'
  | 'provider-error'
  | 'invalid-output';

/** An assistant's answer as a value: a provider's failure is never thrown past the seam. */
export type ModelResult<T> = { ok: true; value: T } | { ok: false; reason: ModelFailure; message: string };

/** Who asks: the per-user daily budget counts against this person. */
export interface AssistCaller {
  userId: string;
}

/**
 * What a trained agent version adds to a task (issue 36, AI Training): its instructions and tone, the
 * knowledge retrieved for the task, and the claims it must never make.
 */
export interface AgentGuidance {
  instructions: string;
  knowledge: readonly { kind: string; title: string; body: string }[];
  forbiddenClaims: readonly string[];
  /** Labelled outputs a configured model takes as few-shot examples (ADR 062); the templates ignore them. */
  examples?: readonly { label: 'good' | 'bad'; input: string; output: string; note: string }[];
}

/**
 * The one seam every assistant goes through (issue 33, ADR 044): the embedded template assistant, or a
 * chat-completions model an Admin configured. `label` is what the UI shows; the embedded one never
 * calls itself AI. Implemented in packages/api/src/assist/language-model/.
 */
export interface LanguageModel {
  readonly kind: 'template' | 'chat-completions';
  readonly label: string;
  draftStep(
    caller: AssistCaller,
    request: DraftRequest,
    guidance?: AgentGuidance,
  ): Promise<ModelResult<StepDraft>>;
  classifyReply(
    caller: AssistCaller,
    text: string,
    receivedAt: Date,
    guidance?: AgentGuidance,
  ): Promise<ModelResult<ReplyClassification>>;
  /** The call's opener for one prospect (ADR 073); only a configured model writes one, the templates do not. */
  writeCallOpener?(
    caller: AssistCaller,
    request: CallOpenerRequest,
    guidance?: AgentGuidance,
  ): Promise<ModelResult<string>>;
}

/** What a model is told to write a call's opener: the prospect, the rep, the version's stages (ADR 073). */
export interface CallOpenerRequest {
  prospect: { firstName: string; lastName: string; title: string | null; company: string | null };
  repName: string;
  stages: readonly string[];
}

/** How each class reads in the Mailboxes inbox (badges and the filter). */
export const replyClassLabels: Record<ReplyClass, string> = {
  interested: 'Interested',
  'meeting-request': 'Meeting request',
  'not-now': 'Not now',
  'not-interested': 'Not interested',
  'out-of-office': 'Out of office',
  unsubscribe: 'Unsubscribe',
  'wrong-person': 'Wrong person',
  bounce: 'Bounce',
  other: 'Other',
};

/** Who decided a reply's class: the phrase rules (never called AI), the configured model, or a person. */
export const replyClassSources = ['rules', 'model', 'user'] as const;

/** A reply's class as stored on the inbound message (issue 33, ADR 052). */
export const storedReplyClassSchema = z.object({
  class: z.enum(replyClasses),
  source: z.enum(replyClassSources),
  reason: z.string(),
  resumeOn: z.string().nullable(),
  referral: z.object({ name: z.string(), email: z.string() }).nullable(),
  classifiedAt: z.string(),
});
export type StoredReplyClass = z.infer<typeof storedReplyClassSchema>;

export const REPLY_RESUME_ON_INVALID = 'Give the date to come back on as YYYY-MM-DD';

/** A person's correction of a reply's class; resumeOn (out of office, not now) is when to come back. */
export const correctReplyClassSchema = z.object({
  id: z.string().trim().min(1, { error: 'Choose a message.' }).max(100),
  class: z.enum(replyClasses, { error: `Choose one of: ${replyClasses.join(', ')}` }),
  resumeOn: z
    .string({ error: REPLY_RESUME_ON_INVALID })
    .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: REPLY_RESUME_ON_INVALID })
    // A real calendar day: 2027-02-30 matches the pattern but is no date.
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
      },
      { error: REPLY_RESUME_ON_INVALID },
    )
    .nullable()
    .optional(),
});
export type CorrectReplyClassInput = z.input<typeof correctReplyClassSchema>;

/** A LinkedIn conversation's correction: `messageId` names an older reply; absent, its latest classified one. */
export const correctLinkedinReplyClassSchema = correctReplyClassSchema.extend({
  messageId: z.string().trim().min(1, { error: 'Choose a message.' }).max(100).optional(),
});
export type CorrectLinkedinReplyClassInput = z.input<typeof correctLinkedinReplyClassSchema>;
