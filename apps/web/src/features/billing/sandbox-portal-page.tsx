import type { RouterOutputs } from '@leadpath/api';
import {
  type BillingPeriod,
  type PaidPlan,
  type PlanChoice,
  paidPlans,
  planChange,
  planChangeLabel,
  planPricing,
} from '@leadpath/core';
import type { SandboxPortalAction } from '@leadpath/core/schemas/billing';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  CircleAlertIcon,
  CreditCardIcon,
  FlaskConicalIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { formatBillingDate } from '@/lib/billing';
import {
  BILLING_SETTINGS_PATH,
  formatPrice,
  periodLabel,
  periodUnit,
  signInAndReturn,
} from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { MerchantMark, SandboxFrame } from './sandbox-frame';
import { SandboxInvoices } from './sandbox-invoices';

type SubscriptionView = RouterOutputs['billing']['subscription'];
type RunningSubscription = NonNullable<SubscriptionView['subscription']> & { status: 'active' | 'past_due' };
type ActionName = SandboxPortalAction['action'];

const periods: readonly BillingPeriod[] = ['monthly', 'yearly'];

const isPaidPlan = (value: unknown): value is PaidPlan =>
  typeof value === 'string' && (paidPlans as readonly string[]).includes(value);
const isPeriod = (value: unknown): value is BillingPeriod =>
  typeof value === 'string' && (periods as readonly string[]).includes(value);

const choiceText = ({ plan, period }: PlanChoice) => `${plan} (${period})`;
const priceText = ({ plan, period }: PlanChoice) =>
  `${formatPrice(planPricing[plan][period])} / ${periodUnit[period]}`;

function runningOf(view: SubscriptionView): RunningSubscription | null {
  const subscription = view.subscription;
  if (!subscription || subscription.status === 'canceled') return null;
  return subscription as RunningSubscription;
}

/** The last day of the period paid for, in words. */
const periodEndText = (end: number | null | undefined) =>
  end == null ? 'the end of this period' : formatBillingDate(end);

/** What the toast says once the provider has applied an action. */
function doneText(input: SandboxPortalAction, next: SubscriptionView): string {
  switch (input.action) {
    case 'change-plan':
      return `Your plan is now ${choiceText(input)}.`;
    case 'cancel':
      return `Subscription canceled. You keep ${next.subscription?.plan ?? 'your plan'} until ${periodEndText(next.subscription?.currentPeriodEnd)}.`;
    case 'resume':
      return `Subscription renewed. It renews on ${periodEndText(next.subscription?.currentPeriodEnd)}.`;
    case 'fail-payment':
      return 'The renewal payment failed (simulated). The subscription is past due.';
    case 'pay-invoice':
      return 'Invoice paid. Your subscription is active again.';
  }
}

/** The plan and period the pricing page sent here to change to (?plan=Pro&period=yearly), when valid. */
function useRequestedChange(): PlanChoice | null {
  const search: { plan?: unknown; period?: unknown } = useSearch({ strict: false });
  return isPaidPlan(search.plan) && isPeriod(search.period)
    ? { plan: search.plan, period: search.period }
    : null;
}

/**
 * /billing/sandbox-portal: the built-in stand-in for the payment provider's customer portal. The
 * customer changes plan, cancels, or (a sandbox tool) makes the next renewal fail; each action
 * reaches the app as the provider's webhook would.
 */
