/** A prospect's score under each of the owner's active playbooks, with the reasons for its points. */
import { PROSPECT_NOT_FOUND } from '@leadpath/core/schemas/prospects';
import { companies, type Db, gtmPlaybooks, prospects } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { ProspectScores } from './output-schemas.ts';
import { scoreProspect } from './scoring.ts';

/** What the scoring rules read of a prospect and its company (one place for every score query). */
export const scoringFacts = {
  title: prospects.title,
  status: prospects.status,
  email: prospects.email,
  industry: companies.industry,
  companySize: companies.size,
  location: companies.location,
};

export async function prospectScores(db: Db, ownerId: string, prospectId: string): Promise<ProspectScores> {
  const row = await db
    .select(scoringFacts)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(prospects.id, prospectId), eq(prospects.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  const scored = {
    title: row.title,
    status: row.status,
    email: row.email,
    industry: row.industry ?? '',
    companySize: row.companySize ?? '',
    location: row.location ?? '',
  };
  const playbooks = await db
    .select({ id: gtmPlaybooks.id, name: gtmPlaybooks.name, rules: gtmPlaybooks.scoringRules })
    .from(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.ownerId, ownerId), eq(gtmPlaybooks.status, 'active')))
    .orderBy(asc(gtmPlaybooks.createdAt))
    .all();
  return {
    scores: playbooks.map((playbook) => ({
      playbookId: playbook.id,
      playbookName: playbook.name,
      ...scoreProspect(playbook.rules, scored),
    })),
  };
}
