import { DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth/secret-box';
import { reachableFromOtherMachines } from './reachability.ts';

/** The settings that decide which key seals secrets at rest (env.ts names them). */
export interface SecretsKeySettings {
  SECRETS_KEY?: Buffer;
  HOST: string;
  PUBLIC_URL?: string;
}

export type SecretsKeyDecision =
  | { kind: 'configured'; key: Buffer }
  | { kind: 'development'; key: Buffer; message: string }
  | { kind: 'refuse-to-start'; message: string };

const HOW_TO_SET =
  'Set SECRETS_KEY to base64 of 32 random bytes (`openssl rand -base64 32`) and keep it as safe as the database backups: without it the stored two-factor secrets cannot be read.';

/**
 * The key that seals secrets in the database. Without SECRETS_KEY, the published development key
 * serves a server only this machine reaches (pnpm demo, pnpm dev, tests); a server other machines
 * reach, directly (HOST) or through a proxy (PUBLIC_URL), must not start on a key everyone knows.
 */
export function decideSecretsKey(settings: SecretsKeySettings): SecretsKeyDecision {
  if (settings.SECRETS_KEY) return { kind: 'configured', key: settings.SECRETS_KEY };
  const where = reachableFromOtherMachines(settings);
  if (where) {
    return { kind: 'refuse-to-start', message: `SECRETS_KEY is not set and ${where}. ${HOW_TO_SET}` };
  }
  return {
    kind: 'development',
    key: DEVELOPMENT_SECRETS_KEY,
    message:
      'SECRETS_KEY is not set: two-factor secrets are sealed with the published development key, fine on this machine only.',
  };
}
