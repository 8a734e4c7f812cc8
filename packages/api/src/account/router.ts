import { hashPassword } from '@leadpath/auth';
import {
  DELETE_PASSWORD_INCORRECT,
  deleteAccountSchema,
  revokeSessionSchema,
  SESSION_NOT_FOUND,
} from '@leadpath/core/schemas/account';
import { newPasswordProblem } from '@leadpath/core/schemas/new-password';
import { CURRENT_PASSWORD_INCORRECT, changePasswordSchema } from '@leadpath/core/schemas/password';
import { changesOf, sessions, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { fieldError } from '../errors.ts';
import { deleteStoredImage } from '../profile/stored-image.ts';
import { logSecurityEvent } from '../security-log.ts';
import { handOverTeamsOf } from '../team/hand-over-teams.ts';
import { createTRPCRouter, selfOnlyProcedure } from '../trpc.ts';
import { confirmPassword } from './confirm-password.ts';
import { accountSessionSchema, findSessionIdByPublicId, listAccountSessions } from './sessions.ts';

const ok = z.object({ ok: z.literal(true) });

function currentSessionIdOf(ctx: Pick<Context, 'auth'>): string | null {
  return ctx.auth?.kind === 'session' ? ctx.auth.sessionId : null;
}

/** Every session of the user but the one making the request. */
function otherSessionsOf(userId: string, currentSessionId: string | null) {
  return currentSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
    : eq(sessions.userId, userId);
}

/** Password, sessions and deletion: the account's owner only, never an Admin acting for them. */
export const accountRouter = createTRPCRouter({
  changePassword: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/change-password',
        summary: 'Change the password; every other session is signed out, this one stays',
        tags: ['Account'],
        permission: null,
      },
    })
    .input(changePasswordSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      // Checked before the current password, so a refused choice costs no password attempt.
      const problem = newPasswordProblem(input.newPassword, ctx.user.email);
      if (problem) throw fieldError('newPassword', problem);
      await confirmPassword(ctx, input.currentPassword, CURRENT_PASSWORD_INCORRECT);
      const passwordHash = await hashPassword(input.newPassword);
      const userId = ctx.user.id;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(ctx.now()) })
          .where(eq(users.id, userId))
          .run();
        await tx
          .delete(sessions)
          .where(otherSessionsOf(userId, currentSessionIdOf(ctx)))
          .run();
      });
      logSecurityEvent('password_changed', { userId, ip: ctx.request.ip });
      return { ok: true as const };
    }),

  sessions: selfOnlyProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/account/sessions',
        summary: "The user's signed-in sessions: device, browser, IP, created, last active, this device",
        tags: ['Account'],
        permission: null,
      },
    })
    .output(z.object({ sessions: z.array(accountSessionSchema) }))
    .query(async ({ ctx }) => ({
      sessions: await listAccountSessions(ctx.db, ctx.user.id, currentSessionIdOf(ctx), ctx.now()),
    })),

  revokeSession: selfOnlyProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/account/sessions/{id}',
        summary: 'Sign out one session; revoking the current one signs this browser out',
        tags: ['Account'],
        permission: null,
      },
    })
    .input(revokeSessionSchema)
    .output(z.object({ ok: z.literal(true), signedOut: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const sessionId = await findSessionIdByPublicId(ctx.db, ctx.user.id, input.id, ctx.now());
      if (!sessionId) throw new TRPCError({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
      await ctx.sessions.invalidate(sessionId);
      const signedOut = sessionId === currentSessionIdOf(ctx);
      if (signedOut) ctx.responseHeaders.append('set-cookie', ctx.sessions.blankCookie());
      return { ok: true as const, signedOut };
    }),

  revokeOtherSessions: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/sessions/revoke-others',
        summary: 'Sign out every session except this one',
        tags: ['Account'],
        permission: null,
      },
    })
    .output(z.object({ revoked: z.number() }))
    .mutation(async ({ ctx }) => {
      const result = await ctx.db
        .delete(sessions)
        .where(otherSessionsOf(ctx.user.id, currentSessionIdOf(ctx)))
        .run();
      return { revoked: changesOf(result) };
    }),

  delete: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/delete',
        summary: 'Delete the account and everything it owns; signs out',
        tags: ['Account'],
        permission: null,
      },
    })
    .input(deleteAccountSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await confirmPassword(ctx, input.password, DELETE_PASSWORD_INCORRECT);
      const { id: userId, image } = ctx.user;
      // Every table that holds the user's data references users with on delete cascade; teams pass on first.
      await ctx.db.transaction(async (tx) => {
        await handOverTeamsOf(tx, userId);
        await tx.delete(users).where(eq(users.id, userId)).run();
      });
      logSecurityEvent('account_deleted', { userId, ip: ctx.request.ip });
      ctx.responseHeaders.append('set-cookie', ctx.sessions.blankCookie());
      await deleteStoredImage(ctx, image);
      return { ok: true as const };
    }),
});
