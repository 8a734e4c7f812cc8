/**
 * The kept score of each prospect (ADR 074): its best score under the owner's active playbooks, 0
 * without one, stored in prospects.gtm_score so the Prospects list can sort by it with a keyset walk.
 * Only this module writes it; the reasons stay computed when read (page-scores.ts, prospect-scores.ts).
 */
import type { ScoringRule } from '@leadpath/core/schemas/playbooks';
import { type AppDatabase, companies, type Db, gtmPlaybooks, prospects } from '@leadpath/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { scoringFacts } from './prospect-scores.ts';
import { type Score, type ScoredProspect, scoreProspect } from './scoring.ts';

export interface ActivePlaybook {
  name: string;
  rules: ScoringRule[];
}

/** The owner's active playbooks, oldest first (a tie goes to the oldest). */
export function activeScoringPlaybooks(db: Db, ownerId: string): Promise<ActivePlaybook[]> {
  return db
    .select({ name: gtmPlaybooks.name, rules: gtmPlaybooks.scoringRules })
    .from(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.ownerId, ownerId), eq(gtmPlaybooks.status, 'active')))
    .orderBy(asc(gtmPlaybooks.createdAt), asc(gtmPlaybooks.id))
    .all();
}

/** The best playbook's score (the one the prospect fits most, the first on a tie); null without one. */
export function bestScore(
  playbooks: readonly ActivePlaybook[],
  facts: ScoredProspect,
): (Score & { playbookName: string }) | null {
  let best: (Score & { playbookName: string }) | null = null;
  for (const playbook of playbooks) {
    const score = scoreProspect(playbook.rules, facts);
    if (!best || score.score > best.score) best = { ...score, playbookName: playbook.name };
  }
  return best;
}

/** A row of scoringFacts as the rules read it (a prospect without a company has empty company facts). */
export function scoredFactsOf(row: {
  title: string;
  status: string;
  email: string;
  industry: string | null;
  companySize: string | null;
  location: string | null;
}): ScoredProspect {
  return {
    title: row.title,
    status: row.status,
    email: row.email,
    industry: row.industry ?? '',
    companySize: row.companySize ?? '',
    location: row.location ?? '',
  };
}

/** The most prospects one step of a scoring job reads and writes: one short write transaction. */
export const SCORE_CHUNK = 500;

/** Where a walk of the owner's prospects in (created_at, id) order stopped: the last row read. */
export interface ScoreWalkPosition {
  createdAt: number;
  id: string;
}

/**
 * Recomputes the kept score of the owner's prospects in `scope` (at most `limit`, in list order
 * (created_at, id) after `after`: the owner's or a company's index, never a sort), writing only those
 * that changed. Returns how many were read and where the walk stopped.
 */
export async function rescoreProspects(
  db: AppDatabase,
  input: { ownerId: string; scope?: SQL | undefined; after?: ScoreWalkPosition | null; limit?: number },
): Promise<{ read: number; changed: number; last: ScoreWalkPosition | null }> {
  const playbooks = await activeScoringPlaybooks(db, input.ownerId);
  const rows = await db
    .select({ id: prospects.id, createdAt: prospects.createdAt, stored: prospects.gtmScore, ...scoringFacts })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(
      and(
        eq(prospects.ownerId, input.ownerId),
        input.scope,
        input.after
          ? sql`(${prospects.createdAt}, ${prospects.id}) > (${input.after.createdAt}, ${input.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(prospects.createdAt), asc(prospects.id))
    .limit(input.limit ?? SCORE_CHUNK)
    .all();
  const changes = rows.flatMap((row) => {
    const score = bestScore(playbooks, scoredFactsOf(row))?.score ?? 0;
    return score === row.stored ? [] : [{ id: row.id, score }];
  });
  // Scores take few values: one statement per value, not per prospect.
  const byScore = new Map<number, string[]>();
  for (const change of changes) byScore.set(change.score, [...(byScore.get(change.score) ?? []), change.id]);
  if (byScore.size > 0)
    await db.transaction(async (tx) => {
      // The score alone: updated_at stays, so a rescored prospect is not 'changed' for the CRM sync.
      for (const [score, ids] of byScore)
        await tx
          .update(prospects)
          .set({ gtmScore: score })
          .where(and(eq(prospects.ownerId, input.ownerId), inArray(prospects.id, ids)))
          .run();
    });
  const last = rows.at(-1);
  return {
    read: rows.length,
    changed: changes.length,
    last: last ? { createdAt: last.createdAt.getTime(), id: last.id } : null,
  };
}
