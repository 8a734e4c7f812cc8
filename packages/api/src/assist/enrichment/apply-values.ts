import { PROSPECT_NOT_FOUND, type ProspectPatch } from '@leadpath/core/schemas/prospects';
import { type AppDatabase, enrichmentValues, prospects } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { updateProspect } from '../../prospects/mutations.ts';
import { enrichChunk } from './enrich-chunk.ts';
import type { EnrichmentValue } from './enrichment-schemas.ts';
import { type ApplicableField, type EnrichmentField, isApplicable } from './found-value.ts';

export const ENRICHMENT_VALUE_NOT_FOUND = 'Enrichment value not found';
export const VALUE_NOT_APPLICABLE =
  'This value is a fact about the prospect; it has no field to be written to.';

/** Enriches the owner's prospects among ids: every value stored, empty fields (and ticked ones) filled. */
export async function enrichProspects(
  db: AppDatabase,
  ownerId: string,
  ids: string[],
  overwrite: ApplicableField[],
  now: number,
): Promise<{ enriched: number; applied: number }> {
  return enrichChunk(db, ownerId, ids, { overwrite, now });
}

/** The drawer's list: every value found for the prospect, applicable ones first. */
export async function enrichmentOf(db: AppDatabase, ownerId: string, prospectId: string) {
  const own = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.ownerId, ownerId), eq(prospects.id, prospectId)))
    .get();
  if (!own) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  const rows = await db
    .select()
    .from(enrichmentValues)
    .where(eq(enrichmentValues.prospectId, prospectId))
    .orderBy(asc(enrichmentValues.field), asc(enrichmentValues.source))
    .all();
  const values: EnrichmentValue[] = rows.map((row) => ({
    id: row.id,
    field: row.field as EnrichmentField,
    value: row.value,
    source: row.source,
    confidence: row.confidence,
    status: row.status,
    applicable: isApplicable(row.field as EnrichmentField),
    foundAt: row.foundAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
  values.sort((a, b) => Number(b.applicable) - Number(a.applicable));
  return { prospectId, values };
}

/** Apply writes the value to its field (a person's choice overwrites); dismiss keeps it, marked. */
export async function decideValue(
  db: AppDatabase,
  ownerId: string,
  input: { id: string; valueId: string; decision: 'apply' | 'dismiss' },
  now: number,
) {
  const row = await db
    .select()
    .from(enrichmentValues)
    .where(
      and(
        eq(enrichmentValues.ownerId, ownerId),
        eq(enrichmentValues.prospectId, input.id),
        eq(enrichmentValues.id, input.valueId),
      ),
    )
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ENRICHMENT_VALUE_NOT_FOUND });
  if (input.decision === 'apply') {
    const field = row.field as EnrichmentField;
    if (!isApplicable(field)) throw new TRPCError({ code: 'BAD_REQUEST', message: VALUE_NOT_APPLICABLE });
    await updateProspect(db, ownerId, input.id, { [field]: row.value } as ProspectPatch, now);
  }
  await db
    .update(enrichmentValues)
    .set({ status: input.decision === 'apply' ? 'applied' : 'dismissed', decidedAt: new Date(now) })
    .where(eq(enrichmentValues.id, row.id))
    .run();
  return enrichmentOf(db, ownerId, input.id);
}
