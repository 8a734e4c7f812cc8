import { roles } from '@leadpath/core';
import { z } from 'zod';

/** The impersonation record held locally (spec §3); the server reads it from x-impersonate-user. */
const impersonationSchema = z.object({
  targetUserId: z.union([z.string().min(1), z.number()]),
  targetUserEmail: z.string(),
  targetUserRole: z.enum(roles),
});
export type ImpersonationRecord = z.infer<typeof impersonationSchema>;

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
    const parsed = impersonationSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
