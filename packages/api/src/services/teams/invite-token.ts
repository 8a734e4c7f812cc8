import { createHash, randomBytes } from 'node:crypto';

export const INVITE_LIFETIME_MS = 7 * 86_400_000;

/** A fresh invitation token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The accept page of the web app; relative because the app does not know its public origin yet. */
export function invitePath(token: string): string {
  return `/invite/${token}`;
}
