/**
 * tRPC setup, in three parts (as create-t3-app's trpc.ts):
 * 1. meta: what each procedure declares (its REST route and the API permission a key needs)
 * 2. init: the error formatter shared by every procedure
 * 3. procedures: public -> authed -> access -> feature/admin
 */
import { randomUUID } from 'node:crypto';
import {
  type ApiPermission,
  canExportData,
  canUseFeature,
  type FeatureKey,
  hasProductAccess,
  isAdmin,
  keyRefusalOf,
} from '@leadpath/core';
import {
  TWO_FACTOR_REQUIRED_FOR_ADMIN,
  TWO_FACTOR_SIGN_IN_REQUIRED_FOR_ADMIN,
} from '@leadpath/core/schemas/two-factor';
import { impersonationAudit, twoFactorCredentials, type UserRow } from '@leadpath/db';
import { initTRPC, TRPCError } from '@trpc/server';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Context, RequestAuth } from './context.ts';
import { fieldIssuesOf, userMessageOf } from './errors.ts';
import type { DownloadFile } from './lists/download.ts';

export type { DownloadFile };

// 1. meta

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, with {param} placeholders: '/api-access/keys/{id}'. */
  path: string;
  summary: string;
  /** What a client must know beyond the summary (PATCH semantics, limits); the document adds who may call it. */
  description?: string;
  tags: string[];
  /** The permission an API key needs; null or absent: keys may not call it. */
  permission?: ApiPermission | null;
  /** Anyone may call it, signed in or not (sign-in itself, the booking page). */
  public?: boolean;
  /**
   * How the input arrives besides the path: JSON (query parameters for GET and DELETE), one multipart
   * file, or the raw bytes of a signed delivery (input `{ payload, signature }`, see signatureHeader).
   */
  body?: 'json' | 'multipart' | 'raw';
  /** For a raw body: the header whose value is passed as `signature` ('Stripe-Signature'). */
  signatureHeader?: string;
  /** Largest body read, in bytes; larger ones get 413 before they are read. */
  maxBodyBytes?: number;
  /** The 413 message past maxBodyBytes, when the route has a better one than the generic. */
  tooLargeMessage?: string;
  /** What the answer is: JSON, or a file the procedure returns as a DownloadFile. */
  answer?: 'json' | 'file';
  /** The media types a file answer may have, for the document. */
  fileTypes?: string[];
  /**
   * Statuses the handler answers that the document cannot derive; it derives 401, 403 and 429 (every
   * path: a bad key, a gate, a rate limit), 400 (an input), 404 (a {param} path) and 413 (a body).
   */
  errors?: number[];
}

export interface ProcedureMeta {
  /** The REST routes clients call this procedure at (a download may have a GET link and a POST form). */
  rest?: RestRoute | RestRoute[];
  /** Anyone may call it (publicProcedure sets it): /trpc answers it alone, never inside a batch. */
  public?: boolean;
}

// 2. init

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      const issues = error.cause instanceof ZodError ? fieldIssuesOf(error.cause) : null;
      return { ...shape, message: userMessageOf(error), data: { ...shape.data, stack: undefined, issues } };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. procedures

export const PLEASE_LOGIN = 'Please login';
export const PICK_A_PLAN = 'Pick a plan to use this feature';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated';

/** API keys reach only procedures that name a permission the key holds. */
function checkKeyPermission(ctx: Context, meta: ProcedureMeta | undefined): void {
  if (ctx.auth?.kind !== 'apiKey') return;
  const routes = meta?.rest === undefined ? [] : [meta.rest].flat();
  const required = routes.find((route) => route.permission)?.permission;
  const refusal = keyRefusalOf(ctx.auth.permissions, required);
  if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
}

type SignedInContext = Context & { user: UserRow; actor: UserRow; auth: RequestAuth };

/** A signed-in, not deactivated user. */
function signedIn(ctx: Context): SignedInContext {
  if (!ctx.user || !ctx.actor || !ctx.auth)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: PLEASE_LOGIN });
  if (ctx.actor.isDeactivated || ctx.user.isDeactivated) {
    throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_DEACTIVATED });
  }
  return ctx as SignedInContext;
}

/** The access rule of spec §6 for the effective user. */
function checkProductAccess(ctx: SignedInContext): void {
  if (!hasProductAccess(ctx.user, ctx.now()))
    throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
}

