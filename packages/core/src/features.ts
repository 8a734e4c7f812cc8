/** The feature keys of spec §3, plus chat-interface which the feature gate of spec §6 names. */
export const featureKeys = [
  'home',
  'power-dialer',
  'agent-emails',
  'companies',
  'prospects',
  'go-to-market',
  'custom-outreach',
  'linkedin-analytics',
  'linkedin-sequence',
  'linkedin-messaging',
  'ai-training',
  'chat-interface',
] as const;
export type FeatureKey = (typeof featureKeys)[number];

/** Features a Free user can never use, trial or not (spec §6). */
export const featuresClosedToFree: readonly FeatureKey[] = ['agent-emails', 'power-dialer', 'chat-interface'];

/** Features only Admin staff may use (spec §6). */
export const adminOnlyFeatures: readonly FeatureKey[] = ['ai-training'];

/** Integration keys of the catalogue (spec §3). */
export const integrationKeys = [
  'google',
  'outlook',
  'salesforce',
  'hubspot',
  'google-calendar',
  'zoom',
  'linkedin',
  'attio',
] as const;
export type IntegrationKey = (typeof integrationKeys)[number];

/** The only integrations a Free user may use (spec §6). */
export const integrationsOpenToFree: readonly IntegrationKey[] = ['linkedin', 'salesforce', 'hubspot'];
