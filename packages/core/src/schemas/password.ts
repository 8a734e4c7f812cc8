import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Passwords are hashed with argon2; anything longer is refused rather than silently cut. */
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_HINT = `at least ${PASSWORD_MIN_LENGTH} characters`;
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const NEW_PASSWORD_TOO_LONG = `New password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const NEW_PASSWORD_SAME = 'New password must be different from the current one';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_CHANGED = 'Password changed. Other sessions have been signed out.';

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_INCORRECT),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, NEW_PASSWORD_TOO_LONG),
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: NEW_PASSWORD_SAME,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
