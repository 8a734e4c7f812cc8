import { expect, test } from './fixtures';

// The e2e server has no Stripe keys: payments go through the built-in sandbox checkout.
test('the pricing page says it is a sandbox when the server runs the sandbox checkout', async ({
  page,
  signIn,
}) => {
  // A fresh page load on a shared, busy machine: more than the default 30 s.
  test.slow();
  await signIn('starter', { callbackUrl: '/pricing' });
  const notice = page.locator('[data-slot="billing-sandbox"]');
  await expect(notice).toContainText('This is a sandbox: no payment is taken', { timeout: 15_000 });
  await expect(notice).toContainText('charges nothing');
  const config = await page.request.get('/trpc/config.public');
  expect(JSON.stringify(await config.json())).toContain('"billingSandbox":true');
});
