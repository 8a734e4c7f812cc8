/**
 * LinkedIn sequence upload (issue 21, ADR 033): a file of profiles → prospects (created or merged
 * by LinkedIn URL) → a LinkedIn sequence chosen or created → its schedule previewed → enrolled and
 * started. The prospects are written IMPORT_BATCH_ROWS per transaction and enrolled ENROLL_BATCH at
 * a time, with a yield to the event loop between batches, so a 10,000-row file never holds anyone up.
 */
import {
  guessLinkedinMapping,
  LINKEDIN_UPLOAD_MAX_ROWS,
  type LinkedinUploadMapping,
  type linkedinUploadSchema,
  type NewLinkedinSequenceInput,
  readUploadCsv,
  UPLOAD_NO_ROWS,
  UPLOAD_NO_URL_COLUMN,
  UPLOAD_NOT_LINKEDIN_SEQUENCE,
  UPLOAD_NOTHING_VALID,
  UPLOAD_TOO_MANY_ROWS,
  type UploadProspect,
  type UploadReport,
  type UploadRowInput,
  validateLinkedinRowsInPieces,
} from '@leadpath/core/schemas/linkedin-upload';
import { createSequenceSchema } from '@leadpath/core/schemas/sequences';
import { type AppDatabase, backgroundTurn, companies, sequenceSteps, timeOrderedId } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import { IMPORT_BATCH_ROWS } from '../../prospects/import.ts';
import { enrollProspects } from '../../sequences/engine/enroll.ts';
import { previewSchedule } from '../../sequences/engine/preview.ts';
import { activateSequence, PREVIEW_PROSPECT_LIMIT } from '../../sequences/enrollments.ts';
import type { Schedule } from '../../sequences/output-schemas.ts';
import { createSequence, ownSequence } from '../../sequences/sequence-crud.ts';

/** Prospects one enrollment transaction takes. */
export const ENROLL_BATCH = 500;

type UploadInput = z.output<typeof linkedinUploadSchema>;

export interface UploadAnswer {
  mapping: LinkedinUploadMapping;
  report: Omit<UploadReport, 'prospects'> & { valid: number };
  preview: Schedule | null;
  result: {
    sequenceId: string;
    created: number;
    updated: number;
    enrolled: number;
    skipped: { line: number; linkedinUrl: string; reason: string }[];
    started: boolean;
  } | null;
}

const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Between two write batches: the other requests in flight finish first (at most 50 ms, ADR 087). A bare
 * yield let the next batch take the connection before a request's second statement (issue 30).
 */
const afterOtherRequests = (db: AppDatabase) => backgroundTurn(db, async () => undefined);

/**
 * The rows of the request, as (line, values by column); CSV lines count from its header line 1. CSV
 * is parsed piece by piece with a yield between pieces; a file past the CSV limits is a 400.
 */
async function rowsOf(input: UploadInput): Promise<{ headers: string[]; rows: UploadRowInput[] }> {
  if (input.csv !== undefined) {
    const read = await readUploadCsv(input.csv, yieldToOthers);
    if (read.error) throw new TRPCError({ code: 'BAD_REQUEST', message: read.error.message });
    return read;
  }
  const rows = (input.rows ?? []).map((values, index) => ({ line: index + 1, values }));
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row.values)))];
  return { headers, rows };
}

/** The file checked under its mapping (the 400s: no rows, too many, no URL column). */
export async function readUpload(
  input: UploadInput,
): Promise<{ mapping: LinkedinUploadMapping; report: UploadReport }> {
  const { headers, rows } = await rowsOf(input);
  if (rows.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_NO_ROWS });
  if (rows.length > LINKEDIN_UPLOAD_MAX_ROWS)
    throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_TOO_MANY_ROWS });
  const mapping = input.mapping ?? guessLinkedinMapping(headers);
  if (!Object.values(mapping).includes('linkedinUrl'))
    throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_NO_URL_COLUMN });
  return { mapping, report: await validateLinkedinRowsInPieces(rows, mapping, yieldToOthers) };
}

