import type { SandboxPortalAction } from '@leadpath/core/schemas/billing';
import { type UserRow, users } from '@leadpath/db';
import type { BillingEvent, KnownSubscription, SandboxBillingProvider } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { applyBillingEvent } from './apply-billing-event.ts';
import { alreadyOnPlan } from './checkout.ts';
import { subscriptionRowOfUser } from './subscription-view.ts';

type BillingContext = Context & { user: NonNullable<Context['user']> };

export const SANDBOX_OFF = 'The sandbox checkout is off: payments go through Stripe.';
export const CHECKOUT_GONE =
  'This checkout has expired or was already used. Choose a plan again on the pricing page.';
export const NO_RUNNING_SUBSCRIPTION =
  'There is no running subscription to change. Choose a plan on the pricing page.';
export const NOTHING_TO_PAY = 'There is no unpaid invoice.';

/** The sandbox provider; its pages do not exist when Stripe is configured. */
export function sandboxOf(ctx: BillingContext): SandboxBillingProvider {
  const billing = ctx.services.billing;
  if (billing.kind !== 'sandbox') throw new TRPCError({ code: 'NOT_FOUND', message: SANDBOX_OFF });
  return billing;
}

/** An open checkout of this user; anyone else's reads as gone, as an unknown one does. */
export function sandboxSessionOf(ctx: BillingContext, sessionId: string) {
  const session = sandboxOf(ctx).session(sessionId);
  if (!session || session.userId !== ctx.user.id)
    throw new TRPCError({ code: 'NOT_FOUND', message: CHECKOUT_GONE });
  return session;
}

function applyAll(ctx: BillingContext, events: BillingEvent[]) {
  for (const event of events) applyBillingEvent(ctx.db, event, ctx.now());
}

/** "Pay" on the sandbox checkout page: the events Stripe would send, applied as its webhook would be. */
export function completeSandboxCheckout(ctx: BillingContext, sessionId: string): { redirectUrl: string } {
  sandboxSessionOf(ctx, sessionId);
  const customerId = subscriptionRowOfUser(ctx.db, ctx.user.id)?.customerId ?? null;
  const done = sandboxOf(ctx).complete(sessionId, customerId);
  if (!done) throw new TRPCError({ code: 'NOT_FOUND', message: CHECKOUT_GONE });
  applyAll(ctx, done.events);
  return { redirectUrl: done.redirectUrl };
}

/** What the customer does in the sandbox portal, turned into the provider's events; the user as they are after it. */
export function sandboxPortalAction(ctx: BillingContext, input: SandboxPortalAction): UserRow {
  const sandbox = sandboxOf(ctx);
  const row = subscriptionRowOfUser(ctx.db, ctx.user.id);
  if (!row?.subscriptionId || !row.plan || !row.period || !row.status || row.status === 'canceled')
    throw new TRPCError({ code: 'BAD_REQUEST', message: NO_RUNNING_SUBSCRIPTION });
  const known = {
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    userId: row.userId,
    plan: row.plan,
    period: row.period,
  };
  applyAll(ctx, portalEvents(sandbox, known, row.status, input));
  return ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).get() ?? ctx.user;
}

function portalEvents(
  sandbox: SandboxBillingProvider,
  known: KnownSubscription,
  status: 'active' | 'past_due',
  input: SandboxPortalAction,
): BillingEvent[] {
  switch (input.action) {
    case 'change-plan':
      if (input.plan === known.plan && input.period === known.period)
        throw new TRPCError({ code: 'BAD_REQUEST', message: alreadyOnPlan(input.plan, input.period) });
      return [sandbox.changePlan(known, input.plan, input.period)];
    case 'cancel':
      return [sandbox.cancelSubscription(known)];
    case 'fail-payment':
      return sandbox.failPayment(known);
    case 'pay-invoice':
      if (status !== 'past_due') throw new TRPCError({ code: 'BAD_REQUEST', message: NOTHING_TO_PAY });
      return [sandbox.payOpenInvoice(known)];
  }
}
