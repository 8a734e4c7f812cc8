// Keeps the impersonation record in this browser; its shape, parser and header live in core, shared with the server.
import { IMPERSONATION_HEADER, type ImpersonationRecord, parseImpersonationRecord } from '@leadpath/core';

const STORAGE_KEY = 'impersonation';

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
    const parsed = parseImpersonationRecord(JSON.parse(raw));
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
