import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('PATCH /api/crm/settings is a partial update', () => {
  it('a PATCH of one field leaves every other setting, the mappings included, as it was', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'crm@example.com', role: 'Pro' });
    const cookie = await t.signIn('crm@example.com');
    const patch = async (json: unknown) => {
      const res = await t.request('/api/crm/settings', { method: 'PATCH', cookie, json });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const before = await patch({
      enabled: true,
      provider: 'hubspot',
      syncLeadsEnabled: false,
      includeLinkedInProfile: true,
    });
    const after = await patch({ autoCreateAccounts: false });
    expect(after).toEqual({ ...before, autoCreateAccounts: false });
  });
});
