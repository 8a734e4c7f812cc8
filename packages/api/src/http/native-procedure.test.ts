import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { nativeProcedure, type ProcedureDef } from './native-procedure.ts';

// A REST call runs its procedure's middlewares natively (ADR 090); tRPC's own caller is the reference:
// the same answers and the same errors, for every way a call can end.
type Ctx = { role: string; seen?: string[] };
const t = initTRPC.context<Ctx>().create();
const gate = t.procedure.use(({ ctx, next }) => {
  if (ctx.role === 'blocked') throw new TRPCError({ code: 'FORBIDDEN', message: 'Not you' });
  if (ctx.role === 'crash') throw new Error('database is gone');
  return next({ ctx: { seen: ['gate'] } });
});
const router = t.router({
  echo: gate
    .input(z.object({ name: z.string().min(2) }))
    .input(z.object({ count: z.coerce.number().int().default(1) }))
    .output(z.object({ greeting: z.string(), seen: z.array(z.string()) }))
    .query(({ ctx, input }) => ({ greeting: `${input.name} x${input.count}`, seen: ctx.seen ?? [] })),
  badOutput: gate.output(z.object({ ok: z.literal(true) })).query(() => ({ ok: false }) as never),
  throws: gate.mutation(() => {
    throw new TRPCError({ code: 'CONFLICT', message: 'Taken' });
  }),
  plain: t.procedure.query(() => 'ok'),
});
const caller = t.createCallerFactory(router);
const procedures = router._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

/** The answer or the error (code, message, cause) of a call, comparable across the two paths. */
async function outcome(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    const failed = error as TRPCError;
    return {
      error: {
        code: failed.code,
        message: failed.message,
        name: failed.name,
        cause: failed.cause instanceof z.ZodError ? failed.cause.issues : String(failed.cause),
      },
    };
  }
}

async function both(path: keyof typeof router._def.procedures, ctx: Ctx, input?: unknown) {
  const native = nativeProcedure(procedures[path]!._def, path);
  expect(native).not.toBeNull();
  const viaTrpc = await outcome(() =>
    (caller(ctx) as unknown as Record<string, (input: unknown) => Promise<unknown>>)[path]!(input),
  );
  const viaNative = await outcome(() => native!(ctx as unknown as Context, input));
  return { viaTrpc, viaNative };
}

describe('a procedure run natively for REST', () => {
  it.each([
    [
      'an answer through a middleware that adds to ctx, two merged inputs and an output schema',
      'echo',
      'ok',
      { name: 'Ann', count: '3' },
    ],
    ['an input refused by its schema (BAD_REQUEST with the issues)', 'echo', 'ok', { name: 'A' }],
    ['a gate that refuses (FORBIDDEN)', 'echo', 'blocked', { name: 'Ann' }],
    ['a middleware that crashes (INTERNAL_SERVER_ERROR with the cause)', 'echo', 'crash', { name: 'Ann' }],
    ['an answer its output schema refuses', 'badOutput', 'ok', undefined],
    ['a resolver that throws', 'throws', 'ok', undefined],
    ['a procedure without middlewares', 'plain', 'ok', undefined],
  ] as const)('%s: as tRPC answers it', async (_, path, role, input) => {
    const { viaTrpc, viaNative } = await both(path, { role }, input);
    expect(viaNative).toEqual(viaTrpc);
  });

  it('answers what the resolver returned, parsed', async () => {
    const { viaNative } = await both('echo', { role: 'ok' }, { name: 'Ann' });
    expect(viaNative).toEqual({ data: { greeting: 'Ann x1', seen: ['gate'] } });
  });
});
