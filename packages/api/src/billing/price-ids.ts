import type { PriceIds } from '@leadpath/integrations';

export type { PriceIds };

/** The payment provider's price ids when the environment names none: `price_<plan>_<period>`. */
export const DEFAULT_PRICE_IDS: PriceIds = {
  Starter: { monthly: 'price_starter_monthly', yearly: 'price_starter_yearly' },
  Premium: { monthly: 'price_premium_monthly', yearly: 'price_premium_yearly' },
  Pro: { monthly: 'price_pro_monthly', yearly: 'price_pro_yearly' },
};
