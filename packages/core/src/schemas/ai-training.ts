import { z } from 'zod';

// AI Training (issue 36): the staff tools that configure and check the assistants. One schema per
// input, shared by the screen's forms and the Admin-only procedures.

/** The assistants of issue 33 and 35, each one agent with versions. */
export const agentKinds = ['email-writer', 'reply-suggester', 'reply-classifier', 'call-script'] as const;
export type AgentKind = (typeof agentKinds)[number];

export const agentNames: Record<AgentKind, string> = {
  'email-writer': 'Email writer',
  'reply-suggester': 'Reply suggester',
  'reply-classifier': 'Reply classifier',
  'call-script': 'Call script',
};

export const agentStages = ['introduction', 'qualification', 'value', 'objections', 'close'] as const;
export type AgentStage = (typeof agentStages)[number];
export const agentTones = ['neutral', 'warm', 'formal'] as const;
export const knowledgeKinds = ['product-fact', 'objection-answer', 'forbidden-claim'] as const;
export type KnowledgeKind = (typeof knowledgeKinds)[number];

/** The two escalation rules no version can switch off (issue 36). */
export const lockedEscalations = [
  { key: 'asks-to-unsubscribe', label: 'The prospect asks to unsubscribe: hand over to a person' },
  { key: 'lacks-context', label: 'The agent lacks context (a field it needs is missing): hand over' },
] as const;

const phrase = z.string().trim().min(1, 'A banned phrase cannot be empty').max(200);

/** The guardrails a version sets; the locked escalations apply on top, always. */
export const guardrailSettingsSchema = z.object({
  bannedPhrases: z.array(phrase).max(200).default([]),
  maxWords: z.number().int().min(10).max(2000).default(200),
  maxLinks: z.number().int().min(0).max(20).default(2),
});
export type GuardrailSettings = z.infer<typeof guardrailSettingsSchema>;

const settingsFields = {
  instructions: z.string().trim().max(10_000),
  tone: z.enum(agentTones),
  stages: z.array(z.enum(agentStages)).max(agentStages.length),
  guardrails: guardrailSettingsSchema,
  knowledgeKinds: z.array(z.enum(knowledgeKinds)).max(knowledgeKinds.length),
};

/** What a draft version says about how its agent works; edited on the screen, copied into a new draft. */
export const versionSettingsSchema = z.object({
  instructions: settingsFields.instructions.default(''),
  tone: settingsFields.tone.default('neutral'),
  stages: settingsFields.stages.default([...agentStages]),
  guardrails: settingsFields.guardrails.default({ bannedPhrases: [], maxWords: 200, maxLinks: 2 }),
  knowledgeKinds: settingsFields.knowledgeKinds.default([...knowledgeKinds]),
});
export type VersionSettings = z.infer<typeof versionSettingsSchema>;

export const versionStatuses = ['draft', 'published', 'retired'] as const;

