import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, z } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The one JSON error shape of the REST surface: {error, issues?}. */
export interface ErrorBody {
  error: string;
  issues?: FieldIssue[];
}

/** A refusal that tells the client when to come back: 429 with Retry-After, set by the one error mapper. */
export class TooManyRequestsError extends TRPCError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message });
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const MALFORMED_JSON = 'Malformed JSON body';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function fieldIssuesOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Zod's own wording ("Invalid input: expected array, received undefined"), which names no field. */
const SCHEMA_DEFAULT_MESSAGE = /^(Invalid |Too (small|big)|Unrecognized key)/;

/** A schema's message as a client reads it alone: its own wording kept, zod's default given the field. */
export function issueMessageOf(issue: { path: PropertyKey[]; message: string }): string {
  const field = issue.path.map(String).join('.');
  if (!field || !SCHEMA_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  if (issue.message.endsWith('received undefined')) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

/** The message a user sees: the schema's first message for bad input, never internals for a 500. */
export function userMessageOf(error: TRPCError): string {
  if (error.cause instanceof ZodError) {
    const first = error.cause.issues[0];
    return first ? issueMessageOf(first) : 'Invalid input';
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return GENERIC_ERROR_MESSAGE;
  return error.message;
}

/** A 400 about one input field, shaped like a schema's refusal: `{ error, issues: [{ path, message }] }`. */
export function fieldError(path: string, message: string): TRPCError {
  // Made by a parse: a ZodError built with `new` is not an Error, and tRPC would not keep it as the cause.
  const refusal = z
    .unknown()
    .superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .safeParse(undefined);
  return new TRPCError({ code: 'BAD_REQUEST', cause: refusal.error });
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', cause: error });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error instanceof Error ? error : undefined });
}

/** Headers an error answer carries, whatever the transport (REST, file routes, /trpc). */
export function errorHeadersOf(error: unknown): Record<string, string> {
  return error instanceof TooManyRequestsError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
}

/** The one mapping of an error to its HTTP answer: status, {error, issues?} and headers. */
export function errorResponseOf(error: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  const trpcError = toTRPCError(error);
  const body: ErrorBody = { error: userMessageOf(trpcError) };
  if (trpcError.cause instanceof ZodError) body.issues = fieldIssuesOf(trpcError.cause);
  return { status: getHTTPStatusCodeFromError(trpcError), body, headers: errorHeadersOf(trpcError) };
}

export function logServerError(error: unknown, where: string): void {
  const trpcError = toTRPCError(error);
  if (trpcError.code !== 'INTERNAL_SERVER_ERROR') return;
  const cause = trpcError.cause ?? error;
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unhandled error',
      where,
      error: cause instanceof Error ? { message: cause.message, stack: cause.stack } : String(cause),
    }),
  );
}
