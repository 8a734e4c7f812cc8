import { randomUUID } from 'node:crypto';
import {
  type AgentDetail,
  type AgentKind,
  type AgentVersion,
  agentKinds,
  agentNames,
  type VersionSettings,
  versionSettingsSchema,
} from '@leadpath/core/schemas/ai-training';
import {
  type AgentVersionRow,
  aiAgentVersions,
  aiEvaluationRuns,
  aiTrainingAudit,
  type Db,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ruleClassUnknown, rulesNamingNoClass } from '../assist/replies/version-rules.ts';
import { agentActs, agentsOnTemplates, agentsWithRuntime, builtInSettings } from './built-in.ts';

export const VERSION_NOT_FOUND = 'No such agent version';

/** The version row, or 404. */
export async function versionRow(db: Db, id: string): Promise<AgentVersionRow> {
  const row = await db.select().from(aiAgentVersions).where(eq(aiAgentVersions.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: VERSION_NOT_FOUND });
  return row;
}

/** What the agent runs now: its published version, or the built-in defaults (version id null). */
export async function publishedAgent(
  db: Db,
  agent: AgentKind,
): Promise<{ versionId: string | null; settings: VersionSettings }> {
  const row = await db
    .select()
    .from(aiAgentVersions)
    .where(and(eq(aiAgentVersions.agent, agent), eq(aiAgentVersions.status, 'published')))
    .get();
  return row
    ? { versionId: row.id, settings: row.settings }
    : { versionId: null, settings: builtInSettings() };
}

async function versionsOf(db: Db, agents: readonly AgentKind[]): Promise<AgentVersionRow[]> {
  return db
    .select()
    .from(aiAgentVersions)
    .where(inArray(aiAgentVersions.agent, [...agents]))
    .orderBy(desc(aiAgentVersions.number))
    .all();
}

/** The four agents with their published and draft version numbers. */
export async function listAgents(db: Db) {
  const rows = await versionsOf(db, agentKinds);
  return agentKinds.map((kind) => {
    const mine = rows.filter((row) => row.agent === kind);
    return {
      kind,
      name: agentNames[kind],
      hasRuntime: agentActs(kind),
      publishedVersion: mine.find((row) => row.status === 'published')?.number ?? null,
      draftVersion: mine.find((row) => row.status === 'draft')?.number ?? null,
    };
  });
}

async function lastEvaluations(db: Db, versionIds: string[]) {
  if (versionIds.length === 0) return new Map<string, AgentVersion['lastEvaluation']>();
  const runs = await db
    .select()
    .from(aiEvaluationRuns)
    .where(inArray(aiEvaluationRuns.versionId, versionIds))
    .orderBy(desc(aiEvaluationRuns.ranAt))
    .all();
  const latest = new Map<string, AgentVersion['lastEvaluation']>();
  for (const run of runs)
    if (!latest.has(run.versionId))
      latest.set(run.versionId, {
        id: run.id,
        passed: run.passed,
        failed: run.results.filter((result) => !result.passed).length,
        ranAt: run.ranAt.toISOString(),
      });
  return latest;
}

export function toVersion(
  row: AgentVersionRow,
  lastEvaluation: AgentVersion['lastEvaluation'],
): AgentVersion {
  return {
    ...versionSettingsSchema.parse(row.settings),
    id: row.id,
    agent: row.agent,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    lastEvaluation,
  };
}

/** One agent: every version (newest first) with its last evaluation, and the publishing audit. */
export async function agentDetail(db: Db, kind: AgentKind, runtimeLabel: string): Promise<AgentDetail> {
  const rows = await versionsOf(db, [kind]);
  const evaluations = await lastEvaluations(
    db,
    rows.map((row) => row.id),
  );
  const audit = await db
    .select()
    .from(aiTrainingAudit)
    .where(eq(aiTrainingAudit.agent, kind))
    .orderBy(desc(aiTrainingAudit.at), desc(aiTrainingAudit.id))
    .limit(100)
    .all();
  return {
    kind,
    name: agentNames[kind],
    hasRuntime: agentActs(kind),
    publishedVersion: rows.find((row) => row.status === 'published')?.number ?? null,
    draftVersion: rows.find((row) => row.status === 'draft')?.number ?? null,
    runtimeLabel: agentsWithRuntime.includes(kind)
      ? runtimeLabel
      : (agentsOnTemplates[kind] ?? 'No runtime yet: configured ahead of its assistant'),
    versions: rows.map((row) => toVersion(row, evaluations.get(row.id) ?? null)),
    audit: audit.map((entry) => ({
      id: entry.id,
      versionId: entry.versionId,
      versionNumber: entry.versionNumber,
      action: entry.action,
      actorEmail: entry.actorEmail,
      reason: entry.reason,
      at: entry.at.toISOString(),
    })),
  };
}

export const DRAFT_EXISTS = (number: number) =>
  `Version ${number} is already a draft of this agent: edit it, publish it, or delete it first.`;

/** A new draft copied from the published version (or the built-in defaults); one draft per agent. */
export async function createDraft(db: Db, kind: AgentKind, userId: string, now: Date): Promise<AgentVersion> {
  const rows = await versionsOf(db, [kind]);
  const draft = rows.find((row) => row.status === 'draft');
  if (draft) throw new TRPCError({ code: 'CONFLICT', message: DRAFT_EXISTS(draft.number) });
  const published = rows.find((row) => row.status === 'published');
  const row: AgentVersionRow = {
    id: randomUUID(),
    agent: kind,
    number: (rows[0]?.number ?? 0) + 1,
    status: 'draft',
    settings: published?.settings ?? builtInSettings(),
    createdBy: userId,
    createdAt: now,
    publishedAt: null,
  };
  await db.insert(aiAgentVersions).values(row).run();
  return toVersion(row, null);
}

export const ONLY_DRAFTS_CHANGE =
  'Only a draft can be changed; a published or retired version stays as it was. Create a new draft.';

/** Edits a draft's settings; published and retired versions never change. */
export async function updateDraft(
  db: Db,
  id: string,
  changes: Partial<VersionSettings>,
): Promise<AgentVersion> {
  const row = await versionRow(db, id);
  if (row.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: ONLY_DRAFTS_CHANGE });
  // A classifier's instructions hold its rules (ADR 073): a rule naming no class is refused, not ignored.
  const [unknown] = row.agent === 'reply-classifier' ? rulesNamingNoClass(changes.instructions ?? '') : [];
  if (unknown !== undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: ruleClassUnknown(unknown) });
  const settings = versionSettingsSchema.parse({ ...row.settings, ...changes });
  await db.update(aiAgentVersions).set({ settings }).where(eq(aiAgentVersions.id, id)).run();
  const evaluations = await lastEvaluations(db, [id]);
  return toVersion({ ...row, settings }, evaluations.get(id) ?? null);
}

/** Deletes a draft (never a version that was published: the audit points at it). */
export async function deleteDraft(db: Db, id: string): Promise<void> {
  const row = await versionRow(db, id);
  if (row.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: ONLY_DRAFTS_CHANGE });
  await db.delete(aiAgentVersions).where(eq(aiAgentVersions.id, id)).run();
}
