import type { RouterOutputs } from '@leadpath/api';
import {
  type BillingPeriod,
  isAdmin,
  type PaidPlan,
  type PlanChoice,
  planChange,
  planChangeLabel,
  planPricing,
  yearlySaving,
} from '@leadpath/core';
import { useRouterState } from '@tanstack/react-router';
import { CheckIcon, CircleAlertIcon, InfoIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { formatPrice, periodUnit } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { SandboxNotice } from './sandbox-notice';

type SubscriptionView = RouterOutputs['billing']['subscription'];

/** Yearly billing as months paid for, rounded: what the switch saves (spec §9's prices). */
function yearlySavingPercent(plan: PaidPlan): number {
  const { monthly, yearly } = planPricing[plan];
  return Math.round((1 - yearly / (monthly * 12)) * 100);
}

/**
 * What counts as the current plan: a running (active or past due) subscription's plan and period;
 * a plan set by hand, with no subscription, in either period (its period is not known); for Admin
 * staff, whose role is not a plan, only a subscription of their own.
 */
type CurrentPlan = { plan: PaidPlan; period: BillingPeriod | 'any' } | null;

function currentPlanOf(view: SubscriptionView, staff: boolean): CurrentPlan {
  const running = view.subscription && view.subscription.status !== 'canceled' ? view.subscription : null;
  if (running) return { plan: running.plan, period: running.period };
  if (staff || view.plan === 'Free') return null;
  return { plan: view.plan, period: 'any' };
}

/** Only when it can be known: the chosen period otherwise stands in for a plan set by hand. */
function asChoice(current: CurrentPlan, period: BillingPeriod): PlanChoice | null {
  if (!current) return null;
  return { plan: current.plan, period: current.period === 'any' ? period : current.period };
}

/** Whether the page was opened by the checkout's Cancel (/pricing?checkout=canceled). */
function useCheckoutCanceled(): boolean {
  return useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).checkout === 'canceled',
  });
}

const searchText = (search: object, name: string): string =>
  String((search as Record<string, unknown>)[name] ?? '');

const isPaidPlan = (value: unknown): value is PaidPlan =>
  value === 'Starter' || value === 'Premium' || value === 'Pro';

/** The plan a signed-out visitor chose before signing in (/pricing?plan=Pro&period=yearly), when valid. */
function useChosenBeforeSignIn(): PlanChoice | null {
  const plan = useRouterState({ select: (state) => searchText(state.location.search, 'plan') });
  const period = useRouterState({ select: (state) => searchText(state.location.search, 'period') });
  if (!isPaidPlan(plan) || (period !== 'monthly' && period !== 'yearly')) return null;
  return { plan, period };
}

/** Signed out, choosing a plan leads to sign-in first and then back here with the choice. */
function signInFor(choice: PlanChoice): void {
  const back = `/pricing?plan=${encodeURIComponent(choice.plan)}&period=${choice.period}`;
  window.location.assign(`/login?callbackUrl=${encodeURIComponent(back)}`);
}