export const publicProcedure = t.procedure.meta({ public: true }).use(({ ctx, meta, next }) => {
  checkKeyPermission(ctx, meta);
  return next();
});

/**
 * A write made while an Admin acts for someone: who, for whom, which procedure, when, from where.
 * Written right after the call succeeded (the procedure's own transaction has committed by then).
 */
async function auditImpersonatedWrite(ctx: SignedInContext, path: string): Promise<void> {
  await ctx.db
    .insert(impersonationAudit)
    .values({
      id: randomUUID(),
      adminId: ctx.actor.id,
      adminEmail: ctx.actor.email,
      targetUserId: ctx.user.id,
      targetEmail: ctx.user.email,
      action: 'write',
      procedure: path,
      ipAddress: ctx.request.ip,
      createdAt: new Date(ctx.now()),
    })
    .run();
}

/**
 * What `next` hands the procedure: the context narrowed to a signed-in one, for the types only. signedIn
 * has checked the context's own user, actor and auth, so tRPC keeps that context object as it is
 * instead of copying its fields into a new one on every call (a `ctx` given to next is merged).
 */
const SIGNED_IN = {} as { ctx: Pick<SignedInContext, 'user' | 'actor' | 'auth'> };

/**
 * A procedure for signed-in users whose gates (key permission, sign-in, then `check`) run in one
 * middleware: tRPC copies its options at every middleware, which was most of a small call's cost.
 * Narrows ctx.user, ctx.actor and ctx.auth. A mutation made while impersonating is audited, except
 * by the admin procedures, which audit their own starts and stops.
 */
function signedInProcedure(
  check: (ctx: SignedInContext) => void | Promise<void> = () => {},
  options: { auditImpersonatedWrites: boolean } = { auditImpersonatedWrites: true },
) {
  return t.procedure.use(async ({ ctx, meta, next, type, path }) => {
    checkKeyPermission(ctx, meta);
    const signed = signedIn(ctx);
    await check(signed);
    const result = await next(SIGNED_IN);
    if (
      result.ok &&
      type === 'mutation' &&
      options.auditImpersonatedWrites &&
      signed.actor.id !== signed.user.id
    )
      await auditImpersonatedWrite(signed, path);
    return result;
  });
}

export const authedProcedure = signedInProcedure();

export const accessProcedure = signedInProcedure(checkProductAccess);

/** The feature gate of spec §6 for one feature key. */
export function featureProcedure(feature: FeatureKey) {
  return signedInProcedure((ctx) => {
    checkProductAccess(ctx);
    if (!canUseFeature(ctx.user, feature, ctx.now()))
      throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
  });
}

/** Downloading one's own list as CSV: the feature gate, or an expired trial keeping its data (ADR 034). */
export function exportProcedure(feature: FeatureKey) {
  return signedInProcedure((ctx) => {
    if (!canExportData(ctx.user, feature, ctx.now()))
      throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
  });
}

/** True when the user has confirmed an authenticator (two-factor sign-in is on). */
async function hasTwoFactor(ctx: Context, userId: string): Promise<boolean> {
  const row = await ctx.db
    .select({ userId: twoFactorCredentials.userId })
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.confirmedAt)))
    .get();
  return row !== undefined;
}

/**
 * Admin staff only, signed in with two factors; decided by who signed in, never by whom they view.
 * The admin tools reach every account, so a stolen password (or a password reset from a read
 * mailbox) alone must not open them: the account needs an authenticator and this session must have
 * passed it.
 */
export const adminProcedure = signedInProcedure(
  async (ctx) => {
    if (!isAdmin(ctx.actor))
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Only Admin staff can do this' });
    if (!(await hasTwoFactor(ctx, ctx.actor.id)))
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_REQUIRED_FOR_ADMIN });
    if (ctx.auth.kind !== 'session' || !ctx.auth.twoFactorVerified)
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_SIGN_IN_REQUIRED_FOR_ADMIN });
  },
  { auditImpersonatedWrites: false },
);

export const NOT_WHILE_IMPERSONATING = 'Not allowed while acting on behalf of another user';

/** Things only the account's owner may do (password, deletion, API keys), never an Admin acting for them. */
export const selfOnlyProcedure = signedInProcedure((ctx) => {
  if (ctx.actor.id !== ctx.user.id)
    throw new TRPCError({ code: 'FORBIDDEN', message: NOT_WHILE_IMPERSONATING });
});
