import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

export const UPDATE_CRM_FAILED = 'Failed to update CRM settings';
export const SELECT_PROVIDER_FIRST = 'Please select a CRM provider first';
export const TEST_SYNC_FAILED = 'Failed to test sync';
export const SYNC_FAILED = 'Failed to sync leads';
export const CONNECT_FAILED = 'Failed to connect to CRM';
export const DISCONNECT_FAILED = 'Failed to disconnect CRM integration';
export const CREATE_FIELD_FAILED = 'Failed to create custom field';
export const CREATE_PROPERTY_FAILED = 'Failed to create field';
export const SALESFORCE_DEPLOY_INFO = 'Salesforce deployment may take a few minutes';

/**
 * The section's own failure toast (spec §8): the server's reason when it gave one (a guard, a
 * duplicate field), else the fallback text; a lost session still goes the global way.
 */
export function toastCrmFailure(err: unknown, fallback: string): void {
  const status = errorStatus(err);
  if (status === 401) handleGlobalError(err);
  else toast.error(status !== undefined && status >= 400 && status < 500 ? errorMessage(err) : fallback);
}

/** Always the given text (toggles: spec §4 "Failed to update CRM settings"), except a lost session. */
export function toastFixedFailure(err: unknown, message: string): void {
  if (errorStatus(err) === 401) handleGlobalError(err);
  else toast.error(message);
}
