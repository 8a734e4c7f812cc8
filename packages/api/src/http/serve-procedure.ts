import type { ApiPermission } from '@leadpath/core';
import { TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, Context } from '../context.ts';
import { errorResponseOf, logServerError } from '../errors.ts';
import { appRouter } from '../root.ts';
import { logAccessDenied } from '../security-log.ts';
import type { DownloadFile } from '../trpc.ts';
import { admitApiKeyCall } from './api-key-gate.ts';
import {
  claimIdempotencyKey,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotencyClaim,
  settleIdempotencyKey,
} from './idempotency.ts';
import { type NativeProcedure, nativeProcedure, type ProcedureDef } from './native-procedure.ts';
import { applyResponseHeaders, createRequestContext, isPrivateAnswer } from './request-context.ts';
import { admitRequestRate } from './request-rate-gate.ts';
import { crossSiteRefusalOf } from './same-origin.ts';
import { answerWithSecurityHeaders } from './security-headers.ts';

/** What tRPC's server-side caller hands a procedure (createCallerFactory passes the same). */
type ProcedureCall = (opts: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: Context;
  type: string;
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>;

/** Every procedure by its path ('prospects.count'); the router has no lazy parts. */
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  ProcedureCall & { _def: ProcedureDef }
>;

/**
 * The procedure at `path`, run as the REST routes run it: its middlewares composed once as plain
 * functions (native-procedure.ts; gates, input and output validation unchanged), or, for a procedure
 * not shaped as tRPC's builder makes them, tRPC's own call with the options its caller passes.
 * Built once per path, when the routes are mounted (issue 29, ADRs 082 and 090).
 */
export function procedureRunner(path: string): NativeProcedure {
  const procedure = procedures[path];
  if (!procedure) throw new Error(`No procedure found on path "${path}"`);
  return (
    nativeProcedure(procedure._def, path) ??
    ((ctx, input) =>
      procedure({
        path,
        getRawInput: async () => input,
        ctx,
        type: procedure._def.type,
        signal: undefined,
        batchIndex: 0,
      }))
  );
}

export interface ServedProcedure {
  /** The procedure whose gates and handler run, once (procedureRunner of its path). */
  run: NativeProcedure;
  /** The permission an API key needs (the route's meta); null or absent: keys are refused before they are counted. */
  permission: ApiPermission | null | undefined;
  /** Reads the input from the request; runs after the caller is known, so bad input never costs a key's budget before its gates. */
  inputOf: (c: HonoContext) => Promise<unknown>;
  /** What the client gets back: JSON, or the file the procedure returned. */
  answer: 'json' | 'file';
  /** Where errors are logged: 'GET /api/prospects'. */
  label: string;
  /** A signed delivery (raw body): no browser sends it, so the cross-site check does not apply. */
  signedDelivery?: boolean;
  /** Honours an Idempotency-Key header (a creating POST, see idempotency.ts). */
  idempotent?: boolean;
}

function fileResponse(c: HonoContext, file: DownloadFile): Response {
  c.header('content-type', file.contentType);
  c.header('content-disposition', `attachment; filename="${file.fileName}"`);
  c.header('cache-control', 'no-store');
  const { body } = file;
  if (typeof body === 'string' || body instanceof Uint8Array)
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200);
  return c.body(streamOf(body, c.req.raw.signal), 200);
}

/** A file's parts as a byte stream, read as the client takes them; a client that goes away stops the reading. */
function streamOf(
  parts: AsyncIterable<string | Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const iterator = parts[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const stop = () => void iterator.return?.();
  signal.addEventListener('abort', stop, { once: true });
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          signal.removeEventListener('abort', stop);
          controller.close();
        } else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      } catch (error) {
        logServerError(error, 'file stream');
        controller.error(error);
      }
    },
    async cancel() {
      signal.removeEventListener('abort', stop);
      await iterator.return?.();
    },
  });
}

/** The answer kept for an earlier request with the same Idempotency-Key, marked as such. */
function replayedAnswer(c: HonoContext, ctx: Context, claim: { status: number; body: string }): Response {
  applyResponseHeaders(c, ctx.responseHeaders);
  c.header('cache-control', 'no-store');
  c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return c.body(claim.body, claim.status as ContentfulStatusCode, { 'content-type': 'application/json' });
}

/**
 * A successful JSON answer with its headers in one record (security-headers.ts): what the procedure
 * added (a name set twice is joined as `Headers` joins it), no-store for a private answer, the JSON
 * content type. Only for answers with no header set by c.header before and no cookie to set (a record
 * holds one value a name; cookies keep Hono's path).
 */
function jsonAnswer(ctx: Context, body: string): Response {
  const headers: Record<string, string> = {};
  ctx.responseHeaders.forEach((value, name) => {
    headers[name] = value;
  });
  if (isPrivateAnswer(ctx)) headers['cache-control'] = 'no-store';
  headers['content-type'] = 'application/json';
  return answerWithSecurityHeaders(body, 200, headers);
}

/**
 * Serves one procedure over HTTP, the one sequence every REST route uses: who is calling (an API key,
 * else the session cookie), the input, the caller, the headers the procedure added, then the answer
 * or the error mapped to its status, body and headers.
 */
export async function serveProcedure(c: HonoContext, deps: AppDeps, served: ServedProcedure) {
  let ctx: Context | undefined;
  let claim: IdempotencyClaim | null = null;
  try {
    const apiKey = await admitApiKeyCall(c, deps, served.permission);
    // Only a key the gate admitted lifts the cross-site check; any other Authorization header does not.
    const crossSite = apiKey || served.signedDelivery ? null : crossSiteRefusalOf(c);
    if (crossSite) throw new TRPCError({ code: 'FORBIDDEN', message: crossSite });
    ctx = await createRequestContext(c, deps, apiKey);
    await admitRequestRate(ctx);
    claim = served.idempotent ? await claimIdempotencyKey(c, ctx) : null;
    if (claim?.kind === 'replay') return replayedAnswer(c, ctx, claim);
    const input = await served.inputOf(c);
    const result = await served.run(ctx, input);
    if (served.answer === 'file') {
      applyResponseHeaders(c, ctx.responseHeaders);
      if (isPrivateAnswer(ctx)) c.header('cache-control', 'no-store');
      return fileResponse(c, result as DownloadFile);
    }
    const body = JSON.stringify(result ?? null);
    if (claim?.kind === 'run') await settleIdempotencyKey(ctx, claim, 200, body);
    // A key's gate set headers with c.header (its limits, CORS): those answers are built by Hono.
    if (apiKey === null && !ctx.responseHeaders.has('set-cookie')) return jsonAnswer(ctx, body);
    applyResponseHeaders(c, ctx.responseHeaders);
    if (isPrivateAnswer(ctx)) c.header('cache-control', 'no-store');
    return c.body(body, 200, { 'content-type': 'application/json' });
  } catch (error) {
    if (ctx) {
      applyResponseHeaders(c, ctx.responseHeaders);
      logAccessDenied(ctx, error, served.label);
    }
    if (ctx && isPrivateAnswer(ctx)) c.header('cache-control', 'no-store');
    logServerError(error, served.label);
    const { status, body, headers } = errorResponseOf(error);
    if (ctx && claim?.kind === 'run') await settleIdempotencyKey(ctx, claim, status, JSON.stringify(body));
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.json(body, status as ContentfulStatusCode);
  }
}
