/**
 * The nightly play of an active playbook (issue 34), on the job engine: each persona's matching
 * prospects are enrolled in its linked sequence. The enrollment engine skips, with its reason, anyone
 * already in that sequence, unsubscribed or bounced, or active in another sequence; each run is logged.
 */
import { randomUUID } from 'node:crypto';
import type { Persona } from '@leadpath/core/schemas/playbooks';
import {
  type AppDatabase,
  companies,
  gtmPlaybooks,
  gtmPlayRuns,
  type PlaybookRow,
  type PlaySkip,
  prospects,
} from '@leadpath/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobContext } from '../jobs/job-handlers.ts';
import { periodicTicker } from '../jobs/periodic-ticker.ts';
import { enrollProspects } from '../sequences/engine/enroll.ts';
import { containsAny, prospectConditions } from './audience.ts';
import { scheduleNoReplyPlays } from './plays/no-reply-play.ts';
import { queueOwnerRescore } from './score-job.ts';

export const GTM_NIGHTLY_PLAY_JOB = 'gtm.nightlyPlay';
/** Nightly: from this UTC hour on, each active playbook's play runs once for the day. */
export const NIGHTLY_PLAY_HOUR_UTC = 2;
/** The most prospects one persona's run enrolls (the newest matches): the rest wait for the next night. */
export const PLAY_BATCH_LIMIT = 1000;
/** The most active playbooks one scheduling pass reads. */
const SCHEDULE_BATCH = 1000;

export interface NightlyPlayPayload {
  playbookId: string;
  day: string;
}

export const utcDayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Enqueues today's run of every active playbook once the night has come; the key makes it once a day. */
export async function scheduleNightlyPlays(db: AppDatabase, at: number): Promise<number> {
  if (new Date(at).getUTCHours() < NIGHTLY_PLAY_HOUR_UTC) return 0;
  const day = utcDayOf(at);
  const active = await db
    .select({ id: gtmPlaybooks.id, ownerId: gtmPlaybooks.ownerId })
    .from(gtmPlaybooks)
    .where(eq(gtmPlaybooks.status, 'active'))
    .limit(SCHEDULE_BATCH)
    .all();
  for (const { id } of active)
    await enqueueJob<typeof GTM_NIGHTLY_PLAY_JOB, NightlyPlayPayload>(
      db,
      {
        kind: GTM_NIGHTLY_PLAY_JOB,
        payload: { playbookId: id, day },
        idempotencyKey: `gtm-nightly:${id}:${day}`,
      },
      at,
    );
  // Once a night per owner, the kept scores are recomputed whole: a backstop for changes no event announced.
  for (const ownerId of new Set(active.map((row) => row.ownerId)))
    await queueOwnerRescore(db, ownerId, at, `nightly-${day}`);
  return active.length;
}

/** The plays' scheduler: the nightly runs and the hourly no-reply passes. */
export const gtmNightlyPlayTicker = (db: AppDatabase, now: () => number) =>
  periodicTicker(now, 60_000, async (at) => {
    await scheduleNightlyPlays(db, at);
    await scheduleNoReplyPlays(db, at);
  });

/** The persona's prospects in the playbook's profile (its titles narrowing further), newest first. */
async function personaProspectIds(db: AppDatabase, row: PlaybookRow, persona: Persona): Promise<string[]> {
  const rows = await db
    .select({ id: prospects.id })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(
      and(prospectConditions(row.ownerId, row.profile), containsAny(sql`${prospects.title}`, persona.titles)),
    )
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(PLAY_BATCH_LIMIT)
    .all();
  return rows.map((r) => r.id);
}

/** Runs one playbook's play for one day: enrolls, then logs what matched, was enrolled and skipped. */
export async function runNightlyPlay(
  db: AppDatabase,
  payload: NightlyPlayPayload,
  now: number,
): Promise<void> {
  const row = await db.select().from(gtmPlaybooks).where(eq(gtmPlaybooks.id, payload.playbookId)).get();
  if (row?.status !== 'active') return;
  const matched = new Set<string>();
  const skips = new Map<string, number>();
  let enrolled = 0;
  for (const persona of row.personas) {
    if (!persona.sequenceId) continue;
    const ids = await personaProspectIds(db, row, persona);
    for (const id of ids) matched.add(id);
    if (ids.length === 0) continue;
    const result = await enrollProspects(db, {
      ownerId: row.ownerId,
      sequenceId: persona.sequenceId,
      prospectIds: ids,
      allowOtherActive: false,
      now,
    });
    enrolled += result.enrolled.length;
    for (const skip of result.skipped) skips.set(skip.reason, (skips.get(skip.reason) ?? 0) + 1);
  }
  const skipped: PlaySkip[] = [...skips.entries()].map(([reason, count]) => ({ reason, count }));
  await db
    .insert(gtmPlayRuns)
    .values({
      id: randomUUID(),
      ownerId: row.ownerId,
      playbookId: row.id,
      trigger: 'nightly',
      day: payload.day,
      matched: matched.size,
      enrolled,
      skipped,
      ranAt: new Date(now),
    })
    .onConflictDoNothing()
    .run();
}

export function gtmNightlyPlayJobHandler(deps: AppDeps) {
  return (job: JobContext<NightlyPlayPayload>) => runNightlyPlay(deps.db, job.payload, job.now());
}
