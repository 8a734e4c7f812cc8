/** Why an assistant gave no answer; the message says what to do about it. */
export type ModelFailure =
  | 'budget-exhausted'
  | 'timeout'
  | 'rate-limited'
  | 'provider-error'
  | 'invalid-output';

/** An assistant's answer as a value: a provider's failure is never thrown past the seam. */
export type ModelResult<T> = { ok: true; value: T } | { ok: false; reason: ModelFailure; message: string };

export const succeeded = <T>(value: T): ModelResult<T> => ({ ok: true, value });

export const failed = <T>(reason: ModelFailure, message: string): ModelResult<T> => ({
  ok: false,
  reason,
  message,
});
