/** API key permissions of spec §6, grouped as the create-key dialog shows them. */
export const apiPermissionGroups = {
  Leads: ['leads:read', 'leads:write', 'leads:enrich'],
  LinkedIn: ['linkedin:read', 'linkedin:schedule', 'linkedin:upload'],
  Campaigns: ['campaigns:read', 'campaigns:write'],
  Analytics: ['analytics:read'],
  Users: ['users:read', 'profile:read'],
  Voice: ['voice:create', 'voice:read', 'voice:update', 'voice:delete', 'voice:preview'],
} as const;

export type ApiPermission = (typeof apiPermissionGroups)[keyof typeof apiPermissionGroups][number];

export const apiPermissions: readonly ApiPermission[] = Object.values(apiPermissionGroups).flat();

/** What each permission lets a key do, one line each, as the create-key dialog shows it. */
export const apiPermissionDescriptions: Record<ApiPermission, string> = {
  'leads:read': 'Read prospects and companies: lists, details, counts, CSV exports and the CRM sync status',
  'leads:write': 'Add, change, import and delete prospects and companies, and start a CRM sync',
  'leads:enrich': 'Enrich prospects with outside data (no endpoint uses it yet)',
  'linkedin:read': 'Read the LinkedIn settings, sequences, analytics, account and conversations',
  'linkedin:schedule': 'Change the LinkedIn schedule and switch, connect and sync the account, send messages',
  'linkedin:upload': 'Upload a LinkedIn sequence file',
  'campaigns:read':
    'Read sequences with their schedules and results, mailboxes, the inbox, settings and tasks',
  'campaigns:write':
    'Create and run sequences and enrollments, manage mailboxes, answer replies, complete tasks',
  'analytics:read': 'Read how many companies are being prospected',
  'users:read': 'Read your team members and invitations',
  'profile:read': 'Read your profile, role and subscription',
  'voice:create': 'Start Power Dialer sessions, place and log calls, add voices',
  'voice:read': 'Read Power Dialer sessions, calls, dispositions, calling hours and voices',
  'voice:update':
    'Move through Power Dialer sessions, hang up, drop voicemails, change calls, calling hours and voices',
  'voice:delete': 'Delete voices',
  'voice:preview': 'Hear a voice: a WAV preview of a sample text',
};

export function isApiPermission(value: unknown): value is ApiPermission {
  return typeof value === 'string' && (apiPermissions as readonly string[]).includes(value);
}

/** A key may call an endpoint when the endpoint names a permission and the key holds it. */
export function keyMayCall(
  keyPermissions: readonly string[],
  required: ApiPermission | null | undefined,
): boolean {
  return required != null && keyPermissions.includes(required);
}

export const KEY_NOT_ALLOWED_HERE = 'This endpoint cannot be called with an API key';
export const keyLacksPermission = (permission: ApiPermission) =>
  `This API key lacks the ${permission} permission`;

/** Why a key may not call an endpoint that names `required` (null: cookie only), or null when it may. */
export function keyRefusalOf(
  keyPermissions: readonly string[],
  required: ApiPermission | null | undefined,
): string | null {
  if (required == null) return KEY_NOT_ALLOWED_HERE;
  return keyMayCall(keyPermissions, required) ? null : keyLacksPermission(required);
}
