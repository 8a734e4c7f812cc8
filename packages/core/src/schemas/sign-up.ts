import { z } from 'zod';
import { loginSchema } from './auth.ts';
import { changePasswordSchema, PASSWORDS_DO_NOT_MATCH } from './password.ts';
import { profileNameSchema } from './profile.ts';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG } from './setup.ts';

export const SIGN_UP_CLOSED = 'Sign-up is closed on this installation; ask an admin for an invitation';
/** The answer to every accepted sign-up, new address or not, so it tells nobody who has an account. */
export const SIGN_UP_MAIL_SENT =
  'Check your inbox: we sent a mail to that address to finish creating your account.';
/** Sign-up before the install has its first Admin (that account is created at /setup). */
export const SIGN_UP_BEFORE_SETUP =
  'This installation is not set up yet: its first Admin must be created at /setup before anyone can sign up.';
export const VERIFY_LINK_INVALID =
  'This verification link is invalid or has expired. Sign in and ask for a new one from the banner.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already confirmed.';
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that address, we sent a link to reset its password.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Ask for a new one on the Forgot password page.';
export const VERIFY_EMAIL_FIRST =
  'Confirm your email address before creating API keys: use the link we sent you.';

const emailField = loginSchema.shape.email.max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG);

/** The public sign-up form: name, email, a new password typed twice. */
export const signUpSchema = z
  .object({
    name: profileNameSchema,
    email: emailField,
    password: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
    timeZone: loginSchema.shape.timeZone,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;

const tokenField = z
  .string()
  .trim()
  .min(1, 'The link is missing its token')
  .max(200, 'The link is not valid');

export const verifyEmailSchema = z.object({ token: tokenField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: tokenField,
    password: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
