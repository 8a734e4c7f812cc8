import { COMPANY_NOT_FOUND } from '@leadpath/core/schemas/companies';
import { presentFieldsOf } from '@leadpath/core/schemas/merge-patch';
import {
  type createProspectSchema,
  DUPLICATE_PROSPECT,
  PROSPECT_NOT_FOUND,
  type ProspectPatch,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, type Db, prospects } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { deleteOwnedRows } from '../lists/delete-owned.ts';
import { retryFlaggedSteps } from '../sequences/engine/enrollment-actions.ts';
import { emitProspectEvent } from './prospect-webhook.ts';

type ProspectFields = z.output<typeof createProspectSchema>;

/** Inside a transaction: the same calls work on the database or on a transaction. */

export async function assertOwnCompany(db: Db, ownerId: string, companyId: string | null): Promise<void> {
  if (!companyId) return;
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.ownerId, ownerId), eq(companies.id, companyId)))
    .get();
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND });
}

/**
 * The owner's prospect with the same email or LinkedIn URL, if any (empty values never match). Two
 * lookups, one through (owner, email) and one through (owner, linkedin_url): an OR of both would
 * walk all the owner's rows (issue 22).
 */
export async function findDuplicate(
  db: Db,
  ownerId: string,
  fields: { email: string; linkedinUrl: string },
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  const lookup = (match: SQL) => {
    const conditions = [eq(prospects.ownerId, ownerId), match];
    if (exceptId) conditions.push(ne(prospects.id, exceptId));
    return db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(...conditions))
      .get();
  };
  return (
    (fields.email ? await lookup(eq(prospects.email, fields.email)) : undefined) ??
    (fields.linkedinUrl ? await lookup(eq(prospects.linkedinUrl, fields.linkedinUrl)) : undefined)
  );
}

export async function createProspect(
  db: AppDatabase,
  ownerId: string,
  fields: ProspectFields,
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    await assertOwnCompany(tx, ownerId, fields.companyId);
    if (await findDuplicate(tx, ownerId, fields))
      throw new TRPCError({ code: 'CONFLICT', message: DUPLICATE_PROSPECT });
    const id = crypto.randomUUID();
    await tx
      .insert(prospects)
      .values({ id, ownerId, ...fields, createdAt: new Date(now), updatedAt: new Date(now) })
      .run();
    await emitProspectEvent(tx, { ownerId, prospectId: id, type: 'prospect.created', now });
    return id;
  });
}

/** Applies a merge patch: only the fields present change; an empty patch changes nothing. */
export async function updateProspect(
  db: AppDatabase,
  ownerId: string,
  id: string,
  patch: ProspectPatch,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const own = and(eq(prospects.ownerId, ownerId), eq(prospects.id, id));
    if (!(await tx.select({ id: prospects.id }).from(prospects).where(own).get()))
      throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
    const fields = presentFieldsOf(patch);
    if (Object.keys(fields).length === 0) return;
    if (fields.companyId !== undefined) await assertOwnCompany(tx, ownerId, fields.companyId);
    const changed = { email: fields.email ?? '', linkedinUrl: fields.linkedinUrl ?? '' };
    if (await findDuplicate(tx, ownerId, changed, id))
      throw new TRPCError({ code: 'CONFLICT', message: DUPLICATE_PROSPECT });
    // A changed prospect has to reach the CRM again: its updated_at passes its links' synced version.
    await tx
      .update(prospects)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(own)
      .run();
    await emitProspectEvent(tx, {
      ownerId,
      prospectId: id,
      type: 'prospect.updated',
      now,
      changed: Object.keys(fields),
    });
  });
  // A sequence step held for a placeholder this prospect lacked goes out at the next tick, not the next hourly recheck.
  await retryFlaggedSteps(db, { ownerId, prospectId: id, now });
}

/** Deletes the owner's rows among ids; returns how many went. Someone else's ids are ignored. */
export async function deleteProspects(db: AppDatabase, ownerId: string, ids: string[]): Promise<number> {
  return deleteOwnedRows(db, prospects, ownerId, ids);
}
