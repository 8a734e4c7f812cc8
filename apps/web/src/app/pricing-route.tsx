import { PricingPage } from '@/features/pricing/pricing-page';
import { PricingLayout } from './pricing-layout';

/**
 * /pricing with its frame, one lazy chunk: the frame holds the dashboard shell, which the first script
 * of every page must not carry (ADR 075).
 */
export function PricingRoute() {
  return (
    <PricingLayout>
      <PricingPage />
    </PricingLayout>
  );
}
