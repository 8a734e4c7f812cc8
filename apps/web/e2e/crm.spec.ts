import { openDatabase } from '@leadpath/db';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures';
import { screenshotSet } from './fresh-account';

// pro@ is this spec's CRM user (integrations.spec.ts uses premium@).

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

async function connectHubspotThroughSandbox(page: Page) {
  await page.goto('/dashboard/integrations');
  const card = page.getByRole('article', { name: 'HubSpot' });
  // isVisible does not wait: let the catalogue load before deciding HubSpot is already connected.
  await expect(card).toBeVisible({ timeout: 15_000 });
  const connect = card.getByRole('button', { name: 'Connect HubSpot' });
  if (!(await connect.isVisible())) return;
  await connect.click();
  await expect(page.getByRole('heading', { name: 'Allow HubSpot to access your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  // Back in Settings, Integrations, with HubSpot among the authorized apps.
  await expect(page.getByRole('dialog', { name: 'Settings' }).locator('li[data-app="hubspot"]')).toBeVisible({
    timeout: 15_000,
  });
}

async function openCrmSettings(page: Page) {
  await page.goto('/dashboard/settings?section=crm-settings');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('switch', { name: 'CRM integration' })).toBeVisible();
  return dialog;
}

/** Switches a failure on or off in the sandbox CRM, as the sandbox allows (no UI: a test-only lever). */
async function simulateCrmFailure(email: string, failure: 'token_expired' | null) {
  const path = process.env.LEADPATH_E2E_DB;
  if (!path) throw new Error('LEADPATH_E2E_DB is not set');
  const db = openDatabase(path);
  try {
    await db.$sql.run(
      `insert into sandbox_crm_orgs (user_id, provider, simulated_failure)
         select id, 'hubspot', ? from users where email = ?
         on conflict (user_id, provider) do update set simulated_failure = excluded.simulated_failure`,
      [failure, email],
    );
  } finally {
    await db.close();
  }
}

test('enable CRM with HubSpot, map fields, create a dropdown property, sync leads, disconnect', async ({
  page,
  signIn,
  toasts,
}) => {
  test.slow();
  await signIn('pro');
  await connectHubspotThroughSandbox(page);
  const dialog = await openCrmSettings(page);

  // Off: blurred and non-interactive.
  const body = dialog.getByTestId('crm-settings-body');
  const crmSwitch = dialog.getByRole('switch', { name: 'CRM integration' });
  if ((await crmSwitch.getAttribute('aria-checked')) !== 'true') {
    await expect(body).toHaveAttribute('data-disabled', '');
    await crmSwitch.click();
  }
  await expect(crmSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(body).not.toHaveAttribute('data-disabled');

  await dialog.getByRole('radio', { name: /HubSpot/ }).click();
  await expect(dialog.getByRole('radio', { name: /HubSpot/ })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByTestId('crm-connection-state')).toHaveText('Connected');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('Connected to HubSpot')).toBeVisible();

  // The default mappings, email required (locked).
  await expect(dialog.getByLabel('Email is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove mapping of Email' })).toHaveCount(0);

  // A dropdown property: name and option values derived from the labels.
  await dialog.getByRole('button', { name: 'Create HubSpot property' }).click();
  const create = page.getByRole('dialog', { name: 'New HubSpot property' });
  // The groups offered are the chosen object's own: a company property goes in a company group.
  const group = create.getByLabel('Group');
  await expect(group).toHaveValue('contactinformation');
  await create.getByLabel('Object').selectOption('companies');
  await expect(group).toHaveValue('companyinformation');
  await expect(group.getByRole('option')).toHaveText(['companyinformation']);
  await create.getByLabel('Object').selectOption('contacts');
  await expect(group).toHaveValue('contactinformation');
  // A label of its own per run, so the spec can run again on the same database.
  const run = Date.now().toString(36);
  const propertyName = `lead_temperature_${run}`;
  await create.getByLabel('Field label').fill(`Lead temperature ${run}`);
  await expect(create.getByLabel('Field name')).toHaveValue(propertyName);
  await create.getByLabel('Field type').selectOption('enumeration');
  await create.getByRole('button', { name: 'Create property' }).click();
  await expect(create.getByRole('alert')).toHaveText('At least one option is required for dropdown fields');
  await create.getByLabel('Option 1 value').fill('hot');
  await create.getByRole('button', { name: 'Create property' }).click();
  await expect(create.getByRole('alert')).toHaveText('All dropdown options must have both label and value');
  await create.getByLabel('Option 1 value').fill('');
  await create.getByLabel('Option 1 label').fill('Hot Lead');
  await expect(create.getByLabel('Option 1 value')).toHaveValue('hot_lead');
  await create.getByRole('button', { name: 'Add option' }).click();
  await create.getByLabel('Option 2 label').fill('Cold');
  await create.getByRole('button', { name: 'Create property' }).click();
  await expect(toast(page, `Property ${propertyName} created on contacts`)).toBeVisible();
  await expect(create).toBeHidden();

  // Map Lead status to the new property and Phone to the mobile phone.
  await dialog.getByRole('button', { name: 'Add mapping' }).click();
  const added = dialog.getByRole('list', { name: 'Field mappings' }).getByRole('listitem').last();
  await added.getByLabel(/Lead field of mapping/).selectOption('status');
  await added.getByLabel('CRM field for Lead status').selectOption(propertyName);
  await dialog.getByLabel('CRM field for Phone').selectOption('mobilephone');
  const save = dialog.getByRole('button', { name: 'Save mappings' });
  const saved = page.waitForResponse((res) => res.url().includes('crm.updateSettings'));
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(dialog.getByLabel('CRM field for Lead status')).toHaveValue(propertyName, {
    timeout: 15_000,
  });
  await expect(dialog.getByLabel('CRM field for Phone')).toHaveValue('mobilephone');

  // Sync: the statistics move from pending to synced.
  const total = Number(await dialog.getByTestId('crm-total-leads').textContent());
  expect(total).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(
    toast(
      page,
      /Sync started: pushing [\d,]+ leads? to HubSpot in the background|All leads are already synced/,
    ),
  ).toBeVisible();
  // The job runner pushes them in the background; the section polls the progress until it finishes.
  await expect(dialog.getByTestId('crm-sync-progress')).toContainText(
    /Last sync finished at .*: [\d,]+ pushed/,
    {
      timeout: 20_000,
    },
  );
  await expect(dialog.getByTestId('crm-pending-leads')).toHaveText('0');
  await screenshotSet(page, 'crm', 'sync-finished', async () => {
    await dialog.getByTestId('crm-sync-progress').scrollIntoViewIfNeeded();
  });
  await expect(dialog.getByTestId('crm-synced-leads')).toHaveText(String(total));
  await expect(dialog.getByText(/Last sync: (?!Never)/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'HubSpot disconnected')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /HubSpot/ })).toHaveAttribute('aria-checked', 'false');
  await expect(crmSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(body).toHaveAttribute('data-disabled', '');
  expect(toasts.seen).not.toContain('Failed to update CRM settings');
});

test('an expired CRM session shows the error panel with Try Again, and the advice to reconnect', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('starter');
  await connectHubspotThroughSandbox(page);
  await simulateCrmFailure(demoAccounts.starter.email, 'token_expired');
  const dialog = await openCrmSettings(page);
  const crmSwitch = dialog.getByRole('switch', { name: 'CRM integration' });
  if ((await crmSwitch.getAttribute('aria-checked')) !== 'true') await crmSwitch.click();
  await dialog.getByRole('radio', { name: /HubSpot/ }).click();

  const panel = dialog.getByTestId('crm-field-error');
  await expect(panel).toContainText('CRM authentication error');
  await expect(panel).toContainText('Your HubSpot session has expired');
  await expect(panel.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  // The default mappings stay in use.
  await expect(dialog.getByLabel('CRM field for Email')).toHaveValue('email');

  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByTestId('crm-connection-advice')).toHaveText(
    'Your CRM access is no longer valid. Disconnect the CRM, then reconnect it under Integrations.',
  );

  await simulateCrmFailure(demoAccounts.starter.email, null);
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel).toBeHidden();
  await expect(dialog.getByLabel('CRM field for Phone')).toBeEnabled();
});
