import { describeTimeZone, excludedDaysOf, operatingDaysFromExcluded } from '@leadpath/core';
import {
  linkedinSettingsSchema,
  resolvePlaceSchema,
  searchPlacesSchema,
  switchLinkedinSchema,
  type UpdateLinkedinSettingsInput,
  updateLinkedinSettingsSchema,
} from '@leadpath/core/schemas/linkedin';
import { linkedinSettings } from '@leadpath/db';
import { PlacesServiceError } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { accessProcedure, createTRPCRouter } from '../trpc.ts';
import {
  ensureLinkedinSettings,
  type LinkedinSettingsOutput,
  linkedinSettingsOutputSchema,
  toLinkedinSettingsOutput,
} from './linkedin-settings.ts';

const tags = ['LinkedIn'];
export const PLACES_UNAVAILABLE = 'Location search is unavailable right now. Please try again.';

/** A partial change on top of the stored settings, with the day lists kept in step with each other. */
function mergeSettings(current: LinkedinSettingsOutput, change: UpdateLinkedinSettingsInput) {
  const merged = { ...current, ...change };
  if (change.operatingDays && !change.excludedDays)
    merged.excludedDays = excludedDaysOf(change.operatingDays);
  if (change.excludedDays && !change.operatingDays)
    merged.operatingDays = operatingDaysFromExcluded(change.excludedDays);
  return merged;
}

function updateIntegration(ctx: Context, userId: string, change: UpdateLinkedinSettingsInput) {
  return ctx.db.transaction(async (tx) => {
    const owner = { id: userId, timeZone: ctx.user?.timeZone ?? null };
    const current = toLinkedinSettingsOutput(await ensureLinkedinSettings(tx, owner, ctx.now()));
    const parsed = linkedinSettingsSchema.safeParse(mergeSettings(current, change));
    if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    const { enabled: _enabled, ...fields } = { ...current, ...parsed.data };
    const row = await tx
      .update(linkedinSettings)
      .set({
        ...fields,
        // The description is recomputed from the zone's own data, whatever the client sent.
        timezone: describeTimeZone(fields.timezone.value, ctx.now()),
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(linkedinSettings.userId, userId))
      .returning()
      .get();
    return toLinkedinSettingsOutput(row);
  });
}

export const linkedinRouter = createTRPCRouter({
  retrieveSettings: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/retrieve-settings',
        summary: 'The LinkedIn outreach settings: schedule, timezone, proxy location, warmup',
        tags,
        permission: 'linkedin:read',
      },
    })
    .output(linkedinSettingsOutputSchema)
    .query(async ({ ctx }) =>
      toLinkedinSettingsOutput(await ensureLinkedinSettings(ctx.db, ctx.user, ctx.now())),
    ),

  updateIntegration: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/linkedin/integration',
        summary: 'Change the LinkedIn schedule, timezone, proxy location or warmup',
        description:
          'A partial update: send any of the fields, the others are kept; the merged settings are checked as a whole.',
        tags,
        permission: 'linkedin:schedule',
      },
    })
    .input(updateLinkedinSettingsSchema)
    .output(linkedinSettingsOutputSchema)
    .mutation(({ ctx, input }) => updateIntegration(ctx, ctx.user.id, input)),

  switch: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/linkedin/switch',
        summary: 'Turn LinkedIn outreach on or off',
        tags,
        permission: 'linkedin:schedule',
      },
    })
    .input(switchLinkedinSchema)
    .output(z.object({ enabled: z.boolean() }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        await ensureLinkedinSettings(tx, ctx.user, ctx.now());
        await tx
          .update(linkedinSettings)
          .set({ enabled: input.enabled, updatedAt: new Date(ctx.now()) })
          .where(eq(linkedinSettings.userId, ctx.user.id))
          .run();
        return { enabled: input.enabled };
      }),
    ),

  searchPlaces: accessProcedure
    .input(searchPlacesSchema)
    .output(z.object({ suggestions: z.array(z.object({ id: z.string(), description: z.string() })) }))
    .query(async ({ ctx, input }) => {
      try {
        return { suggestions: await ctx.services.places.search(input.q) };
      } catch (error) {
        if (error instanceof PlacesServiceError)
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: PLACES_UNAVAILABLE, cause: error });
        throw error;
      }
    }),

  resolvePlace: accessProcedure
    .input(resolvePlaceSchema)
    .output(z.object({ city: z.string(), state: z.string(), country: z.string(), place: z.string() }))
    .query(async ({ ctx, input }) => {
      let place: Awaited<ReturnType<typeof ctx.services.places.resolve>>;
      try {
        place = await ctx.services.places.resolve(input.id);
      } catch (error) {
        if (error instanceof PlacesServiceError)
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: PLACES_UNAVAILABLE, cause: error });
        throw error;
      }
      if (!place) throw new TRPCError({ code: 'NOT_FOUND', message: 'That place was not found' });
      return place;
    }),
});
