/** The Go-to-market page's rows: each playbook with its audience, score histogram and results. */
import { type Db, gtmPlaybooks, gtmPlayRuns, type PlaybookRow } from '@leadpath/db';
import { desc, eq } from 'drizzle-orm';
import { AUDIENCE_COUNT_CAP, sampleAudience } from './audience.ts';
import { previewAudience } from './audience-preview.ts';
import type { PlaybookOverview } from './output-schemas.ts';
import { scoreHistogram } from './scoring.ts';
import { type SequenceResult, sequenceResults } from './sequence-results.ts';

/** The histogram scores this many of the newest matching prospects, so it stays bounded. */
export const HISTOGRAM_SAMPLE = 500;
/** The page shows at most this many playbooks, newest first. */
export const PLAYBOOK_LIST_LIMIT = 100;

const none = { enrolled: 0, replied: 0, meetings: 0 };

/** The playbook's latest nightly play, its skips summed. */
async function lastPlayRunOf(db: Db, playbookId: string): Promise<PlaybookOverview['lastPlayRun']> {
  const run = await db
    .select()
    .from(gtmPlayRuns)
    .where(eq(gtmPlayRuns.playbookId, playbookId))
    .orderBy(desc(gtmPlayRuns.ranAt))
    .limit(1)
    .get();
  if (!run) return null;
  const skipped = run.skipped.reduce((sum, skip) => sum + skip.count, 0);
  return { day: run.day, matched: run.matched, enrolled: run.enrolled, skipped };
}

async function overviewOf(
  db: Db,
  row: PlaybookRow,
  results: Map<string, SequenceResult>,
): Promise<PlaybookOverview> {
  const { companies, prospects, capped } = await previewAudience(
    db,
    row.ownerId,
    row.profile,
    row.scoringRules,
  );
  const dense = prospects >= AUDIENCE_COUNT_CAP;
  const scored = await sampleAudience(
    db,
    row.ownerId,
    row.profile,
    row.scoringRules,
    HISTOGRAM_SAMPLE,
    dense,
  );
  const personas = row.personas.map((persona) => {
    const result = persona.sequenceId ? results.get(persona.sequenceId) : undefined;
    return {
      name: persona.name,
      sequenceId: result ? persona.sequenceId : null,
      sequenceName: result?.name ?? null,
      enrolled: result?.enrolled ?? 0,
      replied: result?.replied ?? 0,
      meetings: result?.meetings ?? 0,
    };
  });
  // A sequence linked to two personas counts once in the playbook's totals.
  const linked = [...new Set(personas.flatMap((p) => (p.sequenceId ? [p.sequenceId] : [])))];
  const totals = linked.reduce(
    (sum, id) => {
      const r = results.get(id) ?? none;
      return {
        enrolled: sum.enrolled + r.enrolled,
        replied: sum.replied + r.replied,
        meetings: sum.meetings + r.meetings,
      };
    },
    { ...none },
  );
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    templateKey: row.templateKey,
    updatedAt: row.updatedAt.getTime(),
    audience: { companies, prospects, capped },
    scoreHistogram: scoreHistogram(scored.map((s) => s.score)),
    results: totals,
    lastPlayRun: await lastPlayRunOf(db, row.id),
    personas,
  };
}

export async function listPlaybookOverviews(db: Db, ownerId: string): Promise<PlaybookOverview[]> {
  const rows = await db
    .select()
    .from(gtmPlaybooks)
    .where(eq(gtmPlaybooks.ownerId, ownerId))
    .orderBy(desc(gtmPlaybooks.createdAt), desc(gtmPlaybooks.id))
    .limit(PLAYBOOK_LIST_LIMIT)
    .all();
  const ids = rows.flatMap((row) => row.personas.flatMap((p) => (p.sequenceId ? [p.sequenceId] : [])));
  const results = await sequenceResults(db, ownerId, [...new Set(ids)]);
  const overviews: PlaybookOverview[] = [];
  for (const row of rows) overviews.push(await overviewOf(db, row, results));
  return overviews;
}