export function SandboxPortalPage() {
  const requested = useRequestedChange();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const user = trpc.user.fetch.useQuery(undefined, { retry: false, meta: { globalErrorToast: false } });
  const view = trpc.billing.subscription.useQuery(undefined, {
    retry: false,
    meta: { globalErrorToast: false },
  });
  const [cancelOpen, setCancelOpen] = useState(false);

  const clearRequest = () => void navigate({ to: '/billing/sandbox-portal', search: {}, replace: true });
  const act = trpc.billing.sandboxPortal.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (next, input) => {
      utils.billing.subscription.setData(undefined, next);
      setCancelOpen(false);
      if (input.action === 'change-plan') clearRequest();
      toast.success(doneText(input, next));
      void utils.billing.sandboxInvoices.invalidate();
      // The plan, role and trial change with the subscription: everything shown may differ now.
      await utils.invalidate();
    },
    onError: (error) => {
      if (errorStatus(error) !== 401) toast.error(errorMessage(error));
    },
  });
  const signedOut = [user.error, view.error, act.error].some((error) => errorStatus(error) === 401);
  useEffect(() => {
    if (signedOut) signInAndReturn();
  }, [signedOut]);

  const running = view.data ? runningOf(view.data) : null;
  const pendingAction: ActionName | null = act.isPending ? (act.variables?.action ?? null) : null;

  return (
    <SandboxFrame label="Sandbox billing portal — no real payment is taken" width="lg">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <MerchantMark />
          <div className="min-w-0">
            <h1 className="font-semibold text-xl tracking-tight">Leadpath billing</h1>
            <p className="truncate text-muted-foreground text-sm">
              {user.data ? `Signed in as ${user.data.email}` : '\u00a0'}
            </p>
          </div>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <a href={BILLING_SETTINGS_PATH}>
            <ArrowLeftIcon aria-hidden />
            Back to Leadpath
          </a>
        </Button>
      </header>

      {view.isError && !signedOut ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>Your subscription could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(view.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void view.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : view.data === undefined || signedOut ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading your subscription"
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : running === null ? (
        <NoSubscription view={view.data} />
      ) : (
        <>
          <CurrentSubscription
            subscription={running}
            paying={pendingAction === 'pay-invoice'}
            disabled={act.isPending}
            onPay={() => act.mutate({ action: 'pay-invoice' })}
          />
          {requested && !(requested.plan === running.plan && requested.period === running.period) ? (
            <ConfirmChange
              current={running}
              target={requested}
              pending={pendingAction === 'change-plan'}
              disabled={act.isPending}
              onConfirm={() => act.mutate({ action: 'change-plan', ...requested })}
              onDismiss={clearRequest}
            />
          ) : (
            <ChangePlan
              key={`${running.plan}-${running.period}`}
              current={running}
              alreadyOn={requested ? choiceText(requested) : null}
              pending={pendingAction === 'change-plan'}
              disabled={act.isPending}
              onChange={(choice) => act.mutate({ action: 'change-plan', ...choice })}
            />
          )}
          {running.cancelAtPeriodEnd ? (
            <Card data-slot="portal-canceling">
              <CardHeader>
                <CardTitle>
                  <h2>Your subscription ends on {periodEndText(running.currentPeriodEnd)}</h2>
                </CardTitle>
                <CardDescription>
                  You keep {running.plan} until then and are not charged again; then you go back to Free.
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <Button disabled={act.isPending} onClick={() => act.mutate({ action: 'resume' })}>
                  {pendingAction === 'resume' ? <Spinner aria-hidden /> : null}
                  Renew subscription
                </Button>
              </CardFooter>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Cancel subscription</h2>
                </CardTitle>
                <CardDescription>
                  {running.plan} stays until the end of the period you paid for (
                  {periodEndText(running.currentPeriodEnd)}); then you go back to Free, with the trial already
                  used.
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <Button
                  variant="outline"
                  className="text-destructive"
                  disabled={act.isPending}
                  onClick={() => setCancelOpen(true)}
                >
                  Cancel subscription
                </Button>
              </CardFooter>
            </Card>
          )}
          <SandboxInvoices />
          {running.status === 'active' && !running.cancelAtPeriodEnd ? (
            <Card className="border-dashed bg-transparent shadow-none">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <FlaskConicalIcon aria-hidden className="size-4" />
                  <h2>Sandbox tools</h2>
                </CardTitle>
                <CardDescription>
                  For trying the app out: the next renewal payment is declined, as a real card can be. The
                  subscription becomes past due and keeps its plan for the grace period.
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <Button
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ action: 'fail-payment' })}
                >
                  {pendingAction === 'fail-payment' ? <Spinner aria-hidden /> : null}
                  Simulate a failed payment
                </Button>
              </CardFooter>
            </Card>
          ) : null}
          <Modal
            open={cancelOpen}
            onOpenChange={(open) => {
              if (!act.isPending) setCancelOpen(open);
            }}
            title="Cancel your subscription?"
            description={`You keep ${running.plan} until ${periodEndText(running.currentPeriodEnd)} and are not charged again. Then you go back to Free: your trial is already used, so the paid features stop until you choose a plan again.`}
            size="sm"
            footer={
              <>
                <Button variant="outline" disabled={act.isPending} onClick={() => setCancelOpen(false)}>
                  Keep subscription
                </Button>
                <Button
                  variant="destructive"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ action: 'cancel' })}
                >
                  {pendingAction === 'cancel' ? <Spinner aria-hidden /> : null}
                  Cancel subscription
                </Button>
              </>
            }
          >
            <span className="sr-only">
              Until the period ends you can renew the subscription here; afterwards, from the pricing page.
            </span>
          </Modal>
        </>
      )}
    </SandboxFrame>
  );
}

