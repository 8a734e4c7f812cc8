import {
  confirmEmailChangeSchema,
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  EMAIL_CHANGE_TAKEN,
  emailChangeSent,
  NEW_EMAIL_SAME,
  requestEmailChangeSchema,
} from '@leadpath/core/schemas/email-change';
import { CURRENT_PASSWORD_INCORRECT } from '@leadpath/core/schemas/password';
import { accountTokens, isUniqueViolation, sessions, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { confirmPassword } from '../account/confirm-password.ts';
import type { Context } from '../context.ts';
import { fieldError } from '../errors.ts';
import { logSecurityEvent } from '../security-log.ts';
import { accountMailSender } from '../signup/account-mails.ts';
import { hashAccountToken, issueAccountToken, spendAccountToken } from '../signup/account-token.ts';
import { createTRPCRouter, publicProcedure, selfOnlyProcedure } from '../trpc.ts';
import {
  confirmEmailChangeLink,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
} from './email-change-mails.ts';

const PURPOSE = 'change-email';

const userIdWithEmail = async (ctx: Context, email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get())?.id ?? null;

/** Why a change link does not work (unknown, used or replaced, expired), or null when it is live. */
async function linkProblem(ctx: Context, token: string, now: number): Promise<string | null> {
  const row = await ctx.db
    .select({ usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, PURPOSE)))
    .get();
  if (!row) return EMAIL_CHANGE_LINK_INVALID;
  if (row.usedAt) return EMAIL_CHANGE_LINK_USED;
  if (row.expiresAt.getTime() <= now) return EMAIL_CHANGE_LINK_EXPIRED;
  return null;
}

/**
 * Changing the sign-in address: asked for by the owner with their password, done only when the link
 * mailed to the new address is opened. Whether another account has that address is never told at
 * request time: the answer is the same, only no link goes to it.
 */
export const emailChangeRouter = createTRPCRouter({
  request: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/email',
        summary:
          'Ask to change the email address: a confirmation link goes to the new address and a notice to the current one; the address changes only when the link is opened',
        tags: ['Account'],
        permission: null,
        errors: [400, 429],
      },
    })
    .input(requestEmailChangeSchema)
    .output(z.object({ email: z.string(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { user } = ctx;
      const newEmail = input.newEmail;
      if (newEmail === user.email.toLowerCase()) throw fieldError('newEmail', NEW_EMAIL_SAME);
      await confirmPassword(ctx, input.currentPassword, CURRENT_PASSWORD_INCORRECT);
      const now = ctx.now();
      // Counted for taken addresses too, so the limit says nothing about who has an account.
      await ctx.limits.accountMails.take(ctx.request.ip, newEmail, now);
      const from = accountMailSender(ctx.config.publicUrl);
      if ((await userIdWithEmail(ctx, newEmail)) === null) {
        const token = await issueAccountToken(ctx.db, {
          purpose: PURPOSE,
          userId: user.id,
          email: newEmail,
          now,
        });
        await ctx.services.mailer.send(
          confirmEmailChangeMail({
            ownerId: user.id,
            from,
            to: newEmail,
            link: confirmEmailChangeLink(ctx.config.publicUrl, token),
          }),
        );
      }
      await ctx.services.mailer.send(
        emailChangeNoticeMail({
          ownerId: user.id,
          from,
          to: user.email,
          newEmail,
          publicUrl: ctx.config.publicUrl,
        }),
      );
      logSecurityEvent('email_change_requested', { userId: user.id, ip: ctx.request.ip });
      return { email: newEmail, message: emailChangeSent(newEmail) };
    }),

  confirm: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/confirm-email',
        summary:
          'Confirm an email change with the token of the link mailed to the new address (works once, for 24 hours): the address changes and counts as confirmed, and every other session of the account is signed out',
        tags: ['Auth'],
        public: true,
        permission: null,
        errors: [400, 409],
      },
    })
    .input(confirmEmailChangeSchema)
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const problem = await linkProblem(ctx, input.token, now);
      if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
      const taken = () => new TRPCError({ code: 'CONFLICT', message: EMAIL_CHANGE_TAKEN });
      let changed: { userId: string; email: string };
      try {
        changed = await ctx.db.transaction(async (tx) => {
          const token = await spendAccountToken(tx, PURPOSE, input.token, now);
          if (!token) throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_CHANGE_LINK_USED });
          const owner = await tx.select().from(users).where(eq(users.id, token.userId)).get();
          if (!owner || owner.isDeactivated)
            throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_CHANGE_LINK_INVALID });
          const holder = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, token.email))
            .get();
          if (holder && holder.id !== owner.id) throw taken();
          await tx
            .update(users)
            .set({ email: token.email, emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
            .where(eq(users.id, owner.id))
            .run();
          // The browser that opens the link stays signed in when it is the owner's.
          const keepSessionId =
            ctx.auth?.kind === 'session' && ctx.auth.user.id === owner.id ? ctx.auth.sessionId : null;
          await tx
            .delete(sessions)
            .where(
              keepSessionId
                ? and(eq(sessions.userId, owner.id), ne(sessions.id, keepSessionId))
                : eq(sessions.userId, owner.id),
            )
            .run();
          return { userId: owner.id, email: token.email };
        });
      } catch (error) {
        // Another account took the address between the check and the update: nothing was changed.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      logSecurityEvent('email_changed', { userId: changed.userId, ip: ctx.request.ip });
      return { email: changed.email };
    }),
});
