import { z } from 'zod';
import { applicableFields, enrichmentFields } from './found-value.ts';

export const MAX_ENRICH_SELECTION = 10_000;

const overwriteSchema = z
  .array(z.enum(applicableFields))
  .max(applicableFields.length)
  .default([])
  .describe(
    'Fields to overwrite when the prospect already has a value; the others are filled only when empty',
  );

/** One schema for the drawer's button and POST /api/prospects/{id}/enrich. */
export const enrichProspectSchema = z.object({ id: z.string().min(1), overwrite: overwriteSchema });

/** A selection: POST /api/prospects/enrich, run as a job. */
export const enrichSelectionSchema = z.object({
  ids: z
    .array(z.string().min(1))
    .min(1, 'Select at least one prospect to enrich.')
    .max(
      MAX_ENRICH_SELECTION,
      `Enrich at most ${MAX_ENRICH_SELECTION.toLocaleString('en')} prospects at a time.`,
    ),
  overwrite: overwriteSchema,
});

export const decideValueSchema = z.object({
  id: z.string().min(1).describe('The prospect'),
  valueId: z.string().min(1),
  decision: z.enum(['apply', 'dismiss']),
});

export const enrichmentValueSchema = z.object({
  id: z.string(),
  field: z.enum(enrichmentFields),
  value: z.string(),
  source: z.string(),
  confidence: z.number().int(),
  status: z.enum(['found', 'applied', 'dismissed']),
  /** Whether the value can be written to a prospect field (the others are facts shown beside them). */
  applicable: z.boolean(),
  foundAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const prospectEnrichmentSchema = z.object({
  prospectId: z.string(),
  values: z.array(enrichmentValueSchema),
});

export const enrichmentRunSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number().int(),
  done: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type EnrichmentValue = z.infer<typeof enrichmentValueSchema>;
