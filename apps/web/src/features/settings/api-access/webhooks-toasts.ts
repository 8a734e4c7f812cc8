import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

export const WEBHOOKS_FETCH_FAILED = 'Failed to fetch webhooks';
export const DELIVERIES_FETCH_FAILED = 'Failed to fetch deliveries';
export const SAVE_WEBHOOK_FAILED = 'Failed to save the endpoint';
export const WEBHOOK_ACTION_FAILED = 'Failed to update the endpoint';
export const SECRET_COPIED = 'Signing secret copied to clipboard';

/** A refusal the user can act on (4xx) says why; anything else the generic text; a lost session signs out. */
export function toastWebhookFailure(err: unknown, fallback: string): void {
  const status = errorStatus(err);
  if (status === 401) handleGlobalError(err);
  else toast.error(status !== undefined && status >= 400 && status < 500 ? errorMessage(err) : fallback);
}
