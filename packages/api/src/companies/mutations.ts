import {
  COMPANY_NOT_FOUND,
  type CompanyPatch,
  type createCompanySchema,
} from '@leadpath/core/schemas/companies';
import { presentFieldsOf } from '@leadpath/core/schemas/merge-patch';
import { type AppDatabase, companies } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

type CompanyFields = z.output<typeof createCompanySchema>;

export function createCompany(db: AppDatabase, ownerId: string, fields: CompanyFields, now: number): string {
  const id = crypto.randomUUID();
  db.transaction((tx) => {
    tx.insert(companies)
      .values({ id, ownerId, ...fields, createdAt: new Date(now), updatedAt: new Date(now) })
      .run();
  });
  return id;
}

/** Applies a merge patch: only the fields present change; an empty patch changes nothing. */
export function updateCompany(
  db: AppDatabase,
  ownerId: string,
  id: string,
  patch: CompanyPatch,
  now: number,
) {
  db.transaction((tx) => {
    const own = and(eq(companies.ownerId, ownerId), eq(companies.id, id));
    if (!tx.select({ id: companies.id }).from(companies).where(own).get())
      throw new TRPCError({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND });
    const fields = presentFieldsOf(patch);
    if (Object.keys(fields).length === 0) return;
    tx.update(companies)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(own)
      .run();
  });
}

/** Deletes the owner's companies among ids; their prospects stay, without a company. */
export function deleteCompanies(db: AppDatabase, ownerId: string, ids: string[]): number {
  return db.transaction(
    (tx) =>
      tx
        .delete(companies)
        .where(and(eq(companies.ownerId, ownerId), inArray(companies.id, ids)))
        .run().changes,
  );
}
