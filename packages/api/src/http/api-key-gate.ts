import { type ApiPermission, hasProductAccess, keyRefusalOf } from '@leadpath/core';
import { inSharedCommit } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import { apiKeyMatches, prefixOfApiKey } from '../api-access/api-key-secret.ts';
import { apiAccessSettingsOf } from '../api-access/settings.ts';
import type { AppDeps, RequestAuth } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';
import { consumeRateLimitIn, type RateLimitDecision } from '../limits/api-key-rate-limit.ts';
import { logSecurityEvent } from '../security-log.ts';
import { ACCOUNT_DEACTIVATED, PICK_A_PLAN } from '../trpc.ts';
import { allowCrossOrigin, crossOriginOf, ORIGIN_NOT_ALLOWED } from './api-key-cors.ts';
import { apiKeyStatementsOf } from './api-key-statements.ts';
import { requestInfoOf } from './request-context.ts';

export const INVALID_API_KEY = 'Invalid API key';
export const API_KEY_INACTIVE = 'This API key is inactive';
export const API_KEY_EXPIRED = 'This API key has expired';
export const API_ACCESS_OFF_FOR_KEYS = 'API access is turned off for this account';
export const tooManyRequests = (seconds: number) =>
  `Too many requests for this API key. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export type ApiKeyAuth = Extract<RequestAuth, { kind: 'apiKey' }>;

/** The token of `Authorization: Bearer <key>`, '' for a Bearer header without one, null without Bearer. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : null;
}

/** Refuses a key call, logged: 401 for the key itself, 403 for its owner, their settings or the origin. */
function refuseKey(
  c: HonoContext,
  deps: AppDeps,
  status: 401 | 403,
  message: string,
  key?: { id: string; userId: string },
): never {
  logSecurityEvent('api_key_refused', {
    userId: key?.userId ?? null,
    ip: requestInfoOf(c, deps).ip,
    keyId: key?.id ?? null,
    status,
    reason: message,
  });
  if (status === 403) throw new TRPCError({ code: 'FORBIDDEN', message });
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  throw new TRPCError({ code: 'UNAUTHORIZED', message });
}

function setRateLimitHeaders(c: HonoContext, decision: RateLimitDecision): void {
  c.header('RateLimit-Policy', decision.policy);
  c.header('RateLimit-Limit', String(decision.limit));
  c.header('RateLimit-Remaining', String(decision.remaining));
  c.header('RateLimit-Reset', String(decision.resetSeconds));
}

/**
 * Admits a REST call made with an API key, or returns null when the call carries none.
 * Order: the key itself (401), its owner and their settings (403), the calling origin (403), the
 * route's permission (403: the route names none, or the key lacks it), then the rate limit (429);
 * only an admitted call is counted and recorded on the key, in one transaction.
 * The procedure checks the permission again (checkKeyPermission), for callers that skip this gate.
 */
export async function admitApiKeyCall(
  c: HonoContext,
  deps: AppDeps,
  permission: ApiPermission | null | undefined,
): Promise<ApiKeyAuth | null> {
  const token = bearerTokenOf(c.req.header('authorization'));
  if (token === null) return null;
  const now = deps.now();
  const statements = apiKeyStatementsOf(deps.db);
  const prefix = prefixOfApiKey(token);
  const found = prefix ? await statements.keyAndOwnerByPrefix(prefix) : undefined;
  const key = found?.key;
  if (!key || !apiKeyMatches(token, key.hash) || key.deletedAt) refuseKey(c, deps, 401, INVALID_API_KEY);
  if (!key.isActive) refuseKey(c, deps, 401, API_KEY_INACTIVE, key);
  if (key.expiresAt && key.expiresAt.getTime() <= now) refuseKey(c, deps, 401, API_KEY_EXPIRED, key);

  const owner = found?.owner;
  if (!owner || owner.isDeactivated) refuseKey(c, deps, 403, ACCOUNT_DEACTIVATED, key);
  if (!hasProductAccess(owner, now)) refuseKey(c, deps, 403, PICK_A_PLAN, key);
  const settings = apiAccessSettingsOf(await statements.settingsRowOf(owner.id));
  if (!settings.enabled) refuseKey(c, deps, 403, API_ACCESS_OFF_FOR_KEYS, key);

  const origin = crossOriginOf(c);
  if (origin !== null) {
    if (!settings.allowedOrigins.includes(origin)) refuseKey(c, deps, 403, ORIGIN_NOT_ALLOWED, key);
    allowCrossOrigin(c, origin);
  }

  // A call the route refuses anyway never uses up the key's budget.
  const refusal = keyRefusalOf(key.permissions, permission);
  if (refusal) refuseKey(c, deps, 403, refusal, key);

  const ip = requestInfoOf(c, deps).ip;
  // In a commit shared with the other requests of this turn (ADR 082); atomic: the counters' read
  // and writes commit together, in the shared transaction or in one of their own (ADR 086).
  const decision = await inSharedCommit(
    deps.db,
    async () => {
      // The prepared statements run on the same connection, so inside that transaction.
      const verdict = await consumeRateLimitIn(statements.rateLimitStore, key.id, settings.rateLimit, now);
      if (verdict.allowed) await statements.recordUsage(key.id, now, ip);
      return verdict;
    },
    { atomic: true },
  );
  setRateLimitHeaders(c, decision);
  if (!decision.allowed)
    throw new TooManyRequestsError(tooManyRequests(decision.retryAfterSeconds), decision.retryAfterSeconds);
  return { kind: 'apiKey', keyId: key.id, user: owner, permissions: key.permissions };
}
