import { verifyPassword } from '@leadpath/auth';
import type { UserRow } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { hasSessionFrom } from '../auth/known-address.ts';
import type { Context } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';
import { tooManyWrongPasswords } from '../limits/password-attempts.ts';
import { logSecurityEvent } from '../security-log.ts';

/**
 * The signed-in user's password, confirmed before a change only they may make (new password,
 * account deletion). Wrong guesses count with failed sign-ins for the same account, so a stolen
 * session cannot try passwords faster than the sign-in form allows: past the limit, 429 + Retry-After.
 */
export async function confirmPassword(
  ctx: Context & { user: UserRow },
  password: string,
  wrongPasswordMessage: string,
): Promise<void> {
  const now = ctx.now();
  const { ip } = ctx.request;
  const knownAddress = await hasSessionFrom(ctx.db, ctx.user.id, ip, now);
  // Counted before the hash is checked, in one transaction with the limit check.
  const attempt = await ctx.limits.passwordAttempts.begin(ctx.user.email, ip, now, { knownAddress });
  if (!attempt.allowed)
    throw new TooManyRequestsError(
      tooManyWrongPasswords(attempt.retryAfterSeconds),
      attempt.retryAfterSeconds,
    );
  if (!(await verifyPassword(ctx.user.passwordHash, password))) {
    const filled = await attempt.failed();
    logSecurityEvent('password_confirmation_failed', { userId: ctx.user.id, ip });
    if (filled.length) logSecurityEvent('lockout', { userId: ctx.user.id, ip, limits: filled });
    // 400, not 401: a wrong password here must not look like a lost session to the client.
    throw new TRPCError({ code: 'BAD_REQUEST', message: wrongPasswordMessage });
  }
  await attempt.succeeded();
}
