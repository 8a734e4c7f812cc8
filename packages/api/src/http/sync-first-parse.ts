import { getParseFn } from '@trpc/server/unstable-core-do-not-import';
import { $ZodAsyncError } from 'zod/v4/core';

interface ZodLike {
  _zod: unknown;
  parse(value: unknown): unknown;
}

const isZodSchema = (parser: unknown): parser is ZodLike =>
  typeof parser === 'object' &&
  parser !== null &&
  '_zod' in parser &&
  typeof (parser as { parse?: unknown }).parse === 'function';

/**
 * A procedure's parser as tRPC's `getParseFn` makes it, but a zod schema is tried with its synchronous
 * `parse` first: tRPC picks `parseAsync`, which costs promises a call and skips zod 4's compiled object
 * check (issue 29, ADRs 091 and 094). The same value or the same ZodError comes out; a schema with an
 * asynchronous refinement or transform (zod throws `$ZodAsyncError` on meeting its promise) is parsed
 * with `parseAsync` as before, and answers a promise.
 */
export function syncFirstParseFn(parser: unknown): (value: unknown) => unknown {
  const parseAsync = getParseFn(parser as never) as (value: unknown) => unknown;
  if (!isZodSchema(parser)) return parseAsync;
  return (value) => {
    try {
      return parser.parse(value);
    } catch (error) {
      if (error instanceof $ZodAsyncError) return parseAsync(value);
      throw error;
    }
  };
}
