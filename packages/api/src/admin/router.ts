import { randomUUID } from 'node:crypto';
import { IMPERSONATION_GRANT_MINUTES, impersonationRecordOf, plans, roles } from '@leadpath/core';
import { adminSetPlanSchema } from '@leadpath/core/schemas/billing';
import { impersonationAudit, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { setUserPlan } from '../billing/set-plan.ts';
import { logSecurityEvent } from '../security-log.ts';
import { adminProcedure, createTRPCRouter } from '../trpc.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import {
  assertImpersonationTarget,
  createImpersonationGrant,
  impersonationRecordSchema,
  revokeSessionGrants,
} from './impersonation.ts';

export const searchUsersSchema = z.object({
  q: z.string().trim().max(200, 'Search text is too long').default(''),
});
export const impersonateSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter the email of the user to view as')
    .email('Please enter a valid email'),
});

const userSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  tier: z.enum(plans),
  isDeactivated: z.boolean(),
});

export const USER_NOT_FOUND = 'User not found';

/** A case-insensitive "contains" that treats % and _ in the search text as plain characters. */
function contains(column: SQLiteColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}

export const adminRouter = createTRPCRouter({
  searchUsers: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/search-users',
        summary: 'Search users by name or email',
        tags: ['Admin'],
        permission: null,
      },
    })
    .input(searchUsersSchema)
    .output(z.object({ users: z.array(userSummarySchema) }))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          tier: users.tier,
          isDeactivated: users.isDeactivated,
        })
        .from(users)
        .where(input.q ? or(contains(users.email, input.q), contains(users.name, input.q)) : undefined)
        .orderBy(users.email)
        .limit(25)
        .all();
      return { users: rows };
    }),

  /** A plan set by hand (a deal, a refund, a mistake to mend); kept in the user's plan history with who did it. */
  setPlan: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/plan',
        summary: "Set a user's plan by hand",
        description:
          "The role follows the plan (Admin staff keep their role); Free ends any trial. A later event of the user's own subscription at the payment provider sets the plan again.",
        tags: ['Admin'],
        permission: null,
      },
    })
    .input(adminSetPlanSchema)
    .output(userSummarySchema)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.db.select().from(users).where(eq(users.id, input.id)).get();
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: USER_NOT_FOUND });
      const now = ctx.now();
      const changed = await ctx.db.transaction(async (tx) =>
        setUserPlan(tx, user, input.plan, { source: 'admin', actorId: ctx.actor.id }, now),
      );
      logSecurityEvent('plan_set_by_admin', {
        userId: user.id,
        ip: ctx.request.ip,
        adminId: ctx.actor.id,
        from: user.tier,
        to: changed.tier,
      });
      return {
        id: changed.id,
        email: changed.email,
        name: changed.name,
        role: changed.role,
        tier: changed.tier,
        isDeactivated: changed.isDeactivated,
      };
    }),

  impersonate: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/impersonate',
        summary: `Start acting on behalf of a user for ${IMPERSONATION_GRANT_MINUTES} minutes from this session; send the answer's impersonationData as the x-impersonate-user header`,
        tags: ['Admin'],
        permission: null,
        errors: [404],
      },
    })
    .input(impersonateSchema)
    .output(z.object({ impersonationData: impersonationRecordSchema, targetUser: userProfileSchema }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.auth.kind !== 'session')
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Impersonation starts from a signed-in session' });
      const target = assertImpersonationTarget(
        ctx.actor,
        await ctx.db.select().from(users).where(eq(users.email, input.email)).get(),
      );
      const now = ctx.now();
      const sessionId = ctx.auth.sessionId;
      await ctx.db.transaction(async (tx) => {
        await createImpersonationGrant(
          tx,
          { adminId: ctx.actor.id, adminSessionId: sessionId, targetUserId: target.id },
          now,
        );
        await tx
          .insert(impersonationAudit)
          .values({
            id: randomUUID(),
            adminId: ctx.actor.id,
            adminEmail: ctx.actor.email,
            targetUserId: target.id,
            targetEmail: target.email,
            action: 'start',
            ipAddress: ctx.request.ip,
            createdAt: new Date(now),
          })
          .run();
      });
      logSecurityEvent('impersonation_started', {
        userId: ctx.actor.id,
        ip: ctx.request.ip,
        targetUserId: target.id,
      });
      return { impersonationData: impersonationRecordOf(target), targetUser: toUserProfile(target) };
    }),

  stopImpersonate: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stop-impersonate',
        summary: 'Stop acting on behalf of a user: the impersonation started from this session ends',
        tags: ['Admin'],
        permission: null,
      },
    })
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const viewing = ctx.user.id !== ctx.actor.id ? ctx.user : null;
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        if (ctx.auth.kind === 'session') await revokeSessionGrants(tx, ctx.auth.sessionId, now);
        await tx
          .insert(impersonationAudit)
          .values({
            id: randomUUID(),
            adminId: ctx.actor.id,
            adminEmail: ctx.actor.email,
            targetUserId: viewing?.id ?? null,
            targetEmail: viewing?.email ?? '',
            action: 'stop',
            ipAddress: ctx.request.ip,
            createdAt: new Date(now),
          })
          .run();
      });
      logSecurityEvent('impersonation_stopped', {
        userId: ctx.actor.id,
        ip: ctx.request.ip,
        targetUserId: viewing?.id ?? null,
      });
      return { ok: true as const };
    }),

  auditLog: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/audit-log',
        summary: 'Impersonation starts, stops and the writes made while impersonating, newest first',
        tags: ['Admin'],
        permission: null,
      },
    })
    .output(
      z.object({
        entries: z.array(
          z.object({
            id: z.string(),
            adminEmail: z.string(),
            targetEmail: z.string(),
            action: z.enum(['start', 'stop', 'write']),
            /** For a write: the procedure called ('profile.update'). */
            procedure: z.string().nullable(),
            ipAddress: z.string(),
            createdAt: z.string(),
          }),
        ),
      }),
    )
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select({
          id: impersonationAudit.id,
          adminEmail: impersonationAudit.adminEmail,
          targetEmail: impersonationAudit.targetEmail,
          action: impersonationAudit.action,
          procedure: impersonationAudit.procedure,
          ipAddress: impersonationAudit.ipAddress,
          createdAt: impersonationAudit.createdAt,
        })
        .from(impersonationAudit)
        .orderBy(desc(impersonationAudit.createdAt))
        .limit(100)
        .all();
      return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    }),
});
