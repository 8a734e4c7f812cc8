import type { AppDatabase } from '@leadpath/db';

export interface EnrollmentRef {
  ownerId: string;
  sequenceId: string;
  prospectId: string;
  now: number;
}

/** Pauses an active enrollment: its scheduled rows are held. False when there is none to pause. */
export function pauseEnrollment(_db: AppDatabase, _ref: EnrollmentRef): boolean {
  return false;
}

/** Resumes a paused enrollment (and retries its flagged step). False when there is none to resume. */
export function resumeEnrollment(_db: AppDatabase, _ref: EnrollmentRef): boolean {
  return false;
}

/** Removes a prospect from a sequence: finished 'removed', its rows canceled. False when not enrolled. */
export function removeEnrollment(_db: AppDatabase, _ref: EnrollmentRef): boolean {
  return false;
}

/** Marks an open task done and schedules the next step. False when it is not an open task of the owner. */
export function completeTask(
  _db: AppDatabase,
  _input: { ownerId: string; scheduledStepId: string; now: number },
): boolean {
  return false;
}

/** A sequence became active: its held rows are scheduled again, past-due ones from now. */
export function onSequenceActivated(
  _db: AppDatabase,
  _input: { ownerId: string; sequenceId: string; now: number },
): void {}

/** A sequence was paused: its scheduled rows are held. */
export function onSequencePaused(
  _db: AppDatabase,
  _input: { ownerId: string; sequenceId: string; now: number },
): void {}
