import type { UserRow } from '@leadpath/db';
import type { Context } from '../context.ts';

/**
 * Signs the user in on this client: a session presented before sign-in is never reused (dropped, and
 * a new one issued), and the new session's cookie is the only one the answer sets. The session
 * records whether the sign-in passed a second factor; only then does it open the admin tools.
 */
export async function startSession(
  ctx: Context,
  user: UserRow,
  options: { twoFactorVerified: boolean } = { twoFactorVerified: false },
): Promise<void> {
  if (ctx.auth?.kind === 'session') await ctx.sessions.invalidate(ctx.auth.sessionId);
  const { cookie } = await ctx.sessions.create(
    user.id,
    { userAgent: ctx.request.userAgent, ipAddress: ctx.request.ip },
    { now: ctx.now(), twoFactorVerified: options.twoFactorVerified },
  );
  ctx.responseHeaders.delete('set-cookie');
  ctx.responseHeaders.append('set-cookie', cookie);
}
