import { createHash, randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_WRONG,
  TWO_FACTOR_CHALLENGE_ENDED,
  TWO_FACTOR_CHALLENGE_MAX_FAILURES,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_CODE_REUSED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_CODES_LOCKED,
  TWO_FACTOR_MAX_WRONG_CODES,
  twoFactorSignInSchema,
} from '@leadpath/core/schemas/two-factor';
import { twoFactorChallenges, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { logSecurityEvent } from '../security-log.ts';
import { ACCOUNT_DEACTIVATED, publicProcedure } from '../trpc.ts';
import {
  checkTotpCode,
  countWrongCode,
  credentialOf,
  resetWrongCodes,
  useRecoveryCode,
} from '../two-factor/credentials.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import { hasSessionFrom } from './known-address.ts';
import { offerSignInLink, tooManyAttempts } from './sign-in-link.ts';
import { startSession } from './start-session.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The password was right and the account has two-factor on: no session yet, but a short-lived token
 * the client sends back with the code. Only its hash is stored.
 */
export function beginTwoFactorChallenge(
  ctx: Context,
  userId: string,
  options: { viaSignInLink?: boolean } = {},
): string {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  ctx.db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, new Date(now)))
    .run();
  ctx.db
    .insert(twoFactorChallenges)
    .values({
      id: hashOf(token),
      userId,
      viaSignInLink: options.viaSignInLink ?? false,
      createdAt: new Date(now),
      expiresAt: new Date(now + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
    })
    .run();
  return token;
}

function challengeEnded(): TRPCError {
  return new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_CHALLENGE_ENDED });
}

/** A wrong code: counted on the challenge, which ends after too many. */
function countFailure(ctx: Context, challengeId: string, failures: number): void {
  if (failures + 1 >= TWO_FACTOR_CHALLENGE_MAX_FAILURES)
    ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId)).run();
  else
    ctx.db
      .update(twoFactorChallenges)
      .set({ failedAttempts: failures + 1 })
      .where(eq(twoFactorChallenges.id, challengeId))
      .run();
}

/** Null when the code (or recovery code) is right and now used; else what the user is told. */
function refusalOf(
  ctx: Context,
  userId: string,
  input: { code?: string; recoveryCode?: string },
  now: number,
): string | null {
  if (input.code !== undefined) {
    const check = checkTotpCode(ctx, userId, input.code, now);
    if (check === 'ok') return null;
    if (check === 'wrong') countWrongCode(ctx.db, userId);
    return check === 'reused' ? TWO_FACTOR_CODE_REUSED : TWO_FACTOR_CODE_WRONG;
  }
  return useRecoveryCode(ctx.db, userId, input.recoveryCode ?? '', now) ? null : RECOVERY_CODE_WRONG;
}

/** Past the cap of wrong codes only a recovery code (or the mailed link's fresh sign-in) is taken. */
function codesLocked(ctx: Context, userId: string, input: { code?: string }): boolean {
  if (input.code === undefined) return false;
  return (credentialOf(ctx.db, userId)?.failedCodes ?? 0) >= TWO_FACTOR_MAX_WRONG_CODES;
}

/** The second step of a sign-in: a current code or an unused recovery code completes it. */
export const twoFactorSignIn = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/auth/two-factor',
      summary:
        'Complete a sign-in that answered twoFactorRequired: the challengeToken with a current code or a recovery code; sets the session cookie',
      tags: ['Auth'],
      public: true,
      permission: null,
      errors: [400, 401, 403, 429],
    },
  })
  .input(twoFactorSignInSchema)
  .output(z.object({ user: userProfileSchema }))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const { ip } = ctx.request;
    const challenge = ctx.db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.id, hashOf(input.challengeToken)),
          gt(twoFactorChallenges.expiresAt, new Date(now)),
        ),
      )
      .get();
    if (!challenge) throw challengeEnded();
    const user = ctx.db.select().from(users).where(eq(users.id, challenge.userId)).get();
    if (!user) throw challengeEnded();
    // Wrong codes count with wrong passwords, before anything is checked (sign-in-throttle rules).
    const attempt = ctx.limits.passwordAttempts.begin(user.email, ip, now, {
      knownAddress: challenge.viaSignInLink || hasSessionFrom(ctx.db, user.id, ip, now),
    });
    if (!attempt.allowed) throw await tooManyAttempts(ctx, attempt, user, now);
    if (codesLocked(ctx, user.id, input)) {
      // Not checked, so not counted: the account waits for a recovery code or the mailed link.
      attempt.secondFactorDue();
      await offerSignInLink(ctx, user, now);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_CODES_LOCKED });
    }
    const refusal = refusalOf(ctx, user.id, input, now);
    const method = input.code !== undefined ? 'authenticator_code' : 'recovery_code';
    if (refusal) {
      const filled = attempt.failed();
      countFailure(ctx, challenge.id, challenge.failedAttempts);
      logSecurityEvent('sign_in_failed', { userId: user.id, ip, reason: `wrong_${method}` });
      if (filled.length) logSecurityEvent('lockout', { userId: user.id, ip, limits: filled });
      const lockedNow = codesLocked(ctx, user.id, input);
      if (lockedNow) {
        logSecurityEvent('two_factor_codes_locked', { userId: user.id, ip });
        await offerSignInLink(ctx, user, now);
      }
      throw new TRPCError({ code: 'UNAUTHORIZED', message: lockedNow ? TWO_FACTOR_CODES_LOCKED : refusal });
    }
    attempt.succeeded();
    resetWrongCodes(ctx.db, user.id);
    // One challenge, one session: a second request with the same token finds it gone.
    const used = ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id)).run();
    if (used.changes !== 1) throw challengeEnded();
    if (user.isDeactivated) throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_DEACTIVATED });
    await startSession(ctx, user, { twoFactorVerified: true });
    logSecurityEvent('sign_in_succeeded', { userId: user.id, ip, secondFactor: method });
    return { user: toUserProfile(user) };
  });
