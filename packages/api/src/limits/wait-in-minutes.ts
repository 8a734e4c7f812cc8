/** A Retry-After wait as people read it in a message: "1 minute", "15 minutes" (never "0 minutes"). */
export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
