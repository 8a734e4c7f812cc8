import type {
  AgentKind,
  EvaluationChecks,
  KnowledgeKind,
  VersionSettings,
} from '@leadpath/core/schemas/ai-training';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

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
