import { type AppDatabase, type CallAnsweredBy, type CallRow, type CallStatus, calls } from '@leadpath/db';
import { eq } from 'drizzle-orm';

/** Twilio's CallStatus values, as our call states. */
const STATES: Record<string, CallStatus> = {
  queued: 'queued',
  initiated: 'queued',
  ringing: 'ringing',
  'in-progress': 'in_progress',
  completed: 'completed',
  busy: 'busy',
  'no-answer': 'no_answer',
  failed: 'failed',
  canceled: 'canceled',
};

const RANK: Record<CallStatus, number> = {
  queued: 0,
  ringing: 1,
  in_progress: 2,
  completed: 3,
  busy: 3,
  no_answer: 3,
  failed: 3,
  canceled: 3,
};

export const isFinalCallStatus = (status: CallStatus) => RANK[status] === 3;

/** Twilio's AnsweredBy (answering-machine detection): a person, or a machine of any kind. */
function answeredByOf(value: string | undefined): CallAnsweredBy | null {
  if (!value || value === 'unknown') return null;
  return value === 'human' ? 'human' : 'machine';
}

/**
 * Applies one status callback (Twilio's fields: CallStatus, AnsweredBy, CallDuration, RecordingUrl) to
 * the call. States only move forward: a late or repeated callback changes nothing, so a carrier's
 * retries and the sandbox's scheduled callbacks after a hang-up are harmless. Answers the call.
 */
export async function applyCarrierStatus(
  db: AppDatabase,
  input: { callId: string; params: Record<string, string>; now: number },
): Promise<CallRow | null> {
  const { params, now } = input;
  return db.transaction(
    async (tx) => {
      const call = await tx.select().from(calls).where(eq(calls.id, input.callId)).get();
      if (!call) return null;
      const next = STATES[params.CallStatus ?? ''];
      const recordingUrl = params.RecordingUrl || call.recordingUrl;
      if (!next || RANK[next] <= RANK[call.status]) {
        // Asynchronous answering-machine detection reports AnsweredBy alone, while the call goes on.
        const detected = isFinalCallStatus(call.status) ? null : answeredByOf(params.AnsweredBy);
        const answeredBy = detected ?? call.answeredBy;
        if (recordingUrl === call.recordingUrl && answeredBy === call.answeredBy) return call;
        return tx
          .update(calls)
          .set({ recordingUrl, answeredBy })
          .where(eq(calls.id, call.id))
          .returning()
          .get();
      }
      const final = isFinalCallStatus(next);
      const duration = Number.parseInt(params.CallDuration ?? '', 10);
      return tx
        .update(calls)
        .set({
          status: next,
          answeredBy: answeredByOf(params.AnsweredBy) ?? call.answeredBy,
          recordingUrl,
          ...(final && {
            endedAt: new Date(now),
            durationSeconds: Number.isFinite(duration) ? duration : call.durationSeconds,
          }),
        })
        .where(eq(calls.id, call.id))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}
