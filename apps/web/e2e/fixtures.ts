import { DEMO_ADMIN_TOTP_SECRET } from '@leadpath/db';
import { test as base, expect, type Page } from '@playwright/test';
import { enterAuthenticatorCode } from './authenticator';

export { expect };

export const DEMO_PASSWORD = 'demo-pass-1234';

/** The seeded demo accounts (packages/db seed); every one uses DEMO_PASSWORD. */
export const demoAccounts = {
  admin: { email: 'admin@demo.test', name: 'Ada Admin', role: 'Admin' },
  pro: { email: 'pro@demo.test', name: 'Priya Pro', role: 'Pro' },
  premium: { email: 'premium@demo.test', name: 'Paul Premium', role: 'Premium' },
  starter: { email: 'starter@demo.test', name: 'Sam Starter', role: 'Starter' },
  trial: { email: 'trial@demo.test', name: 'Tina Trial', role: 'Free' },
  expired: { email: 'expired@demo.test', name: 'Evan Expired', role: 'Free' },
  deactivated: { email: 'deactivated@demo.test', name: 'Dana Deactivated', role: 'Pro' },
} as const;
export type DemoAccount = keyof typeof demoAccounts;

export interface SignInOptions {
  password?: string;
  callbackUrl?: string;
  /** Wait until the browser has left /login (default true); false for attempts meant to fail. */
  expectSuccess?: boolean;
  /** Through the /login form even when the sign-in succeeds: for specs of the page's own handling. */
  throughForm?: boolean;
  /**
   * The authenticator secret of an account with two-factor sign-in: its code is entered after the
   * password. The demo Admin's (README) by default for 'admin'.
   */
  totpSecret?: string;
}

/**
 * Signs in as a spec's starting point. A successful password sign-in posts the login API, as the
 * sign-in page does, then opens the callback: one page load instead of two on a busy 2-core machine.
 * Attempts meant to fail and two-factor accounts go through the /login page (auth.spec.ts and
 * two-factor.spec.ts test that page itself).
 */
export type SignIn = (who: DemoAccount | string, options?: SignInOptions) => Promise<void>;

/** Every toast text shown in the page so far, surviving full page loads. */
export interface ToastLog {
  readonly seen: readonly string[];
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** POST /api/auth/login from the page's context, so the session cookie lands in its browser. */
async function signInThroughApi(page: Page, baseURL: string | undefined, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', {
    // The sign-in page sends the browser's zone: new calendar and LinkedIn settings start in it.
    data: { email, password, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  const answer = (await response.json()) as { user?: unknown; twoFactorRequired?: boolean };
  if (!response.ok() || answer.twoFactorRequired) {
    throw new Error(`signing in ${email} answered ${response.status()}: ${JSON.stringify(answer)}`);
  }
}

export const test = base.extend<{ signIn: SignIn; toasts: ToastLog }>({
  signIn: async ({ page, baseURL }, use) => {
    await use(async (who, options = {}) => {
      const { password = DEMO_PASSWORD, callbackUrl, expectSuccess = true } = options;
      const totpSecret = options.totpSecret ?? (who === 'admin' ? DEMO_ADMIN_TOTP_SECRET : undefined);
      const email = who in demoAccounts ? demoAccounts[who as DemoAccount].email : who;
      if (expectSuccess && !totpSecret && !options.throughForm) {
        // An open app page would see its session change under it (a 401, a redirect racing ours).
        if (page.url() !== 'about:blank') await page.goto('about:blank');
        await signInThroughApi(page, baseURL, email, password);
        await page.goto(callbackUrl ?? '/dashboard');
        return;
      }
      const query = callbackUrl === undefined ? '' : `?callbackUrl=${encodeURIComponent(callbackUrl)}`;
      await page.goto(`/login${query}`);
      await fillLoginForm(page, email, password);
      if (totpSecret && expectSuccess) await enterAuthenticatorCode(page, totpSecret);
      if (expectSuccess) await page.waitForURL((url) => url.pathname !== '/login');
    });
  },

  toasts: async ({ page }, use) => {
    const seen: string[] = [];
    // A 401 toast lives only 100 ms before the redirect: record toasts as they mount instead of polling.
    await page.exposeBinding('__recordToast', (_source, text: string) => {
      seen.push(text);
    });
    await page.addInitScript(() => {
      const record = (window as unknown as { __recordToast: (text: string) => void }).__recordToast;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof Element)) continue;
            const found = node.matches('[data-slot="toast"]')
              ? [node]
              : node.querySelectorAll('[data-slot="toast"]');
            for (const toast of found) record(toast.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await use({ seen });
  },
});
