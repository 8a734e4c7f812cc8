/**
 * The sequence engine's tick (ADR 026): works the due rows of the schedule in small batches, sends
 * each automatic email exactly once (intent, send, mark), opens tasks, and schedules the next step.
 * Its steps are in ./tick/, one file each; this is the loop over batches.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  createTickContext,
  DEFAULT_SEQUENCE_BATCH,
  type SequenceTickOptions,
  type SequenceTickResult,
} from './tick/tick-context.ts';
import { workBatch } from './tick/work-batch.ts';

export { FLAG_RECHECK_MS, NO_EMAIL_NOTE, NO_VARIANT_NOTE, NO_WINDOW_NOTE } from './tick/flag-row.ts';
export { RETRY_AFTER_ERROR_MS } from './tick/put-off.ts';
export {
  DEFAULT_SEND_LEASE_MS,
  DEFAULT_SEND_TIMEOUT_MS,
  DEFAULT_SEQUENCE_BATCH,
  MAX_SEND_ATTEMPTS,
  type SequenceTickOptions,
  type SequenceTickResult,
} from './tick/tick-context.ts';

export async function runSequenceTick(options: SequenceTickOptions): Promise<SequenceTickResult> {
  const batchSize = options.batchSize ?? DEFAULT_SEQUENCE_BATCH;
  const maxRows = options.maxRows ?? 10 * batchSize;
  const ctx = createTickContext(options);
  let worked = 0;
  while (worked < maxRows) {
    if (worked > 0) await yieldToEventLoop();
    // The runner may have lost the tick lease: another process ticks now.
    if (options.beforeBatch && !(await options.beforeBatch())) break;
    const limit = Math.min(batchSize, maxRows - worked);
    const found = await workBatch(ctx, options.now(), limit);
    worked += found;
    if (found < limit) break;
  }
  return ctx.result;
}
