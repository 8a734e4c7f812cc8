import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** The DNS records a sending domain publishes. */
export type DomainRecordKind = 'spf' | 'dkim' | 'dmarc' | 'mx';

/** What the last lookup found for one record: not there, there but not as it should be, or right. */
export type DomainRecordState = 'missing' | 'wrong' | 'ok';

/** One record's last check: its state, what was found, and what to fix when it is not ok. */
export interface DomainRecordCheck {
  state: DomainRecordState;
  /** The values found at the record's name (TXT strings joined, or MX exchanges), at most a few. */
  found: string[];
  /** What the user should change, in words; null when ok. */
  fix: string | null;
}

export type DomainRecordChecks = Partial<Record<DomainRecordKind, DomainRecordCheck>>;

/**
 * A user's sending domain (issue 20): the DKIM key pair the app generated for it (the private key
 * sealed with the secrets key, never returned), and the last verification of its DNS records.
 * Mail whose From is at a verified domain is DKIM-signed with its key.
 */
export const sendingDomains = sqliteTable(
  'sending_domains',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, without a trailing dot (e.g. `acme.example`). */
    domain: text().notNull(),
    /** The DKIM selector the app chose, e.g. `lp202611`. */
    dkimSelector: text('dkim_selector').notNull(),
    /** The PKCS#8 PEM private key, sealed with the secrets key for `dkim-key:<id>`. */
    dkimPrivateKeySealed: text('dkim_private_key_sealed').notNull(),
    /** The public key as published in the DKIM record's `p=` (base64 of the SPKI DER). */
    dkimPublicKey: text('dkim_public_key').notNull(),
    /** Each record's last check; empty until the first verification. */
    recordChecks: text('record_checks', { mode: 'json' }).$type<DomainRecordChecks>().notNull(),
    /** When SPF, DKIM and DMARC were last all ok (null: not verified now). */
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    lastCheckedAt: integer('last_checked_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('sending_domains_owner_domain_idx').on(table.ownerId, table.domain),
    index('sending_domains_checked_idx').on(table.lastCheckedAt),
  ],
);

export type SendingDomainRow = typeof sendingDomains.$inferSelect;

/** The record types the demo zone holds (what verification looks up). */
export type DemoDnsRecordType = 'TXT' | 'MX';

/**
 * The built-in demo DNS zone (DNS_RESOLVER=demo): records a user "publishes" from the Domains page
 * so verification works with no DNS at all. Each user sees only their own records; the system
 * resolver never reads this table.
 */
export const demoDnsRecords = sqliteTable(
  'demo_dns_records',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, without a trailing dot (e.g. `lp202611._domainkey.acme.example`). */
    name: text().notNull(),
    type: text().$type<DemoDnsRecordType>().notNull(),
    /** TXT: the whole text; MX: the exchange host. */
    value: text().notNull(),
    /** MX only: the preference. */
    priority: integer(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('demo_dns_records_owner_name_idx').on(table.ownerId, table.name)],
);

export type DemoDnsRecordRow = typeof demoDnsRecords.$inferSelect;
