import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '@leadpath/auth';
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
import { changesOf, type Db, twoFactorChallenges, type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';
import type { PasswordAttempt, PasswordAttemptScope } from '../limits/password-attempts.ts';
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
export async function beginTwoFactorChallenge(
  ctx: Context,
  userId: string,
  options: { viaSignInLink?: boolean } = {},
): Promise<string> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, new Date(now)))
    .run();
  await ctx.db
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
async function countFailure(db: Db, challengeId: string, failures: number): Promise<void> {
  if (failures + 1 >= TWO_FACTOR_CHALLENGE_MAX_FAILURES)
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId)).run();
  else
    await db
      .update(twoFactorChallenges)
      .set({ failedAttempts: failures + 1 })
      .where(eq(twoFactorChallenges.id, challengeId))
      .run();
}

/** Null when the code (or recovery code) is right and now used; else what the user is told. */
async function refusalOf(
  deps: { db: Db; secrets: SecretBox },
  userId: string,
  input: { code?: string; recoveryCode?: string },
  now: number,
): Promise<string | null> {
  if (input.code !== undefined) {
    const check = await checkTotpCode(deps, userId, input.code, now);
    if (check === 'ok') return null;
    if (check === 'wrong') await countWrongCode(deps.db, userId);
    return check === 'reused' ? TWO_FACTOR_CODE_REUSED : TWO_FACTOR_CODE_WRONG;
  }
  return (await useRecoveryCode(deps.db, userId, input.recoveryCode ?? '', now)) ? null : RECOVERY_CODE_WRONG;
}

/** Past the cap of wrong codes only a recovery code (or the mailed link's fresh sign-in) is taken. */
async function codesLocked(db: Db, userId: string, input: { code?: string }): Promise<boolean> {
  if (input.code === undefined) return false;
  return ((await credentialOf(db, userId))?.failedCodes ?? 0) >= TWO_FACTOR_MAX_WRONG_CODES;
}

/** What the checks inside the transaction decided; mail and errors come after it. */
type SecondStep =
  | { kind: 'ended' }
  | { kind: 'refused'; refusal: Extract<PasswordAttempt, { allowed: false }>; user: UserRow }
  | { kind: 'locked'; user: UserRow }
  | { kind: 'wrong'; user: UserRow; refusal: string; filled: PasswordAttemptScope[]; lockedNow: boolean }
  | { kind: 'passed'; user: UserRow };

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
    const method = input.code !== undefined ? 'authenticator_code' : 'recovery_code';
    // The challenge, the cap of wrong codes, the code check and their counts in one transaction:
    // racing requests cannot all check codes against the same counts, nor spend one challenge twice.
    const step = await ctx.db.transaction(async (tx): Promise<SecondStep> => {
      const challenge = await tx
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.id, hashOf(input.challengeToken)),
            gt(twoFactorChallenges.expiresAt, new Date(now)),
          ),
        )
        .get();
      if (!challenge) return { kind: 'ended' };
      const user = await tx.select().from(users).where(eq(users.id, challenge.userId)).get();
      if (!user) return { kind: 'ended' };
      const knownAddress = challenge.viaSignInLink || (await hasSessionFrom(tx, user.id, ip, now));
      // Wrong codes count with wrong passwords, before anything is checked (sign-in-throttle rules).
      const attempt = await ctx.limits.passwordAttempts.begin(user.email, ip, now, { knownAddress });
      if (!attempt.allowed) return { kind: 'refused', refusal: attempt, user };
      if (await codesLocked(tx, user.id, input)) {
        // Not checked, so not counted: the account waits for a recovery code or the mailed link.
        await attempt.secondFactorDue();
        return { kind: 'locked', user };
      }
      const refusal = await refusalOf({ db: tx, secrets: ctx.secrets }, user.id, input, now);
      if (refusal) {
        const filled = await attempt.failed();
        await countFailure(tx, challenge.id, challenge.failedAttempts);
        const lockedNow = await codesLocked(tx, user.id, input);
        return { kind: 'wrong', user, refusal, filled, lockedNow };
      }
      await attempt.succeeded();
      await resetWrongCodes(tx, user.id);
      // One challenge, one session: a second request with the same token finds it gone.
      const used = await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id)).run();
      if (changesOf(used) !== 1) return { kind: 'ended' };
      return { kind: 'passed', user };
    });
    if (step.kind === 'ended') throw challengeEnded();
    const { user } = step;
    if (step.kind === 'refused') throw await tooManyAttempts(ctx, step.refusal, user, now);
    if (step.kind === 'locked') {
      await offerSignInLink(ctx, user, now);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_CODES_LOCKED });
    }
    if (step.kind === 'wrong') {
      const { filled, lockedNow } = step;
      logSecurityEvent('sign_in_failed', { userId: user.id, ip, reason: `wrong_${method}` });
      if (filled.length) logSecurityEvent('lockout', { userId: user.id, ip, limits: filled });
      if (lockedNow) {
        logSecurityEvent('two_factor_codes_locked', { userId: user.id, ip });
        await offerSignInLink(ctx, user, now);
      }
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: lockedNow ? TWO_FACTOR_CODES_LOCKED : step.refusal,
      });
    }
    if (user.isDeactivated) throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_DEACTIVATED });
    await startSession(ctx, user, { twoFactorVerified: true });
    logSecurityEvent('sign_in_succeeded', { userId: user.id, ip, secondFactor: method });
    return { user: toUserProfile(user) };
  });
