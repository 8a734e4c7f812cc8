import type { SecretBox } from '@leadpath/auth';
import { generateWebhookSecret } from './sign.ts';

/** Each sealed secret is bound to its endpoint: copied to another row, it does not open. */
const purposeOf = (endpointId: string) => `webhook-secret:${endpointId}`;

/** A new secret for an endpoint: the plaintext (shown once), its sealed form and its last four characters. */
export function newWebhookSecret(secrets: SecretBox, endpointId: string) {
  const secret = generateWebhookSecret();
  return { secret, secretSealed: secrets.seal(secret, purposeOf(endpointId)), secretHint: secret.slice(-4) };
}

export function openWebhookSecret(secrets: SecretBox, endpointId: string, sealed: string): string {
  return secrets.open(sealed, purposeOf(endpointId));
}