function NoSubscription({ view }: { view: SubscriptionView }) {
  const ended = view.subscription?.status === 'canceled';
  return (
    <Card data-slot="portal-empty" className="text-center">
      <CardHeader className="justify-items-center">
        <CreditCardIcon aria-hidden className="mb-2 size-8 text-muted-foreground" />
        <CardTitle>
          <h2 className="text-lg">No running subscription</h2>
        </CardTitle>
        <CardDescription>
          {ended ? 'Your subscription is canceled. ' : ''}You are on {view.plan}. Choose a plan on the pricing
          page to subscribe.
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

const statusText: Record<RunningSubscription['status'], string> = { active: 'Active', past_due: 'Past due' };

function CurrentSubscription({
  subscription,
  paying,
  disabled,
  onPay,
}: {
  subscription: RunningSubscription;
  paying: boolean;
  disabled: boolean;
  onPay: () => void;
}) {
  const pastDue = subscription.status === 'past_due';
  return (
    <Card data-slot="portal-subscription">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>Current subscription</h2>
          <Badge variant={pastDue ? 'destructive' : 'secondary'} data-slot="subscription-status">
            {statusText[subscription.status]}
          </Badge>
          {subscription.cancelAtPeriodEnd ? (
            <Badge variant="outline" data-slot="subscription-canceling">
              Canceled, ends {periodEndText(subscription.currentPeriodEnd)}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium" data-slot="subscription-plan">
            {subscription.plan}
          </dd>
          <dt className="text-muted-foreground">Billing</dt>
          <dd className="font-medium" data-slot="subscription-period">
            {periodLabel[subscription.period]}, {priceText(subscription)}
          </dd>
          <dt className="text-muted-foreground">
            {subscription.cancelAtPeriodEnd ? 'Ends on' : pastDue ? 'Period ends' : 'Renews on'}
          </dt>
          <dd className="font-medium">
            {subscription.currentPeriodEnd === null
              ? 'Not known yet'
              : formatBillingDate(subscription.currentPeriodEnd)}
          </dd>
        </dl>
        {pastDue ? (
          <Alert variant="destructive" data-slot="portal-past-due">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>The last payment failed</AlertTitle>
            <AlertDescription>
              <p>
                {subscription.graceUntil === null
                  ? `Pay the open invoice soon to keep ${subscription.plan}.`
                  : `Pay the open invoice by ${formatBillingDate(subscription.graceUntil)} to keep ${subscription.plan}; access ends then.`}
              </p>
              <Button size="sm" className="mt-2" disabled={disabled} onClick={onPay}>
                {paying ? <Spinner aria-hidden /> : null}
                Pay the open invoice
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ConfirmChange({
  current,
  target,
  pending,
  disabled,
  onConfirm,
  onDismiss,
}: {
  current: RunningSubscription;
  target: PlanChoice;
  pending: boolean;
  disabled: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const change = planChange(current, target);
  return (
    <Card data-slot="portal-confirm" className="border-primary ring-1 ring-primary">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Change to {choiceText(target)}</h2>
        </CardTitle>
        <CardDescription>
          {planChangeLabel(change, target.plan)}: you pay {priceText(target)} from now on instead of{' '}
          {priceText(current)}. The provider settles the difference for the rest of this period.
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" disabled={disabled} onClick={onDismiss}>
          Not now
        </Button>
        <Button className="w-full sm:w-auto" disabled={disabled} onClick={onConfirm}>
          {pending ? <Spinner aria-hidden /> : null}
          Confirm
        </Button>
      </CardFooter>
    </Card>
  );
}

function ChangePlan({
  current,
  alreadyOn,
  pending,
  disabled,
  onChange,
}: {
  current: RunningSubscription;
  alreadyOn: string | null;
  pending: boolean;
  disabled: boolean;
  onChange: (choice: PlanChoice) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<PlanChoice>({ plan: current.plan, period: current.period });
  const change = planChange(current, choice);
  return (
    <Card data-slot="portal-change">
      <CardHeader>
        <CardTitle>
          <h2>Change plan</h2>
        </CardTitle>
        <CardDescription>
          {alreadyOn ? `You are already on ${alreadyOn}. ` : ''}Pick another plan or billing period.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-plan`}>Plan</Label>
          <NativeSelect
            id={`${id}-plan`}
            value={choice.plan}
            onChange={(event) => {
              const plan = event.target.value;
              if (isPaidPlan(plan)) setChoice((previous) => ({ ...previous, plan }));
            }}
          >
            {paidPlans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-period`}>Billing</Label>
          <NativeSelect
            id={`${id}-period`}
            value={choice.period}
            onChange={(event) => {
              const period = event.target.value;
              if (isPeriod(period)) setChoice((previous) => ({ ...previous, period }));
            }}
          >
            {periods.map((period) => (
              <option key={period} value={period}>
                {periodLabel[period]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className={cn('text-muted-foreground text-sm sm:col-span-2')}>{priceText(choice)}</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button
          className="w-full sm:w-auto"
          variant={change === 'current' ? 'outline' : 'default'}
          disabled={disabled || change === 'current'}
          onClick={() => onChange(choice)}
        >
          {pending ? <Spinner aria-hidden /> : null}
          {change === 'current' ? 'Your current plan' : planChangeLabel(change, choice.plan)}
        </Button>
      </CardFooter>
    </Card>
  );
}
