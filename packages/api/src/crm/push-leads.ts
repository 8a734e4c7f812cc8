import {
  type AppDatabase,
  type CompanyRow,
  type CrmLocalKind,
  type CrmSyncTarget,
  companies,
  crmLinkIsPending,
  crmLinkJoin,
  crmSettings,
  crmSyncLinks,
  prospects,
} from '@leadpath/db';
import type { CrmFieldValue, CrmProvider } from '@leadpath/integrations';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { CrmSettingsView } from './connection.ts';
import { activeMappingsOf, crmFieldsOf } from './sync-records.ts';

/** One page is one CRM call per object (HubSpot's batch size), its links saved right after. */
const PAGE_SIZE = 100;

export interface WrittenRecord {
  object: 'contact' | 'account';
  /** The prospect or company it came from. */
  sourceId: string;
  externalId: string;
  created: boolean;
  fields: Record<string, CrmFieldValue>;
}

export interface PushOutcome {
  written: WrittenRecord[];
  failed: { object: 'contact' | 'account'; sourceId: string; error: string }[];
  syncedLeads: number;
  accounts: number;
  /** The limit stopped the push with leads still to push. */
  morePending: boolean;
  /** The id of the last prospect this push went through: the next push goes on after it. */
  lastId: string;
}

interface PushTarget {
  db: AppDatabase;
  userId: string;
  /** The provider and connection the links are read from and written to (ADR 023). */
  target: CrmSyncTarget;
  crm: CrmProvider;
  settings: CrmSettingsView;
  now: () => number;
}

/** The user's prospects still to push to the target connection, in id order after `afterId`. */
function pendingProspects(
  db: AppDatabase,
  userId: string,
  target: CrmSyncTarget,
  afterId: string,
  limit: number,
) {
  return db
    .select({ prospect: prospects, externalId: crmSyncLinks.externalId })
    .from(prospects)
    .leftJoin(crmSyncLinks, crmLinkJoin(target, 'prospect', prospects))
    .where(
      and(eq(prospects.ownerId, userId), crmLinkIsPending(prospects.updatedAt), gt(prospects.id, afterId)),
    )
    .orderBy(asc(prospects.id))
    .limit(limit)
    .all();
}

export async function hasPendingAfter(
  db: AppDatabase,
  userId: string,
  target: CrmSyncTarget,
  afterId: string,
): Promise<boolean> {
  return (await pendingProspects(db, userId, target, afterId, 1)).length > 0;
}

/** A link's key in the target connection. */
function linkKey(userId: string, target: CrmSyncTarget, localKind: CrmLocalKind, localId: string) {
  return {
    ownerId: userId,
    provider: target.provider,
    connectionId: target.connectionId,
    localKind,
    localId,
  };
}

const linkTarget = [
  crmSyncLinks.ownerId,
  crmSyncLinks.localKind,
  crmSyncLinks.localId,
  crmSyncLinks.provider,
  crmSyncLinks.connectionId,
];

/**
 * Pushes the user's prospects that are pending in the target connection through the mapping:
 * accounts first (so contacts can link to them), then contacts. A record is updated only through
 * the id its link in this same provider and connection holds, else created. The CRM calls come
 * first; each page's links are saved in one transaction, with the version each row had when read.
 */
