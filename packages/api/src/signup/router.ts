import { randomUUID } from 'node:crypto';
import { hashPassword } from '@leadpath/auth';
import { DAY_MS } from '@leadpath/core';
import { newPasswordProblem } from '@leadpath/core/schemas/new-password';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_TAKEN,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
  SIGN_UP_CLOSED,
  signUpSchema,
  VERIFY_LINK_INVALID,
  verifyEmailSchema,
} from '@leadpath/core/schemas/sign-up';
import { type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordResetAnswerSchema, signInAfterReset } from '../auth/sign-in-after-reset.ts';
import type { Context } from '../context.ts';
import { fieldError } from '../errors.ts';
import { logSecurityEvent } from '../security-log.ts';
import { createTRPCRouter, publicProcedure, selfOnlyProcedure } from '../trpc.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import {
  accountMailSender,
  resetPasswordLink,
  resetPasswordMail,
  verifyEmailLink,
  verifyEmailMail,
} from './account-mails.ts';
import { findLiveAccountToken, issueAccountToken, spendAccountToken } from './account-token.ts';

const tags = ['Auth'];
export const DEFAULT_TRIAL_DAYS = 14;

export const signUpEnabled = (ctx: Pick<Context, 'config'>) => ctx.config.signUpEnabled ?? true;

/** Mails a fresh verification link to the user's address (earlier links stop working). */
async function sendVerificationMail(ctx: Context, user: UserRow): Promise<void> {
  const token = issueAccountToken(ctx.db, {
    purpose: 'verify-email',
    userId: user.id,
    email: user.email,
    now: ctx.now(),
  });
  await ctx.services.mailer.send(
    verifyEmailMail({
      ownerId: user.id,
      from: accountMailSender(ctx.config.publicUrl),
      to: user.email,
      link: verifyEmailLink(ctx.config.publicUrl, token),
    }),
  );
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');

/** Self-service accounts: sign-up, email verification, forgotten passwords. */
export const signUpRouter = createTRPCRouter({
  create: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/sign-up',
        summary:
          'Create a Free account in trial and sign in; a link to confirm the email address is mailed to it. 403 when the operator closed sign-up',
        tags,
        public: true,
        permission: null,
        errors: [400, 403, 409],
      },
    })
    .input(signUpSchema)
    .output(z.object({ user: userProfileSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!signUpEnabled(ctx)) throw new TRPCError({ code: 'FORBIDDEN', message: SIGN_UP_CLOSED });
      const problem = newPasswordProblem(input.password, input.email);
      if (problem) throw fieldError('password', problem);
      const taken = () => new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN });
      if (ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get())
        throw taken();
      const passwordHash = await hashPassword(input.password);
      const now = ctx.now();
      const trialDays = ctx.config.trialDays ?? DEFAULT_TRIAL_DAYS;
      let user: UserRow;
      try {
        user = ctx.db
          .insert(users)
          .values({
            id: randomUUID(),
            email: input.email,
            name: input.name,
            passwordHash,
            role: 'Free',
            tier: 'Free',
            trialEndDate: new Date(now + trialDays * DAY_MS),
            timeZone: input.timeZone ?? null,
            emailVerifiedAt: null,
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })
          .returning()
          .get();
      } catch (error) {
        // Another request took the address between the check and the insert.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      logSecurityEvent('sign_up', { userId: user.id, ip: ctx.request.ip });
      await sendVerificationMail(ctx, user);
      await startSession(ctx, user);
      return { user: toUserProfile(user) };
    }),

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
    .mutation(({ ctx, input }) => {
      const now = ctx.now();
      const token = spendAccountToken(ctx.db, 'verify-email', input.token, now);
      const user = token && ctx.db.select().from(users).where(eq(users.id, token.userId)).get();
      // A link mailed to an address the account no longer has proves nothing about the current one.
      if (!token || !user || user.email !== token.email)
        throw new TRPCError({ code: 'BAD_REQUEST', message: VERIFY_LINK_INVALID });
      if (!user.emailVerifiedAt)
        ctx.db
          .update(users)
          .set({ emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
          .where(eq(users.id, user.id))
          .run();
      return { email: user.email };
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
      ctx.limits.accountMails.take(ctx.request.ip, ctx.user.email, ctx.now());
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
      ctx.limits.accountMails.take(ctx.request.ip, input.email, now);
      const user = ctx.db.select().from(users).where(eq(users.email, input.email)).get();
      if (user && !user.isDeactivated) {
        const token = issueAccountToken(ctx.db, {
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
      const peek = findLiveAccountToken(ctx.db, 'reset-password', input.token, now);
      const owner = peek && ctx.db.select().from(users).where(eq(users.id, peek.userId)).get();
      if (!peek || !owner || owner.isDeactivated || owner.email !== peek.email) throw invalid();
      // Checked before the token is spent, so a refused password leaves the link usable.
      const problem = newPasswordProblem(input.password, owner.email);
      if (problem) throw fieldError('password', problem);
      const passwordHash = await hashPassword(input.password);
      if (!spendAccountToken(ctx.db, 'reset-password', input.token, ctx.now())) throw invalid();
      const updatedAt = new Date(ctx.now());
      // The link came by mail: opening it proves the address as well.
      const user = ctx.db
        .update(users)
        .set({ passwordHash, updatedAt, emailVerifiedAt: owner.emailVerifiedAt ?? updatedAt })
        .where(eq(users.id, owner.id))
        .returning()
        .get();
      await ctx.sessions.invalidateAllForUser(user.id);
      logSecurityEvent('password_reset', { userId: user.id, ip: ctx.request.ip });
      return signInAfterReset(ctx, user);
    }),
});
