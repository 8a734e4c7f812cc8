import type { UserRow } from '@leadpath/db';
import type { Context } from '../context.ts';

/**
 * Signs the user in on this client: a session presented before sign-in is never reused (dropped, and
 * a new one issued), and the new session's cookie is the only one the answer sets.
 */
export async function startSession(ctx: Context, user: UserRow): Promise<void> {
  if (ctx.auth?.kind === 'session') await ctx.sessions.invalidate(ctx.auth.sessionId);
  const { cookie } = await ctx.sessions.create(
    user.id,
    { userAgent: ctx.request.userAgent, ipAddress: ctx.request.ip },
    { now: ctx.now() },
  );
  ctx.responseHeaders.delete('set-cookie');
  ctx.responseHeaders.append('set-cookie', cookie);
}
