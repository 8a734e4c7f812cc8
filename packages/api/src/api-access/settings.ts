import { apiAccessDefaults } from '@leadpath/core';
import type { RateLimitSettings } from '@leadpath/core/schemas/api-access';
import { type ApiAccessSettingsRow, type AppDatabase, apiAccessSettings } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

export interface ApiAccessSettings {
  enabled: boolean;
  maxKeys: number;
  defaultExpiration: number;
  allowedOrigins: string[];
  rateLimit: RateLimitSettings;
}

export const apiAccessSettingsSchema = z.object({
  enabled: z.boolean(),
  maxKeys: z.number().int(),
  defaultExpiration: z.number().int(),
  allowedOrigins: z.array(z.string()),
  rateLimit: z.object({
    requestsPerMinute: z.number().int(),
    requestsPerHour: z.number().int(),
    requestsPerDay: z.number().int(),
  }),
});

/** Off until the owner turns it on; limits from spec §9. */
export const defaultApiAccessSettings: ApiAccessSettings = {
  enabled: false,
  maxKeys: apiAccessDefaults.maxKeys,
  defaultExpiration: apiAccessDefaults.defaultExpirationDays,
  allowedOrigins: [],
  rateLimit: { ...apiAccessDefaults.rateLimit },
};

/** A user's API access settings, the defaults when they never changed any. */
export async function readApiAccessSettings(
  db: Pick<AppDatabase, 'select'>,
  userId: string,
): Promise<ApiAccessSettings> {
  return apiAccessSettingsOf(
    await db.select().from(apiAccessSettings).where(eq(apiAccessSettings.userId, userId)).get(),
  );
}

/** The settings a stored row holds, the defaults without one (shared with the API key gate's prepared read). */
export function apiAccessSettingsOf(row: ApiAccessSettingsRow | undefined): ApiAccessSettings {
  if (!row) return structuredClone(defaultApiAccessSettings);
  return {
    enabled: row.enabled,
    maxKeys: row.maxKeys,
    defaultExpiration: row.defaultExpiration,
    allowedOrigins: row.allowedOrigins,
    rateLimit: {
      requestsPerMinute: row.requestsPerMinute,
      requestsPerHour: row.requestsPerHour,
      requestsPerDay: row.requestsPerDay,
    },
  };
}
