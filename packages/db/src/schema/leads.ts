import type { PersonalityType } from '@leadpath/core';
import {
  type CrmSyncState,
  crmSyncStates,
  type ProspectStatus,
  prospectStatuses,
} from '@leadpath/core/schemas/prospects';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';
import { users } from './users.ts';

export { type CrmSyncState, crmSyncStates, type ProspectStatus, prospectStatuses };

export const companies = sqliteTable(
  'companies',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    domain: text().notNull().default(''),
    industry: text().notNull().default(''),
    size: text().notNull().default(''),
    location: text().notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    createdAt: timeWithLegacyDefault('created_at'),
    updatedAt: timeWithLegacyDefault('updated_at'),
  },
  (table) => [
    // Each list order ends with id so cursor pages are stable and walk the index.
    index('companies_owner_name_idx').on(table.ownerId, table.name, table.id),
    index('companies_owner_created_idx').on(table.ownerId, table.createdAt, table.id),
    // A new company's domain is checked against the owner's others (one company per domain).
    index('companies_owner_domain_idx').on(table.ownerId, table.domain),
    // A GTM profile walks the owner's distinct industries and reads only the accepted ones' companies,
    // their size and location from the index (ADR 067).
    index('companies_owner_facts_idx').on(
      table.ownerId,
      table.industry,
      table.size,
      table.location,
      table.id,
    ),
  ],
);

export const prospects = sqliteTable(
  'prospects',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    title: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    status: text().$type<ProspectStatus>().notNull().default('new'),
    /** DISC style (D, I, S, C), or null when unknown. */
    personalityType: text('personality_type').$type<PersonalityType>(),
    /** Markdown, written from the type's template or by the user. */
    engagementGuide: text('engagement_guide'),
    /** IANA timezone of the prospect when known; sequences send inside the window in it. */
    timeZone: text('time_zone'),
    /**
     * The prospect's best score under the owner's active GTM playbooks (0 without one), kept by the
     * playbooks area's scoring job (ADR 074) so the list can sort by it; its reasons are computed when read.
     */
    gtmScore: integer('gtm_score').notNull().default(0),
    createdAt: timeWithLegacyDefault('created_at'),
    updatedAt: timeWithLegacyDefault('updated_at'),
  },
  (table) => [
    // Each list order ends with id so cursor pages are stable and walk the index.
    index('prospects_owner_created_idx').on(table.ownerId, table.createdAt, table.id),
    index('prospects_owner_last_name_idx').on(table.ownerId, table.lastName, table.id),
    index('prospects_owner_status_idx').on(table.ownerId, table.status, table.id),
    // The Score sort: a page is one walk of the owner's scores (ADR 074).
    index('prospects_owner_gtm_score_idx').on(table.ownerId, table.gtmScore, table.id),
    // One status in the default order (newest first) is one walk, however rare the status.
    index('prospects_owner_status_created_idx').on(table.ownerId, table.status, table.createdAt, table.id),
    index('prospects_owner_email_idx').on(table.ownerId, table.email, table.id),
    // The title filter walks one title in list order; the title menu seeks title by title (ADR 028).
    index('prospects_owner_title_idx').on(table.ownerId, table.title, table.createdAt, table.id),
    index('prospects_owner_linkedin_idx').on(table.ownerId, table.linkedinUrl),
    // A company's prospects in list order: a company filter's page is one walk (ADR 028).
    index('prospects_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // A GTM audience is seeks per (matching title, matching company), covering count and sample (ADR 061).
    index('prospects_owner_title_company_idx').on(
      table.ownerId,
      table.title,
      table.companyId,
      table.createdAt,
      table.id,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type ProspectRow = typeof prospects.$inferSelect;
