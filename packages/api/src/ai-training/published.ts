/**
 * The published versions where the agents act (issue 36, ADR 062): the small module other areas call
 * at their seam, so the classifier and the dialer need no more of AI Training than one call.
 */

import { randomUUID } from 'node:crypto';
import type { AgentKind, VersionSettings } from '@leadpath/core/schemas/ai-training';
import { aiAgentUses, type Db } from '@leadpath/db';
import { and, asc, eq } from 'drizzle-orm';
import type { LanguageModel } from '../assist/language-model/language-model.ts';
import type { ModelResult } from '../assist/language-model/model-result.ts';
import type { ReplyClassification } from '../assist/replies/reply-classes.ts';
import { type VersionRule, versionRulesOf } from '../assist/replies/version-rules.ts';
import { guidanceFor } from './agent-runtime.ts';
import { type CallScriptGuidance, callScriptGuidance } from './call-script-guidance.ts';
import { publishedAgent } from './versions.ts';

/** What an agent's output concerned; a 'dialer-opener' is a queue item whose opener a model wrote (ADR 073). */
export type AgentUseSubject = 'inbound-message' | 'linkedin-message' | 'dialer-session' | 'dialer-opener';

/** What an agent runs now: its published version (id and settings), or the built-in defaults (id null). */
export const publishedVersionOf = (
  db: Db,
  agent: AgentKind,
): Promise<{ versionId: string | null; settings: VersionSettings }> => publishedAgent(db, agent);

/** Records that a version of `agent` made an output about `subject` (null: the built-in defaults). */
export async function recordAgentUse(
  db: Db,
  agent: AgentKind,
  versionId: string | null,
  subjectType: AgentUseSubject,
  subjectId: string,
  now: number,
) {
  await db
    .insert(aiAgentUses)
    .values({ id: randomUUID(), agent, versionId, subjectType, subjectId, at: new Date(now) })
    .run();
}

/** Records that the published version of `agent` serves `subject` (a dialer session's call script). */
export async function recordPublishedUse(
  db: Db,
  agent: AgentKind,
  subjectType: AgentUseSubject,
  subjectId: string,
  now: number,
): Promise<string | null> {
  const { versionId } = await publishedVersionOf(db, agent);
  await recordAgentUse(db, agent, versionId, subjectType, subjectId, now);
  return versionId;
}

/** The versions that served a subject, oldest first (null: the built-in defaults). */
export async function agentUsesOf(db: Db, subjectType: AgentUseSubject, subjectId: string) {
  return db
    .select({ agent: aiAgentUses.agent, versionId: aiAgentUses.versionId, at: aiAgentUses.at })
    .from(aiAgentUses)
    .where(and(eq(aiAgentUses.subjectType, subjectType), eq(aiAgentUses.subjectId, subjectId)))
    .orderBy(asc(aiAgentUses.at), asc(aiAgentUses.id))
    .all();
}

/**
 * A reply classified by the model as the published classifier version trains it (its instructions,
 * knowledge and examples in the prompt); a classification that came back records the version.
 */
export async function classifyAsTrained(
  db: Db,
  model: LanguageModel,
  reply: { channel: 'email' | 'linkedin'; id: string; ownerId: string; text: string; receivedAt: Date },
  now: number,
): Promise<ModelResult<ReplyClassification>> {
  const classifier = await publishedVersionOf(db, 'reply-classifier');
  const guidance = await guidanceFor(db, 'reply-classifier', classifier.settings, reply.text);
  const result = await model.classifyReply({ userId: reply.ownerId }, reply.text, reply.receivedAt, guidance);
  if (result.ok) {
    const subject = reply.channel === 'email' ? 'inbound-message' : 'linkedin-message';
    await recordAgentUse(db, 'reply-classifier', classifier.versionId, subject, reply.id, now);
  }
  return result;
}

/**
 * The published reply classifier's embedded runtime (ADR 073): the version's `"phrase" => class` rules
 * that sort a reply on arrival beside the built-in phrase rules. Read before the arrival's transaction.
 */
export async function publishedReplyRules(
  db: Db,
): Promise<{ versionId: string | null; rules: VersionRule[] }> {
  const { versionId, settings } = await publishedVersionOf(db, 'reply-classifier');
  return { versionId, rules: versionRulesOf(settings.instructions) };
}

/** Records that a classifier version sorted an arriving reply, in the transaction that stores it. */
export const recordReplyClassified = (
  db: Db,
  versionId: string | null,
  channel: 'email' | 'linkedin',
  replyId: string,
  now: number,
) =>
  recordAgentUse(
    db,
    'reply-classifier',
    versionId,
    channel === 'email' ? 'inbound-message' : 'linkedin-message',
    replyId,
    now,
  );

export type { CallScriptGuidance };

/** The call script's guidance for a dialer session's prospect, as the version the session recorded trains it. */
export async function sessionCallScriptGuidance(
  db: Db,
  sessionId: string,
  prospect: { title: string | null; company: string | null },
): Promise<CallScriptGuidance> {
  const use = (await agentUsesOf(db, 'dialer-session', sessionId)).find((one) => one.agent === 'call-script');
  return callScriptGuidance(db, use ? use.versionId : undefined, prospect);
}
