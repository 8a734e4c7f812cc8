/** Serialization failure and deadlock: the transaction lost a race and may simply run again (ADR 041). */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

/** How many times one transaction runs at most before its conflict is handed to the caller. */
export const TRANSACTION_TRIES = 5;

const codeOf = (candidate: unknown): string | undefined =>
  typeof candidate === 'object' && candidate !== null && 'code' in candidate
    ? String((candidate as { code: unknown }).code)
    : undefined;

/** Whether an error (or the driver error Drizzle wraps as its cause) is a retryable conflict. */
export function isSerializationConflict(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 3; depth++) {
    if (RETRYABLE_CODES.has(codeOf(candidate) ?? '')) return true;
    candidate = candidate instanceof Error ? candidate.cause : undefined;
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a whole transaction again when it lost a serialization race, up to `tries` times, after a
 * jittered wait so the same two transactions do not collide again in step. Safe because a
 * transaction does no outside I/O (the house rule): running it again repeats only database work.
 */
export async function rerunOnConflict<T>(
  transaction: () => Promise<T>,
  tries = TRANSACTION_TRIES,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isSerializationConflict(error) || attempt >= tries) throw error;
      await sleep(Math.random() * 5 * 2 ** attempt);
    }
  }
}
