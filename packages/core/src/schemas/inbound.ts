/**
 * Inbound mail (issue 20): the inputs of the replies/bounces procedures, shared by the Mailboxes
 * conversation view and the server. Exact messages are contracts.
 */
import { z } from 'zod';

export const simulatedReplyKinds = ['reply', 'out_of_office', 'bounce', 'unsubscribe'] as const;
export type SimulatedReplyKind = (typeof simulatedReplyKinds)[number];

export const simulatedReplyKindLabels: Record<SimulatedReplyKind, string> = {
  reply: 'Reply',
  out_of_office: 'Out of office',
  bounce: 'Bounce',
  unsubscribe: 'Unsubscribe request',
};

export const OUTBOX_MESSAGE_NOT_FOUND = 'This mail was not found.';
export const SIMULATE_ONLY_SENT = 'Only a sent mail can get a simulated reply.';
export const SIMULATE_NO_MESSAGE_ID = 'This mail has no Message-ID, so no reply could be matched to it.';

/** A sent mail of the outbox. */
export const outboxMessageIdSchema = z.object({
  id: z.string().trim().min(1, { error: 'Choose a mail.' }).max(100),
});

/** "Simulate a reply": an answer of this kind to a sent mail, through the inbound path. */
export const simulateReplySchema = outboxMessageIdSchema.extend({
  kind: z.enum(simulatedReplyKinds, {
    error: 'Choose what comes back: reply, out_of_office, bounce or unsubscribe.',
  }),
  /** The answer's words (to try the reply classes, issue 33); absent: the kind's usual text. */
  text: z
    .string({ error: 'text must be a string' })
    .trim()
    .min(1, { error: 'Write the text of the answer, or leave text out' })
    .max(5000, { error: 'The text of the answer can be at most 5,000 characters' })
    .optional(),
});
export type SimulateReplyInput = z.infer<typeof simulateReplySchema>;
