import { emptyProfile, type ScoringRule } from '@leadpath/core/schemas/playbooks';
import { companies, gtmPlaybooks, prospects } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { pageScores } from './page-scores.ts';

const rule = (
  attribute: ScoringRule['attribute'],
  value: string,
  points: number,
  reason: string,
): ScoringRule => ({
  attribute,
  match: 'contains',
  value,
  points,
  reason,
});

describe('the Score column of a Prospects page', { timeout: 30_000 }, () => {
  it("scores each of the owner's prospects by its best active playbook, with the reasons", async () => {
    const t = createTestApp();
    const { user } = await signedIn(t);
    const other = await signedIn(t, 'other@example.com');
    const at = new Date(t.clock.now);
    expect(await pageScores(t.db, user.id, ['ada']), 'no active playbook: no scores').toEqual({ scores: [] });
    await t.db
      .insert(companies)
      .values({
        id: 'acme',
        ownerId: user.id,
        name: 'Acme',
        industry: 'Software',
        createdAt: at,
        updatedAt: at,
      })
      .run();
    const person = (id: string, ownerId: string, title: string) => ({
      id,
      ownerId,
      companyId: ownerId === user.id ? 'acme' : null,
      firstName: id,
      title,
      createdAt: at,
      updatedAt: at,
    });
    await t.db
      .insert(prospects)
      .values([
        person('ada', user.id, 'VP Sales'),
        person('di', user.id, 'Engineer'),
        person('eve', other.user.id, 'VP'),
      ])
      .run();
    const playbook = (id: string, status: 'active' | 'draft', scoringRules: ScoringRule[]) => ({
      id,
      ownerId: user.id,
      name: id,
      status,
      profile: emptyProfile(),
      personas: [],
      messaging: { valuePropositions: [], proofPoints: [] },
      scoringRules,
      createdAt: at,
      updatedAt: at,
    });
    await t.db
      .insert(gtmPlaybooks)
      .values([
        playbook('Titles', 'active', [rule('title', 'VP', 20, 'VP title')]),
        playbook('Industry', 'active', [
          rule('industry', 'software', 15, 'Software'),
          rule('title', 'VP', 10, 'VP'),
        ]),
        playbook('Draft', 'draft', [rule('title', 'Engineer', 90, 'Engineer')]),
      ])
      .run();
    const { scores } = await pageScores(t.db, user.id, ['ada', 'di', 'eve']);
    expect(scores.sort((a, b) => a.prospectId.localeCompare(b.prospectId))).toEqual([
      {
        prospectId: 'ada',
        playbookName: 'Industry',
        score: 25,
        reasons: [
          { points: 15, reason: 'Software' },
          { points: 10, reason: 'VP' },
        ],
      },
      {
        prospectId: 'di',
        playbookName: 'Industry',
        score: 15,
        reasons: [{ points: 15, reason: 'Software' }],
      },
    ]);
  });
});