export const agentVersionSchema = versionSettingsSchema.extend({
  id: z.string(),
  agent: z.enum(agentKinds),
  number: z.number().int(),
  status: z.enum(versionStatuses),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The last evaluation of this version, null before one ran. */
  lastEvaluation: z
    .object({ id: z.string(), passed: z.boolean(), failed: z.number().int(), ranAt: z.string() })
    .nullable(),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  versionId: z.string(),
  versionNumber: z.number().int(),
  action: z.enum(['publish', 'publish-with-override', 'rollback']),
  actorEmail: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const agentSummarySchema = z.object({
  kind: z.enum(agentKinds),
  name: z.string(),
  /** Whether an assistant runs this agent today; the others are configured ahead of their runtime. */
  hasRuntime: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  draftVersion: z.number().int().nullable(),
});

export const agentDetailSchema = agentSummarySchema.extend({
  versions: z.array(agentVersionSchema),
  audit: z.array(auditEntrySchema),
  runtimeLabel: z.string(),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const agentRefSchema = z.object({ kind: z.enum(agentKinds) });
export const versionRefSchema = z.object({ id: z.string().min(1).max(100) });

/** A partial change of a draft: the fields not sent are kept (no defaults here). */
export const updateVersionSchema = z
  .object(settingsFields)
  .partial()
  .extend({ id: z.string().min(1).max(100) });

export const publishVersionSchema = z.object({
  id: z.string().min(1).max(100),
  /** Publishing despite a failed evaluation: a reason is required and audited. */
  override: z
    .object({
      reason: z.string().trim().min(5, 'Say why the failed evaluation is accepted (5+ characters)').max(500),
    })
    .optional(),
});

export const rollbackSchema = z.object({
  kind: z.enum(agentKinds),
  /** A version that was published before; it becomes the published one again. */
  versionId: z.string().min(1).max(100),
});

// Knowledge

export const knowledgeInputSchema = z.object({
  kind: z.enum(knowledgeKinds),
  title: z.string().trim().min(1, 'Give the item a title').max(200),
  body: z.string().trim().max(20_000).default(''),
});
export type KnowledgeInput = z.infer<typeof knowledgeInputSchema>;

export const knowledgeItemSchema = knowledgeInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

export const knowledgeSearchSchema = z.object({
  q: z.string().trim().max(200, 'Search text is too long').default(''),
  kind: z.enum(knowledgeKinds).optional(),
});

export const knowledgeImportSchema = z.object({
  kind: z.enum(knowledgeKinds),
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        content: z.string().max(100_000, 'A file may hold at most 100,000 characters'),
      }),
    )
    .min(1, 'Choose at least one markdown file')
    .max(50, 'Import at most 50 files at once'),
});

// Evaluations

/** What an output must and must not have (issue 36's properties). */
export const evaluationChecksSchema = z.object({
  mustMention: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  mustNotMention: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  noPlaceholders: z.boolean().default(true),
  maxWords: z.number().int().min(1).max(2000).nullable().default(null),
  /** For the reply classifier: the class the reply must get. */
  expectedLabel: z.string().max(50).nullable().default(null),
  /** For the reply classifier: a class the reply must not get (a bad example's). */
  unexpectedLabel: z.string().max(50).nullable().default(null),
});
export type EvaluationChecks = z.infer<typeof evaluationChecksSchema>;

export const evaluationCaseInputSchema = z.object({
  agent: z.enum(agentKinds),
  name: z.string().trim().min(1, 'Name the case').max(200),
  /** The writer's goal, or the reply text for the classifier. */
  input: z.string().trim().min(3, 'Give the case an input (at least 3 characters)').max(5000),
  companyName: z.string().trim().max(200).default(''),
  firstName: z.string().trim().max(200).default(''),
  checks: evaluationChecksSchema.default({
    mustMention: [],
    mustNotMention: [],
    noPlaceholders: true,
    maxWords: null,
    expectedLabel: null,
    unexpectedLabel: null,
  }),
});
export type EvaluationCaseInput = z.infer<typeof evaluationCaseInputSchema>;

export const evaluationCaseSchema = evaluationCaseInputSchema.extend({
  id: z.string(),
  /** Built-in cases ship with the app and cannot be deleted. */
  builtIn: z.boolean(),
  /** The example this case is run from (ADR 062); delete the example to drop the case. */
  exampleId: z.string().nullable().default(null),
});
export type EvaluationCase = z.infer<typeof evaluationCaseSchema>;

export const caseResultSchema = z.object({
  caseId: z.string(),
  name: z.string(),
  passed: z.boolean(),
  /** Why it failed, one line per failed property or guardrail. */
  failures: z.array(z.string()),
  output: z.string(),
});

export const evaluationRunSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  passed: z.boolean(),
  results: z.array(caseResultSchema),
  ranAt: z.string(),
  runtimeLabel: z.string(),
});
export type EvaluationRun = z.infer<typeof evaluationRunSchema>;

// Examples (ADR 062): labelled outputs, few-shot examples for a configured model and evaluation cases.

export const exampleLabels = ['good', 'bad'] as const;
export type ExampleLabel = (typeof exampleLabels)[number];

export const EXAMPLE_OUTPUT_REQUIRED = 'Give the output the agent wrote (or should have written)';

