/** The scores of a page of prospects (the Prospects list's Score column): each one's best active playbook. */
import { companies, type Db, prospects } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { scoringFacts } from './prospect-scores.ts';
import { activeScoringPlaybooks, bestScore, scoredFactsOf } from './stored-scores.ts';

/** At most a page of the Prospects list (and then some) per call. */
export const PAGE_SCORES_LIMIT = 100;

export const pageScoresInputSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).max(PAGE_SCORES_LIMIT, `At most ${PAGE_SCORES_LIMIT} prospects`),
});

const reasonSchema = z.object({ points: z.number().int(), reason: z.string() });
export const pageScoresSchema = z.object({
  /** One per prospect of the owner's that an active playbook scores; none when no playbook is active. */
  scores: z.array(
    z.object({
      prospectId: z.string(),
      playbookName: z.string(),
      score: z.number().int(),
      reasons: z.array(reasonSchema),
    }),
  ),
});
export type PageScores = z.infer<typeof pageScoresSchema>;

export async function pageScores(db: Db, ownerId: string, ids: readonly string[]): Promise<PageScores> {
  if (ids.length === 0) return { scores: [] };
  const playbooks = await activeScoringPlaybooks(db, ownerId);
  if (playbooks.length === 0) return { scores: [] };
  const rows = await db
    .select({ id: prospects.id, ...scoringFacts })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, [...ids])))
    .all();
  return {
    scores: rows.flatMap((row) => {
      const best = bestScore(playbooks, scoredFactsOf(row));
      return best ? [{ prospectId: row.id, ...best }] : [];
    }),
  };
}
