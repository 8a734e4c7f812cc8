/**
 * The call-script agent at work (issue 36): what the Power Dialer's script panel shows beside the
 * team's script, as the version a session started with trains it. No model is called: the embedded
 * runtime is the template (the team's opener and answers) plus the version's instructions, stages and
 * knowledge; objection answers from the knowledge base join the team's, forbidden claims are listed.
 */
import { type AgentStage, agentStages } from '@leadpath/core/schemas/ai-training';
import { aiAgentVersions, type Db } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { builtInSettings } from './built-in.ts';
import { knowledgeOfKind, retrieveKnowledge } from './knowledge.ts';
import { publishedAgent } from './versions.ts';

/** Objection answers shown at most, newest first (a call script stays readable during a call). */
const MAX_OBJECTION_ANSWERS = 8;

export interface CallScriptGuidance {
  /** The version that trains the script; null: the built-in defaults (none published). */
  version: { id: string; number: number } | null;
  instructions: string;
  stages: AgentStage[];
  objectionAnswers: { objection: string; answer: string }[];
  /** Product facts about what the prospect's title and company are about (keyword retrieval). */
  facts: { title: string; body: string }[];
  /** Claims the rep must never make. */
  neverClaim: string[];
}

/** The version a session recorded (`versionId`), else the published one now. */
async function versionFor(db: Db, versionId: string | null | undefined) {
  if (versionId) {
    const row = await db.select().from(aiAgentVersions).where(eq(aiAgentVersions.id, versionId)).get();
    if (row) return { version: { id: row.id, number: row.number }, settings: row.settings };
  }
  if (versionId === null) return { version: null, settings: builtInSettings() };
  const published = await publishedAgent(db, 'call-script');
  if (!published.versionId) return { version: null, settings: published.settings };
  const row = await db
    .select()
    .from(aiAgentVersions)
    .where(eq(aiAgentVersions.id, published.versionId))
    .get();
  return { version: row ? { id: row.id, number: row.number } : null, settings: published.settings };
}

/**
 * The guidance of the call script for one prospect. `versionId`: the version the session recorded at
 * its start (null: the built-in defaults then; undefined: no record, the published one now).
 */
export async function callScriptGuidance(
  db: Db,
  versionId: string | null | undefined,
  prospect: { title: string | null; company: string | null },
): Promise<CallScriptGuidance> {
  const { version, settings } = await versionFor(db, versionId);
  const taskText = [prospect.title, prospect.company].filter(Boolean).join(' ');
  const { matches, forbiddenClaims } = await retrieveKnowledge(db, settings.knowledgeKinds, taskText);
  const answers = settings.knowledgeKinds.includes('objection-answer')
    ? await knowledgeOfKind(db, 'objection-answer', MAX_OBJECTION_ANSWERS)
    : [];
  return {
    version,
    instructions: settings.instructions,
    stages: agentStages.filter((stage) => settings.stages.includes(stage)),
    objectionAnswers: answers.map((item) => ({ objection: item.title, answer: item.body })),
    facts: matches
      .filter((item) => item.kind === 'product-fact')
      .map((item) => ({ title: item.title, body: item.body })),
    neverClaim: forbiddenClaims,
  };
}
