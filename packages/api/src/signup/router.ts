import { hashPassword } from '@leadpath/auth';
import { newPasswordProblem } from '@leadpath/core/schemas/new-password';
import {
  EMAIL_ALREADY_VERIFIED,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
  signUpSchema,
  VERIFY_LINK_INVALID,
  verifyEmailSchema,
} from '@leadpath/core/schemas/sign-up';
import { users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordResetAnswerSchema, signInAfterReset } from '../auth/sign-in-after-reset.ts';
import { fieldError } from '../errors.ts';
import { logSecurityEvent } from '../security-log.ts';
import { createTRPCRouter, publicProcedure, selfOnlyProcedure } from '../trpc.ts';
import { accountMailSender, resetPasswordLink, resetPasswordMail } from './account-mails.ts';
import { findLiveAccountToken, issueAccountToken, spendAccountToken } from './account-token.ts';
import { sendVerificationMail, signUp } from './sign-up.ts';

export { DEFAULT_TRIAL_DAYS, signUpEnabled } from './sign-up.ts';

const tags = ['Auth'];

/** Self-service accounts: sign-up, email verification, forgotten passwords. */
export const signUpRouter = createTRPCRouter({
  create: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/sign-up',
        summary:
          'Create a Free account in trial; a link to confirm the address is mailed to it (an address that has an account gets a note instead, and the same answer). Signs nobody in. 403 when the operator closed sign-up or the install has no Admin yet; 429 past the per-address and per-recipient limits',
        tags,
        public: true,
        permission: null,
        errors: [400, 403, 429],
      },
    })
    .input(signUpSchema)
    .output(z.object({ message: z.string() }))
    .mutation(signUp),

  verifyEmail: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/verify-email',
        summary:
          'Confirm an email address with the token of the mailed link; each link works once, for 48 hours',
        tags,
        public: true,
        permission: null,
        errors: [400],
      },
    })
    .input(verifyEmailSchema)
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      // One transaction: the address checked is the one marked verified (no email change in between).
      const verified = await ctx.db.transaction(async (tx) => {
        const token = await spendAccountToken(tx, 'verify-email', input.token, now);
        const user = token && (await tx.select().from(users).where(eq(users.id, token.userId)).get());
        // A link mailed to an address the account no longer has proves nothing about the current one.
        if (!token || !user || user.email !== token.email) return null;
        if (!user.emailVerifiedAt)
          await tx
            .update(users)
            .set({ emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
            .where(eq(users.id, user.id))
            .run();
        return { email: user.email };
      });
      if (!verified) throw new TRPCError({ code: 'BAD_REQUEST', message: VERIFY_LINK_INVALID });
      return verified;
    }),

  resendVerification: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/verify-email/resend',
        summary:
          'Mail a new link to confirm the signed-in account’s email address; earlier links stop working',
        tags,
        permission: null,
        errors: [401, 403, 409, 429],
      },
    })
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx }) => {
      if (ctx.user.emailVerifiedAt)
        throw new TRPCError({ code: 'CONFLICT', message: EMAIL_ALREADY_VERIFIED });
      await ctx.limits.accountMails.take(ctx.request.ip, ctx.user.email, ctx.now());
      await sendVerificationMail(ctx, ctx.user);
      return { email: ctx.user.email };
    }),

  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/forgot-password',
        summary:
          'Mail a link to reset the password to the address, if an account has it; the answer is the same either way',
        tags,
        public: true,
        permission: null,
        errors: [400, 429],
      },
    })
    .input(forgotPasswordSchema)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      // Counted for unknown addresses too, so the limit says nothing about who has an account.
      await ctx.limits.accountMails.take(ctx.request.ip, input.email, now);
      const user = await ctx.db.select().from(users).where(eq(users.email, input.email)).get();
      if (user && !user.isDeactivated) {
        const token = await issueAccountToken(ctx.db, {
          purpose: 'reset-password',
          userId: user.id,
          email: user.email,
          now,
        });
        await ctx.services.mailer.send(
          resetPasswordMail({
            ownerId: user.id,
            from: accountMailSender(ctx.config.publicUrl),
            to: user.email,
            link: resetPasswordLink(ctx.config.publicUrl, token),
          }),
        );
        logSecurityEvent('password_reset_requested', { userId: user.id, ip: ctx.request.ip });
      }
      return { message: FORGOT_PASSWORD_SENT };
    }),

  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/reset-password',
        summary:
          'Choose a new password with the token of the mailed link (works once, for 1 hour); signs out every session of the account and signs in here. For an account with two-factor authentication it answers twoFactorRequired and a challengeToken instead: finish with POST /api/auth/two-factor',
        tags,
        public: true,
        permission: null,
        errors: [400],
      },
    })
    .input(resetPasswordSchema)
    .output(passwordResetAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_INVALID });
      const now = ctx.now();
      const peek = await findLiveAccountToken(ctx.db, 'reset-password', input.token, now);
      const owner = peek && (await ctx.db.select().from(users).where(eq(users.id, peek.userId)).get());
      if (!peek || !owner || owner.isDeactivated || owner.email !== peek.email) throw invalid();
      // Checked before the token is spent, so a refused password leaves the link usable.
      const problem = newPasswordProblem(input.password, owner.email);
      if (problem) throw fieldError('password', problem);
      const passwordHash = await hashPassword(input.password);
      // Spent and the password set in one transaction, so the token's use and its effect go together.
      const user = await ctx.db.transaction(async (tx) => {
        if (!(await spendAccountToken(tx, 'reset-password', input.token, ctx.now()))) return null;
        const updatedAt = new Date(ctx.now());
        // The link came by mail: opening it proves the address as well.
        return tx
          .update(users)
          .set({ passwordHash, updatedAt, emailVerifiedAt: owner.emailVerifiedAt ?? updatedAt })
          .where(eq(users.id, owner.id))
          .returning()
          .get();
      });
      if (!user) throw invalid();
      await ctx.sessions.invalidateAllForUser(user.id);
      logSecurityEvent('password_reset', { userId: user.id, ip: ctx.request.ip });
      return signInAfterReset(ctx, user);
    }),
});
