import type { BillingPeriod } from '@leadpath/core';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars: "$490". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** What one payment covers: "month" or "year". */
export const periodUnit: Record<BillingPeriod, string> = { monthly: 'month', yearly: 'year' };

/** "Monthly" / "Yearly", as the pages label a period. */
export const periodLabel: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** The Settings → Billing section, where the provider's pages return to. */
export const BILLING_SETTINGS_PATH = '/dashboard/settings?section=billing';

/** Sends a signed-out visitor to sign in, coming back to this very page afterwards. */
export function signInAndReturn(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?callbackUrl=${encodeURIComponent(here)}`);
}
