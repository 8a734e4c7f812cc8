/**
 * Where a version's outputs went (issue 36, ADR 073): the uses recorded in ai_agent_uses (replies
 * classified, dialer sessions scripted, call openers written) and the writer's reviewed drafts
 * (ai_review_drafts.agent_version_id), counted by kind and listed newest first, a page at a time.
 */
import type { AgentOutput, AgentOutputKind, VersionOutputs } from '@leadpath/core/schemas/ai-training';
import { aiAgentUses, aiReviewDrafts, type Db } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { AgentUseSubject } from './published.ts';
import { describeOutputs, type OutputRef } from './version-output-details.ts';
import { versionRow } from './versions.ts';

const kindOfSubject: Record<AgentUseSubject, AgentOutputKind> = {
  'inbound-message': 'email-reply-class',
  'linkedin-message': 'linkedin-reply-class',
  'dialer-session': 'dialer-session',
  'dialer-opener': 'call-opener',
};

export const BAD_OUTPUTS_CURSOR =
  'This page link is not valid any more; load the outputs again from the start';

/** "<ms>:<id>": the last output of the previous page. */
function parseCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const match = /^(\d{1,15}):(.+)$/.exec(cursor);
  if (!match) throw new TRPCError({ code: 'BAD_REQUEST', message: BAD_OUTPUTS_CURSOR });
  return { at: new Date(Number(match[1])), id: match[2]! };
}

async function countsOf(db: Db, versionId: string) {
  const uses = await db
    .select({ subjectType: aiAgentUses.subjectType, n: count() })
    .from(aiAgentUses)
    .where(eq(aiAgentUses.versionId, versionId))
    .groupBy(aiAgentUses.subjectType)
    .all();
  const drafts = await db
    .select({ n: count() })
    .from(aiReviewDrafts)
    .where(eq(aiReviewDrafts.agentVersionId, versionId))
    .get();
  const counts = new Map<AgentOutputKind, number>();
  for (const use of uses) {
    const kind = kindOfSubject[use.subjectType as AgentUseSubject];
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + Number(use.n));
  }
  if (drafts && Number(drafts.n) > 0) counts.set('reviewed-draft', Number(drafts.n));
  return [...counts].map(([kind, n]) => ({ kind, count: n }));
}

/** The newest `limit` refs of both sources before the cursor, merged (each source is read in order). */
async function pageOf(db: Db, versionId: string, after: { at: Date; id: string } | null, limit: number) {
  const usesBefore = after
    ? or(lt(aiAgentUses.at, after.at), and(eq(aiAgentUses.at, after.at), lt(aiAgentUses.id, after.id)))
    : undefined;
  const draftsBefore = after
    ? or(
        lt(aiReviewDrafts.createdAt, after.at),
        and(eq(aiReviewDrafts.createdAt, after.at), lt(aiReviewDrafts.id, after.id)),
      )
    : undefined;
  const uses = await db
    .select({
      id: aiAgentUses.id,
      subjectType: aiAgentUses.subjectType,
      subjectId: aiAgentUses.subjectId,
      at: aiAgentUses.at,
    })
    .from(aiAgentUses)
    .where(and(eq(aiAgentUses.versionId, versionId), usesBefore))
    .orderBy(desc(aiAgentUses.at), desc(aiAgentUses.id))
    .limit(limit + 1)
    .all();
  const drafts = await db
    .select({ id: aiReviewDrafts.id, at: aiReviewDrafts.createdAt })
    .from(aiReviewDrafts)
    .where(and(eq(aiReviewDrafts.agentVersionId, versionId), draftsBefore))
    .orderBy(desc(aiReviewDrafts.createdAt), desc(aiReviewDrafts.id))
    .limit(limit + 1)
    .all();
  const refs: OutputRef[] = [
    ...uses.flatMap((use) => {
      const kind = kindOfSubject[use.subjectType as AgentUseSubject];
      return kind ? [{ id: use.id, kind, subjectId: use.subjectId, at: use.at.getTime() }] : [];
    }),
    ...drafts.map((draft) => ({
      id: draft.id,
      kind: 'reviewed-draft' as const,
      subjectId: draft.id,
      at: draft.at.getTime(),
    })),
  ].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { refs: refs.slice(0, limit), more: refs.length > limit };
}

/** A version's outputs: counts by kind and a page of the newest, described for the viewer. */
export async function versionOutputs(
  db: Db,
  input: { id: string; cursor?: string; limit: number },
  viewerId: string,
): Promise<VersionOutputs> {
  await versionRow(db, input.id);
  const after = parseCursor(input.cursor);
  const counts = await countsOf(db, input.id);
  const { refs, more } = await pageOf(db, input.id, after, input.limit);
  const outputs: AgentOutput[] = await describeOutputs(db, refs, viewerId);
  const last = refs.at(-1);
  return {
    versionId: input.id,
    counts,
    total: counts.reduce((sum, entry) => sum + entry.count, 0),
    outputs,
    nextCursor: more && last ? `${last.at}:${last.id}` : null,
  };
}
