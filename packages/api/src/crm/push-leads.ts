import type { CrmProviderKey } from '@leadpath/core';
import {
  type AppDatabase,
  type CompanyRow,
  companies,
  crmCompanyLinks,
  crmSettings,
  prospects,
} from '@leadpath/db';
import type { CrmFieldValue, CrmProvider } from '@leadpath/integrations';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { CrmSettingsView } from './connection.ts';
import { activeMappingsOf, crmFieldsOf } from './sync-records.ts';

const PAGE_SIZE = 200;

/**
 * The most leads one sync request pushes (ADR 019): a large list is pushed over several requests,
 * each answered within seconds, until background jobs take the sync over.
 */
export const CRM_SYNC_MAX_LEADS = 1000;

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
}

interface PushTarget {
  db: AppDatabase;
  userId: string;
  provider: CrmProviderKey;
  crm: CrmProvider;
  settings: CrmSettingsView;
  now: () => number;
}

function hasPendingAfter(db: AppDatabase, userId: string, afterId: string): boolean {
  const next = db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(eq(prospects.ownerId, userId), ne(prospects.crmSyncState, 'synced'), gt(prospects.id, afterId)),
    )
    .limit(1)
    .get();
  return next !== undefined;
}

/**
 * Pushes the user's not-yet-synced prospects through the mapping: accounts first (so contacts can
 * link to them), then contacts. The CRM calls come first; each page's results are saved in one transaction.
 */
export async function pushLeads(target: PushTarget, options: { limit?: number } = {}): Promise<PushOutcome> {
  const { db, userId, provider, crm, settings } = target;
  const mappings = activeMappingsOf(settings.fieldMappings, settings.includeLinkedInProfile);
  const outcome: PushOutcome = { written: [], failed: [], syncedLeads: 0, accounts: 0, morePending: false };
  let afterId = '';
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;

  while (remaining > 0) {
    const page = db
      .select()
      .from(prospects)
      .where(
        and(eq(prospects.ownerId, userId), ne(prospects.crmSyncState, 'synced'), gt(prospects.id, afterId)),
      )
      .orderBy(asc(prospects.id))
      .limit(Math.min(PAGE_SIZE, remaining))
      .all();
    if (page.length === 0) break;
    afterId = page.at(-1)?.id ?? afterId;
    remaining -= page.length;

    const companyIds = [...new Set(page.map((p) => p.companyId).filter((id): id is string => id !== null))];
    const companyRows: CompanyRow[] =
      companyIds.length === 0
        ? []
        : db
            .select()
            .from(companies)
            .where(and(eq(companies.ownerId, userId), inArray(companies.id, companyIds)))
            .all();
    const companyById = new Map(companyRows.map((company) => [company.id, company]));
    const accountIdByCompany = new Map(
      (companyIds.length === 0
        ? []
        : db
            .select()
            .from(crmCompanyLinks)
            .where(
              and(eq(crmCompanyLinks.provider, provider), inArray(crmCompanyLinks.companyId, companyIds)),
            )
            .all()
      ).map((link) => [link.companyId, link.externalId]),
    );
    const newLinks: { companyId: string; externalId: string }[] = [];

    if (settings.autoCreateAccounts && mappings.account.length > 0 && companyRows.length > 0) {
      const records = companyRows.map((company) => ({
        externalId: accountIdByCompany.get(company.id) ?? null,
        fields: crmFieldsOf(mappings.account, null, company),
      }));
      const results = await crm.upsertRecords('account', records);
      results.forEach((result, index) => {
        const company = companyRows[index];
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
        if (!accountIdByCompany.has(company.id))
          newLinks.push({ companyId: company.id, externalId: result.externalId });
        accountIdByCompany.set(company.id, result.externalId);
      });
    }

    const contactResults: { prospectId: string; externalId: string | null }[] = [];
    if (settings.autoCreateContacts) {
      const records = page.map((prospect) => ({
        externalId: prospect.crmExternalId,
        accountExternalId: prospect.companyId ? (accountIdByCompany.get(prospect.companyId) ?? null) : null,
        fields: crmFieldsOf(
          mappings.contact,
          prospect,
          prospect.companyId ? (companyById.get(prospect.companyId) ?? null) : null,
        ),
      }));
      const results = await crm.upsertRecords('contact', records);
      results.forEach((result, index) => {
        const prospect = page[index];
        const record = records[index];
        if (!prospect || !record) return;
        if (!result.ok) {
          outcome.failed.push({ object: 'contact', sourceId: prospect.id, error: result.error });
          contactResults.push({ prospectId: prospect.id, externalId: null });
          return;
        }
        outcome.written.push({
          object: 'contact',
          sourceId: prospect.id,
          externalId: result.externalId,
          created: record.externalId === null,
          fields: record.fields,
        });
        contactResults.push({ prospectId: prospect.id, externalId: result.externalId });
      });
    }

    db.transaction((tx) => {
      for (const link of newLinks) {
        tx.insert(crmCompanyLinks)
          .values({ ...link, provider })
          .onConflictDoUpdate({
            target: [crmCompanyLinks.companyId, crmCompanyLinks.provider],
            set: { externalId: link.externalId },
          })
          .run();
      }
      const updatedAt = new Date(target.now());
      for (const result of contactResults) {
        tx.update(prospects)
          .set(
            result.externalId
              ? { crmSyncState: 'synced', crmExternalId: result.externalId, updatedAt }
              : { crmSyncState: 'failed', updatedAt },
          )
          .where(and(eq(prospects.id, result.prospectId), eq(prospects.ownerId, userId)))
          .run();
      }
    });
    outcome.syncedLeads += contactResults.filter((result) => result.externalId).length;
    // Other requests run between two pages, whatever the CRM client does with the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (remaining <= 0) outcome.morePending = hasPendingAfter(db, userId, afterId);

  db.update(crmSettings)
    .set({ lastSyncAt: new Date(target.now()), updatedAt: new Date(target.now()) })
    .where(eq(crmSettings.userId, userId))
    .run();
  return outcome;
}
