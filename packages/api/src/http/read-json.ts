import { TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import { MALFORMED_JSON } from '../errors.ts';

/** The request body as JSON; an empty body is {}; anything unparsable is a 400. */
export async function readJsonBody(c: HonoContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MALFORMED_JSON });
  }
}
