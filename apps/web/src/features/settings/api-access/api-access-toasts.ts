import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

export const FETCH_FAILED = 'Failed to fetch API settings';
export const UPDATE_SETTINGS_FAILED = 'Failed to update API settings';
export const UPDATE_KEY_FAILED = 'Failed to update API key';
export const DELETE_KEY_FAILED = 'Failed to delete API key';
export const CREATE_KEY_FAILED = 'Failed to create API key';
export const COPY_FAILED = 'Failed to copy to clipboard';

/** The section's own failure toast (spec §8); a lost session still goes the global way (login redirect). */
export function toastFailure(err: unknown, message: string): void {
  if (errorStatus(err) === 401) handleGlobalError(err);
  else toast.error(message);
}

/** Creating a key says why the server refused (the key limit, API access off), else the generic text. */
export function toastCreateFailure(err: unknown): void {
  const status = errorStatus(err);
  if (status === 401) handleGlobalError(err);
  else
    toast.error(
      status !== undefined && status >= 400 && status < 500 ? errorMessage(err) : CREATE_KEY_FAILED,
    );
}
