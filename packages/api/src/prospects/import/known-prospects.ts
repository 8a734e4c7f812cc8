import { type AppDatabase, insertionOrderColumn } from '@leadpath/db';
import type { ImportFields } from './import-row.ts';

/** A prospect a batch may merge into: one of the owner's, or one the batch creates. */
export interface KnownProspect {
  id: string;
  /** Existing prospects come first in insertion order (rowid; PostgreSQL: id); new ones after them, as created. */
  order: number | string;
  isNew: boolean;
  email: string;
  linkedinUrl: string;
  /** A new prospect's fields, or what the batch changes in an existing one. */
  writes: Partial<ImportFields>;
}

/** The owner's prospects with one of the values of `column` (a JSON array), with their insertion order. */
const duplicateSql = (order: 'rowid' | 'id', column: 'email' | 'linkedin_url') =>
  `select ${order} as "order", id, email, linkedin_url as linkedinUrl from prospects where owner_id = ? and ${column} in (select value from json_each(?))`;

type Found = Pick<KnownProspect, 'id' | 'order' | 'email' | 'linkedinUrl'>;

/**
 * The owner's prospects that share an email or a LinkedIn URL with a batch's rows, kept in memory as
 * the batch creates and merges them, so each row finds what the row-by-row lookups found: the
 * smallest id with its email (the (owner, email, id) index), else the first row with its LinkedIn
 * URL (the (owner, linkedin_url) index, in insertion order: dialect insertionOrderColumn).
 */
export class KnownProspects {
  private readonly byEmail = new Map<string, Set<KnownProspect>>();
  private readonly byLinkedin = new Map<string, Set<KnownProspect>>();
  private nextOrder = 0;

  static async load(
    db: AppDatabase,
    ownerId: string,
    emails: readonly string[],
    linkedinUrls: readonly string[],
  ): Promise<KnownProspects> {
    const known = new KnownProspects();
    const found = new Map<string, Found>();
    const order = insertionOrderColumn(db);
    const lookups: [string, readonly string[]][] = [
      [duplicateSql(order, 'email'), emails],
      [duplicateSql(order, 'linkedin_url'), linkedinUrls],
    ];
    for (const [sql, values] of lookups) {
      if (values.length === 0) continue;
      for (const row of await db.$sql.all<Found>(sql, [ownerId, JSON.stringify(values)]))
        found.set(row.id, row);
    }
    for (const row of found.values()) known.index({ ...row, isNew: false, writes: {} });
    return known;
  }

  /** The prospect a row with this email, else this LinkedIn URL, merges into (empty values never match). */
  duplicateOf(email: string, linkedinUrl: string): KnownProspect | undefined {
    const byEmail = email ? this.byEmail.get(email) : undefined;
    let duplicate: KnownProspect | undefined;
    for (const prospect of byEmail ?? []) if (!duplicate || prospect.id < duplicate.id) duplicate = prospect;
    if (duplicate || !linkedinUrl) return duplicate;
    for (const prospect of this.byLinkedin.get(linkedinUrl) ?? [])
      if (!duplicate || comesFirst(prospect, duplicate)) duplicate = prospect;
    return duplicate;
  }

  /** A prospect the batch creates with these fields. */
  add(id: string, fields: ImportFields): KnownProspect {
    const prospect: KnownProspect = {
      id,
      order: this.nextOrder++,
      isNew: true,
      email: fields.email,
      linkedinUrl: fields.linkedinUrl,
      writes: { ...fields },
    };
    this.index(prospect);
    return prospect;
  }

  /** Applies a merge to a prospect: later rows find it by its new email and LinkedIn URL. */
  merge(prospect: KnownProspect, patch: Partial<ImportFields>): void {
    this.unindex(prospect);
    Object.assign(prospect.writes, patch);
    if (patch.email) prospect.email = patch.email;
    if (patch.linkedinUrl) prospect.linkedinUrl = patch.linkedinUrl;
    this.index(prospect);
  }

  private index(prospect: KnownProspect): void {
    addTo(this.byEmail, prospect.email, prospect);
    addTo(this.byLinkedin, prospect.linkedinUrl, prospect);
  }

  private unindex(prospect: KnownProspect): void {
    this.byEmail.get(prospect.email)?.delete(prospect);
    this.byLinkedin.get(prospect.linkedinUrl)?.delete(prospect);
  }
}

function comesFirst(a: KnownProspect, b: KnownProspect): boolean {
  return a.isNew === b.isNew ? a.order < b.order : !a.isNew;
}

function addTo(index: Map<string, Set<KnownProspect>>, key: string, prospect: KnownProspect): void {
  if (!key) return;
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(prospect);
}
