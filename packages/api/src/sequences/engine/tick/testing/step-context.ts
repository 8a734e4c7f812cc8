/** A tick's context over a test engine, and one enrolled prospect whose first row is due: what each step's test starts from. */
import type { ScheduledStepRow } from '@leadpath/db';
import type { OutreachSettingsPatch } from '../../outreach-settings.ts';
import { ALWAYS, createEngine, PUBLIC_URL, type StepSpec } from '../../testing/engine-fixtures.ts';
import { createTickContext, type SequenceTickOptions, type TickContext } from '../tick-context.ts';

export type Engine = Awaited<ReturnType<typeof createEngine>>;

/** The context one tick of this engine's runner would have. */
export function stepContextOf(engine: Engine, overrides: Partial<SequenceTickOptions> = {}): TickContext {
  return createTickContext({
    db: engine.db,
    mailer: engine.mailer,
    now: engine.now,
    owner: 'test-runner',
    random: () => 0,
    publicUrl: PUBLIC_URL,
    ...overrides,
  });
}

/** An engine with one prospect enrolled in a sequence (by default an email, then one 2 days later). */
export async function engineWithDueRow(
  options: {
    steps?: StepSpec[];
    settings?: OutreachSettingsPatch;
    prospect?: Parameters<Engine['addProspect']>[0];
    timeZone?: string;
  } = {},
) {
  const engine = await createEngine({ timeZone: options.timeZone });
  await engine.settings(options.settings ?? ALWAYS);
  const { id: sequenceId, stepIds } = await engine.createSequence(options.steps ?? [{}, { delayDays: 2 }]);
  const prospectId = await engine.addProspect(options.prospect);
  await engine.enroll(sequenceId, [prospectId]);
  const row = await firstRowOf(engine, prospectId);
  return { engine, ctx: stepContextOf(engine), sequenceId, stepIds, prospectId, row };
}

/** The prospect's first schedule row as stored now. */
export async function firstRowOf(engine: Engine, prospectId: string): Promise<ScheduledStepRow> {
  const [row] = await engine.rowsOf(prospectId);
  if (!row) throw new Error('The prospect has no schedule row');
  return row;
}

/** What the due path reads for a row: its enrollment, its sequence's shape and its step. */
export async function rowContextOf(ctx: TickContext, row: ScheduledStepRow) {
  const enrollment = await ctx.reads.enrollmentById.get({ id: row.enrollmentId });
  const shape = await ctx.shapeOf(row.sequenceId);
  const step = shape?.steps.find((candidate) => candidate.id === row.stepId);
  if (!enrollment || !shape || !step) throw new Error('The row has no enrollment, sequence or step');
  return { enrollment, shape, step };
}
