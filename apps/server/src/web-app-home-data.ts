import type { RouterOutputs } from '@leadpath/api';
import type { Hono } from 'hono';

/** What Home's first render shows, as the API answers the session's own user (ADR 093). */
export interface HomeData {
  user: RouterOutputs['user']['fetch'];
  checklist: RouterOutputs['home']['checklist'];
  /** The session layer's Set-Cookie headers (a session extended on this read), for the page's answer. */
  setCookies: string[];
}

/** The page request as the in-process read needs it: its URL, its headers, its peer. */
export interface PageRequest {
  url: string;
  headers: (name: string) => string | undefined;
  /** The page request's peer, which the API reads from its Node bindings when no proxy is trusted. */
  remoteAddress: string | undefined;
}

// The request's own headers the API reads: who calls (the session cookie) and where from (the trusted
// proxy's forwarded values, the browser). Nothing else of the page request reaches the API.
const PASSED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const;

type BatchItem = { result?: { data?: unknown }; error?: unknown };

/**
 * Reads queries without input through the API's public batch (`/trpc/a,b?batch=1`), in process, as the
 * page's own client would send them: the same session check, sliding expiry, billing settlement and
 * access rules as the page's own calls, no second copy of any of them. Null unless every query answered
 * (no session, an expired one, a user without access): the page then gets no data painted.
 */
export async function readSessionBatch(
  app: Hono,
  request: PageRequest,
  procedures: readonly string[],
): Promise<{ data: unknown[]; setCookies: string[] } | null> {
  const passed = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = request.headers(name);
    if (value !== undefined) passed.set(name, value);
  }
  // No input for any of them: an empty object for the batch.
  const path = `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent('{}')}`;
  // The API's whole request path, with this request's peer and nothing else of its connection (no
  // socket or response to write to: the answer comes back here).
  const bindings = { incoming: { socket: { remoteAddress: request.remoteAddress } } };
  const response = await app.request(new URL(path, request.url).href, { headers: passed }, bindings);
  if (response.status !== 200) return null;
  const answers = (await response.json()) as unknown;
  if (!Array.isArray(answers) || answers.length !== procedures.length) return null;
  const data = (answers as BatchItem[]).map((answer) => answer.result?.data);
  if (data.some((value) => value === undefined || value === null)) return null;
  return { data, setCookies: response.headers.getSetCookie() };
}

/** Home's data: the two queries Home asks on its first render (user.fetch, home.checklist). */
export async function readHomeData(app: Hono, request: PageRequest): Promise<HomeData | null> {
  const read = await readSessionBatch(app, request, ['user.fetch', 'home.checklist']);
  if (!read) return null;
  const [user, checklist] = read.data as [HomeData['user'], HomeData['checklist']];
  return { user, checklist, setCookies: read.setCookies };
}
