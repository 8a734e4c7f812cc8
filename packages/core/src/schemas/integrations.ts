import { z } from 'zod';
import { integrationKeys } from '../features.ts';

export const integrationKeySchema = z.enum(integrationKeys, { error: 'Unknown integration' });

const connectionIdSchema = z
  .string({ error: 'Invalid connection id' })
  .trim()
  .min(1, { error: 'Invalid connection id' })
  .max(200, { error: 'Invalid connection id' });

/** POST /api/save-integration: the connector confirms connectionId before anything is saved. */
export const saveIntegrationSchema = z.object({
  providerConfigKey: integrationKeySchema,
  connectionId: connectionIdSchema.optional(),
});
export type SaveIntegrationInput = z.infer<typeof saveIntegrationSchema>;

/** DELETE /api/user-integrations/deauthorize?providerConfigKey=... */
export const deauthorizeIntegrationSchema = z.object({ providerConfigKey: integrationKeySchema });
export type DeauthorizeIntegrationInput = z.infer<typeof deauthorizeIntegrationSchema>;

/** Starts the connect flow of one app. */
export const startConnectSchema = z.object({ providerConfigKey: integrationKeySchema });
export type StartConnectInput = z.infer<typeof startConnectSchema>;

const sandboxSessionTokenSchema = z
  .string({ error: 'This connect link is invalid or has expired' })
  .min(1, { error: 'This connect link is invalid or has expired' })
  .max(200, { error: 'This connect link is invalid or has expired' });

/** The sandbox consent page reads its session. */
export const sandboxSessionSchema = z.object({
  providerConfigKey: integrationKeySchema,
  session: sandboxSessionTokenSchema,
});
export type SandboxSessionInput = z.infer<typeof sandboxSessionSchema>;

export const sandboxDecisions = ['allow', 'deny'] as const;

/** Allow or Deny on the sandbox consent page. */
export const sandboxDecisionSchema = sandboxSessionSchema.extend({
  decision: z.enum(sandboxDecisions, { error: 'Choose Allow or Deny' }),
});
export type SandboxDecisionInput = z.infer<typeof sandboxDecisionSchema>;