/** The upgrade page (spec §2, §9): Starter, Premium and Pro, monthly or yearly, then the checkout. */
export function PricingPage() {
  const id = useId();
  const canceled = useCheckoutCanceled();
  const chosenBeforeSignIn = useChosenBeforeSignIn();
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(chosenBeforeSignIn?.period ?? null);
  const plans = trpc.billing.plans.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  // Prices are public: a signed-out visitor (401) sees them too, and signs in when choosing one.
  // A 401 stays an answer: refetching it on mount would loop with the layout (pricing-layout.tsx).
  const user = trpc.user.fetch.useQuery(undefined, {
    retry: false,
    retryOnMount: false,
    meta: { globalErrorToast: false },
  });
  const signedOut = errorStatus(user.error) === 401;
  const subscription = trpc.billing.subscription.useQuery(undefined, { enabled: user.isSuccess });
  const checkout = trpc.billing.checkout.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Pending until the browser has left: the button stays busy while the checkout loads.
  const leaving = checkout.isPending || checkout.isSuccess;

  const current =
    subscription.data && user.data ? currentPlanOf(subscription.data, isAdmin(user.data)) : null;
  // A yearly subscriber opens on the yearly prices, where their plan is.
  const period: BillingPeriod =
    chosenPeriod ?? (current && current.period !== 'any' ? current.period : 'monthly');
  const loading = plans.isPending || user.isPending || (user.isSuccess && subscription.isPending);
  const failed = plans.isError || subscription.isError || (user.isError && !signedOut);
  const choose = (choice: PlanChoice) => (signedOut ? signInFor(choice) : checkout.mutate(choice));
  // Back from sign-in with a choice: offered once more, unless it is already the plan.
  const resume =
    chosenBeforeSignIn && user.isSuccess && subscription.data
      ? planChange(asChoice(current, chosenBeforeSignIn.period), chosenBeforeSignIn) === 'current'
        ? null
        : chosenBeforeSignIn
      : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-semibold text-3xl tracking-tight">Pick a plan</h1>
        <p className="max-w-xl text-muted-foreground">
          Every plan includes the full prospecting workspace. Switch to yearly billing to pay less.
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3 text-sm">
          <span className={cn(period === 'monthly' ? 'font-semibold' : 'text-muted-foreground')} aria-hidden>
            Monthly
          </span>
          <Switch
            aria-label="Bill yearly"
            checked={period === 'yearly'}
            onCheckedChange={(yearly) => setPeriod(yearly ? 'yearly' : 'monthly')}
          />
          <span className={cn(period === 'yearly' ? 'font-semibold' : 'text-muted-foreground')} aria-hidden>
            Yearly
          </span>
          <Badge variant="secondary">Save up to {yearlySavingPercent('Pro')}%</Badge>
        </div>
      </header>

      <SandboxNotice />

      {canceled ? (
        <Alert role="status" data-slot="checkout-canceled" className="mx-auto max-w-xl">
          <InfoIcon aria-hidden />
          <AlertTitle>Checkout canceled. Nothing was charged.</AlertTitle>
          <AlertDescription>Your plan is unchanged. Pick a plan whenever you are ready.</AlertDescription>
        </Alert>
      ) : null}

      {resume ? (
        <Alert role="status" data-slot="resume-choice" className="mx-auto max-w-xl">
          <InfoIcon aria-hidden />
          <AlertTitle>
            You chose {resume.plan} ({resume.period}) before signing in
          </AlertTitle>
          <AlertDescription>
            <Button size="sm" className="mt-2" disabled={leaving} onClick={() => checkout.mutate(resume)}>
              {leaving && checkout.variables?.plan === resume.plan ? <Spinner aria-hidden /> : null}
              Continue with {resume.plan}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {checkout.isError ? (
        <Alert variant="destructive" className="mx-auto max-w-xl">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>The checkout could not start</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(checkout.error)}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {failed ? (
        <Alert variant="destructive" className="mx-auto max-w-xl">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>The plans could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(plans.error ?? subscription.error ?? user.error)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                if (plans.isError) void plans.refetch();
                if (subscription.isError) void subscription.refetch();
                if (user.isError) void user.refetch();
              }}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : loading ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the plans"
          className="grid gap-6 md:grid-cols-3"
        >
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {plans.data.plans.map((plan) => {
            const offer = plan[period];
            const change = planChange(asChoice(current, period), { plan: plan.plan, period });
            const isCurrent = change === 'current';
            const busy = leaving && checkout.variables?.plan === plan.plan;
            return (
              <Card
                key={plan.plan}
                data-plan={plan.plan}
                aria-labelledby={`${id}-${plan.plan}`}
                className={cn(isCurrent && 'border-primary ring-1 ring-primary')}
                role="group"
              >
                <CardHeader>
                  <CardTitle id={`${id}-${plan.plan}`} className="flex items-center gap-2 text-lg">
                    <h2>{plan.plan}</h2>
                    {isCurrent ? <Badge>Current plan</Badge> : null}
                  </CardTitle>
                  <CardDescription>
                    <span data-slot="price" className="font-semibold text-3xl text-foreground tracking-tight">
                      {formatPrice(offer.price)}
                    </span>
                    <span> / {periodUnit[period]}</span>
                    {period === 'yearly' ? (
                      <span data-slot="saving" className="mt-1 block font-medium text-success">
                        Save {formatPrice(yearlySaving(plan.plan))} a year
                      </span>
                    ) : null}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="flex flex-col gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2">
                        <CheckIcon aria-hidden className="size-4 text-success" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="flex flex-col items-stretch gap-2">
                  <Button
                    variant={isCurrent ? 'outline' : change === 'upgrade' ? 'default' : 'secondary'}
                    disabled={isCurrent || leaving}
                    aria-busy={busy || undefined}
                    onClick={() => choose({ plan: plan.plan, period })}
                  >
                    {busy ? <Spinner aria-hidden /> : null}
                    {isCurrent
                      ? 'Your current plan'
                      : signedOut
                        ? `Choose ${plan.plan}`
                        : planChangeLabel(change, plan.plan)}
                  </Button>
                </CardFooter>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
