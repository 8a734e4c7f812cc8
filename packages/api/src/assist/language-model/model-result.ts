import type { ModelFailure, ModelResult } from '@leadpath/core/schemas/assist';

export type { ModelFailure, ModelResult };

export const succeeded = <T>(value: T): ModelResult<T> => ({ ok: true, value });

export const failed = <T>(reason: ModelFailure, message: string): ModelResult<T> => ({
  ok: false,
  reason,
  message,
});
