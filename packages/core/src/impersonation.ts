import { isRole, type Role } from './roles.ts';

/** The request header that carries the record, as JSON, to the server (spec §3). */
export const IMPERSONATION_HEADER = 'x-impersonate-user';

/** How long a started impersonation lasts before the Admin must start it again. */
export const IMPERSONATION_GRANT_MINUTES = 60;

/** The refusal of a header whose grant is gone (stopped, expired, signed out, or never started here). */
export const IMPERSONATION_ENDED = 'Impersonation has ended; start it again from the admin panel';

// One shape for browser and server: user ids are text, so the id is a non-empty string; any email; a known role.
export interface ImpersonationRecord {
  targetUserId: string;
  targetUserEmail: string;
  targetUserRole: Role;
}

/** A stored id: a non-empty string, or a finite number that older records may hold, read as its string. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The record's three fields (others dropped), or null when a field is missing or of the wrong type.
 * Checked by hand: the web app reads it on every page, and a schema library would be most of its first download.
 */
export function parseImpersonationRecord(value: unknown): ImpersonationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { targetUserId, targetUserEmail, targetUserRole } = value as Record<string, unknown>;
  const id = idOf(targetUserId);
  if (id === null || typeof targetUserEmail !== 'string' || !isRole(targetUserRole)) return null;
  return { targetUserId: id, targetUserEmail, targetUserRole };
}

/** The record that makes an Admin act as this user. */
export function impersonationRecordOf(user: { id: string; email: string; role: Role }): ImpersonationRecord {
  return { targetUserId: user.id, targetUserEmail: user.email, targetUserRole: user.role };
}
