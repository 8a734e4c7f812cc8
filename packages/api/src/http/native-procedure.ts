import { TRPCError } from '@trpc/server';
import {
  getTRPCErrorFromUnknown,
  isObject,
  middlewareMarker,
} from '@trpc/server/unstable-core-do-not-import';
import type { Context } from '../context.ts';
import type { ProcedureMeta } from '../trpc.ts';
import { syncFirstParseFn } from './sync-first-parse.ts';

// A REST call runs its procedure's middlewares as plain functions composed once per procedure, not
// through tRPC's per-call chain, which copies its whole options object twice at every step
// (`_objectSpread2`, 5-6 % of a signed-in count's CPU; issue 29, ADR 090). The steps are the
// procedure's own, in its order, with tRPC's protocol: each middleware gets { ctx, input, meta, path,
// type, getRawInput, next } and `next` answers a result ({ ok, data } or { ok: false, error });
// a middleware that throws answers a failed result with getTRPCErrorFromUnknown's error, input
// validation fails with BAD_REQUEST and output validation with INTERNAL_SERVER_ERROR, as in tRPC.
// tRPC calls (/trpc) keep tRPC's own chain.

type Result =
  | { ok: true; data: unknown; ctx?: unknown; marker: typeof middlewareMarker }
  | { ok: false; error: TRPCError; marker: typeof middlewareMarker };

/** What moves from one step to the next: what tRPC's `next(opts)` may change. */
interface Call {
  ctx: Context;
  input: unknown;
  getRawInput: () => Promise<unknown>;
}
type Step = (call: Call) => Promise<Result>;

type NextOptions = { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> } | undefined;
type Middleware = ((opts: Record<string, unknown>) => Promise<Result>) & { _type?: 'input' | 'output' };

/** The parts of a procedure's definition tRPC's builder leaves on `_def`. */
export interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: ProcedureMeta;
  middlewares: Middleware[];
  inputs: unknown[];
  output?: unknown;
  resolver?: (opts: Record<string, unknown>) => unknown;
  experimental_caller?: boolean;
}

/** Runs the procedure with the request's context and raw input; throws the procedure's TRPCError. */
export type NativeProcedure = (ctx: Context, input: unknown) => Promise<unknown>;

const failure = (cause: unknown): Result => ({
  ok: false,
  error: getTRPCErrorFromUnknown(cause),
  marker: middlewareMarker,
});

/** A step's answer, with a throw (at once or later) turned into a failed result, as tRPC's callRecursive does. */
function settled(run: () => Promise<Result>): Promise<Result> {
  try {
    return run().catch(failure);
  } catch (error) {
    return Promise.resolve(failure(error));
  }
}

/** The context, input and raw input `next(opts)` hands on: tRPC merges a given ctx into the current one. */
function nextCall(call: Call, options: NextOptions): Call {
  if (options === undefined) return call;
  return {
    ctx: options.ctx ? { ...call.ctx, ...options.ctx } : call.ctx,
    input: 'input' in options ? options.input : call.input,
    getRawInput: options.getRawInput ?? call.getRawInput,
  };
}

/**
 * The steps of one procedure, from the last (its resolver) back to the first; null when its shape is not
 * the one tRPC's builder makes (the caller then uses tRPC's own call).
 */
function composeSteps(def: ProcedureDef, path: string): Step | null {
  const { middlewares, resolver, meta, type } = def;
  const last = middlewares[middlewares.length - 1];
  if (!resolver || last?.name !== 'resolveMiddleware' || def.experimental_caller) return null;
  const outputs = middlewares.filter((middleware) => middleware._type === 'output').length;
  const inputs = middlewares.filter((middleware) => middleware._type === 'input').length;
  if (outputs > 1 || inputs !== def.inputs.length) return null;
  const optionsOf = (call: Call, next?: (options?: NextOptions) => Promise<Result>) => ({
    ctx: call.ctx,
    input: call.input,
    getRawInput: call.getRawInput,
    meta,
    path,
    type,
    signal: undefined,
    batchIndex: 0,
    next,
  });

  let step: Step = (call) =>
    settled(async () => ({
      marker: middlewareMarker,
      ok: true,
      data: await resolver(optionsOf(call)),
      ctx: call.ctx,
    }));
  let inputIndex = inputs;
  for (let index = middlewares.length - 2; index >= 0; index--) {
    const middleware = middlewares[index]!;
    if (middleware._type === 'input') step = inputStep(syncFirstParseFn(def.inputs[--inputIndex]), step);
    else if (middleware._type === 'output') step = outputStep(syncFirstParseFn(def.output), step);
    else step = middlewareStep(middleware, step, optionsOf);
  }
  return step;
}

function middlewareStep(
  middleware: Middleware,
  rest: Step,
  optionsOf: (call: Call, next: (options?: NextOptions) => Promise<Result>) => Record<string, unknown>,
): Step {
  return (call) => settled(() => middleware(optionsOf(call, (options) => rest(nextCall(call, options)))));
}

/** tRPC's input middleware: the raw input parsed, merged over an input parsed before when both are objects. */
function inputStep(parse: (value: unknown) => unknown, rest: Step): Step {
  return (call) =>
    settled(async () => {
      let parsed: unknown;
      const raw = await call.getRawInput();
      try {
        parsed = parse(raw);
        if (parsed instanceof Promise) parsed = await parsed;
      } catch (cause) {
        throw new TRPCError({ code: 'BAD_REQUEST', cause });
      }
      const input = isObject(call.input) && isObject(parsed) ? { ...call.input, ...parsed } : parsed;
      return rest({ ctx: call.ctx, input, getRawInput: call.getRawInput });
    });
}

/** tRPC's output middleware: a successful answer's data parsed by the output schema. */
function outputStep(parse: (value: unknown) => unknown, rest: Step): Step {
  return (call) =>
    settled(async () => {
      const result = await rest(call);
      if (!result.ok) return result;
      try {
        const data = parse(result.data);
        return { ...result, data: data instanceof Promise ? await data : data };
      } catch (cause) {
        throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
      }
    });
}

/**
 * The call's `getRawInput`. Made here, not as `getRawInput: async () => input` in the call's object:
 * tsx (esbuild's keepNames) names such a function with `Object.defineProperty` on every call.
 */
const rawInputOf =
  (input: unknown): (() => Promise<unknown>) =>
  () =>
    Promise.resolve(input);

/**
 * Composes the procedure's steps once; null when the procedure is not shaped as tRPC's builder makes them
 * (a caller override, say), so the caller keeps tRPC's own call for it.
 */
export function nativeProcedure(def: ProcedureDef, path: string): NativeProcedure | null {
  const first = composeSteps(def, path);
  if (first === null) return null;
  return async (ctx, input) => {
    const result = await first({ ctx, input: undefined, getRawInput: rawInputOf(input) });
    if (!result)
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'No result from middlewares - did you forget to `return next()`?',
      });
    if (!result.ok) throw result.error;
    return result.data;
  };
}
