import type { Context as HonoContext } from 'hono';

export const MALFORMED_JSON = 'Malformed JSON body';

export class MalformedJsonError extends Error {
  constructor() {
    super(MALFORMED_JSON);
  }
}

/** The request body as JSON; an empty body is {}; anything unparsable is a MalformedJsonError. */
export async function readJsonBody(c: HonoContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedJsonError();
  }
}
