import { initTRPC, type TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInputsSyncFirst } from './sync-first-inputs.ts';

// /trpc's inputs are checked with zod's synchronous parse first (ADR 094); tRPC's own input middleware
// (parseAsync) is the reference: the same input reaches the resolver, the same BAD_REQUEST comes out.
const t = initTRPC.create();
const routerOf = () =>
  t.router({
    merged: t.procedure
      .input(z.object({ name: z.string().min(2) }))
      .input(z.object({ count: z.coerce.number().int().default(1) }))
      .query(({ input }) => input),
    // An asynchronous check: the synchronous parse meets its promise and leaves it to parseAsync.
    checkedLater: t.procedure
      .input(z.object({ code: z.string() }).refine(async ({ code }) => code === 'open', 'Wrong code'))
      .mutation(({ input }) => input),
  });
const reference = t.createCallerFactory(routerOf())({});
const syncFirstRouter = routerOf();
parseInputsSyncFirst(syncFirstRouter._def.procedures);
const syncFirst = t.createCallerFactory(syncFirstRouter)({});

async function outcome(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    const failed = error as TRPCError;
    return { code: failed.code, message: failed.message, issues: (failed.cause as z.ZodError).issues };
  }
}

describe('inputs checked with the synchronous parse first', () => {
  it("replaces tRPC's input middlewares", () => {
    const names = (router: ReturnType<typeof routerOf>) =>
      (
        router._def.procedures.merged as unknown as { _def: { middlewares: { name: string }[] } }
      )._def.middlewares.map((middleware) => middleware.name);
    expect(names(routerOf())).toContain('inputValidatorMiddleware');
    expect(names(syncFirstRouter)).not.toContain('inputValidatorMiddleware');
  });

  it.each([
    ['two merged inputs', 'merged', { name: 'Ann', count: '3' }],
    ['an input its schema refuses', 'merged', { name: 'A' }],
    ['an asynchronous check that passes', 'checkedLater', { code: 'open' }],
    ['an asynchronous check that refuses', 'checkedLater', { code: 'shut' }],
  ] as const)('%s: as tRPC checks it', async (_, path, input) => {
    const call = (caller: unknown) => () =>
      (caller as Record<string, (input: unknown) => Promise<unknown>>)[path]!(input);
    const expected = await outcome(call(reference));
    expect(await outcome(call(syncFirst))).toEqual(expected);
    expect(expected).not.toEqual({});
  });
});
