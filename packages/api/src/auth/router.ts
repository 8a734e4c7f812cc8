import { decoyPasswordHash, verifyPassword } from '@leadpath/auth';
import { loginSchema } from '@leadpath/core/schemas/auth';
import { users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { revokeSessionGrants } from '../admin/impersonation.ts';
import { logSecurityEvent } from '../security-log.ts';
import { ACCOUNT_DEACTIVATED, createTRPCRouter, publicProcedure } from '../trpc.ts';
import { isTwoFactorOn, resetWrongCodes } from '../two-factor/credentials.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import { hasSessionFrom } from './known-address.ts';
import { liveSignInLink, spendSignInLink, tooManyAttempts } from './sign-in-link.ts';
import { startSession } from './start-session.ts';
import { beginTwoFactorChallenge, twoFactorSignIn } from './two-factor-sign-in.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

const tags = ['Auth'];

/** Sign-in and sign-out: they set and clear the session cookie through the context's response headers. */
export const authRouter = createTRPCRouter({
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login',
        summary:
          'Sign in with email and password; sets the session cookie. For an account with two-factor authentication it answers twoFactorRequired and a challengeToken instead: finish with POST /api/auth/two-factor',
        tags,
        public: true,
        permission: null,
        errors: [400, 401, 403, 429],
      },
    })
    .input(loginSchema)
    .output(
      z.union([
        z.object({ user: userProfileSchema }),
        z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
      ]),
    )
    .mutation(async ({ ctx, input }) => {
      const { email, password, timeZone } = input;
      const now = ctx.now();
      const { ip } = ctx.request;
      const user = await ctx.db.select().from(users).where(eq(users.email, email)).get();
      // The owner's mailed link lets them past the account-wide lock, as their usual address does.
      const link = await liveSignInLink(ctx, input.signInLink, user, now);
      const knownAddress =
        link !== null || (user !== undefined && (await hasSessionFrom(ctx.db, user.id, ip, now)));
      // Counted before the hash is checked, in one transaction with the limit check, so parallel
      // guesses cannot all pass, on any instance.
      const attempt = await ctx.limits.passwordAttempts.begin(email, ip, now, { knownAddress });
      if (!attempt.allowed) throw await tooManyAttempts(ctx, attempt, user, now);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !passwordOk) {
        const filled = await attempt.failed();
        const userId = user?.id ?? null;
        logSecurityEvent('sign_in_failed', { userId, ip, reason: user ? 'wrong_password' : 'unknown_email' });
        if (filled.length) logSecurityEvent('lockout', { userId, ip, limits: filled });
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      const twoFactor = await isTwoFactorOn(ctx.db, user.id);
      if (twoFactor) await attempt.secondFactorDue();
      else await attempt.succeeded();
      if (user.isDeactivated) {
        logSecurityEvent('sign_in_failed', { userId: user.id, ip, reason: 'deactivated' });
        throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_DEACTIVATED });
      }
      // The first zone a browser reports becomes the default of new settings; later ones do not move it.
      if (timeZone && !user.timeZone)
        await ctx.db
          .update(users)
          .set({ timeZone, updatedAt: new Date(now) })
          .where(eq(users.id, user.id))
          .run();
      // The link works once; it also re-opens code entry after too many wrong codes.
      const viaSignInLink =
        link !== null &&
        input.signInLink !== undefined &&
        (await spendSignInLink(ctx, input.signInLink, now));
      if (viaSignInLink) await resetWrongCodes(ctx.db, user.id);
      // No session before the code: the second step (auth.twoFactor) starts it.
      if (twoFactor)
        return {
          twoFactorRequired: true as const,
          challengeToken: await beginTwoFactorChallenge(ctx, user.id, { viaSignInLink }),
        };
      await startSession(ctx, user);
      logSecurityEvent('sign_in_succeeded', { userId: user.id, ip });
      return { user: toUserProfile(user) };
    }),

  twoFactor: twoFactorSignIn,

  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/logout',
        summary: 'Sign out; the session is invalidated on the server',
        tags,
        public: true,
        permission: null,
        errors: [403],
      },
    })
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.auth?.kind === 'session') {
        // An impersonation started from this session ends with it.
        await revokeSessionGrants(ctx.db, ctx.auth.sessionId, ctx.now());
        await ctx.sessions.invalidate(ctx.auth.sessionId);
      }
      ctx.responseHeaders.delete('set-cookie');
      ctx.responseHeaders.append('set-cookie', ctx.sessions.blankCookie());
      return { ok: true as const };
    }),
});
