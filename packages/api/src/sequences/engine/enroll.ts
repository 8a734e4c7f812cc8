import { type AppDatabase, backgroundTurn } from '@leadpath/db';
import { variantsByStep } from './engine-rows.ts';
import { type EnrollContext, readEnrollContext, type SliceRow, writeBatchSlice } from './enroll-batch.ts';
import {
  nextVariantSlot,
  type ProspectStanding,
  readProspectStanding,
  readSequenceAndFirstStep,
  readWindowStanding,
} from './enroll-lookups.ts';
import { type EnrollmentWriter, writeEnrollment } from './enroll-write.ts';
import { readOutreachSettings } from './outreach-settings.ts';
import { knownTimeZonesOf } from './prospect-time-zone.ts';
import { engineStatements, hasWebhookSubscribers } from './statements.ts';

export interface EnrollInput {
  ownerId: string;
  sequenceId: string;
  prospectIds: string[];
  /** Enroll a prospect even when it is active in another sequence. */
  allowOtherActive?: boolean;
  now: number;
}

export interface EnrollResult {
  enrolled: string[];
  skipped: { prospectId: string; reason: string }[];
}

export const SKIP_NOT_FOUND = 'Prospect not found';
export const SKIP_ALREADY_ENROLLED = 'Already enrolled in this sequence';
export const SKIP_ACTIVE_ELSEWHERE = 'Already active in another sequence';
export const SKIP_SUPPRESSED = 'Unsubscribed or bounced: never mailed again';
export const SKIP_NO_STEPS = 'The sequence has no steps';
export const SKIP_NO_SEQUENCE = 'Sequence not found';

/**
 * Prospects the first slice takes (ADR 078, 083). Later slices are sized from the time the previous
 * one's writes took, to about SLICE_TARGET_MS each: other requests run between two slices, and on a
 * quiet machine few slices are needed. One transaction of 10,000 held the thread about 7 s: a
 * transaction's awaits are microtasks, so nothing else ran until it committed.
 */
export const ENROLL_SLICE = 25;
const SLICE_TARGET_MS = 5;
const SLICE_MIN = 8;
const SLICE_MAX = 250;
/** Prospects whose standing is read at once, between slices (each read holds the thread a few ms). */
const READ_WINDOW = 200;

/**
 * Between two slices the other requests in flight finish first (at most 50 ms, ADR 087): with a bare
 * yield the next slice took the connection before a waiting request's next statement.
 */
const afterOtherRequests = (db: AppDatabase) => backgroundTurn(db, async () => undefined);

/** The next slice's size: about SLICE_TARGET_MS of writes at the rate the last slice wrote. */
function nextSliceSize(size: number, rows: number, ms: number): number {
  if (rows === 0) return size;
  const perRow = ms / rows;
  const wanted = perRow > 0 ? Math.floor(SLICE_TARGET_MS / perRow) : SLICE_MAX;
  return Math.min(SLICE_MAX, Math.max(SLICE_MIN, wanted));
}

/**
 * Enrolls prospects in short transactions with a yield to the event loop between them: an
 * enrollment each (its zone: the prospect's when known and wanted, else the sender's; its variant
 * slot: the next of an even round-robin split) and its first step's schedule row, due after the first
 * step's delay counted from now and placed in the window. A prospect of another owner, already in
 * this sequence, suppressed, or (unless allowOtherActive) active or paused in another sequence is
 * skipped with the reason. While the sequence is not active the rows are held until it is activated.
 * The sequence, settings and prospects' standing are read once (by windows of READ_WINDOW); each
 * slice checks in its transaction that what it relies on is unchanged and its rows still stand, else
 * runs the exact way, so a slice never enrolls twice what another request enrolled meanwhile. A call
 * that fails midway keeps the slices before it, and the same call again skips them as already enrolled.
 */
export async function enrollProspects(db: AppDatabase, input: EnrollInput): Promise<EnrollResult> {
  const ids = [...new Set(input.prospectIds)];
  const run: EnrollRun = { db, input, result: { enrolled: [], skipped: [] }, size: ENROLL_SLICE };
  for (let start = 0; start < ids.length; start += READ_WINDOW) {
    if (start > 0) await afterOtherRequests(db);
    if (!(await enrollWindow(run, ids.slice(start, start + READ_WINDOW)))) {
      skipAll(run, ids.slice(start + READ_WINDOW));
      break;
    }
  }
  return run.result;
}

/** One call's progress: its answer so far, the shared reads (none until read, or after a change), the next slice's size. */
interface EnrollRun {
  db: AppDatabase;
  input: EnrollInput;
  result: EnrollResult;
  context?: EnrollContext;
  /** Why every prospect is skipped: the sequence or its steps are gone. */
  gone?: string;
  size: number;
}

/** The shared reads when the run has none; false (and `gone` set) when the sequence or its steps are gone. */
async function ensureContext(run: EnrollRun): Promise<boolean> {
  if (run.context) return true;
  const read = await readEnrollContext(run.db, run.input);
  if ('missing' in read) {
    run.gone = read.missing === 'sequence' ? SKIP_NO_SEQUENCE : SKIP_NO_STEPS;
    return false;
  }
  run.context = read.context;
  return true;
}

