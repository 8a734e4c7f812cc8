import type { FlowStateStore } from '../flow-state/flow-state-store.ts';
import type { PriceIds } from './billing-provider.ts';
import { createSandboxBilling, type SandboxBillingProvider } from './sandbox-billing.ts';
import { createStripeBilling, type StripeBillingProvider } from './stripe-billing.ts';

/** The provider the app runs on: Stripe, or the sandbox with its in-app pages. */
export type AppBillingProvider = StripeBillingProvider | SandboxBillingProvider;

/** Stripe when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the in-app sandbox. */
export function createBillingProvider(options: {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  priceIds: PriceIds;
  now?: () => number;
  /** Where the sandbox keeps open checkouts: the app's database, shared by every instance. */
  flowState: FlowStateStore;
}): AppBillingProvider {
  if (options.stripeSecretKey && options.stripeWebhookSecret) {
    return createStripeBilling({
      secretKey: options.stripeSecretKey,
      webhookSecret: options.stripeWebhookSecret,
      priceIds: options.priceIds,
      now: options.now,
    });
  }
  return createSandboxBilling(options.flowState, options.now);
}
