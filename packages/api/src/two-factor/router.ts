import { generateTotpSecret, totpUri, verifyPassword } from '@leadpath/auth';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  PASSWORD_INCORRECT,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_REUSED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_SETUP_NOT_STARTED,
} from '@leadpath/core/schemas/two-factor';
import { twoFactorCredentials, twoFactorRecoveryCodes } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { revokeAdminGrants } from '../admin/impersonation.ts';
import { hasSessionFrom } from '../auth/known-address.ts';
import { TooManyRequestsError } from '../errors.ts';
import { tooManyWrongPasswords } from '../limits/password-attempts.ts';
import { logSecurityEvent } from '../security-log.ts';
import { createTRPCRouter, selfOnlyProcedure } from '../trpc.ts';
import {
  checkTotpCode,
  credentialOf,
  removeTwoFactor,
  replaceRecoveryCodes,
  saveTotpSecret,
} from './credentials.ts';
import { totpQrSvg } from './qr-code.ts';

// Listed with the account's other owner-only settings (password, sessions) in the API reference.
const tags = ['Account'];

/** Settings, Password: set up, confirm and turn off the TOTP second factor of one's own account. */
export const twoFactorRouter = createTRPCRouter({
  status: selfOnlyProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/two-factor',
        summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
        tags,
        permission: null,
      },
    })
    .output(
      z.object({
        enabled: z.boolean(),
        enabledAt: z.string().nullable(),
        recoveryCodesLeft: z.number(),
      }),
    )
    .query(async ({ ctx }) => {
      const row = await credentialOf(ctx.db, ctx.user.id);
      const enabledAt = row?.confirmedAt ?? null;
      const left = enabledAt
        ? ((
            await ctx.db
              .select({ n: count() })
              .from(twoFactorRecoveryCodes)
              .where(
                and(eq(twoFactorRecoveryCodes.userId, ctx.user.id), isNull(twoFactorRecoveryCodes.usedAt)),
              )
              .get()
          )?.n ?? 0)
        : 0;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: left,
      };
    }),

  beginSetup: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/two-factor/setup',
        summary:
          'Start setting up an authenticator app: a new secret, shown this once, to confirm with a code',
        tags,
        permission: null,
        errors: [401, 403, 409],
      },
    })
    .output(z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeSvg: z.string() }))
    .mutation(async ({ ctx }) => {
      const secret = generateTotpSecret();
      // One transaction: a confirmation racing in between is never overwritten by the new pending secret.
      await ctx.db.transaction(async (tx) => {
        if ((await credentialOf(tx, ctx.user.id))?.confirmedAt)
          throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_ALREADY_ON });
        await saveTotpSecret({ db: tx, secrets: ctx.secrets }, ctx.user.id, secret, ctx.now(), {
          confirmed: false,
        });
      });
      const otpauthUri = totpUri({ secret, accountName: ctx.user.email, issuer: TWO_FACTOR_ISSUER });
      return { secret, otpauthUri, qrCodeSvg: await totpQrSvg(otpauthUri) };
    }),

  confirmSetup: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/two-factor/confirm',
        summary:
          'Turn two-factor authentication on with a current code; answers the 10 recovery codes, shown this once',
        tags,
        permission: null,
        errors: [400, 401, 403, 409],
      },
    })
    .input(confirmTwoFactorSchema)
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const row = await credentialOf(ctx.db, ctx.user.id);
      if (row?.confirmedAt) throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_ALREADY_ON });
      if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_SETUP_NOT_STARTED });
      const recoveryCodes = await ctx.db.transaction(async (tx) => {
        const check = await checkTotpCode({ db: tx, secrets: ctx.secrets }, ctx.user.id, input.code, now, {
          pending: true,
        });
        if (check !== 'ok')
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: check === 'reused' ? TWO_FACTOR_CODE_REUSED : TWO_FACTOR_CODE_WRONG,
          });
        await tx
          .update(twoFactorCredentials)
          .set({ confirmedAt: new Date(now) })
          .where(eq(twoFactorCredentials.userId, ctx.user.id))
          .run();
        return replaceRecoveryCodes(tx, ctx.user.id, now);
      });
      // The code just typed proves the authenticator in this session, as a sign-in code would.
      if (ctx.auth.kind === 'session') await ctx.sessions.markTwoFactorVerified(ctx.auth.sessionId, now);
      logSecurityEvent('two_factor_enabled', { userId: ctx.user.id, ip: ctx.request.ip });
      return { recoveryCodes };
    }),

  disable: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/two-factor/disable',
        summary: 'Turn two-factor authentication off with the password and a current code',
        tags,
        permission: null,
        errors: [400, 401, 403, 409, 429],
      },
    })
    .input(disableTwoFactorSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const { ip } = ctx.request;
      if (!(await credentialOf(ctx.db, ctx.user.id))?.confirmedAt)
        throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_NOT_ON });
      const knownAddress = await hasSessionFrom(ctx.db, ctx.user.id, ip, now);
      // Password and code are one attempt, counted with failed sign-ins before anything is checked.
      const attempt = await ctx.limits.passwordAttempts.begin(ctx.user.email, ip, now, { knownAddress });
      if (!attempt.allowed)
        throw new TooManyRequestsError(
          tooManyWrongPasswords(attempt.retryAfterSeconds),
          attempt.retryAfterSeconds,
        );
      const refused = async (reason: string) => {
        const filled = await attempt.failed();
        logSecurityEvent('password_confirmation_failed', { userId: ctx.user.id, ip, reason });
        if (filled.length) logSecurityEvent('lockout', { userId: ctx.user.id, ip, limits: filled });
      };
      if (!(await verifyPassword(ctx.user.passwordHash, input.password))) {
        await refused('wrong_password');
        throw new TRPCError({ code: 'BAD_REQUEST', message: PASSWORD_INCORRECT });
      }
      const check = await checkTotpCode(ctx, ctx.user.id, input.code, now);
      if (check !== 'ok') {
        await refused('wrong_authenticator_code');
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: check === 'reused' ? TWO_FACTOR_CODE_REUSED : TWO_FACTOR_CODE_WRONG,
        });
      }
      await attempt.succeeded();
      await ctx.db.transaction(async (tx) => {
        await removeTwoFactor(tx, ctx.user.id);
        // Admin tools need two-factor: impersonations started with it end without it.
        await revokeAdminGrants(tx, ctx.user.id, now);
      });
      // Turned on again later, it must be proved again in each session.
      await ctx.sessions.forgetTwoFactorOf(ctx.user.id);
      logSecurityEvent('two_factor_disabled', { userId: ctx.user.id, ip });
      return { ok: true as const };
    }),
});
