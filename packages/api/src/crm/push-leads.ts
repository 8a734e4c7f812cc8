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

type Mappings = ReturnType<typeof activeMappingsOf>;
type PendingRow = Awaited<ReturnType<typeof pendingProspects>>[number];
type ProspectRow = PendingRow['prospect'];

/** The page's companies and what this connection already holds of them. */
interface PageCompanies {
  rows: CompanyRow[];
  byId: Map<string, CompanyRow>;
  /** The CRM account id of each company linked in this connection (grows as accounts are created). */
  accountIdByCompany: Map<string, string>;
  /** The version of each company last pushed to this connection. */
  pushedVersion: Map<string, number>;
}

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
  const { db, userId, target: link, settings } = target;
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
    if (rows.length === 0) break;
    afterId = rows.at(-1)?.prospect.id ?? afterId;
    remaining -= rows.length;
    await pushPage(target, mappings, rows, outcome);
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

/** One page of pending prospects: their accounts, then the contacts, each call's links saved after it. */
async function pushPage(target: PushTarget, mappings: Mappings, rows: PendingRow[], outcome: PushOutcome) {
  const page = rows.map((row) => row.prospect);
  const pageCompanies = await companiesOf(target, page);
  if (target.settings.autoCreateAccounts && mappings.account.length > 0)
    await pushAccounts(target, mappings, pageCompanies, outcome);
  const contactResults = target.settings.autoCreateContacts
    ? await pushContacts(target, mappings, rows, pageCompanies, outcome)
    : [];
  await saveContactLinks(target, contactResults);
  outcome.syncedLeads += contactResults.filter((result) => result.externalId).length;
}

async function companiesOf(target: PushTarget, page: ProspectRow[]): Promise<PageCompanies> {
  const { db, userId, target: link } = target;
  const companyIds = [...new Set(page.map((p) => p.companyId).filter((id): id is string => id !== null))];
  const found: PageCompanies = {
    rows: [],
    byId: new Map(),
    accountIdByCompany: new Map(),
    pushedVersion: new Map(),
  };
  if (companyIds.length === 0) return found;
  found.rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.ownerId, userId), inArray(companies.id, companyIds)))
    .all();
  found.byId = new Map(found.rows.map((company) => [company.id, company]));
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
    found.accountIdByCompany.set(row.companyId, row.externalId);
    if (row.syncedVersion !== null) found.pushedVersion.set(row.companyId, row.syncedVersion);
  }
  return found;
}

/** The page's companies changed since their last push, as CRM accounts; their links saved at once. */
async function pushAccounts(
  target: PushTarget,
  mappings: Mappings,
  found: PageCompanies,
  outcome: PushOutcome,
) {
  // A company already pushed, unchanged since, is not written again (a page of leads often shares
  // companies with the pages before it): one request less per page under the CRM's limit.
  const companiesToPush = found.rows.filter(
    (company) => (found.pushedVersion.get(company.id) ?? -1) < company.updatedAt.getTime(),
  );
  if (companiesToPush.length === 0) return;
  const records = companiesToPush.map((company) => ({
    externalId: found.accountIdByCompany.get(company.id) ?? null,
    fields: crmFieldsOf(mappings.account, null, company, { clear: found.accountIdByCompany.has(company.id) }),
  }));
  const results = await target.crm.upsertRecords('account', records);
  const companyLinks: { company: CompanyRow; externalId: string }[] = [];
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
    found.accountIdByCompany.set(company.id, result.externalId);
  });
  // Saved before the contacts call: a rate limit there must not make these accounts new again.
  const { db, userId, target: link } = target;
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

interface ContactResult {
  prospect: ProspectRow;
  externalId: string | null;
  error?: string;
}

/** The page's prospects as CRM contacts, linked to their company's account when it has one. */
async function pushContacts(
  target: PushTarget,
  mappings: Mappings,
  rows: PendingRow[],
  found: PageCompanies,
  outcome: PushOutcome,
): Promise<ContactResult[]> {
  const records = rows.map(({ prospect, externalId }) => ({
    externalId,
    accountExternalId: prospect.companyId ? (found.accountIdByCompany.get(prospect.companyId) ?? null) : null,
    // A record synced before is updated: a field emptied since clears the CRM's value.
    fields: crmFieldsOf(
      mappings.contact,
      prospect,
      prospect.companyId ? (found.byId.get(prospect.companyId) ?? null) : null,
      { clear: externalId !== null },
    ),
  }));
  const results = await target.crm.upsertRecords('contact', records);
  const contactResults: ContactResult[] = [];
  results.forEach((result, index) => {
    const prospect = rows[index]?.prospect;
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
  return contactResults;
}

/** Each contact's link: synced at the version read before the CRM call, or failed with its error. */
async function saveContactLinks(target: PushTarget, contactResults: ContactResult[]) {
  const { db, userId, target: link } = target;
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
}
