import {
  adminOnlyFeatures,
  type FeatureKey,
  featuresClosedToFree,
  type IntegrationKey,
  integrationsOpenToFree,
} from './features.ts';
import type { Role } from './roles.ts';

/** One day in milliseconds (spec §6). */
export const DAY_MS = 86_400_000;

/** What the rules need to know about a user; the profile and the user-fetch payload both fit. */
export interface AccessSubject {
  role: Role;
  trialEndDate?: Date | string | number | null;
  isDeactivated?: boolean | null;
  hasAccess?: boolean | null;
}

export type TrialState = 'not-on-trial' | 'in-trial' | 'expired';

function toMillis(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/** A Free user with a trialEndDate is in trial until that date, then expired (spec §4). */
export function trialState(user: AccessSubject, now: number): TrialState {
  if (user.role !== 'Free' || user.trialEndDate == null) return 'not-on-trial';
  return toMillis(user.trialEndDate) > now ? 'in-trial' : 'expired';
}

/** Ceiling of the days until the trial ends, minimum 0; null for anyone but a Free user on trial. */
export function trialDaysRemaining(user: AccessSubject, now: number): number | null {
  if (user.role !== 'Free' || user.trialEndDate == null) return null;
  return Math.max(0, Math.ceil((toMillis(user.trialEndDate) - now) / DAY_MS));
}

/** The access rule of spec §6. */
export function hasProductAccess(user: AccessSubject, now: number): boolean {
  if (user.isDeactivated) return false;
  if (user.role !== 'Free') return true;
  return trialState(user, now) !== 'expired' && user.hasAccess !== false;
}

/** The feature gate of spec §6: access first, then what Free users and non-admins are denied. */
export function canUseFeature(user: AccessSubject, feature: FeatureKey, now: number): boolean {
  if (!hasProductAccess(user, now)) return false;
  if (adminOnlyFeatures.includes(feature)) return user.role === 'Admin';
  if (user.role === 'Free') return !featuresClosedToFree.includes(feature);
  return true;
}

/**
 * Exporting one's own prospects or companies as CSV: whoever may use the feature, and a user whose
 * trial has expired too, so an expired trial keeps its data (ADR 034). Nothing else opens with it.
 */
export function canExportData(user: AccessSubject, feature: FeatureKey, now: number): boolean {
  if (canUseFeature(user, feature, now)) return true;
  return !user.isDeactivated && trialState(user, now) === 'expired';
}

/** The integration gate of spec §6. */
export function canUseIntegration(user: AccessSubject, integration: IntegrationKey, now: number): boolean {
  if (!hasProductAccess(user, now)) return false;
  return user.role !== 'Free' || integrationsOpenToFree.includes(integration);
}

/** Where the Upgrade link leads: Free users go to /pricing (spec §6). */
export function upgradePath(user: AccessSubject): string | null {
  return user.role === 'Free' ? '/pricing' : null;
}
