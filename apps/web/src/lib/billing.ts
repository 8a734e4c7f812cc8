import { errorMessage } from './api-errors';
import { madeOnce } from './made-once';
import { trpc } from './trpc';

// Fixed wording ("23 Nov 2027"): the billing texts are the same for everyone.
const billingDate = madeOnce(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** A billing date as Settings → Billing and the past-due banner write it: "23 Nov 2027". */
export function formatBillingDate(epochMs: number): string {
  return billingDate().format(new Date(epochMs));
}

/** The past-due warning of the banner and of Settings → Billing. */
export function pastDueText(plan: string, graceUntil: number | null): string {
  const by = graceUntil === null ? 'soon' : `by ${formatBillingDate(graceUntil)}`;
  return `Your last payment failed. Update your payment method ${by} to keep ${plan}.`;
}

/**
 * Opens the payment provider's portal (cards, invoices, cancellation): asks the server for its
 * address, then leaves for it. `error` is the server's message when it refused.
 */
export function usePaymentPortal() {
  const portal = trpc.billing.portal.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return {
    open: () => portal.mutate(),
    // Pending until the browser has left: the button stays busy while the next page loads.
    pending: portal.isPending || portal.isSuccess,
    error: portal.isError ? errorMessage(portal.error) : null,
  };
}