const exampleFields = {
  label: z.enum(exampleLabels),
  /** The writer's goal, or the reply the classifier read. */
  input: z.string().trim().min(3, 'Give the example an input (at least 3 characters)').max(5000),
  /** The draft, or the classifier's class (one of the reply classes). */
  output: z.string().trim().min(1, EXAMPLE_OUTPUT_REQUIRED).max(20_000),
  note: z.string().trim().max(1000),
  /** Run as a case: a good example's output must mention these; a bad one's must not. */
  mentions: z.array(z.string().trim().min(1, 'A mention cannot be empty').max(200)).max(20),
};

export const trainingExampleInputSchema = z.object({
  agent: z.enum(agentKinds),
  ...exampleFields,
  note: exampleFields.note.default(''),
  mentions: exampleFields.mentions.default([]),
});
export type TrainingExampleInput = z.infer<typeof trainingExampleInputSchema>;

/** A partial change: the fields not sent are kept (no defaults here). */
export const trainingExampleUpdateSchema = z
  .object(exampleFields)
  .partial()
  .extend({ id: z.string().min(1).max(100) });

export const trainingExampleSchema = trainingExampleInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingExample = z.infer<typeof trainingExampleSchema>;

export const trainingExampleListSchema = z.object({ agent: z.enum(agentKinds).optional() });

// The review queue (ADR 058): drafts of review-mode sequence steps wait for a person.

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const REVIEW_SUBJECT_REQUIRED = 'A reviewed email needs a subject';
export const REVIEW_BODY_REQUIRED = 'A reviewed email needs a body';

