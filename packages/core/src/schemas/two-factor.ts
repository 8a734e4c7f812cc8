import { z } from 'zod';

/** The name authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = 'Leadpath';
/** How long the code step of a sign-in waits after the right password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong codes one code step takes before the password must be entered again. */
export const TWO_FACTOR_CHALLENGE_MAX_FAILURES = 5;
/**
 * Wrong authenticator codes an account takes, over all sign-ins, before codes stop being accepted:
 * then only a recovery code or the mailed sign-in link opens it (a cap, not a rate: guessing a 6-digit
 * code slowly for months must not work either).
 */
export const TWO_FACTOR_MAX_WRONG_CODES = 10;

export const TWO_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const TWO_FACTOR_CODE_FORMAT = 'The code is the 6 digits your authenticator app shows';
export const TWO_FACTOR_CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now';
export const TWO_FACTOR_CODE_REUSED =
  'That code was already used. Wait for the next one in your authenticator app';
export const RECOVERY_CODE_WRONG = 'That recovery code is not right or was already used';
export const TWO_FACTOR_CODES_LOCKED =
  'Too many wrong codes for this account. Use a recovery code, or the sign-in link we mailed you.';
export const CODE_OR_RECOVERY_CODE = 'Enter the code from your authenticator app or a recovery code';
export const TWO_FACTOR_CHALLENGE_ENDED = 'This sign-in has expired. Enter your email and password again';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on';
export const TWO_FACTOR_SETUP_NOT_STARTED =
  'Start the setup again: no authenticator is waiting to be confirmed';
export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on';
export const TWO_FACTOR_ENABLED = 'Two-factor authentication is on';
export const TWO_FACTOR_DISABLED = 'Two-factor authentication is off';
export const TWO_FACTOR_REQUIRED_FOR_ADMIN =
  'Set up two-factor authentication under Settings, Password before using the admin tools';
export const TWO_FACTOR_SIGN_IN_REQUIRED_FOR_ADMIN =
  'Sign out and sign in again with your authenticator code before using the admin tools';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_INCORRECT = 'Password is incorrect';

/** Six digits; spaces people type between groups are dropped. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_CODE_REQUIRED })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_CODE_REQUIRED)
      .regex(/^\d{6}$/, TWO_FACTOR_CODE_FORMAT),
  );

const recoveryCodeSchema = z.string().trim().min(1, CODE_OR_RECOVERY_CODE).max(64, RECOVERY_CODE_WRONG);

export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema });
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200, PASSWORD_INCORRECT),
  code: totpCodeSchema,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

/** The second step of a sign-in: the token the password step answered, and a code or a recovery code. */
export const twoFactorSignInSchema = z
  .object({
    challengeToken: z
      .string({ error: TWO_FACTOR_CHALLENGE_ENDED })
      .min(1, TWO_FACTOR_CHALLENGE_ENDED)
      .max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: CODE_OR_RECOVERY_CODE,
    path: ['code'],
  });
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;
