/**
 * The scoring job (ADR 074): keeps prospects.gtm_score equal to the computed best score. Recorded,
 * in the caller's transaction, when what a score reads changes: a playbook's rules or status (every
 * prospect of the owner, in chunks), a prospect created, imported or edited (those prospects), a
 * company's facts (its prospects); and once a night per owner with an active playbook, as a backstop.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@leadpath/core/schemas/webhooks';
import { type AppDatabase, type Db, gtmPlaybooks, prospects } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobContext } from '../jobs/job-handlers.ts';
import { rescoreProspects, SCORE_CHUNK, type ScoreWalkPosition } from './stored-scores.ts';

export const GTM_SCORE_JOB = 'gtm.scoreProspects';

export type ScoreJobPayload =
  | { ownerId: string; scope: 'prospects'; prospectIds: string[] }
  | { ownerId: string; scope: 'company'; companyId: string; after: ScoreWalkPosition | null; pass: string }
  | { ownerId: string; scope: 'all'; after: ScoreWalkPosition | null; pass: string };

/** Whether the owner's scores can be anything but 0: an active playbook (one indexed read). */
async function scoresKept(db: Db, ownerId: string): Promise<boolean> {
  const row = await db
    .select({ id: gtmPlaybooks.id })
    .from(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.ownerId, ownerId), eq(gtmPlaybooks.status, 'active')))
    .limit(1)
    .get();
  return row !== undefined;
}

const keyOf = (payload: ScoreJobPayload) =>
  payload.scope === 'prospects'
    ? `gtm-scores:${payload.ownerId}:prospects:${randomUUID()}`
    : `gtm-scores:${payload.ownerId}:${payload.scope}:${payload.pass}:${payload.after?.id ?? ''}`;

function enqueueScoreJob(db: Db, payload: ScoreJobPayload, now: number) {
  return enqueueJob<typeof GTM_SCORE_JOB, ScoreJobPayload>(
    db,
    { kind: GTM_SCORE_JOB, payload, idempotencyKey: keyOf(payload) },
    now,
  );
}

/**
 * Every prospect of the owner, after a playbook's rules or status changed. Always queued (also when
 * no playbook is active any more: the scores go back to 0). `pass` names the pass: a nightly one
 * is once per owner and day.
 */
export function queueOwnerRescore(db: Db, ownerId: string, now: number, pass: string = randomUUID()) {
  return enqueueScoreJob(db, { ownerId, scope: 'all', after: null, pass }, now);
}

/** Every prospect of the owner when the owner keeps scores (companies deleted: their facts are gone). */
export async function queueOwnerRescoreIfKept(db: Db, ownerId: string, now: number) {
  if (await scoresKept(db, ownerId)) await queueOwnerRescore(db, ownerId, now);
}

/** Prospects created, imported or edited: rescored when the owner keeps scores. */
export async function queueProspectsRescore(db: Db, ownerId: string, prospectIds: string[], now: number) {
  if (prospectIds.length === 0 || !(await scoresKept(db, ownerId))) return;
  for (let at = 0; at < prospectIds.length; at += SCORE_CHUNK)
    await enqueueScoreJob(
      db,
      { ownerId, scope: 'prospects', prospectIds: prospectIds.slice(at, at + SCORE_CHUNK) },
      now,
    );
}

/** A company's industry, size or location changed: its prospects are rescored. */
export async function queueCompanyRescore(db: Db, ownerId: string, companyId: string, now: number) {
  if (!(await scoresKept(db, ownerId))) return;
  await enqueueScoreJob(db, { ownerId, scope: 'company', companyId, after: null, pass: randomUUID() }, now);
}

/** One step: a chunk of the scope; a full chunk records the next step after its last id. */
export async function runScoreJob(db: AppDatabase, payload: ScoreJobPayload, now: number): Promise<void> {
  if (payload.scope === 'prospects') {
    await rescoreProspects(db, {
      ownerId: payload.ownerId,
      scope: inArray(prospects.id, payload.prospectIds),
    });
    return;
  }
  const step = await rescoreProspects(db, {
    ownerId: payload.ownerId,
    scope: payload.scope === 'company' ? eq(prospects.companyId, payload.companyId) : undefined,
    after: payload.after,
  });
  if (step.read === SCORE_CHUNK && step.last)
    await enqueueScoreJob(db, { ...payload, after: step.last }, now);
}

export function gtmScoreJobHandler(deps: AppDeps) {
  return (job: JobContext<ScoreJobPayload>) => runScoreJob(deps.db, job.payload, job.now());
}

/** The app's events after which a prospect's facts (title, status, email, company) may differ. */
const rescoringEvents = new Set<WebhookEventType>([
  'prospect.created',
  'prospect.updated',
  'reply.received',
  'meeting.booked',
  'call.completed',
  'email.bounced',
  'prospect.unsubscribed',
]);

/** Called for every event the app announces (webhooks' emit), in the caller's transaction. */
export async function recordScoreEventOf(
  db: Db,
  event: { ownerId: string; type: WebhookEventType; data: object; now: number },
): Promise<void> {
  if (!rescoringEvents.has(event.type)) return;
  const { prospect, prospectId } = event.data as { prospect?: { id?: unknown }; prospectId?: unknown };
  const id = prospect?.id ?? prospectId;
  if (typeof id === 'string') await queueProspectsRescore(db, event.ownerId, [id], event.now);
}
