import {
  IMPERSONATION_HEADER,
  type ImpersonationRecord,
  isAdmin,
  parseImpersonationRecord,
  roles,
} from '@leadpath/core';
import { type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';

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
  if (target.isDeactivated)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This account has been deactivated' });
  return target;
}

/** Applies x-impersonate-user: the effective user becomes the target; only a signed-in Admin may send it. */
export function applyImpersonation(ctx: Context, headerValue: string | undefined): void {
  if (!headerValue || !ctx.auth || !ctx.actor) return;
  if (ctx.auth.kind !== 'session') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'API keys cannot act on behalf of another user' });
  }
  const record = parseHeader(headerValue);
  const target = ctx.db.select().from(users).where(eq(users.id, record.targetUserId)).get();
  ctx.user = assertImpersonationTarget(ctx.actor, target);
}
