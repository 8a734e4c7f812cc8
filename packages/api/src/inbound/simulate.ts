/** "Simulate a reply" (demos): a mail of the chosen kind answering a sent mail, through the same inbound path. */
import {
  SIMULATE_NO_MESSAGE_ID,
  SIMULATE_ONLY_SENT,
  type SimulateReplyInput,
} from '@leadpath/core/schemas/inbound';
import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ownOutboxMessage } from './conversation.ts';
import { ingestInboundMail } from './ingest.ts';
import { simulatedMail } from './simulated-mail.ts';

export const simulateResultSchema = z.object({
  /** The stored inbound mail. */
  id: z.string(),
  classification: z.enum(['reply', 'out_of_office', 'bounce', 'unsubscribe', 'unmatched']),
  /** The enrollment the answered mail was a step of, after the answer. */
  enrollmentId: z.string().nullable(),
  /** The stop signal recorded: replied, bounced, unsubscribed, or null (an out-of-office answer). */
  signal: z.enum(['replied', 'bounced', 'unsubscribed', 'meeting']).nullable(),
  /** What the answer says (issue 33): interested, out-of-office, not-now, unsubscribe... */
  replyClass: z.string().nullable(),
  /** Its enrollment waits (paused) until the date the answer named. */
  paused: z.boolean(),
});

export async function simulateReply(
  db: AppDatabase,
  ownerId: string,
  input: SimulateReplyInput,
  now: number,
  options: { modelClassifies?: boolean } = {},
): Promise<z.infer<typeof simulateResultSchema>> {
  const message = await ownOutboxMessage(db, ownerId, input.id);
  if (message.kind !== 'sent') throw new TRPCError({ code: 'BAD_REQUEST', message: SIMULATE_ONLY_SENT });
  if (!message.messageId || !message.to[0])
    throw new TRPCError({ code: 'BAD_REQUEST', message: SIMULATE_NO_MESSAGE_ID });
  const references = (message.headers.References ?? message.headers.references ?? '')
    .split(/\s+/)
    .filter((id) => /^<[^<>\s]+>$/.test(id));
  const raw = simulatedMail(
    input.kind,
    {
      from: message.from,
      to: message.to[0],
      subject: message.subject,
      text: message.text,
      messageId: message.messageId,
      references,
      sentAt: message.createdAt.getTime(),
    },
    now,
    input.text,
  );
  const result = await ingestInboundMail(db, {
    raw,
    source: 'simulated',
    ownerId,
    now,
    modelClassifies: options.modelClassifies,
  });
  if (!result.stored) throw new Error('A simulated reply always has its owner');
  return {
    id: result.id,
    classification: result.classification,
    enrollmentId: result.enrollmentId,
    signal: result.signal,
    replyClass: result.replyClass,
    paused: result.paused,
  };
}
