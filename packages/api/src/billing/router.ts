import { randomUUID } from 'node:crypto';
import { paidPlans, planPricing } from '@leadpath/core';
import { requestCheckoutSchema } from '@leadpath/core/schemas/billing';
import { checkoutIntents } from '@leadpath/db';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';

const planSchema = z.object({
  plan: z.enum(paidPlans),
  monthly: z.object({ price: z.number(), priceId: z.string() }),
  yearly: z.object({ price: z.number(), priceId: z.string() }),
  features: z.array(z.string()),
});

export const billingRouter = createTRPCRouter({
  plans: authedProcedure.output(z.object({ plans: z.array(planSchema) })).query(({ ctx }) => ({
    plans: paidPlans.map((plan) => ({
      plan,
      monthly: { price: planPricing[plan].monthly, priceId: ctx.config.priceIds[plan].monthly },
      yearly: { price: planPricing[plan].yearly, priceId: ctx.config.priceIds[plan].yearly },
      features: [...planPricing[plan].features],
    })),
  })),

  /** No payment provider is connected: the wish is recorded and the user is told so, plainly. */
  requestCheckout: authedProcedure
    .input(requestCheckoutSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => {
      ctx.db
        .insert(checkoutIntents)
        .values({
          id: randomUUID(),
          userId: ctx.user.id,
          plan: input.plan,
          period: input.period,
          priceId: ctx.config.priceIds[input.plan][input.period],
          createdAt: new Date(ctx.now()),
        })
        .run();
      return {
        message: `Online payment is not connected yet. We recorded your request for ${input.plan} (${input.period}) and will contact you at ${ctx.user.email} to complete it.`,
      };
    }),
});
