import { randomUUID } from 'node:crypto';
import type {
  AgentKind,
  EvaluationCase,
  EvaluationCaseInput,
  EvaluationRun,
  VersionSettings,
} from '@leadpath/core/schemas/ai-training';
import type { DraftRequest } from '@leadpath/core/schemas/writer';
import {
  type AgentVersionRow,
  aiEvaluationCases,
  aiEvaluationRuns,
  type Db,
  type StoredCaseResult,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { LanguageModel } from '../assist/language-model/language-model.ts';
import { type Guidance, guidanceFor, writerTaskText, writerViolations } from './agent-runtime.ts';
import { agentsWithRuntime, builtInCases } from './built-in.ts';
import { failedChecks } from './evaluation-checks.ts';
import { exampleCases } from './examples/few-shot.ts';
import { versionRow } from './versions.ts';

export const CASE_NOT_FOUND = 'No such evaluation case (built-in cases cannot be deleted)';

/** An agent's cases: the built-in ones first, then those Admins added, oldest first. */
export async function casesOf(db: Db, agent: AgentKind): Promise<EvaluationCase[]> {
  const rows = await db
    .select()
    .from(aiEvaluationCases)
    .where(eq(aiEvaluationCases.agent, agent))
    .orderBy(asc(aiEvaluationCases.createdAt), asc(aiEvaluationCases.id))
    .all();
  const added = rows.map((row) => ({
    id: row.id,
    agent: row.agent,
    name: row.name,
    input: row.input,
    companyName: row.companyName,
    firstName: row.firstName,
    checks: row.checks,
    builtIn: false,
    exampleId: null,
  }));
  return [...builtInCases[agent], ...added, ...(await exampleCases(db, agent))];
}

export async function addCase(db: Db, input: EvaluationCaseInput, now: Date): Promise<EvaluationCase> {
  const row = { id: randomUUID(), ...input, createdAt: now };
  await db.insert(aiEvaluationCases).values(row).run();
  return { ...input, id: row.id, builtIn: false, exampleId: null };
}

export async function deleteCase(db: Db, id: string): Promise<void> {
  const row = await db
    .select({ id: aiEvaluationCases.id })
    .from(aiEvaluationCases)
    .where(eq(aiEvaluationCases.id, id))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: CASE_NOT_FOUND });
  await db.delete(aiEvaluationCases).where(eq(aiEvaluationCases.id, id)).run();
}

type Caller = { userId: string };

/** A case run from an example is not shown its own answer among the few-shot examples. */
const withoutOwnExample = (guidance: Guidance, item: EvaluationCase): Guidance => ({
  ...guidance,
  examples: guidance.examples.filter((example) => example.id !== item.exampleId),
});

async function writerResult(
  db: Db,
  model: LanguageModel,
  caller: Caller,
  settings: VersionSettings,
  item: EvaluationCase,
) {
  const request: DraftRequest = {
    goal: item.input,
    stepNumber: 1,
    tone: settings.tone,
    ...(item.companyName || item.firstName
      ? {
          prospect: {
            firstName: item.firstName,
            lastName: '',
            title: '',
            companyName: item.companyName,
            industry: '',
          },
        }
      : {}),
  };
  const guidance = withoutOwnExample(
    await guidanceFor(db, 'email-writer', settings, writerTaskText(request)),
    item,
  );
  const draft = await model.draftStep(caller, request, guidance);
  if (!draft.ok) return { output: '', failures: [draft.message] };
  const output = `${draft.value.subject}\n\n${draft.value.body}`;
  const blocked = writerViolations(draft.value, request, settings, guidance).map(
    (v) => `Guardrail: ${v.message}`,
  );
  return { output, failures: [...blocked, ...failedChecks(output, item.checks)] };
}

async function classifierResult(
  db: Db,
  model: LanguageModel,
  caller: Caller,
  settings: VersionSettings,
  item: EvaluationCase,
  now: Date,
) {
  const guidance = withoutOwnExample(await guidanceFor(db, 'reply-classifier', settings, item.input), item);
  const answer = await model.classifyReply(caller, item.input, now, guidance);
  if (!answer.ok) return { output: '', failures: [answer.message] };
  const label = answer.value.class;
  return {
    output: `${label}: ${answer.value.reason}`,
    failures: failedChecks(label, { ...item.checks, noPlaceholders: false }, label),
  };
}

/** Runs one case against a version's settings through the configured model (or the templates). */
async function runCase(
  db: Db,
  model: LanguageModel,
  caller: Caller,
  version: AgentVersionRow,
  item: EvaluationCase,
  now: Date,
): Promise<StoredCaseResult> {
  const { output, failures } =
    version.agent === 'email-writer'
      ? await writerResult(db, model, caller, version.settings, item)
      : await classifierResult(db, model, caller, version.settings, item, now);
  return { caseId: item.id, name: item.name, passed: failures.length === 0, failures, output };
}

export const NO_RUNTIME_LABEL = 'No runtime yet: nothing to evaluate';

/** Every case of the version's agent, run now and kept; an agent without a runtime has none to run. */
export async function evaluateVersion(
  db: Db,
  model: LanguageModel,
  versionId: string,
  userId: string,
  now: Date,
): Promise<EvaluationRun> {
  const version = await versionRow(db, versionId);
  const hasRuntime = agentsWithRuntime.includes(version.agent);
  const cases = hasRuntime ? await casesOf(db, version.agent) : [];
  const results: StoredCaseResult[] = [];
  for (const item of cases) results.push(await runCase(db, model, { userId }, version, item, now));
  const run = {
    id: randomUUID(),
    versionId,
    passed: results.every((result) => result.passed),
    results,
    runtimeLabel: hasRuntime ? model.label : NO_RUNTIME_LABEL,
    ranBy: userId,
    ranAt: now,
  };
  await db.insert(aiEvaluationRuns).values(run).run();
  return { ...run, ranAt: now.toISOString() };
}

/** The latest evaluation of a version, or 404 before one ran. */
export async function latestEvaluation(db: Db, versionId: string): Promise<EvaluationRun> {
  await versionRow(db, versionId);
  const run = await db
    .select()
    .from(aiEvaluationRuns)
    .where(and(eq(aiEvaluationRuns.versionId, versionId)))
    .orderBy(desc(aiEvaluationRuns.ranAt), desc(aiEvaluationRuns.id))
    .get();
  if (!run) throw new TRPCError({ code: 'NOT_FOUND', message: 'This version has not been evaluated yet.' });
  return {
    id: run.id,
    versionId: run.versionId,
    passed: run.passed,
    results: run.results,
    ranAt: run.ranAt.toISOString(),
    runtimeLabel: run.runtimeLabel,
  };
}