/** GET /review: one status at a time, the oldest first (the ones waiting longest). */
export const reviewListSchema = z.object({
  status: z.enum(reviewStatuses).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const reviewText = {
  subject: z.string().trim().min(1, REVIEW_SUBJECT_REQUIRED).max(300),
  body: z.string().trim().min(1, REVIEW_BODY_REQUIRED).max(20_000),
};

/** PATCH /review/{id}: the reviewer's edit of a pending draft. */
export const reviewEditSchema = z.object({ id: z.string().min(1).max(100), ...reviewText });
export type ReviewEditInput = z.infer<typeof reviewEditSchema>;

/** POST /review/{id}/approve, optionally with the last edit. */
export const reviewApproveSchema = z.object({
  id: z.string().min(1).max(100),
  subject: reviewText.subject.optional(),
  body: reviewText.body.optional(),
});

export const reviewRejectSchema = z.object({
  id: z.string().min(1).max(100),
  reason: z.string().trim().min(1, 'Say why the draft is rejected').max(1000),
});

export const reviewRegenerateSchema = z.object({
  id: z.string().min(1).max(100),
  /** What to do differently: the writer's brief for the new draft; empty: the step's own. */
  instruction: z.string().trim().max(500).default(''),
});

export const reviewDraftSchema = z.object({
  id: z.string(),
  status: z.enum(reviewStatuses),
  sequenceId: z.string(),
  sequenceName: z.string(),
  stepPosition: z.number().int(),
  enrollmentId: z.string(),
  prospectName: z.string(),
  prospectEmail: z.string(),
  agentVersionId: z.string().nullable(),
  /** The version's number ("v3"); null: the built-in defaults. */
  agentVersionNumber: z.number().int().nullable(),
  draftSubject: z.string(),
  draftBody: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Characters changed by the reviewer's edit (subject and body); 0: sent as drafted. */
  editSize: z.number().int(),
  blockedReasons: z.array(z.string()),
  rejectReason: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  messageId: z.string().nullable(),
  sentAt: z.number().nullable(),
  createdAt: z.number(),
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

// AI Training's settings: one row per installation (the agents are staff-wide, ADR 071)

/** Hours a pending draft may wait before the queue warns about it: the default and the bounds. */
export const REVIEW_WAIT_WARNING_HOURS = { default: 24, min: 1, max: 720 } as const;
export const REVIEW_WAIT_WARNING_HOURS_INVALID = `Warn after a whole number of hours from ${REVIEW_WAIT_WARNING_HOURS.min} to ${REVIEW_WAIT_WARNING_HOURS.max} (30 days)`;

const settingsInputFields = {
  reviewWaitWarningHours: z
    .number({ error: REVIEW_WAIT_WARNING_HOURS_INVALID })
    .int(REVIEW_WAIT_WARNING_HOURS_INVALID)
    .min(REVIEW_WAIT_WARNING_HOURS.min, REVIEW_WAIT_WARNING_HOURS_INVALID)
    .max(REVIEW_WAIT_WARNING_HOURS.max, REVIEW_WAIT_WARNING_HOURS_INVALID),
};

/** The settings form and PATCH: the fields not sent are kept. */
export const updateAiTrainingSettingsSchema = z.object(settingsInputFields).partial();
export type UpdateAiTrainingSettings = z.infer<typeof updateAiTrainingSettingsSchema>;

export const aiTrainingSettingsSchema = z.object({
  ...settingsInputFields,
  /** Who changed them last and when; null: never changed (the defaults). */
  updatedByEmail: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type AiTrainingSettings = z.infer<typeof aiTrainingSettingsSchema>;

/** A draft as the queue lists it: overdue once pending longer than the setting, by the app clock. */
export const reviewQueueDraftSchema = reviewDraftSchema.extend({ overdue: z.boolean() });
export type ReviewQueueDraft = z.infer<typeof reviewQueueDraftSchema>;

export const reviewQueueSchema = z.object({
  drafts: z.array(reviewQueueDraftSchema),
  /** The setting the warnings were computed with, for the screen's wording. */
  waitWarningHours: z.number().int(),
});

/** Whether a draft has waited past the warning: only pending drafts wait. */
export function isReviewOverdue(
  draft: { status: ReviewStatus; createdAt: number },
  now: number,
  waitWarningHours: number,
): boolean {
  return draft.status === 'pending' && now - draft.createdAt > waitWarningHours * 3_600_000;
}

// Where each version's outputs went (ADR 073): the uses recorded in ai_agent_uses and the writer's
// reviewed drafts, per version, newest first.

/** What an output is: a reply classified (mail or LinkedIn), a dialer session's script, an opener, a draft. */
export const agentOutputKinds = [
  'email-reply-class',
  'linkedin-reply-class',
  'dialer-session',
  'call-opener',
  'reviewed-draft',
] as const;
export type AgentOutputKind = (typeof agentOutputKinds)[number];

export const agentOutputKindLabels: Record<AgentOutputKind, string> = {
  'email-reply-class': 'Mail replies classified',
  'linkedin-reply-class': 'LinkedIn replies classified',
  'dialer-session': 'Dialer sessions scripted',
  'call-opener': 'Call openers written',
  'reviewed-draft': 'Drafts sent to review',
};

export const AGENT_OUTPUTS_PAGE = { default: 5, max: 50 } as const;

/** GET /versions/{id}/outputs: a page of the newest outputs; `cursor` is the previous page's nextCursor. */
export const versionOutputsInputSchema = z.object({
  id: z.string().min(1).max(100),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${AGENT_OUTPUTS_PAGE.max} outputs a page` })
    .int(`Ask for 1 to ${AGENT_OUTPUTS_PAGE.max} outputs a page`)
    .min(1, `Ask for 1 to ${AGENT_OUTPUTS_PAGE.max} outputs a page`)
    .max(AGENT_OUTPUTS_PAGE.max, `Ask for 1 to ${AGENT_OUTPUTS_PAGE.max} outputs a page`)
    .default(AGENT_OUTPUTS_PAGE.default),
});

export const agentOutputSchema = z.object({
  id: z.string(),
  kind: z.enum(agentOutputKinds),
  /** What it was, in a line: the reply's class and first words, the draft's subject, the session. */
  what: z.string(),
  /** The prospect it concerned (null: a whole dialer session, or a prospect since deleted). */
  prospectName: z.string().nullable(),
  /** The user whose reply, session or draft it was. */
  ownerEmail: z.string().nullable(),
  at: z.number(),
  /** Where the viewer can open it (an app path); null when there is nowhere they may go. */
  link: z.string().nullable(),
});
export type AgentOutput = z.infer<typeof agentOutputSchema>;

export const versionOutputsSchema = z.object({
  versionId: z.string(),
  counts: z.array(z.object({ kind: z.enum(agentOutputKinds), count: z.number().int() })),
  total: z.number().int(),
  outputs: z.array(agentOutputSchema),
  nextCursor: z.string().nullable(),
});
export type VersionOutputs = z.infer<typeof versionOutputsSchema>;
