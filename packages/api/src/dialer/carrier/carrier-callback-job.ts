import type { Db } from '@leadpath/db';
import type { AppDeps } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import type { PlacedCall } from '../telephony.ts';
import { applyCarrierStatus } from './carrier-status.ts';

/** A simulated carrier's status callback, delivered when due on the app clock by any instance. */
export const DIALER_CARRIER_CALLBACK_JOB = 'dialer.carrier-callback';

export interface CarrierCallbackPayload {
  callId: string;
  params: Record<string, string>;
}

/** One job per callback the carrier announced, keyed by call and position: placing twice schedules once. */
export async function scheduleSimulatedCallbacks(
  db: Db,
  input: { callId: string; placed: PlacedCall; now: number },
): Promise<void> {
  for (const [index, callback] of (input.placed.simulatedCallbacks ?? []).entries())
    await enqueueJob<typeof DIALER_CARRIER_CALLBACK_JOB, CarrierCallbackPayload>(
      db,
      {
        kind: DIALER_CARRIER_CALLBACK_JOB,
        payload: { callId: input.callId, params: callback.params },
        runAt: input.now + callback.afterMs,
        idempotencyKey: `dialer-callback:${input.callId}:${index}`,
        maxAttempts: 3,
      },
      input.now,
    );
}

export function carrierCallbackJobHandler(deps: AppDeps) {
  return async (job: JobContext<CarrierCallbackPayload>) => {
    await applyCarrierStatus(deps.db, { ...job.payload, now: job.now() });
  };
}
