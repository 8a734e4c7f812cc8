import { paidPlans, planPricing } from '@leadpath/core';
import {
  choosePlanSchema,
  sandboxPortalActionSchema,
  sandboxSessionSchema,
} from '@leadpath/core/schemas/billing';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter, publicProcedure, selfOnlyProcedure } from '../trpc.ts';
import { applyBillingEvent } from './apply-billing-event.ts';
import { checkoutUrlFor, portalUrlFor } from './checkout.ts';
import { sandboxInvoiceSchema, sandboxInvoicesOf } from './sandbox-invoices.ts';
import {
  completeSandboxCheckout,
  sandboxOf,
  sandboxPortalAction,
  sandboxSessionOf,
} from './sandbox-pages.ts';
import { subscriptionViewOf, subscriptionViewSchema } from './subscription-view.ts';

const planSchema = z.object({
  plan: z.enum(paidPlans),
  monthly: z.object({ price: z.number(), priceId: z.string() }),
  yearly: z.object({ price: z.number(), priceId: z.string() }),
  features: z.array(z.string()),
});

const urlSchema = z.object({ url: z.string() });

export const billingRouter = createTRPCRouter({
  // Public: /pricing shows the prices to a visitor before sign-in (issue 28).
  plans: publicProcedure.output(z.object({ plans: z.array(planSchema) })).query(({ ctx }) => ({
    plans: paidPlans.map((plan) => ({
      plan,
      monthly: { price: planPricing[plan].monthly, priceId: ctx.config.priceIds[plan].monthly },
      yearly: { price: planPricing[plan].yearly, priceId: ctx.config.priceIds[plan].yearly },
      features: [...planPricing[plan].features],
    })),
  })),

  subscription: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/billing/subscription',
        summary: "The user's plan, subscription (period, status, renewal) and plan history",
        tags: ['Billing'],
        permission: 'profile:read',
      },
    })
    .output(subscriptionViewSchema)
    .query(({ ctx }) => subscriptionViewOf(ctx.db, ctx.user, ctx.services.billing.kind)),

  checkout: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/billing/checkout',
        summary: 'Where to pay for a plan: a checkout page, or the portal to change a running subscription',
        tags: ['Billing'],
        permission: null,
        errors: [502],
      },
    })
    .input(choosePlanSchema)
    .output(urlSchema)
    .mutation(({ ctx, input }) => checkoutUrlFor(ctx, input)),

  portal: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/billing/portal',
        summary: "The payment provider's portal: cards, invoices, cancellation",
        tags: ['Billing'],
        permission: null,
        errors: [400, 502],
      },
    })
    .output(urlSchema)
    .mutation(({ ctx }) => portalUrlFor(ctx)),

  webhook: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/billing/webhook',
        summary: "The payment provider's signed events (Stripe webhooks)",
        description:
          'Verified with the Stripe-Signature scheme (HMAC-SHA256 over timestamp and body, 5 minutes of tolerance). Each event is applied once: a redelivery answers 200 and changes nothing.',
        tags: ['Billing'],
        public: true,
        permission: null,
        body: 'raw',
        signatureHeader: 'Stripe-Signature',
      },
    })
    .input(z.object({ payload: z.string(), signature: z.string().nullable() }))
    .output(z.object({ received: z.literal(true), outcome: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const parsed = ctx.services.billing.parseWebhook(input.payload, {
        'stripe-signature': input.signature ?? undefined,
      });
      if (!parsed.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.message });
      if (!parsed.event) return { received: true as const, outcome: 'not an event we act on' };
      return {
        received: true as const,
        outcome: (await applyBillingEvent(ctx.db, parsed.event, ctx.now())).outcome,
      };
    }),

  sandboxCheckout: selfOnlyProcedure
    .input(sandboxSessionSchema)
    .output(
      z.object({
        plan: z.enum(paidPlans),
        period: z.enum(['monthly', 'yearly']),
        email: z.string(),
        price: z.number(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const session = await sandboxSessionOf(ctx, input.session);
      return {
        plan: session.plan,
        period: session.period,
        email: session.email,
        price: planPricing[session.plan][session.period],
      };
    }),

  sandboxCompleteCheckout: selfOnlyProcedure
    .input(sandboxSessionSchema)
    .output(z.object({ redirectUrl: z.string() }))
    .mutation(({ ctx, input }) => completeSandboxCheckout(ctx, input.session)),

  sandboxCancelCheckout: selfOnlyProcedure
    .input(sandboxSessionSchema)
    .output(z.object({ redirectUrl: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await sandboxSessionOf(ctx, input.session);
      const left = await sandboxOf(ctx).cancel(input.session);
      return { redirectUrl: left?.redirectUrl ?? '/pricing' };
    }),

  sandboxInvoices: selfOnlyProcedure
    .output(z.object({ invoices: z.array(sandboxInvoiceSchema) }))
    .query(async ({ ctx }) => {
      sandboxOf(ctx);
      return { invoices: await sandboxInvoicesOf(ctx.db, ctx.user.id) };
    }),

  sandboxPortal: selfOnlyProcedure
    .input(sandboxPortalActionSchema)
    .output(subscriptionViewSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await sandboxPortalAction(ctx, input);
      return subscriptionViewOf(ctx.db, user, 'sandbox');
    }),
});
