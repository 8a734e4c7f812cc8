import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CreditCardIcon, SparklesIcon, TriangleAlertIcon } from 'lucide-react';
import { SectionLoadError } from '@/components/section-load-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatBillingDate, pastDueText, usePaymentPortal } from '@/lib/billing';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { PlanHistory } from './plan-history';
import { useCheckoutReturn } from './use-checkout-return';

type Billing = RouterOutputs['billing']['subscription'];
type Subscription = NonNullable<Billing['subscription']>;

const statusLabels: Record<Subscription['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

const statusStyles: Record<Subscription['status'], string> = {
  active: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  past_due: 'border-destructive/40 bg-destructive/10 text-destructive',
  canceled: 'border-border bg-muted text-muted-foreground',
};

/** Settings, Billing: the plan and its period, status and renewal, payment and invoices, plan history. */
export function BillingSection() {
  const billing = trpc.billing.subscription.useQuery(undefined, { meta: { globalErrorToast: false } });
  const checkoutDone = useCheckoutReturn();

  if (billing.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading billing"
        className="flex max-w-3xl flex-col gap-4"
      >
        <Skeleton className="h-44 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (billing.isError) {
    return (
      <div className="max-w-3xl">
        <SectionLoadError title="Could not load your billing" onRetry={() => void billing.refetch()} />
      </div>
    );
  }

  const data = billing.data;
  const subscription = data.subscription;
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="billing-section">
      {checkoutDone && subscription && subscription.status !== 'canceled' ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-600/30 bg-emerald-500/10 px-4 py-3 text-emerald-900 text-sm dark:text-emerald-100"
        >
          <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            Payment received. You are on {subscription.plan} ({subscription.period}).
          </p>
        </div>
      ) : null}
      {subscription?.status === 'past_due' ? <PastDueAlert subscription={subscription} /> : null}
      {!subscription && data.plan === 'Free' ? <NoPlan /> : <CurrentPlan billing={data} />}
      <PlanHistory history={data.history} />
    </div>
  );
}

/** A Free user who never subscribed: an invitation to pick a plan. */
function NoPlan() {
  return (
    <Card className="items-center gap-4 border-dashed px-6 text-center" data-slot="billing-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <SparklesIcon aria-hidden className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold text-base">You are on the Free plan</h4>
        <p className="max-w-md text-muted-foreground text-sm">
          You have no subscription yet. Pick a plan to keep prospecting after your trial: payment details and
          invoices will appear here.
        </p>
      </div>
      <Button asChild>
        <Link to="/pricing">See plans</Link>
      </Button>
    </Card>
  );
}

function PastDueAlert({ subscription }: { subscription: Subscription }) {
  const portal = usePaymentPortal();
  return (
    <Alert variant="destructive" data-slot="past-due-alert">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>Payment failed</AlertTitle>
      <AlertDescription>
        <p>{pastDueText(subscription.plan, subscription.graceUntil)}</p>
        <Button
          size="sm"
          variant="destructive"
          disabled={portal.pending}
          onClick={portal.open}
          className="mt-1"
        >
          {portal.pending ? <Spinner aria-hidden /> : null}
          Update payment method
        </Button>
        {portal.error ? <p>{portal.error}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

function renewalText(subscription: Subscription, now: number): string | null {
  const end = subscription.currentPeriodEnd;
  if (end === null) return null;
  if (subscription.status === 'canceled')
    return `${end > now ? 'Ends' : 'Ended'} on ${formatBillingDate(end)}`;
  if (subscription.status === 'past_due') {
    return subscription.graceUntil === null
      ? null
      : `Access ends on ${formatBillingDate(subscription.graceUntil)}`;
  }
  // Canceled in the portal: the plan runs to the end of the period paid for, then ends (as at Stripe).
  if (subscription.cancelAtPeriodEnd) return `Ends on ${formatBillingDate(end)}`;
  return `Renews on ${formatBillingDate(end)}`;
}

function CurrentPlan({ billing }: { billing: Billing }) {
  const portal = usePaymentPortal();
  const subscription = billing.subscription;
  // A running subscription names its period; a canceled one is history, the plan is the profile's.
  const running = subscription && subscription.status !== 'canceled' ? subscription : null;
  const renewal = subscription ? renewalText(subscription, Date.now()) : null;

  return (
    <Card className="gap-4" data-slot="current-plan">
      <CardHeader>
        <CardDescription>Current plan</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
          <span data-testid="current-plan-name">
            {billing.plan}
            {running ? <span className="font-normal text-muted-foreground"> ({running.period})</span> : null}
          </span>
          {subscription ? (
            <Badge variant="outline" className={cn(statusStyles[subscription.status])}>
              {statusLabels[subscription.status]}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {renewal ? <p className="font-medium text-sm">{renewal}</p> : null}
        {subscription?.status === 'canceled' ? (
          <p className="text-muted-foreground text-sm">
            Your {subscription.plan} ({subscription.period}) subscription was canceled.
          </p>
        ) : null}
        {running?.cancelAtPeriodEnd ? (
          <p className="text-muted-foreground text-sm">
            Canceled: {running.plan} stays until the end of the period paid for, then the account returns to
            Free.
          </p>
        ) : null}
        {!subscription ? (
          <p className="text-muted-foreground text-sm">
            This plan is not billed through the payment provider: there is nothing to renew.
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {billing.hasCustomer ? (
            <Button variant="outline" disabled={portal.pending} onClick={portal.open}>
              {portal.pending ? <Spinner aria-hidden /> : <CreditCardIcon aria-hidden />}
              Manage payment and invoices
            </Button>
          ) : null}
          <Button asChild>
            <Link to="/pricing">Change plan</Link>
          </Button>
        </div>
        {billing.hasCustomer ? null : (
          <p className="text-muted-foreground text-sm">
            Payment details and invoices appear here once you pay for a plan.
          </p>
        )}
        {portal.error ? (
          <p role="alert" className="text-destructive text-sm">
            {portal.error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
