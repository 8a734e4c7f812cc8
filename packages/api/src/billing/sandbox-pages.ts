import type { SandboxPortalAction } from '@leadpath/core/schemas/billing';
import { type UserRow, users } from '@leadpath/db';
import type { BillingEvent, KnownSubscription, SandboxBillingProvider } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { applyBillingEvent } from './apply-billing-event.ts';
import { alreadyOnPlan } from './checkout.ts';
import { payOpenSandboxInvoices, recordSandboxInvoice } from './sandbox-invoices.ts';
import { subscriptionRowOfUser } from './subscription-view.ts';

type BillingContext = Context & { user: NonNullable<Context['user']> };

export const SANDBOX_OFF = 'The sandbox checkout is off: payments go through Stripe.';
export const CHECKOUT_GONE =
  'This checkout has expired or was already used. Choose a plan again on the pricing page.';
export const NO_RUNNING_SUBSCRIPTION =
  'There is no running subscription to change. Choose a plan on the pricing page.';
export const NOTHING_TO_PAY = 'There is no unpaid invoice.';
export const ALREADY_CANCELED = 'This subscription is already canceled at the end of its period.';
export const NOTHING_TO_RESUME = 'This subscription is not canceled: there is nothing to renew.';

/** The sandbox provider; its pages do not exist when Stripe is configured. */
export function sandboxOf(ctx: BillingContext): SandboxBillingProvider {
  const billing = ctx.services.billing;
  if (billing.kind !== 'sandbox') throw new TRPCError({ code: 'NOT_FOUND', message: SANDBOX_OFF });
  return billing;
}

/** An open checkout of this user; anyone else's reads as gone, as an unknown one does. */
export async function sandboxSessionOf(ctx: BillingContext, sessionId: string) {
  const session = await sandboxOf(ctx).session(sessionId);
  if (!session || session.userId !== ctx.user.id)
    throw new TRPCError({ code: 'NOT_FOUND', message: CHECKOUT_GONE });
  return session;
}

async function applyAll(ctx: BillingContext, events: BillingEvent[]) {
  for (const event of events) await applyBillingEvent(ctx.db, event, ctx.now());
}

/** An invoice for each subscription event that starts a new paid period (a checkout, a plan change). */
async function recordCharges(ctx: BillingContext, events: BillingEvent[], paid: boolean) {
  for (const event of events) {
    if (event.type !== 'customer.subscription.created' && event.type !== 'customer.subscription.updated')
      continue;
    const { plan, period, currentPeriodEnd, subscriptionId } = event.subscription;
    if (!plan || !period || currentPeriodEnd === null) continue;
    await recordSandboxInvoice(
      ctx.db,
      { userId: ctx.user.id, subscriptionId, plan, period, periodEnd: currentPeriodEnd, paid },
      ctx.now(),
    );
  }
}

/** "Pay" on the sandbox checkout page: the events Stripe would send, applied as its webhook would be. */
export async function completeSandboxCheckout(
  ctx: BillingContext,
  sessionId: string,
): Promise<{ redirectUrl: string }> {
  await sandboxSessionOf(ctx, sessionId);
  const customerId = (await subscriptionRowOfUser(ctx.db, ctx.user.id))?.customerId ?? null;
  const done = await sandboxOf(ctx).complete(sessionId, customerId);
  if (!done) throw new TRPCError({ code: 'NOT_FOUND', message: CHECKOUT_GONE });
  await applyAll(ctx, done.events);
  await recordCharges(ctx, done.events, true);
  return { redirectUrl: done.redirectUrl };
}

/** What the customer does in the sandbox portal, turned into the provider's events; the user as they are after it. */
export async function sandboxPortalAction(ctx: BillingContext, input: SandboxPortalAction): Promise<UserRow> {
  const sandbox = sandboxOf(ctx);
  const row = await subscriptionRowOfUser(ctx.db, ctx.user.id);
  if (!row?.subscriptionId || !row.plan || !row.period || !row.status || row.status === 'canceled')
    throw new TRPCError({ code: 'BAD_REQUEST', message: NO_RUNNING_SUBSCRIPTION });
  const known = {
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    userId: row.userId,
    plan: row.plan,
    period: row.period,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
  };
  const events = portalEvents(
    sandbox,
    known,
    { status: row.status, canceling: row.cancelAtPeriodEnd },
    input,
  );
  await applyAll(ctx, events);
  await recordInvoices(ctx, known, events, input);
  return (await ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).get()) ?? ctx.user;
}

/** What the provider charged for a portal action: a plan change is paid, a declined renewal stays open. */
async function recordInvoices(
  ctx: BillingContext,
  known: KnownSubscription,
  events: BillingEvent[],
  input: SandboxPortalAction,
) {
  const now = ctx.now();
  if (input.action === 'change-plan') await recordCharges(ctx, events, true);
  if (input.action === 'pay-invoice') await payOpenSandboxInvoices(ctx.db, ctx.user.id, now);
  if (input.action === 'fail-payment')
    await recordSandboxInvoice(
      ctx.db,
      {
        userId: ctx.user.id,
        subscriptionId: known.subscriptionId,
        plan: known.plan,
        period: known.period,
        periodEnd: now + (known.period === 'yearly' ? 365 : 30) * 86_400_000,
        paid: false,
      },
      now,
    );
}

function portalEvents(
  sandbox: SandboxBillingProvider,
  known: KnownSubscription,
  state: { status: 'active' | 'past_due'; canceling: boolean },
  input: SandboxPortalAction,
): BillingEvent[] {
  switch (input.action) {
    case 'change-plan':
      if (input.plan === known.plan && input.period === known.period)
        throw new TRPCError({ code: 'BAD_REQUEST', message: alreadyOnPlan(input.plan, input.period) });
      return [sandbox.changePlan(known, input.plan, input.period)];
    case 'cancel':
      if (state.canceling) throw new TRPCError({ code: 'BAD_REQUEST', message: ALREADY_CANCELED });
      return [sandbox.cancelSubscription(known)];
    case 'resume':
      if (!state.canceling) throw new TRPCError({ code: 'BAD_REQUEST', message: NOTHING_TO_RESUME });
      return [sandbox.resumeSubscription(known)];
    case 'fail-payment':
      return sandbox.failPayment(known);
    case 'pay-invoice':
      if (state.status !== 'past_due') throw new TRPCError({ code: 'BAD_REQUEST', message: NOTHING_TO_PAY });
      return [sandbox.payOpenInvoice(known)];
  }
}
