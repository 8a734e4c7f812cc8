import { linkedinUploadSchema } from '@leadpath/core/schemas/linkedin-upload';
import { z } from 'zod';
import { scheduleSchema } from '../../sequences/output-schemas.ts';
import { createTRPCRouter, featureProcedure } from '../../trpc.ts';
import { linkedinSequenceListSchema, linkedinSequences } from './sequences.ts';
import { uploadLinkedinSequence } from './upload.ts';

/** LinkedIn sequence upload is the 'linkedin-sequence' feature of spec §6. */
const uploadProcedure = featureProcedure('linkedin-sequence');
const tags = ['LinkedIn'];

/** Big enough for 10,000 rows of CSV (the row limit), not more. */
export const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/**
 * A list checked by zod's synchronous parse, passed on as it is. tRPC checks an answer with parseAsync,
 * where zod 4 leaves out its compiled object check: the 10,000 skipped rows of a repeated upload were
 * checked one field at a time in one go on the request thread, the upload's longest hold (ADR 091); the
 * synchronous parse takes about a millisecond. The OpenAPI document (and the generated client) shows
 * the list's own schema.
 */
function checkedSynchronously<T extends z.ZodType>(schema: T) {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
  return z.custom<z.output<T>>((value) => schema.safeParse(value).success).meta(jsonSchema);
}

const uploadAnswerSchema = z.object({
  mapping: z.record(z.string(), z.string()),
  report: z.object({
    total: z.number().int(),
    valid: z.number().int(),
    duplicates: z.array(
      z.object({ line: z.number().int(), mergedIntoLine: z.number().int(), linkedinUrl: z.string() }),
    ),
    invalid: z.array(z.object({ line: z.number().int(), value: z.string(), reason: z.string() })),
  }),
  preview: scheduleSchema.nullable(),
  result: z
    .object({
      sequenceId: z.string(),
      created: z.number().int(),
      updated: z.number().int(),
      enrolled: z.number().int(),
      skipped: checkedSynchronously(
        z.array(z.object({ line: z.number().int(), linkedinUrl: z.string(), reason: z.string() })),
      ),
      started: z.boolean(),
    })
    .nullable(),
});

export const linkedinUploadRouter = createTRPCRouter({
  upload: uploadProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/sequences/upload',
        summary:
          'Upload LinkedIn profiles (CSV text or JSON rows, at most 10,000) to a LinkedIn sequence: validate, preview or start',
        description:
          'Send `csv` (text with a header line) or `rows` (objects keyed by column name), and optionally `mapping` (column → linkedinUrl, fullName, firstName, lastName, company, title, email, or "" to leave it out; omitted: guessed from the column names). Profile addresses are normalised to https://www.linkedin.com/in/<slug>; rows with the same profile are merged; invalid rows are listed with their line and reason. `action`: validate (the report only), preview (and the schedule of the first 200 profiles; nothing is written), start (the default: prospects created or updated by LinkedIn URL, enrolled in `sequenceId` or in a `newSequence` (visit, invitation with a note of at most 300 characters, message), and the sequence started). Prospects are written 25 per transaction and enrolled 500 at a time.',
        tags,
        permission: 'linkedin:upload',
        maxBodyBytes: UPLOAD_BODY_BYTES,
        errors: [404],
      },
    })
    .input(linkedinUploadSchema)
    .output(uploadAnswerSchema)
    .mutation(({ ctx, input }) => uploadLinkedinSequence(ctx.db, ctx.user.id, input, ctx.now())),

  sequences: uploadProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/sequences',
        summary: "The user's sequences with LinkedIn steps (those an upload can go to)",
        tags,
        permission: 'linkedin:read',
      },
    })
    .output(linkedinSequenceListSchema)
    .query(({ ctx }) => linkedinSequences(ctx.db, ctx.user.id)),
});
