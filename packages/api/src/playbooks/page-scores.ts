/** The scores of a page of prospects (the Prospects list's Score column): each one's best active playbook. */
import { companies, type Db, gtmPlaybooks, prospects } from '@leadpath/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { scoringFacts } from './prospect-scores.ts';
import { type Score, scoreProspect } from './scoring.ts';

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
  const playbooks = await db
    .select({ name: gtmPlaybooks.name, rules: gtmPlaybooks.scoringRules })
    .from(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.ownerId, ownerId), eq(gtmPlaybooks.status, 'active')))
    .orderBy(asc(gtmPlaybooks.createdAt))
    .all();
  if (playbooks.length === 0) return { scores: [] };
  const rows = await db
    .select({ id: prospects.id, ...scoringFacts })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, [...ids])))
    .all();
  return {
    scores: rows.map((row) => {
      const scored = {
        title: row.title,
        status: row.status,
        email: row.email,
        industry: row.industry ?? '',
        companySize: row.companySize ?? '',
        location: row.location ?? '',
      };
      // The best playbook's score: the one the prospect fits most (the first on a tie).
      let best: (Score & { playbookName: string }) | null = null;
      for (const playbook of playbooks) {
        const score = scoreProspect(playbook.rules, scored);
        if (!best || score.score > best.score) best = { ...score, playbookName: playbook.name };
      }
      return { prospectId: row.id, ...(best as Score & { playbookName: string }) };
    }),
  };
}
