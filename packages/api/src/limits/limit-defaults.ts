// The limits' default values, apart from the code that applies them: the server's environment is read
// and checked before the API itself is loaded (a refused start answers at once, not after loading it).

/** Account mails (password reset links, verification links) a visitor address may ask for in an hour. */
export const ACCOUNT_MAILS_PER_IP_PER_HOUR = 10;
/** Accounts a visitor address may sign up for in an hour (each also counts as an account mail). */
export const SIGN_UPS_PER_IP_PER_HOUR = 5;

/**
 * Calls per minute the web app's callers may make (REST with the cookie, and /trpc), whatever they
 * call: a signed-in person per account, anyone else per address. API keys have their own limits.
 * Generous for people clicking; a script looping on the cookie gets 429 instead of the whole server.
 */
export interface RequestRateLimits {
  perUserPerMinute: number;
  perIpPerMinute: number;
}

export const DEFAULT_REQUEST_RATE_LIMITS: RequestRateLimits = { perUserPerMinute: 600, perIpPerMinute: 1200 };
