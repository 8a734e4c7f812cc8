import { z } from 'zod';
import { paidPlans } from '../roles.ts';

export const billingPeriods = ['monthly', 'yearly'] as const;

export const requestCheckoutSchema = z.object({
  plan: z.enum(paidPlans, { error: 'Choose Starter, Premium or Pro' }),
  period: z.enum(billingPeriods, { error: 'Choose monthly or yearly' }),
});
export type RequestCheckoutInput = z.infer<typeof requestCheckoutSchema>;
