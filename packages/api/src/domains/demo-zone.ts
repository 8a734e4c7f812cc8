import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  type Db,
  type DemoDnsRecordType,
  demoDnsRecords,
  insertionOrder,
} from '@leadpath/db';
import { type DnsResolver, normalizeDnsName } from '@leadpath/integrations';
import { and, asc, eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';

/** Which resolver verification uses: real DNS (or a test's zone), or the built-in demo zone. */
export type DnsResolverMode = 'system' | 'demo';

/** The demo zone of one user: the records they published from the Domains page, nothing else. */
export function createDemoZoneResolver(db: AppDatabase, ownerId: string): DnsResolver {
  const at = (name: string, type: DemoDnsRecordType) =>
    db
      .select()
      .from(demoDnsRecords)
      .where(
        and(
          eq(demoDnsRecords.ownerId, ownerId),
          eq(demoDnsRecords.name, normalizeDnsName(name)),
          eq(demoDnsRecords.type, type),
        ),
      )
      .orderBy(asc(demoDnsRecords.createdAt), asc(insertionOrder(db, demoDnsRecords, demoDnsRecords.id)))
      .all();
  return {
    async txt(name) {
      return (await at(name, 'TXT')).map((row) => row.value);
    },
    async mx(name) {
      return (await at(name, 'MX')).map((row) => ({
        exchange: normalizeDnsName(row.value),
        priority: row.priority ?? 10,
      }));
    },
  };
}

/**
 * The resolver for one user's verification: the service's (the system resolver when
 * DNS_RESOLVER=system, a fake zone in tests), or, when the server has none, the demo zone.
 */
export function resolverFor(
  deps: { db: AppDatabase; services: Pick<AppServices, 'dnsResolver'> },
  ownerId: string,
): { mode: DnsResolverMode; resolver: DnsResolver } {
  const service = deps.services.dnsResolver;
  if (service) return { mode: 'system', resolver: service };
  return { mode: 'demo', resolver: createDemoZoneResolver(deps.db, ownerId) };
}

/** Replaces the demo zone's records of that name and type (TXT at the domain: only its SPF records). */
export async function putDemoRecord(
  db: Db,
  ownerId: string,
  record: {
    name: string;
    type: DemoDnsRecordType;
    value: string;
    priority?: number | null;
    onlySpf?: boolean;
  },
  now: number,
): Promise<void> {
  const name = normalizeDnsName(record.name);
  const existing = await db
    .select()
    .from(demoDnsRecords)
    .where(
      and(
        eq(demoDnsRecords.ownerId, ownerId),
        eq(demoDnsRecords.name, name),
        eq(demoDnsRecords.type, record.type),
      ),
    )
    .all();
  for (const row of existing) {
    if (record.onlySpf && !/^v=spf1(\s|$)/i.test(row.value.trim())) continue;
    await db.delete(demoDnsRecords).where(eq(demoDnsRecords.id, row.id)).run();
  }
  await db
    .insert(demoDnsRecords)
    .values({
      id: randomUUID(),
      ownerId,
      name,
      type: record.type,
      value: record.value,
      priority: record.type === 'MX' ? (record.priority ?? 10) : null,
      createdAt: new Date(now),
    })
    .run();
}
