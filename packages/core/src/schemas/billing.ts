import { z } from 'zod';
import { paidPlans, plans } from '../roles.ts';

export const billingPeriods = ['monthly', 'yearly'] as const;

/** A plan and period chosen on the pricing page. */
export const choosePlanSchema = z.object({
  plan: z.enum(paidPlans, { error: 'Choose Starter, Premium or Pro' }),
  period: z.enum(billingPeriods, { error: 'Choose monthly or yearly' }),
});
export type ChoosePlanInput = z.infer<typeof choosePlanSchema>;

/** The sandbox checkout page's session. */
export const sandboxSessionSchema = z.object({
  session: z.string().trim().min(1, 'This checkout link is incomplete').max(200),
});

/** What the sandbox portal page can do to the subscription, as the customer would at Stripe. */
export const sandboxPortalActionSchema = z.discriminatedUnion('action', [
  choosePlanSchema.extend({ action: z.literal('change-plan') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('fail-payment') }),
  z.object({ action: z.literal('pay-invoice') }),
]);
export type SandboxPortalAction = z.infer<typeof sandboxPortalActionSchema>;

/** An Admin puts a user on a plan by hand (no payment involved). */
export const adminSetPlanSchema = z.object({
  id: z.string().min(1),
  plan: z.enum(plans, { error: 'Choose Free, Starter, Premium or Pro' }),
});
export type AdminSetPlanInput = z.infer<typeof adminSetPlanSchema>;
