import { verifyPassword } from '@leadpath/auth';
import type { UserRow } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context.ts';
import { tooManyWrongPasswords } from '../http/login-throttle.ts';

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
  const { email } = ctx.user;
  const retryAfter = ctx.passwordAttempts.retryAfterSeconds(email, ctx.request.ip, now);
  if (retryAfter !== null) {
    ctx.responseHeaders.set('Retry-After', String(retryAfter));
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyWrongPasswords(retryAfter) });
  }
  if (!(await verifyPassword(ctx.user.passwordHash, password))) {
    ctx.passwordAttempts.recordFailure(email, ctx.request.ip, now);
    // 400, not 401: a wrong password here must not look like a lost session to the client.
    throw new TRPCError({ code: 'BAD_REQUEST', message: wrongPasswordMessage });
  }
  ctx.passwordAttempts.clear(email);
}
