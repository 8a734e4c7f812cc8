import { CreditCardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pastDueText, usePaymentPortal } from '@/lib/billing';
import { trpc } from '@/lib/trpc';

/** While the last payment failed (past due, in its grace period): a warning on every dashboard page. */
export function PastDueBanner() {
  const billing = trpc.billing.subscription.useQuery(undefined, { meta: { globalErrorToast: false } });
  const portal = usePaymentPortal();
  const subscription = billing.data?.subscription;
  if (!billing.data || subscription?.status !== 'past_due') return null;
  return (
    <div
      role="alert"
      data-slot="past-due-banner"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-red-500/40 border-b bg-red-100 px-4 py-2 text-red-950 text-sm dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex min-w-0 items-center gap-2">
        <CreditCardIcon aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{pastDueText(subscription.plan, subscription.graceUntil)}</span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7 border-red-600/40 bg-transparent text-red-950 hover:bg-red-200 dark:text-red-100 dark:hover:bg-red-900"
        disabled={portal.pending}
        onClick={portal.open}
      >
        {portal.pending ? <Spinner aria-hidden /> : null}
        Update payment method
      </Button>
      {portal.error ? <span>{portal.error}</span> : null}
    </div>
  );
}
