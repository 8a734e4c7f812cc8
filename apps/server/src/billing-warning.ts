import { type ReachabilitySettings, reachableFromOtherMachines } from './reachability.ts';

/** The settings that decide which checkout takes payments (env.ts names them). */
export interface BillingWarningSettings extends ReachabilitySettings {
  STRIPE_SECRET_KEY?: string;
}

/**
 * The start-up warning of a server other machines reach that takes payments through the built-in
 * sandbox checkout: anyone signed in can "pay" there and get any plan for nothing. Null otherwise.
 */
export function sandboxBillingWarning(settings: BillingWarningSettings): string | null {
  if (settings.STRIPE_SECRET_KEY) return null;
  const where = reachableFromOtherMachines(settings);
  if (!where) return null;
  return [
    `WARNING: payments go through the built-in SANDBOX checkout and ${where}:`,
    'anyone who signs up can "pay" there and get any plan without paying; no money moves.',
    'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, Running a real deployment) before customers use this server.',
  ].join(' ');
}
