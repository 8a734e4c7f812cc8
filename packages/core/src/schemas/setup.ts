import { z } from 'zod';
import { loginSchema } from './auth.ts';
import { changePasswordSchema, PASSWORDS_DO_NOT_MATCH } from './password.ts';
import { profileNameSchema } from './profile.ts';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
export const FIRST_ADMIN_EXISTS = 'The first Admin has already been created. Sign in instead.';

/**
 * The one-time "Create the first Admin" form of an empty install. Its parts are the ones the app
 * already checks elsewhere: the profile's name, the sign-in email, the change-password rules.
 */
export const createFirstAdminSchema = z
  .object({
    name: profileNameSchema,
    email: loginSchema.shape.email.max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG),
    password: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type CreateFirstAdminInput = z.input<typeof createFirstAdminSchema>;
