/**
 * With a chat-completions model configured (LLM_BASE_URL, LLM_MODEL), a person's reply is classified
 * again by the model after the rules sorted it on arrival (ADR 052): a job, so the provider's latency
 * is never inside the transaction that stores the mail. A changed class is applied as a correction
 * with source 'model'; a person's correction is never overwritten; a failure keeps the rules' class.
 */
import type { Db } from '@leadpath/db';
import { classifyAsTrained } from '../../../ai-training/published.ts';
import type { AppDeps } from '../../../context.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import type { JobContext } from '../../../jobs/job-handlers.ts';
import type { LanguageModel } from '../../language-model/language-model.ts';
import { languageModelOf } from '../../language-model/services.ts';
import { changeReplyClass } from './correct-reply-class.ts';
import { type ReplyChannel, readReplyMessage } from './reply-message.ts';
import { verdictOf } from './reply-verdict.ts';

export const REPLY_MODEL_CLASSIFY_JOB = 'reply.classify-model';

/** A mail (`inboundMessageId`) or a LinkedIn message (`linkedinMessageId`, ADR 063). */
export interface ReplyModelClassifyPayload {
  inboundMessageId?: string;
  linkedinMessageId?: string;
}

/** Whether the configured model should read replies (the template assistant is the rules themselves). */
export const modelReadsReplies = (model: LanguageModel | undefined) => model?.kind === 'chat-completions';

export async function enqueueModelClassify(
  db: Db,
  messageId: string,
  now: number,
  channel: ReplyChannel = 'email',
) {
  const payload: ReplyModelClassifyPayload =
    channel === 'email' ? { inboundMessageId: messageId } : { linkedinMessageId: messageId };
  await enqueueJob(
    db,
    {
      kind: REPLY_MODEL_CLASSIFY_JOB,
      payload,
      idempotencyKey: `reply-model-classify:${messageId}`,
      maxAttempts: 3,
    },
    now,
  );
}

export function replyModelClassifyJobHandler(deps: AppDeps) {
  return async (job: JobContext<ReplyModelClassifyPayload>) => {
    const model = languageModelOf(deps.services);
    if (!modelReadsReplies(model)) return;
    const { linkedinMessageId, inboundMessageId } = job.payload;
    const row = linkedinMessageId
      ? await readReplyMessage(deps.db, 'linkedin', linkedinMessageId)
      : await readReplyMessage(deps.db, 'email', inboundMessageId ?? '');
    if (!row || row.replyClassSource === 'user') return;
    const result = await classifyAsTrained(deps.db, model, row, job.now());
    if (!result.ok) {
      // A busy or unreachable provider is worth another attempt; no budget or a bad answer is not.
      if (
        result.reason === 'rate-limited' ||
        result.reason === 'timeout' ||
        result.reason === 'provider-error'
      )
        throw new Error(`The language model did not classify the reply: ${result.message}`);
      return;
    }
    const verdict = verdictOf(result.value, 'model');
    await changeReplyClass(
      deps.db,
      row,
      { ...verdict, reason: `${model.label} — ${verdict.reason}` },
      job.now(),
    );
  };
}
