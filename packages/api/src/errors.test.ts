import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userMessageOf } from './errors.ts';

const refusalOf = (schema: z.ZodType, input: unknown) =>
  userMessageOf(new TRPCError({ code: 'BAD_REQUEST', cause: schema.safeParse(input).error }));

describe('the message of bad input', () => {
  const schema = z.object({
    ids: z.array(z.string()).min(1, 'Select at least one prospect.'),
    from: z.coerce.number().optional(),
  });

  it('names a missing field', () => {
    expect(refusalOf(schema, {})).toBe('ids is required');
  });

  it("names the field of zod's own wording", () => {
    expect(refusalOf(schema, { ids: ['a'], from: 'soon' })).toBe(
      'from: Invalid input: expected number, received NaN',
    );
  });

  it("keeps a schema's own message as written", () => {
    expect(refusalOf(schema, { ids: [] })).toBe('Select at least one prospect.');
  });
});
