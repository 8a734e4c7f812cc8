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
export const PASSWORD_ONLY_SPACES = 'Your password must contain more than spaces.';
export const PASSWORD_REPETITIVE =
  'Your password must not be one character or a short pattern repeated (like "aaaaaaaa" or "abababab").';

/** The longest pattern whose repetition makes a password refused: "abcdabcd" is still one guess away. */
const REPEATED_PATTERN_MAX = 4;

/** True when the whole password repeats its first 1 to 4 characters ("aaaaaaaa", "abababab", "abcabcab"). */
export function isRepetitivePassword(password: string): boolean {
  const chars = Array.from(password);
  for (let size = 1; size <= REPEATED_PATTERN_MAX && size * 2 <= chars.length; size++)
    if (chars.every((char, index) => char === chars[index % size])) return true;
  return false;
}

/** Why a new password's shape is refused (whitespace only, a repeated pattern), or null. */
export function passwordShapeProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  if (isRepetitivePassword(password)) return PASSWORD_REPETITIVE;
  return null;
}

/**
 * A password being chosen (sign-up, reset, change, the first Admin): the length bounds, then no
 * whitespace-only or repetitive one (NIST SP 800-63B 5.1.1.2). The common-password list is checked
 * on the server (new-password.ts), where the list is loaded.
 */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, NEW_PASSWORD_TOO_LONG)
  .superRefine((password, ctx) => {
    const problem = passwordShapeProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const PASSWORD_CHANGED = 'Password changed. Other sessions have been signed out.';

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_INCORRECT),
    newPassword: newPasswordField,
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
