import type { Context } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';
import { clientAddressKey } from '../limits/client-address.ts';
import { DEFAULT_REQUEST_RATE_LIMITS, REQUEST_RATE_WINDOW_MS, tooManyCalls } from '../limits/request-rate.ts';

/**
 * Admits `calls` calls of a cookie or anonymous caller, adding the RateLimit-* headers to the answer;
 * throws TooManyRequestsError (429, Retry-After) past the limit. Calls made with an API key are
 * counted by the key's own limits instead and pass through.
 */
export async function admitRequestRate(ctx: Context, calls = 1): Promise<void> {
  if (ctx.auth?.kind === 'apiKey') return;
  const limits = ctx.config.requestRateLimits ?? DEFAULT_REQUEST_RATE_LIMITS;
  // Per person signed in (an Admin acting for someone counts as the Admin), else per address (IPv6: /64).
  const [key, limit] = ctx.actor
    ? [`user:${ctx.actor.id}`, limits.perUserPerMinute]
    : [`ip:${clientAddressKey(ctx.request.ip)}`, limits.perIpPerMinute];
  const decision = await ctx.limits.requestRate.consume(key, limit, ctx.now(), calls);
  ctx.responseHeaders.set('RateLimit-Policy', `${limit};w=${REQUEST_RATE_WINDOW_MS / 1000}`);
  ctx.responseHeaders.set('RateLimit-Limit', String(decision.limit));
  ctx.responseHeaders.set('RateLimit-Remaining', String(decision.remaining));
  ctx.responseHeaders.set('RateLimit-Reset', String(decision.resetSeconds));
  if (!decision.allowed)
    throw new TooManyRequestsError(tooManyCalls(decision.resetSeconds), decision.resetSeconds);
}