export async function pushLeads(
  target: PushTarget,
  options: { limit?: number; afterId?: string } = {},
): Promise<PushOutcome> {
  const { db, userId, target: link, crm, settings } = target;
  const mappings = activeMappingsOf(settings.fieldMappings, settings.includeLinkedInProfile);
  let afterId = options.afterId ?? '';
  const outcome: PushOutcome = {
    written: [],
    failed: [],
    syncedLeads: 0,
    accounts: 0,
    morePending: false,
    lastId: afterId,
  };
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;

  while (remaining > 0) {
    const rows = await pendingProspects(db, userId, link, afterId, Math.min(PAGE_SIZE, remaining));
    const page = rows.map((row) => row.prospect);
    if (page.length === 0) break;
    afterId = page.at(-1)?.id ?? afterId;
    remaining -= page.length;

    const companyIds = [...new Set(page.map((p) => p.companyId).filter((id): id is string => id !== null))];
    const companyRows: CompanyRow[] =
      companyIds.length === 0
        ? []
        : await db
            .select()
            .from(companies)
            .where(and(eq(companies.ownerId, userId), inArray(companies.id, companyIds)))
            .all();
    const companyById = new Map(companyRows.map((company) => [company.id, company]));
    const accountIdByCompany = new Map<string, string>();
    /** The version of each company last pushed to this connection. */
    const pushedVersion = new Map<string, number>();
    if (companyIds.length > 0) {
      const links = await db
        .select({
          companyId: crmSyncLinks.localId,
          externalId: crmSyncLinks.externalId,
          syncedVersion: crmSyncLinks.syncedVersion,
        })
        .from(crmSyncLinks)
        .where(
          and(
            eq(crmSyncLinks.ownerId, userId),
            eq(crmSyncLinks.localKind, 'company'),
            inArray(crmSyncLinks.localId, companyIds),
            eq(crmSyncLinks.provider, link.provider),
            eq(crmSyncLinks.connectionId, link.connectionId),
          ),
        )
        .all();
      for (const row of links) {
        if (!row.externalId) continue;
        accountIdByCompany.set(row.companyId, row.externalId);
        if (row.syncedVersion !== null) pushedVersion.set(row.companyId, row.syncedVersion);
      }
    }
    // A company already pushed, unchanged since, is not written again (a page of leads often shares
    // companies with the pages before it): one request less per page under the CRM's limit.
    const companiesToPush = companyRows.filter(
      (company) => (pushedVersion.get(company.id) ?? -1) < company.updatedAt.getTime(),
    );
    const companyLinks: { company: CompanyRow; externalId: string }[] = [];

    if (settings.autoCreateAccounts && mappings.account.length > 0 && companiesToPush.length > 0) {
      const records = companiesToPush.map((company) => ({
        externalId: accountIdByCompany.get(company.id) ?? null,
        fields: crmFieldsOf(mappings.account, null, company, { clear: accountIdByCompany.has(company.id) }),
      }));
      const results = await crm.upsertRecords('account', records);
      results.forEach((result, index) => {
        const company = companiesToPush[index];
        const record = records[index];
        if (!company || !record) return;
        if (!result.ok) {
          outcome.failed.push({ object: 'account', sourceId: company.id, error: result.error });
          return;
        }
        outcome.accounts += 1;
        outcome.written.push({
          object: 'account',
          sourceId: company.id,
          externalId: result.externalId,
          created: record.externalId === null,
          fields: record.fields,
        });
        companyLinks.push({ company, externalId: result.externalId });
        accountIdByCompany.set(company.id, result.externalId);
      });
      // Saved before the contacts call: a rate limit there must not make these accounts new again.
      await db.transaction(async (tx) => {
        const syncedAt = new Date(target.now());
        for (const { company, externalId } of companyLinks) {
          const pushed = { externalId, syncedVersion: company.updatedAt.getTime(), syncedAt };
          await tx
            .insert(crmSyncLinks)
            .values({ ...linkKey(userId, link, 'company', company.id), ...pushed })
            .onConflictDoUpdate({ target: linkTarget, set: pushed })
            .run();
        }
      });
    }

    const contactResults: { prospect: (typeof page)[number]; externalId: string | null; error?: string }[] =
      [];
    if (settings.autoCreateContacts) {
      const records = rows.map(({ prospect, externalId }) => ({
        externalId,
        accountExternalId: prospect.companyId ? (accountIdByCompany.get(prospect.companyId) ?? null) : null,
        // A record synced before is updated: a field emptied since clears the CRM's value.
        fields: crmFieldsOf(
          mappings.contact,
          prospect,
          prospect.companyId ? (companyById.get(prospect.companyId) ?? null) : null,
          { clear: externalId !== null },
        ),
      }));
      const results = await crm.upsertRecords('contact', records);
      results.forEach((result, index) => {
        const prospect = page[index];
        const record = records[index];
        if (!prospect || !record) return;
        if (!result.ok) {
          outcome.failed.push({ object: 'contact', sourceId: prospect.id, error: result.error });
          contactResults.push({ prospect, externalId: null, error: result.error });
          return;
        }
        outcome.written.push({
          object: 'contact',
          sourceId: prospect.id,
          externalId: result.externalId,
          created: record.externalId === null,
          fields: record.fields,
        });
        contactResults.push({ prospect, externalId: result.externalId });
      });
    }

    await db.transaction(async (tx) => {
      const syncedAt = new Date(target.now());
      for (const { prospect, externalId, error } of contactResults) {
        // The version read before the CRM calls: an edit made meanwhile stays pending.
        const version = prospect.updatedAt.getTime();
        const state = externalId
          ? {
              externalId,
              syncedVersion: version,
              syncedAt,
              failedVersion: null,
              failedAt: null,
              lastError: null,
            }
          : { failedVersion: version, failedAt: syncedAt, lastError: error ?? null };
        await tx
          .insert(crmSyncLinks)
          .values({ ...linkKey(userId, link, 'prospect', prospect.id), ...state })
          .onConflictDoUpdate({ target: linkTarget, set: state })
          .run();
      }
    });
    outcome.syncedLeads += contactResults.filter((result) => result.externalId).length;
    outcome.lastId = afterId;
    // Other requests run between two pages, whatever the CRM client does with the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (remaining <= 0) outcome.morePending = await hasPendingAfter(db, userId, link, afterId);

  await db
    .update(crmSettings)
    .set({ lastSyncAt: new Date(target.now()), updatedAt: new Date(target.now()) })
    .where(eq(crmSettings.userId, userId))
    .run();
  return outcome;
}
