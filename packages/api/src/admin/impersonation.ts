import { randomUUID } from 'node:crypto';
import {
  IMPERSONATION_ENDED,
  IMPERSONATION_GRANT_MINUTES,
  IMPERSONATION_HEADER,
  type ImpersonationRecord,
  isAdmin,
  parseImpersonationRecord,
  roles,
} from '@leadpath/core';
import { changesOf, type Db, impersonationGrants, type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Context, RequestAuth } from '../context.ts';
import { toTRPCError } from '../errors.ts';
import { logSecurityEvent } from '../security-log.ts';

/** The record as the admin procedures answer it, described for the OpenAPI document. */
export const impersonationRecordSchema = z.object({
  targetUserId: z.string().min(1),
  targetUserEmail: z.string(),
  targetUserRole: z.enum(roles),
}) satisfies z.ZodType<ImpersonationRecord>;

function parseHeader(value: string): ImpersonationRecord {
  let record: ImpersonationRecord | null = null;
  try {
    record = parseImpersonationRecord(JSON.parse(value));
  } catch {
    // Not JSON: refused below.
  }
  if (!record)
    throw new TRPCError({ code: 'BAD_REQUEST', message: `Malformed ${IMPERSONATION_HEADER} header` });
  return record;
}

/**
 * Checks a target an Admin may act for: never themselves, never a deactivated account.
 * Used when impersonation starts and on every request that carries the header.
 */
export function assertImpersonationTarget(actor: UserRow, target: UserRow | undefined): UserRow {
  if (!isAdmin(actor)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only Admin staff can act on behalf of another user' });
  }
  if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: 'No user with that email or id' });
  if (target.id === actor.id)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot impersonate yourself' });
  if (isAdmin(target))
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot impersonate another Admin' });
  if (target.isDeactivated)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This account has been deactivated' });
  return target;
}

/**
 * Starts an impersonation from the Admin's current session: any live grant of that session ends, and a
 * new one names the target until it expires or is revoked.
 */
export async function createImpersonationGrant(
  db: Db,
  grant: { adminId: string; adminSessionId: string; targetUserId: string },
  now: number,
): Promise<void> {
  await revokeSessionGrants(db, grant.adminSessionId, now);
  await db
    .insert(impersonationGrants)
    .values({
      id: randomUUID(),
      ...grant,
      createdAt: new Date(now),
      expiresAt: new Date(now + IMPERSONATION_GRANT_MINUTES * 60_000),
    })
    .run();
}

/** Ends every live grant of one session: stop, sign-out. Returns how many ended. */
export async function revokeSessionGrants(db: Db, sessionId: string, now: number): Promise<number> {
  return changesOf(
    await db
      .update(impersonationGrants)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(impersonationGrants.adminSessionId, sessionId), isNull(impersonationGrants.revokedAt)))
      .run(),
  );
}

/** Ends every live grant an Admin holds, from any session (two-factor turned off). */
export async function revokeAdminGrants(db: Db, adminId: string, now: number): Promise<void> {
  await db
    .update(impersonationGrants)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(impersonationGrants.adminId, adminId), isNull(impersonationGrants.revokedAt)))
    .run();
}

async function hasLiveGrant(db: Db, sessionId: string, targetUserId: string, now: number): Promise<boolean> {
  const row = await db
    .select({ id: impersonationGrants.id })
    .from(impersonationGrants)
    .where(
      and(
        eq(impersonationGrants.adminSessionId, sessionId),
        eq(impersonationGrants.targetUserId, targetUserId),
        isNull(impersonationGrants.revokedAt),
        gt(impersonationGrants.expiresAt, new Date(now)),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * Applies x-impersonate-user: the effective user becomes the target, only for a signed-in Admin whose
 * current session holds a live grant for that target (started with admin.impersonate). The header
 * selects the grant; it never creates one.
 */
export async function applyImpersonation(ctx: Context, headerValue: string | undefined): Promise<void> {
  if (!headerValue || !ctx.auth || !ctx.actor) return;
  try {
    ctx.user = await impersonatedUserOf(ctx, ctx.auth, ctx.actor, headerValue);
  } catch (error) {
    // A refused header is someone trying to act for another account: watched like a failed sign-in.
    logSecurityEvent('impersonation_refused', {
      userId: ctx.actor.id,
      ip: ctx.request.ip,
      via: ctx.auth.kind,
      reason: toTRPCError(error).message,
    });
    throw error;
  }
}

async function impersonatedUserOf(
  ctx: Context,
  auth: RequestAuth,
  actor: UserRow,
  headerValue: string,
): Promise<UserRow> {
  if (auth.kind !== 'session') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'API keys cannot act on behalf of another user' });
  }
  const record = parseHeader(headerValue);
  if (!isAdmin(actor)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only Admin staff can act on behalf of another user' });
  }
  if (!(await hasLiveGrant(ctx.db, auth.sessionId, record.targetUserId, ctx.now())))
    throw new TRPCError({ code: 'FORBIDDEN', message: IMPERSONATION_ENDED });
  const target = await ctx.db.select().from(users).where(eq(users.id, record.targetUserId)).get();
  return assertImpersonationTarget(actor, target);
}
