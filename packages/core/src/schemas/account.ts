import { z } from 'zod';

export const DELETE_PASSWORD_REQUIRED = 'Enter your password to delete your account';
export const DELETE_PASSWORD_INCORRECT = 'Password is incorrect';
export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_REVOKED = 'Session signed out';
export const OTHER_SESSIONS_REVOKED = 'All other sessions signed out';

export const deleteAccountSchema = z.object({
  password: z.string().min(1, DELETE_PASSWORD_REQUIRED).max(200, DELETE_PASSWORD_INCORRECT),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const revokeSessionSchema = z.object({
  id: z.string().trim().min(1, SESSION_NOT_FOUND).max(200, SESSION_NOT_FOUND),
});
export type RevokeSessionInput = z.input<typeof revokeSessionSchema>;
