import {
  COMPANY_NOT_FOUND,
  type CompanyPatch,
  companyDomainTaken,
  type createCompanySchema,
} from '@leadpath/core/schemas/companies';
import { presentFieldsOf } from '@leadpath/core/schemas/merge-patch';
import { type AppDatabase, companies } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { deleteOwnedRows } from '../lists/delete-owned.ts';
import { queueCompanyRescore, queueOwnerRescoreIfKept } from '../playbooks/score-job.ts';

type CompanyFields = z.output<typeof createCompanySchema>;

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The owner's other company with this domain, if any (an empty domain matches none). */
function companyWithDomain(tx: Transaction, ownerId: string, domain: string | undefined, exceptId?: string) {
  if (!domain) return undefined;
  return tx
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.ownerId, ownerId),
        eq(companies.domain, domain),
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .get();
}

const domainTaken = (existing: { name: string; domain: string }) =>
  new TRPCError({ code: 'CONFLICT', message: companyDomainTaken(existing.name, existing.domain) });

/**
 * Adds a company, or, when another has its domain, refuses (409 naming it) or merges into it as the
 * caller chose: the existing company gets the fields it has empty. Returns the company's id.
 */
export async function createCompany(
  db: AppDatabase,
  ownerId: string,
  input: CompanyFields,
  now: number,
): Promise<string> {
  const { ifDomainTaken, ...fields } = input;
  return db.transaction(async (tx) => {
    const existing = await companyWithDomain(tx, ownerId, fields.domain);
    if (existing) {
      if (ifDomainTaken !== 'merge') throw domainTaken(existing);
      const empty = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => value && !existing[key as keyof typeof fields]),
      );
      if (Object.keys(empty).length)
        await tx
          .update(companies)
          .set({ ...empty, updatedAt: new Date(now) })
          .where(eq(companies.id, existing.id))
          .run();
      return existing.id;
    }
    const id = crypto.randomUUID();
    await tx
      .insert(companies)
      .values({ id, ownerId, ...fields, createdAt: new Date(now), updatedAt: new Date(now) })
      .run();
    return id;
  });
}

/** Applies a merge patch: only the fields present change; an empty patch changes nothing. */
export async function updateCompany(
  db: AppDatabase,
  ownerId: string,
  id: string,
  patch: CompanyPatch,
  now: number,
) {
  await db.transaction(async (tx) => {
    const own = and(eq(companies.ownerId, ownerId), eq(companies.id, id));
    if (!(await tx.select({ id: companies.id }).from(companies).where(own).get()))
      throw new TRPCError({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND });
    const fields = presentFieldsOf(patch);
    if (Object.keys(fields).length === 0) return;
    const existing = await companyWithDomain(tx, ownerId, fields.domain, id);
    if (existing) throw domainTaken(existing);
    await tx
      .update(companies)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(own)
      .run();
    // The facts a GTM score reads: its prospects' kept scores are recomputed (ADR 074).
    if (fields.industry !== undefined || fields.size !== undefined || fields.location !== undefined)
      await queueCompanyRescore(tx, ownerId, id, now);
  });
}

/** Deletes the owner's companies among ids; their prospects stay, without a company. */
export async function deleteCompanies(
  db: AppDatabase,
  ownerId: string,
  ids: string[],
  now: number,
): Promise<number> {
  const deleted = await deleteOwnedRows(db, companies, ownerId, ids);
  // Their prospects lost the company facts a GTM score reads (ADR 074).
  if (deleted > 0) await queueOwnerRescoreIfKept(db, ownerId, now);
  return deleted;
}
