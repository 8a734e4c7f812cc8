import {
  type BillingPeriod,
  isAdmin,
  type PaidPlan,
  paidPlans,
  planChange,
  planChangeLabel,
  planPricing,
  yearlySaving,
} from '@leadpath/core';
import { CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const periodUnit: Record<BillingPeriod, string> = { monthly: 'month', yearly: 'year' };

/** Yearly billing as months paid for, rounded: what the switch saves (spec §9's prices). */
function yearlySavingPercent(plan: PaidPlan): number {
  const { monthly, yearly } = planPricing[plan];
  return Math.round((1 - yearly / (monthly * 12)) * 100);
}

/** The upgrade page (spec §2, §9): Starter, Premium and Pro, monthly or yearly. */
export function PricingPage() {
  const id = useId();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = trpc.billing.plans.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const user = trpc.user.fetch.useQuery();
  const checkout = trpc.billing.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const userPlan = user.data && !isAdmin(user.data) ? user.data.plan : null;
  const currentPlan = paidPlans.find((plan) => plan === userPlan) ?? null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-semibold text-3xl tracking-tight">Pick a plan</h1>
        <p className="max-w-xl text-muted-foreground">
          Every plan includes the full prospecting workspace. Switch to yearly billing to pay less.
        </p>
        <div className="mt-2 flex items-center gap-3 text-sm">
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

      <div className="grid gap-6 md:grid-cols-3">
        {plans.isPending
          ? Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} className="h-96 rounded-xl" />
            ))
          : (plans.data?.plans ?? []).map((plan) => {
              const offer = plan[period];
              // The period of a plan set by hand is not known: the same plan counts as current in either.
              const change = planChange(currentPlan ? { plan: currentPlan, period } : null, {
                plan: plan.plan,
                period,
              });
              const current = change === 'current';
              const requesting = checkout.isPending && checkout.variables?.plan === plan.plan;
              return (
                <Card
                  key={plan.plan}
                  data-plan={plan.plan}
                  aria-labelledby={`${id}-${plan.plan}`}
                  className={cn(current && 'border-primary ring-1 ring-primary', 'relative')}
                  role="group"
                >
                  <CardHeader>
                    <CardTitle id={`${id}-${plan.plan}`} className="flex items-center gap-2 text-lg">
                      {plan.plan}
                      {current ? <Badge>Current plan</Badge> : null}
                    </CardTitle>
                    <CardDescription>
                      <span
                        data-slot="price"
                        className="font-semibold text-3xl text-foreground tracking-tight"
                      >
                        {priceFormat.format(offer.price)}
                      </span>
                      <span> / {periodUnit[period]}</span>
                      {period === 'yearly' ? (
                        <span data-slot="saving" className="mt-1 block font-medium text-success">
                          Save {priceFormat.format(yearlySaving(plan.plan))} a year
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
                      variant={current ? 'outline' : 'default'}
                      disabled={current || checkout.isPending}
                      onClick={() => checkout.mutate({ plan: plan.plan, period })}
                    >
                      {requesting ? <Spinner aria-hidden /> : null}
                      {current ? 'Your current plan' : planChangeLabel(change, plan.plan)}
                    </Button>
                  </CardFooter>
                </Card>
              );
            })}
      </div>
    </div>
  );
}
