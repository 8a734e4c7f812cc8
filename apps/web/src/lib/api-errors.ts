import { impersonationHeaders } from './impersonation';
import { toast } from './toast';

/** A failed REST call: the HTTP status and the server's `{ error }` text when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly error: string | undefined;

  constructor(status: number, error: string | undefined, fallbackMessage: string) {
    super(error ?? fallbackMessage);
    this.name = 'HttpError';
    this.status = status;
    this.error = error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** JSON over fetch for the REST endpoints; throws HttpError on a non-2xx answer. */
export async function fetchJson<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(impersonationHeaders())) headers.set(name, value);

  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
    throw new HttpError(response.status, error, `Request failed with status ${response.status}`);
  }
  return body as T;
}

/** The HTTP status of a REST error (HttpError) or a tRPC one (TRPCClientError's data.httpStatus). */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof HttpError) return err.status;
  if (!isRecord(err)) return undefined;
  if (isRecord(err.data) && typeof err.data.httpStatus === 'number') return err.data.httpStatus;
  return typeof err.status === 'number' ? err.status : undefined;
}

/** The server's `error` field, else the error's message, else the generic text (spec §8). */
export function errorMessage(err: unknown): string {
  if (isRecord(err)) {
    if (typeof err.error === 'string' && err.error) return err.error;
    if (typeof err.message === 'string' && err.message) return err.message;
  }
  return 'something went wrong...';
}

export const LOGIN_REDIRECT = '/login?callbackUrl=/dashboard';
const REDIRECT_DELAY_MS = 100;
const REDIRECT_GUARD_MS = 2000;
let lastUnauthorizedAt = Number.NEGATIVE_INFINITY;

/** The global handling of spec §8, used by the QueryCache and MutationCache. */
export function handleGlobalError(err: unknown): void {
  const status = errorStatus(err);
  if (status === 401) {
    // Several queries fail together when the session ends: one toast, one redirect.
    const now = Date.now();
    if (now - lastUnauthorizedAt < REDIRECT_GUARD_MS) return;
    lastUnauthorizedAt = now;
    toast.error('Please login');
    setTimeout(() => window.location.assign(LOGIN_REDIRECT), REDIRECT_DELAY_MS);
    return;
  }
  if (status === 403) {
    toast.error('Pick a plan to use this feature');
    return;
  }
  toast.error(errorMessage(err));
}
