import { expect, test } from './fixtures';

test.describe('without a plan', () => {
  for (const list of [
    { path: '/dashboard/companies', label: 'companies', actions: ['Add company'] },
    {
      path: '/dashboard/prospects',
      label: 'prospects',
      actions: ['Add prospect', 'Import CSV'],
    },
  ]) {
    test(`an expired user on ${list.label} meets an upgrade prompt, not an error, and the actions wait`, async ({
      page,
      signIn,
    }) => {
      await signIn('expired', { callbackUrl: list.path });
      const main = page.getByRole('main');
      await expect(main.getByText(`Pick a plan to keep using your ${list.label}`)).toBeVisible();
      await expect(main.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
      await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      for (const action of list.actions)
        await expect(main.getByRole('button', { name: action })).toBeDisabled();
      // The data stays theirs: the export still answers (ADR 034).
      await expect(main.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });
  }
});