/** Steps of a new LinkedIn sequence: visit, invitation (with its note), message after acceptance. */
export function linkedinSequenceForm(input: NewLinkedinSequenceInput) {
  const parsed = createSequenceSchema.safeParse({
    name: input.name,
    steps: [
      { kind: 'linkedin_visit', delayDays: 0 },
      { kind: 'linkedin_connect', delayDays: 0, body: input.connectNote ?? '' },
      { kind: 'linkedin_message', delayDays: input.messageDelayDays ?? 1, body: input.message },
    ],
  });
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
  return parsed.data;
}

/** The owner's sequence, refused unless it has a LinkedIn step. */
async function ownLinkedinSequence(db: AppDatabase, ownerId: string, sequenceId: string) {
  const sequence = await ownSequence(db, ownerId, sequenceId);
  const linkedinStep = await db
    .select({ id: sequenceSteps.id })
    .from(sequenceSteps)
    .where(and(eq(sequenceSteps.sequenceId, sequenceId), like(sequenceSteps.kind, 'linkedin_%')))
    .get();
  if (!linkedinStep) throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_NOT_LINKEDIN_SEQUENCE });
  return sequence;
}

const BY_LINKEDIN_SQL =
  'select id, first_name, last_name, title, email, company_id from prospects where owner_id = ? and linkedin_url = ? limit 1';

interface KnownProspect {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  email: string;
  company_id: string | null;
}
const INSERT_PROSPECT_SQL =
  'insert into prospects (id, owner_id, company_id, first_name, last_name, title, email, phone, linkedin_url, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/**
 * One batch of profiles in one transaction: a prospect with the same LinkedIn URL is updated (what
 * the file says wins, an empty cell or a name made from the address never erases what is known),
 * else created. Returns the prospect id of each profile, in order.
 */
async function writeBatch(
  db: AppDatabase,
  ownerId: string,
  batch: readonly UploadProspect[],
  now: number,
  companyIds: Map<string, string>,
  counts: { created: number; updated: number },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const companyIdOf = async (name: string): Promise<string | null> => {
      const key = name.trim();
      if (!key) return null;
      const known = companyIds.get(key.toLowerCase());
      if (known) return known;
      const existing = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.ownerId, ownerId), eq(companies.name, key)))
        .get();
      const id = existing?.id ?? timeOrderedId();
      if (!existing)
        await tx
          .insert(companies)
          .values({
            id,
            ownerId,
            name: key.slice(0, 150),
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })
          .run();
      companyIds.set(key.toLowerCase(), id);
      return id;
    };
    const ids: string[] = [];
    // The new prospects of the batch, inserted together at its end (the file's duplicates are merged,
    // so no profile of the batch looks for another one's row).
    const inserts: unknown[][] = [];
    for (const profile of batch) {
      const companyId = await companyIdOf(profile.company);
      const existing = await db.$sql.get<KnownProspect>(BY_LINKEDIN_SQL, [ownerId, profile.linkedinUrl]);
      if (existing) {
        const sets: string[] = ['updated_at = ?'];
        const values: unknown[] = [now];
        // Only what differs: each of these columns fires the search and count triggers (ADR 083:
        // a repeated upload of 10,000 unchanged profiles rewrote their search rows).
        const set = (column: keyof KnownProspect, value: unknown) => {
          if (existing[column] === value) return;
          sets.push(`${column} = ?`);
          values.push(value);
        };
        if (profile.namedInFile) {
          set('first_name', profile.firstName);
          if (profile.lastName) set('last_name', profile.lastName);
        }
        if (profile.title) set('title', profile.title);
        if (profile.email) set('email', profile.email);
        if (companyId) set('company_id', companyId);
        await db.$sql.run(`update prospects set ${sets.join(', ')} where id = ?`, [...values, existing.id]);
        counts.updated++;
        ids.push(existing.id);
        continue;
      }
      const id = timeOrderedId();
      inserts.push([
        id,
        ownerId,
        companyId,
        profile.firstName,
        profile.lastName,
        profile.title,
        profile.email,
        '',
        profile.linkedinUrl,
        'new',
        now,
        now,
      ]);
      counts.created++;
      ids.push(id);
    }
    if (inserts.length > 0) await db.$sql.runMany(INSERT_PROSPECT_SQL, inserts);
    return ids;
  });
}

