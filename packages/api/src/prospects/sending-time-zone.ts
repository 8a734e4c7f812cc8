/**
 * The zone a prospect's sequence steps are placed in, and where it came from (issue 28): the
 * sequence engine's own resolution (knownTimeZonesOf, enrollmentTimeZoneFor), so the drawer says
 * what the schedule does.
 */

import { PROSPECT_NOT_FOUND } from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, prospects } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enrollmentTimeZoneFor, readOutreachSettings } from '../sequences/engine/outreach-settings.ts';
import { knownTimeZonesOf } from '../sequences/engine/prospect-time-zone.ts';

export const sendingTimeZoneSources = ['prospect', 'company', 'sender'] as const;

export const sendingTimeZoneSchema = z.object({
  /** The IANA zone sends are placed in. */
  zone: z.string(),
  /** prospect: set on the prospect; company: its company's location; sender: the sending settings' zone. */
  source: z.enum(sendingTimeZoneSources),
  /** The company location the zone was read from (source company). */
  companyLocation: z.string().nullable(),
  /** Whether the sending settings place sends in the prospect's zone at all. */
  usesProspectZone: z.boolean(),
});
export type SendingTimeZone = z.infer<typeof sendingTimeZoneSchema>;

export async function sendingTimeZoneOf(
  db: AppDatabase,
  ownerId: string,
  id: string,
  now: number,
): Promise<SendingTimeZone> {
  const row = await db
    .select({
      id: prospects.id,
      companyId: prospects.companyId,
      timeZone: prospects.timeZone,
      companyLocation: companies.location,
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(prospects.ownerId, ownerId), eq(prospects.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  const known = (await knownTimeZonesOf(db, [row])).get(row.id) ?? null;
  const settings = await readOutreachSettings(db, ownerId, now);
  const zone = enrollmentTimeZoneFor(settings, known);
  const source = zone !== known ? 'sender' : row.timeZone ? 'prospect' : 'company';
  return {
    zone,
    source,
    companyLocation: source === 'company' ? (row.companyLocation ?? null) : null,
    usesProspectZone: settings.useProspectTimeZone,
  };
}
