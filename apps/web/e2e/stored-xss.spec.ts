import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTestUser } from './test-users';

// Script fragments a user can store; each must come back as text, never as markup that runs.
const SCRIPT = '<script>window.__xss=true</script>';
const IMG = '<img src=x onerror="window.__xss=true">';
const SVG = '"><svg onload=window.__xss=true>';

const NAME = `Eve ${SCRIPT}`;
const SIGNATURE = `Best, Eve\n${IMG}\n${SVG}`;
const LOGO_URL = `https://example.com/logo.png?${SVG}`;
const SUBJECT = `Test ${IMG}`;
const COMPANY = `Acme ${SVG}`;
const FIRST_NAME = `Pat ${IMG}`;
const GUIDE = `# Guide for Pat\n\n${SCRIPT}\n\n${IMG}\n\n[open me](javascript:window.__xss=true)\n`;

async function send(
  request: APIRequestContext,
  baseURL: string,
  method: string,
  path: string,
  data: unknown,
) {
  const res = await request.fetch(path, { method, data, headers: { origin: baseURL } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** Nothing ran, and no element the payloads describe exists in the page. */
async function expectNoScriptRan(page: Page, where: string) {
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss: boolean }).__xss,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
  }));
  expect(found, where).toEqual({ ran: false, injected: 0, scripts: 0 });
}

async function connectHubspotThroughSandbox(page: Page) {
  await page.goto('/dashboard/integrations');
  await page
    .getByRole('article', { name: 'HubSpot' })
    .getByRole('button', { name: 'Connect HubSpot' })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).locator('li[data-app="hubspot"]')).toBeVisible({
    timeout: 15_000,
  });
}

test('names, bios, signatures, field labels and leads holding script fragments render as text', async ({
  page,
  signIn,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL!;
  const user = await createTestUser({ name: 'Eve Example', role: 'Pro' });
  await page.addInitScript(() => {
    (window as unknown as { __xss: boolean }).__xss = false;
  });
  await signIn(user.email, { password: user.password });
  const api = page.request;

  await send(api, origin, 'PATCH', '/api/edit-profile', {
    name: NAME,
    companyName: IMG,
    location: SVG,
    bio: `${SCRIPT}\n${IMG}\n${SVG}`,
  });
  await send(api, origin, 'PATCH', '/api/signature/edit-signature', {
    emailSignatureImage: LOGO_URL,
    emailSignatureText: SIGNATURE,
  });
  await send(api, origin, 'POST', '/api/email/createTestSignatureDraft', {
    to: 'eve@example.test',
    subject: SUBJECT,
  });
  const company = await send(api, origin, 'POST', '/api/companies', { name: COMPANY, industry: IMG });
  const prospect = await send(api, origin, 'POST', '/api/prospects', {
    firstName: FIRST_NAME,
    lastName: SCRIPT,
    title: SVG,
    companyId: company.id,
  });
  await send(api, origin, 'PATCH', `/api/prospects/${prospect.id}/guide`, { engagementGuide: GUIDE });

  // The user card, then the edit-profile form (the open dialog hides the sidebar from the a11y tree).
  await page.goto('/dashboard');
  const card = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Your account' });
  await expect(card.getByText(NAME).first()).toBeVisible();
  await expectNoScriptRan(page, 'user card');
  await page.goto('/dashboard?settings=edit-profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(dialog.getByRole('textbox', { name: 'Bio' })).toHaveValue(`${SCRIPT}\n${IMG}\n${SVG}`);
  await expectNoScriptRan(page, 'edit profile');

  // The signature preview.
  await page.goto('/dashboard?settings=email-signature');
  const preview = page.getByRole('region', { name: 'Signature preview' });
  await expect(preview).toContainText(IMG);
  await expect(preview).toContainText(SVG);
  await expectNoScriptRan(page, 'signature preview');

  // The test draft under Mailboxes.
  await page.goto('/dashboard/mailboxes');
  const draft = page.getByRole('article', { name: SUBJECT });
  await expect(draft).toContainText(SUBJECT);
  await expect(draft).toContainText(IMG);
  await expect(draft).toContainText(SVG);
  await expectNoScriptRan(page, 'mailboxes');

  // Companies and prospects lists, and the prospect drawer with its markdown guide.
  await page.goto('/dashboard/companies');
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expectNoScriptRan(page, 'companies list');
  await page.goto('/dashboard/prospects');
  await expect(page.getByText(`${FIRST_NAME} ${SCRIPT}`).first()).toBeVisible();
  await expectNoScriptRan(page, 'prospects list');
  await page.goto(`/dashboard/prospects/${prospect.id}`);
  await expect(page.getByRole('heading', { name: 'Guide for Pat' })).toBeVisible();
  await expect(page.getByText(SVG).first()).toBeVisible();
  const guideLink = page.getByRole('link', { name: 'open me' });
  if (await guideLink.count()) expect(await guideLink.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  await expectNoScriptRan(page, 'prospect drawer');

  // A CRM custom field label, listed among the mapping targets.
  await connectHubspotThroughSandbox(page);
  await send(api, origin, 'POST', '/api/hubspot/create-property', {
    objectType: 'contacts',
    fieldName: 'xss_label',
    fieldLabel: IMG,
    fieldType: 'string',
  });
  await send(api, origin, 'PATCH', '/api/crm/settings', { enabled: true, provider: 'hubspot' });
  await page.goto('/dashboard/settings?section=crm-settings');
  const target = page.getByRole('dialog', { name: 'Settings' }).getByLabel('CRM field for Email');
  await expect(target.locator('option', { hasText: IMG })).toHaveText(`${IMG} (xss_label)`);
  await expectNoScriptRan(page, 'CRM field mapping');
});
