import { describe, expect, it } from 'vitest';
import { apiPermissionDescriptions, apiPermissions, keyMayCall } from './api-permissions.ts';
import { maskApiKey } from './constants.ts';

describe('api permissions', () => {
  it('lists the sixteen permissions of spec §6', () => {
    expect(apiPermissions).toHaveLength(16);
    expect(apiPermissions).toContain('voice:preview');
  });

  it('describes each permission in one line for the create-key dialog', () => {
    for (const permission of apiPermissions) {
      expect(apiPermissionDescriptions[permission], permission).toMatch(/^[A-Z][^\n]{10,100}$/);
    }
  });

  it('a key may call only endpoints that name a permission it holds', () => {
    expect(keyMayCall(['leads:read'], 'leads:read')).toBe(true);
    expect(keyMayCall(['leads:read'], 'leads:write')).toBe(false);
    expect(keyMayCall(['leads:read'], null)).toBe(false);
  });

  it('masks a key as its prefix and 32 asterisks', () => {
    expect(maskApiKey('lp_live_ab12')).toBe(`lp_live_ab12${'*'.repeat(32)}`);
  });
});
