import type { ZodError } from 'zod';

interface FieldErrorsOptions {
  /** Nested objects whose fields the form shows as its own inputs: `rateLimit.requestsPerDay` is keyed `requestsPerDay`. */
  flatten?: readonly string[];
}

/** The first message per top-level field of a failed parse, for showing under each input. */
export function fieldErrorsOf<Field extends string>(
  error: ZodError,
  { flatten = [] }: FieldErrorsOptions = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field = typeof first === 'string' && flatten.includes(first) ? second : first;
    if (typeof field === 'string') errors[field as Field] ??= issue.message;
  }
  return errors;
}
