import {
  type AppDatabase,
  type CrmSyncTarget,
  crmSyncTargetOf,
  type Db,
  type JobRow,
  jobs,
} from '@leadpath/db';
import { CrmError, type CrmProvider } from '@leadpath/integrations';
import { and, desc, gte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { type JobContext, PermanentJobError } from '../jobs/job-handlers.ts';
import { CONFIGURE_CRM_FIRST, LEAD_SYNC_OFF, readCrmSettings } from './connection.ts';
import { pushLeads } from './push-leads.ts';

export const CRM_SYNC_JOB = 'crm.sync';
/** Leads one job run pushes (two CRM calls of 100 per object): a run stays far inside the job lease. */
export const CRM_SYNC_CHUNK = 200;
/** How long a rate limit without a Retry-After (Salesforce's REQUEST_LIMIT_EXCEEDED) puts the run off. */
const NO_RETRY_AFTER_SECONDS = 60;
/** Connection errors that retrying cannot mend: the sync ends failed with the CRM's message. */
const PERMANENT_KINDS = new Set(['token_expired', 'invalid_credentials', 'inactive_org']);

/** One step of one sync run of one user to one connection (ADR 024). */
export interface CrmSyncPayload {
  userId: string;
  provider: CrmSyncTarget['provider'];
  connectionId: string;
  /** The user's sync runs to this connection count up; a run is a chain of steps 0, 1, 2 ... */
  run: number;
  step: number;
  /** When the run was asked for (epoch ms); the run's pushed and failed counts start there. */
  startedAt: number;
  /** The run goes through the prospects in id order: this step starts after this id. */
  afterId: string;
  /** Set when the CRM's rate limit scheduled this step: the CRM's message. */
  rateLimited?: string;
}

const keyPrefix = (userId: string, target: CrmSyncTarget) =>
  `crm-sync:${userId}:${target.provider}:${target.connectionId}:`;
const stepKey = (p: CrmSyncPayload) => `${keyPrefix(p.userId, p)}${p.run}:${p.step}`;

/** The last step recorded for the user's syncs to the connection (the newest row), or null. */
export async function latestSyncJob(db: Db, userId: string, target: CrmSyncTarget): Promise<JobRow | null> {
  const prefix = keyPrefix(userId, target);
  // A key range on the unique key's index; the newest step has the highest run, then step.
  return (
    (await db
      .select()
      .from(jobs)
      .where(and(gte(jobs.idempotencyKey, prefix), lt(jobs.idempotencyKey, `${prefix}\uffff`)))
      .orderBy(
        desc(sql`cast(json_extract(${jobs.payload}, '$.run') as integer)`),
        desc(sql`cast(json_extract(${jobs.payload}, '$.step') as integer)`),
      )
      .limit(1)
      .get()) ?? null
  );
}

export const payloadOf = (job: JobRow) => JSON.parse(job.payload) as CrmSyncPayload;

/** The state of a sync run from its newest step; null when it is not under way. */
export function activeStateOf(job: JobRow | null, now: number): 'queued' | 'running' | 'waiting' | null {
  if (!job) return null;
  if (job.status === 'running') return 'running';
  if (job.status !== 'queued') return null;
  // A step paced to the request budget is queued; one put off by a 429 or a retried error waits.
  const putOff = payloadOf(job).rateLimited !== undefined || job.lastError !== null;
  return job.runAt.getTime() > now && putOff ? 'waiting' : 'queued';
}

/**
 * Records the first step of the user's next run, unless a run is under way: one write transaction
 * (BEGIN IMMEDIATE), so two requests at once see each other and start one run between them.
 */
export function startCrmSync(db: AppDatabase, userId: string, target: CrmSyncTarget, now: number) {
  return db.transaction(
    async (tx) => {
      const latest = await latestSyncJob(tx, userId, target);
      if (activeStateOf(latest, now) && latest) return { job: latest, started: false };
      const run = latest ? payloadOf(latest).run + 1 : 1;
      const payload: CrmSyncPayload = { userId, ...target, run, step: 0, startedAt: now, afterId: '' };
      const job = await enqueueJob(
        tx,
        { kind: CRM_SYNC_JOB, payload, idempotencyKey: stepKey(payload) },
        now,
      );
      return { job, started: true };
    },
    { behavior: 'immediate' },
  );
}

async function enqueueStep(db: AppDatabase, payload: CrmSyncPayload, runAt: number, now: number) {
  await enqueueJob(db, { kind: CRM_SYNC_JOB, payload, runAt, idempotencyKey: stepKey(payload) }, now);
}

const stepExists = async (db: AppDatabase, payload: CrmSyncPayload) =>
  (await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.idempotencyKey} = ${stepKey(payload)}`)
    .get()) !== undefined;

/** A run waits this long when the CRM's daily allowance is nearly used up. */
const DAILY_WAIT_MS = 60 * 60_000;

/**
 * The message when what is left of the provider's daily allowance (Salesforce's /limits) is below
 * a reserve kept for the org's other integrations (5 %, at least 100 requests); null otherwise.
 */
async function dailyAllowanceShortfall(crm: CrmProvider): Promise<string | null> {
  const daily = await crm.dailyRequestsLeft?.();
  if (!daily || daily.remaining >= Math.max(100, Math.ceil(daily.max * 0.05))) return null;
  const left = `${daily.remaining.toLocaleString('en-US')} of ${daily.max.toLocaleString('en-US')}`;
  return `The CRM's daily API requests are nearly used up (${left} left): the sync goes on in an hour`;
}

