import { createHash } from 'node:crypto';
import { type Db, idempotencyKeys } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Context as HonoContext } from 'hono';
import type { Context } from '../context.ts';
import type { RestRoute } from '../trpc.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored for an earlier request with the same key, as Stripe does. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key and its answer are kept (Stripe's 24 hours), on the app's clock. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that never finished (its process stopped) frees its key after this. */
const IN_FLIGHT_LEASE_MS = 2 * 60 * 1000;
const KEY_MAX_LENGTH = 255;
/** Expired rows swept per claim: each claim does a bounded part of the cleanup. */
const SWEEP_BATCH = 50;

export const IDEMPOTENCY_KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${KEY_MAX_LENGTH} visible characters`;
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request; send a new key with a new request`;
export const IDEMPOTENCY_KEY_IN_FLIGHT = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still running; retry it in a moment`;

/**
 * The POSTs that honour an Idempotency-Key: those that act for a caller with a JSON body and a JSON
 * answer. Sign-in and other public calls have no caller to keep keys for; signed deliveries carry
 * their own event ids; uploads and file answers are not stored.
 */
export function takesIdempotencyKey(route: RestRoute): boolean {
  return (
    route.method === 'POST' &&
    !route.public &&
    (route.body ?? 'json') === 'json' &&
    (route.answer ?? 'json') === 'json'
  );
}

export type IdempotencyClaim =
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'run'; scope: string; key: string };

/** Whose keys these are: one API key's, or one person's (as themselves or acting for someone). */
function scopeOf(ctx: Context): string | null {
  if (ctx.auth?.kind === 'apiKey') return `key:${ctx.auth.keyId}`;
  if (ctx.actor && ctx.user) return `user:${ctx.actor.id}:${ctx.user.id}`;
  return null;
}

/** The same JSON with its object keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(method: string, path: string, body: string): string {
  let canonical = body;
  try {
    canonical = body.trim() === '' ? '{}' : canonicalJson(JSON.parse(body));
  } catch {
    // Not JSON: the input reader refuses it, and the raw text is the fingerprint meanwhile.
  }
  return createHash('sha256').update(`${method} ${path}\n${canonical}`).digest('hex');
}

/**
 * Takes the request's Idempotency-Key for this caller: null when none was sent (or no one is signed
 * in), the stored answer of an earlier success with the same request, or the right to run it.
 * The same key with another request is 422; while the first one still runs, 409. One transaction,
 * so two racing requests with one key never both run.
 */
export async function claimIdempotencyKey(c: HonoContext, ctx: Context): Promise<IdempotencyClaim | null> {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  const scope = scopeOf(ctx);
  if (key === undefined || !scope) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new TRPCError({ code: 'BAD_REQUEST', message: IDEMPOTENCY_KEY_INVALID });
  const fingerprint = fingerprintOf(c.req.method, c.req.path, await c.req.text());
  const now = ctx.now();
  return ctx.db.transaction(
    async (tx) => {
      await sweepExpired(tx, now);
      const row = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
        .get();
      const abandoned = row && row.status === null && row.createdAt.getTime() + IN_FLIGHT_LEASE_MS <= now;
      if (row && !abandoned) {
        if (row.fingerprint !== fingerprint)
          throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: IDEMPOTENCY_KEY_REUSED });
        if (row.status === null || row.responseBody === null)
          throw new TRPCError({ code: 'CONFLICT', message: IDEMPOTENCY_KEY_IN_FLIGHT });
        return { kind: 'replay', status: row.status, body: row.responseBody } as const;
      }
      await tx
        .insert(idempotencyKeys)
        .values({
          scope,
          key,
          fingerprint,
          createdAt: new Date(now),
          expiresAt: new Date(now + IDEMPOTENCY_KEY_TTL_MS),
        })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: {
            fingerprint,
            status: null,
            responseBody: null,
            createdAt: new Date(now),
            expiresAt: new Date(now + IDEMPOTENCY_KEY_TTL_MS),
          },
        })
        .run();
      return { kind: 'run', scope, key } as const;
    },
    { behavior: 'immediate' },
  );
}

async function sweepExpired(db: Db, now: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      // The primary key, not rowid: PostgreSQL's tables have none (ADR 041).
      sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (select ${idempotencyKeys.scope}, ${idempotencyKeys.key} from ${idempotencyKeys} where ${idempotencyKeys.expiresAt} <= ${now} limit ${SWEEP_BATCH})`,
    )
    .run();
}

/**
 * Whether an answer is kept for the key's retries: yes once the call began and ended (a success, or
 * its own refusal such as 404 or 409); no when it never began (bad input, a gate, a rate limit) or
 * failed on our side or an outside service's (5xx), so a retry with the key runs it again.
 */
export function keepsAnswer(status: number): boolean {
  return status < 500 && ![400, 401, 403, 429].includes(status);
}

/** Ends the claim: the answer kept for retries, or the key freed. */
export async function settleIdempotencyKey(
  ctx: Context,
  claim: { scope: string; key: string },
  status: number,
  body: string,
): Promise<void> {
  const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  if (keepsAnswer(status))
    await ctx.db.update(idempotencyKeys).set({ status, responseBody: body }).where(where).run();
  else await ctx.db.delete(idempotencyKeys).where(where).run();
}
