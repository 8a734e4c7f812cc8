/** The sender's outreach settings as the Sending settings form shows them (stored by the engine's writer). */
import {
  excludedDaysOf,
  isStartBeforeEnd,
  operatingDaysFromExcluded,
  unsubscribeLineOf,
} from '@leadpath/core';
import { START_BEFORE_END } from '@leadpath/core/schemas/schedule';
import {
  type UpdateOutreachSettingsInput,
  type updateOutreachSettingsSchema,
  WARMUP_START_ABOVE_CAP,
} from '@leadpath/core/schemas/sequences';
import type { AppDatabase, Db, OutreachSettingsRow } from '@leadpath/db';
import type { z } from 'zod';
import { fieldError } from '../errors.ts';
import {
  type OutreachSettingsPatch,
  readOutreachSettings,
  writeOutreachSettings,
} from '../sequences/engine/outreach-settings.ts';
import type { OutreachSettingsView } from './output-schemas.ts';

export type { UpdateOutreachSettingsInput };

function viewOf(row: OutreachSettingsRow): OutreachSettingsView {
  return {
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: row.timezone,
    operatingDays: operatingDaysFromExcluded(row.excludedDays),
    excludedDays: row.excludedDays,
    excludedDates: row.excludedDates,
    useProspectTimeZone: row.useProspectTimeZone,
    dailyCap: row.dailyCap,
    minGapSeconds: row.minGapSeconds,
    jitterSeconds: row.jitterSeconds,
    warmupEnabled: row.warmupEnabled,
    warmupStartLimit: row.warmupStartLimit,
    warmupIncreaseBy: row.warmupIncreaseBy,
    warmupPeriod: row.warmupPeriod,
    warmupStartedOn: row.warmupStartedOn,
    unsubscribeLine: unsubscribeLineOf(row.unsubscribeLine),
  };
}

export async function getOutreachSettings(
  db: Db,
  userId: string,
  now: number,
): Promise<OutreachSettingsView> {
  return viewOf(await readOutreachSettings(db, userId, now));
}

/** Saves the fields sent, after checking the merged settings (nothing changes when they are refused). */
export async function updateOutreachSettings(
  db: AppDatabase,
  userId: string,
  input: z.output<typeof updateOutreachSettingsSchema>,
  now: number,
): Promise<OutreachSettingsView> {
  // One transaction: the merged settings are checked against the row they are written over.
  return db.transaction(async (tx) => {
    const current = await readOutreachSettings(tx, userId, now);
    const { timezone, operatingDays, excludedDays, ...rest } = input;
    const patch: OutreachSettingsPatch = { ...rest };
    if (timezone) patch.timezone = timezone.value;
    const days = excludedDays ?? (operatingDays ? excludedDaysOf(operatingDays) : undefined);
    if (days) patch.excludedDays = days;
    const merged = { ...current, ...patch };
    if (!isStartBeforeEnd({ startTime: merged.startTime, endTime: merged.endTime }))
      throw fieldError('endTime', START_BEFORE_END);
    if (merged.warmupStartLimit > merged.dailyCap)
      throw fieldError('warmupStartLimit', WARMUP_START_ABOVE_CAP);
    return viewOf(await writeOutreachSettings(tx, userId, patch, now));
  });
}
