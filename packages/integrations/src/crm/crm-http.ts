import { CrmError } from './crm-provider.ts';

export interface CrmHttpResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CrmHttpOptions {
  /** How many times a 429 is retried when its Retry-After is short enough. */
  maxRetries?: number;
  /** Longest Retry-After we wait for in-request; a longer one becomes a rate_limited error. */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryAfterSecondsOf(headers: Headers): number {
  const value = Number(headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? value : 1;
}

/** One JSON call to a CRM API; answers 429 by waiting Retry-After, then gives up as rate_limited. */
export async function crmFetchJson(
  url: string,
  init: { method: string; token: string; body?: unknown },
  options: CrmHttpOptions = {},
): Promise<CrmHttpResponse> {
  const { maxRetries = 2, maxRetryAfterSeconds = 10, timeoutMs = 30_000 } = options;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${init.token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new CrmError('unavailable', 'The CRM could not be reached. Please try again.');
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (response.status !== 429) return { status: response.status, body, headers: response.headers };
    const retryAfter = retryAfterSecondsOf(response.headers);
    if (attempt >= maxRetries || retryAfter > maxRetryAfterSeconds) {
      throw new CrmError(
        'rate_limited',
        `The CRM is limiting requests. Please try again in ${Math.ceil(retryAfter)} seconds.`,
        retryAfter,
      );
    }
    await sleep(retryAfter * 1000);
  }
}
