import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('config.public', () => {
  it('gives anyone the Agent Emails URL of the configuration', async () => {
    const t = createTestApp();
    const res = await t.request('/trpc/config.public');
    expect(res.status).toBe(200);
    expect((await res.json()).result.data).toEqual({
      agentEmailsUrl: 'https://agents.example.com',
      signUpEnabled: true,
      billingSandbox: true,
    });
  });

  it('says when payments go through a real provider instead of the sandbox checkout', async () => {
    const t = createTestApp();
    t.deps.services.billing = {
      ...t.deps.services.billing,
      kind: 'stripe',
    } as typeof t.deps.services.billing;
    const res = await t.request('/trpc/config.public');
    expect((await res.json()).result.data).toMatchObject({ billingSandbox: false });
  });
});