function skipAll(run: EnrollRun, ids: readonly string[]): void {
  const reason = run.gone ?? SKIP_NO_SEQUENCE;
  run.result.skipped.push(...ids.map((prospectId) => ({ prospectId, reason })));
}

/** A window of prospects: their standing read once, then written in slices. False once the sequence is gone. */
async function enrollWindow(run: EnrollRun, window: readonly string[]): Promise<boolean> {
  if (!(await ensureContext(run))) {
    skipAll(run, window);
    return false;
  }
  const { input } = run;
  const { standing, zones } = await readWindowStanding(run.db.$sql, input.ownerId, input.sequenceId, window);
  for (let at = 0; at < window.length; ) {
    await afterOtherRequests(run.db);
    const sliceIds = window.slice(at, at + run.size);
    at += sliceIds.length;
    if (!(await ensureContext(run))) {
      skipAll(run, window.slice(at - sliceIds.length));
      return false;
    }
    await enrollOneSlice(run, sliceIds, standing, zones);
  }
  return true;
}

/** One slice: batched when nothing changed since the reads, else the exact way (and the shared reads again). */
async function enrollOneSlice(
  run: EnrollRun,
  sliceIds: readonly string[],
  standing: ProspectStanding,
  zones: Map<string, string | null>,
): Promise<void> {
  const { input, result } = run;
  const rows: SliceRow[] = [];
  const skipped: EnrollResult['skipped'] = [];
  for (const prospectId of sliceIds) {
    const prospect = standing.found.get(prospectId);
    const reason = skipReasonOf(standing, prospectId, input.allowOtherActive);
    if (reason || !prospect) skipped.push({ prospectId, reason: reason ?? SKIP_NOT_FOUND });
    else rows.push({ prospect, knownZone: zones.get(prospectId) ?? null });
  }
  const batch = rows.length
    ? await writeBatchSlice(run.db, run.context!, input, rows)
    : { written: true, ms: 0 };
  if (batch.written) {
    result.enrolled.push(...rows.map((row) => row.prospect.id));
    result.skipped.push(...skipped);
    run.size = nextSliceSize(run.size, rows.length, batch.ms);
    return;
  }
  const exact = await enrollSlice(run.db, { ...input, prospectIds: [...sliceIds] });
  result.enrolled.push(...exact.enrolled);
  result.skipped.push(...exact.skipped);
  run.context = undefined;
}

/** One slice the exact way: read and written in one transaction, one statement at a time (a stale batched slice). */
async function enrollSlice(db: AppDatabase, input: EnrollInput): Promise<EnrollResult> {
  const { ownerId, sequenceId, now } = input;
  const ids = [...new Set(input.prospectIds)];
  return db.transaction(
    async (tx) => {
      const { sequence, first } = await readSequenceAndFirstStep(tx, ownerId, sequenceId);
      if (!sequence || !first) {
        const reason = sequence ? SKIP_NO_STEPS : SKIP_NO_SEQUENCE;
        return { enrolled: [], skipped: ids.map((prospectId) => ({ prospectId, reason })) };
      }
      const firstVariants = (await variantsByStep(tx, [first.id])).get(first.id);
      const settings = await readOutreachSettings(tx, ownerId, now);
      const standing = await readProspectStanding(tx, ownerId, sequenceId, ids);
      let slot = await nextVariantSlot(tx, sequenceId);
      // The prospect's zone: explicit, else its company's location (prospect-time-zone.ts).
      const knownZones = await knownTimeZonesOf(tx, standing.found.values());
      const writer: EnrollmentWriter = {
        tx,
        // The database's $sql statements join this transaction (its callback's own statements).
        statements: engineStatements(db.$sql),
        ownerId,
        sequence,
        first,
        firstVariants,
        settings,
        webhooks: await hasWebhookSubscribers(tx, ownerId, 'enrollment.started'),
        now,
      };
      const result: EnrollResult = { enrolled: [], skipped: [] };
      for (const prospectId of ids) {
        const prospect = standing.found.get(prospectId);
        const reason = skipReasonOf(standing, prospectId, input.allowOtherActive);
        if (reason || !prospect) {
          result.skipped.push({ prospectId, reason: reason ?? SKIP_NOT_FOUND });
          continue;
        }
        await writeEnrollment(writer, prospect, knownZones.get(prospectId) ?? null, slot);
        slot += 1;
        result.enrolled.push(prospectId);
      }
      return result;
    },
    { behavior: 'immediate' },
  );
}

/** Why a prospect is not enrolled, in the order the reasons are checked; null when it is enrolled. */
function skipReasonOf(
  standing: ProspectStanding,
  prospectId: string,
  allowOtherActive?: boolean,
): string | null {
  const prospect = standing.found.get(prospectId);
  if (!prospect) return SKIP_NOT_FOUND;
  if (standing.inThis.has(prospectId)) return SKIP_ALREADY_ENROLLED;
  if (standing.suppressed.has(prospect.email.trim().toLowerCase())) return SKIP_SUPPRESSED;
  if (standing.elsewhere.has(prospectId) && !allowOtherActive) return SKIP_ACTIVE_ELSEWHERE;
  return null;
}
