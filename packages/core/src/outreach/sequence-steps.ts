/**
 * A sequence's step kinds, statuses, variant labels and limits, without zod: a sequence page shows its
 * steps before any form is opened, and its first download must not carry the validator (ADR 075).
 * schemas/sequences.ts re-exports them beside the schemas that use them.
 */
export const sequenceStepKinds = [
  'auto_email',
  'manual_email',
  'call',
  'linkedin_visit',
  'linkedin_connect',
  'linkedin_message',
  'task',
] as const;
export type SequenceStepKindInput = (typeof sequenceStepKinds)[number];

export const sequenceStepKindLabels: Record<SequenceStepKindInput, string> = {
  auto_email: 'Automatic email',
  manual_email: 'Manual email',
  call: 'Call',
  linkedin_visit: 'LinkedIn: visit profile',
  linkedin_connect: 'LinkedIn: connection request',
  linkedin_message: 'LinkedIn: message',
  task: 'Task',
};

/** Steps that send (or prepare) an email and therefore carry A/B variants. */
export const emailStepKinds: readonly SequenceStepKindInput[] = ['auto_email', 'manual_email'];
export const isEmailStepKind = (kind: string): boolean =>
  (emailStepKinds as readonly string[]).includes(kind);

export const sequenceStatuses = ['draft', 'active', 'paused'] as const;

/** Variant labels in order: the n-th variant of a step is labelled by position. */
export const variantLabels = ['A', 'B', 'C', 'D', 'E'] as const;

export const SEQUENCE_LIMITS = {
  name: 100,
  steps: { min: 1, max: 20 },
  delayDays: { min: 0, max: 365 },
  variants: 5,
  subject: 300,
  body: 20_000,
  /** The most prospects one enrollment (or preview) call takes, by ids or by filter. */
  enrollPerCall: 10_000,
  /** A preview computes the schedule of the first prospects chosen, in order: caps shift later ones. */
  previewProspects: 200,
} as const;
