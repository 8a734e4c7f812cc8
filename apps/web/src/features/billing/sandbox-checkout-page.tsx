import { useSearch } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { formatPrice, periodLabel, periodUnit, signInAndReturn } from '@/lib/billing-format';
import { trpc } from '@/lib/trpc';
import { BackToPricing, MerchantMark, SandboxFrame } from './sandbox-frame';

const INCOMPLETE_LINK = 'This checkout link is incomplete. Choose a plan again on the pricing page.';

/** Leaves the checkout the way the provider's page does: a full page load of the return address. */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * /billing/sandbox-checkout?session=…: the built-in stand-in for the payment provider's checkout page.
 * Pay completes the session, which the server applies as the provider's webhook would; Cancel
 * changes nothing. Both return to the app.
 */
export function SandboxCheckoutPage() {
  const search: { session?: unknown } = useSearch({ strict: false });
  const session = typeof search.session === 'string' ? search.session.trim() : '';
  const checkout = trpc.billing.sandboxCheckout.useQuery(
    { session },
    { enabled: session !== '', retry: false, meta: { globalErrorToast: false } },
  );
  const pay = trpc.billing.sandboxCompleteCheckout.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: ({ redirectUrl }) => leaveFor(redirectUrl),
  });
  const cancel = trpc.billing.sandboxCancelCheckout.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: ({ redirectUrl }) => leaveFor(redirectUrl),
  });
  const signedOut = [checkout.error, pay.error, cancel.error].some((error) => errorStatus(error) === 401);
  useEffect(() => {
    if (signedOut) signInAndReturn();
  }, [signedOut]);

  // Busy until the browser has left, so nothing can be pressed twice.
  const leaving = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;
  const actionError = pay.error ?? cancel.error;

  return (
    <SandboxFrame label="Sandbox checkout — no real payment is taken">
      {session === '' ? (
        <BackToPricing title="Checkout unavailable" message={INCOMPLETE_LINK} />
      ) : checkout.isError ? (
        signedOut ? (
          <Skeleton className="h-96 rounded-xl" aria-label="Loading" />
        ) : (
          <BackToPricing title="Checkout unavailable" message={errorMessage(checkout.error)} />
        )
      ) : checkout.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the checkout">
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : (
        <Card data-slot="sandbox-checkout">
          <CardHeader className="gap-3">
            <div className="flex items-center gap-3">
              <MerchantMark />
              <div className="min-w-0">
                <CardTitle>
                  <h1 className="text-xl tracking-tight">Subscribe to Leadpath {checkout.data.plan}</h1>
                </CardTitle>
                <CardDescription className="mt-1">Leadpath, billed {checkout.data.period}</CardDescription>
              </div>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="font-semibold text-4xl tracking-tight">
              {formatPrice(checkout.data.price)}
              <span className="ml-1 font-normal text-base text-muted-foreground">
                per {periodUnit[checkout.data.period]}
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border p-4 text-sm">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium" data-slot="checkout-plan">
                {checkout.data.plan}
              </dd>
              <dt className="text-muted-foreground">Billing</dt>
              <dd className="font-medium" data-slot="checkout-period">
                {periodLabel[checkout.data.period]}
              </dd>
              <dt className="text-muted-foreground">Total due today</dt>
              <dd className="font-medium">
                {formatPrice(checkout.data.price)} / {periodUnit[checkout.data.period]}
              </dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="min-w-0 break-all font-medium">{checkout.data.email}</dd>
            </dl>
            <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-muted-foreground text-xs">
              <LockIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              Sandbox: this page stands in for the payment provider's checkout, so upgrading works offline. No
              card is asked for and nothing is charged; paying here changes your plan as a real payment would.
            </p>
            {actionError && !signedOut ? (
              <p role="alert" className="text-destructive text-sm">
                {errorMessage(actionError)}
              </p>
            ) : null}
          </CardContent>
          <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={leaving}
              onClick={() => cancel.mutate({ session })}
            >
              {cancel.isPending || cancel.isSuccess ? <Spinner aria-hidden /> : null}
              Cancel
            </Button>
            <Button className="w-full sm:w-auto" disabled={leaving} onClick={() => pay.mutate({ session })}>
              {pay.isPending || pay.isSuccess ? <Spinner aria-hidden /> : null}
              Pay {formatPrice(checkout.data.price)}
            </Button>
          </CardFooter>
        </Card>
      )}
    </SandboxFrame>
  );
}
