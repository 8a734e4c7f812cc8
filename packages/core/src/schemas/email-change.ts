import { z } from 'zod';
import { changePasswordSchema } from './password.ts';
import { forgotPasswordSchema, verifyEmailSchema } from './sign-up.ts';

export const NEW_EMAIL_SAME = 'The new email address must be different from the current one';
export const EMAIL_CHANGE_LINK_INVALID =
  'This email change link is invalid. Open the link from the latest mail, or ask for a new one in Settings, Edit profile.';
export const EMAIL_CHANGE_LINK_EXPIRED =
  'This email change link has expired. Ask for a new one in Settings, Edit profile.';
export const EMAIL_CHANGE_LINK_USED =
  'This email change link has already been used, or a newer one replaced it. Ask for a new one in Settings, Edit profile if you still need it.';
export const EMAIL_CHANGE_TAKEN =
  'Another account already uses this email address, so your email address was not changed.';

/** The answer to a change request, the same whether or not another account has the address. */
export const emailChangeSent = (email: string) =>
  `We sent a confirmation link to ${email}. Your email address changes when you open it.`;

/** Settings, Edit profile, Change email: the new address (sign-up's rules) and the current password. */
export const requestEmailChangeSchema = z.object({
  newEmail: forgotPasswordSchema.shape.email,
  currentPassword: changePasswordSchema.shape.currentPassword,
});
export type RequestEmailChangeInput = z.input<typeof requestEmailChangeSchema>;

/** The link mailed to the new address: its token. */
export const confirmEmailChangeSchema = verifyEmailSchema;
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;
