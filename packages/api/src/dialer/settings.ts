import { type Db, type DialerSettingsRow, dialerSettings } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import type { CallingHours } from './calling-hours.ts';

/** The rep's calling rules; the first read stores the defaults (8:00-21:00, country code 1). */
export async function readDialerSettings(db: Db, ownerId: string, now: number): Promise<DialerSettingsRow> {
  const read = () => db.select().from(dialerSettings).where(eq(dialerSettings.ownerId, ownerId)).get();
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(dialerSettings)
    .values({ ownerId, updatedAt: new Date(now) })
    .onConflictDoNothing({ target: dialerSettings.ownerId })
    .run();
  return (await read())!;
}

export async function writeDialerSettings(
  db: Db,
  ownerId: string,
  patch: Partial<Pick<DialerSettingsRow, 'callingStartMinute' | 'callingEndMinute' | 'defaultCountryCode'>>,
  now: number,
): Promise<DialerSettingsRow> {
  await readDialerSettings(db, ownerId, now);
  await db
    .update(dialerSettings)
    .set({ ...patch, updatedAt: new Date(now) })
    .where(eq(dialerSettings.ownerId, ownerId))
    .run();
  return readDialerSettings(db, ownerId, now);
}

export const callingHoursOf = (settings: DialerSettingsRow): CallingHours => ({
  startMinute: settings.callingStartMinute,
  endMinute: settings.callingEndMinute,
});
