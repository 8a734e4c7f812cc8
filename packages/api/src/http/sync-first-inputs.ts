import { TRPCError } from '@trpc/server';
import { isObject } from '@trpc/server/unstable-core-do-not-import';
import { syncFirstParseFn } from './sync-first-parse.ts';

type InputMiddleware = ((opts: {
  input: unknown;
  getRawInput: () => Promise<unknown>;
  next: (options: { input: unknown }) => Promise<unknown>;
}) => Promise<unknown>) & { _type?: string };

interface ProcedureDef {
  middlewares: InputMiddleware[];
  inputs: unknown[];
}

/**
 * tRPC's own input middleware (`createInputMiddleware`), line for line, with zod's synchronous parse
 * first (sync-first-parse.ts): the same BAD_REQUEST with the schema's error as its cause, the same
 * merge of two parsed objects.
 */
function inputMiddleware(parse: (value: unknown) => unknown): InputMiddleware {
  const middleware: InputMiddleware = async (opts) => {
    let parsed: unknown;
    const raw = await opts.getRawInput();
    try {
      parsed = parse(raw);
      if (parsed instanceof Promise) parsed = await parsed;
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    const input = isObject(opts.input) && isObject(parsed) ? { ...opts.input, ...parsed } : parsed;
    return opts.next({ input });
  };
  middleware._type = 'input';
  return middleware;
}

const done = new WeakSet<ProcedureDef>();

/**
 * Gives every procedure of the router (its flat `_def.procedures`) inputs checked with zod's
 * synchronous parse first, for /trpc calls and server-side callers as for REST (native-procedure.ts):
 * tRPC's builder picks `parseAsync`, which costs promises and skips zod 4's compiled object check
 * (issue 29, ADR 094). Each procedure's middleware list is its own; its i-th input middleware checks
 * its i-th `.input()`. A procedure whose input middlewares and inputs do not pair up keeps tRPC's.
 */
export function parseInputsSyncFirst(procedures: Record<string, unknown>): void {
  for (const procedure of Object.values(procedures)) {
    const def = (procedure as { _def: ProcedureDef })._def;
    if (done.has(def)) continue;
    done.add(def);
    const slots = def.middlewares.flatMap((middleware, index) =>
      middleware._type === 'input' ? [index] : [],
    );
    if (slots.length !== def.inputs.length) continue;
    for (const [inputIndex, slot] of slots.entries())
      def.middlewares[slot] = inputMiddleware(syncFirstParseFn(def.inputs[inputIndex]));
  }
}
