import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS } from '@leadpath/core';

export const INVITE_LIFETIME_MS = 7 * DAY_MS;

/** A fresh invitation token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The accept page of the web app, as an absolute link for the invitation mail. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invite/${token}`;
}
