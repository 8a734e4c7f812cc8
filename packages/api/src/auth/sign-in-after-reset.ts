import type { UserRow } from '@leadpath/db';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { isTwoFactorOn } from '../two-factor/credentials.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import { startSession } from './start-session.ts';
import { beginTwoFactorChallenge } from './two-factor-sign-in.ts';

/** Signed in, or (two-factor on) the code step still due, as the sign-in's own answer. */
export const passwordResetAnswerSchema = z.union([
  z.object({ user: userProfileSchema }),
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);

/**
 * After a password reset: the mailed link proves the mailbox, not the second factor, so an account
 * with two-factor on goes on to the code step (POST /api/auth/two-factor) instead of a session.
 */
export async function signInAfterReset(
  ctx: Context,
  user: UserRow,
): Promise<z.infer<typeof passwordResetAnswerSchema>> {
  if (await isTwoFactorOn(ctx.db, user.id))
    return { twoFactorRequired: true, challengeToken: await beginTwoFactorChallenge(ctx, user.id) };
  await startSession(ctx, user);
  return { user: toUserProfile(user) };
}
