/**
 * The call's opener written per prospect by a configured language model (issue 36, ADR 073). When a
 * dialer session first shows a prospect, a row 'writing' and a job are added; the job asks the model
 * with the call-script version the session started with (its instructions, retrieved knowledge,
 * examples), checks the version's guardrails, and stores the opener, or why it is not shown. No
 * request waits for the model: the session view shows what is stored and the screen asks again.
 * Without a configured model nothing is written and the view says so (the team's template is not AI).
 */
import { type AgentStage, agentStages } from '@leadpath/core/schemas/ai-training';
import {
  aiAgentVersions,
  aiCallOpeners,
  type CallOpenerRow,
  companies,
  type Db,
  dialerQueueItems,
  dialerSessions,
  prospects,
  users,
} from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LanguageModel } from '../assist/language-model/language-model.ts';
import { languageModelOf } from '../assist/language-model/services.ts';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobContext } from '../jobs/job-handlers.ts';
import { guidanceFor } from './agent-runtime.ts';
import { builtInSettings } from './built-in.ts';
import { checkGuardrails } from './guardrails.ts';
import { agentUsesOf, publishedVersionOf, recordAgentUse } from './published.ts';

export const CALL_OPENER_JOB = 'dialer.write-opener';
/** A busy or slow provider gets one more try; then the rep is told it failed (the template stays). */
const OPENER_ATTEMPTS = 2;
export const NO_MODEL_CONFIGURED =
  'No language model is configured, so no opener is written for this prospect: use the team’s opener.';

export const modelOpenerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('no-model'), message: z.string() }),
  z.object({ status: z.literal('writing'), model: z.string() }),
  z.object({ status: z.literal('ready'), model: z.string(), text: z.string() }),
  /** The opener failed a guardrail of the version: not shown, the reasons are. */
  z.object({ status: z.literal('blocked'), model: z.string(), reasons: z.array(z.string()) }),
  z.object({ status: z.literal('failed'), model: z.string(), reasons: z.array(z.string()) }),
]);
export type ModelOpener = z.infer<typeof modelOpenerSchema>;

const writesOpeners = (model: LanguageModel | undefined): model is LanguageModel =>
  model?.kind === 'chat-completions' && typeof model.writeCallOpener === 'function';

function viewOf(row: CallOpenerRow): ModelOpener {
  if (row.status === 'ready') return { status: 'ready', model: row.model, text: row.text };
  if (row.status === 'writing') return { status: 'writing', model: row.model };
  return { status: row.status, model: row.model, reasons: row.reasons };
}

/** The call-script version a session started with (ADR 062), else the one published now. */
async function sessionVersionId(db: Db, sessionId: string): Promise<string | null> {
  const use = (await agentUsesOf(db, 'dialer-session', sessionId)).find((one) => one.agent === 'call-script');
  return use ? use.versionId : (await publishedVersionOf(db, 'call-script')).versionId;
}

/**
 * The model's opener for the prospect on screen: the stored one, or (the first time the prospect is
 * shown with a model configured) a row 'writing' and the job that writes it, each once per queue item.
 */
export async function sessionCallOpener(
  db: Db,
  model: LanguageModel | undefined,
  input: { sessionId: string; queueItemId: string; now: number },
): Promise<ModelOpener> {
  if (!writesOpeners(model)) return { status: 'no-model', message: NO_MODEL_CONFIGURED };
  const stored = await db
    .select()
    .from(aiCallOpeners)
    .where(eq(aiCallOpeners.queueItemId, input.queueItemId))
    .get();
  if (stored) return viewOf(stored);
  const at = new Date(input.now);
  await db
    .insert(aiCallOpeners)
    .values({
      queueItemId: input.queueItemId,
      sessionId: input.sessionId,
      versionId: await sessionVersionId(db, input.sessionId),
      status: 'writing',
      reasons: [],
      model: model.label,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .run();
  await enqueueJob(
    db,
    {
      kind: CALL_OPENER_JOB,
      payload: { queueItemId: input.queueItemId },
      idempotencyKey: `call-opener:${input.queueItemId}`,
      maxAttempts: OPENER_ATTEMPTS,
    },
    input.now,
  );
  return { status: 'writing', model: model.label };
}

/** Who the opener is for and who calls: the queue item's prospect, company and the session's rep. */
async function callOf(db: Db, queueItemId: string) {
  return db
    .select({
      ownerId: dialerSessions.ownerId,
      repName: users.name,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      company: companies.name,
    })
    .from(dialerQueueItems)
    .innerJoin(dialerSessions, eq(dialerSessions.id, dialerQueueItems.sessionId))
    .innerJoin(users, eq(users.id, dialerSessions.ownerId))
    .innerJoin(prospects, eq(prospects.id, dialerQueueItems.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(eq(dialerQueueItems.id, queueItemId))
    .get();
}

async function settingsOf(db: Db, versionId: string | null) {
  if (!versionId) return builtInSettings();
  const row = await db.select().from(aiAgentVersions).where(eq(aiAgentVersions.id, versionId)).get();
  return row?.settings ?? builtInSettings();
}

async function finish(db: Db, queueItemId: string, changes: Partial<CallOpenerRow>, now: number) {
  await db
    .update(aiCallOpeners)
    .set({ ...changes, updatedAt: new Date(now) })
    .where(eq(aiCallOpeners.queueItemId, queueItemId))
    .run();
}

/** Writes one opener: the model with the version's guidance, then the version's guardrails. */
export function callOpenerJobHandler(deps: AppDeps) {
  return async (job: JobContext<{ queueItemId: string }>) => {
    const { db } = deps;
    const { queueItemId } = job.payload;
    const row = await db.select().from(aiCallOpeners).where(eq(aiCallOpeners.queueItemId, queueItemId)).get();
    if (row?.status !== 'writing') return;
    const model = languageModelOf(deps.services);
    const call = await callOf(db, queueItemId);
    if (!writesOpeners(model) || !call)
      return finish(
        db,
        queueItemId,
        { status: 'failed', reasons: ['The language model is not configured any more.'] },
        job.now(),
      );
    const settings = await settingsOf(db, row.versionId);
    const task = [call.title, call.company].filter(Boolean).join(' ');
    const guidance = await guidanceFor(db, 'call-script', settings, task);
    const stages: AgentStage[] = agentStages.filter((stage) => settings.stages.includes(stage));
    const request = {
      prospect: {
        firstName: call.firstName,
        lastName: call.lastName,
        title: call.title,
        company: call.company,
      },
      repName: call.repName,
      stages,
    };
    const result = await model.writeCallOpener!({ userId: call.ownerId }, request, guidance);
    if (!result.ok) {
      const retry = ['rate-limited', 'timeout', 'provider-error'].includes(result.reason);
      if (retry && job.attempt < OPENER_ATTEMPTS) throw new Error(`No opener yet: ${result.message}`);
      return finish(db, queueItemId, { status: 'failed', reasons: [result.message] }, job.now());
    }
    const violations = checkGuardrails(
      { output: result.value, fieldsGiven: true, forbiddenClaims: guidance.forbiddenClaims },
      settings.guardrails,
    );
    await finish(
      db,
      queueItemId,
      {
        status: violations.length ? 'blocked' : 'ready',
        text: result.value,
        reasons: violations.map((violation) => violation.message),
      },
      job.now(),
    );
    await recordAgentUse(db, 'call-script', row.versionId, 'dialer-opener', queueItemId, job.now());
  };
}
