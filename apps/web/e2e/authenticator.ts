import { TOTP_PERIOD_SECONDS, totpCode } from '@leadpath/auth';
import { expect, type Page } from '@playwright/test';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The code an authenticator app shows now for a base32 secret (the server's own TOTP function). */
export function currentCode(secret: string, at = Date.now()): string {
  return totpCode(secret.replace(/\s/g, ''), at);
}

/**
 * Finishes the code step of the sign-in page as someone with the authenticator would. A code works
 * once, and other tests may sign in to the same account within the same 30 seconds: a code the
 * server calls used is followed by the next step's (accepted one step early), then by waiting.
 */
export async function enterAuthenticatorCode(page: Page, secret: string): Promise<void> {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  const reused = page.getByRole('alert').filter({ hasText: 'already used' });
  for (const offset of [0, STEP_MS, 2 * STEP_MS]) {
    if (offset === 2 * STEP_MS) await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
    await field.fill(currentCode(secret, Date.now() + Math.min(offset, STEP_MS)));
    await page.getByRole('button', { name: 'Verify' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== '/login').then(() => 'signed-in' as const),
      reused.waitFor().then(() => 'reused' as const),
    ]);
    if (outcome === 'signed-in') return;
  }
  throw new Error('every code was refused as already used');
}
