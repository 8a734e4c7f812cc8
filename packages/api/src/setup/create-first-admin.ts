import { randomUUID } from 'node:crypto';
import { hashPassword } from '@leadpath/auth';
import { type CreateFirstAdminInput, FIRST_ADMIN_EXISTS } from '@leadpath/core/schemas/setup';
import { type Db, type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context.ts';
import { toUserProfile } from '../user/user-profile.ts';

/** An empty install (no user at all) is the only one that offers the first-Admin page. */
export async function needsFirstAdmin(db: Db): Promise<boolean> {
  return !(await db.select({ id: users.id }).from(users).limit(1).get());
}

async function refuseOnceAnyUserExists(db: Db): Promise<void> {
  if (!(await needsFirstAdmin(db))) throw new TRPCError({ code: 'CONFLICT', message: FIRST_ADMIN_EXISTS });
}

/**
 * Creates the first Admin and signs them in. The check for "no user yet" and the insert run in one
 * immediate transaction, so of two racing requests (even from two processes) only one creates a row.
 */
export async function createFirstAdmin({
  ctx,
  input,
}: {
  ctx: Context;
  input: Omit<CreateFirstAdminInput, 'confirmPassword'>;
}) {
  // Refused before the (deliberately slow) hash, so a set-up install spends nothing on these calls.
  await refuseOnceAnyUserExists(ctx.db);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const admin: UserRow = await ctx.db.transaction(
    async (tx) => {
      await refuseOnceAnyUserExists(tx);
      return tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          name: input.name,
          passwordHash,
          role: 'Admin',
          // As the seed's Admin: the tier column is a plan; Admin staff see every plan's features.
          tier: 'Pro',
          // The operator typed their own address on the server's page: nothing to confirm.
          emailVerifiedAt: new Date(now),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
  if (ctx.auth?.kind === 'session') await ctx.sessions.invalidate(ctx.auth.sessionId);
  const { cookie } = await ctx.sessions.create(
    admin.id,
    { userAgent: ctx.request.userAgent, ipAddress: ctx.request.ip },
    { now },
  );
  ctx.responseHeaders.delete('set-cookie');
  ctx.responseHeaders.append('set-cookie', cookie);
  return { user: toUserProfile(admin) };
}