class PreviewRollback extends Error {}

/**
 * The schedule starting now would give the first PREVIEW_PROSPECT_LIMIT profiles, computed inside
 * a transaction that is then rolled back: nothing of the preview (prospects, a new sequence) stays.
 */
async function previewUpload(
  db: AppDatabase,
  ownerId: string,
  profiles: readonly UploadProspect[],
  sequence: { id: string } | { form: ReturnType<typeof linkedinSequenceForm> },
  now: number,
): Promise<Schedule> {
  let schedule: Schedule = { rows: [], prospectCount: profiles.length, truncated: false };
  const shown = profiles.slice(0, PREVIEW_PROSPECT_LIMIT);
  try {
    await db.transaction(async () => {
      const sequenceId =
        'id' in sequence ? sequence.id : await createSequence(db, ownerId, sequence.form, now);
      const ids = await writeBatch(db, ownerId, shown, now, new Map(), { created: 0, updated: 0 });
      const rows = (await previewSchedule(db, { ownerId, sequenceId, prospectIds: ids, now })).sort(
        (a, b) => a.dueAt - b.dueAt || a.position - b.position,
      );
      schedule = { rows, prospectCount: profiles.length, truncated: shown.length < profiles.length };
      throw new PreviewRollback();
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  return schedule;
}

/** The whole upload: validate, preview or start (see linkedinUploadSchema). */
export async function uploadLinkedinSequence(
  db: AppDatabase,
  ownerId: string,
  input: UploadInput,
  now: number,
): Promise<UploadAnswer> {
  const { mapping, report } = await readUpload(input);
  const { prospects: profiles, ...rest } = report;
  const answer: UploadAnswer = {
    mapping,
    report: { ...rest, valid: profiles.length },
    preview: null,
    result: null,
  };
  if (input.action === 'validate') return answer;
  const form = input.newSequence ? linkedinSequenceForm(input.newSequence) : null;
  if (input.sequenceId) await ownLinkedinSequence(db, ownerId, input.sequenceId);
  if (profiles.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_NOTHING_VALID });
  if (input.action === 'preview') {
    answer.preview = await previewUpload(
      db,
      ownerId,
      profiles,
      input.sequenceId ? { id: input.sequenceId } : { form: form! },
      now,
    );
    return answer;
  }

  const counts = { created: 0, updated: 0 };
  const companyIds = new Map<string, string>();
  const prospectIds: string[] = [];
  for (let start = 0; start < profiles.length; start += IMPORT_BATCH_ROWS) {
    await afterOtherRequests(db);
    prospectIds.push(
      ...(await writeBatch(
        db,
        ownerId,
        profiles.slice(start, start + IMPORT_BATCH_ROWS),
        now,
        companyIds,
        counts,
      )),
    );
  }
  const sequenceId = input.sequenceId ?? (await createSequence(db, ownerId, form!, now));
  const profileOf = new Map(prospectIds.map((id, index) => [id, profiles[index]!]));
  const skipped: NonNullable<UploadAnswer['result']>['skipped'] = [];
  let enrolled = 0;
  for (let start = 0; start < prospectIds.length; start += ENROLL_BATCH) {
    await afterOtherRequests(db);
    const outcome = await enrollProspects(db, {
      ownerId,
      sequenceId,
      prospectIds: prospectIds.slice(start, start + ENROLL_BATCH),
      now,
    });
    enrolled += outcome.enrolled.length;
    for (const { prospectId, reason } of outcome.skipped) {
      const profile = profileOf.get(prospectId);
      skipped.push({ line: profile?.line ?? 0, linkedinUrl: profile?.linkedinUrl ?? '', reason });
    }
  }
  await activateSequence(db, ownerId, sequenceId, now);
  answer.result = { sequenceId, ...counts, enrolled, skipped, started: true };
  return answer;
}