/**
 * The requests one step makes at most: per page of 100 leads, one call for the accounts, one for the
 * contacts and one for their links (HubSpot's associations).
 */
export const STEP_REQUESTS = Math.ceil(CRM_SYNC_CHUNK / 100) * 3;

/**
 * When the next step may start so the requests stay within the provider's budget. A client that
 * knows its account's request window (`readyAt`, shared by every client of the connection, or of
 * the installation in single-tenant mode): when a whole step fits in it again. Otherwise a step of
 * n requests under a limit of r per t ms takes at least n × t / r (HubSpot, 100 per 10 s: a step of
 * 6 requests, 600 ms). Now for a provider without a known limit.
 */
async function nextStepAt(crm: CrmProvider, madeBefore: number, now: number): Promise<number> {
  const budget = crm.requestBudget;
  if (!budget) return now;
  if (budget.readyAt) return Math.max(now, await budget.readyAt(STEP_REQUESTS));
  return now + Math.ceil(((budget.made() - madeBefore) * budget.perMs) / budget.requests);
}

/**
 * Pushes the next CRM_SYNC_CHUNK pending leads of the run, then records the next step: at once
 * while leads are left, at now + Retry-After when the CRM limits requests (a new step, so no failed
 * attempt is counted). Other errors throw: the engine retries them with backoff.
 */
export function crmSyncJobHandler(deps: AppDeps) {
  return async (job: JobContext<CrmSyncPayload>) => {
    const payload = job.payload;
    const next = { ...payload, step: payload.step + 1, rateLimited: undefined };
    // A step run again after a crash, whose successor is already recorded, has nothing left to do.
    if (await stepExists(deps.db, next)) return;
    const settings = await readCrmSettings(deps.db, payload.userId);
    const target = await crmSyncTargetOf(deps.db, payload.userId);
    if (
      !settings.enabled ||
      !settings.connected ||
      target?.provider !== payload.provider ||
      target.connectionId !== payload.connectionId
    )
      throw new PermanentJobError(CONFIGURE_CRM_FIRST);
    if (!settings.syncLeadsEnabled) throw new PermanentJobError(LEAD_SYNC_OFF);
    const crm = await deps.services.crm(payload.userId, target.provider);
    const now = job.now;
    const madeBefore = crm.requestBudget?.made() ?? 0;
    // The account's window is taken by others (another user's run on the same account in
    // single-tenant mode, or calls of the settings screen): this step goes when it fits. The
    // booking keeps two steps that start at once from both seeing the window free.
    const booking = (await crm.requestBudget?.reserve?.(STEP_REQUESTS)) ?? {
      ok: true as const,
      release: async () => {},
    };
    if (!booking.ok) {
      await enqueueStep(deps.db, { ...next, afterId: payload.afterId }, booking.readyAt, now());
      return;
    }
    try {
      const lowOnDaily = await dailyAllowanceShortfall(crm);
      if (lowOnDaily) {
        await enqueueStep(deps.db, { ...next, rateLimited: lowOnDaily }, now() + DAILY_WAIT_MS, now());
        return;
      }
      const outcome = await pushLeads(
        { db: deps.db, userId: payload.userId, target, crm, settings, now },
        { limit: CRM_SYNC_CHUNK, afterId: payload.afterId },
      );
      await booking.release();
      if (outcome.morePending)
        await enqueueStep(
          deps.db,
          { ...next, afterId: outcome.lastId },
          await nextStepAt(crm, madeBefore, now()),
          now(),
        );
    } catch (error) {
      if (!(error instanceof CrmError)) throw error;
      if (PERMANENT_KINDS.has(error.kind)) throw new PermanentJobError(error.message);
      if (error.kind !== 'rate_limited') throw error;
      // The pages pushed before the 429 have their links: the next step finds them synced.
      const resumeAt = now() + Math.max(1, error.retryAfterSeconds ?? NO_RETRY_AFTER_SECONDS) * 1000;
      await enqueueStep(deps.db, { ...next, rateLimited: error.message }, resumeAt, now());
    } finally {
      await booking.release();
    }
  };
}
