import { describe, expect, it } from 'vitest';
import { sandboxBillingWarning } from './billing-warning.ts';
import { loadEnv } from './env.ts';

describe('sandboxBillingWarning', () => {
  it('warns when a server other machines reach takes payments through the sandbox checkout', () => {
    const direct = sandboxBillingWarning(loadEnv({ HOST: '0.0.0.0' }));
    expect(direct).toContain('SANDBOX checkout');
    expect(direct).toContain('HOST=0.0.0.0');
    expect(direct).toContain('STRIPE_SECRET_KEY');
    const proxied = sandboxBillingWarning(
      loadEnv({ HOST: '127.0.0.1', PUBLIC_URL: 'https://leads.example.com' }),
    );
    expect(proxied).toContain('PUBLIC_URL names leads.example.com');
  });

  it('stays quiet with Stripe keys, and on a server only this machine reaches', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(sandboxBillingWarning(loadEnv({ HOST: '0.0.0.0', ...stripe }))).toBeNull();
    expect(sandboxBillingWarning(loadEnv({ HOST: '127.0.0.1' }))).toBeNull();
    expect(
      sandboxBillingWarning(loadEnv({ HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' })),
    ).toBeNull();
  });
});
