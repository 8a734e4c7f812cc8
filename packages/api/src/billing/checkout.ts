import type { ChoosePlanInput } from '@leadpath/core/schemas/billing';
import { BillingProviderError } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context.ts';
import { subscriptionRowOfUser } from './subscription-view.ts';

type BillingContext = Context & { user: NonNullable<Context['user']> };

export const alreadyOnPlan = (plan: string, period: string) => `You are already on ${plan} (${period})`;
export const NO_CUSTOMER = 'You have no subscription yet. Choose a plan on the pricing page.';

/** Provider failures are the provider's (502), with the message the client wrote for the user. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingProviderError)
      throw new TRPCError({ code: 'BAD_GATEWAY', message: error.message });
    throw error;
  }
}

/** The sandbox's pages are in this app (relative addresses); Stripe sends people back to the public URL. */
const returnBase = (ctx: BillingContext) =>
  ctx.services.billing.kind === 'stripe' ? ctx.config.publicUrl : '';

/**
 * Where the user pays for `plan`: a new checkout when nothing is running; the portal's plan change
 * (the provider prorates) when a subscription is active or past due.
 */
export async function checkoutUrlFor(ctx: BillingContext, input: ChoosePlanInput): Promise<{ url: string }> {
  const billing = ctx.services.billing;
  const row = await subscriptionRowOfUser(ctx.db, ctx.user.id);
  const running = row?.subscriptionId && (row.status === 'active' || row.status === 'past_due');
  if (running && row.plan === input.plan && row.period === input.period)
    throw new TRPCError({ code: 'BAD_REQUEST', message: alreadyOnPlan(input.plan, input.period) });
  if (running && row.subscriptionId) {
    if (billing.kind === 'sandbox')
      return { url: `/billing/sandbox-portal?plan=${input.plan}&period=${input.period}` };
    const subscriptionId = row.subscriptionId;
    return fromProvider(() =>
      billing.openPortal({
        customerId: row.customerId,
        subscriptionId,
        returnUrl: `${ctx.config.publicUrl}/pricing`,
      }),
    );
  }
  const base = returnBase(ctx);
  const session = await fromProvider(() =>
    billing.createCheckout({
      user: { id: ctx.user.id, email: ctx.user.email, customerId: row?.customerId ?? null },
      plan: input.plan,
      period: input.period,
      successUrl: `${base}/dashboard/settings?section=billing&checkout=done`,
      cancelUrl: `${base}/pricing?checkout=canceled`,
    }),
  );
  return { url: session.url };
}

/** The provider's portal for the user's customer: cards, invoices, cancellation. */
export async function portalUrlFor(ctx: BillingContext): Promise<{ url: string }> {
  const row = await subscriptionRowOfUser(ctx.db, ctx.user.id);
  if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_CUSTOMER });
  return fromProvider(() =>
    ctx.services.billing.openPortal({
      customerId: row.customerId,
      returnUrl: `${returnBase(ctx)}/dashboard/settings?section=billing`,
    }),
  );
}
