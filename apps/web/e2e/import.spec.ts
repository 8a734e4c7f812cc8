import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test } from './fixtures';
import { createTestUser } from './test-users';

// The import runs many chunks on a busy machine: wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('CSV import at scale (issue 22)', () => {
  test('imports a file of several chunks with running counts, and downloads the error report', async ({
    page,
    signIn,
  }) => {
    const user = await createTestUser({ name: 'Ian Import', role: 'Pro' });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');

    // 450 rows: three chunks of the dialog; every 100th row has a bad email, one an unknown status.
    // A quoted note of 200 characters makes the file about 100 KB: it is read in several pieces.
    const note = `"${'Note, with ""quotes"" '.repeat(9)}"`;
    const rows = Array.from({ length: 450 }, (_, i) =>
      i % 100 === 99
        ? `Bad Row${i},bad-${i},CTO,,${note}`
        : `Person Row${i},row.${i}@import.example,CTO,,${note}`,
    );
    rows[10] = `Formula Row,formula@import.example,CTO,=HYPERLINK("x"),${note}`;
    const file = join(tmpdir(), `import-scale-${Date.now()}.csv`);
    writeFileSync(file, ['Name,Email,Job Title,Status,Notes', ...rows].join('\r\n'));

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prospects' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import 450 rows' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(dialog.getByText('445 added · 0 merged · 5 failed')).toBeVisible();
    await expect(dialog.getByText('445 added, 0 merged into existing prospects, 5 skipped')).toBeVisible();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download error report' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^import-scale-\d+-errors\.csv$/);
    const report = readFileSync((await saved.path()) as string, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(report).toEqual([
      'Line,Reason',
      '12,"Unknown status ""=HYPERLINK(""x"")"""',
      '101,Please enter a valid email',
      '201,Please enter a valid email',
      '301,Please enter a valid email',
      '401,Please enter a valid email',
    ]);
  });

  test('refuses a file above 100,000 rows before importing anything', async ({ page, signIn }) => {
    const user = await createTestUser({ name: 'Ian Import', role: 'Pro' });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const file = join(tmpdir(), `import-too-long-${Date.now()}.csv`);
    writeFileSync(file, `Name\n${'A B\n'.repeat(100_001)}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prospects' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This file has more than 100,000 rows; split it into smaller files',
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  test("reads Excel's semicolon file as columns, lists a short row and a row without data by line, refuses an unclosed quote", async ({
    page,
    signIn,
  }) => {
    const user = await createTestUser({ name: 'Ian Import', role: 'Pro' });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const file = join(tmpdir(), `import-semicolons-${Date.now()}.csv`);
    writeFileSync(
      file,
      [
        'First name;Last name;Email',
        'Sofia;Semicolon;sofia@import.example',
        'Nils;"Multi',
        'line";nils@import.example',
        'Short;Row',
        '\u200b;\u200b;',
        'Tove;Tail;tove@import.example',
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prospects' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('firstName');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('email');
    await expect(dialog.getByText('1 row has fewer columns than the header line')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 5 rows' }).click();
    await expect(dialog.getByText('3 added, 0 merged into existing prospects, 2 skipped')).toBeVisible();
    const errors = dialog.getByRole('list', { name: 'Import errors' }).getByRole('listitem');
    await expect(errors).toHaveText([
      "Line 5: This row has 2 of the file's 3 columns: check for a missing delimiter or an unquoted line break",
      'Line 6: This row has no data',
    ]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const unclosed = join(tmpdir(), `import-unclosed-${Date.now()}.csv`);
    writeFileSync(
      unclosed,
      'Name,Email\nAda,ada@import.example\n"Grace,grace@import.example\nLin,lin@import.example\n',
    );
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(unclosed);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Line 3 opens a quoted cell that is never closed: add the closing quote (")',
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
