import { isRole, type Role } from '@leadpath/core';

/** The impersonation record held locally (spec §3); the server reads it from x-impersonate-user. */
export interface ImpersonationRecord {
  targetUserId: string | number;
  targetUserEmail: string;
  targetUserRole: Role;
}

/**
 * The record's three fields (others dropped), or null when a field is missing or of the wrong type.
 * Checked by hand: every page loads this, and a schema library would be most of the first download.
 */
function parseImpersonation(value: unknown): ImpersonationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { targetUserId, targetUserEmail, targetUserRole } = value as Record<string, unknown>;
  const validId =
    (typeof targetUserId === 'string' && targetUserId.length > 0) ||
    (typeof targetUserId === 'number' && Number.isFinite(targetUserId));
  if (!validId || typeof targetUserEmail !== 'string' || !isRole(targetUserRole)) return null;
  return { targetUserId, targetUserEmail, targetUserRole };
}

const STORAGE_KEY = 'impersonation';
export const IMPERSONATION_HEADER = 'x-impersonate-user';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored record, or null; a corrupt record is discarded (spec §4). */
export function readImpersonation(): ImpersonationRecord | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  if (!store || !raw) return null;
  try {
    const parsed = parseImpersonation(JSON.parse(raw));
    if (parsed) return parsed;
  } catch {
    // Not JSON: discarded below.
  }
  store.removeItem(STORAGE_KEY);
  return null;
}

export function saveImpersonation(record: ImpersonationRecord): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(record));
}

export function clearImpersonation(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Headers every API call carries so the server acts on behalf of the impersonated user. */
export function impersonationHeaders(): Record<string, string> {
  const record = readImpersonation();
  return record ? { [IMPERSONATION_HEADER]: JSON.stringify(record) } : {};
}
