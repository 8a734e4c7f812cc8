import { createHash } from 'node:crypto';

/**
 * What the sessions table keeps for a session: the SHA-256 of the cookie's token, as API keys and
 * mailed tokens are kept, so a copy of the table signs nobody in.
 */
export function storedSessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
