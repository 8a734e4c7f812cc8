/**
 * The zone a prospect is known to be in (issue 19): its explicit time zone, else the zone of its
 * company's location when that names one place ("Paris, France"), else null (the sender's zone).
 */
import { companies, type Db, type ProspectRow } from '@leadpath/db';
import { timeZoneOfLocation } from '@leadpath/integrations';
import { inArray } from 'drizzle-orm';

export async function knownTimeZonesOf(
  db: Db,
  rows: Iterable<Pick<ProspectRow, 'id' | 'companyId' | 'timeZone'>>,
): Promise<Map<string, string | null>> {
  const zones = new Map<string, string | null>();
  const needCompany: { id: string; companyId: string }[] = [];
  for (const row of rows) {
    if (row.timeZone) zones.set(row.id, row.timeZone);
    else if (row.companyId) needCompany.push({ id: row.id, companyId: row.companyId });
    else zones.set(row.id, null);
  }
  const locations = new Map<string, string>();
  const companyIds = [...new Set(needCompany.map((row) => row.companyId))];
  for (let i = 0; i < companyIds.length; i += 500)
    for (const company of await db
      .select({ id: companies.id, location: companies.location })
      .from(companies)
      .where(inArray(companies.id, companyIds.slice(i, i + 500)))
      .all())
      locations.set(company.id, company.location);
  for (const row of needCompany)
    zones.set(row.id, knownTimeZoneOf(null, row.companyId, locations.get(row.companyId)));
  return zones;
}

/** One prospect's known zone from its own zone, its company and that company's location (read with it). */
export function knownTimeZoneOf(
  timeZone: string | null,
  companyId: string | null,
  location: string | null | undefined,
): string | null {
  if (timeZone) return timeZone;
  return companyId ? timeZoneOfLocation(location) : null;
}
