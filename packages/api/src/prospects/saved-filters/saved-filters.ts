import { randomUUID } from 'node:crypto';
import {
  prospectFilterSchema,
  prospectSorts,
  prospectStatuses,
  sortDirections,
} from '@leadpath/core/schemas/prospects';
import {
  type createSavedFilterSchema,
  MAX_SAVED_FILTERS,
  SAVED_FILTER_NOT_FOUND,
  SAVED_FILTERS_FULL,
  savedFilterNameTaken,
  type updateSavedFilterSchema,
} from '@leadpath/core/schemas/saved-filters';
import {
  type AppDatabase,
  type Db,
  isUniqueViolation,
  type ProspectSavedFilterRow,
  prospectSavedFilters,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';

export const SAVED_FILTER_OUTDATED =
  'This saved filter no longer fits the Prospects list: apply it, adjust the filters and save it again';

type ProspectFilterOutput = z.output<typeof prospectFilterSchema>;

export const savedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Prospects list's filter, as GET /api/prospects takes it. */
  filter: z.object({
    q: z.string().optional(),
    status: z.array(z.enum(prospectStatuses)).optional(),
    titles: z.array(z.string()).optional(),
    companyId: z.string().optional(),
    sort: z.enum(prospectSorts),
    direction: z.enum(sortDirections),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedFilterView = z.infer<typeof savedFilterSchema>;

/** The stored filter read through the list's schema again, so a saved filter means what the list means today. */
export function filterOf(row: ProspectSavedFilterRow): ProspectFilterOutput {
  const parsed = prospectFilterSchema.safeParse(row.filter);
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: SAVED_FILTER_OUTDATED });
  return parsed.data;
}

const toView = (row: ProspectSavedFilterRow): SavedFilterView => ({
  id: row.id,
  name: row.name,
  filter: filterOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Names are unique per owner without regard to case. */
const nameKeyOf = (name: string) => name.toLocaleLowerCase('en-US');

/** One of the owner's saved filters; anyone else's id is simply not found. */
export async function ownSavedFilter(db: Db, ownerId: string, id: string): Promise<ProspectSavedFilterRow> {
  const row = await db
    .select()
    .from(prospectSavedFilters)
    .where(and(eq(prospectSavedFilters.id, id), eq(prospectSavedFilters.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_FILTER_NOT_FOUND });
  return row;
}

export async function listSavedFilters(db: Db, ownerId: string): Promise<SavedFilterView[]> {
  const rows = await db
    .select()
    .from(prospectSavedFilters)
    .where(eq(prospectSavedFilters.ownerId, ownerId))
    .orderBy(asc(prospectSavedFilters.nameKey), asc(prospectSavedFilters.id))
    .all();
  // A filter the list no longer takes is listed with the list's defaults; using it says why it fails.
  return rows.map((row) => toView({ ...row, filter: fitsOrEmpty(row) }));
}

function fitsOrEmpty(row: ProspectSavedFilterRow): ProspectSavedFilterRow['filter'] {
  return prospectFilterSchema.safeParse(row.filter).success ? row.filter : {};
}

/** A taken name is the unique index's refusal, so two saves at once cannot both keep it. */
async function unlessNameTaken<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error))
      throw new TRPCError({ code: 'CONFLICT', message: savedFilterNameTaken(name) });
    throw error;
  }
}

export async function createSavedFilter(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof createSavedFilterSchema>,
  now: number,
): Promise<SavedFilterView> {
  return unlessNameTaken(input.name, () =>
    db.transaction(async (tx) => {
      const kept =
        (
          await tx
            .select({ n: count() })
            .from(prospectSavedFilters)
            .where(eq(prospectSavedFilters.ownerId, ownerId))
            .get()
        )?.n ?? 0;
      if (kept >= MAX_SAVED_FILTERS)
        throw new TRPCError({ code: 'BAD_REQUEST', message: SAVED_FILTERS_FULL });
      const row = await tx
        .insert(prospectSavedFilters)
        .values({
          id: randomUUID(),
          ownerId,
          name: input.name,
          nameKey: nameKeyOf(input.name),
          filter: input.filter,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
        .get();
      return toView(row);
    }),
  );
}

/** Changes the name, the filter or both; what was not sent is kept. */
export async function updateSavedFilter(
  db: AppDatabase,
  ownerId: string,
  { id, name, filter }: z.output<typeof updateSavedFilterSchema>,
  now: number,
): Promise<SavedFilterView> {
  await ownSavedFilter(db, ownerId, id);
  const row = await unlessNameTaken(name, () =>
    db
      .update(prospectSavedFilters)
      .set({
        ...(name === undefined ? {} : { name, nameKey: nameKeyOf(name) }),
        ...(filter === undefined ? {} : { filter }),
        updatedAt: new Date(now),
      })
      .where(and(eq(prospectSavedFilters.id, id), eq(prospectSavedFilters.ownerId, ownerId)))
      .returning()
      .get(),
  );
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_FILTER_NOT_FOUND });
  return toView(row);
}

export async function deleteSavedFilter(db: Db, ownerId: string, id: string): Promise<void> {
  await ownSavedFilter(db, ownerId, id);
  await db
    .delete(prospectSavedFilters)
    .where(and(eq(prospectSavedFilters.id, id), eq(prospectSavedFilters.ownerId, ownerId)))
    .run();
}
