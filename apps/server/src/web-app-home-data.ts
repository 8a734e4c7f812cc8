import type { RouterOutputs } from '@leadpath/api';
import type { Hono } from 'hono';

/** What Home's first render shows, as the API answers the session's own user (ADR 093). */
export interface HomeData {
  user: RouterOutputs['user']['fetch'];
  checklist: RouterOutputs['home']['checklist'];
  /** The session layer's Set-Cookie headers (a session extended on this read), for the page's answer. */
  setCookies: string[];
}

// The two queries Home asks on its first render, in one batch as the page's own client would send them.
const HOME_BATCH = `/trpc/user.fetch,home.checklist?batch=1&input=${encodeURIComponent('{}')}`;
// The request's own headers the API reads: who calls (the session cookie) and where from (the trusted
// proxy's forwarded values, the browser). Nothing else of the page request reaches the API.
const PASSED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const;

type BatchItem<T> = { result?: { data?: T }; error?: unknown };

/**
 * Reads Home's data through the API's public queries (user.fetch, home.checklist), in process: the
 * same session check, sliding expiry, billing settlement and access rules as the page's own calls,
 * no second copy of any of them. Null for anything but two answers (no session, an expired one, a
 * user without Home's checklist): the page then gets no data painted.
 */
export async function readHomeData(
  app: Hono,
  url: string,
  headers: (name: string) => string | undefined,
  /** The page request's peer, which the API reads from its Node bindings when no proxy is trusted. */
  remoteAddress: string | undefined,
): Promise<HomeData | null> {
  const passed = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = headers(name);
    if (value !== undefined) passed.set(name, value);
  }
  // The API's whole request path, with this request's peer and nothing else of its connection (no
  // socket or response to write to: the answer comes back here).
  const bindings = { incoming: { socket: { remoteAddress } } };
  const response = await app.request(new URL(HOME_BATCH, url).href, { headers: passed }, bindings);
  if (response.status !== 200) return null;
  const answers = (await response.json()) as unknown;
  if (!Array.isArray(answers) || answers.length !== 2) return null;
  const [user, checklist] = answers as [BatchItem<HomeData['user']>, BatchItem<HomeData['checklist']>];
  if (!user.result?.data || !checklist.result?.data) return null;
  return {
    user: user.result.data,
    checklist: checklist.result.data,
    setCookies: response.headers.getSetCookie(),
  };
}
