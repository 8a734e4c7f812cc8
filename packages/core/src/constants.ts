/** Business constants and limits of spec §9, defined once. */
import type { PaidPlan } from './roles.ts';

export type BillingPeriod = 'monthly' | 'yearly';

export const planPricing: Record<PaidPlan, { monthly: number; yearly: number; features: readonly string[] }> =
  {
    Starter: { monthly: 99, yearly: 900, features: ['Starter access', '24/7 support'] },
    Premium: { monthly: 499, yearly: 4500, features: ['New plan access', 'Priority support'] },
    Pro: { monthly: 999, yearly: 9000, features: ['New plan access', 'Priority support'] },
  };

export const sidebarLayout = {
  collapsedWidthUnits: 24,
  expandedWidthUnits: 80,
  tooltipHideDelayMs: 100,
  scrollDebounceMs: 50,
} as const;

export const TOAST_DURATION_MS = 4000;

export const modalSizes = ['sm', 'md', 'lg', 'xl', 'full'] as const;
export type ModalSize = (typeof modalSizes)[number];
/** Modal panel maximum height, as a share of the viewport height. */
export const MODAL_MAX_HEIGHT_VH = 85;

export const warmupLimits = {
  startEndLimit: { min: 1, max: 100, default: { low: 1, high: 100 }, reset: { low: 1, high: 50 } },
  increaseBy: { min: 1, max: 3, default: 3, reset: 1 },
  warmupPeriodDays: { min: 1, max: 100, default: 34, reset: 50 },
  hint: 'usually about 30-40',
} as const;

export const schedulePresets = {
  business: { label: 'Business hours', startTime: '09:00', endTime: '17:00', days: [1, 2, 3, 4, 5] },
  extended: { label: 'Extended hours', startTime: '08:00', endTime: '18:00', days: [1, 2, 3, 4, 5] },
} as const;
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';
export const DEFAULT_MEETING_DURATION_MINUTES = 30;

export const keyExpirationOptions = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '6 months', days: 180 },
  { label: '1 year', days: 365 },
  { label: 'Never', days: 0 },
] as const;

export const apiAccessDefaults = {
  maxKeys: 5,
  maxKeysRange: { min: 1, max: 10 },
  defaultExpirationDays: 365,
  defaultExpirationRange: { min: 1, max: 3650 },
  rateLimit: { requestsPerMinute: 60, requestsPerHour: 1000, requestsPerDay: 10000 },
} as const;

/** Masked key display: the prefix followed by 32 asterisks (spec §4). */
export function maskApiKey(prefix: string): string {
  return `${prefix}${'*'.repeat(32)}`;
}

export const calendarTitlePlaceholders = [
  '{{my_name}}',
  '{{my_company_name}}',
  '{{prospect_first_name}}',
  '{{prospect_company_name}}',
] as const;
export const calendarIntegrations = ['Google Calendar', 'Outlook'] as const;
export const meetingLocations = ['Zoom', 'Google Meet', 'In Person', 'Microsoft Teams'] as const;

export const salesforceFieldTypes = [
  'Text',
  'Email',
  'Url',
  'Phone',
  'TextArea',
  'Number',
  'Date',
  'DateTime',
  'Checkbox',
  'Picklist',
] as const;
export const DEFAULT_TEXT_FIELD_LENGTH = 255;
export const hubspotFieldTypes = ['string', 'number', 'date', 'datetime', 'enumeration', 'bool'] as const;
/**
 * HubSpot's default property groups of each object: a new property goes in a group of its own object
 * (HubSpot refuses a company property in `contactinformation`); the first is the default.
 */
export const hubspotGroupsOf = {
  contacts: [
    'contactinformation',
    'emailinformation',
    'phonenumberinformation',
    'conversioninformation',
    'webanalyticsinformation',
    'socialmediainformation',
  ],
  companies: ['companyinformation'],
} as const;
export const hubspotGroups = [...hubspotGroupsOf.contacts, ...hubspotGroupsOf.companies] as const;
export type HubspotGroup = (typeof hubspotGroups)[number];

export const SALESFORCE_FIELD_REFETCH_DELAY_MS = 3000;
export const LINKEDIN_SAVE_DELAY_MS = 2000;
export const confetti = { pieces: 500, durationMs: 5000 } as const;

export const chatExportFormats = ['PDF', 'DOC', 'JPG'] as const;
export const chatLists = ['Your Sales Agent', 'Favourite', 'Archived', 'Deleted'] as const;

export const AVATAR_HINT = 'at least 800x800 px, JPG, PNG or GIF';
export const TEXT_LIMIT_800 = 800;
