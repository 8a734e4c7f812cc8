/** LinkedIn account and messaging inputs (issue 21), shared by the forms and the procedures. */
import { z } from 'zod';

export const LINKEDIN_MESSAGE_MAX = 8000;
export const MESSAGE_REQUIRED = 'Write a message first';
export const MESSAGE_TOO_LONG = `A LinkedIn message is at most ${LINKEDIN_MESSAGE_MAX} characters`;
export const UNIPILE_ACCOUNT_REQUIRED = 'Enter the Unipile account id';

export const linkedinAccountKinds = ['sandbox', 'unipile', 'manual'] as const;

export const connectLinkedinSchema = z
  .object({
    kind: z.enum(linkedinAccountKinds, { error: 'Choose sandbox, Unipile or manual' }),
    /** Unipile's account_id (the account linked in Unipile's dashboard or hosted auth). */
    externalAccountId: z.string().trim().max(200).optional(),
    name: z.string().trim().max(120).optional(),
  })
  .refine((input) => input.kind !== 'unipile' || !!input.externalAccountId, {
    message: UNIPILE_ACCOUNT_REQUIRED,
    path: ['externalAccountId'],
  });
export type ConnectLinkedinInput = z.infer<typeof connectLinkedinSchema>;

export const linkedinSignalSchema = z.object({
  signal: z.enum(['limit', 'security'], { error: 'Choose limit or security' }),
});

export const conversationIdSchema = z.object({ id: z.string().min(1).max(100) });

export const sendLinkedinMessageSchema = z.object({
  id: z.string().min(1).max(100),
  text: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(LINKEDIN_MESSAGE_MAX, MESSAGE_TOO_LONG),
});
export type SendLinkedinMessageInput = z.infer<typeof sendLinkedinMessageSchema>;
