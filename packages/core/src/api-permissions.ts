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
