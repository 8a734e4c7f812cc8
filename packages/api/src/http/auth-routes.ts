import { decoyPasswordHash, verifyPassword } from '@leadpath/auth';
import { loginSchema } from '@leadpath/core/schemas/auth';
import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../context.ts';
import { fieldIssuesOf } from '../errors.ts';
import { toUserProfile, userProfileSchema } from '../routers/user-profile.ts';
import { ACCOUNT_DEACTIVATED } from '../trpc.ts';
import { tooManySignInAttempts } from './login-throttle.ts';
import type { ManualOperation } from './openapi.ts';
import { MalformedJsonError, readJsonBody } from './read-json.ts';
import { requestInfoOf } from './request-context.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

const login: ManualOperation = {
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password; sets the session cookie',
  tags: ['Auth'],
  public: true,
  requestBody: loginSchema,
  response: z.object({ user: userProfileSchema }),
  errors: [400, 401, 403, 429],
};

const logout: ManualOperation = {
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out; the session is invalidated on the server',
  tags: ['Auth'],
  public: true,
  response: z.object({ ok: z.literal(true) }),
  errors: [],
};

export const authOperations: ManualOperation[] = [login, logout];

/** Sign-in and sign-out: plain HTTP routes because they set and clear the session cookie. */
export function createAuthRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  const throttle = deps.passwordAttempts;

  routes.post(login.path, async (c) => {
    let body: unknown;
    try {
      body = await readJsonBody(c);
    } catch (error) {
      if (error instanceof MalformedJsonError) return c.json({ error: error.message }, 400);
      throw error;
    }
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) {
      return c.json(
        { error: parsed.error.issues[0]?.message ?? 'Invalid input', issues: fieldIssuesOf(parsed.error) },
        400,
      );
    }
    const { email, password, timeZone } = parsed.data;
    const request = requestInfoOf(c, deps);
    const now = deps.now();
    const retryAfter = throttle.retryAfterSeconds(email, request.ip, now);
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter));
      return c.json({ error: tooManySignInAttempts(retryAfter) }, 429);
    }
    const user = deps.db.select().from(users).where(eq(users.email, email)).get();
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !passwordOk) {
      throttle.recordFailure(email, request.ip, now);
      return c.json({ error: INVALID_CREDENTIALS }, 401);
    }
    if (user.isDeactivated) return c.json({ error: ACCOUNT_DEACTIVATED }, 403);
    throttle.clear(email);
    // The first zone a browser reports becomes the default of new settings; later ones do not move it.
    if (timeZone && !user.timeZone)
      deps.db.update(users).set({ timeZone }).where(eq(users.id, user.id)).run();
    // A cookie presented before sign-in is never reused: drop it and issue a new session.
    const previous = deps.sessions.readSessionId(c.req.header('cookie'));
    if (previous) await deps.sessions.invalidate(previous);
    const { cookie } = await deps.sessions.create(
      user.id,
      { userAgent: request.userAgent, ipAddress: request.ip },
      { secure: request.secure, now },
    );
    c.header('set-cookie', cookie, { append: true });
    return c.json({ user: toUserProfile(user) }, 200);
  });

  routes.post(logout.path, async (c) => {
    const request = requestInfoOf(c, deps);
    const sessionId = deps.sessions.readSessionId(c.req.header('cookie'));
    if (sessionId) await deps.sessions.invalidate(sessionId);
    c.header('set-cookie', deps.sessions.blankCookie(request.secure), { append: true });
    return c.json({ ok: true }, 200);
  });

  return routes;
}
