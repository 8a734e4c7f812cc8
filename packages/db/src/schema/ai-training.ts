import type {
  AgentKind,
  EvaluationChecks,
  KnowledgeKind,
  VersionSettings,
} from '@leadpath/core/schemas/ai-training';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { dialerQueueItems } from './dialer.ts';
import { scheduledSteps, sequenceEnrollments, sequences } from './sequences.ts';
import { users } from './users.ts';

/**
 * One version of an assistant's configuration (issue 36). Install-wide: Admin staff train the agents
 * every account's assistants run. At most one version per agent is published (the service keeps it so).
 */
export const aiAgentVersions = sqliteTable(
  'ai_agent_versions',
  {
    id: text().primaryKey(),
    agent: text().$type<AgentKind>().notNull(),
    number: integer().notNull(),
    status: text().$type<'draft' | 'published' | 'retired'>().notNull(),
    settings: text({ mode: 'json' }).$type<VersionSettings>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('ai_agent_versions_agent_number_idx').on(table.agent, table.number),
    index('ai_agent_versions_agent_status_idx').on(table.agent, table.status),
  ],
);

export type AgentVersionRow = typeof aiAgentVersions.$inferSelect;

/** Who published (or rolled back to) which version when; kept with the email so it outlives the user. */
export const aiTrainingAudit = sqliteTable(
  'ai_training_audit',
  {
    id: text().primaryKey(),
    agent: text().$type<AgentKind>().notNull(),
    versionId: text('version_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    action: text().$type<'publish' | 'publish-with-override' | 'rollback'>().notNull(),
    actorEmail: text('actor_email').notNull(),
    reason: text(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('ai_training_audit_agent_at_idx').on(table.agent, table.at)],
);

/** A markdown item the agents may use: a product fact, an objection's answer, a claim never to make. */
export const aiKnowledgeItems = sqliteTable(
  'ai_knowledge_items',
  {
    id: text().primaryKey(),
    kind: text().$type<KnowledgeKind>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('ai_knowledge_items_kind_idx').on(table.kind, table.createdAt)],
);

export type KnowledgeItemRow = typeof aiKnowledgeItems.$inferSelect;

/** A case an agent's version must pass: an input and the properties its output must (not) have. */
export const aiEvaluationCases = sqliteTable(
  'ai_evaluation_cases',
  {
    id: text().primaryKey(),
    agent: text().$type<AgentKind>().notNull(),
    name: text().notNull(),
    input: text().notNull(),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    checks: text({ mode: 'json' }).$type<EvaluationChecks>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('ai_evaluation_cases_agent_idx').on(table.agent, table.createdAt)],
);

export interface StoredCaseResult {
  caseId: string;
  name: string;
  passed: boolean;
  failures: string[];
  output: string;
}

/** One evaluation of one version; publishing reads the latest. */
export const aiEvaluationRuns = sqliteTable(
  'ai_evaluation_runs',
  {
    id: text().primaryKey(),
    versionId: text('version_id')
      .notNull()
      .references(() => aiAgentVersions.id, { onDelete: 'cascade' }),
    passed: integer({ mode: 'boolean' }).notNull(),
    results: text({ mode: 'json' }).$type<StoredCaseResult[]>().notNull(),
    runtimeLabel: text('runtime_label').notNull(),
    ranBy: text('ran_by').notNull(),
    ranAt: integer('ran_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('ai_evaluation_runs_version_idx').on(table.versionId, table.ranAt)],
);

export type ReviewDraftStatus = 'pending' | 'approved' | 'rejected';

/**
 * A review-mode step's draft (issue 36, ADR 058): one per scheduled step, written in the same
 * transaction that parks the step in 'review', so nothing goes out before a person approves it.
 */
export const aiReviewDrafts = sqliteTable(
  'ai_review_drafts',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: text('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => sequenceEnrollments.id, { onDelete: 'cascade' }),
    scheduledStepId: text('scheduled_step_id')
      .notNull()
      .unique()
      .references(() => scheduledSteps.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    prospectId: text('prospect_id').notNull(),
    /** The published writer version that drafted it; null: the built-in defaults. */
    agentVersionId: text('agent_version_id'),
    status: text().$type<ReviewDraftStatus>().notNull().default('pending'),
    /** As the writer drafted it. */
    draftSubject: text('draft_subject').notNull(),
    draftBody: text('draft_body').notNull(),
    /** As it will be sent: the draft, or the reviewer's edit of it. */
    subject: text().notNull(),
    body: text().notNull(),
    /** Why the send guard keeps it in the queue (guardrail messages); empty: it may be approved. */
    blockedReasons: text('blocked_reasons', { mode: 'json' }).$type<string[]>().notNull(),
    rejectReason: text('reject_reason'),
    reviewerEmail: text('reviewer_email'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** The sent message's Message-ID and when it went out (approved drafts only). */
    messageId: text('message_id'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('ai_review_drafts_status_created_idx').on(table.status, table.createdAt, table.id),
    // A writer version's drafts, newest first (ADR 073).
    index('ai_review_drafts_version_idx').on(table.agentVersionId, table.createdAt, table.id),
    // A deleted enrollment's cascade (ADR 079).
    index('ai_review_drafts_enrollment_idx').on(table.enrollmentId),
  ],
);

export type ReviewDraftRow = typeof aiReviewDrafts.$inferSelect;

export type ExampleLabel = 'good' | 'bad';

/**
 * A labelled output of an agent (issue 36, ADR 062): a configured model gets it as a few-shot example,
 * and evaluations run it as a case (a good one's mentions required, a bad one's output refused).
 */
export const aiTrainingExamples = sqliteTable(
  'ai_training_examples',
  {
    id: text().primaryKey(),
    agent: text().$type<AgentKind>().notNull(),
    label: text().$type<ExampleLabel>().notNull(),
    input: text().notNull(),
    output: text().notNull(),
    /** Why it is good or bad, in the Admin's words; the model reads it beside the example. */
    note: text().notNull(),
    /** The phrases that make it good (required) or bad (refused) when run as an evaluation case. */
    mentions: text({ mode: 'json' }).$type<string[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('ai_training_examples_agent_idx').on(table.agent, table.createdAt)],
);

export type TrainingExampleRow = typeof aiTrainingExamples.$inferSelect;

/**
 * Which published version an agent acting elsewhere used (ADR 062): the reply classifier on an inbound
 * message, the call script in a dialer session. Null version: the built-in defaults served.
 */
export const aiAgentUses = sqliteTable(
  'ai_agent_uses',
  {
    id: text().primaryKey(),
    agent: text().$type<AgentKind>().notNull(),
    versionId: text('version_id'),
    subjectType: text('subject_type')
      .$type<'inbound-message' | 'linkedin-message' | 'dialer-session' | 'dialer-opener'>()
      .notNull(),
    subjectId: text('subject_id').notNull(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('ai_agent_uses_subject_idx').on(table.subjectType, table.subjectId, table.at),
    // A version's outputs, newest first (ADR 073).
    index('ai_agent_uses_version_idx').on(table.versionId, table.at, table.id),
    // Its counts by kind read this index alone (50,000 uses of a version: 51 -> 10 ms on SQLite).
    index('ai_agent_uses_version_kind_idx').on(table.versionId, table.subjectType),
  ],
);

/**
 * AI Training's settings (ADR 071): one row for the installation, since the agents and their review
 * queue are staff-wide. No row: the defaults of packages/core.
 */
export const aiTrainingSettings = sqliteTable('ai_training_settings', {
  /** Always 'install': the primary key keeps it one row. */
  id: text().primaryKey(),
  reviewWaitWarningHours: integer('review_wait_warning_hours').notNull(),
  updatedByEmail: text('updated_by_email').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type CallOpenerStatus = 'writing' | 'ready' | 'blocked' | 'failed';

/**
 * An opener a configured language model wrote for one prospect of a dialer session (ADR 073): one row
 * per queue item, written by a job when the prospect is first shown, so no request waits for a model.
 */
export const aiCallOpeners = sqliteTable('ai_call_openers', {
  /** The dialer queue item (one prospect in one session). */
  queueItemId: text('queue_item_id')
    .primaryKey()
    .references(() => dialerQueueItems.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  /** The call-script version the session started with; null: the built-in defaults. */
  versionId: text('version_id'),
  status: text().$type<CallOpenerStatus>().notNull(),
  /** The opener as written; shown only when ready (a blocked one is kept for the record, not shown). */
  text: text().notNull().default(''),
  /** Why it is not shown: the guardrails it failed, or why the model did not answer. */
  reasons: text({ mode: 'json' }).$type<string[]>().notNull(),
  /** Which model wrote it ("Language model: <name>"). */
  model: text().notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type CallOpenerRow = typeof aiCallOpeners.$inferSelect;
