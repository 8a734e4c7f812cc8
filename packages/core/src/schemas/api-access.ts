import { z } from 'zod';
import { type ApiPermission, apiPermissions } from '../api-permissions.ts';
import { apiAccessDefaults } from '../constants.ts';

const { maxKeysRange, defaultExpirationRange } = apiAccessDefaults;

export const KEY_NAME_REQUIRED = 'Please enter a key name';
export const PERMISSION_REQUIRED = 'Please select at least one permission';
export const MAX_KEYS_RANGE = `Max keys must be between ${maxKeysRange.min} and ${maxKeysRange.max}`;
export const DEFAULT_EXPIRATION_RANGE = `Default expiration must be between ${defaultExpirationRange.min} and ${defaultExpirationRange.max} days`;
export const INVALID_ORIGIN = 'Enter an origin such as https://app.example.com';
export const MAX_ALLOWED_ORIGINS = 20;

function wholeNumberIn(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** An http(s) origin, normalised to scheme://host[:port] (what browsers send in Origin). */
export const allowedOriginSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
    } catch {
      // not a URL at all: reported below
    }
    ctx.addIssue({ code: 'custom', message: INVALID_ORIGIN });
    return z.NEVER;
  });

/**
 * The most calls a user may allow their keys, per window. A key is one more way for its owner to call
 * the app, so it gets about what a person gets with the session (600 calls a minute), not more.
 */
export const RATE_LIMIT_MAXIMA = {
  requestsPerMinute: 600,
  requestsPerHour: 20_000,
  requestsPerDay: 200_000,
} as const;

const rateLimitMessage = (window: string, max: number) =>
  `Requests per ${window} must be between 1 and ${max.toLocaleString('en-US')}`;

export const rateLimitSchema = z.object({
  requestsPerMinute: wholeNumberIn(
    1,
    RATE_LIMIT_MAXIMA.requestsPerMinute,
    rateLimitMessage('minute', RATE_LIMIT_MAXIMA.requestsPerMinute),
  ),
  requestsPerHour: wholeNumberIn(
    1,
    RATE_LIMIT_MAXIMA.requestsPerHour,
    rateLimitMessage('hour', RATE_LIMIT_MAXIMA.requestsPerHour),
  ),
  requestsPerDay: wholeNumberIn(
    1,
    RATE_LIMIT_MAXIMA.requestsPerDay,
    rateLimitMessage('day', RATE_LIMIT_MAXIMA.requestsPerDay),
  ),
});
export type RateLimitSettings = z.infer<typeof rateLimitSchema>;

/** The limits form of the api-access section, every field filled in. */
export const apiAccessLimitsSchema = z.object({
  maxKeys: wholeNumberIn(maxKeysRange.min, maxKeysRange.max, MAX_KEYS_RANGE),
  defaultExpiration: wholeNumberIn(
    defaultExpirationRange.min,
    defaultExpirationRange.max,
    DEFAULT_EXPIRATION_RANGE,
  ),
  allowedOrigins: z
    .array(allowedOriginSchema)
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} origins`)
    .transform((origins) => [...new Set(origins)]),
  rateLimit: rateLimitSchema,
});
export type ApiAccessLimitsInput = z.input<typeof apiAccessLimitsSchema>;

/** PATCH /api/api-access/settings: the toggle alone, the limits alone, or both. */
export const updateApiAccessSettingsSchema = apiAccessLimitsSchema
  .extend({ rateLimit: rateLimitSchema.partial() })
  .partial()
  .extend({ enabled: z.boolean({ error: 'enabled must be true or false' }).optional() });
export type UpdateApiAccessSettingsInput = z.input<typeof updateApiAccessSettingsSchema>;

/** Days until a new key expires; 0 means never. */
export const keyExpirationDaysSchema = z
  .number({ error: 'Choose when the key expires' })
  .int('Choose when the key expires')
  .min(0, 'Choose when the key expires')
  .max(defaultExpirationRange.max, 'Choose when the key expires');

export const createApiKeySchema = z.object({
  name: z
    .string({ error: KEY_NAME_REQUIRED })
    .trim()
    .min(1, KEY_NAME_REQUIRED)
    .max(100, 'Key name is too long'),
  permissions: z
    .array(z.enum(apiPermissions as [ApiPermission, ...ApiPermission[]], { error: 'Unknown permission' }), {
      error: PERMISSION_REQUIRED,
    })
    .min(1, PERMISSION_REQUIRED)
    .transform((permissions) => [...new Set(permissions)]),
  expiresIn: keyExpirationDaysSchema,
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdSchema = z.object({ id: z.string().min(1, 'Missing key id') });

export const updateApiKeySchema = apiKeyIdSchema.extend({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type UpdateApiKeyInput = z.infer<typeof updateApiKeySchema>;
